import { newLinkCode, TV_LINK_CODE_TTL_MS, TV_LOGIN_CODE_TTL_MS } from "@contract/tv-pairing";
import { hashToken, randomToken } from "../auth/tokens";

/**
 * One-time TV login codes, kept in the lobby object's storage (issue 12): a
 * code is random, stored only as its SHA-256, bound to one socket id, good
 * for TV_LOGIN_CODE_TTL_MS and for one redemption. A used code stays as a
 * tombstone until it would have expired, so a replay is told it was used.
 */
type StoredCode = { socketId: string; userId: string; screenName?: string; expiresAt: number; usedAt?: number };

/** Who the TV logs in as, and the name its phone gave it (issue 34; absent when none was given). */
export type TvLogin = { userId: string; screenName?: string };

export type RedeemResult =
  | ({ ok: true } & TvLogin)
  | { ok: false; reason: "unknown" | "other_socket" | "expired" | "used" };

const PREFIX = "tv-code:";

export class TvLoginCodes {
  constructor(private readonly storage: DurableObjectStorage) {}

  async create(socketId: string, { userId, screenName }: TvLogin, now: number): Promise<string> {
    await dropExpired<StoredCode>(this.storage, PREFIX, now);
    const code = randomToken();
    const stored: StoredCode = {
      socketId,
      userId,
      ...(screenName ? { screenName } : {}),
      expiresAt: now + TV_LOGIN_CODE_TTL_MS,
    };
    await this.storage.put(PREFIX + (await hashToken(code)), stored);
    return code;
  }

  async redeem(code: string, socketId: string, now: number): Promise<RedeemResult> {
    const key = PREFIX + (await hashToken(code));
    const stored = await this.storage.get<StoredCode>(key);
    if (!stored) return { ok: false, reason: "unknown" };
    // Another socket's code stays usable for its own TV: whoever holds it cannot burn it.
    if (stored.socketId !== socketId) return { ok: false, reason: "other_socket" };
    if (stored.usedAt !== undefined) return { ok: false, reason: "used" };
    if (stored.expiresAt <= now) return { ok: false, reason: "expired" };
    await this.storage.put(key, { ...stored, usedAt: now } satisfies StoredCode);
    return { ok: true, userId: stored.userId, ...(stored.screenName ? { screenName: stored.screenName } : {}) };
  }

  /** Development and tests only: makes every code of a socket `ms` older (drives expiry without sleeping). */
  async age(socketId: string, ms: number): Promise<number> {
    let aged = 0;
    for (const [key, stored] of await this.storage.list<StoredCode>({ prefix: PREFIX })) {
      if (stored.socketId !== socketId) continue;
      await this.storage.put(key, { ...stored, expiresAt: stored.expiresAt - ms });
      aged++;
    }
    return aged;
  }
}

/**
 * The short codes a /tv page shows for typing at /link (ADR 19): six signs,
 * random, kept only here beside the socket id they stand for (nothing about
 * the public socket id tells the code), good for the pairing's ten minutes and
 * for one confirmation. A used code stays as a tombstone until it would have
 * expired, so a second confirmation is told it was used.
 */
type StoredLinkCode = { socketId: string; expiresAt: number; usedAt?: number };

/** Why a short code names no TV: none has it, it ran out, it was used, or its TV stopped waiting (the lobby's check). */
export type LinkCodeFailure = { ok: false; reason: "unknown" | "expired" | "used" | "not_waiting" };
export type LinkCodeResult = { ok: true; socketId: string } | LinkCodeFailure;

const LINK_PREFIX = "tv-link:";

export class TvLinkCodes {
  constructor(private readonly storage: DurableObjectStorage) {}

  async create(socketId: string, now: number): Promise<{ code: string; expiresAt: number }> {
    await dropExpired<StoredLinkCode>(this.storage, LINK_PREFIX, now);
    // A live code is never given out twice: draw again on the rare clash.
    for (;;) {
      const code = newLinkCode();
      if (await this.storage.get(LINK_PREFIX + code)) continue;
      const stored: StoredLinkCode = { socketId, expiresAt: now + TV_LINK_CODE_TTL_MS };
      await this.storage.put(LINK_PREFIX + code, stored);
      return { code, expiresAt: stored.expiresAt };
    }
  }

  /** The socket a live, unused code stands for. */
  async find(code: string, now: number): Promise<LinkCodeResult> {
    const stored = await this.storage.get<StoredLinkCode>(LINK_PREFIX + code);
    if (!stored) return { ok: false, reason: "unknown" };
    if (stored.usedAt !== undefined) return { ok: false, reason: "used" };
    if (stored.expiresAt <= now) return { ok: false, reason: "expired" };
    return { ok: true, socketId: stored.socketId };
  }

  async markUsed(code: string, now: number) {
    const stored = await this.storage.get<StoredLinkCode>(LINK_PREFIX + code);
    if (stored) await this.storage.put(LINK_PREFIX + code, { ...stored, usedAt: now } satisfies StoredLinkCode);
  }

  /** Development and tests only: makes a socket's short codes `ms` older. */
  async age(socketId: string, ms: number): Promise<number> {
    let aged = 0;
    for (const [key, stored] of await this.storage.list<StoredLinkCode>({ prefix: LINK_PREFIX })) {
      if (stored.socketId !== socketId) continue;
      await this.storage.put(key, { ...stored, expiresAt: stored.expiresAt - ms });
      aged++;
    }
    return aged;
  }
}

/** Expired entries (and their tombstones) under a prefix go when the next one is made: a handful at a time. */
async function dropExpired<T extends { expiresAt: number }>(
  storage: DurableObjectStorage,
  prefix: string,
  now: number,
) {
  const expired: string[] = [];
  for (const [key, stored] of await storage.list<T>({ prefix })) if (stored.expiresAt <= now) expired.push(key);
  // storage.delete takes at most 128 keys per call.
  for (let i = 0; i < expired.length; i += 128) await storage.delete(expired.slice(i, i + 128));
}
