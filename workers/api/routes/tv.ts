import type { ScreenInfo } from "@contract/cable";
import {
  createLinkCode,
  createScreenSession,
  getLinkedTv,
  getWaitingTv,
  sendLinkCodeLogin,
  sendSocketLogin,
  tvSignIn,
} from "@contract/endpoints/tv";
import { TV_PAIRING_MESSAGES, type TvLoginPush, tvSocketId } from "@contract/tv-pairing";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { createSession, endSessionByToken } from "../../auth/sessions";
import { loginStream } from "../../cable/channels";
import { cableObject } from "../../cable/route-cable";
import type { LinkCodeFailure, RedeemResult, TvLogin } from "../../cable/tv-login";
import { addPairedScreen } from "../../db/screens";
import { findCurrentUser, recordSignIn } from "../../db/users";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { type AuthEnv, bearerToken } from "../middleware/require-auth";
import { enforceRateLimits, limitPerIp, MINUTE } from "../rate-limits";
import { signedInRecently } from "../recent-sign-in";
import { clientIp } from "../request-meta";
import { ok } from "../respond";
import { route } from "../route";
import { setTokenHeaders } from "../token-headers";

/** Every TV waits in the cable's shared lobby object. */
const lobby = (env: Env) => cableObject(env, null);

const getTvSocket = route(getWaitingTv);

const sendSocketLoginRoute = route(sendSocketLogin);

const tvSignInRoute = route(tvSignIn, { limit: limitPerIp("tv_sign_in", 30, 15 * MINUTE) });

/**
 * Short codes are guessed, not scanned: every look-up and confirmation counts,
 * per user and per IP (after the user is known, before the code is checked).
 */
const limitLinkCodeGuesses = createMiddleware<AuthEnv>(async (c: Context<AuthEnv>, next) => {
  await enforceRateLimits(c, [
    { key: `tv_link:user:${c.var.userId}`, limit: 20, windowSeconds: 10 * MINUTE },
    { key: `tv_link:ip:${clientIp(c)}`, limit: 60, windowSeconds: 10 * MINUTE },
  ]);
  await next();
});

const createLinkCodeRoute = route(createLinkCode, { limit: limitPerIp("tv_link_code", 120, 15 * MINUTE) });

const getLinkedTvRoute = route(getLinkedTv, { middleware: [limitLinkCodeGuesses] });

const sendLinkCodeLoginRoute = route(sendLinkCodeLogin, { middleware: [limitLinkCodeGuesses] });

const screenSessionRoute = route(createScreenSession);

const LINK_FAILURES = {
  unknown: TV_PAIRING_MESSAGES.linkCodeUnknown,
  expired: TV_PAIRING_MESSAGES.linkCodeExpired,
  used: TV_PAIRING_MESSAGES.linkCodeUsed,
} as const;

/** A short code that names no waiting TV: 422 naming the field, or 404 when its TV stopped waiting. */
function linkCodeFailure(reason: LinkCodeFailure["reason"]): never {
  if (reason === "not_waiting") throw new ApiError(404, TV_PAIRING_MESSAGES.notWaiting);
  throw new ApiError(422, LINK_FAILURES[reason], "code");
}

const describeTv = (info: ScreenInfo, since: number) => ({
  browser_name: info.browser_name ?? null,
  browser_version: info.browser_version ?? null,
  os_name: info.os_name ?? null,
  os_version: info.os_version ?? null,
  since: new Date(since).toISOString(),
});

/** Who a confirmed TV logs in as, and the name its phone gave it (an empty one is none). */
const tvLogin = (userId: string, screenName: string | undefined): TvLogin =>
  screenName ? { userId, screenName } : { userId };

const REDEEM_FAILURES = {
  unknown: TV_PAIRING_MESSAGES.codeInvalid,
  other_socket: TV_PAIRING_MESSAGES.codeInvalid,
  expired: TV_PAIRING_MESSAGES.codeExpired,
  used: TV_PAIRING_MESSAGES.codeUsed,
} as const;

