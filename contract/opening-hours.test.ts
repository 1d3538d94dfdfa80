import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { OPENING_HOURS_MESSAGES, type OpeningHours, openingHoursField, parseStoredOpeningHours } from "./opening-hours";
import { isOpenAt } from "./opening-status";
import { localTime } from "./shop-clock";

const WEEK: OpeningHours = {
  mon: [{ from: "09:00", to: "18:00" }],
  tue: [{ from: "09:00", to: "18:00" }],
  wed: [{ from: "09:00", to: "18:00" }],
  thu: [{ from: "09:00", to: "20:00" }],
  fri: [{ from: "09:00", to: "18:00" }],
  sat: [{ from: "10:00", to: "14:00" }],
  sun: null,
};

const schema = z.object({ opening_hours: openingHoursField });

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(`opening_hours.${name}`, value);
  return data;
}

/** The form's week: every day with times, Sunday closed. */
const fullForm = {
  "mon.from": "09:00",
  "mon.to": "18:00",
  "tue.from": "09:00",
  "tue.to": "18:00",
  "wed.from": "09:00",
  "wed.to": "18:00",
  "thu.from": "09:00",
  "thu.to": "20:00",
  "fri.from": "09:00",
  "fri.to": "18:00",
  "sat.from": "10:00",
  "sat.to": "14:00",
  "sun.closed": "on",
};

describe("openingHoursField", () => {
  it("reads the form's week: times per day, Closed ticked", () => {
    const submission = parseWithZod(form(fullForm), { schema });
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.opening_hours).toEqual(WEEK);
  });

  it("takes the shape it answers with, so a read week can be sent back as it is", () => {
    expect(schema.parse({ opening_hours: WEEK }).opening_hours).toEqual(WEEK);
  });

  it("reads a Closed day's times as closed, and a blank week (or none) as not said", () => {
    const closedWithTimes = parseWithZod(form({ ...fullForm, "mon.closed": "on" }), { schema });
    expect(closedWithTimes.status === "success" && closedWithTimes.value.opening_hours?.mon).toBeNull();
    const blank = parseWithZod(form({ "mon.from": "", "mon.to": "" }), { schema });
    expect(blank.status === "success" && blank.value.opening_hours).toBeNull();
    expect(schema.parse({}).opening_hours).toBeUndefined(); // left out: the API keeps what is saved
    expect(schema.parse({ opening_hours: null }).opening_hours).toBeNull();
  });

  it("names the day and the time at fault", () => {
    const submission = parseWithZod(
      form({ ...fullForm, "mon.to": "08:00", "tue.from": "25:00", "wed.to": "<b>6</b>", "fri.from": "" }),
      { schema },
    );
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      "opening_hours.mon.to": [OPENING_HOURS_MESSAGES.order("mon")],
      "opening_hours.tue.from": [OPENING_HOURS_MESSAGES.time("tue", "from")],
      "opening_hours.wed.to": [OPENING_HOURS_MESSAGES.time("wed", "to")],
      "opening_hours.fri.from": [OPENING_HOURS_MESSAGES.missing("fri", "from")],
    });
    expect(OPENING_HOURS_MESSAGES.order("mon")).toMatch(/^Monday: the closing time must be after the opening time/);
  });

  it("refuses a day that closes after midnight, and the same opening and closing time", () => {
    const late = schema.safeParse({ opening_hours: { ...WEEK, sat: [{ from: "22:00", to: "02:00" }] } });
    expect(late.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["opening_hours.sat.to", OPENING_HOURS_MESSAGES.order("sat")],
    ]);
    expect(schema.safeParse({ opening_hours: { ...WEEK, sat: [{ from: "10:00", to: "10:00" }] } }).success).toBe(false);
    expect(schema.safeParse({ opening_hours: { ...WEEK, sat: [{ from: "00:00", to: "23:59" }] } }).success).toBe(true);
    expect(schema.safeParse({ opening_hours: { ...WEEK, sat: [{ from: "10:00", to: "24:00" }] } }).success).toBe(false);
  });

  it("takes a second range after a break, from the form and from the API", () => {
    const lunch = [
      { from: "09:00", to: "12:30" },
      { from: "13:30", to: "18:00" },
    ];
    const submission = parseWithZod(
      form({ ...fullForm, "mon.to": "12:30", "mon.from2": "13:30", "mon.to2": "18:00" }),
      {
        schema,
      },
    );
    expect(submission.status === "success" && submission.value.opening_hours?.mon).toEqual(lunch);
    expect(schema.parse({ opening_hours: { ...WEEK, mon: lunch } }).opening_hours?.mon).toEqual(lunch);
  });

  it("still takes a day as one { from, to }, the shape answered before two ranges", () => {
    const old = { ...WEEK, mon: { from: "09:00", to: "18:00" }, sun: null };
    expect(schema.parse({ opening_hours: old }).opening_hours).toEqual(WEEK);
  });

  it("refuses a second range that overlaps the first, runs backwards, or lacks a time", () => {
    const problems = (mon: unknown) =>
      schema
        .safeParse({ opening_hours: { ...WEEK, mon } })
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(
      problems([
        { from: "09:00", to: "13:00" },
        { from: "12:30", to: "18:00" },
      ]),
    ).toEqual([["opening_hours.mon.from2", OPENING_HOURS_MESSAGES.breakOrder("mon")]]);
    expect(
      problems([
        { from: "09:00", to: "12:30" },
        { from: "18:00", to: "13:30" },
      ]),
    ).toEqual([["opening_hours.mon.to2", OPENING_HOURS_MESSAGES.order("mon")]]);
    expect(problems({ from: "09:00", to: "12:30", from2: "13:30" })).toEqual([
      ["opening_hours.mon.to2", OPENING_HOURS_MESSAGES.missing("mon", "to2")],
    ]);
    expect(problems([])).toEqual([["opening_hours.mon", OPENING_HOURS_MESSAGES.ranges("mon")]]);
  });

  it("once one day is given, a day left out is a problem, not a guess", () => {
    const { sun: _, ...noSunday } = WEEK;
    const result = schema.safeParse({ opening_hours: noSunday });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(OPENING_HOURS_MESSAGES.missing("sun", "from"));
  });

  it("refuses what is not a week: text, a list, unknown days", () => {
    for (const value of ["{mon:", "09:00-18:00", [WEEK], { ...WEEK, holiday: null }]) {
      const result = schema.safeParse({ opening_hours: value });
      expect(result.error?.issues[0]?.message).toBe(OPENING_HOURS_MESSAGES.notObject);
      expect(result.error?.issues[0]?.path[0]).toBe("opening_hours");
    }
  });
});

