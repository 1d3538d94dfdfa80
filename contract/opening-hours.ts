import { z } from "zod";
import { TIME_OF_DAY as TIME, WEEKDAY_NAMES, WEEKDAYS, type Weekday } from "./shop-clock";

/**
 * The shop's opening hours (issue 23 point 5, issue 25 point 2): per weekday
 * closed, or open from–to. One range a day: a lunch break is not kept.
 * Times are HH:MM on a 24-hour clock in the shop's time zone (Europe/Berlin
 * for every shop for now), and a day closes on the day it opens: hours past
 * midnight are refused (close at 23:59, open the next day at 00:00).
 *
 * The API answers and stores `{ mon: { from, to } | null, … }` (null: closed
 * that day), or null for the whole field when the shop has not said. It
 * takes that shape, and the form's, where a day is `{ closed, from, to }`;
 * once any day is given, every day must be (closed, or both times).
 */
export const OPENING_HOURS_LABEL = "Opening hours";

export type OpeningRange = { from: string; to: string };
export type OpeningHours = Record<Weekday, OpeningRange | null>;

export const OPENING_HOURS_MESSAGES = {
  notObject: `${OPENING_HOURS_LABEL} must list the days of the week`,
  day: (day: Weekday) => `${WEEKDAY_NAMES[day]}: give the opening and closing times, or null when closed`,
  time: (day: Weekday, which: "from" | "to") =>
    `${WEEKDAY_NAMES[day]}: enter the ${which === "from" ? "opening" : "closing"} time as HH:MM (00:00 to 23:59)`,
  missing: (day: Weekday, which: "from" | "to") =>
    `${WEEKDAY_NAMES[day]}: enter the ${which === "from" ? "opening" : "closing"} time, or tick Closed`,
  order: (day: Weekday) =>
    `${WEEKDAY_NAMES[day]}: the closing time must be after the opening time (hours past midnight are not possible: close at 23:59)`,
} as const;

/** A time as typed or sent: blank is "not given"; the check of its form comes with the day's. */
const timeInput = z
  .string({ error: "Enter the time as HH:MM" })
  .trim()
  .max(8, "Enter the time as HH:MM")
  .nullish()
  .transform((value) => value || null);

/** One day as the form sends it (a Closed box and two times); the API may also send null for closed. */
const dayInput = (day: Weekday) =>
  z
    .object(
      {
        closed: z.boolean({ error: OPENING_HOURS_MESSAGES.day(day) }).nullish(),
        from: timeInput,
        to: timeInput,
      },
      { error: OPENING_HOURS_MESSAGES.day(day) },
    )
    .nullish();

type DayInput = z.output<ReturnType<typeof dayInput>>;

/**
 * The field of the profile form and of PUT /v1/users/accounts/{id}. Every day
 * blank (nothing ticked, no times), or null, means "not said": null. Left out,
 * it stays as it is (undefined), so a client that does not know the field
 * keeps the shop's hours; the form always sends them. Otherwise each day is
 * closed or has both times, the closing one later.
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
      const value = week[day];
      if (value === null || value?.closed) continue;
      for (const which of ["from", "to"] as const) {
        const time = value?.[which] ?? null;
        if (time === null) {
          context.addIssue({ code: "custom", path: [day, which], message: OPENING_HOURS_MESSAGES.missing(day, which) });
        } else if (!TIME.test(time)) {
          context.addIssue({ code: "custom", path: [day, which], message: OPENING_HOURS_MESSAGES.time(day, which) });
        }
      }
      if (value?.from && value.to && TIME.test(value.from) && TIME.test(value.to) && value.to <= value.from) {
        context.addIssue({ code: "custom", path: [day, "to"], message: OPENING_HOURS_MESSAGES.order(day) });
      }
    }
  })
  .transform((week): OpeningHours | null | undefined => {
    if (week === undefined) return undefined;
    if (week === null || isBlank(week)) return null;
    const hours = {} as OpeningHours;
    for (const day of WEEKDAYS) {
      const value = week[day];
      hours[day] = !value || value.closed || !value.from || !value.to ? null : { from: value.from, to: value.to };
    }
    return hours;
  });

/**
 * A day of the API's shape is `null` (closed), so a week the API answered
 * is not blank. Only the form's empty week (every day `{}`) or `{}` is.
 */
function isBlank(week: Partial<Record<Weekday, DayInput>>) {
  return WEEKDAYS.every((day) => {
    const value = week[day];
    return value !== null && !value?.closed && !value?.from && !value?.to;
  });
}

/** The stored or answered shape, for reading it back (a stored value that does not fit reads as "not said"). */
export const openingHoursSchema = z
  .object(
    Object.fromEntries(
      WEEKDAYS.map((day) => [
        day,
        z.object({ from: z.string().regex(TIME).max(5), to: z.string().regex(TIME).max(5) }).nullable(),
      ]),
    ) as Record<Weekday, z.ZodNullable<z.ZodObject<{ from: z.ZodString; to: z.ZodString }>>>,
  )
  .meta({
    description:
      "Per weekday the opening time and closing time (HH:MM, 24 h, Europe/Berlin, closing after opening on the same day), or null when closed; one range a day",
  });

export function parseStoredOpeningHours(text: string | null): OpeningHours | null {
  if (!text) return null;
  try {
    const parsed = openingHoursSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
