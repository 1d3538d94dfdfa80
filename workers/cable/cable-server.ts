import { DurableObject } from "cloudflare:workers";
import { CABLE_PING, CABLE_PONG, type ScreenInfo, WATCH_FOR_MS } from "@contract/cable";
import { heartbeatSchema } from "@contract/cable-schemas";
import { readConfig } from "@contract/config";
import { type ScanCount, writeScans } from "../db/scans";
import { findAlertRules, findScreenNames } from "../db/screen-alerts";
import { findScreenAlertRecipient, writePresenceSummary } from "../db/screen-presence";
import { createMailer } from "../mail/mailer";
import { screenBackMail, screenDarkMail } from "../mail/templates";
import { type ChannelContext, channelNamed, loginStream, slideshowStream } from "./channels";
import { emptyPresence, OFFLINE_AFTER_MS, Presence, type PresenceState } from "./presence";
import { CABLE_PROTOCOL, type ClientCommand, parseIdentifier, readFrame, type ServerMessage } from "./protocol";
import { emptyScanTally, ScanTally, type ScanTallyState } from "./scan-tally";
import { type AlertRules, MAX_INCIDENT_MAILS_A_DAY } from "./screen-alerts";
import { screenStatus } from "./screen-status";
import { type LinkCodeFailure, type LinkCodeResult, type RedeemResult, TvLinkCodes, TvLoginCodes } from "./tv-login";
import { screenInfoFromUserAgent } from "./user-agent";

/** Routing tells the object whose it is (`route-cable.ts`). */
export const ACCOUNT_HEADER = "X-Cable-Account";
/** …and which screen a socket is, when it showed the ticket of a live screen session. */
export const SCREEN_HEADER = "X-Cable-Screen";

/** At most this many screens of one account are counted at once; more still play, as viewers. */
export const MAX_SCREENS = 25;
/** Subscriptions one socket may hold: a slideshow needs one, a /tv page one. Keeps the attachment small. */
export const MAX_SUBSCRIPTIONS = 4;

/** What each socket remembers across hibernation. */
type Attachment = {
  connectionId: string;
  accountId: string | null;
  subscriptions: Record<string, string>;
  /** The screen this socket is (its router checked the ticket), whether or not it is counted yet. */
  screen: string | null;
  /** The screen counted as present through this socket, once it subscribed to its slideshow. */
  screenId?: string;
  userAgent: ScreenInfo;
  /** Streams of an exclusive channel (a TV's login) this socket holds, and since when. */
  held?: Record<string, number>;
};

/** The close code of a removed screen's sockets (an application code, RFC 6455 §7.4.2). */
export const SCREEN_REMOVED_CLOSE = 4001;

/** Close codes a peer reports but no endpoint may send (RFC 6455 §7.4.1). */
const RESERVED_CLOSE_CODES = [1005, 1006, 1015];

/** How often the object checks its screens while any is connected (ADR 0015). */
export const PRESENCE_CHECK_MS = 50_000;
const PRESENCE_KEY = "presence";
const SCANS_KEY = "scans";
/** The connection id of a heartbeat that came over HTTP instead of a socket. */
const HTTP_HEARTBEAT = "http";

/**
 * One `/cable` endpoint: ActionCable over hibernatable WebSockets, one object
 * per account (and a lobby for /tv). Clients keep their connection alive with
 * a ping the object answers by auto-response, so an object with connected
 * screens wakes only for sockets opening or closing, a slideshow's rare
 * event heartbeats, and one alarm per ~50 s that accounts their runtime.
 */
