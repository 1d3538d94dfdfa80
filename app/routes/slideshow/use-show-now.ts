import { type ShowNow, type ShowPlan, showNow } from "@contract/show-now";
import { useEffect, useMemo, useRef, useState } from "react";

/** Just after each minute turns on the TV's clock: schedules and opening hours change on whole minutes. */
const msToNextMinute = (now: number) => 60_000 - (now % 60_000) + 250;

/**
 * What the screen shows now (issue 34), decided by the TV alone from the show
 * it holds and its own clock: again at every minute (a switch comes within a
 * second of a boundary, offline too, without a reload) and whenever the show
 * changes. The same answer keeps its identity, so nothing re-renders between
 * boundaries.
 */
export function useShowNow(plan: ShowPlan): ShowNow {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer = 0;
    const tick = () => {
      setNow(Date.now());
      timer = window.setTimeout(tick, msToNextMinute(Date.now()));
    };
    timer = window.setTimeout(tick, msToNextMinute(Date.now()));
    return () => window.clearTimeout(timer);
  }, []);
  const last = useRef<ShowNow | null>(null);
  return useMemo(() => {
    const next = showNow(plan, now);
    if (!last.current || !sameScreen(last.current, next)) last.current = next;
    return last.current;
  }, [plan, now]);
}

const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * What one decision costs, in ms: `decisions` of them for `plan` at instants
 * spread over the coming week (open and closed, in and out of each window).
 * `npm run bench:slideshow` asks the player through its test hooks.
 */
export function timeShowNow(plan: ShowPlan, decisions: number): number {
  const start = performance.now();
  const from = Date.now();
  for (let i = 0; i < decisions; i++) showNow(plan, from + (i * WEEK_MS) / decisions);
  return (performance.now() - start) / decisions;
}

function sameScreen(a: ShowNow, b: ShowNow) {
  if (a.screen === "slides" && b.screen === "slides") {
    // A style's repeat in the cycle is a new object around the same media.
    return (
      a.playlist.length === b.playlist.length &&
      a.playlist.every((slide, i) => slide.key === b.playlist[i]?.key && slide.media === b.playlist[i]?.media)
    );
  }
  return JSON.stringify(a) === JSON.stringify(b);
}
