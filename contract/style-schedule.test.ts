import { describe, expect, it } from "vitest";
import { localTime } from "./shop-clock";
import { ALWAYS, isScheduledAt, nextStart, type StyleSchedule, scheduleSummary } from "./style-schedule";

const schedule = (parts: Partial<StyleSchedule>): StyleSchedule => ({ ...ALWAYS, ...parts });
/** Whether `plan` plays at the UTC moment `iso` in `zone`. */
const playsAt = (plan: StyleSchedule, iso: string, zone = "Europe/Berlin") =>
  isScheduledAt(plan, localTime(Date.parse(iso), zone));

describe("isScheduledAt", () => {
  it("plays always without a schedule", () => {
    expect(playsAt(ALWAYS, "2027-01-01T00:00:00Z")).toBe(true);
    expect(isScheduledAt(null, localTime(0))).toBe(true);
  });

  it("takes a date range at the zone's midnights, both ends inclusive", () => {
    const december = schedule({ from: "2026-12-01", until: "2026-12-24" });
    // Berlin is UTC+1: 1 December starts at 23:00 UTC the day before; 24 December ends at 23:00 UTC.
    expect(playsAt(december, "2026-11-30T22:59:59Z")).toBe(false);
    expect(playsAt(december, "2026-11-30T23:00:00Z")).toBe(true);
    expect(playsAt(december, "2026-12-24T22:59:59Z")).toBe(true);
    expect(playsAt(december, "2026-12-24T23:00:00Z")).toBe(false);
    // New York is UTC-5: the same dates are five hours behind UTC's.
    expect(playsAt(december, "2026-12-01T04:59:00Z", "America/New_York")).toBe(false);
    expect(playsAt(december, "2026-12-25T04:59:00Z", "America/New_York")).toBe(true);
    expect(playsAt(december, "2026-12-25T05:00:00Z", "America/New_York")).toBe(false);
  });

  it("runs an overnight window into the next day, belonging to the day it starts", () => {
    // Saturday nights 20:00–02:00: 2026-12-05 is a Saturday (Berlin, UTC+1).
    const saturdayNights = schedule({ days: ["sat"], window: { from: "20:00", to: "02:00" } });
    expect(playsAt(saturdayNights, "2026-12-05T18:59:00Z")).toBe(false); // Sat 19:59
    expect(playsAt(saturdayNights, "2026-12-05T19:00:00Z")).toBe(true); // Sat 20:00
    expect(playsAt(saturdayNights, "2026-12-06T00:59:00Z")).toBe(true); // Sun 01:59
    expect(playsAt(saturdayNights, "2026-12-06T01:00:00Z")).toBe(false); // Sun 02:00
    expect(playsAt(saturdayNights, "2026-12-05T00:30:00Z")).toBe(false); // Sat 01:30, after a Friday
    expect(playsAt(saturdayNights, "2026-12-06T19:30:00Z")).toBe(false); // Sun 20:30
    // The last date of a range still has its night; the night before the first date does not.
    const lastNight = schedule({ until: "2026-12-05", window: { from: "20:00", to: "02:00" } });
    expect(playsAt(lastNight, "2026-12-06T00:30:00Z")).toBe(true);
    const firstNight = schedule({ from: "2026-12-05", window: { from: "20:00", to: "02:00" } });
    expect(playsAt(firstNight, "2026-12-05T00:30:00Z")).toBe(false);
  });

  it("combines weekdays and a window", () => {
    const evenings = schedule({ days: ["mon", "tue", "wed", "thu", "fri"], window: { from: "17:00", to: "20:00" } });
    expect(playsAt(evenings, "2026-12-04T16:00:00Z")).toBe(true); // Friday 17:00
    expect(playsAt(evenings, "2026-12-04T18:59:00Z")).toBe(true); // Friday 19:59
    expect(playsAt(evenings, "2026-12-04T19:00:00Z")).toBe(false); // Friday 20:00
    expect(playsAt(evenings, "2026-12-05T16:00:00Z")).toBe(false); // Saturday 17:00
  });

  describe("the changes of 2027, on the wall clock", () => {
    it("Berlin springs forward (28 March, 02:00 → 03:00)", () => {
      const spansSkipped = schedule({ window: { from: "02:00", to: "03:30" } });
      expect(playsAt(spansSkipped, "2027-03-28T00:59:00Z")).toBe(false); // 01:59 CET
      expect(playsAt(spansSkipped, "2027-03-28T01:00:00Z")).toBe(true); // 03:00 CEST
      expect(playsAt(spansSkipped, "2027-03-28T01:29:00Z")).toBe(true); // 03:29
      expect(playsAt(spansSkipped, "2027-03-28T01:30:00Z")).toBe(false); // 03:30
      const endsInSkipped = schedule({ window: { from: "01:30", to: "02:30" } });
      expect(playsAt(endsInSkipped, "2027-03-28T00:30:00Z")).toBe(true); // 01:30 CET
      expect(playsAt(endsInSkipped, "2027-03-28T01:00:00Z")).toBe(false); // 03:00 CEST
    });

    it("Berlin falls back (31 October, 03:00 → 02:00): a window over the repeated hour plays through both", () => {
      const spansRepeated = schedule({ window: { from: "01:30", to: "03:30" } });
      expect(playsAt(spansRepeated, "2027-10-30T23:29:00Z")).toBe(false); // 01:29 CEST
      expect(playsAt(spansRepeated, "2027-10-30T23:30:00Z")).toBe(true); // 01:30 CEST
      expect(playsAt(spansRepeated, "2027-10-31T00:59:00Z")).toBe(true); // 02:59 CEST
      expect(playsAt(spansRepeated, "2027-10-31T01:00:00Z")).toBe(true); // 02:00 CET, again
      expect(playsAt(spansRepeated, "2027-10-31T02:29:00Z")).toBe(true); // 03:29 CET
      expect(playsAt(spansRepeated, "2027-10-31T02:30:00Z")).toBe(false); // 03:30 CET
      const inRepeated = schedule({ window: { from: "02:15", to: "02:45" } });
      expect(playsAt(inRepeated, "2027-10-31T00:15:00Z")).toBe(true); // 02:15 CEST
      expect(playsAt(inRepeated, "2027-10-31T00:50:00Z")).toBe(false); // 02:50 CEST
      expect(playsAt(inRepeated, "2027-10-31T01:15:00Z")).toBe(true); // 02:15 CET
    });

    it("New York springs forward (14 March, 02:00 → 03:00) and falls back (7 November, 02:00 → 01:00)", () => {
      const ny = "America/New_York";
      const spansSkipped = schedule({ days: ["sun"], window: { from: "01:30", to: "03:30" } });
      expect(playsAt(spansSkipped, "2027-03-14T06:29:00Z", ny)).toBe(false); // 01:29 EST
      expect(playsAt(spansSkipped, "2027-03-14T06:59:00Z", ny)).toBe(true); // 01:59 EST
      expect(playsAt(spansSkipped, "2027-03-14T07:00:00Z", ny)).toBe(true); // 03:00 EDT
      expect(playsAt(spansSkipped, "2027-03-14T07:30:00Z", ny)).toBe(false); // 03:30 EDT
      const repeated = schedule({ window: { from: "01:00", to: "02:00" } });
      expect(playsAt(repeated, "2027-11-07T05:00:00Z", ny)).toBe(true); // 01:00 EDT
      expect(playsAt(repeated, "2027-11-07T06:30:00Z", ny)).toBe(true); // 01:30 EST, the repeat
      expect(playsAt(repeated, "2027-11-07T07:00:00Z", ny)).toBe(false); // 02:00 EST
    });
  });
});

