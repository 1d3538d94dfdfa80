import { describe, expect, it } from "vitest";
import { keptSlides, nextIndex, refreshDelay, type WatchdogState, watchdog } from "./timing";

describe("watchdog (issue 11 Long runs)", () => {
  const day = new Date("2026-11-22T12:00:00Z").getTime();
  const fine: WatchdogState = {
    now: day,
    startedAt: day - 60_000,
    lastAdvanceAt: day - 5_000,
    expectedSlideMs: 10_000,
    delayMs: 10_000,
    slideCount: 8,
    heapUsed: 20e6,
    heapLimit: 4e9,
    localHour: 12,
  };

  it("is ok while slides move", () => expect(watchdog(fine)).toBe("ok"));

  it("calls a slide stuck after three slide delays, a video's own length not counted (issue 23)", () => {
    expect(watchdog({ ...fine, lastAdvanceAt: day - 30_000 - 1 })).toBe("stalled");
    expect(watchdog({ ...fine, lastAdvanceAt: day - 30_000 + 1 })).toBe("ok");
    // A 2-minute video: stuck only three delays after it should have ended.
    expect(watchdog({ ...fine, expectedSlideMs: 120_000, lastAdvanceAt: day - 150_000 + 1 })).toBe("ok");
    expect(watchdog({ ...fine, expectedSlideMs: 120_000, lastAdvanceAt: day - 150_000 - 1 })).toBe("stalled");
    expect(watchdog({ ...fine, slideCount: 1, lastAdvanceAt: 0 })).toBe("ok");
    // A test's short delay does not call a slow picture stuck before 30 s.
    expect(watchdog({ ...fine, delayMs: 300, expectedSlideMs: 300, lastAdvanceAt: day - 29_000 })).toBe("ok");
    expect(watchdog({ ...fine, delayMs: 300, expectedSlideMs: 300, lastAdvanceAt: day - 30_001 })).toBe("stalled");
  });

  it("reloads past the heap threshold (60 % of the limit, at most 512 MB)", () => {
    expect(watchdog({ ...fine, heapUsed: 600e6 })).toBe("heap");
    expect(watchdog({ ...fine, heapLimit: 500e6, heapUsed: 310e6 })).toBe("heap");
    expect(watchdog({ ...fine, heapLimit: 500e6, heapUsed: 290e6 })).toBe("ok");
    expect(watchdog({ ...fine, heapUsed: null, heapLimit: null })).toBe("ok");
  });

  it("reloads once a night, after two hours up", () => {
    expect(watchdog({ ...fine, localHour: 4, startedAt: day - 3 * 3_600_000 })).toBe("nightly");
    expect(watchdog({ ...fine, localHour: 4, startedAt: day - 3_600_000 })).toBe("ok");
  });
});

describe("refreshDelay: backoff with jitter", () => {
  it("asks every 5 minutes while it works", () => expect(refreshDelay(0, 0.5)).toBe(300_000));

  it("backs off exponentially from 5 s to 5 minutes, jittered in the upper half", () => {
    expect(refreshDelay(1, 0)).toBe(2_500);
    expect(refreshDelay(1, 0.999)).toBeLessThanOrEqual(5_000);
    expect(refreshDelay(3, 1)).toBe(20_000);
    expect(refreshDelay(30, 1)).toBe(300_000);
    expect(refreshDelay(30, 0)).toBe(150_000);
  });
});

describe("slide windows", () => {
  it("loops", () => {
    expect(nextIndex(7, 8)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });

  it("keeps media for the slide on screen, the next and the previous only", () => {
    expect([...keptSlides(0, 8)].sort()).toEqual([0, 1, 7]);
    expect([...keptSlides(0, 1)]).toEqual([0]);
    expect(keptSlides(0, 0).size).toBe(0);
  });
});
