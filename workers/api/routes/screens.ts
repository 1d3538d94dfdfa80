import { SCREEN_MESSAGES } from "@contract/cable";
import { screenOffline, screenOnline } from "@contract/endpoints/tv";
import { OpenAPIHono } from "@hono/zod-openapi";
import { cableObject } from "../../cable/route-cable";
import { screenInfoFromUserAgent } from "../../cable/user-agent";
import { findSlideshowAccount } from "../../db/slideshow";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { route } from "../openapi";
import { HOUR, limitPerIp } from "../rate-limits";
import { ok } from "../respond";

// The limit runs after the Content-Type check (so it is not `limit`): only JSON requests count against it.
const presenceLimit = limitPerIp("screen-presence", 600, HOUR);

/** Spec §7 `slideshow_online` / `slideshow_offline`: the account's Durable Object counts them as a socket's heartbeats. */
export const screens = new OpenAPIHono<ApiEnv>()
  .openapi(route(screenOnline, { middleware: [presenceLimit] }), async (c) => {
    const { account_id, screen_id, visible } = c.req.valid("json");
    await slideshowOf(c.env, account_id);
    const info = screenInfoFromUserAgent(c.req.header("User-Agent") ?? "");
    await cableObject(c.env, account_id).screenOnline(account_id, screen_id, visible, info);
    return ok(c, null, SCREEN_MESSAGES.online);
  })
  .openapi(route(screenOffline, { middleware: [presenceLimit] }), async (c) => {
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
