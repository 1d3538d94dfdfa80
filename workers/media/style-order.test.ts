import { describe, expect, it } from "vitest";
import { orderItems, pickCover } from "./style-order";

const items = (...ids: string[]) => ids.map((id) => ({ id, isVideo: id.startsWith("v") }));

describe("orderItems", () => {
  it("puts the kept items in the order asked for", () => {
    expect(orderItems(items("a", "b", "c"), ["c", "a", "b"]).map((item) => item.id)).toEqual(["c", "a", "b"]);
  });

  it("keeps items the request does not name after the named ones, in their old order", () => {
    expect(orderItems(items("a", "b", "c", "d"), ["d", "b"]).map((item) => item.id)).toEqual(["d", "b", "a", "c"]);
  });

  it("ignores ids that are not kept items (removed, someone else's, made up)", () => {
    expect(orderItems(items("a", "b"), ["x", "b", "y"]).map((item) => item.id)).toEqual(["b", "a"]);
  });
});

describe("pickCover", () => {
  it("takes the picture asked for", () => {
    expect(pickCover(items("a", "b"), "b", "a")).toBe("b");
  });

  it("keeps the old cover when nothing usable is asked for", () => {
    expect(pickCover(items("a", "b"), undefined, "b")).toBe("b");
    expect(pickCover(items("a", "b"), "gone", "b")).toBe("b");
  });

  it("falls back to the first picture when the old cover was removed", () => {
    expect(pickCover(items("a", "b"), undefined, "removed")).toBe("a");
  });

  it("never makes a video the cover: its poster stands for it", () => {
    expect(pickCover(items("v1", "poster"), "v1")).toBe("poster");
  });

  it("has no cover when there is no picture", () => {
    expect(pickCover([], "a")).toBeUndefined();
  });
});
