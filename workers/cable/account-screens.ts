import { type ScreenInfo, type ScreenStatus, WATCH_FOR_MS } from "@contract/cable";
import { readConfig } from "@contract/config";
import type { ScreenProblem } from "@contract/player-problems";
import { DEFAULT_TIME_ZONE } from "@contract/shop-clock";
import { VISIT_DEDUPE_MS } from "@contract/visits";
import { writeScans } from "../db/scans";
import { findAlertRules, findScreenNames, findTimeZone } from "../db/screen-alerts";
import { findScreenAlertRecipient, writePresenceSummary } from "../db/screen-presence";
import { type NewScreenProblem, recordScreenProblem } from "../db/screen-problems";
import { writeVisits } from "../db/visits";
import { createMailer, type Mail } from "../mail/mailer";
import { type ScreenMailContext, screenBackMail, screenDarkMail } from "../mail/templates";
import {
  emptyPresence,
  Presence,
  type PresenceSummary,
  type ScreenReport,
  type Stint,
  type StoredPresence,
} from "../screen-model/presence";
import { emptyScanTally, type ScanCount, ScanTally, type ScanTallyState } from "../screen-model/scan-tally";
import { type AlertRules, MAX_INCIDENT_MAILS_A_DAY, type ScreenAlert } from "../screen-model/screen-alerts";
import { screenStatus } from "../screen-model/screen-status";
import {
  type Counted,
  emptyVisitTally,
  type Tap,
  type TapCount,
  type Visit,
  type VisitCount,
  VisitTally,
  type VisitTallyState,
} from "../screen-model/visit-tally";
import { slideshowStream } from "./channels";
import { SeenPhones } from "./seen-phones";

/** At most this many screens of one account are counted at once; more still play, as viewers. */
export const MAX_COUNTED_SCREENS = 25;
/** How often the object checks its screens while any is connected (ADR 0015). */
export const PRESENCE_CHECK_MS = 50_000;
const PRESENCE_KEY = "presence";
const SCANS_KEY = "scans";
const VISITS_KEY = "visits";
/** When the object must next forget phones whose window ended (kept so that hibernation does not lose it). */
const SWEEP_KEY = "seen_sweep";
/** How long counted visits and taps wait in memory, for more to share their storage write. */
export const VISITS_WRITE_DELAY_MS = 1000;
const ACCOUNT_KEY = "account_id";
/**
 * The server's own limit on a screen's problems (issue 34), over the TV's (3 in 10 minutes): a player changed
 * to send more, or many tabs with one ticket, still write at most this many a window.
 */
export const SCREEN_PROBLEM_LIMIT = { limit: 10, windowSeconds: 3_600 };
/** A problem's time is the TV's when it is plausible (told late after an offline spell), else the server's. */
const PROBLEM_TIME_SKEW_MS = 24 * 3_600_000;
const TIME_ZONE_KEY = "time_zone";
/** The connection id of a heartbeat that came over HTTP instead of a socket. */
const HTTP_HEARTBEAT = "http";

/** What the account's screens read and write in D1. */
export type ScreenRecords = {
  writeSummary(accountId: string, summary: PresenceSummary, now: number): Promise<void>;
  writeScans(accountId: string, counts: ScanCount[]): Promise<void>;
  writeVisits(accountId: string, counts: { visits: VisitCount[]; taps: TapCount[] }): Promise<void>;
  alertRules(accountId: string): Promise<AlertRules>;
  timeZone(accountId: string): Promise<string>;
  alertRecipient(accountId: string): Promise<{ email: string } | null>;
  screenNames(accountId: string, screenIds: string[]): Promise<Map<string, string>>;
  /** Keeps a screen's problem, within SCREEN_PROBLEM_LIMIT; true when kept. */
  recordProblem(accountId: string, screenId: string, problem: NewScreenProblem, now: number): Promise<boolean>;
};

export const screenRecordsIn = (db: D1Database): ScreenRecords => ({
  writeSummary: (accountId, summary, now) => writePresenceSummary(db, accountId, summary, now),
  writeScans: (accountId, counts) => writeScans(db, accountId, counts),
  writeVisits: (accountId, counts) => writeVisits(db, accountId, counts),
  alertRules: (accountId) => findAlertRules(db, accountId),
  timeZone: (accountId) => findTimeZone(db, accountId),
  alertRecipient: (accountId) => findScreenAlertRecipient(db, accountId),
  screenNames: (accountId, screenIds) => findScreenNames(db, accountId, screenIds),
  recordProblem: (accountId, screenId, problem, now) =>
    recordScreenProblem(db, accountId, screenId, problem, SCREEN_PROBLEM_LIMIT, now),
});

