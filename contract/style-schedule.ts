import { addDays, type LocalTime, minutes, WEEKDAY_SHORT, WEEKDAYS, type Weekday, weekdayOf } from "./shop-clock";

/**
 * When a style plays on the shop's screens (issue 34 point 1), on the shop's
 * wall clock: from and/or until a date (both inclusive), on chosen weekdays,
 * within a daily window. Every part is optional; all of them absent is
 * "always". A window whose end is before its start runs overnight and belongs
 * to the day it starts: 20:00–02:00 on Saturdays plays from Saturday 20:00 to
 * Sunday 02:00, and a date range holds the day it starts on.
 *
 * Pure and zod-free (the TV's bundle takes it, issue 21); the API's schema is
 * style-schedule-schemas.ts. The TV, the preview, My screens and the server all
 * decide with `isScheduledAt`, so they never disagree (ADR 34).
 */
export type StyleSchedule = {
  /** First date it plays (YYYY-MM-DD), or null. */
  from: string | null;
  /** Last date it plays (YYYY-MM-DD), or null. */
  until: string | null;
  /** The weekdays it plays on, in week order; null: every day. */
  days: Weekday[] | null;
  /** The daily window (HH:MM, end exclusive; end before start: overnight), or null: all day. */
  window: { from: string; to: string } | null;
};

export const ALWAYS: StyleSchedule = { from: null, until: null, days: null, window: null };

export const isAlways = (schedule: StyleSchedule | null | undefined) =>
  !schedule || (!schedule.from && !schedule.until && !schedule.days && !schedule.window);

/** Whether a run of the schedule may start on `date`: within the dates, on one of the days. */
function startsOn(schedule: StyleSchedule, date: string) {
  if (schedule.from && date < schedule.from) return false;
  if (schedule.until && date > schedule.until) return false;
  return !schedule.days || schedule.days.includes(weekdayOf(date));
}

/** Whether the style plays at `local`, a moment on the shop's clock. */
export function isScheduledAt(schedule: StyleSchedule | null | undefined, local: LocalTime): boolean {
  if (!schedule || isAlways(schedule)) return true;
  const { window } = schedule;
  if (!window) return startsOn(schedule, local.date);
  const start = minutes(window.from);
  const end = minutes(window.to);
  if (start < end) return start <= local.minute && local.minute < end && startsOn(schedule, local.date);
  // Overnight: the evening of a day it starts on, or the small hours after one.
  return (
    (local.minute >= start && startsOn(schedule, local.date)) ||
    (local.minute < end && startsOn(schedule, addDays(local.date, -1)))
  );
}

/**
 * The next moment after `local` at which the style starts to play, as a date and
 * minute on the shop's clock; null when it never will again. For a style that
 * plays now it is the start of its next run.
 */
export function nextStart(schedule: StyleSchedule, local: LocalTime): { date: string; minute: number } | null {
  const startMinute = schedule.window ? minutes(schedule.window.from) : 0;
  const today = schedule.window && startMinute > local.minute ? local.date : addDays(local.date, 1);
  // Nothing starts before `from`; after it, the weekdays repeat every week.
  const first = schedule.from && schedule.from > today ? schedule.from : today;
  for (let offset = 0; offset < 8; offset++) {
    const date = addDays(first, offset);
    if (schedule.until && date > schedule.until) return null;
    // Played all day, a day that follows one it played on is no new start.
    if (startsOn(schedule, date) && (schedule.window || !startsOn(schedule, addDays(date, -1)))) {
      return { date, minute: startMinute };
    }
  }
  return null;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "1 Dec", with the year when asked ("1 Dec 2026"). */
export function shortDate(date: string, withYear = false) {
  const text = `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;
  return withYear ? `${text} ${date.slice(0, 4)}` : text;
}

function datesText({ from, until }: StyleSchedule) {
  if (from && until) {
    const years = from.slice(0, 4) !== until.slice(0, 4);
    return `${shortDate(from, years)} – ${shortDate(until, years)}`;
  }
  if (from) return `From ${shortDate(from)}`;
  if (until) return `Until ${shortDate(until)}`;
  return null;
}

/** "Weekdays", "Sat, Sun", "Mon–Thu", "Mon, Wed, Fri"; null for every day. */
function daysText(days: Weekday[] | null) {
  if (!days || days.length === 7) return null;
  const chosen = WEEKDAYS.filter((day) => days.includes(day));
  if (chosen.join() === "mon,tue,wed,thu,fri") return "Weekdays";
  // Runs of three days or more read as a range.
  const runs: Weekday[][] = [];
  for (const day of chosen) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(last) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${WEEKDAY_SHORT[run[0] as Weekday]}–${WEEKDAY_SHORT[run.at(-1) as Weekday]}`]
        : run.map((day) => WEEKDAY_SHORT[day]),
    )
    .join(", ");
}

/** The schedule in a few words: "Always", "1 Dec – 24 Dec", "Sat, Sun", "Weekdays 17:00–20:00". */
export function scheduleSummary(schedule: StyleSchedule | null | undefined): string {
  if (!schedule || isAlways(schedule)) return "Always";
  const window = schedule.window ? `${schedule.window.from}–${schedule.window.to}` : null;
  const days = daysText(schedule.days);
  const when = days && window ? `${days} ${window}` : (days ?? (window ? `Daily ${window}` : null));
  return [datesText(schedule), when].filter(Boolean).join(" · ");
}
