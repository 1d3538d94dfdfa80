import { describe, expect, it } from "vitest";
import { addDays, instantOf, isRealDate, localTime, shopDay, splitByShopDay, weekdayOf } from "./shop-clock";

const MIN = 60_000;
const HOUR = 60 * MIN;
const at = (iso: string) => Date.parse(iso);

describe("localTime", () => {
  it("reads the date, weekday and minute on the shop's wall clock", () => {
    // Sunday 23:30 UTC is Monday 00:30 in Berlin (UTC+1) and still Sunday 18:30 in New York (UTC-5).
    expect(localTime(at("2026-11-29T23:30:00Z"), "Europe/Berlin")).toEqual({
      date: "2026-11-30",
      day: "mon",
      minute: 30,
    });
    expect(localTime(at("2026-11-29T23:30:00Z"), "America/New_York")).toEqual({
      date: "2026-11-29",
      day: "sun",
      minute: 18 * 60 + 30,
    });
    // Midnight is minute 0, not 24:00.
    expect(localTime(at("2027-01-01T05:00:00Z"), "America/New_York").minute).toBe(0);
  });

  it("moves with the clocks across the changes of 2027", () => {
    // Berlin jumps from 02:00 to 03:00 on 28 March and back from 03:00 to 02:00 on 31 October (at 01:00 UTC).
    expect(localTime(at("2027-03-28T00:59:00Z"), "Europe/Berlin").minute).toBe(1 * 60 + 59);
    expect(localTime(at("2027-03-28T01:00:00Z"), "Europe/Berlin").minute).toBe(3 * 60);
    expect(localTime(at("2027-10-31T00:59:00Z"), "Europe/Berlin").minute).toBe(2 * 60 + 59);
    expect(localTime(at("2027-10-31T01:00:00Z"), "Europe/Berlin").minute).toBe(2 * 60);
  });
});

describe("calendar dates", () => {
  it("knows weekdays, adds days across months and years, and refuses dates that do not exist", () => {
    expect(weekdayOf("2027-03-28")).toBe("sun");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(isRealDate("2028-02-29")).toBe(true);
    expect(isRealDate("2027-02-29")).toBe(false);
    expect(isRealDate("2027-13-01")).toBe(false);
    expect(isRealDate("1 Dec")).toBe(false);
  });
});

describe("splitByShopDay", () => {
  it("cuts at the shop's midnight, wherever the shop is", () => {
    const from = at("2026-11-22T22:30:00Z");
    const to = at("2026-11-23T05:30:00Z");
    expect(splitByShopDay(from, to, "Europe/Berlin")).toEqual([
      ["2026-11-22", 30 * MIN],
      ["2026-11-23", 6.5 * HOUR],
    ]);
    expect(splitByShopDay(from, to, "America/New_York")).toEqual([
      ["2026-11-22", 6.5 * HOUR],
      ["2026-11-23", 30 * MIN],
    ]);
    expect(shopDay(to, "America/New_York")).toBe("2026-11-23");
  });

  it("gives a day of 23 and of 25 hours at the changes to and from summer time", () => {
    const spring = splitByShopDay(at("2027-03-27T23:00:00Z"), at("2027-03-28T22:00:00Z"), "Europe/Berlin");
    expect(spring).toEqual([["2027-03-28", 23 * HOUR]]);
    const autumn = splitByShopDay(at("2027-11-07T04:00:00Z"), at("2027-11-08T05:00:00Z"), "America/New_York");
    expect(autumn).toEqual([["2027-11-07", 25 * HOUR]]);
  });
});

describe("instantOf", () => {
  it("finds the moment a wall-clock time stands for, in summer and winter, in any zone", () => {
    expect(new Date(instantOf("2026-12-05", 18 * 60, "Europe/Berlin")).toISOString()).toBe("2026-12-05T17:00:00.000Z");
    expect(new Date(instantOf("2027-07-01", 9 * 60, "Europe/Berlin")).toISOString()).toBe("2027-07-01T07:00:00.000Z");
    expect(new Date(instantOf("2026-12-05", 18 * 60, "America/New_York")).toISOString()).toBe(
      "2026-12-05T23:00:00.000Z",
    );
  });

  it("takes a skipped time as the jump past it, and a repeated one at its first showing", () => {
    // Berlin, 28 March 2027: 02:30 never shows; the clocks jump from 02:00 CET to 03:00 CEST at 01:00 UTC.
    expect(new Date(instantOf("2027-03-28", 2 * 60 + 30, "Europe/Berlin")).toISOString()).toBe(
      "2027-03-28T01:00:00.000Z",
    );
    // Berlin, 31 October 2027: 02:30 shows at 00:30 UTC (CEST) and again at 01:30 UTC (CET).
    expect(new Date(instantOf("2027-10-31", 2 * 60 + 30, "Europe/Berlin")).toISOString()).toBe(
      "2027-10-31T00:30:00.000Z",
    );
  });
});