/** The owner's mail as the object sends it: the app's mailer and origin, read only when a mail is due. */
export function outboxOf(env: Env) {
  const config = readConfig(env);
  const mailer = createMailer(env, config);
  return { origin: config.APP_ORIGIN ?? "", send: (mail: Mail) => mailer.send(mail) };
}

/** All the account's screens need from their Durable Object: small enough for a test to hand in fakes. */
export type ScreensHost = {
  storage: Pick<DurableObjectStorage, "get" | "put" | "list" | "delete" | "getAlarm" | "setAlarm" | "deleteAlarm">;
  records: ScreenRecords;
  /** Where the owner's mail goes out, and the origin its links start with; asked only when a mail is due. */
  outbox(): { origin: string; send(mail: Mail): Promise<void> };
  /** Pushes a message to every subscription of a stream; answers how many got it. */
  broadcast(stream: string, message: unknown): Promise<number>;
};

/** A screen online now, as the object sees it: its stint (all it reported) and its status. */
export type LiveScreen = Stint & { status: ScreenStatus };

/** A screen's socket the object found silent at its check: gone since its last ping. */
export type SilentSocket = { screenId: string; connectionId: string; lastPing: number };

/**
 * One account's screens, as its cable object keeps them: presence and
 * heartbeats, reports and plays, scans, the wake-ups, and the owner's
 * dark and back mails. The object hands it what the sockets say; this class
 * knows no socket. It keeps the pure models (`workers/screen-model/`) in the object's
 * storage, writes their summaries to D1, and sets the object's next alarm.
 */
export class AccountScreens {
  private presence: Presence | null = null;
  private scans: ScanTally | null = null;
  private visits: VisitTally | null = null;
  private readonly seen: SeenPhones;
  /** The pending write of visits and taps counted in the last moment (`writeCounted`). */
  private writeTimer: ReturnType<typeof setTimeout> | null = null;
  /** The account: kept in storage across hibernation, read from it once per wake-up. */
  private accountId: string | null = null;
  /** Until when the owner's My screens counts as open (memory only: after hibernation it is simply pushed again). */
  private watchedUntil = 0;

  constructor(private readonly host: ScreensHost) {
    this.seen = new SeenPhones(host.storage);
  }

  /** Stores the account once, not on every heartbeat. */
  async rememberAccount(accountId: string) {
    if ((await this.account()) === accountId) return;
    this.accountId = accountId;
    await this.host.storage.put(ACCOUNT_KEY, accountId);
  }

  /**
   * A screen's socket subscribed to its slideshow: it is counted as present,
   * unless the account has MAX_COUNTED_SCREENS already (it still plays, a TV must
   * never go blank, but is not counted). True when it is counted.
   */
  async connect(screenId: string, connectionId: string, info: ScreenInfo, now: number) {
    const presence = await this.loadPresence();
    if (!presence.has(screenId) && presence.liveScreens() >= MAX_COUNTED_SCREENS) return false;
    // A connect is rare: the moment to catch up with a zone changed while a push to this object failed.
    await this.readTimeZone();
    presence.connect(screenId, connectionId, info, now);
    await this.savePresence(now);
    return true;
  }

  /** A counted screen's report (an event heartbeat: mount, visibility, a slide, a minute). */
  async report(screenId: string, report: ScreenReport, now: number) {
    (await this.loadPresence()).report(screenId, now, report);
    await this.savePresence(now);
  }

  /**
   * What went wrong in a counted screen's player (issue 34): kept in D1 as its last problem, with the browser its
   * socket opened with. No stint state changes, so nothing else is stored. True when kept.
   */
  async problem(screenId: string, problem: ScreenProblem, info: ScreenInfo, now: number) {
    const accountId = await this.account();
    if (!accountId) return false;
    const at = problem.at <= now && problem.at > now - PROBLEM_TIME_SKEW_MS ? problem.at : now;
    const browser = info.browser_name ? [info.browser_name, info.browser_version].filter(Boolean).join(" ") : null;
    try {
      return await this.host.records.recordProblem(
        accountId,
        screenId,
        { kind: problem.kind, message: problem.message, at, browser },
        now,
      );
    } catch (error) {
      console.error("screen problem not kept", accountId, error);
      return false;
    }
  }

  /** A counted screen's socket closed or failed. */
  async disconnect(screenId: string, connectionId: string, now: number) {
    (await this.loadPresence()).disconnect(screenId, connectionId, now);
    await this.savePresence(now);
  }

