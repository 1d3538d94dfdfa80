import { type Heartbeat, REPORT_EVERY_MS, SLIDESHOW_CHANNEL, type SlideshowPush } from "@contract/cable";
import { useEffect, useRef } from "react";
import { cableUrl, openCable } from "~/lib/cable-client";
import type { ScreenProblems } from "./screen-problems";
import type { ScreenReport } from "./screen-report";

/** Pushes that arrive within this long of each other are one change. */
const PUSH_SETTLE_MS = 250;

declare global {
  interface Window {
    /** Whether the slideshow's cable is subscribed (read by tests and by anyone debugging a TV). */
    stylecastCable?: { connected: boolean; connects: number };
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

/** What makes a TV a counted screen (issue 23), and what it reports; none for a viewer of the public show. */
export type ScreenReporting = {
  /** The screen ticket its page came with: only with it does /cable count this browser. */
  ticket: string;
  report: ScreenReport;
  /** What went wrong in the player (issue 34): told as it happens, or as soon as the cable is back. */
  problems?: ScreenProblems;
  /** The show's slide delay: the object judges a stuck slide by it. */
  delayMs: number;
};

/**
 * The slideshow's line to its account's /cable (issue 12, ADR 0015): it
 * subscribes to the account's show; fetches the content again when the
 * stylist changes it, and on every (re)connect: a change made while the
 * screen was off the cable (a deploy, a network drop) was pushed to nobody,
 * so it shows as soon as the screen is back. A TV that is the account's
 * screen also shows its ticket, so its presence and runtime are counted,
 * and reports (issue 23) what it shows and the plays it counted: when it
 * mounts, its first slide at once, when it is hidden or shown, once a
 * minute, and each slide while the owner watches My screens; and what went
 * wrong in its player (issue 34). Its periodic heartbeat is the cable's ping, which
 * never wakes the server.
 */
export function useScreenCable(
  accountId: string,
  refreshContent: () => Promise<unknown>,
  screen: ScreenReporting | null = null,
) {
  const refresh = useRef(refreshContent);
  refresh.current = refreshContent;
  const reporting = useRef(screen);
  reporting.current = screen;
  const ticket = screen?.ticket ?? null;

  useEffect(() => {
    const { consumer, close } = openCable(cableUrl(window.location.origin, accountId, ticket));
    let refreshTimer = 0;
    let watchedUntil = 0;
    // Whether the object has heard of a slide on this connection: until then the first one is said at once (issue 34
    // point 8), else My screens said "showing nothing" until the minute's report.
    let toldShowing = false;
    let connected = false;
    const subscription = consumer.subscriptions.create(
      { channel: SLIDESHOW_CHANNEL, account_id: accountId },
      {
        connected: () => {
          toldShowing = false;
          connected = true;
          window.stylecastCable = { connected: true, connects: (window.stylecastCable?.connects ?? 0) + 1 };
          beat("mount");
          tellProblems();
          window.clearTimeout(refreshTimer);
          void refresh.current();
        },
        disconnected: () => {
          connected = false;
          window.stylecastCable = { connected: false, connects: window.stylecastCable?.connects ?? 0 };
        },
        received: (push: SlideshowPush) => {
          if (push?.type === "watch") {
            watchedUntil = Date.now() + push.for_ms;
            return beat("report");
          }
          // One save can push several changes (each setting is its own call): fetch once for a burst.
          if (push?.type !== "content_changed") return;
          window.clearTimeout(refreshTimer);
          refreshTimer = window.setTimeout(() => void refresh.current(), PUSH_SETTLE_MS);
        },
      },
    );
    function beat(reason: Heartbeat["reason"]) {
      const screen = reporting.current;
      if (!screen) return;
      const { showing, plays, stalled } = screen.report.take();
      const heartbeat: Heartbeat = {
        action: "heartbeat",
        reason,
        timestamp: Date.now(),
        visible: document.visibilityState === "visible",
        screen: screenFacts(),
        delay_ms: screen.delayMs,
        ...(showing ? { showing } : {}),
        ...(plays.length ? { plays } : {}),
        ...(stalled ? { stalled } : {}),
      };
      if (showing) toldShowing = true;
      subscription.perform("heartbeat", heartbeat);
    }
    // Problems wait (a few, the TV's own limit) while the cable is down: the stock client drops what it cannot send.
    function tellProblems() {
      const problems = reporting.current?.problems;
      if (!connected || !problems) return;
      for (const problem of problems.take()) subscription.perform("problem", problem);
    }
    const unsubscribeProblems = reporting.current?.problems?.onProblem(tellProblems);
    const visibility = () => beat(document.visibilityState === "visible" ? "visible" : "hidden");
    document.addEventListener("visibilitychange", visibility);
    const minutely = window.setInterval(() => beat("report"), REPORT_EVERY_MS);
    const slide = () => {
      // A stall is said at once, watched or not: the page is about to reload.
      if (reporting.current?.report.isStalled) beat("stalled");
      else if (!toldShowing || Date.now() < watchedUntil) beat("slide");
    };
    const unsubscribeSlides = reporting.current?.report.onShown(slide);
    return () => {
      document.removeEventListener("visibilitychange", visibility);
      window.clearTimeout(refreshTimer);
      window.clearInterval(minutely);
      unsubscribeSlides?.();
      unsubscribeProblems?.();
      close();
    };
  }, [accountId, ticket]);
}
