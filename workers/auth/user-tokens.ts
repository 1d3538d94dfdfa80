import { markUserTokenUsed, replaceUserToken } from "../db/user-tokens";
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
  await replaceUserToken(db, {
    hash: await hashToken(token),
    userId,
    purpose,
    expiresAt: now + USER_TOKEN_TTL_MS[purpose],
  });
  return token;
}

/** Uses a token up; returns its user, or null when unknown, used, expired or of another purpose. */
export async function consumeUserToken(db: D1Database, token: string, purpose: UserTokenPurpose, now = Date.now()) {
  return markUserTokenUsed(db, await hashToken(token), purpose, now);
}
