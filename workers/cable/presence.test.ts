import { berlinDay, splitByBerlinDay } from "@contract/berlin-days";
import { describe, expect, it } from "vitest";
import { ALERT_AFTER_MS, emptyPresence, FLUSH_EVERY_MS, OFFLINE_AFTER_MS, Presence } from "./presence";

const T0 = Date.parse("2026-11-22T10:00:00Z");
const S = 1000;
const MIN = 60 * S;

function presence(now = T0) {
  let n = 0;
  return new Presence(emptyPresence(now), () => `session-${++n}`);
}

describe("Berlin days", () => {
  it("cuts an interval at Berlin midnight, in winter and in summer time", () => {
    // 23:30–00:30 in Berlin (CET, UTC+1).
    expect(splitByBerlinDay(Date.parse("2026-11-22T22:30:00Z"), Date.parse("2026-11-22T23:30:00Z"))).toEqual([
      ["2026-11-22", 30 * MIN],
      ["2026-11-23", 30 * MIN],
    ]);
    // CEST, UTC+2: midnight is 22:00 UTC.
    expect(splitByBerlinDay(Date.parse("2026-07-01T21:59:00Z"), Date.parse("2026-07-01T22:01:00Z"))).toEqual([
      ["2026-07-01", MIN],
      ["2026-07-02", MIN],
    ]);
    expect(berlinDay(Date.parse("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
  });
});

describe("screen sessions", () => {
  it("counts the time a screen is connected and visible, not while hidden", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    p.seen("tv1", T0 + 15 * S, false); // hidden from here
    p.seen("tv1", T0 + 45 * S, true); // visible again
    p.tick(T0 + 60 * S, new Set(["c1"]));
    expect(p.state.sessions.tv1?.runtimeMs).toBe(15 * S + 15 * S);
  });

  it("continues a session when the screen comes back within 50 s, counting the gap; a later return is a new session", () => {
    const p = presence();
    const first = p.connect("tv1", "c1", {}, T0);
    p.disconnect("tv1", "c1", T0 + 20 * S);
    const again = p.connect("tv1", "c2", {}, T0 + 60 * S); // 40 s after the drop
    expect(again.id).toBe(first.id);
    expect(again.runtimeMs).toBe(60 * S);

    p.disconnect("tv1", "c2", T0 + 70 * S);
    p.tick(T0 + 70 * S + OFFLINE_AFTER_MS + 1, new Set());
    expect(p.state.sessions.tv1).toBeUndefined();
    const later = p.connect("tv1", "c3", {}, T0 + 200 * S);
    expect(later.id).not.toBe(first.id);
  });

  it("closes a session 50 s after its last sign of life, with runtime up to that moment", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    p.disconnect("tv1", "c1", T0 + 30 * S);
    p.tick(T0 + 30 * S + OFFLINE_AFTER_MS, new Set());
    expect(p.state.sessions.tv1).toBeDefined(); // exactly 50 s: not yet
    p.tick(T0 + 30 * S + OFFLINE_AFTER_MS + 1, new Set());
    const summary = p.drain(T0 + 90 * S);
    expect(summary.sessions).toMatchObject([{ id: "session-1", runtimeMs: 30 * S, endedAt: T0 + 30 * S }]);
    expect(summary).toMatchObject({ status: "inactive", onlineCount: 0, runtimeSeconds: 30 });
  });

  it("after a restart, forgets sockets the object no longer has; the screen's return continues its session", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    p.tick(T0 + 40 * S, new Set()); // restarted: c1 is gone, last seen at T0
    const back = p.connect("tv1", "c9", {}, T0 + 45 * S);
    expect(back.id).toBe("session-1");
    expect(back.runtimeMs).toBe(45 * S);
  });

  it("writes to D1 when a session opens or closes and every 5 minutes while it runs, not per heartbeat", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    expect(p.dueForFlush(T0)).toBe(true);
    expect(p.drain(T0).sessions.map((s) => s.id)).toEqual(["session-1"]);
    for (let t = T0; t < T0 + FLUSH_EVERY_MS; t += 15 * S) p.seen("tv1", t);
    expect(p.dueForFlush(T0 + FLUSH_EVERY_MS - 1)).toBe(false);
    expect(p.dueForFlush(T0 + FLUSH_EVERY_MS)).toBe(true);
    p.tick(T0 + FLUSH_EVERY_MS, new Set(["c1"]));
    const summary = p.drain(T0 + FLUSH_EVERY_MS);
    expect(summary).toMatchObject({ status: "active", onlineCount: 1, runtimeSeconds: 300 });
    expect(summary.days).toEqual({ "2026-11-22": 300 });
  });

  it("sums runtime over a Berlin day boundary into both days, and the total into neither twice", () => {
    const evening = Date.parse("2026-11-22T22:50:00Z"); // 23:50 in Berlin
    const p = presence(evening);
    p.connect("tv1", "c1", {}, evening);
    p.tick(evening + 20 * MIN, new Set(["c1"])); // 00:10 the next day
    const summary = p.drain(evening + 20 * MIN);
    expect(summary.days).toEqual({ "2026-11-22": 600, "2026-11-23": 600 });
    expect(summary.runtimeSeconds).toBe(1200);
    expect(p.drain(evening + 21 * MIN).runtimeSeconds).toBe(0);
  });

  it("alerts the owner once when a screen that played is dark for 15 minutes, and once when it is back", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    p.disconnect("tv1", "c1", T0 + MIN);
    p.tick(T0 + 2 * MIN, new Set());
    expect(p.nextWake(T0 + 2 * MIN, 50 * S)).toBe(T0 + MIN + ALERT_AFTER_MS);
    p.tick(T0 + MIN + ALERT_AFTER_MS, new Set());
    expect(p.alertDue(T0 + MIN + ALERT_AFTER_MS)).toBe(true);
    p.raiseAlerts(T0 + MIN + ALERT_AFTER_MS, { enabled: true, hours: null });
    p.tick(T0 + 30 * MIN, new Set());
    expect(p.alertDue(T0 + 30 * MIN)).toBe(false);
    expect(p.alerts).toEqual([
      { kind: "dark", screens: [{ screenId: "tv1", lastSeenAt: T0 + MIN, info: {} }], unsent: 0 },
    ]);
    expect(p.nextWake(T0 + 30 * MIN, 50 * S)).toBeNull(); // nothing left to wait for: the object may sleep
    p.connect("tv1", "c2", {}, T0 + 40 * MIN);
    expect(p.alerts.map((alert) => alert.kind)).toEqual(["dark", "back"]);
  });

  it("sends no alert for a screen that never played (opened and closed at once)", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    p.disconnect("tv1", "c1", T0);
    p.tick(T0 + MIN, new Set());
    p.tick(T0 + 20 * MIN, new Set());
    expect(p.alertDue(T0 + 20 * MIN)).toBe(false);
    expect(p.alerts).toEqual([]);
  });
});
