import { describe, expect, it } from "vitest";
import {
  readScheduleFields,
  type ScheduleFieldName,
  type ScheduleFields,
  scheduleFieldsOf,
} from "./style-schedule-fields";
import { SCHEDULE_MESSAGES } from "./style-schedule-schemas";

describe("a schedule's flat fields", () => {
  it("read blank fields as parts not given, and all of them blank as always", () => {
    expect(readScheduleFields({})).toEqual({ ok: true, schedule: null });
    expect(
      readScheduleFields({
        schedule_from: "",
        schedule_until: "",
        schedule_days: [""],
        schedule_window_from: "",
        schedule_window_to: "",
      }),
    ).toEqual({ ok: true, schedule: null });
  });

  it("give the schedule, its weekdays in week order", () => {
    expect(
      readScheduleFields({
        schedule_until: "2026-12-24",
        schedule_days: ["sun", "sat"],
        schedule_window_from: "20:00",
        schedule_window_to: "02:00",
      }),
    ).toEqual({
      ok: true,
      schedule: { from: null, until: "2026-12-24", days: ["sat", "sun"], window: { from: "20:00", to: "02:00" } },
    });
  });

  it.each<[ScheduleFields, ScheduleFieldName, string]>([
    [{ schedule_from: "2026-12-02", schedule_until: "2026-12-01" }, "schedule_until", SCHEDULE_MESSAGES.order],
    [{ schedule_from: "2027-02-30" }, "schedule_from", SCHEDULE_MESSAGES.date("from")],
    [{ schedule_days: ["fri", "xyz"] }, "schedule_days", SCHEDULE_MESSAGES.days],
    [{ schedule_window_to: "02:00" }, "schedule_window_from", SCHEDULE_MESSAGES.windowBoth],
    [
      { schedule_window_from: "8:00", schedule_window_to: "09:00" },
      "schedule_window_from",
      SCHEDULE_MESSAGES.time("from"),
    ],
    [
      { schedule_window_from: "09:00", schedule_window_to: "09:00" },
      "schedule_window_to",
      SCHEDULE_MESSAGES.windowEmpty,
    ],
  ])("name the field to fix: %o", (fields, name, message) => {
    expect(readScheduleFields(fields)).toEqual({
      ok: false,
      errors: [{ name, message }],
    });
  });

  it("are what a form shows for a saved schedule, and read back as it", () => {
    const schedule = {
      from: "2026-12-01",
      until: null,
      days: ["sat" as const],
      window: { from: "17:00", to: "20:00" },
    };
    expect(readScheduleFields(scheduleFieldsOf(schedule))).toEqual({ ok: true, schedule });
    expect(scheduleFieldsOf(null)).toEqual({
      schedule_from: "",
      schedule_until: "",
      schedule_days: [],
      schedule_window_from: "",
      schedule_window_to: "",
    });
  });
});
