import { currentUserSchema } from "@contract/account";
import type { ScreenInfo } from "@contract/cable";
import {
  createLinkCodeSchema,
  linkCodeAnswerSchema,
  linkedTvSchema,
  sendLinkCodeLoginSchema,
  sendSocketLoginSchema,
  TV_PAIRING_MESSAGES,
  type TvLoginPush,
  tvLinkCodeField,
  tvSignInSchema,
  tvSocketId,
  tvSocketIdField,
  waitingTvSchema,
} from "@contract/tv-pairing";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { createSession, endSessionByToken } from "../../auth/sessions";
import { loginStream } from "../../cable/channels";
import { cableObject } from "../../cable/route-cable";
import type { LinkCodeFailure, RedeemResult } from "../../cable/tv-login";
import { findCurrentUser, recordSignIn } from "../../db/users";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { type AuthEnv, bearerToken, requireAuth } from "../middleware/require-auth";
import { route } from "../openapi";
import { enforceRateLimits, limitPerIp, MINUTE } from "../rate-limits";
import { signedInRecently } from "../recent-sign-in";
import { clientIp } from "../request-meta";
import { ok } from "../respond";
import { setTokenHeaders, TOKEN_HEADERS } from "../token-headers";

/** Every TV waits in the cable's shared lobby object. */
const lobby = (env: Env) => cableObject(env, null);

const socketParams = z.object({ socket_id: tvSocketIdField });

const getTvSocket = route("get", "/tv_sockets/{socket_id}", {
  summary: "The TV waiting on a socket id: its browser, system and since when",
  middleware: [requireAuth],
  request: { params: socketParams },
  data: waitingTvSchema,
  errors: [404, 422],
});

const sendSocketLogin = route("post", "/send_socket_login_message", {
  summary: "Log the TV waiting on socket_id in as the signed-in user: it receives a one-time code over /cable",
  json: sendSocketLoginSchema,
  middleware: [requireAuth],
  data: z.object({ socket_id: z.string() }),
  errors: [404, 429],
});

const tvSignIn = route("post", "/tv_sign_in", {
  summary:
    "A TV exchanges its one-time code and its pairing secret for tokens (access-token, refresh-token, expire-at headers)",
  limit: limitPerIp("tv_sign_in", 30, 15 * MINUTE),
  json: tvSignInSchema,
  data: currentUserSchema,
  headers: TOKEN_HEADERS,
});

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

const createLinkCode = route("post", "/tv_link_codes", {
  summary: "A /tv page's short code for its pairing secret, to type at /link on a phone (10 minutes, one use)",
  limit: limitPerIp("tv_link_code", 120, 15 * MINUTE),
  json: createLinkCodeSchema,
  data: linkCodeAnswerSchema,
});

const getLinkedTv = route("get", "/tv_link_codes/{code}", {
  summary: "The TV showing a short code: its browser, system and since when it waits",
  middleware: [requireAuth, limitLinkCodeGuesses],
  request: { params: z.object({ code: tvLinkCodeField }) },
  data: linkedTvSchema,
  errors: [404, 429],
});

const sendLinkCodeLogin = route("post", "/send_link_code_login_message", {
  summary:
    "Log the TV showing a short code in as the signed-in user (uses the code up); it receives a one-time code over /cable",
  json: sendLinkCodeLoginSchema,
  middleware: [requireAuth, limitLinkCodeGuesses],
  data: z.object({ code: z.string() }),
  errors: [404, 429],
});

const screenSession = route("post", "/screen_session", {
  summary:
    "Turn a session signed in with the password minutes ago into a TV's screen session (new tokens in the headers; the old ones end)",
  middleware: [requireAuth],
  data: currentUserSchema,
  errors: [403],
  headers: TOKEN_HEADERS,
});

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

const REDEEM_FAILURES = {
  unknown: TV_PAIRING_MESSAGES.codeInvalid,
  other_socket: TV_PAIRING_MESSAGES.codeInvalid,
  expired: TV_PAIRING_MESSAGES.codeExpired,
  used: TV_PAIRING_MESSAGES.codeUsed,
} as const;