describe("nextStart", () => {
  const local = localTime(Date.parse("2026-11-27T10:00:00Z")); // Friday 27 November, 11:00 in Berlin
  it("finds the next start: a date range's first day, a window later today, the next chosen weekday", () => {
    expect(nextStart(schedule({ from: "2026-12-01", until: "2026-12-24" }), local)).toEqual({
      date: "2026-12-01",
      minute: 0,
    });
    expect(nextStart(schedule({ window: { from: "17:00", to: "20:00" } }), local)).toEqual({
      date: "2026-11-27",
      minute: 17 * 60,
    });
    expect(nextStart(schedule({ window: { from: "09:00", to: "10:00" } }), local)).toEqual({
      date: "2026-11-28",
      minute: 9 * 60,
    });
    expect(nextStart(schedule({ days: ["sat", "sun"] }), local)).toEqual({ date: "2026-11-28", minute: 0 });
  });

  it("says never for a schedule that is over, or one playing all day every day", () => {
    expect(nextStart(schedule({ until: "2026-11-01" }), local)).toBeNull();
    expect(nextStart(ALWAYS, local)).toBeNull();
  });
});

describe("scheduleSummary", () => {
  it("says it in a few words", () => {
    expect(scheduleSummary(null)).toBe("Always");
    expect(scheduleSummary(schedule({ from: "2026-12-01", until: "2026-12-24" }))).toBe("1 Dec – 24 Dec");
    expect(scheduleSummary(schedule({ from: "2026-12-20", until: "2027-01-06" }))).toBe("20 Dec 2026 – 6 Jan 2027");
    expect(scheduleSummary(schedule({ days: ["sat", "sun"] }))).toBe("Sat, Sun");
    expect(
      scheduleSummary(schedule({ days: ["mon", "tue", "wed", "thu", "fri"], window: { from: "17:00", to: "20:00" } })),
    ).toBe("Weekdays 17:00–20:00");
    expect(scheduleSummary(schedule({ days: ["mon", "tue", "wed", "thu", "sat"] }))).toBe("Mon–Thu, Sat");
    expect(scheduleSummary(schedule({ window: { from: "20:00", to: "02:00" } }))).toBe("Daily 20:00–02:00");
    expect(scheduleSummary(schedule({ from: "2026-12-01", days: ["sat"] }))).toBe("From 1 Dec · Sat");
    expect(scheduleSummary(schedule({ until: "2026-12-24" }))).toBe("Until 24 Dec");
  });
});
