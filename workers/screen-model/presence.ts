import { type Heartbeat, type NowShowing, OFFLINE_AFTER_MS, type ScreenInfo, type ScreenStatus } from "@contract/cable";
import { DEFAULT_TIME_ZONE, shopDay, splitByShopDay } from "@contract/shop-clock";
import { addPlays, listPlays, type PendingPlays, type PlayCount, takePlays } from "./plays";
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
import { screenStatus } from "./screen-status";

/**
 * The screens of one account, as its cable Durable Object keeps them
 * (decisions.md: heartbeat and offline threshold). Pure and clock-driven,
 * so the rules are tested with an accelerated clock; the object persists
 * `state` and writes what `drain` hands it to D1.
 *
 * - A stint is one run of a screen being online: one slideshow on one
 *   screen, from its first connection until it has had no socket and no
 *   heartbeat for 50 s. A reconnect inside those 50 s (a deploy that drops
 *   every socket, a Wi-Fi hiccup) continues it, and the gap counts: the TV
 *   kept playing. (A TV's login is its screen session, `sessions.kind =
 *   'screen'`: another thing. D1 keeps stints in `screen_sessions`.)
 * - Runtime is the time a stint is visible; it is split by the shop's day
 *   (midnight in its time zone, `timeZone`) as it is counted.
 * - D1 gets a summary when a stint opens or closes, and at most every
 *   5 minutes while one runs; never one write per heartbeat.
 *
 * The model owns the shapes it hands out (`PresenceSummary`, `PlayCount`):
 * `workers/db` writes them and imports them from here, never the other way.
 */
export const FLUSH_EVERY_MS = 5 * 60_000;
export { ALERT_AFTER_MS, type PlayCount, type ScreenAlert };

/** One run of a screen being online (a row of `screen_sessions`). */
export type Stint = {
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
  /** The open stint of each screen that is online (or within its 50 s to come back). */
  stints: Record<string, Stint>;
  /** Screens that went dark after playing, and the owner's mails about them (screen-alerts.ts). */
  dark: Record<string, DarkScreen>;
  alertLog: AlertLog;
  /** Runtime counted since the last drain, by day; whole seconds go out, the rest stays. */
  pendingDays: Record<string, number>;
  /** The same per screen (its runtime today, this month, in total): screen id → day → ms. */
  pendingScreenDays: Record<string, Record<string, number>>;
  /** Plays reported since the last drain (plays.ts). */
  pendingPlays: PendingPlays;
  /** Screens whose stint opened or was shown or hidden since the last drain (written at once). */
  changed: string[];
  flushedAt: number;
  lastOnlineAt: number | null;
  lastOfflineAt: number | null;
};

/**
 * A state as a production object may hold it: one stored before issue 23
 * lacks the later fields, and one stored before issue 32 keeps its stints
 * under `sessions`.
 */
export type StoredPresence = Partial<PresenceState> & { sessions?: Record<string, Stint> };

/** What `drain` hands the object to write to D1 (`workers/db/screen-presence.ts`). Times are epoch ms. */
export type PresenceSummary = {
  /** The stints that opened or closed, and every open one every 5 minutes. */
  stints: Stint[];
  /** Seconds of runtime to add, by the shop's day. */
  days: Record<string, number>;
  /** The same per screen (issue 23). */
  screenDays: { screenId: string; day: string; seconds: number }[];
  /** Plays counted since the last summary (issue 23), added to their hourly rows. */
  plays: PlayCount[];
  runtimeSeconds: number;
  /** The spec's account status: active (one plays), connected (online ones stall or hide), inactive (none online). */
  status: "active" | "connected" | "inactive";
  /** Screens online now: exactly those playing, stalled or hidden (issue 23). */
  onlineCount: number;
  statusCounts: Record<Exclude<ScreenStatus, "offline">, number>;
  lastOnlineAt: number | null;
  lastOfflineAt: number | null;
};

/**
 * What a screen reports (issue 23), as its heartbeat carries it
 * (`contract/cable-schemas.ts`): whether it is visible, its screen's size,
 * what it shows at which slide delay, whether it found itself stalled, and
 * the plays it counted since its last report.
 */
export type ScreenReport = Partial<Omit<Heartbeat, "action" | "reason" | "timestamp">>;

