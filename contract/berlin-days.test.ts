import { describe, expect, it } from "vitest";
import { berlinDay, splitByBerlinDay } from "./berlin-days";

const MIN = 60_000;

describe("Berlin days", () => {
  it("cuts an interval at Berlin midnight, in winter and in summer time", () => {
    // 23:30–00:30 in Berlin (CET, UTC+1).
    expect(splitByBerlinDay(Date.parse("2026-11-22T22:30:00Z"), Date.parse("2026-11-22T23:30:00Z"))).toEqual([
      ["2026-11-22", 30 * MIN],
      ["2026-11-23", 30 * MIN],
    ]);
    // CEST, UTC+2: midnight is 22:00 UTC.
    expect(splitByBerlinDay(Date.parse("2026-07-01T21:59:00Z"), Date.parse("2026-07-01T22:01:00Z"))).toEqual([
      ["2026-07-01", MIN],
      ["2026-07-02", MIN],
    ]);
    expect(berlinDay(Date.parse("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
  });
});
