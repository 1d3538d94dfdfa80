import { ACCOUNT_MESSAGES } from "@contract/messages";
import { verifyPassword } from "../auth/password";
import { findPasswordHash } from "../db/users";
import { ApiError } from "./errors";
import type { AuthEnv } from "./middleware/require-auth";
import { enforceRateLimits, MINUTE } from "./rate-limits";

/** How long after typing the password a session may change it or delete the account without typing it again. */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Whether this session typed the password within the last ten minutes. A
 * screen session never did (ADR 19): a TV in a shop is in reach of anyone who
 * walks by, so whatever it was logged in with, it counts as long ago.
 */
export function signedInRecently(c: { var: AuthEnv["Variables"] }, now = Date.now()) {
  return c.var.sessionKind !== "screen" && now - c.var.signedInAt <= RECENT_SIGN_IN_MS;
}

/**
 * A stolen session alone must not be enough to take an account: changing the
 * password or deleting the account asks for the current password unless the
 * session signed in within the last ten minutes (403 names the field to ask
 * for; a wrong password is 422; guesses are rate limited per user).
 */
export async function confirmIdentity(
  c: { env: Env; var: AuthEnv["Variables"]; header: (name: string, value: string) => void },
  currentPassword: string | undefined,
  now = Date.now(),
) {
  if (signedInRecently(c, now)) return;
  if (!currentPassword) throw new ApiError(403, ACCOUNT_MESSAGES.currentPasswordRequired, "current_password");
  await enforceRateLimits(c, [{ key: `reauth:user:${c.var.userId}`, limit: 10, windowSeconds: 15 * MINUTE }]);
  const hash = await findPasswordHash(c.env.DB, c.var.userId);
  const { valid } = await verifyPassword(currentPassword, hash ?? "", c.var.config.PASSWORD_PEPPER);
  if (!valid) throw new ApiError(422, ACCOUNT_MESSAGES.currentPasswordWrong, "current_password");
}
