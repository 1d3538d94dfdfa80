import { z } from "zod";
import { isRealDate, TIME_OF_DAY, WEEKDAYS } from "./shop-clock";
import type { StyleSchedule } from "./style-schedule";

/**
 * A style's schedule (style-schedule.ts) as the /v1 API takes and answers it:
 * `{ from, until, days, window }`, every part null when not given. The style
 * form posts the same parts as flat fields (the style editor's schema maps
 * them); the messages name the part that is wrong.
 */
export const SCHEDULE_MESSAGES = {
  date: (which: "from" | "until") => `Schedule: enter the ${which === "from" ? "first" : "last"} date as YYYY-MM-DD`,
  order: "Schedule: the last date must be on or after the first",
  days: "Schedule: choose weekdays from Monday to Sunday",
  time: (which: "from" | "to") =>
    `Schedule: enter the time the style ${which === "from" ? "starts" : "stops"} as HH:MM`,
  windowBoth: "Schedule: give both times of the daily window, or neither",
  windowEmpty: "Schedule: the daily window must not start and stop at the same time",
  nothingChosen: "Schedule: choose dates, weekdays or daily hours, or pick Always",
} as const;

const date = (which: "from" | "until") =>
  z
    .string({ error: SCHEDULE_MESSAGES.date(which) })
    .max(10, SCHEDULE_MESSAGES.date(which))
    .refine(isRealDate, SCHEDULE_MESSAGES.date(which))
    .nullable();

const time = (which: "from" | "to") =>
  z
    .string({ error: SCHEDULE_MESSAGES.time(which) })
    .max(5)
    .regex(TIME_OF_DAY, SCHEDULE_MESSAGES.time(which));

const description =
  "When the style plays on the shop's screens, on the shop's clock (its time_zone): from and until a date (inclusive), on the weekdays listed (null: every day), within a daily window (HH:MM; an end before the start runs overnight and belongs to the day it starts). Every part null: always.";

/** A style's schedule as every answer that shows a style to its owner says it. */
export const styleScheduleSchema = z
  .object({
    from: date("from"),
    until: date("until"),
    days: z
      .array(z.enum(WEEKDAYS, { error: SCHEDULE_MESSAGES.days }), { error: SCHEDULE_MESSAGES.days })
      .max(7, SCHEDULE_MESSAGES.days)
      .nullable(),
    window: z.object({ from: time("from"), to: time("to") }, { error: SCHEDULE_MESSAGES.windowBoth }).nullable(),
  })
  .meta({ id: "StyleSchedule", description });

/** The schedule `POST`/`PUT /v1/users/portfolios` take: the same parts, in order, stored as the answer says them. */
export const styleScheduleInput = styleScheduleSchema
  .superRefine((schedule, context) => {
    if (schedule.from && schedule.until && schedule.until < schedule.from) {
      context.addIssue({ code: "custom", path: ["until"], message: SCHEDULE_MESSAGES.order });
    }
    if (schedule.window && schedule.window.from === schedule.window.to) {
      context.addIssue({ code: "custom", path: ["window", "to"], message: SCHEDULE_MESSAGES.windowEmpty });
    }
  })
  .transform(
    (schedule): StyleSchedule => ({
      ...schedule,
      // Kept in week order, once each; no day or all seven is every day.
      days:
        schedule.days && schedule.days.length > 0 && new Set(schedule.days).size < 7
          ? WEEKDAYS.filter((day) => schedule.days?.includes(day))
          : null,
    }),
  );