/** TV pairing by QR (issue 12): a phone that is signed in logs a TV in without a password. */
export const tvPairing = new OpenAPIHono<ApiEnv>()
  .openapi(getTvSocket, async (c) => {
    const { socket_id } = c.req.valid("param");
    const tv = await lobby(c.env).waitingTv(socket_id);
    if (!tv) throw new ApiError(404, TV_PAIRING_MESSAGES.notWaiting);
    return ok(c, { socket_id, ...describeTv(tv.info, tv.since) });
  })

  .openapi(sendSocketLogin, async (c) => {
    const { socket_id } = c.req.valid("json");
    const { userId } = c.var;
    await enforceRateLimits(c, [{ key: `tv_login:user:${userId}`, limit: 10, windowSeconds: 10 * MINUTE }]);
    const object = lobby(c.env);
    const code = await object.createLoginCode(socket_id, userId);
    if (!code) throw new ApiError(404, TV_PAIRING_MESSAGES.notWaiting);
    const push: TvLoginPush = { type: "login", code };
    if ((await object.broadcast(loginStream(socket_id), push)) === 0) {
      throw new ApiError(404, TV_PAIRING_MESSAGES.notWaiting);
    }
    return ok(c, { socket_id }, TV_PAIRING_MESSAGES.codeSent);
  })

  .openapi(tvSignIn, async (c) => {
    const { pairing_secret, code } = c.req.valid("json");
    const socketId = await tvSocketId(pairing_secret);
    const redeemed: RedeemResult = await lobby(c.env).redeemLoginCode(code, socketId);
    if (!redeemed.ok) throw new ApiError(401, REDEEM_FAILURES[redeemed.reason], "code");
    const user = await findCurrentUser(c.env.DB, redeemed.userId);
    // Blocked, deleted or unconfirmed since the phone confirmed: no session.
    if (user?.status !== "active") throw new ApiError(401, TV_PAIRING_MESSAGES.codeInvalid, "code");
    await recordSignIn(c.env.DB, user.user_id);
    // The TV stays logged in as a screen (ADR 19).
    setTokenHeaders(c.header.bind(c), await createSession(c.env.DB, user.user_id, Date.now(), "screen"));
    return ok(c, user, TV_PAIRING_MESSAGES.signedIn);
  })

  .openapi(createLinkCode, async (c) => {
    const socketId = await tvSocketId(c.req.valid("json").pairing_secret);
    const { code, expiresAt } = await lobby(c.env).createLinkCode(socketId);
    return ok(c, { code, expires_at: new Date(expiresAt).toISOString() });
  })

  .openapi(getLinkedTv, async (c) => {
    const { code } = c.req.valid("param");
    const object = lobby(c.env);
    const found = await object.findLinkCode(code);
    if (!found.ok) linkCodeFailure(found.reason);
    const tv = await object.waitingTv(found.socketId);
    if (!tv) linkCodeFailure("not_waiting");
    return ok(c, { code, ...describeTv(tv.info, tv.since) });
  })

  .openapi(sendLinkCodeLogin, async (c) => {
    const { code } = c.req.valid("json");
    const object = lobby(c.env);
    const confirmed = await object.confirmLinkCode(code, c.var.userId);
    if (!confirmed.ok) linkCodeFailure(confirmed.reason);
    const push: TvLoginPush = { type: "login", code: confirmed.loginCode };
    if ((await object.broadcast(loginStream(confirmed.socketId), push)) === 0) linkCodeFailure("not_waiting");
    return ok(c, { code }, TV_PAIRING_MESSAGES.codeSent);
  })

  .openapi(screenSession, async (c) => {
    // Only a password typed minutes ago on this device makes a screen: never an old or stolen session, nor a screen.
    if (c.var.sessionKind === "screen") throw new ApiError(403, TV_PAIRING_MESSAGES.screenSessionOnly);
    if (!signedInRecently(c)) throw new ApiError(403, TV_PAIRING_MESSAGES.signInTooLongAgo);
    const user = await findCurrentUser(c.env.DB, c.var.userId);
    if (user?.status !== "active") throw new ApiError(401, TV_PAIRING_MESSAGES.codeInvalid);
    const tokens = await createSession(c.env.DB, user.user_id, Date.now(), "screen");
    const token = bearerToken(c.req.header("Authorization"));
    if (token) await endSessionByToken(c.env.DB, token);
    setTokenHeaders(c.header.bind(c), tokens);
    return ok(c, user, TV_PAIRING_MESSAGES.signedIn);
  });
