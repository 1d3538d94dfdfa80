import { berlinDay, splitByBerlinDay } from "@contract/berlin-days";
import type { NowShowing, PlayReport, ScreenInfo } from "@contract/cable";
import type { PresenceSummary } from "../db/screen-presence";
import type { PlayCount } from "../db/screens";
import {
  ALERT_AFTER_MS,
  type AlertLog,
  type AlertRules,
  type DarkScreen,
  emptyAlertLog,
  forgetOld,
  incidentDue,
  nextIncidentAt,
  raiseIncidents,
  type ScreenAlert,
  screenBack,
} from "./screen-alerts";
import { OFFLINE_AFTER_MS, screenStatus } from "./screen-status";

/**
 * The screens of one account, as its cable Durable Object keeps them
 * (decisions.md: heartbeat and offline threshold). Pure and clock-driven,
 * so the rules are tested with an accelerated clock; the object persists
 * `state` and writes what `drain` hands it to D1.
 *
 * - A session is one slideshow on one screen, from its first connection
 *   until it has had no socket and no heartbeat for 50 s. A reconnect inside
 *   those 50 s (a deploy that drops every socket, a Wi-Fi hiccup) continues
 *   it, and the gap counts: the TV kept playing.
 * - Runtime is the time a session is visible; it is split by Europe/Berlin
 *   day as it is counted.
 * - D1 gets a summary when a session opens or closes, and at most every
 *   5 minutes while one runs; never one write per heartbeat.
 */
export const HEARTBEAT_MS = 15_000;
export { OFFLINE_AFTER_MS };
export const FLUSH_EVERY_MS = 5 * 60_000;
export { ALERT_AFTER_MS, type ScreenAlert };

const HOUR_MS = 3_600_000;

const playKey = (play: Pick<PlayCount, "screenId" | "kind" | "itemId" | "hour">) =>
  [play.screenId, play.kind, play.itemId, play.hour].join("\t");

export type Session = {
  id: string;
  screenId: string;
  startedAt: number;
  lastSeenAt: number;
  /** Runtime is counted up to here. */
  countedUntil: number;
  visible: boolean;
  /** The connection ids of its open sockets. */
  sockets: string[];
  runtimeMs: number;
  info: ScreenInfo;
  endedAt: number | null;
  /** What the screen last said it shows (issue 23), the slide delay it plays at, and when it said so. */
  showing?: NowShowing | null;
  delayMs?: number | null;
  reportedAt?: number | null;
  /** The screen said it is stalled (and reloads once); cleared by its next report. */
  stalled?: boolean;
};

export type PresenceState = {
  sessions: Record<string, Session>;
  /** Screens that went dark after playing, and the owner's mails about them (screen-alerts.ts). */
  dark: Record<string, DarkScreen>;
  alertLog: AlertLog;
  /** Runtime counted since the last drain, by day; whole seconds go out, the rest stays. */
  pendingDays: Record<string, number>;
  /** The same per screen (its runtime today, this month, in total): screen id → day → ms. */
  pendingScreenDays: Record<string, Record<string, number>>;
  /** Plays reported since the last drain: `screen \t kind \t id \t hour` → count. */
  pendingPlays: Record<string, number>;
  /** Screens whose session opened or was shown or hidden since the last drain (written at once). */
  changed: string[];
  flushedAt: number;
  lastOnlineAt: number | null;
  lastOfflineAt: number | null;
};

/** What `drain` hands the object to write to D1: the summary D1 takes, with the sessions in full. */
export type Summary = Omit<PresenceSummary, "sessions"> & { sessions: Session[] };

export const emptyPresence = (now: number): PresenceState => ({
  sessions: {},
  dark: {},
  alertLog: emptyAlertLog(),
  pendingDays: {},
  pendingScreenDays: {},
  pendingPlays: {},
  changed: [],
  flushedAt: now,
  lastOnlineAt: null,
  lastOfflineAt: null,
});

/**
 * The account's status fields of a summary (decisions.md "Screen statuses"):
 * how many of its screens play, stall or hide now, by the same rule as the
 * owner's My screens; "online" is exactly those with a session (a socket or a
 * sign of life within 50 s). The spec's status maps onto them: active while
 * one plays, connected while the online ones stall or hide, else inactive.
 */
function statusFields(open: Session[], now: number): Pick<Summary, "status" | "onlineCount" | "statusCounts"> {
  const statusCounts = { playing: 0, stalled: 0, hidden: 0 };
  for (const session of open) {
    const status = screenStatus(session, now);
    if (status !== "offline") statusCounts[status] += 1;
  }
  const onlineCount = statusCounts.playing + statusCounts.stalled + statusCounts.hidden;
  const status = statusCounts.playing > 0 ? "active" : onlineCount > 0 ? "connected" : "inactive";
  return { status, onlineCount, statusCounts };
}

export class Presence {
  readonly alerts: ScreenAlert[] = [];

