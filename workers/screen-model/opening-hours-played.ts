import type { OpeningHours } from "@contract/opening-hours";
import { addDays, instantOf, minutes, WEEKDAYS } from "@contract/shop-clock";

/**
 * Each screen's share of the shop's opening hours that it played, over a
 * week (the weekly summary, issue 36 point 6). D1 keeps no playing time per
 * opening hour (`screen_days` is runtime per whole day), so it is computed
 * from the stints (`screen_sessions`: a run of a screen being online, from
 * `started_at` to `ended_at`, or `last_seen_at` while it runs, with `seconds`
 * of it visible and connected): the part of each stint that falls within the
 * week's opening ranges, scaled by how much of the stint was visible
 * (`seconds` over its length), so a TV left on a hidden tab does not count.
 * The opening ranges are the shop's wall-clock times on each date of the
 * week, so they follow a change to or from summer time.
 */
export type Stint = { screenId: string; startedAt: number; endedAt: number; seconds: number };

/** The week's opening ranges as [from, to) epoch ms, Monday `monday` (YYYY-MM-DD) to Sunday. */
export function openingRanges(hours: OpeningHours, monday: string, timeZone: string): [number, number][] {
  return WEEKDAYS.flatMap((day, index) => {
    const date = addDays(monday, index);
    return (hours[day] ?? []).map(
      ({ from, to }) =>
        [instantOf(date, minutes(from), timeZone), instantOf(date, minutes(to), timeZone)] as [number, number],
    );
  });
}

/** The share (0 to 1) of `ranges` each screen played, by screen id; a screen with no stint in them is 0. */
export function openingHoursPlayed(stints: Stint[], ranges: [number, number][]) {
  const open = ranges.reduce((sum, [from, to]) => sum + Math.max(0, to - from), 0);
  const played = new Map<string, number>();
  for (const stint of stints) {
    const length = stint.endedAt - stint.startedAt;
    if (length <= 0) continue;
    const visible = Math.min(1, (stint.seconds * 1000) / length);
    const within = ranges.reduce(
      (sum, [from, to]) => sum + Math.max(0, Math.min(to, stint.endedAt) - Math.max(from, stint.startedAt)),
      0,
    );
    played.set(stint.screenId, (played.get(stint.screenId) ?? 0) + within * visible);
  }
  return new Map([...played].map(([screenId, ms]) => [screenId, open > 0 ? Math.min(1, ms / open) : 0]));
}