export class CableServer extends DurableObject<Env> {
  private presence: Presence | null = null;
  private scans: ScanTally | null = null;
  /** The account this object serves: kept in storage across hibernation, read from it once per wake-up. */
  private accountId: string | null = null;
  /** Until when the owner's My screens counts as open (memory only: after hibernation it is simply pushed again). */
  private watchedUntil = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(CABLE_PING, CABLE_PONG));
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    const accountId = request.headers.get(ACCOUNT_HEADER);
    if (accountId) await this.rememberAccount(accountId);
    server.serializeAttachment({
      connectionId: crypto.randomUUID(),
      accountId,
      screen: accountId ? request.headers.get(SCREEN_HEADER) : null,
      subscriptions: {},
      userAgent: screenInfoFromUserAgent(request.headers.get("User-Agent") ?? ""),
    } satisfies Attachment);
    send(server, { type: "welcome" });
    return new Response(null, {
      status: 101,
      webSocket: client,
      headers: { "Sec-WebSocket-Protocol": CABLE_PROTOCOL },
    });
  }

  override async webSocketMessage(socket: WebSocket, raw: string | ArrayBuffer) {
    const frame = readFrame(raw);
    if (frame.kind === "command") await this.handle(socket, frame.command);
    else if (frame.kind === "close") socket.close(frame.code, frame.reason);
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string) {
    try {
      // 1005 (a close without a code, as the stock client's reopen() sends), 1006 and 1015 may not be sent:
      // echoing them throws, and the client would wait in "closing" for a close frame that never comes.
      socket.close(RESERVED_CLOSE_CODES.includes(code) ? 1000 : code, reason);
    } catch {
      // Already closed by the peer.
    }
    await this.screenLeft(socket, Date.now());
  }

  override async webSocketError(socket: WebSocket) {
    await this.screenLeft(socket, Date.now());
  }

  override async alarm() {
    const now = Date.now();
    const presence = await this.loadPresence();
    const live = new Set<string>();
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = socket.deserializeAttachment() as Attachment;
      if (!attachment.screenId) continue;
      // A socket whose pings stopped (a frozen TV) is gone: closed at its last ping.
      const lastPing = this.ctx.getWebSocketAutoResponseTimestamp(socket)?.getTime();
      if (lastPing !== undefined && now - lastPing > OFFLINE_AFTER_MS) {
        presence.disconnect(attachment.screenId, attachment.connectionId, lastPing);
        socket.close(1011, "No heartbeat");
        continue;
      }
      live.add(attachment.connectionId);
    }
    presence.tick(now, live);
    // Screens dark for 15 minutes: only now does the object read whether and when the owner wants to hear of it.
    if (presence.alertDue(now)) presence.raiseAlerts(now, await this.alertRules());
    await this.savePresence(now);
    await this.saveScans(now);
  }

  /** Pushes a message to every subscription listening to `stream`. Returns how many got it. */
  async broadcast(stream: string, message: unknown): Promise<number> {
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      const { subscriptions } = socket.deserializeAttachment() as Attachment;
      for (const [identifier, subscribed] of Object.entries(subscriptions)) {
        if (subscribed !== stream) continue;
        send(socket, { identifier, message });
        delivered++;
      }
    }
    return delivered;
  }

  /** The TV waiting on `socketId` for its one-time login (lobby), or null. */
  async waitingTv(socketId: string): Promise<{ connectionId: string; info: ScreenInfo; since: number } | null> {
    return this.holderOf(loginStream(socketId));
  }

  /** A one-time login code for the TV on `socketId`, signed in as `userId`; null when no TV waits there. */
  async createLoginCode(socketId: string, userId: string, now = Date.now()): Promise<string | null> {
    if (!this.holderOf(loginStream(socketId))) return null;
    return new TvLoginCodes(this.ctx.storage).create(socketId, userId, now);
  }

  /** Redeems a code once, for the socket it was made for. */
  async redeemLoginCode(code: string, socketId: string, now = Date.now()): Promise<RedeemResult> {
    return new TvLoginCodes(this.ctx.storage).redeem(code, socketId, now);
  }

  /** A short code for the /tv page whose pairing is `socketId` (lobby, ADR 19). */
  async createLinkCode(socketId: string, now = Date.now()) {
    return new TvLinkCodes(this.ctx.storage).create(socketId, now);
  }

  /** The TV a short code names, when the code is live and its TV still waits. */
  async findLinkCode(code: string, now = Date.now()): Promise<LinkCodeResult> {
    const found = await new TvLinkCodes(this.ctx.storage).find(code, now);
    if (!found.ok) return found;
    return this.holderOf(loginStream(found.socketId)) ? found : { ok: false, reason: "not_waiting" };
  }

  /**
   * A phone confirmed a short code: it is used up, and the TV it names gets a
   * one-time login code for `userId`, exactly as a confirmed QR code gives.
   */
  async confirmLinkCode(
    code: string,
    userId: string,
    now = Date.now(),
  ): Promise<LinkCodeFailure | { ok: true; socketId: string; loginCode: string }> {
    const found = await this.findLinkCode(code, now);
    if (!found.ok) return found;
    const loginCode = await this.createLoginCode(found.socketId, userId, now);
    if (!loginCode) return { ok: false, reason: "not_waiting" };
    await new TvLinkCodes(this.ctx.storage).markUsed(code, now);
    return { ok: true, socketId: found.socketId, loginCode };
  }

  /** Development and tests only (the API's dev route checks): ages a socket's codes, short ones too, to drive expiry. */
  async ageLoginCodes(socketId: string, ms: number): Promise<number> {
    const login = await new TvLoginCodes(this.ctx.storage).age(socketId, ms);
    return login + (await new TvLinkCodes(this.ctx.storage).age(socketId, ms));
  }

  /**
   * The live socket holding an exclusive stream (other than `exceptConnection`).
   * A holder whose pings stopped for the offline window is gone: it is closed
   * and no longer holds the stream, so a TV that reconnects gets it back.
   */
  private holderOf(stream: string, exceptConnection?: string) {
    const now = Date.now();
    for (const socket of this.ctx.getWebSockets()) {
      const { connectionId, held, userAgent } = socket.deserializeAttachment() as Attachment;
      const since = held?.[stream];
      if (since === undefined || connectionId === exceptConnection) continue;
      const lastSign = this.ctx.getWebSocketAutoResponseTimestamp(socket)?.getTime() ?? since;
      if (now - Math.max(lastSign, since) > OFFLINE_AFTER_MS) {
        socket.close(1011, "No heartbeat");
        continue;
      }
      return { connectionId, info: userAgent, since };
    }
    return null;
  }

  /**
   * `POST /v1/users/slideshow_online`: a heartbeat over HTTP, for a screen
   * that cannot keep a socket. It opens or continues the screen's session,
   * which closes after 50 s without another one.
   */
  async screenOnline(accountId: string, screenId: string, visible: boolean, info: ScreenInfo) {
    await this.rememberAccount(accountId);
    const now = Date.now();
    const presence = await this.loadPresence();
    presence.connect(screenId, HTTP_HEARTBEAT, info, now);
    presence.seen(screenId, now, visible);
    presence.disconnect(screenId, HTTP_HEARTBEAT, now);
    await this.savePresence(now);
  }

  /** `POST /v1/users/slideshow_offline`: the screen's page is closing; its session ends now. */
  async screenOffline(accountId: string, screenId: string) {
    await this.rememberAccount(accountId);
    const now = Date.now();
    (await this.loadPresence()).leave(screenId, now);
    await this.savePresence(now);
  }

  /** Plays counted but not yet in D1 (the current hour's): insights add them, so a play shows within a report. */
  async unsavedPlays() {
    return (await this.loadPresence()).unsavedPlays();
  }

  /**
   * `GET /q/{code}` (issue 24): one scan, unless the same phone scanned the
   * same code within 10 minutes (`visitor` is its keyed hash). The redirect
   * does not wait for this; D1 hears of it when the hour is over.
   */
  async countScan(accountId: string, visitor: string, scan: Omit<ScanCount, "hour" | "scans">) {
    await this.rememberAccount(accountId);
    const now = Date.now();
    const counted = (await this.loadScans()).count(visitor, scan, now);
    // The same phone again: nothing changed, nothing to store.
    if (counted) await this.saveScans(now);
    return counted;
  }

  /** Scans counted but not yet in D1 (the current hour's): insights add them, as they add plays. */
  async unsavedScans() {
    return (await this.loadScans()).unsaved();
  }

  /** The live state of this account's screens (tests and the admin's detail read it). */
  async screens() {
    return Object.values((await this.loadPresence()).state.sessions);
  }

  /**
   * Each screen with a session now: its status (decisions.md) and what it
   * shows (My screens, issue 23). The owner is looking: the screens are told
   * to report every slide for a while (at most one push per half of it).
   */
  async liveScreens(now = Date.now()) {
    if (now >= this.watchedUntil - WATCH_FOR_MS / 2) {
      this.watchedUntil = now + WATCH_FOR_MS;
      const accountId = await this.account();
      if (accountId) await this.broadcast(slideshowStream(accountId), { type: "watch", for_ms: WATCH_FOR_MS });
    }
    return Object.values((await this.loadPresence()).state.sessions).map((session) => ({
      screenId: session.screenId,
      status: screenStatus(session, now),
      showing: session.showing ?? null,
      lastSeenAt: session.lastSeenAt,
      info: session.info,
    }));
  }

  /**
   * Its owner removed the screen (My screens): its sockets close, its session
   * ends now, and no "gone dark" mail follows. Its screen session is already
   * revoked, so a reconnect with its old ticket is a viewer, never this screen.
   */
  async forgetScreen(screenId: string) {
    const now = Date.now();
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = socket.deserializeAttachment() as Attachment;
      if (attachment.screen !== screenId && attachment.screenId !== screenId) continue;
      socket.serializeAttachment({ ...attachment, screen: null, screenId: undefined } satisfies Attachment);
      socket.close(SCREEN_REMOVED_CLOSE, "Screen removed");
    }
    const presence = await this.loadPresence();
    presence.leave(screenId, now);
    delete presence.state.dark[screenId];
    await this.savePresence(now);
  }

  private async handle(socket: WebSocket, command: ClientCommand) {
    const attachment = socket.deserializeAttachment() as Attachment;
    const { identifier } = command;
    if (command.command === "subscribe") {
      const parsed = parseIdentifier(identifier);
      const context: ChannelContext = { accountId: attachment.accountId, screenId: attachment.screen };
      const channel = parsed ? channelNamed(parsed.channel) : null;
      const stream = parsed && channel ? channel.stream(parsed.params, context) : null;
      const full = Object.keys(attachment.subscriptions).length >= MAX_SUBSCRIPTIONS;
      if (!parsed || !channel || !stream || (full && !(identifier in attachment.subscriptions))) {
        return send(socket, { type: "reject_subscription", identifier });
      }
      if (channel.exclusive) {
        // First subscriber wins: a second live one (another tab, someone who read the QR code) is refused.
        if (this.holderOf(stream, attachment.connectionId))
          return send(socket, { type: "reject_subscription", identifier });
        attachment.held = { ...attachment.held, [stream]: Date.now() };
      }
      attachment.subscriptions[identifier] = stream;
      const screenId = channel.countsScreen ? attachment.screen : null;
      if (screenId && !attachment.screenId) {
        const now = Date.now();
        const presence = await this.loadPresence();
        // Past the cap a screen still plays (a TV must never go blank), it is just not counted.
        if (presence.has(screenId) || presence.liveScreens() < MAX_SCREENS) {
          attachment.screenId = screenId;
          presence.connect(screenId, attachment.connectionId, attachment.userAgent, now);
          await this.savePresence(now);
        }
      }
      socket.serializeAttachment(attachment);
      return send(socket, { type: "confirm_subscription", identifier });
    }
    if (command.command === "unsubscribe") {
      const stream = attachment.subscriptions[identifier];
      if (stream && attachment.held) delete attachment.held[stream];
      delete attachment.subscriptions[identifier];
      socket.serializeAttachment(attachment);
      return;
    }
    // `perform`: a slideshow's event heartbeat (mount, visibility); the periodic ones are the auto-answered ping.
    if (!attachment.screenId || !(identifier in attachment.subscriptions)) return;
    const heartbeat = heartbeatSchema.safeParse(parseJson(command.data));
    if (!heartbeat.success) return;
    const now = Date.now();
    const presence = await this.loadPresence();
    presence.seen(attachment.screenId, now, heartbeat.data.visible);
    const { screen, showing, delay_ms, stalled, plays } = heartbeat.data;
    presence.report(attachment.screenId, now, {
      ...(showing ? { showing } : {}),
      ...(delay_ms ? { delayMs: delay_ms } : {}),
      ...(stalled ? { stalled } : {}),
      ...(plays ? { plays } : {}),
    });
    const session = presence.state.sessions[attachment.screenId];
    if (session && screen) {
      session.info = {
        ...session.info,
        screen_width: screen.width,
        screen_height: screen.height,
        orientation: screen.orientation,
        resolution: screen.resolution,
      };
    }
    await this.savePresence(now);
  }

  private async screenLeft(socket: WebSocket, now: number) {
    const { screenId, connectionId } = socket.deserializeAttachment() as Attachment;
    if (!screenId) return;
    (await this.loadPresence()).disconnect(screenId, connectionId, now);
    await this.savePresence(now);
  }

  private async account() {
    this.accountId ??= (await this.ctx.storage.get<string>("account_id")) ?? null;
    return this.accountId;
  }

  /** Stores the account once, not on every heartbeat. */
  private async rememberAccount(accountId: string) {
    if ((await this.account()) === accountId) return;
    this.accountId = accountId;
    await this.ctx.storage.put("account_id", accountId);
  }

  private async loadPresence() {
    if (!this.presence) {
      const stored = await this.ctx.storage.get<PresenceState>(PRESENCE_KEY);
      this.presence = new Presence(stored ?? emptyPresence(Date.now()));
    }
    return this.presence;
  }

  /**
   * Stores the state, writes D1's summary when one is due, sends the
   * owner's alerts, and sets the next wake-up (none when nothing waits).
   */
  private async savePresence(now: number) {
    const presence = await this.loadPresence();
    const accountId = await this.account();
    if (accountId && presence.dueForFlush(now)) {
      const summary = presence.drain(now);
      try {
        await writePresenceSummary(this.env.DB, accountId, summary, now);
      } catch (error) {
        // A deleted account has nothing left to summarise; anything else is logged, and the next drain tries again.
        console.error("presence summary failed", accountId, error);
      }
    }
    const alerts = presence.alerts.splice(0);
    if (accountId && alerts.length) await this.sendAlerts(accountId, alerts, now);
    await this.ctx.storage.put(PRESENCE_KEY, presence.state);
    await this.scheduleWake(now);
  }

  private async loadScans() {
    this.scans ??= new ScanTally((await this.ctx.storage.get<ScanTallyState>(SCANS_KEY)) ?? emptyScanTally());
    return this.scans;
  }

  /** Writes the scans of hours that are over, stores the rest (and the phones' hashes of this window). */
  private async saveScans(now: number) {
    const tally = await this.loadScans();
    const accountId = await this.account();
    const done = tally.drain(now);
    if (accountId && done.length) {
      try {
        await writeScans(this.env.DB, accountId, done);
      } catch (error) {
        // As the presence summary: a deleted account has nothing to count; anything else is logged.
        console.error("scans not written", accountId, error);
      }
    }
    await this.ctx.storage.put(SCANS_KEY, tally.state);
    await this.scheduleWake(now);
  }

  /** The next alarm: the presence's (screens connected, an alert due) or the scans' (a window or an hour ending). */
  private async scheduleWake(now: number) {
    const wakes = [
      (await this.loadPresence()).nextWake(now, PRESENCE_CHECK_MS),
      (await this.loadScans()).nextWake(now),
    ].filter((at): at is number => at !== null);
    const next = wakes.length ? Math.min(...wakes) : null;
    const current = await this.ctx.storage.getAlarm();
    if (next === null) {
      if (current !== null) await this.ctx.storage.deleteAlarm();
    } else if (current === null || current > next || current <= now) {
      await this.ctx.storage.setAlarm(next);
    }
  }

  /** The account's alert rules; when D1 cannot say, the incident is kept quiet rather than mailed at night. */
  private async alertRules(): Promise<AlertRules> {
    const accountId = await this.account();
    if (!accountId) return { enabled: false, hours: null };
    try {
      return await findAlertRules(this.env.DB, accountId);
    } catch (error) {
      console.error("screen alert rules failed", accountId, error);
      return { enabled: false, hours: null };
    }
  }

  /** One mail per incident or return, naming each screen as the owner named it on My screens. */
  private async sendAlerts(accountId: string, alerts: Presence["alerts"], now: number) {
    try {
      const recipient = await findScreenAlertRecipient(this.env.DB, accountId);
      if (!recipient) return;
      const ids = [...new Set(alerts.flatMap((alert) => alert.screens.map((screen) => screen.screenId)))];
      const names = await findScreenNames(this.env.DB, accountId, ids);
      const config = readConfig(this.env);
      const mailer = createMailer(this.env, config);
      for (const alert of alerts) {
        const screens = alert.screens.map((screen) => ({
          screenId: screen.screenId,
          name: names.get(screen.screenId) ?? null,
          browser: screen.info.browser_name,
          os: screen.info.os_name,
          lastSeenAt: screen.lastSeenAt,
        }));
        const context = {
          origin: config.APP_ORIGIN ?? "",
          accountId,
          unsent: alert.unsent,
          maxPerDay: MAX_INCIDENT_MAILS_A_DAY,
        };
        await mailer.send(
          alert.kind === "dark"
            ? screenDarkMail(recipient.email, screens, context)
            : screenBackMail(recipient.email, screens, now, context),
        );
      }
    } catch (error) {
      console.error("screen alert failed", accountId, error);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function send(socket: WebSocket, message: ServerMessage) {
  try {
    socket.send(JSON.stringify(message));
  } catch {
    // The socket closed between listing and sending; its close handler cleans up.
  }
}
