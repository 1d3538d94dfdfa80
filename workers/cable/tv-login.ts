import { TV_LOGIN_CODE_TTL_MS } from "@contract/tv-pairing";
import { hashToken, randomToken } from "../auth/tokens";

/**
 * One-time TV login codes, kept in the lobby object's storage (issue 12): a
 * code is random, stored only as its SHA-256, bound to one socket id, good
 * for TV_LOGIN_CODE_TTL_MS and for one redemption. A used code stays as a
 * tombstone until it would have expired, so a replay is told it was used.
 */
type StoredCode = { socketId: string; userId: string; expiresAt: number; usedAt?: number };

export type RedeemResult =
  | { ok: true; userId: string }
  | { ok: false; reason: "unknown" | "other_socket" | "expired" | "used" };

const PREFIX = "tv-code:";

export class TvLoginCodes {
  constructor(private readonly storage: DurableObjectStorage) {}

  async create(socketId: string, userId: string, now: number): Promise<string> {
    await this.dropExpired(now);
    const code = randomToken();
    const stored: StoredCode = { socketId, userId, expiresAt: now + TV_LOGIN_CODE_TTL_MS };
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
    return { ok: true, userId: stored.userId };
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

  /** Expired codes and their tombstones go when the next code is made: a handful at a time. */
  private async dropExpired(now: number) {
    const expired: string[] = [];
    for (const [key, stored] of await this.storage.list<StoredCode>({ prefix: PREFIX })) {
      if (stored.expiresAt <= now) expired.push(key);
    }
    // storage.delete takes at most 128 keys per call.
    for (let i = 0; i < expired.length; i += 128) await this.storage.delete(expired.slice(i, i + 128));
  }
}
