import { describe, expect, it } from "vitest";
import {
  type GateState,
  gate,
  keptSlides,
  nextIndex,
  refreshDelay,
  STALL_MS,
  type WatchdogState,
  watchdog,
} from "./timing";

const base: GateState = {
  currentReady: true,
  nextReady: true,
  kind: "image",
  readySince: 1_000,
  videoEnded: false,
  now: 1_000,
};

describe("gate: a slide advances only when ready (spec §4 Autoplay)", () => {
  it("holds while the slide on screen is not ready", () => {
    expect(gate({ ...base, currentReady: false, readySince: null })).toEqual({ action: "hold" });
  });

  it("waits out the 10 s delay for a picture, then advances", () => {
    expect(gate(base)).toEqual({ action: "wait", ms: 10_000 });
    expect(gate({ ...base, now: 7_000 })).toEqual({ action: "wait", ms: 4_000 });
    expect(gate({ ...base, now: 11_000 })).toEqual({ action: "advance" });
  });

  it("never moves onto a next slide that is not ready: the current one stays", () => {
    expect(gate({ ...base, now: 60_000, nextReady: false })).toEqual({ action: "hold" });
  });

  it("plays a video to its end, but at least the delay", () => {
    const video = { ...base, kind: "video" as const };
    expect(gate({ ...video, now: 5_000, videoEnded: true })).toEqual({ action: "wait", ms: 6_000 });
    expect(gate({ ...video, now: 30_000, videoEnded: false })).toEqual({ action: "hold" });
    expect(gate({ ...video, now: 30_000, videoEnded: true })).toEqual({ action: "advance" });
  });

  it("holds a show of one slide, and honours a shorter delay", () => {
    expect(gate({ ...base, now: 60_000, nextReady: "none" })).toEqual({ action: "hold" });
    expect(gate({ ...base, now: 1_150, delayMs: 100 })).toEqual({ action: "advance" });
  });
});

describe("watchdog (issue 11 Long runs)", () => {
  const day = new Date("2026-11-22T12:00:00Z").getTime();
  const fine: WatchdogState = {
    now: day,
    startedAt: day - 60_000,
    lastAdvanceAt: day - 5_000,
    expectedSlideMs: 10_000,
    slideCount: 8,
    heapUsed: 20e6,
    heapLimit: 4e9,
    localHour: 12,
  };

  it("is ok while slides move", () => expect(watchdog(fine)).toBe("ok"));

  it("calls a slide stuck 60 s past its own length", () => {
    expect(watchdog({ ...fine, lastAdvanceAt: day - 10_000 - STALL_MS - 1 })).toBe("stalled");
    expect(watchdog({ ...fine, lastAdvanceAt: day - 10_000 - STALL_MS + 1 })).toBe("ok");
    expect(watchdog({ ...fine, expectedSlideMs: 120_000, lastAdvanceAt: day - 150_000 })).toBe("ok");
    expect(watchdog({ ...fine, slideCount: 1, lastAdvanceAt: 0 })).toBe("ok");
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
