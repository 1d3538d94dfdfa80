import { SCREEN_ID, SCREEN_MESSAGES } from "@contract/cable";
import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { cableObject } from "../../cable/route-cable";
import { screenInfoFromUserAgent } from "../../cable/user-agent";
import { findSlideshowAccount } from "../../db/slideshow";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { route } from "../openapi";
import { HOUR, limitPerIp } from "../rate-limits";
import { ok } from "../respond";

/**
 * Spec §7 `slideshow_online` / `slideshow_offline`: a screen's presence over
 * HTTP, for a slideshow that cannot keep its /cable socket (the socket is
 * the usual way: ADR 15). Public like the slideshow itself; the account's
 * Durable Object counts it as it counts a socket's heartbeats.
 */
const screenBody = z.object({
  account_id: z.string({ error: "account_id cannot be empty" }).max(32, "account_id is too long"),
  screen_id: z
    .string({ error: "screen_id cannot be empty" })
    .regex(SCREEN_ID, "screen_id must be 8 to 64 letters, digits, - or _"),
  visible: z.boolean({ error: "visible must be true or false" }).default(true),
});

// The limit runs after the Content-Type check (so it is not `limit`): only JSON requests count against it.
const presence = (path: string, summary: string) =>
  route("post", path, {
    summary,
    json: screenBody,
    middleware: [limitPerIp("screen-presence", 600, HOUR)],
    data: z.null(),
    errors: [404, 429],
  });

export const screens = new OpenAPIHono<ApiEnv>()
  .openapi(
    presence(
      "/slideshow_online",
      "A screen's heartbeat over HTTP: opens or continues its session (closed after 50 s without one)",
    ),
    async (c) => {
      const { account_id, screen_id, visible } = c.req.valid("json");
      await slideshowOf(c.env, account_id);
      const info = screenInfoFromUserAgent(c.req.header("User-Agent") ?? "");
      await cableObject(c.env, account_id).screenOnline(account_id, screen_id, visible, info);
      return ok(c, null, SCREEN_MESSAGES.online);
    },
  )
  .openapi(presence("/slideshow_offline", "A screen's page is closing: its session ends now"), async (c) => {
    const { account_id, screen_id } = c.req.valid("json");
    await slideshowOf(c.env, account_id);
    await cableObject(c.env, account_id).screenOffline(account_id, screen_id);
    return ok(c, null, SCREEN_MESSAGES.offline);
  });

/** Only an existing, unblocked account has a slideshow whose screens count. */
async function slideshowOf(env: Env, accountId: string) {
  const account = await findSlideshowAccount(env.DB, accountId);
  if (!account) throw new ApiError(404, SCREEN_MESSAGES.unknownAccount, "account_id");
  return account;
}
