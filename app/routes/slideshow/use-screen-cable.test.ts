import { SLIDESHOW_CHANNEL } from "@contract/cable";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScreenCable } from "./use-screen-cable";

/** The subscription callbacks the hook hands the cable, and what it performs on it. */
type Mixin = { connected(): void; disconnected(): void; received(push: unknown): void };
const cable = vi.hoisted(() => ({
  mixin: null as Mixin | null,
  params: null as Record<string, unknown> | null,
  performed: [] as { action: string; data: { reason: string } }[],
  closed: 0,
}));

vi.mock("~/lib/cable-client", () => ({
  cableUrl: (origin: string, accountId: string) => `${origin}/cable?account_id=${accountId}`,
  openCable: () => ({
    consumer: {
      subscriptions: {
        create(params: Record<string, unknown>, mixin: Mixin) {
          cable.params = params;
          cable.mixin = mixin;
          return { perform: (action: string, data: { reason: string }) => cable.performed.push({ action, data }) };
        },
      },
    },
    close: () => {
      cable.closed++;
    },
  }),
}));

describe("useScreenCable", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    cable.mixin = null;
    cable.performed = [];
    cable.closed = 0;
    delete window.stylecastCable;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("fetches the playlist on every (re)connect: a change made while off the cable was pushed to no one", () => {
    const refresh = vi.fn(async () => true);
    renderHook(() => useScreenCable("acc1", refresh));
    expect(cable.params).toMatchObject({ channel: SLIDESHOW_CHANNEL, account_id: "acc1" });
    const mixin = cable.mixin as Mixin;

    act(() => mixin.connected());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(window.stylecastCable).toEqual({ connected: true, connects: 1 });

    act(() => mixin.disconnected());
    expect(window.stylecastCable).toEqual({ connected: false, connects: 1 });
    act(() => mixin.connected());
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(window.stylecastCable).toEqual({ connected: true, connects: 2 });
    // Each (re)connect also says so with a mount heartbeat.
    expect(cable.performed.map(({ data }) => data.reason)).toEqual(["mount", "mount"]);
  });

  it("fetches once for a burst of pushes, and the reconnect's fetch stands in for a push's still pending", () => {
    const refresh = vi.fn(async () => true);
    renderHook(() => useScreenCable("acc1", refresh));
    const mixin = cable.mixin as Mixin;
    act(() => mixin.connected());
    refresh.mockClear();

    act(() => {
      mixin.received({ type: "content_changed", reason: "settings_changed" });
      mixin.received({ type: "content_changed", reason: "settings_changed" });
      vi.advanceTimersByTime(1_000);
    });
    expect(refresh).toHaveBeenCalledTimes(1);

    act(() => {
      mixin.received({ type: "content_changed", reason: "style_added" });
      mixin.connected();
      vi.advanceTimersByTime(1_000);
    });
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("closes its cable when the player goes", () => {
    const { unmount } = renderHook(() => useScreenCable("acc1", async () => true));
    unmount();
    expect(cable.closed).toBe(1);
  });
});
