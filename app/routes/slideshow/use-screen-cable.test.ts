import { REPORT_EVERY_MS, SLIDESHOW_CHANNEL, WATCH_FOR_MS } from "@contract/cable";
import type { Slide } from "@contract/slideshow";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScreenProblems } from "./screen-problems";
import { ScreenReport } from "./screen-report";
import { useScreenCable } from "./use-screen-cable";

/** The subscription callbacks the hook hands the cable, and what it performs on it. */
type Mixin = { connected(): void; disconnected(): void; received(push: unknown): void };
const cable = vi.hoisted(() => ({
  mixin: null as Mixin | null,
  params: null as Record<string, unknown> | null,
  url: "",
  performed: [] as { action: string; data: Record<string, unknown> }[],
  closed: 0,
}));

vi.mock("~/lib/cable-client", () => ({
  cableUrl: (origin: string, accountId: string, ticket?: string | null) =>
    `${origin}/cable?account_id=${accountId}${ticket ? `&screen_ticket=${ticket}` : ""}`,
  openCable: (url: string) => ({
    consumer: {
      subscriptions: {
        create(params: Record<string, unknown>, mixin: Mixin) {
          cable.url = url;
          cable.params = params;
          cable.mixin = mixin;
          return {
            perform: (action: string, data: Record<string, unknown>) => cable.performed.push({ action, data }),
          };
        },
      },
    },
    close: () => {
      cable.closed++;
    },
  }),
}));

const slide = (key: string): Slide => ({
  key,
  kind: "style",
  media: [{ type: "image", src: `/m/${key}`, still: null }],
  caption: null,
  schedule: null,
});

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
    const screen = { ticket: "tv.sig", report: new ScreenReport(), delayMs: 10_000 };
    renderHook(() => useScreenCable("acc1", refresh, screen));
    expect(cable.url).toContain("screen_ticket=tv.sig");
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

  it("as a viewer shows no ticket and reports nothing", () => {
    renderHook(() => useScreenCable("acc1", async () => true));
    expect(cable.url).not.toContain("screen_ticket");
    act(() => (cable.mixin as Mixin).connected());
    act(() => vi.advanceTimersByTime(REPORT_EVERY_MS * 2));
    expect(cable.performed).toEqual([]);
  });

  it("as a screen reports what it shows and its plays each minute, and each slide while the owner watches", () => {
    const report = new ScreenReport();
    renderHook(() => useScreenCable("acc1", async () => true, { ticket: "tv.sig", report, delayMs: 10_000 }));
    const mixin = cable.mixin as Mixin;
    act(() => mixin.connected());
    report.shown(slide("style:a"), Date.now());
    vi.advanceTimersByTime(5_000);
    report.shown(slide("style:b"), Date.now());
    // Nobody watches: the first slide is said at once, the next report comes with the minute, carrying the slide on
    // screen and a's play.
    expect(cable.performed.map(({ data }) => data.reason)).toEqual(["mount", "slide"]);
    act(() => vi.advanceTimersByTime(REPORT_EVERY_MS));
    const minute = cable.performed.at(-1)?.data;
    expect(minute).toMatchObject({ reason: "report", delay_ms: 10_000, showing: { kind: "style", id: "b" } });
    expect(minute?.plays).toEqual([{ kind: "style", id: "a", hour: expect.any(Number), count: 1 }]);

    act(() => mixin.received({ type: "watch", for_ms: WATCH_FOR_MS }));
    expect(cable.performed.at(-1)?.data.reason).toBe("report");
    report.shown(slide("style:c"), Date.now());
    expect(cable.performed.at(-1)?.data).toMatchObject({ reason: "slide", showing: { id: "c" } });
    act(() => vi.advanceTimersByTime(WATCH_FOR_MS + 1));
    const before = cable.performed.length;
    report.shown(slide("style:d"), Date.now());
    expect(cable.performed).toHaveLength(before);
  });

  it("says its first slide as soon as it is on screen, on every (re)connect, not a minute later (issue 34)", () => {
    const report = new ScreenReport();
    renderHook(() => useScreenCable("acc1", async () => true, { ticket: "tv.sig", report, delayMs: 10_000 }));
    const mixin = cable.mixin as Mixin;
    act(() => mixin.connected());
    // The cable is up before the first picture is decoded: the mount heartbeat shows nothing yet.
    expect(cable.performed.at(-1)?.data.showing).toBeUndefined();
    report.shown(slide("style:a"), Date.now());
    expect(cable.performed.at(-1)?.data).toMatchObject({ reason: "slide", showing: { id: "a" } });
    const told = cable.performed.length;
    report.shown(slide("style:b"), Date.now());
    expect(cable.performed).toHaveLength(told);
    // Back on the cable: the mount heartbeat carries the slide on screen, so nothing more is needed.
    act(() => mixin.connected());
    expect(cable.performed.at(-1)?.data).toMatchObject({ reason: "mount", showing: { id: "b" } });
    report.shown(slide("style:c"), Date.now());
    expect(cable.performed).toHaveLength(told + 1);
  });

  it("tells the player's problems as they happen, and those of a time off the cable once it is back (issue 34)", () => {
    const problems = new ScreenProblems();
    const screen = { ticket: "tv.sig", report: new ScreenReport(), problems, delayMs: 10_000 };
    renderHook(() => useScreenCable("acc1", async () => true, screen));
    const mixin = cable.mixin as Mixin;
    problems.note("error", "Error: before the cable", Date.now());
    act(() => mixin.connected());
    problems.note("media", "video /media/v.mp4", Date.now());
    act(() => mixin.disconnected());
    problems.note("rejection", "Error: offline", Date.now());
    const told = () => cable.performed.filter(({ action }) => action === "problem").map(({ data }) => data.message);
    expect(told()).toEqual(["Error: before the cable", "video /media/v.mp4"]);
    act(() => mixin.connected());
    expect(told()).toEqual(["Error: before the cable", "video /media/v.mp4", "Error: offline"]);
    expect(cable.performed.at(-1)?.data).toMatchObject({ action: "problem", kind: "rejection" });
  });

  it("closes its cable when the player goes", () => {
    const { unmount } = renderHook(() => useScreenCable("acc1", async () => true));
    unmount();
    expect(cable.closed).toBe(1);
  });
});
