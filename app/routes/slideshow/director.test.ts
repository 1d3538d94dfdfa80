import { describe, expect, it } from "vitest";
import { decide, onTurnEvent, type Situation, startTurn, type Turn } from "./director";

const image: Situation = { kind: "image", current: "ready", next: "ready", now: 1_000, delayMs: 10_000 };
const video: Situation = { ...image, kind: "video" };

/** A turn that stood shown since `at`. */
const shownSince = (at: number, extra: Partial<Turn> = {}): Turn => ({ ...startTurn(0, false), shownAt: at, ...extra });

describe("director: a slide advances only when it and the next are ready (spec §4 Autoplay)", () => {
  it("holds while the carousel is still scrolling onto the slide, and counts the delay from when it stands still", () => {
    const moving = startTurn(1, true);
    expect(decide(moving, image)).toEqual({ turn: moving, decision: { do: "hold" }, shown: false });
    const inPlace = onTurnEvent(moving, { type: "inPlace" });
    const step = decide(inPlace, { ...image, now: 4_000 });
    expect(step).toEqual({ turn: { ...inPlace, shownAt: 4_000 }, decision: { do: "wait", ms: 10_000 }, shown: true });
  });

  it("holds while the slide on screen is not ready, and marks it shown only once", () => {
    const turn = startTurn(0, false);
    expect(decide(turn, { ...image, current: "pending" }).decision).toEqual({ do: "hold" });
    const first = decide(turn, image);
    expect(first.shown).toBe(true);
    const again = decide(first.turn, { ...image, now: 7_000 });
    expect(again).toEqual({ turn: first.turn, decision: { do: "wait", ms: 4_000 }, shown: false });
  });

  it("waits out the delay for a picture, then advances", () => {
    expect(decide(shownSince(1_000), { ...image, now: 11_000 }).decision).toEqual({ do: "advance" });
    expect(decide(shownSince(1_000), { ...image, now: 10_999 }).decision).toEqual({ do: "wait", ms: 1 });
  });

  it("never moves onto a next slide that is not ready: the current one stays", () => {
    expect(decide(shownSince(1_000), { ...image, next: "pending", now: 60_000 }).decision).toEqual({ do: "hold" });
  });

  it("plays a video to its end, but at least the delay", () => {
    expect(decide(shownSince(1_000, { videoEnded: true }), { ...video, now: 5_000 }).decision).toEqual({
      do: "wait",
      ms: 6_000,
    });
    expect(decide(shownSince(1_000), { ...video, now: 30_000 }).decision).toEqual({ do: "hold" });
    const ended = onTurnEvent(shownSince(1_000), { type: "videoEnded" });
    expect(decide(ended, { ...video, now: 30_000 }).decision).toEqual({ do: "advance" });
  });

  it("a video on screen counts as shown only once it plays", () => {
    const turn = startTurn(0, false);
    expect(decide(turn, { ...video, current: "pending" }).shown).toBe(false);
    expect(decide(turn, video).shown).toBe(true);
  });

  it("holds a show of one slide for good, and honours a shorter (test) delay", () => {
    expect(decide(shownSince(1_000), { ...image, next: "none", now: 600_000 }).decision).toEqual({ do: "hold" });
    expect(decide(shownSince(1_000), { ...image, now: 1_150, delayMs: 100 }).decision).toEqual({ do: "advance" });
  });

  it("drops a slide whose media failed, the one on screen first", () => {
    expect(decide(startTurn(0, true), { ...image, current: "failed" }).decision).toEqual({
      do: "drop",
      slide: "current",
    });
    expect(decide(shownSince(1_000), { ...image, next: "failed" }).decision).toEqual({ do: "drop", slide: "next" });
  });

  it("a new selection starts a fresh turn: not shown, no video ended, moving or not", () => {
    const old = shownSince(1_000, { videoEnded: true, index: 2 });
    expect(onTurnEvent(old, { type: "select", index: 3, moving: true })).toEqual({
      index: 3,
      inPlace: false,
      shownAt: null,
      videoEnded: false,
    });
    expect(onTurnEvent(old, { type: "select", index: 0, moving: false }).inPlace).toBe(true);
  });
});
