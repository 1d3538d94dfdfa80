import { SCREEN_MESSAGES } from "@contract/cable";
import {
  getInsights,
  getScreenTicket,
  listScreens,
  removeScreen,
  renameScreen,
  screenOffline,
  screenOnline,
} from "@contract/endpoints/screens";
import { MY_SCREENS_MESSAGES } from "@contract/screens";
import { OpenAPIHono } from "@hono/zod-openapi";
import { issueScreenTicket } from "../../auth/screen-ticket";
import { cableObject, screenOf } from "../../cable/route-cable";
import { screenInfoFromUserAgent } from "../../cable/user-agent";
import * as db from "../../db/screens";
import { findSlideshowAccount } from "../../db/slideshow";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { requireAccount } from "../middleware/require-auth";
import { listMyScreens } from "../my-screens";
import { HOUR, limitPerIp } from "../rate-limits";
import { ok } from "../respond";
import { route } from "../route";
import { screenInsights } from "../screen-insights";

// The limit runs after the Content-Type check (so it is not `limit`): only JSON requests count against it.
const presenceLimit = limitPerIp("screen-presence", 600, HOUR);

/** A shop's screens (issue 23): the ticket a TV's slideshow shows, and presence over HTTP. */
export const screens = new OpenAPIHono<ApiEnv>()
  .openapi(route(getScreenTicket, { middleware: [requireAccount] }), async (c) => {
    const { scanCode } = await db.adoptScreen(c.env.DB, c.var.sessionId, c.var.account.id, Date.now());
    const ticket = await issueScreenTicket(c.var.config.SESSION_SECRET, c.var.sessionId);
    return ok(c, { screen_id: c.var.sessionId, ticket, scan_code: scanCode });
  })

  // Spec §7 `slideshow_online` / `slideshow_offline`: the account's Durable Object counts them as a socket's heartbeats.
  .openapi(route(screenOnline, { middleware: [presenceLimit] }), async (c) => {
    const { account_id, screen_ticket, visible } = c.req.valid("json");
    const screenId = await screenIn(c.env, account_id, screen_ticket);
    const info = screenInfoFromUserAgent(c.req.header("User-Agent") ?? "");
    await cableObject(c.env, account_id).screenOnline(account_id, screenId, visible, info);
    return ok(c, null, SCREEN_MESSAGES.online);
  })
  .openapi(route(screenOffline, { middleware: [presenceLimit] }), async (c) => {
    const { account_id, screen_ticket } = c.req.valid("json");
    const screenId = await screenIn(c.env, account_id, screen_ticket);
    await cableObject(c.env, account_id).screenOffline(account_id, screenId);
    return ok(c, null, SCREEN_MESSAGES.offline);
  })

  // My screens (issue 23 point 3): the owner's screens, each as D1 keeps it and as the account's cable object sees it now.
  .openapi(route(listScreens, { middleware: [requireAccount] }), async (c) => {
    return ok(c, {
      data: await listMyScreens(c.env, c.var.account.id, Date.now(), c.var.account.attributes.time_zone),
    });
  })

  .openapi(route(renameScreen, { middleware: [requireAccount] }), async (c) => {
    const { id } = c.req.valid("param");
    const name = c.req.valid("json").name || null;
    if (!(await db.renameScreen(c.env.DB, c.var.account.id, id, name))) {
      throw new ApiError(404, MY_SCREENS_MESSAGES.notFound);
    }
    return ok(c, { screen_id: id, name }, name ? MY_SCREENS_MESSAGES.renamed : MY_SCREENS_MESSAGES.nameCleared);
  })

  .openapi(route(removeScreen, { middleware: [requireAccount] }), async (c) => {
    const { id } = c.req.valid("param");
    const accountId = c.var.account.id;
    if (!(await db.removeScreen(c.env.DB, accountId, id))) throw new ApiError(404, MY_SCREENS_MESSAGES.notFound);
    // Its session is gone from D1; the cable object lets go of its sockets and presence at once, not 50 s later.
    await cableObject(c.env, accountId).forgetScreen(id);
    return ok(c, null, MY_SCREENS_MESSAGES.removed);
  })

  // Proof of play (issue 23 point 4) and scans (issue 24): the hourly counters of the last 7 or 30 days, summed.
  .openapi(route(getInsights, { middleware: [requireAccount] }), async (c) => {
    const days = Number(c.req.valid("query").days);
    return ok(c, await screenInsights(c.env, c.var.account.id, days, Date.now()));
  });

/** Only an existing, unblocked account has a slideshow, and only its live screens count. */
async function screenIn(env: Env, accountId: string, ticket: string) {
  if (!(await findSlideshowAccount(env.DB, accountId))) {
    throw new ApiError(404, SCREEN_MESSAGES.unknownAccount, "account_id");
  }
  const screenId = await screenOf(env, ticket, accountId);
  if (!screenId) throw new ApiError(403, SCREEN_MESSAGES.notAScreen, "screen_ticket");
  return screenId;
}
