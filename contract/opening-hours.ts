import { z } from "zod";
import { TIME_OF_DAY as TIME, WEEKDAY_NAMES, WEEKDAYS, type Weekday } from "./shop-clock";

/**
 * The shop's opening hours (issue 23 point 5, issue 25 point 2, issue 34
 * point 2): per weekday closed, or open in one or two ranges (two for a lunch
 * break). Times are HH:MM on a 24-hour clock in the shop's time zone (the
 * account's `time_zone`), and a day closes on the day it opens: hours past
 * midnight are refused (close at 23:59, open the next day at 00:00).
 *
 * The API answers `{ mon: [{ from, to }, …] | null, … }` (null: closed that
 * day; the ranges in order, not overlapping), or null for the whole field when
 * the shop has not said. It takes that shape; the one it answered before issue
 * 34, where a day is one `{ from, to }` (rows stored then keep it); and the
 * form's, where a day is `{ closed, from, to, from2, to2 }` (`from2`–`to2`:
 * the range after the break). Once any day is given, every day must be
 * (closed, or both times of its first range).
 */
export const OPENING_HOURS_LABEL = "Opening hours";

export type OpeningRange = { from: string; to: string };
/** One range, or two with a break between them (the schemas hold the count). */
export type OpeningDay = OpeningRange[];
export type OpeningHours = Record<Weekday, OpeningDay | null>;

/** The four times of a day on the form: the first range's, then the one after the break. */
type TimeName = "from" | "to" | "from2" | "to2";
const TIME_WORDS: Record<TimeName, string> = {
  from: "opening time",
  to: "closing time",
  from2: "opening time after the break",
  to2: "closing time after the break",
};

export const OPENING_HOURS_MESSAGES = {
  notObject: `${OPENING_HOURS_LABEL} must list the days of the week`,
  day: (day: Weekday) => `${WEEKDAY_NAMES[day]}: give the opening and closing times, or null when closed`,
  time: (day: Weekday, which: TimeName) =>
    `${WEEKDAY_NAMES[day]}: enter the ${TIME_WORDS[which]} as HH:MM (00:00 to 23:59)`,
  missing: (day: Weekday, which: TimeName) =>
    which === "from" || which === "to"
      ? `${WEEKDAY_NAMES[day]}: enter the ${TIME_WORDS[which]}, or tick Closed`
      : `${WEEKDAY_NAMES[day]}: enter the ${TIME_WORDS[which]}, or leave both times after the break empty`,
  order: (day: Weekday) =>
    `${WEEKDAY_NAMES[day]}: the closing time must be after the opening time (hours past midnight are not possible: close at 23:59)`,
  breakOrder: (day: Weekday) =>
    `${WEEKDAY_NAMES[day]}: the opening time after the break must be after the first closing time`,
  ranges: (day: Weekday) => `${WEEKDAY_NAMES[day]}: give one or two ranges of opening and closing times`,
} as const;

/** A time as typed or sent: blank is "not given"; the check of its form comes with the day's. */
const timeInput = z
  .string({ error: "Enter the time as HH:MM" })
  .trim()
  .max(8, "Enter the time as HH:MM")
  .nullish()
  .transform((value) => value || null);

/** One day as the form (a Closed box and four times) or an older client (`{ from, to }`) sends it. */
const dayObject = (day: Weekday) =>
  z.object(
    {
      closed: z.boolean({ error: OPENING_HOURS_MESSAGES.day(day) }).nullish(),
      from: timeInput,
      to: timeInput,
      from2: timeInput,
      to2: timeInput,
    },
    { error: OPENING_HOURS_MESSAGES.day(day) },
  );

/** One day as the API answers it: its ranges in order. */
const dayList = (day: Weekday) =>
  z
    .array(z.object({ from: timeInput, to: timeInput }, { error: OPENING_HOURS_MESSAGES.ranges(day) }), {
      error: OPENING_HOURS_MESSAGES.day(day),
    })
    .min(1, OPENING_HOURS_MESSAGES.ranges(day))
    .max(2, OPENING_HOURS_MESSAGES.ranges(day));

/** The object first: the form's coercion would wrap a day object into a list of one, which the list would take. */
const dayInput = (day: Weekday) =>
  z.union([dayObject(day), dayList(day)], { error: OPENING_HOURS_MESSAGES.day(day) }).nullish();

type DayInput = z.output<ReturnType<typeof dayInput>>;
type FormDay = z.output<ReturnType<typeof dayObject>>;

/** Every shape of a day as the form's: a list of ranges becomes `from`, `to`, `from2`, `to2`. */
function asFormDay(value: DayInput): FormDay | null {
  if (value === null) return null;
  if (value === undefined) return { from: null, to: null, from2: null, to2: null };
  if (!Array.isArray(value)) return value;
  const [first, second] = value;
  return { from: first?.from ?? null, to: first?.to ?? null, from2: second?.from ?? null, to2: second?.to ?? null };
}

