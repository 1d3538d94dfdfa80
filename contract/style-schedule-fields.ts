import { isAlways, type StyleSchedule } from "./style-schedule";
import { SCHEDULE_MESSAGES, styleScheduleInput } from "./style-schedule-schemas";

/**
 * A style's schedule as flat form fields: what the style form posts and
 * `POST`/`PUT /v1/users/portfolios` take (a multipart body has no objects).
 * A blank field is a part not given; all blank is always. The rules and
 * messages are styleScheduleInput's; here they are said of the field to fix.
 */
export const SCHEDULE_FIELDS = {
  from: "schedule_from",
  until: "schedule_until",
  /** Repeated, one weekday (mon … sun) each. */
  days: "schedule_days",
  windowFrom: "schedule_window_from",
  windowTo: "schedule_window_to",
} as const;
export type ScheduleFieldName = (typeof SCHEDULE_FIELDS)[keyof typeof SCHEDULE_FIELDS];
export const SCHEDULE_FIELD_NAMES = Object.values(SCHEDULE_FIELDS);

/** The fields as posted: text, and the weekdays ticked. */
export type ScheduleFields = Partial<Record<Exclude<ScheduleFieldName, "schedule_days">, string>> & {
  schedule_days?: string[];
};

export type ScheduleReading =
  | { ok: true; schedule: StyleSchedule | null }
  | { ok: false; errors: { name: ScheduleFieldName; message: string }[] };

const given = (text: string | undefined) => (text ? text : null);

/** The field a part of the schedule (a zod issue's path) is posted in. */
function fieldOf(path: readonly PropertyKey[]): ScheduleFieldName {
  const [part, inner] = path;
  if (part === "from" || part === "until" || part === "days") return SCHEDULE_FIELDS[part];
  return inner === "to" ? SCHEDULE_FIELDS.windowTo : SCHEDULE_FIELDS.windowFrom;
}

/** The schedule the fields give (null: always), or what is wrong, field by field. */
export function readScheduleFields(fields: ScheduleFields): ScheduleReading {
  const windowFrom = given(fields.schedule_window_from);
  const windowTo = given(fields.schedule_window_to);
  if (Boolean(windowFrom) !== Boolean(windowTo)) {
    const name = windowFrom ? SCHEDULE_FIELDS.windowTo : SCHEDULE_FIELDS.windowFrom;
    return { ok: false, errors: [{ name, message: SCHEDULE_MESSAGES.windowBoth }] };
  }
  const days = fields.schedule_days?.filter(Boolean) ?? [];
  const result = styleScheduleInput.safeParse({
    from: given(fields.schedule_from),
    until: given(fields.schedule_until),
    days: days.length > 0 ? days : null,
    window: windowFrom && windowTo ? { from: windowFrom, to: windowTo } : null,
  });
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.map((issue) => ({ name: fieldOf(issue.path), message: issue.message })),
    };
  }
  return { ok: true, schedule: isAlways(result.data) ? null : result.data };
}

/** The fields that give `schedule`: what a form shows for a saved one. */
export function scheduleFieldsOf(schedule: StyleSchedule | null): ScheduleFields {
  return {
    schedule_from: schedule?.from ?? "",
    schedule_until: schedule?.until ?? "",
    schedule_days: schedule?.days ?? [],
    schedule_window_from: schedule?.window?.from ?? "",
    schedule_window_to: schedule?.window?.to ?? "",
  };
}