  constructor(
    readonly state: PresenceState,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    // A state stored before issue 23 lacks these.
    state.pendingScreenDays ??= {};
    state.pendingPlays ??= {};
    state.alertLog ??= emptyAlertLog();
  }

  /** Whether the screen has a session (online, or within its 50 s to come back). */
  has(screenId: string) {
    return screenId in this.state.sessions;
  }

  /** How many screens have a session now. */
  liveScreens() {
    return Object.keys(this.state.sessions).length;
  }

  /**
   * A screen's report (issue 23): what it shows now, at which slide delay,
   * whether it found itself stalled, and the plays it counted since its last
   * one. Plays wait here for the next summary: never one D1 write per slide.
   */
  report(
    screenId: string,
    now: number,
    report: { showing?: NowShowing; delayMs?: number; stalled?: boolean; plays?: PlayReport[] },
  ) {
    const session = this.state.sessions[screenId];
    if (!session) return;
    if (report.showing) session.showing = report.showing;
    if (report.delayMs) session.delayMs = report.delayMs;
    session.reportedAt = now;
    const stalled = report.stalled === true;
    // Stalled or not changes the account's status counts: worth a summary at once, like shown or hidden.
    if (stalled !== (session.stalled ?? false)) this.state.changed.push(screenId);
    session.stalled = stalled;
    const pending = this.state.pendingPlays;
    for (const play of report.plays ?? []) {
      const key = playKey({ screenId, kind: play.kind, itemId: play.id, hour: play.hour });
      pending[key] = (pending[key] ?? 0) + play.count;
    }
  }

  /** Plays counted but not yet written to D1. */
  unsavedPlays(): PlayCount[] {
    return Object.entries(this.state.pendingPlays).map(([key, plays]) => {
      const [screenId = "", kind, itemId = "", hour] = key.split("\t");
      return { screenId, kind: kind === "ad" ? "ad" : "style", itemId, hour: Number(hour), plays };
    });
  }

  /** A screen's socket joined (a slideshow subscribed, or came back). */
  connect(screenId: string, socketId: string, info: ScreenInfo, now: number) {
    const current = this.state.sessions[screenId];
    if (current && (current.sockets.length > 0 || now - current.lastSeenAt <= OFFLINE_AFTER_MS)) {
      this.count(current, now);
      current.sockets = [...new Set([...current.sockets, socketId])];
      current.lastSeenAt = now;
      current.info = { ...current.info, ...info };
      return current;
    }
    if (current) this.end(current);
    const session: Session = {
      id: this.newId(),
      screenId,
      startedAt: now,
      lastSeenAt: now,
      countedUntil: now,
      visible: true,
      sockets: [socketId],
      runtimeMs: 0,
      info,
      endedAt: null,
    };
    this.state.sessions[screenId] = session;
    this.state.changed.push(screenId);
    this.state.lastOnlineAt = now;
    screenBack(this.state.dark, this.state.alertLog, screenId, this.alerts);
    return session;
  }

  /** A heartbeat: the screen is there, visible or not. */
  seen(screenId: string, now: number, visible?: boolean) {
    const session = this.state.sessions[screenId];
    if (!session || now < session.lastSeenAt) return;
    this.count(session, now);
    session.lastSeenAt = now;
    // Shown or hidden changes the account's status (active or connected): worth a summary at once.
    if (visible !== undefined && visible !== session.visible) this.state.changed.push(screenId);
    if (visible !== undefined) session.visible = visible;
  }

  /** A socket closed; the session waits 50 s for the screen to come back. */
  disconnect(screenId: string, socketId: string, now: number) {
    const session = this.state.sessions[screenId];
    if (!session?.sockets.includes(socketId)) return;
    this.count(session, now);
    session.lastSeenAt = Math.max(session.lastSeenAt, now);
    session.sockets = session.sockets.filter((id) => id !== socketId);
  }

  /** The screen says it is going away (its page closes): the session ends now, not 50 s later. */
  leave(screenId: string, now: number) {
    const session = this.state.sessions[screenId];
    if (!session) return;
    this.count(session, now);
    session.lastSeenAt = Math.max(session.lastSeenAt, now);
    session.sockets = [];
    this.end(session);
  }

  /**
   * The periodic check. `liveSockets`: the connection ids the object still
   * has (after a restart, sockets it remembers but no longer has are gone).
   */
  tick(now: number, liveSockets: ReadonlySet<string>) {
    for (const session of Object.values(this.state.sessions)) {
      const dropped = session.sockets.filter((id) => !liveSockets.has(id));
      if (dropped.length) session.sockets = session.sockets.filter((id) => liveSockets.has(id));
      if (session.sockets.length > 0) {
        this.count(session, now);
        session.lastSeenAt = now;
      } else if (now - session.lastSeenAt > OFFLINE_AFTER_MS) {
        this.end(session);
      }
    }
    forgetOld(this.state.dark, this.state.alertLog, now);
  }

