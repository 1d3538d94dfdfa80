import { hashToken, randomToken } from "./tokens";

/** Single-use, expiring tokens mailed to users. */
export type UserTokenPurpose = "confirm_email" | "reset_password";

export const USER_TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  confirm_email: 3 * 24 * 60 * 60 * 1000,
  reset_password: 6 * 60 * 60 * 1000,
};

/** Issues a token; earlier unused ones of the same purpose stop working. */
export async function issueUserToken(db: D1Database, userId: string, purpose: UserTokenPurpose, now = Date.now()) {
  const token = randomToken();
  await db.batch([
    db.prepare("DELETE FROM user_tokens WHERE user_id = ? AND purpose = ?").bind(userId, purpose),
    db
      .prepare("INSERT INTO user_tokens (token_hash, user_id, purpose, expires_at) VALUES (?, ?, ?, ?)")
      .bind(await hashToken(token), userId, purpose, now + USER_TOKEN_TTL_MS[purpose]),
  ]);
  return token;
}

/** Uses a token up, atomically; returns its user, or null when unknown, used, expired or of another purpose. */
export async function consumeUserToken(db: D1Database, token: string, purpose: UserTokenPurpose, now = Date.now()) {
  const row = await db
    .prepare(
      `UPDATE user_tokens SET used_at = ?1
       WHERE token_hash = ?2 AND purpose = ?3 AND used_at IS NULL AND expires_at > ?1
       RETURNING user_id`,
    )
    .bind(now, await hashToken(token), purpose)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}
