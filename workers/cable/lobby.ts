import type { ScreenInfo } from "@contract/cable";
import { OFFLINE_AFTER_MS } from "@contract/cable";
import { loginStream } from "./channels";
import { attachmentOf } from "./sockets";
import {
  type LinkCodeFailure,
  type LinkCodeResult,
  type RedeemResult,
  TvLinkCodes,
  type TvLogin,
  TvLoginCodes,
} from "./tv-login";

/** What the lobby reads of its Durable Object: its storage (the codes) and its sockets (the TVs waiting). */
export type LobbyHost = Pick<DurableObjectState, "storage" | "getWebSockets" | "getWebSocketAutoResponseTimestamp">;

/**
 * The lobby's work (the cable object without an account): TVs on /tv wait
 * on their login stream, a phone that read a TV's QR code or typed its short
 * code gets it a one-time login code (decisions.md, ADR 19). Only the lobby
 * instance is ever asked; an account's object never holds a code.
 */
export class Lobby {
  private readonly loginCodes: TvLoginCodes;
  private readonly linkCodes: TvLinkCodes;

  constructor(private readonly host: LobbyHost) {
    this.loginCodes = new TvLoginCodes(host.storage);
    this.linkCodes = new TvLinkCodes(host.storage);
  }

  /** The TV waiting on `socketId` for its one-time login, or null. */
  waitingTv(socketId: string): { connectionId: string; info: ScreenInfo; since: number } | null {
    return this.holderOf(loginStream(socketId));
  }

  /** A one-time login code for the TV on `socketId`, signed in as `login.userId`; null when no TV waits there. */
  async createLoginCode(socketId: string, login: TvLogin, now: number): Promise<string | null> {
    if (!this.waitingTv(socketId)) return null;
    return this.loginCodes.create(socketId, login, now);
  }

  /** Redeems a code once, for the socket it was made for. */
  redeemLoginCode(code: string, socketId: string, now: number): Promise<RedeemResult> {
    return this.loginCodes.redeem(code, socketId, now);
  }

  /** A short code for the /tv page whose pairing is `socketId` (ADR 19). */
  createLinkCode(socketId: string, now: number) {
    return this.linkCodes.create(socketId, now);
  }

  /** The TV a short code names, when the code is live and its TV still waits. */
  async findLinkCode(code: string, now: number): Promise<LinkCodeResult> {
    const found = await this.linkCodes.find(code, now);
    if (!found.ok) return found;
    return this.waitingTv(found.socketId) ? found : { ok: false, reason: "not_waiting" };
  }

  /**
   * A phone confirmed a short code: it is used up, and the TV it names gets a
   * one-time login code for `login`, exactly as a confirmed QR code gives.
   */
  async confirmLinkCode(
    code: string,
    login: TvLogin,
    now: number,
  ): Promise<LinkCodeFailure | { ok: true; socketId: string; loginCode: string }> {
    const found = await this.findLinkCode(code, now);
    if (!found.ok) return found;
    const loginCode = await this.createLoginCode(found.socketId, login, now);
    if (!loginCode) return { ok: false, reason: "not_waiting" };
    await this.linkCodes.markUsed(code, now);
    return { ok: true, socketId: found.socketId, loginCode };
  }

  /** Development and tests only: ages a socket's codes, short ones too, to drive expiry. */
  async ageLoginCodes(socketId: string, ms: number): Promise<number> {
    return (await this.loginCodes.age(socketId, ms)) + (await this.linkCodes.age(socketId, ms));
  }

  /**
   * The live socket holding an exclusive stream (other than `exceptConnection`).
   * A holder whose pings stopped for the offline window is gone: it is closed
   * and no longer holds the stream, so a TV that reconnects gets it back.
   */
  holderOf(stream: string, exceptConnection?: string) {
    const now = Date.now();
    for (const socket of this.host.getWebSockets()) {
      const { connectionId, held, userAgent } = attachmentOf(socket);
      const since = held?.[stream];
      if (since === undefined || connectionId === exceptConnection) continue;
      const lastSign = this.host.getWebSocketAutoResponseTimestamp(socket)?.getTime() ?? since;
      if (now - Math.max(lastSign, since) > OFFLINE_AFTER_MS) {
        socket.close(1011, "No heartbeat");
        continue;
      }
      return { connectionId, info: userAgent, since };
    }
    return null;
  }
}