describe("parseStoredOpeningHours", () => {
  it("reads what was stored, and anything broken as not said", () => {
    expect(parseStoredOpeningHours(JSON.stringify(WEEK))).toEqual(WEEK);
    // Rows stored before two ranges keep a day as one { from, to }.
    expect(parseStoredOpeningHours(JSON.stringify({ ...WEEK, tue: { from: "09:00", to: "18:00" } }))).toEqual(WEEK);
    expect(parseStoredOpeningHours(null)).toBeNull();
    expect(parseStoredOpeningHours("{not json")).toBeNull();
    expect(parseStoredOpeningHours(JSON.stringify({ mon: "always" }))).toBeNull();
  });
});

describe("isOpenAt (Europe/Berlin unless told)", () => {
  // 2026-11-26 is a Thursday; Berlin is UTC+1 in winter.
  it("is open from the opening minute up to, not including, the closing minute", () => {
    expect(isOpenAt(WEEK, Date.parse("2026-11-26T07:59:00Z"))).toBe(false); // 08:59
    expect(isOpenAt(WEEK, Date.parse("2026-11-26T08:00:00Z"))).toBe(true); // 09:00
    expect(isOpenAt(WEEK, Date.parse("2026-11-26T18:59:00Z"))).toBe(true); // 19:59, Thursday is late
    expect(isOpenAt(WEEK, Date.parse("2026-11-26T19:00:00Z"))).toBe(false); // 20:00
  });

  it("is closed all day on a closed day", () => {
    expect(isOpenAt(WEEK, Date.parse("2026-11-29T11:00:00Z"))).toBe(false); // Sunday noon
  });

  it("takes the weekday from the shop's clock, not UTC's", () => {
    // Sunday 23:30 UTC is Monday 00:30 in Berlin; Saturday 23:30 UTC is Sunday 00:30.
    const lateMonday = { ...WEEK, mon: [{ from: "00:00", to: "01:00" }] };
    expect(isOpenAt(lateMonday, Date.parse("2026-11-29T23:30:00Z"))).toBe(true);
    expect(localTime(Date.parse("2026-11-29T23:30:00Z"))).toEqual({ date: "2026-11-30", day: "mon", minute: 30 });
    expect(isOpenAt(WEEK, Date.parse("2026-11-29T23:30:00Z"), "UTC")).toBe(false); // Sunday in UTC
  });

  it("moves with the clocks at the change to summer time (29 March 2026)", () => {
    // Saturday 28 March, UTC+1: 10:00 opens at 09:00Z. Monday 30 March, UTC+2: 09:00 opens at 07:00Z.
    expect(isOpenAt(WEEK, Date.parse("2026-03-28T08:59:00Z"))).toBe(false);
    expect(isOpenAt(WEEK, Date.parse("2026-03-28T09:00:00Z"))).toBe(true);
    expect(isOpenAt(WEEK, Date.parse("2026-03-30T06:59:00Z"))).toBe(false);
    expect(isOpenAt(WEEK, Date.parse("2026-03-30T07:00:00Z"))).toBe(true);
    expect(isOpenAt(WEEK, Date.parse("2026-03-30T15:59:00Z"))).toBe(true); // 17:59
    expect(isOpenAt(WEEK, Date.parse("2026-03-30T16:00:00Z"))).toBe(false); // 18:00
    // On the night itself the clock jumps from 02:00 to 03:00: a shop open 01:00–04:00 that Sunday is open 2 hours.
    const night = { ...WEEK, sun: [{ from: "01:00", to: "04:00" }] };
    const open = [0, 1, 2, 3].filter((h) => isOpenAt(night, Date.parse(`2026-03-29T0${h}:30:00Z`)));
    expect(open).toEqual([0, 1]); // 01:30 CET and 03:30 CEST
  });

  it("moves with the clocks at the change back to winter time (25 October 2026)", () => {
    // Saturday 24 October, UTC+2: 10:00 is 08:00Z. Monday 26 October, UTC+1: 09:00 is 08:00Z.
    expect(isOpenAt(WEEK, Date.parse("2026-10-24T07:59:00Z"))).toBe(false);
    expect(isOpenAt(WEEK, Date.parse("2026-10-24T08:00:00Z"))).toBe(true);
    expect(isOpenAt(WEEK, Date.parse("2026-10-26T07:59:00Z"))).toBe(false);
    expect(isOpenAt(WEEK, Date.parse("2026-10-26T08:00:00Z"))).toBe(true);
    // The hour 02:00–03:00 comes twice that Sunday: a shop open 02:00–03:00 is open for both.
    const night = { ...WEEK, sun: [{ from: "02:00", to: "03:00" }] };
    expect(isOpenAt(night, Date.parse("2026-10-25T00:30:00Z"))).toBe(true); // 02:30 CEST
    expect(isOpenAt(night, Date.parse("2026-10-25T01:30:00Z"))).toBe(true); // 02:30 CET
    expect(isOpenAt(night, Date.parse("2026-10-25T02:30:00Z"))).toBe(false); // 03:30 CET
  });

  it("follows another time zone when given one", () => {
    expect(isOpenAt(WEEK, Date.parse("2026-11-26T08:30:00Z"), "Europe/London")).toBe(false); // 08:30 in London
    expect(isOpenAt(WEEK, Date.parse("2026-11-26T09:30:00Z"), "Europe/London")).toBe(true);
  });
});
