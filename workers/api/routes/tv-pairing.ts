import { currentUserSchema } from "@contract/account";
import { isDevelopment } from "@contract/config";
import {
  sendSocketLoginSchema,
  TV_PAIRING_MESSAGES,
  type TvLoginPush,
  tvSignInSchema,
  tvSocketId,
  tvSocketIdField,
  waitingTvSchema,
} from "@contract/tv-pairing";
import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { createSession } from "../../auth/sessions";
import { loginStream } from "../../cable/channels";
import { cableObject } from "../../cable/route-cable";
import type { RedeemResult } from "../../cable/tv-login";
import { findCurrentUser, recordSignIn } from "../../db/users";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { requireAuth } from "../middleware/require-auth";
import { route } from "../openapi";
import { enforceRateLimits, limitPerIp, MINUTE } from "../rate-limits";
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
    return ok(c, {
      socket_id,
      browser_name: tv.info.browser_name ?? null,
      browser_version: tv.info.browser_version ?? null,
      os_name: tv.info.os_name ?? null,
      os_version: tv.info.os_version ?? null,
      since: new Date(tv.since).toISOString(),
    });
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
    setTokenHeaders(c.header.bind(c), await createSession(c.env.DB, user.user_id));
    return ok(c, user, TV_PAIRING_MESSAGES.signedIn);
  });

const ageCodes = route("post", "/tv_login_codes/age", {
  summary:
    "Development only: makes a socket's TV login codes older, to drive their expiry in tests (404 in production)",
  json: z.object({ socket_id: tvSocketIdField, seconds: z.number().int().min(1).max(86_400) }),
  data: z.object({ aged: z.number().int() }),
  errors: [404],
});

/** `/v1/dev/tv_login_codes/age`: the test seam for expiry. */
export const devTvPairing = new OpenAPIHono<ApiEnv>().openapi(ageCodes, async (c) => {
  if (!isDevelopment(c.var.config)) throw new ApiError(404, `No such endpoint: ${c.req.method} ${c.req.path}`);
  const { socket_id, seconds } = c.req.valid("json");
  return ok(c, { aged: await lobby(c.env).ageLoginCodes(socket_id, seconds * 1000) });
});
