import { z } from "zod";
import { WEEKLY_SUMMARY } from "../weekly-summary";
import { endpoint } from "./define";

/**
 * The mails a user chose (the spec's `email_subscriptions`; issue 36 point 6): the switch on the account's
 * settings, and the one-click unsubscribe link of the weekly summary, which needs no login.
 */

const subscriptionsBody = z.object({
  [WEEKLY_SUMMARY]: z.boolean({ error: `${WEEKLY_SUMMARY} must be true or false` }),
});

export const putEmailSubscriptions = endpoint({
  method: "put",
  path: "/users/email_subscriptions",
  summary: "Turns the signed-in user's optional mails on or off (the weekly summary); answers all their subscriptions",
  caller: "person",
  json: subscriptionsBody,
  data: z.record(z.string(), z.unknown()),
});

export const unsubscribeByLink = endpoint({
  method: "post",
  path: "/unsubscribe/{code}",
  summary:
    "Turns the weekly summary off with the code of its mail's unsubscribe link (signed for one user and that mail): no login",
  caller: "none",
  request: { params: z.object({ code: z.string().max(200) }) },
  data: z.null(),
  errors: [404, 429],
});
