import { DurableObject } from "cloudflare:workers";
import { CABLE_PING, CABLE_PONG, type ScreenInfo } from "@contract/cable";
import { heartbeatSchema, screenProblemSchema } from "@contract/cable-schemas";
import type { ScanCount } from "../screen-model/scan-tally";
import type { Counted } from "../screen-model/visit-tally";
import { AccountScreens, outboxOf, screenRecordsIn } from "./account-screens";
import { type ChannelContext, channelNamed } from "./channels";
import { Lobby } from "./lobby";
import { CABLE_PROTOCOL, type ClientCommand, parseData, parseIdentifier, readFrame } from "./protocol";
import { type Attachment, attachmentOf, screenSockets, send } from "./sockets";
import type { TvLogin } from "./tv-login";
import { screenInfoFromUserAgent } from "./user-agent";

/** Routing tells the object whose it is (`route-cable.ts`). */
export const ACCOUNT_HEADER = "X-Cable-Account";
/** …and which screen a socket is, when it showed the ticket of a live screen session. */
export const SCREEN_HEADER = "X-Cable-Screen";

/** Subscriptions one socket may hold: a slideshow needs one, a /tv page one. Keeps the attachment small. */
export const MAX_SUBSCRIPTIONS = 4;

/** The close code of a removed screen's sockets (an application code, RFC 6455 §7.4.2). */
export const SCREEN_REMOVED_CLOSE = 4001;

/** Close codes a peer reports but no endpoint may send (RFC 6455 §7.4.1). */
const RESERVED_CLOSE_CODES = [1005, 1006, 1015];

/**
 * One `/cable` endpoint: ActionCable over hibernatable WebSockets, one object
 * per account (and a lobby for /tv). Clients keep their connection alive with
 * a ping the object answers by auto-response, so an object with connected
 * screens wakes only for sockets opening or closing, a slideshow's rare
 * event heartbeats, and one alarm per ~50 s that accounts their runtime.
 *
 * This class speaks the protocol and dispatches: the account's screens
 * (presence, reports, plays, scans, alerts) are `AccountScreens`, the TV
 * login codes of the lobby are `Lobby`; neither knows the protocol.
 */
