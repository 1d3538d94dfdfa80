import type { ScreenInfo } from "@contract/cable";
import type { OpeningHours } from "@contract/opening-hours";
import { isOpenAt } from "@contract/opening-status";
import { shopDay } from "@contract/shop-clock";

/**
 * The screen-offline mail (decisions.md "Screen-offline mail"), as pure rules
 * on a clock the caller gives, so they are tested with an accelerated clock.
 *
 * - Only screens alert, and only one that played (`Presence` decides which
 *   screen is dark; anonymous viewers never get here).
 * - An incident is every screen that went dark within 15 minutes of the
 *   first one and is still dark when those 15 minutes are up: one mail
 *   lists them all.
 * - It is mailed only while the shop is open (its opening hours, Europe/Berlin);
 *   a shop without hours hears at any time. A TV switched off at closing time
 *   is dark 15 minutes later, when the shop is closed: no mail, then or later.
 * - At most 3 incident mails a shop day; past that, none, and the next mail
 *   says how many incidents were not mailed.
 * - One "back" mail per mailed incident, when every one of its screens plays
 *   again. An incident never mailed has no "back" mail either.
 */
export const ALERT_AFTER_MS = 15 * 60_000;
export const MAX_INCIDENT_MAILS_A_DAY = 3;
/** A mailed incident whose screens never came back (removed, sold) is forgotten after a week. */
export const FORGET_AFTER_MS = 7 * 24 * 60 * 60_000;

/** A screen that went dark after playing. `alerted`: its incident was decided (mailed or not). */
export type DarkScreen = {
  screenId: string;
  lastSeenAt: number;
  alerted: boolean;
  info: ScreenInfo;
  /** The mailed incident it belongs to, which waits for it to come back. */
  incident?: string;
};

export type AlertScreen = { screenId: string; lastSeenAt: number; info: ScreenInfo };

/** A mailed incident, until every screen in it is back. */
type Incident = { id: string; startedAt: number; screens: AlertScreen[]; waiting: string[] };

export type AlertLog = {
  /** The shop day `mailed` counts (Europe/Berlin). */
  day: string;
  mailed: number;
  /** Incidents not mailed because of the daily cap, since the last mail. */
  unsent: number;
  incidents: Record<string, Incident>;
};

export type ScreenAlert =
  | { kind: "dark"; screens: AlertScreen[]; unsent: number }
  | { kind: "back"; screens: AlertScreen[]; since: number; unsent: number };

/** What the account says, read from D1 only when an incident is due: its hours are on its time zone's clock. */
export type AlertRules = { enabled: boolean; hours: OpeningHours | null; timeZone: string };

export const emptyAlertLog = (): AlertLog => ({ day: "", mailed: 0, unsent: 0, incidents: {} });

/** The screens whose 15 minutes have not been decided yet, oldest first. */
const undecided = (dark: Record<string, DarkScreen>) =>
  Object.values(dark)
    .filter((screen) => !screen.alerted)
    .sort((a, b) => a.lastSeenAt - b.lastSeenAt);

/** When the next incident is due, or null when none waits. */
export function nextIncidentAt(dark: Record<string, DarkScreen>): number | null {
  const first = undecided(dark)[0];
  return first ? first.lastSeenAt + ALERT_AFTER_MS : null;
}

export function incidentDue(dark: Record<string, DarkScreen>, now: number) {
  const due = nextIncidentAt(dark);
  return due !== null && now >= due;
}

/** Decides every incident that is due: mailed (pushed to `alerts`), or kept quiet. */
export function raiseIncidents(
  dark: Record<string, DarkScreen>,
  log: AlertLog,
  now: number,
  rules: AlertRules,
  alerts: ScreenAlert[],
) {
  for (let first = undecided(dark)[0]; first && now >= first.lastSeenAt + ALERT_AFTER_MS; first = undecided(dark)[0]) {
    const windowEnd = first.lastSeenAt + ALERT_AFTER_MS;
    const group = undecided(dark).filter((screen) => screen.lastSeenAt <= windowEnd);
    for (const screen of group) screen.alerted = true;
    const open = rules.hours === null || isOpenAt(rules.hours, now, rules.timeZone);
    if (!rules.enabled || !open) continue;
    // At most so many mails a day: the shop's day.
    const day = shopDay(now, rules.timeZone);
    if (log.day !== day) {
      log.day = day;
      log.mailed = 0;
    }
    if (log.mailed >= MAX_INCIDENT_MAILS_A_DAY) {
      log.unsent += 1;
      continue;
    }
    log.mailed += 1;
    const screens = group.map(({ screenId, lastSeenAt, info }) => ({ screenId, lastSeenAt, info }));
    const id = `${first.lastSeenAt}-${first.screenId}`;
    log.incidents[id] = { id, startedAt: first.lastSeenAt, screens, waiting: screens.map((s) => s.screenId) };
    for (const screen of group) screen.incident = id;
    alerts.push({ kind: "dark", screens, unsent: log.unsent });
    log.unsent = 0;
  }
}

/** A dark screen plays again: its incident's "back" mail goes out once the last of its screens is back. */
export function screenBack(dark: Record<string, DarkScreen>, log: AlertLog, screenId: string, alerts: ScreenAlert[]) {
  const screen = dark[screenId];
  delete dark[screenId];
  const incident = screen?.incident ? log.incidents[screen.incident] : undefined;
  if (!incident) return;
  incident.waiting = incident.waiting.filter((id) => id !== screenId);
  if (incident.waiting.length > 0) return;
  delete log.incidents[incident.id];
  alerts.push({ kind: "back", screens: incident.screens, since: incident.startedAt, unsent: log.unsent });
  log.unsent = 0;
}

/** Drops what no mail can follow any more: decided dark screens and incidents older than a week. */
export function forgetOld(dark: Record<string, DarkScreen>, log: AlertLog, now: number) {
  for (const screen of Object.values(dark)) {
    if (screen.alerted && now - screen.lastSeenAt > FORGET_AFTER_MS) delete dark[screen.screenId];
  }
  for (const incident of Object.values(log.incidents)) {
    if (now - incident.startedAt > FORGET_AFTER_MS) delete log.incidents[incident.id];
  }
}
