/**
 * The player's clocks, as pure functions (no timers, no DOM), so each rule is
 * unit-tested: when the watchdog reloads, and how long to wait before asking
 * the server again. When a slide advances is the director's (director.ts).
 */

export type WatchdogState = {
  now: number;
  /** When the page started (ms since epoch). */
  startedAt: number;
  /** When the show last moved to another slide (or started). */
  lastAdvanceAt: number;
  /** How long the slide on screen may legitimately stay (a long video). */
  expectedSlideMs: number;
  /** The show's slide delay. */
  delayMs: number;
  /** Slides in the show: with one (or none) nothing advances, and that is fine. */
  slideCount: number;
  heapUsed: number | null;
  heapLimit: number | null;
  /** Local hour of day, 0–23. */
  localHour: number;
};

import { stallAfterMs } from "@contract/cable";
/** The nightly reload: in this local hour, once the page has run this long. */
export const NIGHTLY_HOUR = 4;
export const NIGHTLY_MIN_UPTIME_MS = 2 * 60 * 60_000;
/** Reload when the JS heap passes this share of its limit, or this many bytes, whichever is lower. */
export const HEAP_SHARE = 0.6;
export const HEAP_MAX_BYTES = 512 * 1024 * 1024;

export type WatchdogVerdict = "ok" | "stalled" | "heap" | "nightly";

/**
 * Issue 11 Long runs: reload when a slide has not advanced for STALL_DELAYS (at least 30 s)
 * slide delays (issue 23; a video's own length does not count), when the
 * heap passes a threshold, and once a night. Only
 * `stalled` is acted on at once; the others wait for a slide boundary.
 */
export function watchdog(state: WatchdogState): WatchdogVerdict {
  const videoMs = state.expectedSlideMs > state.delayMs ? state.expectedSlideMs : 0;
  if (state.slideCount > 1 && state.now - state.lastAdvanceAt > videoMs + stallAfterMs(state.delayMs)) {
    return "stalled";
  }
  if (state.heapUsed !== null) {
    const limit = Math.min(HEAP_MAX_BYTES, state.heapLimit ? state.heapLimit * HEAP_SHARE : HEAP_MAX_BYTES);
    if (state.heapUsed > limit) return "heap";
  }
  if (state.localHour === NIGHTLY_HOUR && state.now - state.startedAt > NIGHTLY_MIN_UPTIME_MS) return "nightly";
  return "ok";
}

export const REFRESH_EVERY_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 5_000;

/**
 * How long to wait before asking for the playlist again: every 5 minutes
 * while it works; after `failures` failed tries in a row, exponential backoff
 * from 5 s up to 5 minutes with full jitter (`random` in [0, 1)), so a shop's
 * screens do not all knock at once when the network comes back.
 */
export function refreshDelay(failures: number, random: number): number {
  if (failures <= 0) return REFRESH_EVERY_MS;
  const ceiling = Math.min(REFRESH_EVERY_MS, BACKOFF_BASE_MS * 2 ** (failures - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/** The index after `index` in a looping show of `count` slides. */
export const nextIndex = (index: number, count: number) => (count === 0 ? 0 : (index + 1) % count);

/** Which slides keep media elements: the one on screen, the next (preloading) and the previous (leaving). */
export function keptSlides(index: number, count: number): Set<number> {
  if (count === 0) return new Set();
  return new Set([index, (index + 1) % count, (index - 1 + count) % count]);
}
