import { PROBLEM_MESSAGE_MAX } from "@contract/player-problems";
import { describe, expect, it, vi } from "vitest";
import {
  cleanMessage,
  describeThrown,
  mediaProblem,
  PROBLEM_WINDOW_MS,
  PROBLEMS_PER_WINDOW,
  placeOf,
  ScreenProblems,
  watchUncaught,
} from "./screen-problems";

const T = 1_800_000_000_000;

describe("what a screen's problem may say (issue 34 point 7: no personal data)", () => {
  it("drops query strings and fragments of URLs, keeps their paths", () => {
    expect(
      cleanMessage("Failed to fetch https://shop.example/v1/x?token=abc&email=a%40b.de#frag then /media/a.mp4?sig=1"),
    ).toBe("Failed to fetch https://shop.example/v1/x then /media/a.mp4");
  });

  it("drops e-mail addresses, folds lines and cuts it short", () => {
    expect(cleanMessage("No user ann@salon.example\n  found")).toBe("No user [e-mail] found");
    expect(cleanMessage("x".repeat(500))).toHaveLength(PROBLEM_MESSAGE_MAX);
    expect(cleanMessage("  ")).toBe("unknown");
  });

  it("names where an error was thrown as file:line, without origin or query", () => {
    expect(placeOf("https://stylecast.example/assets/player-abc.js?v=2", 17)).toBe("/assets/player-abc.js:17");
    expect(placeOf(undefined, 3)).toBe("");
  });

  it("tells an error by its name and message, anything else by its type, never a stack", () => {
    const error = new TypeError("x is undefined");
    expect(describeThrown(error)).toBe("TypeError: x is undefined");
    expect(describeThrown("plain")).toBe("plain");
    expect(describeThrown({ secret: "no" })).toBe("[object Object]");
    expect(mediaProblem("video", "https://s.example/media/a/b.mp4?x=1")).toBe("video /media/a/b.mp4");
    expect(mediaProblem("image", "/media/c.webp")).toBe("picture /media/c.webp");
  });
});

describe("ScreenProblems (the TV's own rate limit)", () => {
  it("says the same problem once, and at most a few per window", () => {
    const problems = new ScreenProblems();
    expect(problems.note("error", "TypeError: a", T)).toBe(true);
    expect(problems.note("error", "TypeError: a", T + 1)).toBe(false);
    expect(problems.note("rejection", "TypeError: a", T + 2)).toBe(true);
    expect(problems.note("media", "video /media/v.mp4", T + 3)).toBe(true);
    expect(PROBLEMS_PER_WINDOW).toBe(3);
    expect(problems.note("error", "TypeError: b", T + 4)).toBe(false);
    expect(problems.take().map((problem) => [problem.kind, problem.message])).toEqual([
      ["error", "TypeError: a"],
      ["rejection", "TypeError: a"],
      ["media", "video /media/v.mp4"],
    ]);
    expect(problems.take()).toEqual([]);
    // A new window: new problems again, the old ones still not twice.
    expect(problems.note("error", "TypeError: a", T + PROBLEM_WINDOW_MS)).toBe(false);
    expect(problems.note("error", "TypeError: b", T + PROBLEM_WINDOW_MS)).toBe(true);
    expect(problems.take()).toEqual([
      { action: "problem", kind: "error", message: "TypeError: b", at: T + PROBLEM_WINDOW_MS },
    ]);
  });

  it("tells its listeners of each problem noted", () => {
    const problems = new ScreenProblems();
    const heard = vi.fn();
    const stop = problems.onProblem(heard);
    problems.note("error", "a", T);
    problems.note("error", "a", T);
    stop();
    problems.note("error", "b", T);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("hears uncaught errors and rejections of the page, not a picture's load error", () => {
    const problems = new ScreenProblems();
    const page = new EventTarget();
    const event = (type: string, fields: Record<string, unknown>) => Object.assign(new Event(type), fields);
    const stop = watchUncaught(page, problems);
    page.dispatchEvent(
      event("error", {
        message: "Uncaught Error: boom",
        error: new Error("boom"),
        filename: "http://localhost/assets/player.js?x=1",
        lineno: 12,
      }),
    );
    page.dispatchEvent(event("unhandledrejection", { reason: new RangeError("too far") }));
    page.dispatchEvent(new Event("error"));
    stop();
    page.dispatchEvent(event("error", { message: "after", error: new Error("after") }));
    expect(problems.take().map((problem) => [problem.kind, problem.message])).toEqual([
      ["error", "Error: boom at /assets/player.js:12"],
      ["rejection", "RangeError: too far"],
    ]);
  });
});