/** The day's problems, each at the form's name of the time at fault. */
function dayProblems(day: Weekday, value: FormDay): { path: TimeName; message: string }[] {
  const problems: { path: TimeName; message: string }[] = [];
  const second = Boolean(value.from2 || value.to2);
  const names: TimeName[] = second ? ["from", "to", "from2", "to2"] : ["from", "to"];
  for (const which of names) {
    const time = value[which] ?? null;
    if (time === null) problems.push({ path: which, message: OPENING_HOURS_MESSAGES.missing(day, which) });
    else if (!TIME.test(time)) problems.push({ path: which, message: OPENING_HOURS_MESSAGES.time(day, which) });
  }
  if (problems.length) return problems;
  const { from, to, from2, to2 } = value as Record<TimeName, string>;
  if (to <= from) problems.push({ path: "to", message: OPENING_HOURS_MESSAGES.order(day) });
  if (second && from2 <= to) problems.push({ path: "from2", message: OPENING_HOURS_MESSAGES.breakOrder(day) });
  if (second && to2 <= from2) problems.push({ path: "to2", message: OPENING_HOURS_MESSAGES.order(day) });
  return problems;
}

/**
 * The field of the profile form and of PUT /v1/users/accounts/{id}. Every day
 * blank (nothing ticked, no times), or null, means "not said": null. Left out,
 * it stays as it is (undefined), so a client that does not know the field
 * keeps the shop's hours; the form always sends them. Otherwise each day is
 * closed or has one or two ranges, each closing after it opens, the second
 * opening after the first closes.
 */
export const openingHoursField = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, dayInput(day)])) as Record<Weekday, ReturnType<typeof dayInput>>,
    { error: OPENING_HOURS_MESSAGES.notObject },
  )
  .strict()
  .nullish()
  .superRefine((week, context) => {
    if (!week || isBlank(week)) return;
    for (const day of WEEKDAYS) {
      const given = week[day];
      // A list of no ranges, or of three, has had its own issue: its times say nothing more.
      if (Array.isArray(given) && (given.length === 0 || given.length > 2)) continue;
      const value = asFormDay(given);
      if (value === null || value.closed) continue;
      for (const { path, message } of dayProblems(day, value)) {
        context.addIssue({ code: "custom", path: [day, path], message });
      }
    }
  })
  .transform((week): OpeningHours | null | undefined => {
    if (week === undefined) return undefined;
    if (week === null || isBlank(week)) return null;
    const hours = {} as OpeningHours;
    for (const day of WEEKDAYS) {
      const value = asFormDay(week[day]);
      if (!value || value.closed || !value.from || !value.to) {
        hours[day] = null;
        continue;
      }
      const first = { from: value.from, to: value.to };
      hours[day] = value.from2 && value.to2 ? [first, { from: value.from2, to: value.to2 }] : [first];
    }
    return hours;
  });

/**
 * A day of the API's shape is `null` (closed) or a list, so a week the API
 * answered is not blank. Only the form's empty week (every day `{}`) or `{}` is.
 */
function isBlank(week: Partial<Record<Weekday, DayInput>>) {
  return WEEKDAYS.every((day) => {
    const value = week[day];
    if (value === null || Array.isArray(value)) return false;
    return !value?.closed && !value?.from && !value?.to && !value?.from2 && !value?.to2;
  });
}

const range = z.object({ from: z.string().regex(TIME).max(5), to: z.string().regex(TIME).max(5) });

/** The answered shape, for reading it back (a stored value that does not fit reads as "not said"). */
export const openingHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(range).min(1).max(2).nullable()])) as Record<
      Weekday,
      z.ZodNullable<z.ZodArray<typeof range>>
    >,
  )
  .meta({
    description:
      "Per weekday the opening ranges in order (one, or two around a break), each an opening time and a closing time (HH:MM, 24 h, in the shop's `time_zone`, closing after opening on the same day), or null when closed. PUT also takes a day as one `{from, to}`, the shape answered before",
  });

/** A day stored before issue 34 is one `{ from, to }`: read as a list of one. */
const upgradeDay = (value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? [value] : value);

export function parseStoredOpeningHours(text: string | null): OpeningHours | null {
  if (!text) return null;
  try {
    const stored: unknown = JSON.parse(text);
    if (!stored || typeof stored !== "object") return null;
    const week = Object.fromEntries(Object.entries(stored).map(([day, value]) => [day, upgradeDay(value)]));
    const parsed = openingHoursSchema.safeParse(week);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
