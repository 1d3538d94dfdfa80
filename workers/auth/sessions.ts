import { randomId } from "../db/random-id";
import { deriveToken, hashToken, randomToken } from "./tokens";

/** Session lifetimes. Access tokens are short; refresh tokens rotate on every use. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How long the refresh token just rotated away still renews (to the same new pair). */
export const ROTATION_GRACE_MS = 60 * 1000;

export type IssuedTokens = { accessToken: string; refreshToken: string; expireAt: string };

type SessionRow = {
  id: string;
  user_id: string;
  access_hash: string;
  access_expires_at: number;
  refresh_hash: string;
  refresh_expires_at: number;
  previous_access_hash: string | null;
  previous_access_expires_at: number | null;
  previous_refresh_hash: string | null;
  rotated_at: number | null;
};

export async function createSession(db: D1Database, userId: string, now = Date.now()): Promise<IssuedTokens> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const accessExpiresAt = now + ACCESS_TOKEN_TTL_MS;
  await db
    .prepare(
      `INSERT INTO sessions (id, user_id, access_hash, access_expires_at, refresh_hash, refresh_expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      randomId(16),
      userId,
      await hashToken(accessToken),
      accessExpiresAt,
      await hashToken(refreshToken),
      now + REFRESH_TOKEN_TTL_MS,
      now,
    )
    .run();
  return { accessToken, refreshToken, expireAt: new Date(accessExpiresAt).toISOString() };
}

export type RenewResult = { ok: true; tokens: IssuedTokens } | { ok: false; reason: "invalid" | "reused" };

/**
 * Rotates a session. The current refresh token yields a derived new pair; the
 * previous one yields that same pair within the grace window (concurrent tabs
 * or loaders), and after it means the token was stolen and replayed: the
 * session ends for everyone.
 */
export async function renewSession(
  db: D1Database,
  refreshToken: string,
  secret: string,
  now = Date.now(),
): Promise<RenewResult> {
  const hash = await hashToken(refreshToken);
  const row = await db
    .prepare(
      `SELECT s.* FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE (s.refresh_hash = ?1 OR s.previous_refresh_hash = ?1) AND u.status = 'active'`,
    )
    .bind(hash)
    .first<SessionRow>();
  if (!row || row.refresh_expires_at <= now) return { ok: false, reason: "invalid" };

  const nextRefresh = await deriveToken(secret, "refresh", refreshToken);
  const nextAccess = await deriveToken(secret, "access", refreshToken);
  const [nextRefreshHash, nextAccessHash] = await Promise.all([hashToken(nextRefresh), hashToken(nextAccess)]);

  if (row.refresh_hash === hash) {
    const accessExpiresAt = now + ACCESS_TOKEN_TTL_MS;
    const { meta } = await db
      .prepare(
        `UPDATE sessions SET
           previous_access_hash = access_hash, previous_access_expires_at = access_expires_at,
           previous_refresh_hash = refresh_hash, rotated_at = ?1,
           access_hash = ?2, access_expires_at = ?3, refresh_hash = ?4, refresh_expires_at = ?5
         WHERE id = ?6 AND refresh_hash = ?7`,
      )
      .bind(now, nextAccessHash, accessExpiresAt, nextRefreshHash, now + REFRESH_TOKEN_TTL_MS, row.id, hash)
      .run();
    if (meta.changes === 1) {
      return {
        ok: true,
        tokens: {
          accessToken: nextAccess,
          refreshToken: nextRefresh,
          expireAt: new Date(accessExpiresAt).toISOString(),
        },
      };
    }
    // Another request rotated it between our read and write: answer as that one did.
    return renewSession(db, refreshToken, secret, now);
  }

  const withinGrace = row.rotated_at !== null && now - row.rotated_at <= ROTATION_GRACE_MS;
  if (withinGrace && row.refresh_hash === nextRefreshHash && row.access_hash === nextAccessHash) {
    return {
      ok: true,
      tokens: {
        accessToken: nextAccess,
        refreshToken: nextRefresh,
        expireAt: new Date(row.access_expires_at).toISOString(),
      },
    };
  }
  await db.prepare("DELETE FROM sessions WHERE id = ?").bind(row.id).run();
  return { ok: false, reason: "reused" };
}

export type Authentication = { status: "ok"; userId: string; sessionId: string } | { status: "expired" | "invalid" };

/** Checks an access token. Blocked, deleted or unconfirmed users are never authenticated. */
export async function authenticate(db: D1Database, accessToken: string, now = Date.now()): Promise<Authentication> {
  const hash = await hashToken(accessToken);
  const row = await db
    .prepare(
      `SELECT s.id, s.user_id, s.access_hash, s.access_expires_at, s.previous_access_expires_at
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE (s.access_hash = ?1 OR s.previous_access_hash = ?1) AND u.status = 'active'`,
    )
    .bind(hash)
    .first<Pick<SessionRow, "id" | "user_id" | "access_hash" | "access_expires_at" | "previous_access_expires_at">>();
  if (!row) return { status: "invalid" };
  const expiresAt = row.access_hash === hash ? row.access_expires_at : (row.previous_access_expires_at ?? 0);
  if (expiresAt <= now) return { status: "expired" };
  return { status: "ok", userId: row.user_id, sessionId: row.id };
}

/** Ends the session a token (access or refresh, current or previous) belongs to. */
export async function endSessionByToken(db: D1Database, token: string) {
  const hash = await hashToken(token);
  await db
    .prepare(
      `DELETE FROM sessions
       WHERE access_hash = ?1 OR refresh_hash = ?1 OR previous_access_hash = ?1 OR previous_refresh_hash = ?1`,
    )
    .bind(hash)
    .run();
}

export async function endAllSessions(db: D1Database, userId: string) {
  await db.prepare("DELETE FROM sessions WHERE user_id = ?").bind(userId).run();
}

/** Ends every session of a user but one (the one that asked, e.g. to change the password). */
export async function endOtherSessions(db: D1Database, userId: string, keepSessionId: string) {
  await db.prepare("DELETE FROM sessions WHERE user_id = ? AND id <> ?").bind(userId, keepSessionId).run();
}
