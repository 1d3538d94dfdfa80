import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { gathered } from "./gathered";

describe("gathered", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends what came for one key within the moment in one call, with the first item's context", async () => {
    const calls: [string, string, number[]][] = [];
    const send = gathered<string, number>(10, async (context, key, items) => {
      calls.push([context, key, [...items]]);
    });
    const first = send("env 1", "shop-a", 1);
    // Only the caller that opened the call waits for it.
    expect(send("env 2", "shop-a", 2)).toBeNull();
    const other = send("env 3", "shop-b", 3);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    await Promise.all([first, other]);
    expect(calls).toEqual([
      ["env 1", "shop-a", [1, 2]],
      ["env 3", "shop-b", [3]],
    ]);

    // Once a call went out, the next item opens another.
    const later = send("env 4", "shop-a", 4);
    expect(later).toBeInstanceOf(Promise);
    await vi.advanceTimersByTimeAsync(10);
    await later;
    expect(calls.at(-1)).toEqual(["env 4", "shop-a", [4]]);
  });

  it("rejects the opener of a call that failed, and the next call goes out", async () => {
    let fail = true;
    const sent: number[][] = [];
    const send = gathered<null, number>(10, async (_, __, items) => {
      if (fail) throw new Error("object unavailable");
      sent.push(items);
    });
    const opened = send(null, "shop", 1);
    send(null, "shop", 2);
    const outcome = Promise.allSettled([opened]);
    await vi.advanceTimersByTimeAsync(10);
    expect((await outcome).map((settled) => settled.status)).toEqual(["rejected"]);
    fail = false;
    const next = send(null, "shop", 3);
    await vi.advanceTimersByTimeAsync(10);
    await next;
    expect(sent).toEqual([[3]]);
  });
});
