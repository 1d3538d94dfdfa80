import { describe, expect, it } from "vitest";
import { at, flat, flatMap, fromEntries, queueMicrotask } from "./polyfills";

/**
 * app/polyfills.ts: each stand-in behaves like the built-in it replaces where a browser lacks it (a
 * Chromium 68). Where the built-in is there, nothing is patched. (tests/e2e/tv-browsers.js.spec.ts
 * runs the pages with the built-ins taken away.)
 */
const isNative = (value: unknown) => /\[native code\]/.test(String(value));

describe("the polyfills", () => {
  it("leave the built-ins alone where they exist", () => {
    expect([[].flat, [].flatMap, [].at, Object.fromEntries].map(isNative)).toEqual([true, true, true, true]);
    expect(globalThis.queueMicrotask).not.toBe(queueMicrotask); // Node's own is written in JavaScript
  });

  it("flat: one level by default, any depth asked, holes skipped", () => {
    const nested: unknown[] = [1, [2, [3, [4]]]];
    nested[3] = 5; // index 2 is a hole
    for (const depth of [undefined, 0, 1, 2, Number.POSITIVE_INFINITY]) {
      expect(flat.call(nested, depth)).toEqual(nested.flat(depth));
    }
    expect(flat.call(nested)).toEqual([1, 2, [3, [4]], 5]);
  });

  it("flatMap: maps, then flattens one level, with its thisArg", () => {
    function map(this: { by: number }, value: unknown, index: number) {
      return [Number(value) * this.by, [index]];
    }
    expect(flatMap.call([1, 2], map, { by: 10 })).toEqual([10, [0], 20, [1]]);
    expect(flatMap.call([1, 2], map, { by: 10 })).toEqual([1, 2].flatMap(map, { by: 10 }));
  });

  it("at: from the start, from the end, or undefined outside", () => {
    const letters = ["a", "b", "c"];
    for (const index of [0, -1, 1.7, -1.7, 3, -4, Number.NaN]) {
      expect(at.call(letters, index)).toBe(letters.at(index));
    }
  });

  it("fromEntries: from pairs and from a Map, the last of a key winning", () => {
    const pairs: [string, number][] = [
      ["a", 1],
      ["a", 2],
      ["b", 3],
    ];
    expect(fromEntries(pairs)).toEqual({ a: 2, b: 3 });
    expect(fromEntries(new Map([["x", true]]))).toEqual({ x: true });
  });

  it("queueMicrotask: runs after the current code, before the next task", async () => {
    const order: string[] = [];
    const done = new Promise((resolve) => setTimeout(resolve));
    setTimeout(() => order.push("task"));
    queueMicrotask(() => order.push("microtask"));
    order.push("now");
    await done;
    await new Promise((resolve) => setTimeout(resolve));
    expect(order).toEqual(["now", "microtask", "task"]);
  });
});
