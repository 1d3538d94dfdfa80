import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration";

describe("formatDuration", () => {
  it.each([
    [0, "0 s"],
    [3, "3 s"],
    [59, "59 s"],
    [59.9, "59 s"],
    [60, "1 min"],
    [12 * 60 + 40, "12 min"],
    [3599, "59 min"],
    [3600, "1 h"],
    [3600 + 5 * 60, "1 h 5 min"],
    [3600 + 5 * 60 + 59, "1 h 5 min"],
    [26 * 3600 + 60, "26 h 1 min"],
    [1000 * 3600, "1000 h"],
  ])("%s seconds read %j", (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it("reads nothing usable as no time at all", () => {
    for (const seconds of [-5, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatDuration(seconds)).toBe("0 s");
  });
});
