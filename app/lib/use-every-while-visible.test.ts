import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useEveryWhileVisible } from "./use-every-while-visible";

let visibility: DocumentVisibilityState = "visible";

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event("visibilitychange"));
  });
}

describe("useEveryWhileVisible", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = "visible";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("calls back every interval while visible, the latest callback each time", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ callback }) => useEveryWhileVisible(callback, 5_000), {
      initialProps: { callback: first },
    });
    act(() => vi.advanceTimersByTime(4_999));
    expect(first).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(first).toHaveBeenCalledTimes(1);
    rerender({ callback: second });
    act(() => vi.advanceTimersByTime(10_000));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it("stops while hidden and calls back at once when visible again", () => {
    const callback = vi.fn();
    renderHook(() => useEveryWhileVisible(callback, 5_000));
    setVisibility("hidden");
    act(() => vi.advanceTimersByTime(60_000));
    expect(callback).not.toHaveBeenCalled();
    setVisibility("visible");
    expect(callback).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it("starts only once the page is visible, and stops when unmounted", () => {
    visibility = "hidden";
    const callback = vi.fn();
    const { unmount } = renderHook(() => useEveryWhileVisible(callback, 5_000));
    act(() => vi.advanceTimersByTime(20_000));
    expect(callback).not.toHaveBeenCalled();
    setVisibility("visible");
    unmount();
    act(() => vi.advanceTimersByTime(20_000));
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
