import { type Heartbeat, SLIDESHOW_CHANNEL, type SlideshowPush } from "@contract/cable";
import { useEffect, useRef } from "react";
import { cableUrl, openCable } from "~/lib/cable-client";

const SCREEN_ID_KEY = "stylecast-screen-id";
/** Pushes that arrive within this long of each other are one change. */
const PUSH_SETTLE_MS = 250;

declare global {
  interface Window {
    /** Whether the slideshow's cable is subscribed (read by tests and by anyone debugging a TV). */
    stylecastCable?: { connected: boolean; connects: number };
  }
}

/** This screen's own id, kept in its browser (the admin's "TV ID"); a new one when storage is unavailable. */
function screenId() {
  const fresh = () =>
    Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(36).padStart(2, "0")).join("");
  try {
    const known = localStorage.getItem(SCREEN_ID_KEY);
    if (known) return known;
    const id = fresh();
    localStorage.setItem(SCREEN_ID_KEY, id);
    return id;
  } catch {
    return fresh();
  }
}

function screenFacts(): NonNullable<Heartbeat["screen"]> {
  const { width, height } = window.screen;
  const ratio = window.devicePixelRatio || 1;
  return {
    width,
    height,
    orientation: window.screen.orientation?.type ?? (width >= height ? "landscape-primary" : "portrait-primary"),
    resolution: `${Math.round(width * ratio)}x${Math.round(height * ratio)}`,
  };
}

/**
 * The slideshow's line to its account's /cable (issue 12, ADR 0015): it
 * subscribes as this screen, so its presence and runtime are counted; says
 * when it mounts and when it is hidden or shown again (the periodic
 * heartbeat is the cable's ping, which never wakes the server); and fetches
 * the content again when the stylist changes it, and on every (re)connect:
 * a change made while the screen was off the cable (a deploy, a network
 * drop) was pushed to nobody, so it shows as soon as the screen is back.
 */
export function useScreenCable(accountId: string, refreshContent: () => Promise<unknown>) {
  const refresh = useRef(refreshContent);
  refresh.current = refreshContent;

  useEffect(() => {
    const { consumer, close } = openCable(cableUrl(window.location.origin, accountId));
    let refreshTimer = 0;
    const subscription = consumer.subscriptions.create(
      { channel: SLIDESHOW_CHANNEL, account_id: accountId, screen_id: screenId() },
      {
        connected: () => {
          window.stylecastCable = { connected: true, connects: (window.stylecastCable?.connects ?? 0) + 1 };
          beat("mount");
          window.clearTimeout(refreshTimer);
          void refresh.current();
        },
        disconnected: () => {
          window.stylecastCable = { connected: false, connects: window.stylecastCable?.connects ?? 0 };
        },
        received: (push: SlideshowPush) => {
          // One save can push several changes (each setting is its own call): fetch once for a burst.
          if (push?.type !== "content_changed") return;
          window.clearTimeout(refreshTimer);
          refreshTimer = window.setTimeout(() => void refresh.current(), PUSH_SETTLE_MS);
        },
      },
    );
    function beat(reason: Heartbeat["reason"]) {
      const visible = document.visibilityState === "visible";
      const heartbeat: Heartbeat = {
        action: "heartbeat",
        reason,
        timestamp: Date.now(),
        visible,
        screen: screenFacts(),
      };
      subscription.perform("heartbeat", heartbeat);
    }
    const visibility = () => beat(document.visibilityState === "visible" ? "visible" : "hidden");
    document.addEventListener("visibilitychange", visibility);
    return () => {
      document.removeEventListener("visibilitychange", visibility);
      window.clearTimeout(refreshTimer);
      close();
    };
  }, [accountId]);
}