export const emptyPresence = (now: number): PresenceState => ({
  stints: {},
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
 * owner's My screens; "online" is exactly those with a stint (a socket or a
 * sign of life within 50 s). The spec's status maps onto them: active while
 * one plays, connected while the online ones stall or hide, else inactive.
 */
function statusFields(open: Stint[], now: number): Pick<PresenceSummary, "status" | "onlineCount" | "statusCounts"> {
  const statusCounts = { playing: 0, stalled: 0, hidden: 0 };
  for (const stint of open) {
    const status = screenStatus(stint, now);
    if (status !== "offline") statusCounts[status] += 1;
  }
  const onlineCount = statusCounts.playing + statusCounts.stalled + statusCounts.hidden;
  const status = statusCounts.playing > 0 ? "active" : onlineCount > 0 ? "connected" : "inactive";
  return { status, onlineCount, statusCounts };
}

export class Presence {
  readonly alerts: ScreenAlert[] = [];
  readonly state: PresenceState;
  /** The shop's time zone, whose midnights cut runtime into days: the object sets it from the account. */
  timeZone = DEFAULT_TIME_ZONE;

  constructor(
    stored: StoredPresence,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    const { sessions, ...rest } = stored;
    this.state = { ...emptyPresence(0), ...rest, stints: stored.stints ?? sessions ?? {} };
  }

  /** Whether the screen has a stint (online, or within its 50 s to come back). */
  has(screenId: string) {
    return screenId in this.state.stints;
  }

  /** How many screens have a stint now. */
  liveScreens() {
    return Object.keys(this.state.stints).length;
  }

  /**
   * A screen's report, applied here and nowhere else: a sign of life (shown
   * or hidden), its screen's size, what it shows now at which slide delay,
   * whether it found itself stalled, and the plays it counted since its last
   * one. Plays wait here for the next summary: never one D1 write per slide.
   */
  report(screenId: string, now: number, report: ScreenReport) {
    const stint = this.state.stints[screenId];
    if (!stint) return;
    this.seen(screenId, now, report.visible);
    const { screen } = report;
    if (screen) {
      stint.info = {
        ...stint.info,
        screen_width: screen.width,
        screen_height: screen.height,
        orientation: screen.orientation,
        resolution: screen.resolution,
      };
    }
    if (report.showing) stint.showing = report.showing;
    if (report.delay_ms) stint.delayMs = report.delay_ms;
    stint.reportedAt = now;
    const stalled = report.stalled === true;
    // Stalled or not changes the account's status counts: worth a summary at once, like shown or hidden.
    if (stalled !== (stint.stalled ?? false)) this.state.changed.push(screenId);
    stint.stalled = stalled;
    addPlays(this.state.pendingPlays, screenId, report.plays ?? [], now);
  }

  /** Plays counted but not yet written to D1. */
  unsavedPlays(): PlayCount[] {
    return listPlays(this.state.pendingPlays);
  }

  /** A screen's socket joined (a slideshow subscribed, or came back). */
  connect(screenId: string, socketId: string, info: ScreenInfo, now: number) {
    const current = this.state.stints[screenId];
    if (current && (current.sockets.length > 0 || now - current.lastSeenAt <= OFFLINE_AFTER_MS)) {
      this.count(current, now);
      current.sockets = [...new Set([...current.sockets, socketId])];
      current.lastSeenAt = now;
      current.info = { ...current.info, ...info };
      return current;
    }
    if (current) this.end(current);
    const stint: Stint = {
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
    this.state.stints[screenId] = stint;
    this.state.changed.push(screenId);
    this.state.lastOnlineAt = now;
    screenBack(this.state.dark, this.state.alertLog, screenId, this.alerts);
    return stint;
  }

  /** A heartbeat: the screen is there, visible or not. */
  seen(screenId: string, now: number, visible?: boolean) {
    const stint = this.state.stints[screenId];
    if (!stint || now < stint.lastSeenAt) return;
    this.count(stint, now);
    stint.lastSeenAt = now;
    // Shown or hidden changes the account's status (active or connected): worth a summary at once.
    if (visible !== undefined && visible !== stint.visible) this.state.changed.push(screenId);
    if (visible !== undefined) stint.visible = visible;
  }

  /** A socket closed; the stint waits 50 s for the screen to come back. */
  disconnect(screenId: string, socketId: string, now: number) {
    const stint = this.state.stints[screenId];
    if (!stint?.sockets.includes(socketId)) return;
    this.count(stint, now);
    stint.lastSeenAt = Math.max(stint.lastSeenAt, now);
    stint.sockets = stint.sockets.filter((id) => id !== socketId);
  }

  /** The screen says it is going away (its page closes): the stint ends now, not 50 s later. */
  leave(screenId: string, now: number) {
    const stint = this.state.stints[screenId];
    if (!stint) return;
    this.count(stint, now);
    stint.lastSeenAt = Math.max(stint.lastSeenAt, now);
    stint.sockets = [];
    this.end(stint);
  }

  /**
   * The periodic check. `liveSockets`: the connection ids the object still
   * has (after a restart, sockets it remembers but no longer has are gone).
   */
  tick(now: number, liveSockets: ReadonlySet<string>) {
    for (const stint of Object.values(this.state.stints)) {
      const dropped = stint.sockets.filter((id) => !liveSockets.has(id));
      if (dropped.length) stint.sockets = stint.sockets.filter((id) => liveSockets.has(id));
      if (stint.sockets.length > 0) {
        this.count(stint, now);
        stint.lastSeenAt = now;
      } else if (now - stint.lastSeenAt > OFFLINE_AFTER_MS) {
        this.end(stint);
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

  /** Whether D1 should hear from us now: a stint opened or closed, or 5 minutes of running. */
  dueForFlush(now: number) {
    const running = Object.keys(this.state.stints).length > 0;
    return (
      this.state.changed.length > 0 || this.ended.size > 0 || (running && now - this.state.flushedAt >= FLUSH_EVERY_MS)
    );
  }

  /**
   * What to write to D1: the stints that opened or closed, and every
   * running one every 5 minutes; the whole seconds of runtime counted since
   * the last drain (the rest stays for the next).
   */
  drain(now: number): PresenceSummary {
    const periodic = now - this.state.flushedAt >= FLUSH_EVERY_MS;
    const opened = new Set(this.state.changed);
    const open = Object.values(this.state.stints);
    const stints = [...this.ended.values(), ...open.filter((stint) => periodic || opened.has(stint.screenId))];
    const days: Record<string, number> = {};
    let runtimeSeconds = 0;
    for (const [day, ms] of Object.entries(this.state.pendingDays)) {
      const seconds = Math.floor(ms / 1000);
      if (seconds > 0) days[day] = seconds;
      runtimeSeconds += seconds;
      const rest = ms - seconds * 1000;
      if (rest > 0 && day === shopDay(now, this.timeZone)) this.state.pendingDays[day] = rest;
      else delete this.state.pendingDays[day];
    }
    const screenDays: PresenceSummary["screenDays"] = [];
    for (const [screenId, byDay] of Object.entries(this.state.pendingScreenDays)) {
      for (const [day, ms] of Object.entries(byDay)) {
        const seconds = Math.floor(ms / 1000);
        if (seconds > 0) screenDays.push({ screenId, day, seconds });
        const rest = ms - seconds * 1000;
        if (rest > 0 && day === shopDay(now, this.timeZone)) byDay[day] = rest;
        else delete byDay[day];
      }
      if (Object.keys(byDay).length === 0) delete this.state.pendingScreenDays[screenId];
    }
    // An hour's plays go to D1 once it is over (or when the last screen leaves): one row write per screen, item
    // and hour, not one per summary. Until then the object answers for them (`unsavedPlays`).
    const plays = takePlays(this.state.pendingPlays, now, Object.keys(this.state.stints).length > 0);
    this.state.changed = [];
    if (periodic) this.state.flushedAt = now;
    this.ended.clear();
    return {
      stints: stints.map((stint) => ({ ...stint, sockets: [...stint.sockets] })),
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
    const stints = Object.values(this.state.stints);
    const incident = nextIncidentAt(this.state.dark);
    const waits = incident === null ? [] : [incident];
    if (stints.length > 0) waits.push(now + checkEveryMs);
    return waits.length ? Math.max(now + 1000, Math.min(...waits)) : null;
  }

  /** Ended stints, kept until the drain of this same event writes them. */
  private readonly ended = new Map<string, Stint>();

  private end(stint: Stint) {
    this.count(stint, stint.lastSeenAt);
    stint.endedAt = stint.lastSeenAt;
    delete this.state.stints[stint.screenId];
    this.ended.set(stint.id, stint);
    this.state.lastOfflineAt = stint.lastSeenAt;
    if (stint.runtimeMs > 0) {
      this.state.dark[stint.screenId] = {
        screenId: stint.screenId,
        lastSeenAt: stint.lastSeenAt,
        alerted: false,
        info: stint.info,
      };
    }
  }

  private count(stint: Stint, until: number) {
    if (until <= stint.countedUntil) return;
    if (stint.visible) {
      const screenDays = this.state.pendingScreenDays[stint.screenId] ?? {};
      this.state.pendingScreenDays[stint.screenId] = screenDays;
      for (const [day, ms] of splitByShopDay(stint.countedUntil, until, this.timeZone)) {
        this.state.pendingDays[day] = (this.state.pendingDays[day] ?? 0) + ms;
        screenDays[day] = (screenDays[day] ?? 0) + ms;
        stint.runtimeMs += ms;
      }
    }
    stint.countedUntil = until;
  }
}
