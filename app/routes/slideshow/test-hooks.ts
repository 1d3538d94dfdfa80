import type { ShowPlan } from "@contract/show-now";
import { SLIDE_DELAY_MS } from "@contract/slideshow";
import { useEffect, useState } from "react";
import { timeShowNow } from "./use-show-now";

/** What the player counts as it plays; tests and `npm run bench:slideshow` read it. */
export type PlayerStats = { transitions: number; firstShownAt: number | null; failures: number };

declare global {
  interface Window {
    /** Outside production only: the player's counters and a way to ask for new content now. */
    stylecastSlideshow?: {
      refreshContent: () => Promise<boolean>;
      stats: PlayerStats;
      /** Throws `message` uncaught, outside React, as a broken player would (the e2e test of issue 34's reports). */
      throwError: (message: string) => void;
      /** What deciding what plays costs, in ms per decision, for `plan` (else the show's own): `npm run bench:slideshow`. */
      timeSchedule: (decisions: number, plan?: ShowPlan) => number;
    };
  }
}

/** A test or benchmark delay shorter than this also makes the slide jump into place (see `fastScroll`). */
const FAST_BELOW_MS = 1_000;

/**
 * The slide delay: spec §9's 10 s, or, outside production (like the dev
 * routes), `?delay=ms` for tests and benchmarks, clamped to 100 ms–60 s.
 */
export function slideDelay(testHooks: boolean, search: string): { delayMs: number; fastScroll: boolean } {
  const value = testHooks ? Number(new URLSearchParams(search).get("delay")) : Number.NaN;
  const delayMs = Number.isFinite(value) && value >= 100 ? Math.min(value, 60_000) : SLIDE_DELAY_MS;
  return { delayMs, fastScroll: delayMs < FAST_BELOW_MS };
}

/**
 * The counters, always kept (a few numbers), and exposed on
 * `window.stylecastSlideshow` only outside production.
 */
export function usePlayerStats(
  testHooks: boolean,
  refreshContent: () => Promise<boolean>,
  plan: ShowPlan,
): PlayerStats {
  const [stats] = useState<PlayerStats>(() => ({ transitions: 0, firstShownAt: null, failures: 0 }));
  useEffect(() => {
    if (!testHooks) return;
    const timeSchedule = (decisions: number, other?: ShowPlan) => timeShowNow(other ?? plan, decisions);
    window.stylecastSlideshow = { refreshContent, stats, throwError, timeSchedule };
    return () => {
      delete window.stylecastSlideshow;
    };
  }, [testHooks, refreshContent, stats, plan]);
  return stats;
}

function throwError(message: string) {
  window.setTimeout(() => {
    throw new Error(message);
  });
}
