import { HEARTBEAT_MS, OFFLINE_AFTER_MS } from "@contract/cable";
import { describe, expect, it } from "vitest";
import { PLAY_HOURS_BACK } from "./plays";
import {
  ALERT_AFTER_MS,
  emptyPresence,
  FLUSH_EVERY_MS,
  Presence,
  type PresenceState,
  type StoredPresence,
} from "./presence";

const T0 = Date.parse("2026-11-22T10:00:00Z");
const S = 1000;
const MIN = 60 * S;

function presence(now = T0) {
  let n = 0;
  return new Presence(emptyPresence(now), () => `stint-${++n}`);
}

describe("stints", () => {
  it("counts the time a screen is connected and visible, not while hidden", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    p.seen("tv1", T0 + 15 * S, false); // hidden from here
    p.seen("tv1", T0 + 45 * S, true); // visible again
    p.tick(T0 + 60 * S, new Set(["c1"]));
    expect(p.state.stints.tv1?.runtimeMs).toBe(15 * S + 15 * S);
  });

  it("continues a stint when the screen comes back within 50 s, counting the gap; a later return is a new stint", () => {
    const p = presence();
    const first = p.connect("tv1", "c1", {}, T0);
    p.disconnect("tv1", "c1", T0 + 20 * S);
    const again = p.connect("tv1", "c2", {}, T0 + 60 * S); // 40 s after the drop
    expect(again.id).toBe(first.id);
    expect(again.runtimeMs).toBe(60 * S);

    p.disconnect("tv1", "c2", T0 + 70 * S);
    p.tick(T0 + 70 * S + OFFLINE_AFTER_MS + 1, new Set());
    expect(p.state.stints.tv1).toBeUndefined();
    const later = p.connect("tv1", "c3", {}, T0 + 200 * S);
    expect(later.id).not.toBe(first.id);
  });

  it("closes a stint 50 s after its last sign of life, with runtime up to that moment", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    p.disconnect("tv1", "c1", T0 + 30 * S);
    p.tick(T0 + 30 * S + OFFLINE_AFTER_MS, new Set());
    expect(p.state.stints.tv1).toBeDefined(); // exactly 50 s: not yet
    p.tick(T0 + 30 * S + OFFLINE_AFTER_MS + 1, new Set());
    const summary = p.drain(T0 + 90 * S);
    expect(summary.stints).toMatchObject([{ id: "stint-1", runtimeMs: 30 * S, endedAt: T0 + 30 * S }]);
    expect(summary).toMatchObject({ status: "inactive", onlineCount: 0, runtimeSeconds: 30 });
  });

  it("after a restart, forgets sockets the object no longer has; the screen's return continues its stint", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    p.tick(T0 + 40 * S, new Set()); // restarted: c1 is gone, last seen at T0
    const back = p.connect("tv1", "c9", {}, T0 + 45 * S);
    expect(back.id).toBe("stint-1");
    expect(back.runtimeMs).toBe(45 * S);
  });

  it("writes to D1 when a stint opens or closes and every 5 minutes while it runs, not per heartbeat", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    expect(p.dueForFlush(T0)).toBe(true);
    expect(p.drain(T0).stints.map((s) => s.id)).toEqual(["stint-1"]);
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

  it("cuts runtime at the shop's midnight in its own time zone: New York's, five hours after Berlin's", () => {
    const evening = Date.parse("2026-11-23T04:50:00Z"); // 23:50 on the 22nd in New York, 05:50 on the 23rd in Berlin
    const p = presence(evening);
    p.timeZone = "America/New_York";
    p.connect("tv1", "c1", {}, evening);
    p.tick(evening + 20 * MIN, new Set(["c1"]));
    const summary = p.drain(evening + 20 * MIN);
    expect(summary.days).toEqual({ "2026-11-22": 600, "2026-11-23": 600 });
    expect(summary.screenDays).toEqual([
      { screenId: "tv1", day: "2026-11-22", seconds: 600 },
      { screenId: "tv1", day: "2026-11-23", seconds: 600 },
    ]);
  });

  it("alerts the owner once when a screen that played is dark for 15 minutes, and once when it is back", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    p.disconnect("tv1", "c1", T0 + MIN);
    p.tick(T0 + 2 * MIN, new Set());
    expect(p.nextWake(T0 + 2 * MIN, 50 * S)).toBe(T0 + MIN + ALERT_AFTER_MS);
    p.tick(T0 + MIN + ALERT_AFTER_MS, new Set());
    expect(p.alertDue(T0 + MIN + ALERT_AFTER_MS)).toBe(true);
    p.raiseAlerts(T0 + MIN + ALERT_AFTER_MS, { enabled: true, hours: null, timeZone: "Europe/Berlin" });
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

describe("a screen's report", () => {
  const HOUR = 60 * MIN;
  const thisHour = Math.floor(T0 / HOUR) * HOUR;

  it("is applied in one place: a sign of life, shown or hidden, its screen's size, what it shows, stalled or not", () => {
    const p = presence();
    p.connect("tv1", "c1", { browser_name: "Chrome" }, T0);
    const showing = { kind: "style" as const, id: "s1", src: "/x", since: T0 };
    p.report("tv1", T0 + 20 * S, {
      visible: false,
      screen: { width: 1920, height: 1080, orientation: "landscape", resolution: "3840x2160" },
      showing,
      delay_ms: 8 * S,
      stalled: true,
    });
    expect(p.state.stints.tv1).toMatchObject({
      lastSeenAt: T0 + 20 * S,
      visible: false,
      runtimeMs: 20 * S,
      info: { browser_name: "Chrome", screen_width: 1920, screen_height: 1080, resolution: "3840x2160" },
      showing,
      delayMs: 8 * S,
      reportedAt: T0 + 20 * S,
      stalled: true,
    });
    // A report of a screen without a stint (a viewer, one past the cap) changes nothing.
    p.report("tv2", T0 + 20 * S, { visible: true, plays: [{ kind: "style", id: "s1", hour: thisHour, count: 1 }] });
    expect(p.state.stints.tv2).toBeUndefined();
    expect(p.unsavedPlays()).toEqual([]);
  });

  it(`adds plays for the current hour and the ${PLAY_HOURS_BACK} before it, and ignores 1970 and hours to come`, () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    const play = (id: string, hour: number) => ({ kind: "style" as const, id, hour, count: 1 });
    p.report("tv1", T0, {
      plays: [
        play("now", thisHour),
        play("oldest", thisHour - PLAY_HOURS_BACK * HOUR),
        play("too-old", thisHour - (PLAY_HOURS_BACK + 1) * HOUR),
        play("1970", 0),
        play("next-hour", thisHour + HOUR),
      ],
    });
    expect(p.unsavedPlays().map((counted) => counted.itemId)).toEqual(["now", "oldest"]);
  });
});

describe("the summary's status fields (Presence.drain)", () => {
  it("counts each online screen in its status, and maps them onto the spec's active / connected / inactive", () => {
    const p = presence();
    p.connect("playing", "c1", {}, T0);
    p.connect("hidden", "c2", {}, T0);
    p.seen("hidden", T0 + S, false);
    p.connect("stalled", "c3", {}, T0);
    p.report("stalled", T0 + S, { stalled: true });
    // Same slide for more than 3 slide delays, no video: stalled too, by the same rule as My screens.
    p.connect("stuck", "c4", {}, T0);
    p.report("stuck", T0 + 40 * S, { delay_ms: 10 * S, showing: { kind: "style", id: "s1", src: "/x", since: T0 } });
    // Its socket dropped 20 s ago: still online, within its 50 s to come back.
    p.connect("away", "c5", {}, T0);
    p.disconnect("away", "c5", T0 + 20 * S);

    const summary = p.drain(T0 + 40 * S);
    expect(summary.statusCounts).toEqual({ playing: 2, stalled: 2, hidden: 1 });
    expect(summary.onlineCount).toBe(5);
    expect(summary.status).toBe("active");
  });

  it("is connected when the screens online only stall or hide, and inactive when none is online", () => {
    const p = presence();
    p.connect("hidden", "c1", {}, T0);
    p.seen("hidden", T0 + S, false);
    p.connect("stalled", "c2", {}, T0);
    p.report("stalled", T0 + S, { stalled: true });
    expect(p.drain(T0 + 2 * S)).toMatchObject({
      status: "connected",
      onlineCount: 2,
      statusCounts: { playing: 0, stalled: 1, hidden: 1 },
    });

    p.disconnect("hidden", "c1", T0 + 3 * S);
    p.disconnect("stalled", "c2", T0 + 3 * S);
    p.tick(T0 + 3 * S + OFFLINE_AFTER_MS + 1, new Set());
    expect(p.drain(T0 + 3 * S + OFFLINE_AFTER_MS + 1)).toMatchObject({
      status: "inactive",
      onlineCount: 0,
      statusCounts: { playing: 0, stalled: 0, hidden: 0 },
    });
  });
});

describe("a state stored by an older object", () => {
  it("reads stints kept under `sessions` (before issue 32), and stores them as `stints`", () => {
    const p = presence();
    p.connect("tv1", "c1", {}, T0);
    const { stints, ...rest } = JSON.parse(JSON.stringify(p.state)) as PresenceState;
    const stored: StoredPresence = { ...rest, sessions: stints };
    const again = new Presence(stored);
    expect(again.state.stints.tv1).toMatchObject({ id: "stint-1", screenId: "tv1", sockets: ["c1"] });
    expect(again.state).not.toHaveProperty("sessions");
    expect(again.connect("tv1", "c2", {}, T0 + 10 * S).id).toBe("stint-1");
  });

  it("reads a state stored before issue 23 (no per-screen days, plays or alert log)", () => {
    const { pendingScreenDays, pendingPlays, alertLog, ...old } = emptyPresence(T0);
    const p = new Presence(old);
    p.connect("tv1", "c1", {}, T0);
    p.tick(T0 + MIN, new Set(["c1"]));
    expect(p.drain(T0 + FLUSH_EVERY_MS).screenDays).toEqual([{ screenId: "tv1", day: "2026-11-22", seconds: 60 }]);
  });
});

/**
 * Issue 12's measurement: 500 screens on one account's object for 10
 * simulated minutes, with a deploy in the middle that drops every socket
 * and restarts the object. Heartbeats are answered by the WebSocket
 * auto-response (no wake-up); the object wakes for its ~50 s alarm and for
 * sockets that open or close. Prints the figures the ADR quotes.
 */
describe("simulation", () => {
  const SCREENS = 500;
  const MINUTES = 10;
  const ALARM_MS = 50_000;

  it("500 screens, 10 minutes, a deploy: exact runtime, few wake-ups, few D1 writes", () => {
    let state: PresenceState = emptyPresence(T0);
    let presence = new Presence(state);
    let live = new Set<string>();
    const figures = { heartbeats: 0, wakeUps: 0, d1Drains: 0, d1StintRows: 0 };
    const end = T0 + MINUTES * 60_000;
    const deployAt = T0 + 5 * 60_000;
    // Deterministic reconnect delays after the deploy: 1–10 s.
    const reconnectAt = (screen: number) => deployAt + 1000 + ((screen * 7919) % 9000);

    const wake = (now: number, work: () => void) => {
      figures.wakeUps++;
      work();
      if (presence.dueForFlush(now)) {
        const summary = presence.drain(now);
        figures.d1Drains++;
        figures.d1StintRows += summary.stints.length;
      }
    };

    // Screens come up over the first 10 s.
    type Event = { at: number; run: () => void };
    const events: Event[] = [];
    for (let screen = 0; screen < SCREENS; screen++) {
      const at = T0 + screen * 20;
      events.push({ at, run: () => wake(at, () => connect(screen, "a", at)) });
      events.push({
        at: reconnectAt(screen),
        run: () => wake(reconnectAt(screen), () => connect(screen, "b", reconnectAt(screen))),
      });
      for (let beat = at + HEARTBEAT_MS; beat < end; beat += HEARTBEAT_MS)
        events.push({ at: beat, run: () => figures.heartbeats++ });
    }
    for (let alarm = T0 + ALARM_MS; alarm <= end; alarm += ALARM_MS) {
      events.push({ at: alarm, run: () => wake(alarm, () => presence.tick(alarm, live)) });
    }
    events.push({
      at: deployAt,
      run: () => {
        // Every socket drops at once; the object restarts from what it stored.
        live = new Set();
        state = JSON.parse(JSON.stringify(presence.state)) as PresenceState;
        presence = new Presence(state);
      },
    });
    events.sort((a, b) => a.at - b.at);
    for (const event of events) event.run();
    wake(end, () => presence.tick(end, live));

    function connect(screen: number, socket: string, at: number) {
      const id = `${screen}-${socket}`;
      live.add(id);
      presence.connect(`tv${screen}`, id, { browser_name: "Chrome" }, at);
    }

    const stints = Object.values(presence.state.stints);
    expect(stints).toHaveLength(SCREENS); // one stint each: the deploy did not split them
    const errors = stints.map((stint) => {
      const screen = Number(stint.screenId.slice(2));
      return Math.abs(stint.runtimeMs - (end - (T0 + screen * 20)));
    });
    const worstErrorMs = Math.max(...errors);
    expect(worstErrorMs).toBeLessThanOrEqual(HEARTBEAT_MS);
    // Only sockets opening (500 at start, 500 after the deploy) and the alarm wake the object: no heartbeat does.
    const alarms = Math.floor((MINUTES * 60_000) / ALARM_MS) + 1;
    expect(figures.wakeUps).toBe(2 * SCREENS + alarms);
    console.info(
      `presence simulation: ${SCREENS} screens × ${MINUTES} min, deploy at 5 min. ` +
        `Heartbeats answered without waking: ${figures.heartbeats}. Wake-ups: ${figures.wakeUps} ` +
        `(${2 * SCREENS} sockets opening, ${alarms} alarms; steady state ${(3_600_000 / ALARM_MS).toFixed(0)} per object-hour). ` +
        `D1 drains: ${figures.d1Drains}, stint rows written: ${figures.d1StintRows}. Worst runtime error: ${worstErrorMs} ms.`,
    );
  });
});
