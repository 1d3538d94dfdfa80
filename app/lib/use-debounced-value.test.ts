import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedValue } from "./use-debounced-value";

describe("useDebouncedValue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("settles once the value has stopped changing for the delay", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: "a" },
    });
    rerender({ value: "ab" });
    act(() => vi.advanceTimersByTime(400));
    rerender({ value: "abc" });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe("a");
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe("abc");
  });

  it("settles at least every maxWait while the value keeps changing", () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500, 1_000), {
      initialProps: { value: 0 },
    });
    for (let value = 1; value <= 4; value++) {
      rerender({ value });
      act(() => vi.advanceTimersByTime(300));
    }
    // 1200 ms of typing with pauses under 500 ms: the 1000 ms cap has let one value through.
    expect(result.current).toBeGreaterThanOrEqual(3);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(4);
  });
});