  /**
   * The object's alarm: `live` are the connection ids it still has, `silent`
   * the screens' sockets whose pings stopped (it closes them). Screens dark
   * for 15 minutes: only now are the owner's rules read from D1.
   */
  async check(now: number, live: ReadonlySet<string>, silent: SilentSocket[]) {
    const presence = await this.loadPresence();
    for (const socket of silent) presence.disconnect(socket.screenId, socket.connectionId, socket.lastPing);
    presence.tick(now, live);
    if (presence.alertDue(now)) presence.raiseAlerts(now, await this.alertRules());
    await this.writeCounted(now);
    await this.forgetSeenPhones(now);
    await this.savePresence(now);
    await this.saveScans(now);
    await this.saveVisits(now);
  }

  /** A heartbeat over HTTP (a screen that cannot keep a socket): opens or continues its stint, for 50 s. */
  async screenOnline(accountId: string, screenId: string, visible: boolean, info: ScreenInfo) {
    await this.rememberAccount(accountId);
    const now = Date.now();
    const presence = await this.loadPresence();
    presence.connect(screenId, HTTP_HEARTBEAT, info, now);
    presence.seen(screenId, now, visible);
    presence.disconnect(screenId, HTTP_HEARTBEAT, now);
    await this.savePresence(now);
  }

  /** The screen's page is closing: its stint ends now. */
  async screenOffline(accountId: string, screenId: string) {
    await this.rememberAccount(accountId);
    const now = Date.now();
    (await this.loadPresence()).leave(screenId, now);
    await this.savePresence(now);
  }

  /** Its owner removed the screen: its stint ends now, and no "gone dark" mail follows. */
  async forget(screenId: string, now: number) {
    const presence = await this.loadPresence();
    presence.leave(screenId, now);
    delete presence.state.dark[screenId];
    await this.savePresence(now);
  }

  /** Plays counted but not yet in D1 (the current hour's). */
  async unsavedPlays() {
    return (await this.loadPresence()).unsavedPlays();
  }

  /** One scan, unless the same phone (`visitor`) scanned the same code within 10 minutes; true when it counted. */
  async countScan(accountId: string, visitor: string, scan: Omit<ScanCount, "hour" | "scans">) {
    await this.rememberAccount(accountId);
    const now = Date.now();
    const counted = (await this.loadScans()).count(visitor, scan, now);
    // The same phone again: nothing changed, nothing to store.
    if (counted) await this.saveScans(now);
    return counted;
  }

  /** Scans counted but not yet in D1 (the current hour's). */
  async unsavedScans() {
    return (await this.loadScans()).unsaved();
  }

  /**
   * One visit of the shop's pages (issue 36), unless the same phone (`visitor`, a hash for this page) was counted
   * within 30 minutes; true when it counted.
   */
  async countVisit(accountId: string, visitor: string, visit: Visit) {
    return this.countOnce(accountId, visitor, (tally, now) => tally.addVisit(visit, now));
  }

  /** One tap on a contact channel, unless the same phone (a hash for this channel) tapped it within 30 minutes. */
  async countTap(accountId: string, visitor: string, tap: Tap) {
    return this.countOnce(accountId, visitor, (tally, now) => tally.addTap(tap, now));
  }

  /** Visits and taps a Worker gathered for a moment (`send-count.ts`), each counted as it would be alone; how many counted. */
  async countAll(accountId: string, counts: Counted[]) {
    let counted = 0;
    for (const item of counts) {
      const once =
        "visit" in item
          ? await this.countVisit(accountId, item.visitor, item.visit)
          : await this.countTap(accountId, item.visitor, item.tap);
      if (once) counted++;
    }
    return counted;
  }

  /** Visits and taps counted but not yet in D1 (the current hour's). */
  async unsavedVisits() {
    return (await this.loadVisits()).unsaved();
  }

  /**
   * The hot path of every visit and tap: one read (was the phone seen?), from memory when the object saw it, and no
   * write of its own. What it counted is written within VISITS_WRITE_DELAY_MS, with whatever came meanwhile, in one
   * storage write (`writeCounted`): a busy shop's visits share it. An object that fails in that moment loses those
   * counts, never a visitor's page.
   */
  private async countOnce(accountId: string, visitor: string, add: (tally: VisitTally, now: number) => void) {
    await this.rememberAccount(accountId);
    const now = Date.now();
    const seen = await this.seen.until(visitor);
    if (seen !== undefined && seen > now) return false;
    await this.seen.remember(visitor, now + VISIT_DEDUPE_MS);
    add(await this.loadVisits(), now);
    this.writeTimer ??= setTimeout(() => {
      this.writeCounted(Date.now()).catch((error) => console.error("visits not stored", this.accountId, error));
    }, VISITS_WRITE_DELAY_MS);
    return true;
  }

