import type { Slide, SlideMedia } from "@contract/slideshow";
import type { EmblaCarouselType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { decide, onTurnEvent, type Readiness, startTurn } from "./director";
import type { PlayerStats } from "./test-hooks";
import { nextIndex, watchdog } from "./timing";

/** What a slide's media element reported last. */
export type MediaStatus = "decoded" | "canplay" | "playing" | "failed";
export const mediaKey = (slide: Slide, media: SlideMedia) => `${slide.key}|${media.src}`;

/** A slide this close to its resting place (px) stands still to the eye: the delay counts from here. */
const IN_PLACE_PX = 0.5;
const WATCHDOG_EVERY_MS = 5_000;

type Options = {
  embla: EmblaCarouselType | undefined;
  playlist: Slide[];
  delayMs: number;
  stats: PlayerStats;
  /** A slide's media failed: the show drops it. */
  onFailed: (slide: Slide, src: string) => void;
  /** The show is stuck (issue 23): said before the page reloads, once. */
  onStalled?: () => void;
};

/**
 * The director (director.ts) wired to the carousel and the media: embla's
 * select / scroll / settle and the media's readiness go in, and a timer, a
 * scroll to the next slide or a dropped slide come out. Also the watchdog
 * (timing.ts), which reloads a stuck or bloated page at a slide boundary.
 */
export function useDirector({ embla, playlist, delayMs, stats, onFailed, onStalled }: Options) {
  const statuses = useRef(new Map<string, MediaStatus>());
  const turn = useRef(startTurn(-1, false));
  const timer = useRef(0);
  const latest = useRef({ playlist, onFailed, onStalled, delayMs });
  latest.current = { playlist, onFailed, onStalled, delayMs };
  const life = useRef({ startedAt: Date.now(), lastAdvanceAt: Date.now(), expectedMs: delayMs });
  const [selected, setSelected] = useState(0);
  /** The slide moving out while the carousel scrolls: it keeps its media until the new one is in place. */
  const [leaving, setLeaving] = useState<number | null>(null);
  /** Set when a slide is shown (in place and ready): the progress bar's run, and whether the show has started. */
  const [shown, setShown] = useState<{ id: number; ms: number } | null>(null);

  const readiness = useCallback((slide: Slide | undefined, onScreen: boolean): Readiness => {
    const media = slide?.media[0];
    const status = slide && media ? statuses.current.get(mediaKey(slide, media)) : undefined;
    if (status === "failed") return "failed";
    if (!media || !status) return "pending";
    // On screen a video must be playing; the next one only able to play.
    return onScreen && media.type === "video" && status !== "playing" ? "pending" : "ready";
  }, []);

  const evaluate = useCallback(() => {
    if (!embla) return;
    const list = latest.current.playlist;
    const slide = list[turn.current.index];
    const media = slide?.media[0];
    if (!slide || !media) return;
    const next = list.length > 1 ? list[nextIndex(turn.current.index, list.length)] : undefined;
    const step = decide(turn.current, {
      kind: media.type,
      current: readiness(slide, true),
      next: next ? readiness(next, false) : "none",
      now: performance.now(),
      delayMs,
    });
    turn.current = step.turn;
    window.clearTimeout(timer.current);
    if (step.shown) {
      if (stats.firstShownAt === null) stats.firstShownAt = performance.now();
      setShown({ id: step.turn.shownAt ?? 0, ms: Math.max(delayMs, life.current.expectedMs) });
    }
    const decision = step.decision;
    if (decision.do === "wait") timer.current = window.setTimeout(evaluate, decision.ms);
    else if (decision.do === "advance") embla.scrollNext();
    else if (decision.do === "drop") {
      const failed = decision.slide === "current" ? slide : next;
      const failedMedia = failed?.media[0];
      if (failed && failedMedia) {
        stats.failures += 1;
        latest.current.onFailed(failed, failedMedia.src);
      }
    }
  }, [embla, delayMs, readiness, stats]);

  const report = useCallback(
    (key: string, status: MediaStatus | null) => {
      if (status === null) statuses.current.delete(key);
      else statuses.current.set(key, status);
      evaluate();
    },
    [evaluate],
  );

  useEffect(() => {
    if (!embla) return;
    const arrive = () => {
      if (turn.current.inPlace) return;
      turn.current = onTurnEvent(turn.current, { type: "inPlace" });
      setLeaving(null);
      evaluate();
    };
    const onSelect = (api: EmblaCarouselType, event: string) => {
      const index = api.selectedScrollSnap();
      const previous = turn.current.index;
      const moving = event === "select" && index !== previous;
      // A reInit (new content) that keeps the slide on screen keeps its turn: its delay runs on.
      if (!moving && index === previous && turn.current.inPlace) return evaluate();
      if (moving) {
        life.current.lastAdvanceAt = Date.now();
        stats.transitions += 1;
        const verdict = watchdogVerdict(life.current, latest.current.playlist.length, delayMs);
        if (verdict === "heap" || verdict === "nightly") return reloadPage();
      }
      life.current.expectedMs = delayMs;
      turn.current = onTurnEvent(turn.current, { type: "select", index, moving });
      setSelected(index);
      // A jump (scroll duration 0) has already landed when embla announces the slide: no scroll event follows.
      if (moving && isInPlace(api)) return arrive();
      setLeaving(moving && previous >= 0 ? previous : null);
      evaluate();
    };
    // The scroll's tail (sub-pixel easing until `settle`) takes longer than the eye can see: in place is sooner.
    const onScroll = (api: EmblaCarouselType) => {
      if (!turn.current.inPlace && isInPlace(api)) arrive();
    };
    embla.on("select", onSelect).on("reInit", onSelect).on("scroll", onScroll).on("settle", arrive);
    onSelect(embla, "init");
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect).off("scroll", onScroll).off("settle", arrive);
      window.clearTimeout(timer.current);
    };
  }, [embla, evaluate, delayMs, stats]);

  // The stall check runs on its own: a stuck slide produces no boundary to act at. The screen says so, and the page
  // reloads once: stuck again soon after, it stays (and keeps saying so) rather than reload in a loop.
  useEffect(() => {
    let said = false;
    const check = window.setInterval(() => {
      const { playlist: list, delayMs: delay, onStalled: stalled } = latest.current;
      if (watchdogVerdict(life.current, list.length, delay) !== "stalled") {
        said = false;
        return;
      }
      if (!said) stalled?.();
      said = true;
      if (reloadForStallAllowed()) reloadPage();
    }, WATCHDOG_EVERY_MS);
    return () => window.clearInterval(check);
  }, []);

  const onVideoEnded = useCallback(
    (video: HTMLVideoElement) => {
      turn.current = onTurnEvent(turn.current, { type: "videoEnded" });
      const shownAt = turn.current.shownAt;
      // Shorter than the delay: it plays again until the delay is up (spec §9: muted, in a loop).
      if (shownAt === null || performance.now() - shownAt < delayMs) {
        video.currentTime = 0;
        video.play().catch(() => {});
      }
      evaluate();
    },
    [evaluate, delayMs],
  );

  const onDuration = useCallback((ms: number) => {
    life.current.expectedMs = Math.max(life.current.expectedMs, ms);
  }, []);

  return { selected, leaving, shown, report, onVideoEnded, onDuration };
}

