import { SCREEN_SESSION_MAX_AGE_SECONDS } from "@contract/tv-pairing";
import { randomId } from "../db/random-id";
import {
  deleteSession,
  deleteSessionByTokenHash,
  deleteUserSessions,
  findSessionByTokenHash,
  insertSession,
  rotateSession,
  type SessionKind,
} from "../db/sessions";
import { deriveToken, hashToken, randomToken } from "./tokens";

/** Session lifetimes. Access tokens are short; refresh tokens rotate on every use. */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A TV's screen session (ADR 19): a year from its last renewal, so a shop's screen stays logged in while it is used. */
export const SCREEN_REFRESH_TOKEN_TTL_MS = SCREEN_SESSION_MAX_AGE_SECONDS * 1000;

const refreshTtl = (kind: SessionKind) => (kind === "screen" ? SCREEN_REFRESH_TOKEN_TTL_MS : REFRESH_TOKEN_TTL_MS);

export type { SessionKind };
/** How long the refresh token just rotated away still renews (to the same new pair). */
export const ROTATION_GRACE_MS = 60 * 1000;

export type IssuedTokens = { accessToken: string; refreshToken: string; expireAt: string };

export async function createSession(
  db: D1Database,
  userId: string,
  now = Date.now(),
  kind: SessionKind = "person",
): Promise<IssuedTokens & { sessionId: string }> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const accessExpiresAt = now + ACCESS_TOKEN_TTL_MS;
  const sessionId = randomId(16);
  await insertSession(
    db,
    {
      id: sessionId,
      user_id: userId,
      kind,
      access_hash: await hashToken(accessToken),
      access_expires_at: accessExpiresAt,
      refresh_hash: await hashToken(refreshToken),
      refresh_expires_at: now + refreshTtl(kind),
    },
    now,
  );
  // The session's id too: a TV's screen session is its screen (ADR 19), which pairing names at once (issue 34).
  return { accessToken, refreshToken, expireAt: new Date(accessExpiresAt).toISOString(), sessionId };
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
  const row = await findSessionByTokenHash(db, "refresh", hash);
  if (!row || row.refresh_expires_at <= now) return { ok: false, reason: "invalid" };

  const nextRefresh = await deriveToken(secret, "refresh", refreshToken);
  const nextAccess = await deriveToken(secret, "access", refreshToken);
  const [nextRefreshHash, nextAccessHash] = await Promise.all([hashToken(nextRefresh), hashToken(nextAccess)]);

  if (row.refresh_hash === hash) {
    const accessExpiresAt = now + ACCESS_TOKEN_TTL_MS;
    const rotated = await rotateSession(
      db,
      row.id,
      hash,
      {
        access_hash: nextAccessHash,
        access_expires_at: accessExpiresAt,
        refresh_hash: nextRefreshHash,
        refresh_expires_at: now + refreshTtl(row.kind),
      },
      now,
    );
    if (rotated) {
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
  await deleteSession(db, row.id);
  return { ok: false, reason: "reused" };
}

/**
 * `signedInAt`: when the password was last typed for this session (renewals keep it).
 * `kind`: a screen session never counts as a recent sign-in (recent-sign-in.ts).
 */
export type Authentication =
  | { status: "ok"; userId: string; sessionId: string; signedInAt: number; kind: SessionKind }
  | { status: "expired" | "invalid" };

/** Checks an access token. Blocked, deleted or unconfirmed users are never authenticated. */
export async function authenticate(db: D1Database, accessToken: string, now = Date.now()): Promise<Authentication> {
  const hash = await hashToken(accessToken);
  const row = await findSessionByTokenHash(db, "access", hash);
  if (!row) return { status: "invalid" };
  const expiresAt = row.access_hash === hash ? row.access_expires_at : (row.previous_access_expires_at ?? 0);
  if (expiresAt <= now) return { status: "expired" };
  return { status: "ok", userId: row.user_id, sessionId: row.id, signedInAt: row.created_at, kind: row.kind };
}

/** Ends the session a token (access or refresh, current or previous) belongs to; false when none had it. */
export async function endSessionByToken(db: D1Database, token: string): Promise<boolean> {
  return deleteSessionByTokenHash(db, await hashToken(token));
}

export async function endAllSessions(db: D1Database, userId: string) {
  await deleteUserSessions(db, userId);
}

/** Ends every session of a user but one (the one that asked, e.g. to change the password). */
export async function endOtherSessions(db: D1Database, userId: string, keepSessionId: string) {
  await deleteUserSessions(db, userId, keepSessionId);
}
