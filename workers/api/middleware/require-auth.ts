import type { Account } from "@contract/account";
import { SCREEN_MESSAGES } from "@contract/cable";
import type { Caller } from "@contract/endpoints/define";
import { MESSAGES } from "@contract/messages";
import { TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import { createMiddleware } from "hono/factory";
import { authenticate, type SessionKind } from "../../auth/sessions";
import { findAccount, findAccountIdOfUser } from "../../db/account-profile";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";

export type AuthEnv = ApiEnv & {
  Variables: { userId: string; sessionId: string; signedInAt: number; sessionKind: SessionKind };
};
export type AccountEnv = AuthEnv & { Variables: { account: Account } };

/** Endpoints of a signed-in user: a valid bearer access token (spec §4 errors). */
export const requireAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const token = bearerToken(c.req.header("Authorization"));
  if (!token) throw new ApiError(401, MESSAGES.invalidAccessToken);
  const auth = await authenticate(c.env.DB, token);
  if (auth.status !== "ok") {
    throw new ApiError(401, auth.status === "expired" ? MESSAGES.accessTokenExpired : MESSAGES.invalidAccessToken);
  }
  c.set("userId", auth.userId);
  c.set("sessionId", auth.sessionId);
  c.set("signedInAt", auth.signedInAt);
  c.set("sessionKind", auth.kind);
  await next();
});

/** A session of the one kind an endpoint takes (ADR 31): the other kind is refused with 403, saying what it lacks. */
const requireKind = (kind: SessionKind, refusal: string) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    await requireAuth(c, async () => {
      if (c.var.sessionKind !== kind) throw new ApiError(403, refusal);
      await next();
    });
  });

/**
 * The session check of each `caller` with a session (contract/endpoints/define.ts). `route()` puts it before the
 * route's own guards, which build on the session it sets (`requireAccount`, `requireAdmin`).
 */
export const requireCaller = {
  person: requireKind("person", TV_PAIRING_MESSAGES.screenSessionOnly),
  screen: requireKind("screen", SCREEN_MESSAGES.notAScreen),
  "person or screen": requireAuth,
} satisfies Record<Exclude<Caller, "none">, typeof requireAuth>;

/** The signed-in user's own account, loaded once as `c.var.account`, for a session `requireCaller` checked. */
export const requireAccount = createMiddleware<AccountEnv>(async (c, next) => {
  const accountId = await findAccountIdOfUser(c.env.DB, c.var.userId);
  const account = accountId ? await findAccount(c.env.DB, accountId) : null;
  if (!account) throw new ApiError(401, MESSAGES.invalidAccessToken);
  c.set("account", account);
  await next();
});

/** `/accounts/{id}` is only for its owner: for anyone else the account does not exist. */
export const requireOwnAccount = createMiddleware<AccountEnv>(async (c, next) => {
  await requireAccount(c, async () => {
    if (c.req.param("id") !== c.var.account.id) throw new ApiError(404, MESSAGES.accountNotFound);
    await next();
  });
});

/** The token of an `Authorization: Bearer …` header; the scheme is case-insensitive (RFC 7235). */
export function bearerToken(header: string | undefined) {
  const match = header?.match(/^bearer ([A-Za-z0-9_-]{16,128})$/i);
  return match?.[1] ?? null;
}
