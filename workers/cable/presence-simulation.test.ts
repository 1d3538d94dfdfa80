import { expect, it } from "vitest";
import { emptyPresence, HEARTBEAT_MS, Presence, type PresenceState } from "./presence";

/**
 * Issue 12's measurement: 500 screens on one account's object for 10
 * simulated minutes, with a deploy in the middle that drops every socket
 * and restarts the object. Heartbeats are answered by the WebSocket
 * auto-response (no wake-up); the object wakes for its ~50 s alarm and for
 * sockets that open or close. Prints the figures the ADR quotes.
 */
const SCREENS = 500;
const MINUTES = 10;
const ALARM_MS = 50_000;
const T0 = Date.parse("2026-11-22T10:00:00Z");

it("500 screens, 10 minutes, a deploy: exact runtime, few wake-ups, few D1 writes", () => {
  let state: PresenceState = emptyPresence(T0);
  let presence = new Presence(state);
  let live = new Set<string>();
  const figures = { heartbeats: 0, wakeUps: 0, d1Drains: 0, d1SessionRows: 0 };
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
      figures.d1SessionRows += summary.sessions.length;
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

  const sessions = Object.values(presence.state.sessions);
  expect(sessions).toHaveLength(SCREENS); // one session each: the deploy did not split them
  const errors = sessions.map((session) => {
    const screen = Number(session.screenId.slice(2));
    return Math.abs(session.runtimeMs - (end - (T0 + screen * 20)));
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
      `D1 drains: ${figures.d1Drains}, session rows written: ${figures.d1SessionRows}. Worst runtime error: ${worstErrorMs} ms.`,
  );
});
