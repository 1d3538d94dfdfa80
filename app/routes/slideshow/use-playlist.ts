import { type Slide, slideItem } from "@contract/slideshow";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PlayerData } from "./slideshow.server";
import { refreshDelay } from "./timing";

/**
 * The show the screen plays, kept fresh: `refreshContent` asks the server for
 * it again (the cable calls it on every push and (re)connect; a timer every
 * 5 minutes, with backoff after failures; the network's return). A media
 * file that fails is dropped from the show (spec §4) until the next refresh
 * brings it back. `onChange` hears of each new show (the service worker
 * caches its media). While `resting` (a dark screen, issue 34) nothing is
 * asked, whatever the cable says: coming back asks at once.
 */
export function usePlaylist(initial: PlayerData, onChange: (show: PlayerData) => void, resting = false) {
  const [show, setShow] = useState(initial);
  const shown = useRef(show);
  shown.current = show;
  const changed = useRef(onChange);
  changed.current = onChange;
  const failures = useRef(0);
  const latestRequest = useRef(0);
  const firstRun = useRef(true);
  const restingNow = useRef(resting);
  restingNow.current = resting;

  /** True when the server answered. */
  const refreshContent = useCallback(async () => {
    // A push or a reconnect while resting is heard on waking, which asks anyway.
    if (restingNow.current) return true;
    const request = ++latestRequest.current;
    try {
      const response = await fetch(`${window.location.pathname}/playlist`, {
        cache: "no-store",
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`playlist: ${response.status}`);
      const next = (await response.json()) as PlayerData;
      failures.current = 0;
      // Two refreshes close together may answer out of order: only the newest counts.
      if (request !== latestRequest.current) return true;
      if (JSON.stringify(next) !== JSON.stringify(shown.current)) {
        setShow(next);
        changed.current(next);
      }
      return true;
    } catch {
      failures.current += 1;
      return false;
    }
  }, []);

  useEffect(() => {
    if (resting) return;
    let timer = 0;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => void refreshContent().then(schedule),
        refreshDelay(failures.current, Math.random()),
      );
    };
    const online = () => {
      failures.current = 0;
      void refreshContent().then(schedule);
    };
    // Back from resting, the show may have changed overnight: ask now.
    if (!firstRun.current) online();
    else schedule();
    firstRun.current = false;
    window.addEventListener("online", online);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("online", online);
    };
  }, [refreshContent, resting]);

  const dropMedia = useCallback((slide: Slide, src: string) => {
    const { kind, id } = slideItem(slide);
    setShow((current) => {
      const { plan } = current;
      if (kind === "ad") return { ...current, plan: { ...plan, ads: plan.ads.filter((ad) => ad.id !== id) } };
      const slides = plan.slides
        .map((style) =>
          slideItem(style).id === id ? { ...style, media: style.media.filter((media) => media.src !== src) } : style,
        )
        .filter((style) => style.media.length > 0);
      return { ...current, plan: { ...plan, slides } };
    });
  }, []);

  return { show, refreshContent, dropMedia };
}
