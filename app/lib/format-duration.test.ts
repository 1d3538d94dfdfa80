import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration";

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [3, "3 s"],
    [59, "59 s"],
    [60, "1 min"],
    [65, "1 min 5 s"],
    [12 * 60, "12 min"],
    [12 * 60 + 59, "12 min 59 s"],
    [3600, "1 h"],
    [3600 + 5 * 60, "1 h 5 min"],
    [3600 + 5 * 60 + 30, "1 h 5 min"],
    [3600 + 30, "1 h"],
    [2 * 86_400 + 4 * 3600 + 59, "2 d 4 h"],
    [400 * 86_400 + 30 * 60, "400 d"],
    [2.9, "2 s"],
    [-5, "0 s"],
    [Number.NaN, "0 s"],
  ])("%d s → %j", (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});