/** TV pairing by QR (issue 12): a phone that is signed in logs a TV in without a password. */
export const tv = new OpenAPIHono<ApiEnv>()
  .openapi(getTvSocket, async (c) => {
    const { socket_id } = c.req.valid("param");
    const tv = await lobby(c.env).waitingTv(socket_id);
    if (!tv) throw new ApiError(404, TV_PAIRING_MESSAGES.notWaiting);
    return ok(c, { socket_id, ...describeTv(tv.info, tv.since) });
  })

  .openapi(sendSocketLoginRoute, async (c) => {
    const { socket_id, screen_name } = c.req.valid("json");
    const { userId } = c.var;
    await enforceRateLimits(c, [{ key: `tv_login:user:${userId}`, limit: 10, windowSeconds: 10 * MINUTE }]);
    const object = lobby(c.env);
    const code = await object.createLoginCode(socket_id, tvLogin(userId, screen_name));
    if (!code) throw new ApiError(404, TV_PAIRING_MESSAGES.notWaiting);
    const push: TvLoginPush = { type: "login", code };
    if ((await object.broadcast(loginStream(socket_id), push)) === 0) {
      throw new ApiError(404, TV_PAIRING_MESSAGES.notWaiting);
    }
    return ok(c, { socket_id }, TV_PAIRING_MESSAGES.codeSent);
  })

  .openapi(tvSignInRoute, async (c) => {
    const { pairing_secret, code } = c.req.valid("json");
    const socketId = await tvSocketId(pairing_secret);
    const redeemed: RedeemResult = await lobby(c.env).redeemLoginCode(code, socketId);
    if (!redeemed.ok) throw new ApiError(401, REDEEM_FAILURES[redeemed.reason], "code");
    const user = await findCurrentUser(c.env.DB, redeemed.userId);
    // Blocked, deleted or unconfirmed since the phone confirmed: no session.
    if (user?.status !== "active") throw new ApiError(401, TV_PAIRING_MESSAGES.codeInvalid, "code");
    await recordSignIn(c.env.DB, user.user_id);
    // The TV stays logged in as a screen (ADR 19), one of the account's at once, named as its phone said.
    const now = Date.now();
    const session = await createSession(c.env.DB, user.user_id, now, "screen");
    await addPairedScreen(c.env.DB, session.sessionId, user.account_id, redeemed.screenName ?? null, now);
    setTokenHeaders(c.header.bind(c), session);
    return ok(c, user, TV_PAIRING_MESSAGES.signedIn);
  })

  .openapi(createLinkCodeRoute, async (c) => {
    const socketId = await tvSocketId(c.req.valid("json").pairing_secret);
    const { code, expiresAt } = await lobby(c.env).createLinkCode(socketId);
    return ok(c, { code, expires_at: new Date(expiresAt).toISOString() });
  })

  .openapi(getLinkedTvRoute, async (c) => {
    const { code } = c.req.valid("param");
    const object = lobby(c.env);
    const found = await object.findLinkCode(code);
    if (!found.ok) linkCodeFailure(found.reason);
    const tv = await object.waitingTv(found.socketId);
    if (!tv) linkCodeFailure("not_waiting");
    return ok(c, { code, ...describeTv(tv.info, tv.since) });
  })

  .openapi(sendLinkCodeLoginRoute, async (c) => {
    const { code, screen_name } = c.req.valid("json");
    const object = lobby(c.env);
    const confirmed = await object.confirmLinkCode(code, tvLogin(c.var.userId, screen_name));
    if (!confirmed.ok) linkCodeFailure(confirmed.reason);
    const push: TvLoginPush = { type: "login", code: confirmed.loginCode };
    if ((await object.broadcast(loginStream(confirmed.socketId), push)) === 0) linkCodeFailure("not_waiting");
    return ok(c, { code }, TV_PAIRING_MESSAGES.codeSent);
  })

  .openapi(screenSessionRoute, async (c) => {
    // Only a password typed minutes ago on this device makes a screen: never an old or stolen session (nor a screen: its caller).
    if (!signedInRecently(c)) throw new ApiError(403, TV_PAIRING_MESSAGES.signInTooLongAgo);
    const user = await findCurrentUser(c.env.DB, c.var.userId);
    if (user?.status !== "active") throw new ApiError(401, TV_PAIRING_MESSAGES.codeInvalid);
    const tokens = await createSession(c.env.DB, user.user_id, Date.now(), "screen");
    const token = bearerToken(c.req.header("Authorization"));
    if (token) await endSessionByToken(c.env.DB, token);
    setTokenHeaders(c.header.bind(c), tokens);
    return ok(c, user, TV_PAIRING_MESSAGES.signedIn);
  });
