/** Rows of the user_tokens table: single-use tokens mailed to users, stored as hashes. */
export async function replaceUserToken(
  db: D1Database,
  token: { hash: string; userId: string; purpose: string; expiresAt: number },
) {
  // Issuing a new token retires the earlier unused ones of the same purpose.
  await db.batch([
    db.prepare("DELETE FROM user_tokens WHERE user_id = ? AND purpose = ?").bind(token.userId, token.purpose),
    db
      .prepare("INSERT INTO user_tokens (token_hash, user_id, purpose, expires_at) VALUES (?, ?, ?, ?)")
      .bind(token.hash, token.userId, token.purpose, token.expiresAt),
  ]);
}

/** Marks a token used, atomically; returns its user, or null when unknown, used, expired or of another purpose. */
export async function markUserTokenUsed(db: D1Database, hash: string, purpose: string, now: number) {
  const row = await db
    .prepare(
      `UPDATE user_tokens SET used_at = ?1
       WHERE token_hash = ?2 AND purpose = ?3 AND used_at IS NULL AND expires_at > ?1
       RETURNING user_id`,
    )
    .bind(now, hash, purpose)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}