  /**
   * Stores the phones counted since the last write and the tally, and moves the alarm only when it must come
   * earlier: the hour's end writes the tally to D1, the window's end forgets the phones.
   */
  async writeCounted(now: number) {
    if (this.writeTimer) clearTimeout(this.writeTimer);
    this.writeTimer = null;
    const seen = this.seen.unwritten();
    if (Object.keys(seen).length === 0) return;
    const { storage } = this.host;
    const tally = await this.loadVisits();
    const sweepAt = (await storage.get<number>(SWEEP_KEY)) ?? now + VISIT_DEDUPE_MS;
    await storage.put({ ...seen, [VISITS_KEY]: tally.state, [SWEEP_KEY]: sweepAt });
    const due = Math.min(sweepAt, tally.nextWake(now) ?? sweepAt);
    const alarm = await storage.getAlarm();
    if (alarm === null || alarm > due || alarm <= now) await storage.setAlarm(Math.max(due, now + 1000));
  }

  /** The open stints, as the object keeps them. */
  async stints() {
    return Object.values((await this.loadPresence()).state.stints);
  }

  /**
   * Each screen with a stint now, with its status (decisions.md): what it
   * last reported and since when, as My screens shows it. The owner is
   * looking: the screens are told to report every slide for a while (at
   * most one push per half of it).
   */
  async liveScreens(now: number): Promise<LiveScreen[]> {
    if (now >= this.watchedUntil - WATCH_FOR_MS / 2) {
      this.watchedUntil = now + WATCH_FOR_MS;
      const accountId = await this.account();
      if (accountId) await this.host.broadcast(slideshowStream(accountId), { type: "watch", for_ms: WATCH_FOR_MS });
    }
    return (await this.stints()).map((stint) => ({ ...stint, status: screenStatus(stint, now) }));
  }

  private async account() {
    this.accountId ??= (await this.host.storage.get<string>(ACCOUNT_KEY)) ?? null;
    return this.accountId;
  }

  private async loadPresence() {
    if (!this.presence) {
      this.presence = new Presence(
        (await this.host.storage.get<StoredPresence>(PRESENCE_KEY)) ?? emptyPresence(Date.now()),
      );
      this.presence.timeZone = (await this.host.storage.get<string>(TIME_ZONE_KEY)) ?? DEFAULT_TIME_ZONE;
    }
    return this.presence;
  }

  /**
   * The shop's time zone changed (the profile's save tells the object): runtime from now on is cut at its
   * midnights. What was counted before stays on the days it was counted on.
   */
  async changeTimeZone(timeZone: string) {
    const presence = await this.loadPresence();
    if (presence.timeZone === timeZone) return;
    presence.timeZone = timeZone;
    await this.host.storage.put(TIME_ZONE_KEY, timeZone);
  }

  /** The zone as D1 has it; when D1 cannot say, the one the object knows stays. */
  private async readTimeZone() {
    const accountId = await this.account();
    if (!accountId) return;
    try {
      await this.changeTimeZone(await this.host.records.timeZone(accountId));
    } catch (error) {
      console.error("time zone read failed", accountId, error);
    }
  }

  /** Stores the state, writes D1's summary when one is due, sends the owner's alerts, and sets the next wake-up. */
  private async savePresence(now: number) {
    const presence = await this.loadPresence();
    const accountId = await this.account();
    if (accountId && presence.dueForFlush(now)) {
      const summary = presence.drain(now);
      try {
        await this.host.records.writeSummary(accountId, summary, now);
      } catch (error) {
        // A deleted account has nothing left to summarise; anything else is logged, and the next drain tries again.
        console.error("presence summary failed", accountId, error);
      }
    }
    const alerts = presence.alerts.splice(0);
    if (accountId && alerts.length) await this.sendAlerts(accountId, alerts, now);
    await this.host.storage.put(PRESENCE_KEY, presence.state);
    await this.scheduleWake(now);
  }

  private async loadScans() {
    this.scans ??= new ScanTally((await this.host.storage.get<ScanTallyState>(SCANS_KEY)) ?? emptyScanTally());
    return this.scans;
  }

