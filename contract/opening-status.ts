import type { OpeningHours, OpeningRange } from "./opening-hours";
import { DEFAULT_TIME_ZONE, localTime, minutes, WEEKDAY_NAMES, WEEKDAYS, type Weekday } from "./shop-clock";

/**
 * "Open now · until 19:00" (issue 25 point 2): what the visitor pages say about
 * a shop's opening hours at a moment, on the shop's clock. A day ends on the
 * day it opens (contract/opening-hours.ts), so a shop open late is one that
 * closes at 23:59 and opens again at 00:00: "until" then follows it into the
 * next day.
 */
export type OpeningStatus =
  | { open: true; until: { time: string; daysAhead: number; day: Weekday } | "always" }
  | { open: false; opens: { time: string; daysAhead: number; day: Weekday } | null };

const dayAfter = (day: Weekday, days: number) => WEEKDAYS[(WEEKDAYS.indexOf(day) + days) % 7] as Weekday;
/** The range's closing minute runs on into the next day's opening one. */
const runsOn = (range: OpeningRange | null, next: OpeningRange | null) =>
  range?.to === "23:59" && next?.from === "00:00";

/**
 * Whether the shop is open at `date`: from the opening minute up to, not
 * including, the closing minute, on the wall clock of `timeZone` (so a
 * change to or from summer time moves the hours with the clocks).
 */
export function isOpenAt(hours: OpeningHours, date: Date | number, timeZone = DEFAULT_TIME_ZONE) {
  const { day, minute } = localTime(date, timeZone);
  const range = hours[day];
  return range !== null && minutes(range.from) <= minute && minute < minutes(range.to);
}

export function openingStatus(hours: OpeningHours, date: Date | number, timeZone = DEFAULT_TIME_ZONE): OpeningStatus {
  const { day, minute } = localTime(date, timeZone);
  const today = hours[day];
  // At 23:59 a day that runs on into the next one is still open.
  if (
    today &&
    minutes(today.from) <= minute &&
    (minute < minutes(today.to) || runsOn(today, hours[dayAfter(day, 1)]))
  ) {
    let daysAhead = 0;
    let range = today;
    while (runsOn(range, hours[dayAfter(day, daysAhead + 1)])) {
      daysAhead++;
      if (daysAhead === 7) return { open: true, until: "always" };
      range = hours[dayAfter(day, daysAhead)] as OpeningRange;
    }
    return { open: true, until: { time: range.to, daysAhead, day: dayAfter(day, daysAhead) } };
  }
  for (let daysAhead = 0; daysAhead <= 7; daysAhead++) {
    const next = dayAfter(day, daysAhead);
    const range = hours[next];
    if (range && (daysAhead > 0 || minutes(range.from) > minute)) {
      return { open: false, opens: { time: range.from, daysAhead, day: next } };
    }
  }
  return { open: false, opens: null };
}

/** When, said from today: "", " tomorrow", " Saturday". */
const when = ({ daysAhead, day }: { daysAhead: number; day: Weekday }) =>
  daysAhead === 0 ? "" : daysAhead === 1 ? " tomorrow" : ` ${WEEKDAY_NAMES[day]}`;

const OPENING_STATUS_TEXT = {
  openNow: "Open now",
  closedNow: "Closed",
  always: "open 24 hours",
  until: (until: { time: string; daysAhead: number; day: Weekday }) =>
    until.daysAhead === 0
      ? `until ${until.time}`
      : until.daysAhead === 1
        ? `until ${until.time} tomorrow`
        : `until ${WEEKDAY_NAMES[until.day]} ${until.time}`,
  opens: (opens: { time: string; daysAhead: number; day: Weekday }) => `opens${when(opens)} at ${opens.time}`,
} as const;

/** The status in words: its headline ("Open now", "Closed") and what comes next ("until 19:00"). */
export function describeOpeningStatus(status: OpeningStatus): { headline: string; detail: string | null } {
  if (status.open) {
    return {
      headline: OPENING_STATUS_TEXT.openNow,
      detail: status.until === "always" ? OPENING_STATUS_TEXT.always : OPENING_STATUS_TEXT.until(status.until),
    };
  }
  return {
    headline: OPENING_STATUS_TEXT.closedNow,
    detail: status.opens ? OPENING_STATUS_TEXT.opens(status.opens) : null,
  };
}

/** "Open now · until 19:00", "Closed · opens tomorrow at 09:00". */
export function openingStatusText(hours: OpeningHours, date: Date | number, timeZone = DEFAULT_TIME_ZONE) {
  const { headline, detail } = describeOpeningStatus(openingStatus(hours, date, timeZone));
  return detail ? `${headline} · ${detail}` : headline;
}

/** A day of the weekly table: "09:00–18:00" or "Closed". */
export const openingRangeText = (range: OpeningRange | null) =>
  range ? `${range.from}–${range.to}` : OPENING_STATUS_TEXT.closedNow;
