import { describe, expect, it } from "vitest";
import { placeClearOf } from "./toaster";

/** A toast stack whose toasts have these boxes (jsdom lays nothing out). */
function stackOf(...boxes: { top: number; height: number; left?: number; width?: number }[]) {
  const stack = document.createElement("div");
  for (const { top, height, left = 16, width = 358 } of boxes) {
    const toast = document.createElement("div");
    toast.getBoundingClientRect = () => new DOMRect(left, top, width, height);
    stack.appendChild(toast);
  }
  return stack;
}

const SCREEN = 844;

describe("placeClearOf", () => {
  it("leaves the stack in its place when the control is elsewhere", () => {
    expect(placeClearOf(new DOMRect(41, 400, 308, 44), stackOf({ top: 784, height: 44 }), SCREEN)).toBeNull();
    // Beside it on a desktop: the toasts are in the middle, the button on the left.
    expect(
      placeClearOf(new DOMRect(152, 740, 148, 44), stackOf({ top: 740, height: 44, left: 416, width: 448 }), 800),
    ).toBeNull();
  });

  it("moves the stack just above a control it would cover", () => {
    expect(placeClearOf(new DOMRect(41, 788, 308, 44), stackOf({ top: 784, height: 44 }), SCREEN)).toEqual({
      side: "bottom",
      px: SCREEN - 788 + 8,
    });
  });

  it("moves it below the control when the toasts would not fit above", () => {
    const tall = stackOf({ top: 700, height: 64 }, { top: 772, height: 56 });
    expect(placeClearOf(new DOMRect(16, 60, 358, 44), tall, SCREEN)).toBeNull();
    expect(placeClearOf(new DOMRect(16, 120, 358, 660), tall, SCREEN)).toEqual({ side: "top", px: 788 });
  });

  it("ignores a control with no box (hidden) and an empty stack", () => {
    expect(placeClearOf(new DOMRect(0, 0, 0, 0), stackOf({ top: 784, height: 44 }), SCREEN)).toBeNull();
    expect(placeClearOf(new DOMRect(41, 788, 308, 44), stackOf(), SCREEN)).toBeNull();
  });
});
