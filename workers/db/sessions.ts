/** A person's session (signed in with a password or a pairing of their own), or a TV's long-lived one (ADR 19). */
export type SessionKind = "person" | "screen";

/** Rows of the sessions table: token hashes only, never tokens (workers/auth/sessions.ts holds the rules). */
export type SessionRow = {
  id: string;
  user_id: string;
  kind: SessionKind;
  access_hash: string;
  access_expires_at: number;
  refresh_hash: string;
  refresh_expires_at: number;
  previous_access_hash: string | null;
  previous_access_expires_at: number | null;
  previous_refresh_hash: string | null;
  rotated_at: number | null;
  created_at: number;
};

export type NewSession = Pick<
  SessionRow,
  "id" | "user_id" | "kind" | "access_hash" | "access_expires_at" | "refresh_hash" | "refresh_expires_at"
>;

export async function insertSession(db: D1Database, session: NewSession, now: number) {
  await db
    .prepare(
      `INSERT INTO sessions (id, user_id, kind, access_hash, access_expires_at, refresh_hash, refresh_expires_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      session.id,
      session.user_id,
      session.kind,
      session.access_hash,
      session.access_expires_at,
      session.refresh_hash,
      session.refresh_expires_at,
      now,
    )
    .run();
}

/** The session of an active user whose current or previous token of this kind has this hash. */
export function findSessionByTokenHash(db: D1Database, kind: "access" | "refresh", hash: string) {
  // `kind` picks one of two fixed column pairs, never user input.
  const [current, previous] =
    kind === "access" ? ["access_hash", "previous_access_hash"] : ["refresh_hash", "previous_refresh_hash"];
  return db
    .prepare(
      `SELECT s.* FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE (s.${current} = ?1 OR s.${previous} = ?1) AND u.status = 'active'`,
    )
    .bind(hash)
    .first<SessionRow>();
}

/**
 * Moves the current pair to `previous_*` and stores the next one, only if the
 * refresh token is still `fromRefreshHash`; false when another request won.
 */
export async function rotateSession(
  db: D1Database,
  sessionId: string,
  fromRefreshHash: string,
  next: Pick<SessionRow, "access_hash" | "access_expires_at" | "refresh_hash" | "refresh_expires_at">,
  now: number,
) {
  const { meta } = await db
    .prepare(
      `UPDATE sessions SET
         previous_access_hash = access_hash, previous_access_expires_at = access_expires_at,
         previous_refresh_hash = refresh_hash, rotated_at = ?1,
         access_hash = ?2, access_expires_at = ?3, refresh_hash = ?4, refresh_expires_at = ?5
       WHERE id = ?6 AND refresh_hash = ?7`,
    )
    .bind(
      now,
      next.access_hash,
      next.access_expires_at,
      next.refresh_hash,
      next.refresh_expires_at,
      sessionId,
      fromRefreshHash,
    )
    .run();
  return meta.changes === 1;
}

export async function deleteSession(db: D1Database, sessionId: string) {
  await db.prepare("DELETE FROM sessions WHERE id = ?").bind(sessionId).run();
}

/** Deletes the session any of whose tokens (access or refresh, current or previous) has this hash. */
/** Whether a session had this token (and so ended). */
export async function deleteSessionByTokenHash(db: D1Database, hash: string): Promise<boolean> {
  const { meta } = await db
    .prepare(
      `DELETE FROM sessions
       WHERE access_hash = ?1 OR refresh_hash = ?1 OR previous_access_hash = ?1 OR previous_refresh_hash = ?1`,
    )
    .bind(hash)
    .run();
  return meta.changes > 0;
}

export async function deleteUserSessions(db: D1Database, userId: string, exceptSessionId: string | null = null) {
  await db.prepare("DELETE FROM sessions WHERE user_id = ?1 AND id IS NOT ?2").bind(userId, exceptSessionId).run();
}
