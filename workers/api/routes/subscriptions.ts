import { putEmailSubscriptions, unsubscribeByLink } from "@contract/endpoints/subscriptions";
import { WEEKLY_SUMMARY, WEEKLY_SUMMARY_TEXTS } from "@contract/weekly-summary";
import { OpenAPIHono } from "@hono/zod-openapi";
import { readUnsubscribeCode } from "../../auth/unsubscribe-token";
import { setEmailSubscription } from "../../db/weekly-summary";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { HOUR, limitPerIp } from "../rate-limits";
import { ok } from "../respond";
import { route } from "../route";

/** The mails a user chose (issue 36 point 6): the settings switch, and the weekly summary's one-click unsubscribe. */
export const subscriptions = new OpenAPIHono<ApiEnv>()
  .openapi(route(putEmailSubscriptions), async (c) => {
    const on = c.req.valid("json")[WEEKLY_SUMMARY];
    const saved = await setEmailSubscription(c.env.DB, c.var.userId, WEEKLY_SUMMARY, on);
    return ok(c, saved ?? {}, WEEKLY_SUMMARY_TEXTS.saved);
  })

  // A code is signed, not stored: a few tries a minute per visitor is plenty for a person with a real one.
  .openapi(route(unsubscribeByLink, { limit: limitPerIp("unsubscribe", 30, HOUR) }), async (c) => {
    const userId = await readUnsubscribeCode(c.var.config.SESSION_SECRET, c.req.valid("param").code, WEEKLY_SUMMARY);
    if (!userId || !(await setEmailSubscription(c.env.DB, userId, WEEKLY_SUMMARY, false))) {
      throw new ApiError(404, WEEKLY_SUMMARY_TEXTS.linkInvalid);
    }
    return ok(c, null, WEEKLY_SUMMARY_TEXTS.unsubscribed);
  });
