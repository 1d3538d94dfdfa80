import { describe, expect, it } from "vitest";
import { berlinDay } from "./berlin-days";

describe("Berlin days", () => {
  it("turns at Berlin midnight, in winter and in summer time", () => {
    // CET, UTC+1: midnight is 23:00 UTC.
    expect(berlinDay(Date.parse("2026-11-22T22:59:00Z"))).toBe("2026-11-22");
    expect(berlinDay(Date.parse("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    // CEST, UTC+2: midnight is 22:00 UTC.
    expect(berlinDay(Date.parse("2026-07-01T21:59:00Z"))).toBe("2026-07-01");
    expect(berlinDay(Date.parse("2026-07-01T22:01:00Z"))).toBe("2026-07-02");
  });
});
