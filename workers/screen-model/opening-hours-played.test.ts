import type { OpeningHours } from "@contract/opening-hours";
import { describe, expect, it } from "vitest";
import { openingHoursPlayed, openingRanges } from "./opening-hours-played";

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
/** Open Monday to Friday 09:00–17:00, closed at the weekend: 40 hours a week. */
const weekdays: OpeningHours = {
  mon: [{ from: "09:00", to: "17:00" }],
  tue: [{ from: "09:00", to: "17:00" }],
  wed: [{ from: "09:00", to: "17:00" }],
  thu: [{ from: "09:00", to: "17:00" }],
  fri: [{ from: "09:00", to: "17:00" }],
  sat: null,
  sun: null,
};

describe("openingRanges", () => {
  it("puts each day's ranges on the shop's clock, a lunch break too", () => {
    const hours: OpeningHours = {
      ...weekdays,
      mon: [
        { from: "09:00", to: "12:00" },
        { from: "13:00", to: "18:00" },
      ],
    };
    const ranges = openingRanges(hours, "2026-11-16", "Europe/Berlin");
    expect(ranges).toHaveLength(6);
    expect(ranges[0]).toEqual([at("2026-11-16T08:00:00Z"), at("2026-11-16T11:00:00Z")]);
    expect(ranges[1]).toEqual([at("2026-11-16T12:00:00Z"), at("2026-11-16T17:00:00Z")]);
  });

  it("follows summer time: the same 09:00 is an hour earlier in UTC after the change", () => {
    // Europe changes on Sunday 2027-03-28: Friday is still UTC+1, the next Monday UTC+2.
    const before = openingRanges(weekdays, "2027-03-22", "Europe/Berlin");
    const after = openingRanges(weekdays, "2027-03-29", "Europe/Berlin");
    expect(before[4]?.[0]).toBe(at("2027-03-26T08:00:00Z"));
    expect(after[0]?.[0]).toBe(at("2027-03-29T07:00:00Z"));
  });
});

describe("openingHoursPlayed", () => {
  const ranges = openingRanges(weekdays, "2026-11-16", "Europe/Berlin");

  it("counts only the part of a stint within opening hours", () => {
    // Monday 06:00 to 13:00 Berlin: 4 of its 7 hours are open; the week has 40 open hours.
    const stint = { screenId: "tv", startedAt: at("2026-11-16T05:00:00Z"), endedAt: at("2026-11-16T12:00:00Z") };
    const shares = openingHoursPlayed([{ ...stint, seconds: 7 * 3600 }], ranges);
    expect(shares.get("tv")).toBeCloseTo(4 / 40);
  });

  it("scales a stint by how much of it was visible", () => {
    const stint = { screenId: "tv", startedAt: at("2026-11-17T08:00:00Z"), endedAt: at("2026-11-17T16:00:00Z") };
    const shares = openingHoursPlayed([{ ...stint, seconds: 4 * 3600 }], ranges);
    expect(shares.get("tv")).toBeCloseTo(4 / 40);
  });

  it("adds a screen's stints and keeps screens apart; the weekend counts nothing", () => {
    const day = (date: string, screenId: string) => ({
      screenId,
      startedAt: at(`${date}T08:00:00Z`),
      endedAt: at(`${date}T16:00:00Z`),
      seconds: 8 * 3600,
    });
    const shares = openingHoursPlayed([day("2026-11-16", "a"), day("2026-11-17", "a"), day("2026-11-21", "b")], ranges);
    expect(shares.get("a")).toBeCloseTo(16 / 40);
    expect(shares.get("b")).toBe(0);
  });

  it("is 0 for a shop that is never open", () => {
    const stint = { screenId: "tv", startedAt: 0, endedAt: HOUR, seconds: 3600 };
    expect(openingHoursPlayed([stint], []).get("tv")).toBe(0);
  });
});
