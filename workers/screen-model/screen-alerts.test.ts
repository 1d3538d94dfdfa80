import type { OpeningHours } from "@contract/opening-hours";
import { describe, expect, it } from "vitest";
import { emptyPresence, Presence } from "./presence";
import { ALERT_AFTER_MS, type AlertRules, FORGET_AFTER_MS, MAX_INCIDENT_MAILS_A_DAY } from "./screen-alerts";

// Thursday 26 November 2026, 10:00 in Berlin (UTC+1).
const T0 = Date.parse("2026-11-26T09:00:00Z");
const S = 1000;
const MIN = 60 * S;
const HOUR = 60 * MIN;

const DAY = [{ from: "09:00", to: "18:00" }];
const HOURS: OpeningHours = { mon: DAY, tue: DAY, wed: DAY, thu: DAY, fri: DAY, sat: null, sun: null };
const ANY_TIME: AlertRules = { enabled: true, hours: null, timeZone: "Europe/Berlin" };
const SHOP: AlertRules = { enabled: true, hours: HOURS, timeZone: "Europe/Berlin" };

function presence(now = T0) {
  let n = 0;
  return new Presence(emptyPresence(now), () => `session-${++n}`);
}

/** A screen that plays for a minute from `at`, then goes dark (its page closes). */
function playThenDark(p: Presence, screenId: string, at: number) {
  p.connect(screenId, `${screenId}-${at}`, { browser_name: "Chrome" }, at);
  p.leave(screenId, at + MIN);
}

/** The object's alarm as the cable server runs it: the periodic check, then the rules when an incident is due. */
function wake(p: Presence, now: number, rules: AlertRules) {
  p.tick(now, new Set());
  if (p.alertDue(now)) p.raiseAlerts(now, rules);
  return p.alerts.splice(0);
}

const screensOf = (alerts: Presence["alerts"]) =>
  alerts.map((alert) => [alert.kind, alert.screens.map((screen) => screen.screenId), alert.unsent]);

