import { describe, expect, it } from "vitest";
import { problemWords, SCREEN_PROBLEM_WORDS, timeAgo } from "./screen-problems";

describe("a screen's problem in the owner's words (issue 34)", () => {
  it("names each kind, a media problem by the file that failed", () => {
    expect(problemWords({ kind: "error", message: "TypeError: x" })).toBe(SCREEN_PROBLEM_WORDS.error);
    expect(problemWords({ kind: "rejection", message: "x" })).toBe(SCREEN_PROBLEM_WORDS.rejection);
    expect(problemWords({ kind: "media", message: "video /media/a.mp4" })).toBe("a video failed to load");
    expect(problemWords({ kind: "media", message: "picture /media/a.webp" })).toBe("a picture failed to load");
  });

  it("says how long ago at a glance", () => {
    const now = 1_800_000_000_000;
    expect(timeAgo(now - 30_000, now)).toBe("just now");
    expect(timeAgo(now - 2 * 60_000, now)).toBe("2 min ago");
    expect(timeAgo(now - 3 * 3_600_000, now)).toBe("3 h ago");
    expect(timeAgo(now - 24 * 3_600_000, now)).toBe("1 day ago");
    expect(timeAgo(now - 50 * 3_600_000, now)).toBe("2 days ago");
    expect(timeAgo(now + 5_000, now)).toBe("just now");
  });
});
