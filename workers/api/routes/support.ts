import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { SUPPORT_MESSAGES } from "@contract/messages";
import { questionSchema } from "@contract/support-schemas";
import { z } from "zod";
import { createMailer } from "../../mail/mailer";
import type { ApiEnv } from "../app";
import { answers, BODY_ERRORS, jsonBody, requireJson } from "../openapi";
import { enforceRateLimits, HOUR } from "../rate-limits";
import { clientIp } from "../request-meta";
import { ok } from "../respond";

const postQuestion = createRoute({
  method: "post",
  path: "/questions",
  summary: "Mail a visitor's question to the support address",
  middleware: [requireJson],
  request: { body: jsonBody(questionSchema) },
  responses: answers(z.null(), { errors: [...BODY_ERRORS, 429] }),
});

/** The FAQ dialog's Send (decisions.md). */
export const support = new OpenAPIHono<ApiEnv>().openapi(postQuestion, async (c) => {
  const { question, email } = c.req.valid("json");
  // Every question is a mail to a person: a few per visitor and hour is plenty.
  await enforceRateLimits(c, [{ key: `faq:ip:${clientIp(c)}`, limit: 5, windowSeconds: HOUR }]);
  await createMailer(c.env, c.var.config).send({
    to: c.var.config.SUPPORT_EMAIL,
    subject: "A question from the Stylecast website",
    text: `${question}\n\n— ${email || "anonymous visitor"}`,
    ...(email ? { replyTo: email } : {}),
  });
  return ok(c, null, SUPPORT_MESSAGES.questionSent);
});