export class CableServer extends DurableObject<Env> {
  private accountScreens: AccountScreens | null = null;
  private readonly lobby: Lobby;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(CABLE_PING, CABLE_PONG));
    this.lobby = new Lobby(ctx);
  }

  /** The account's screens, made on first use (the lobby never has any). */
  private get screens() {
    this.accountScreens ??= new AccountScreens({
      storage: this.ctx.storage,
      records: screenRecordsIn(this.env.DB),
      outbox: () => outboxOf(this.env),
      broadcast: (stream, message) => this.broadcast(stream, message),
    });
    return this.accountScreens;
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    const accountId = request.headers.get(ACCOUNT_HEADER);
    if (accountId) await this.screens.rememberAccount(accountId);
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
    await this.screenLeft(socket);
  }

  override async webSocketError(socket: WebSocket) {
    await this.screenLeft(socket);
  }

  override async alarm() {
    const now = Date.now();
    const { live, silent } = screenSockets(this.ctx, now);
    await this.screens.check(now, live, silent);
  }

  /** Pushes a message to every subscription listening to `stream`. Returns how many got it. */
  async broadcast(stream: string, message: unknown): Promise<number> {
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      for (const [identifier, subscribed] of Object.entries(attachmentOf(socket).subscriptions)) {
        if (subscribed !== stream) continue;
        send(socket, { identifier, message });
        delivered++;
      }
    }
    return delivered;
  }

  // The lobby (lobby.ts): TV login and link codes.
  async waitingTv(socketId: string) {
    return this.lobby.waitingTv(socketId);
  }
  async createLoginCode(socketId: string, login: TvLogin, now = Date.now()) {
    return this.lobby.createLoginCode(socketId, login, now);
  }
  async redeemLoginCode(code: string, socketId: string, now = Date.now()) {
    return this.lobby.redeemLoginCode(code, socketId, now);
  }
  async createLinkCode(socketId: string, now = Date.now()) {
    return this.lobby.createLinkCode(socketId, now);
  }
  async findLinkCode(code: string, now = Date.now()) {
    return this.lobby.findLinkCode(code, now);
  }
  async confirmLinkCode(code: string, login: TvLogin, now = Date.now()) {
    return this.lobby.confirmLinkCode(code, login, now);
  }
  /** Development and tests only (the API's dev route checks). */
  async ageLoginCodes(socketId: string, ms: number) {
    return this.lobby.ageLoginCodes(socketId, ms);
  }

  // An account's screens (account-screens.ts), for the API and `/q/`.
  /** `POST /v1/users/slideshow_online`: a heartbeat over HTTP, for a screen that cannot keep a socket. */
  async screenOnline(accountId: string, screenId: string, visible: boolean, info: ScreenInfo) {
    await this.screens.screenOnline(accountId, screenId, visible, info);
  }
  /** `POST /v1/users/slideshow_offline`: the screen's page is closing. */
  async screenOffline(accountId: string, screenId: string) {
    await this.screens.screenOffline(accountId, screenId);
  }
  /** `PUT /v1/users/accounts/{id}` changed the shop's time zone: runtime days follow it. */
  async changeTimeZone(timeZone: string) {
    await this.screens.changeTimeZone(timeZone);
  }
  /** Plays counted but not yet in D1: insights add them, so a play shows within a report. */
  async unsavedPlays() {
    return this.screens.unsavedPlays();
  }
  /** `GET /q/{code}` (issue 24): the redirect does not wait for this; D1 hears of it when the hour is over. */
  async countScan(accountId: string, visitor: string, scan: Omit<ScanCount, "hour" | "scans">) {
    return this.screens.countScan(accountId, visitor, scan);
  }
  /** Visits and taps (issue 36): counted like scans, per phone within 30 minutes; what an isolate gathered, in one call. */
  async countAll(accountId: string, counts: Counted[]) {
    return this.screens.countAll(accountId, counts);
  }
  /** Visits and taps counted but not yet in D1: insights add them. */
  async unsavedVisits() {
    return this.screens.unsavedVisits();
  }
  /** Scans counted but not yet in D1: insights add them, as they add plays. */
  async unsavedScans() {
    return this.screens.unsavedScans();
  }
  /** The open stints of this account's screens (tests read them). */
  async stints() {
    return this.screens.stints();
  }
  /** Each screen with a stint now, its status and what it shows (My screens, issue 23). */
  async liveScreens(now = Date.now()) {
    return this.screens.liveScreens(now);
  }

  /**
   * Its owner removed the screen (My screens): its sockets close, its stint
   * ends now, and no "gone dark" mail follows. Its screen session is already
   * revoked, so a reconnect with its old ticket is a viewer, never this screen.
   */
  async forgetScreen(screenId: string) {
    for (const socket of this.ctx.getWebSockets()) {
      const attachment = attachmentOf(socket);
      if (attachment.screen !== screenId && attachment.screenId !== screenId) continue;
      socket.serializeAttachment({ ...attachment, screen: null, screenId: undefined } satisfies Attachment);
      socket.close(SCREEN_REMOVED_CLOSE, "Screen removed");
    }
    await this.screens.forget(screenId, Date.now());
  }

  private async handle(socket: WebSocket, command: ClientCommand) {
    const attachment = attachmentOf(socket);
    const { identifier } = command;
    if (command.command === "subscribe") return this.subscribe(socket, attachment, identifier);
    if (command.command === "unsubscribe") {
      const stream = attachment.subscriptions[identifier];
      if (stream && attachment.held) delete attachment.held[stream];
      delete attachment.subscriptions[identifier];
      socket.serializeAttachment(attachment);
      return;
    }
    // `perform`: a slideshow's event heartbeat (mount, visibility), the periodic ones being the auto-answered ping;
    // or a problem in its player (issue 34).
    if (!attachment.screenId || !(identifier in attachment.subscriptions)) return;
    const data = parseData(command.data);
    const problem = screenProblemSchema.safeParse(data);
    if (problem.success) {
      await this.screens.problem(attachment.screenId, problem.data, attachment.userAgent, Date.now());
      return;
    }
    const heartbeat = heartbeatSchema.safeParse(data);
    if (heartbeat.success) await this.screens.report(attachment.screenId, heartbeat.data, Date.now());
  }

  private async subscribe(socket: WebSocket, attachment: Attachment, identifier: string) {
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
      if (this.lobby.holderOf(stream, attachment.connectionId)) {
        return send(socket, { type: "reject_subscription", identifier });
      }
      attachment.held = { ...attachment.held, [stream]: Date.now() };
    }
    attachment.subscriptions[identifier] = stream;
    const screenId = channel.countsScreen ? attachment.screen : null;
    if (screenId && !attachment.screenId) {
      // Past the cap a screen still plays (a TV must never go blank), it is just not counted.
      const { connectionId, userAgent } = attachment;
      if (await this.screens.connect(screenId, connectionId, userAgent, Date.now())) attachment.screenId = screenId;
    }
    socket.serializeAttachment(attachment);
    return send(socket, { type: "confirm_subscription", identifier });
  }

  private async screenLeft(socket: WebSocket) {
    const { screenId, connectionId } = attachmentOf(socket);
    if (screenId) await this.screens.disconnect(screenId, connectionId, Date.now());
  }
}