describe("screen-offline mail", () => {
  it("mails once per incident, listing every screen that went dark within its 15 minutes", () => {
    const p = presence();
    playThenDark(p, "window", T0); // dark at T0 + 1 min
    playThenDark(p, "counter", T0 + 5 * MIN); // dark at T0 + 6 min
    expect(p.nextWake(T0 + 7 * MIN, 50 * S)).toBe(T0 + MIN + ALERT_AFTER_MS);
    expect(wake(p, T0 + MIN + ALERT_AFTER_MS - 1, ANY_TIME)).toEqual([]);
    const first = wake(p, T0 + MIN + ALERT_AFTER_MS, ANY_TIME);
    expect(screensOf(first)).toEqual([["dark", ["window", "counter"], 0]]);
    expect(first[0]?.screens[0]).toEqual({
      screenId: "window",
      lastSeenAt: T0 + MIN,
      info: { browser_name: "Chrome" },
    });
    playThenDark(p, "mirror", T0 + 20 * MIN); // dark at T0 + 21 min: a later incident
    expect(p.nextWake(T0 + 22 * MIN, 50 * S)).toBe(T0 + 21 * MIN + ALERT_AFTER_MS);
    expect(screensOf(wake(p, T0 + 21 * MIN + ALERT_AFTER_MS, ANY_TIME))).toEqual([["dark", ["mirror"], 0]]);
    expect(p.nextWake(T0 + HOUR, 50 * S)).toBeNull();
  });

  it("makes one incident of screens whose alarm came late, and leaves out a screen back before its 15 minutes", () => {
    const p = presence();
    playThenDark(p, "window", T0);
    playThenDark(p, "counter", T0 + 2 * MIN);
    playThenDark(p, "mirror", T0 + 4 * MIN);
    p.connect("mirror", "again", {}, T0 + 10 * MIN); // back within its 15 minutes: no news
    expect(screensOf(wake(p, T0 + 2 * HOUR, ANY_TIME))).toEqual([["dark", ["window", "counter"], 0]]);
  });

  it("mails once when every screen of the incident is back, not for each one", () => {
    const p = presence();
    playThenDark(p, "window", T0);
    playThenDark(p, "counter", T0);
    wake(p, T0 + MIN + ALERT_AFTER_MS, ANY_TIME);
    p.connect("window", "w2", {}, T0 + 40 * MIN);
    expect(p.alerts.splice(0)).toEqual([]);
    p.connect("counter", "c2", {}, T0 + 50 * MIN);
    const back = p.alerts.splice(0);
    expect(screensOf(back)).toEqual([["back", ["window", "counter"], 0]]);
    expect(back[0]).toMatchObject({ kind: "back", since: T0 + MIN });
    expect(p.state.alertLog.incidents).toEqual({});
  });

  it("keeps quiet outside the opening hours: a TV switched off at closing time never mails, nor does its return", () => {
    const p = presence();
    const closing = Date.parse("2026-11-26T16:59:00Z"); // 17:59 in Berlin; the shop closes at 18:00
    playThenDark(p, "window", closing); // dark at 18:00
    expect(wake(p, closing + MIN + ALERT_AFTER_MS, SHOP)).toEqual([]); // 18:15: closed
    expect(p.nextWake(closing + HOUR, 50 * S)).toBeNull(); // decided: no waiting for the morning
    p.connect("window", "next-day", {}, Date.parse("2026-11-27T08:00:00Z"));
    expect(p.alerts).toEqual([]);
    expect(p.state.alertLog.mailed).toBe(0);
  });

  it("mails within the opening hours, and at any time for a shop that has not set any", () => {
    const open = presence();
    playThenDark(open, "window", T0); // 10:01 on a Thursday
    expect(screensOf(wake(open, T0 + MIN + ALERT_AFTER_MS, SHOP))).toEqual([["dark", ["window"], 0]]);

    const night = Date.parse("2026-11-28T01:00:00Z"); // 02:00 on a Saturday
    const closedShop = presence(night);
    playThenDark(closedShop, "window", night);
    expect(wake(closedShop, night + MIN + ALERT_AFTER_MS, SHOP)).toEqual([]);
    const noHours = presence(night);
    playThenDark(noHours, "window", night);
    expect(screensOf(wake(noHours, night + MIN + ALERT_AFTER_MS, ANY_TIME))).toEqual([["dark", ["window"], 0]]);
  });

  it("reads the hours on the shop's clock: a New York shop open 09:00–18:00 with a lunch break", () => {
    const lunch = [
      { from: "09:00", to: "12:30" },
      { from: "13:30", to: "18:00" },
    ];
    const week: OpeningHours = { mon: lunch, tue: lunch, wed: lunch, thu: lunch, fri: lunch, sat: null, sun: null };
    const newYork: AlertRules = { enabled: true, hours: week, timeZone: "America/New_York" };
    // 10:00 in Berlin is 04:00 in New York: closed there.
    const early = presence();
    playThenDark(early, "window", T0);
    expect(wake(early, T0 + MIN + ALERT_AFTER_MS, newYork)).toEqual([]);
    // 12:45 in New York (17:45Z): the lunch break.
    const atLunch = Date.parse("2026-11-26T17:44:00Z");
    const lunchBreak = presence(atLunch);
    playThenDark(lunchBreak, "window", atLunch);
    expect(wake(lunchBreak, atLunch + MIN + ALERT_AFTER_MS, newYork)).toEqual([]);
    // 14:00 in New York (19:00Z): open, mailed.
    const afternoon = Date.parse("2026-11-26T18:44:00Z");
    const open = presence(afternoon);
    playThenDark(open, "window", afternoon);
    expect(screensOf(wake(open, afternoon + MIN + ALERT_AFTER_MS, newYork))).toEqual([["dark", ["window"], 0]]);
    expect(open.state.alertLog.day).toBe("2026-11-26");
  });

  it("mails nothing when the owner turned the mails off", () => {
    const p = presence();
    playThenDark(p, "window", T0);
    expect(wake(p, T0 + HOUR, { enabled: false, hours: null, timeZone: "Europe/Berlin" })).toEqual([]);
    p.connect("window", "w2", {}, T0 + 2 * HOUR);
    expect(p.alerts).toEqual([]);
  });

  it(`mails at most ${MAX_INCIDENT_MAILS_A_DAY} incidents a day; the next mail says how many were not sent`, () => {
    const p = presence();
    const mails: Presence["alerts"] = [];
    // Six incidents an hour apart (10:00 to 15:00), each screen back before the next.
    for (let i = 0; i < 6; i++) {
      const at = T0 + i * HOUR;
      playThenDark(p, "window", at);
      mails.push(...wake(p, at + MIN + ALERT_AFTER_MS, SHOP));
      p.connect("window", `back-${i}`, {}, at + 30 * MIN);
      mails.push(...p.alerts.splice(0));
      p.leave("window", at + 30 * MIN); // a moment of play: no new dark screen
    }
    expect(screensOf(mails)).toEqual([
      ["dark", ["window"], 0],
      ["back", ["window"], 0],
      ["dark", ["window"], 0],
      ["back", ["window"], 0],
      ["dark", ["window"], 0],
      ["back", ["window"], 0],
    ]);
    expect(p.state.alertLog).toMatchObject({ day: "2026-11-26", mailed: 3, unsent: 3 });

    // Friday: a new day, and its first mail says three incidents were not mailed.
    const friday = Date.parse("2026-11-27T09:00:00Z");
    playThenDark(p, "window", friday);
    expect(screensOf(wake(p, friday + MIN + ALERT_AFTER_MS, SHOP))).toEqual([["dark", ["window"], 3]]);
    expect(p.state.alertLog).toMatchObject({ day: "2026-11-27", mailed: 1, unsent: 0 });
  });

  it("tells the incidents held back in the next mail even when that is a return", () => {
    const p = presence();
    for (let i = 0; i < MAX_INCIDENT_MAILS_A_DAY; i++) {
      playThenDark(p, `tv${i}`, T0 + i * HOUR);
      wake(p, T0 + i * HOUR + MIN + ALERT_AFTER_MS, ANY_TIME);
    }
    playThenDark(p, "late", T0 + 5 * HOUR);
    expect(wake(p, T0 + 5 * HOUR + MIN + ALERT_AFTER_MS, ANY_TIME)).toEqual([]);
    p.connect("tv0", "back", {}, T0 + 6 * HOUR);
    expect(screensOf(p.alerts.splice(0))).toEqual([["back", ["tv0"], 1]]);
  });

  it("forgets after a week an incident whose screens never came back", () => {
    const p = presence();
    playThenDark(p, "sold", T0);
    wake(p, T0 + HOUR, ANY_TIME);
    expect(Object.keys(p.state.alertLog.incidents)).toHaveLength(1);
    p.tick(T0 + FORGET_AFTER_MS + HOUR, new Set());
    expect(p.state.alertLog.incidents).toEqual({});
    expect(p.state.dark).toEqual({});
  });

  it("reads a state stored before incidents existed", () => {
    const stored = emptyPresence(T0) as Partial<ReturnType<typeof emptyPresence>>;
    delete stored.alertLog;
    const p = new Presence(stored as ReturnType<typeof emptyPresence>);
    playThenDark(p, "window", T0);
    expect(screensOf(wake(p, T0 + HOUR, ANY_TIME))).toEqual([["dark", ["window"], 0]]);
  });
});