/** The carousel stands within half a pixel of the slide it is going to. */
function isInPlace(api: EmblaCarouselType) {
  const engine = api.internalEngine();
  return Math.abs(engine.target.get() - engine.offsetLocation.get()) < IN_PLACE_PX;
}

function watchdogVerdict(
  life: { startedAt: number; lastAdvanceAt: number; expectedMs: number },
  slideCount: number,
  delayMs: number,
) {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number; jsHeapSizeLimit: number } }).memory;
  return watchdog({
    now: Date.now(),
    startedAt: life.startedAt,
    lastAdvanceAt: life.lastAdvanceAt,
    expectedSlideMs: life.expectedMs,
    delayMs,
    slideCount,
    heapUsed: memory ? memory.usedJSHeapSize : null,
    heapLimit: memory ? memory.jsHeapSizeLimit : null,
    localHour: new Date().getHours(),
  });
}

const STALL_RELOAD_KEY = "stylecast-stall-reload";
/** After a reload for a stall, another one waits this long: a show that sticks again is not reloaded in a loop. */
const STALL_RELOAD_EVERY_MS = 30 * 60_000;

/** Whether a stall may reload the page now (once per half hour); remembers it when it may. */
function reloadForStallAllowed() {
  try {
    const last = Number(sessionStorage.getItem(STALL_RELOAD_KEY) ?? 0);
    if (Date.now() - last < STALL_RELOAD_EVERY_MS) return false;
    sessionStorage.setItem(STALL_RELOAD_KEY, String(Date.now()));
  } catch {
    // No storage (a private window, a locked-down TV): reloading once per page is the best it can do.
  }
  return true;
}

/** Reloads only when the page can come back: online, or offline with the service worker holding the page. */
function reloadPage() {
  if (navigator.onLine || navigator.serviceWorker?.controller) window.location.reload();
}
