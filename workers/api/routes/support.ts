import { SUPPORT_MESSAGES } from "@contract/messages";
import { questionSchema } from "@contract/support-schemas";
import { createRoute, OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { createMailer } from "../../mail/mailer";
import type { ApiEnv } from "../app";
import { answers, BODY_ERRORS, jsonBody, operation, requireJson } from "../openapi";
import { HOUR, limitPerIp } from "../rate-limits";
import { ok } from "../respond";

const postQuestion = createRoute({
  ...operation("post", "/questions", "Mail a visitor's question to the support address"),
  // Every question is a mail to a person: a few per visitor and hour is plenty.
  middleware: [limitPerIp("faq", 5, HOUR), requireJson] as const,
  request: { body: jsonBody(questionSchema) },
  responses: answers(z.null(), { errors: [...BODY_ERRORS, 429] }),
});

/** The FAQ dialog's Send (decisions.md). */
export const support = new OpenAPIHono<ApiEnv>().openapi(postQuestion, async (c) => {
  const { question, email } = c.req.valid("json");
  await createMailer(c.env, c.var.config).send({
    to: c.var.config.SUPPORT_EMAIL,
    subject: "A question from the Stylecast website",
    text: `${question}\n\n— ${email || "anonymous visitor"}`,
    ...(email ? { replyTo: email } : {}),
  });
  return ok(c, null, SUPPORT_MESSAGES.questionSent);
});
