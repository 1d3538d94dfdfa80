import { SCAN_DEDUPE_MS } from "@contract/scans";
import { describe, expect, it } from "vitest";
import { emptyScanTally, type ScanCount, ScanTally } from "./scan-tally";

const T0 = Date.parse("2026-11-26T10:00:00Z");
const S = 1000;
const MIN = 60 * S;
const HOUR = 60 * MIN;
const STYLE: Omit<ScanCount, "hour" | "scans"> = { source: "screen", screenId: "tv1", kind: "style", itemId: "s1" };

const total = (tally: ScanTally) => tally.unsaved().reduce((sum, count) => sum + count.scans, 0);

describe("ScanTally", () => {
  it("counts the same phone once in 10 minutes: not again at 9:59, again at 10:01", () => {
    const tally = new ScanTally(emptyScanTally());
    expect(tally.count("phone-1", STYLE, T0)).toBe(true);
    expect(tally.count("phone-1", STYLE, T0 + 9 * MIN + 59 * S)).toBe(false);
    expect(total(tally)).toBe(1);
    expect(tally.count("phone-1", STYLE, T0 + 10 * MIN + S)).toBe(true);
    expect(total(tally)).toBe(2);
  });

  it("counts other phones apart, and keeps a phone's hash only for its window", () => {
    const tally = new ScanTally(emptyScanTally());
    tally.count("phone-1", STYLE, T0);
    tally.count("phone-2", STYLE, T0 + MIN);
    expect(total(tally)).toBe(2);
    expect(Object.keys(tally.state.seen)).toEqual(["phone-1", "phone-2"]);
    // The object wakes when the first window ends, and then forgets that phone.
    expect(tally.nextWake(T0 + 2 * MIN)).toBe(T0 + SCAN_DEDUPE_MS);
    tally.drain(T0 + SCAN_DEDUPE_MS);
    expect(Object.keys(tally.state.seen)).toEqual(["phone-2"]);
  });

  it("adds scans up by hour and hands out an hour's counters only once it is over", () => {
    const tally = new ScanTally(emptyScanTally());
    tally.count("phone-1", STYLE, T0);
    tally.count("phone-2", STYLE, T0 + 5 * MIN);
    tally.count("phone-3", { source: "print", screenId: "", kind: "profile", itemId: "acc1" }, T0 + 6 * MIN);
    expect(tally.drain(T0 + 30 * MIN)).toEqual([]);
    expect(tally.nextWake(T0 + 30 * MIN)).toBe(T0 + HOUR);
    expect(tally.drain(T0 + HOUR)).toEqual([
      { ...STYLE, hour: T0, scans: 2 },
      { source: "print", screenId: "", kind: "profile", itemId: "acc1", hour: T0, scans: 1 },
    ]);
    expect(tally.state).toEqual({ seen: {}, pending: {} });
    expect(tally.nextWake(T0 + HOUR)).toBeNull();
  });
});