  /** Whether screens have been dark 15 minutes and wait for a decision: the object then reads the account's rules. */
  alertDue(now: number) {
    return incidentDue(this.state.dark, now);
  }

  /** Decides the incidents that are due with the account's rules (opening hours, alerts on or off, the daily cap). */
  raiseAlerts(now: number, rules: AlertRules) {
    raiseIncidents(this.state.dark, this.state.alertLog, now, rules, this.alerts);
  }

  /** Whether D1 should hear from us now: a session opened or closed, or 5 minutes of running. */
  dueForFlush(now: number) {
    const running = Object.keys(this.state.sessions).length > 0;
    return (
      this.state.changed.length > 0 || this.ended.size > 0 || (running && now - this.state.flushedAt >= FLUSH_EVERY_MS)
    );
  }

  /**
   * What to write to D1: the sessions that opened or closed, and every
   * running one every 5 minutes; the whole seconds of runtime counted since
   * the last drain (the rest stays for the next).
   */
  drain(now: number): Summary {
    const periodic = now - this.state.flushedAt >= FLUSH_EVERY_MS;
    const opened = new Set(this.state.changed);
    const open = Object.values(this.state.sessions);
    const sessions = [...this.ended.values(), ...open.filter((session) => periodic || opened.has(session.screenId))];
    const days: Record<string, number> = {};
    let runtimeSeconds = 0;
    for (const [day, ms] of Object.entries(this.state.pendingDays)) {
      const seconds = Math.floor(ms / 1000);
      if (seconds > 0) days[day] = seconds;
      runtimeSeconds += seconds;
      const rest = ms - seconds * 1000;
      if (rest > 0 && day === berlinDay(now)) this.state.pendingDays[day] = rest;
      else delete this.state.pendingDays[day];
    }
    const screenDays: PresenceSummary["screenDays"] = [];
    for (const [screenId, byDay] of Object.entries(this.state.pendingScreenDays)) {
      for (const [day, ms] of Object.entries(byDay)) {
        const seconds = Math.floor(ms / 1000);
        if (seconds > 0) screenDays.push({ screenId, day, seconds });
        const rest = ms - seconds * 1000;
        if (rest > 0 && day === berlinDay(now)) byDay[day] = rest;
        else delete byDay[day];
      }
      if (Object.keys(byDay).length === 0) delete this.state.pendingScreenDays[screenId];
    }
    // An hour's plays go to D1 once it is over (or when the last screen leaves): one row write per screen, item
    // and hour, not one per summary. Until then the object answers for them (`unsavedPlays`).
    const running = Object.keys(this.state.sessions).length > 0;
    const thisHour = Math.floor(now / HOUR_MS) * HOUR_MS;
    const plays = this.unsavedPlays().filter((play) => !running || play.hour < thisHour);
    for (const play of plays) delete this.state.pendingPlays[playKey(play)];
    this.state.changed = [];
    if (periodic) this.state.flushedAt = now;
    this.ended.clear();
    return {
      sessions: sessions.map((session) => ({ ...session, sockets: [...session.sockets] })),
      days,
      screenDays,
      plays,
      runtimeSeconds,
      ...statusFields(open, now),
      lastOnlineAt: this.state.lastOnlineAt,
      lastOfflineAt: this.state.lastOfflineAt,
    };
  }

  /** When the object should wake next: only while a screen is connected or a dark screen awaits its alert. */
  nextWake(now: number, checkEveryMs: number): number | null {
    const sessions = Object.values(this.state.sessions);
    const incident = nextIncidentAt(this.state.dark);
    const waits = incident === null ? [] : [incident];
    if (sessions.length > 0) waits.push(now + checkEveryMs);
    return waits.length ? Math.max(now + 1000, Math.min(...waits)) : null;
  }

  /** Ended sessions, kept until the drain of this same event writes them. */
  private readonly ended = new Map<string, Session>();

  private end(session: Session) {
    this.count(session, session.lastSeenAt);
    session.endedAt = session.lastSeenAt;
    delete this.state.sessions[session.screenId];
    this.ended.set(session.id, session);
    this.state.lastOfflineAt = session.lastSeenAt;
    if (session.runtimeMs > 0) {
      this.state.dark[session.screenId] = {
        screenId: session.screenId,
        lastSeenAt: session.lastSeenAt,
        alerted: false,
        info: session.info,
      };
    }
  }

  private count(session: Session, until: number) {
    if (until <= session.countedUntil) return;
    if (session.visible) {
      const screenDays = this.state.pendingScreenDays[session.screenId] ?? {};
      this.state.pendingScreenDays[session.screenId] = screenDays;
      for (const [day, ms] of splitByBerlinDay(session.countedUntil, until)) {
        this.state.pendingDays[day] = (this.state.pendingDays[day] ?? 0) + ms;
        screenDays[day] = (screenDays[day] ?? 0) + ms;
        session.runtimeMs += ms;
      }
    }
    session.countedUntil = until;
  }
}
