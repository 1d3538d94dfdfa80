/**
 * The shop's clock (issue 34): the weekday, date and minute a moment is on the
 * wall clocks of the shop's time zone. Opening hours, style schedules, "today"
 * and every date the owner reads are wall-clock times of the shop, so they move
 * with the clocks at a change to or from summer time. No zod here, nor in
 * anything this imports: the TV player's bundle takes it (issue 21).
 *
 * Intl only (ADR 34): every browser we serve (Chromium 68 on a 2019 TV
 * included) and workerd carry the IANA time zone data, and a local time is all
 * we ever ask of it.
 */
export const DEFAULT_TIME_ZONE = "Europe/Berlin";

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};
export const WEEKDAY_SHORT: Record<Weekday, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

/** A moment on the shop's clock: its date (YYYY-MM-DD), weekday and minute of the day (0–1439). */
export type LocalTime = { date: string; day: Weekday; minute: number };

/** A time of day as people type it and we keep it: "HH:MM", 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether `text` is a calendar date as YYYY-MM-DD (2027-02-30 is not). */
export function isRealDate(text: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** The minute of the day an "HH:MM" time stands for. */
export const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** "HH:MM" of a minute of the day. */
export const timeOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** One formatter per time zone: a page or a TV asks many times, and making one is the costly part. */
const FORMATS = new Map<string, Intl.DateTimeFormat>();
function formatFor(timeZone: string) {
  let format = FORMATS.get(timeZone);
  if (!format) {
    // hour12: false rather than hourCycle, which Chromium 68 does not know; it may then say "24" for midnight.
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hour12: false,
    });
    FORMATS.set(timeZone, format);
  }
  return format;
}

function wallClock(at: Date | number, timeZone: string) {
  const values: Record<string, number> = {};
  for (const part of formatFor(timeZone).formatToParts(at)) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** `at` on the wall clocks of `timeZone`. */
export function localTime(at: Date | number, timeZone = DEFAULT_TIME_ZONE): LocalTime {
  const clock = wallClock(at, timeZone);
  const date = `${String(clock.year).padStart(4, "0")}-${pad(clock.month)}-${pad(clock.day)}`;
  return { date, day: weekdayOf(date), minute: clock.hour * 60 + clock.minute };
}

const pad = (value: number) => String(value).padStart(2, "0");
const utcDay = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));

/** The weekday of a calendar date (YYYY-MM-DD). */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(utcDay(date)).getUTCDay() + 6) % 7] as Weekday;

/** The calendar date `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number) =>
  new Date(utcDay(date) + days * 86_400_000).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) => Math.round((utcDay(to) - utcDay(from)) / 86_400_000);

/** The date `at` is on in `timeZone` (YYYY-MM-DD): the shop's "today". */
export const shopDay = (at: Date | number, timeZone = DEFAULT_TIME_ZONE) => localTime(at, timeZone).date;

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;

/** The shop's midnight at or before `at`: the first moment of its date (a zone may skip or repeat it). */
function midnightBefore(at: number, timeZone: string) {
  const date = shopDay(at, timeZone);
  // Step back over the day's elapsed wall time, then correct where a clock change lies between.
  const clock = wallClock(at, timeZone);
  let guess = at - ((clock.hour * 60 + clock.minute) * 60 + clock.second) * 1000 - (at % 1000);
  // Almost always right at once (no zone changes its clocks in the last minutes before a midnight we measure from).
  if (shopDay(guess, timeZone) === date && shopDay(guess - 1, timeZone) !== date) return guess;
  while (shopDay(guess, timeZone) !== date) guess += QUARTER_HOUR;
  while (shopDay(guess - QUARTER_HOUR, timeZone) === date) guess -= QUARTER_HOUR;
  while (shopDay(guess - MINUTE, timeZone) === date) guess -= MINUTE;
  return guess;
}

/** The interval [from, to) cut at the shop's midnights: [date, milliseconds] pairs (runtime per shop day). */
export function splitByShopDay(from: number, to: number, timeZone = DEFAULT_TIME_ZONE): [string, number][] {
  const parts: [string, number][] = [];
  let end = to;
  while (end > from) {
    const start = Math.max(from, midnightBefore(end - 1, timeZone));
    parts.unshift([shopDay(start, timeZone), end - start]);
    end = start;
  }
  return parts;
}

/**
 * The moment the shop's clocks show `minute` on `date`. A time the clocks skip
 * (the hour lost in spring) is the moment they jump past it; a time they show
 * twice (autumn) is its first showing.
 */
export function instantOf(date: string, minute: number, timeZone = DEFAULT_TIME_ZONE) {
  const wall = utcDay(date) + minute * MINUTE;
  const wallOf = (at: number) => {
    const local = localTime(at, timeZone);
    return utcDay(local.date) + local.minute * MINUTE;
  };
  // The zone's offset at a guess, twice: the second guess lands unless a clock change lies between.
  let at = wall - (wallOf(wall) - wall);
  at -= wallOf(at) - wall;
  if (wallOf(at) === wall) {
    // The repeated hour: an hour earlier shows the same time too.
    return wallOf(at - 60 * MINUTE) === wall ? at - 60 * MINUTE : at;
  }
  // Skipped: the first moment after it.
  while (wallOf(at) < wall) at += MINUTE;
  while (wallOf(at - MINUTE) > wall) at -= MINUTE;
  return at;
}

/** Whether `timeZone` is an IANA name this runtime knows. */
export function isTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}