  /** Writes the scans of hours that are over, stores the rest (and the phones' hashes of this window). */
  private async saveScans(now: number) {
    const tally = await this.loadScans();
    const accountId = await this.account();
    const done = tally.drain(now);
    if (accountId && done.length) {
      try {
        await this.host.records.writeScans(accountId, done);
      } catch (error) {
        // As the presence summary: a deleted account has nothing to count; anything else is logged.
        console.error("scans not written", accountId, error);
      }
    }
    await this.host.storage.put(SCANS_KEY, tally.state);
    await this.scheduleWake(now);
  }

  private async loadVisits() {
    this.visits ??= new VisitTally((await this.host.storage.get<VisitTallyState>(VISITS_KEY)) ?? emptyVisitTally());
    return this.visits;
  }

  /** Writes the visits and taps of hours that are over, and stores the rest. */
  private async saveVisits(now: number) {
    const tally = await this.loadVisits();
    const accountId = await this.account();
    const done = tally.drain(now);
    if (accountId && done.visits.length + done.taps.length) {
      try {
        await this.host.records.writeVisits(accountId, done);
      } catch (error) {
        // As the scans: a deleted account has nothing to count; anything else is logged.
        console.error("visits not written", accountId, error);
      }
    }
    await this.host.storage.put(VISITS_KEY, tally.state);
    await this.scheduleWake(now);
  }

  /** At a wake-up: forgets the phones whose window ended, and keeps when the next of them ends. */
  private async forgetSeenPhones(now: number) {
    const sweepAt = await this.host.storage.get<number>(SWEEP_KEY);
    if (sweepAt === undefined || sweepAt > now) return;
    const next = await this.seen.sweep(now);
    if (next === null) await this.host.storage.delete(SWEEP_KEY);
    else await this.host.storage.put(SWEEP_KEY, next);
  }

  /**
   * The next alarm: the presence's (screens connected, an alert due), the scans' (a window or an hour ending), the
   * visits' (an hour ending) or the seen phones' (a window ending).
   */
  private async scheduleWake(now: number) {
    const sweepAt = (await this.host.storage.get<number>(SWEEP_KEY)) ?? null;
    const wakes = [
      (await this.loadPresence()).nextWake(now, PRESENCE_CHECK_MS),
      (await this.loadScans()).nextWake(now),
      (await this.loadVisits()).nextWake(now),
      sweepAt === null ? null : Math.max(sweepAt, now + 1000),
    ].filter((at): at is number => at !== null);
    const next = wakes.length ? Math.min(...wakes) : null;
    const { storage } = this.host;
    const current = await storage.getAlarm();
    if (next === null) {
      if (current !== null) await storage.deleteAlarm();
    } else if (current === null || current > next || current <= now) {
      await storage.setAlarm(next);
    }
  }

  /** The account's alert rules; when D1 cannot say, the incident is kept quiet rather than mailed at night. */
  private async alertRules(): Promise<AlertRules> {
    const accountId = await this.account();
    if (!accountId) return { enabled: false, hours: null, timeZone: DEFAULT_TIME_ZONE };
    try {
      return await this.host.records.alertRules(accountId);
    } catch (error) {
      console.error("screen alert rules failed", accountId, error);
      return { enabled: false, hours: null, timeZone: DEFAULT_TIME_ZONE };
    }
  }

  /** One mail per incident or return, naming each screen as the owner named it on My screens. */
  private async sendAlerts(accountId: string, alerts: ScreenAlert[], now: number) {
    try {
      const recipient = await this.host.records.alertRecipient(accountId);
      if (!recipient) return;
      const ids = [...new Set(alerts.flatMap((alert) => alert.screens.map((screen) => screen.screenId)))];
      const names = await this.host.records.screenNames(accountId, ids);
      const outbox = this.host.outbox();
      for (const alert of alerts) {
        const context = {
          origin: outbox.origin,
          accountId,
          unsent: alert.unsent,
          maxPerDay: MAX_INCIDENT_MAILS_A_DAY,
          timeZone: (await this.loadPresence()).timeZone,
        };
        await outbox.send(alertMail(alert, recipient.email, names, now, context));
      }
    } catch (error) {
      console.error("screen alert failed", accountId, error);
    }
  }
}

/** The owner's mail about an incident (its screens went dark) or its end (all of them are back). */
function alertMail(
  alert: ScreenAlert,
  to: string,
  names: Map<string, string>,
  now: number,
  context: ScreenMailContext,
): Mail {
  const screens = alert.screens.map((screen) => ({
    screenId: screen.screenId,
    name: names.get(screen.screenId) ?? null,
    browser: screen.info.browser_name,
    os: screen.info.os_name,
    lastSeenAt: screen.lastSeenAt,
  }));
  return alert.kind === "dark" ? screenDarkMail(to, screens, context) : screenBackMail(to, screens, now, context);
}
