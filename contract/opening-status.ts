import type { OpeningDay, OpeningHours, OpeningRange } from "./opening-hours";
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
const lastRange = (day: OpeningDay | null) => (day ? day[day.length - 1] : undefined);
/** The day's last range closes at 23:59 and runs on into the next day's first one, opening at 00:00. */
const runsOn = (day: OpeningDay | null, next: OpeningDay | null) =>
  lastRange(day)?.to === "23:59" && next?.[0]?.from === "00:00";

/**
 * Whether the shop is open at `date`: from a range's opening minute up to,
 * not including, its closing minute, on the wall clock of `timeZone` (so a
 * change to or from summer time moves the hours with the clocks).
 */
export function isOpenAt(hours: OpeningHours, date: Date | number, timeZone = DEFAULT_TIME_ZONE) {
  const { day, minute } = localTime(date, timeZone);
  return (hours[day] ?? []).some((range) => minutes(range.from) <= minute && minute < minutes(range.to));
}

export function openingStatus(hours: OpeningHours, date: Date | number, timeZone = DEFAULT_TIME_ZONE): OpeningStatus {
  const { day, minute } = localTime(date, timeZone);
  const today = hours[day] ?? [];
  const tomorrow = hours[dayAfter(day, 1)];
  // At 23:59 a day that runs on into the next one is still open.
  const now = today.find(
    (range, index) =>
      minutes(range.from) <= minute &&
      (minute < minutes(range.to) || (index === today.length - 1 && runsOn(hours[day], tomorrow))),
  );
  if (now) {
    // Open until this range closes, or, when it is the day's last and runs on, until the next days' first ones close.
    if (now !== lastRange(hours[day]) || !runsOn(hours[day], tomorrow)) {
      return { open: true, until: { time: now.to, daysAhead: 0, day } };
    }
    let daysAhead = 1;
    while (
      (hours[dayAfter(day, daysAhead)]?.length ?? 0) === 1 &&
      runsOn(hours[dayAfter(day, daysAhead)], hours[dayAfter(day, daysAhead + 1)])
    ) {
      daysAhead++;
      if (daysAhead === 7) return { open: true, until: "always" };
    }
    const next = dayAfter(day, daysAhead);
    // The day's first range, which runsOn found opening at 00:00.
    const carried = hours[next]?.[0] as OpeningRange;
    return { open: true, until: { time: carried.to, daysAhead, day: next } };
  }
  for (let daysAhead = 0; daysAhead <= 7; daysAhead++) {
    const next = dayAfter(day, daysAhead);
    const opening = (hours[next] ?? []).find((range) => daysAhead > 0 || minutes(range.from) > minute);
    if (opening) return { open: false, opens: { time: opening.from, daysAhead, day: next } };
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

/** A day of the weekly table: "09:00–18:00", "09:00–12:30, 13:30–18:00" or "Closed". */
export const openingDayText = (day: OpeningDay | null) =>
  day ? day.map((range) => `${range.from}–${range.to}`).join(", ") : OPENING_STATUS_TEXT.closedNow;
