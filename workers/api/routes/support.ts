import { SUPPORT_MESSAGES } from "@contract/messages";
import { questionSchema } from "@contract/support-schemas";
import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { createMailer } from "../../mail/mailer";
import type { ApiEnv } from "../app";
import { route } from "../openapi";
import { HOUR, limitPerIp } from "../rate-limits";
import { ok } from "../respond";

const postQuestion = route("post", "/questions", {
  summary: "Mail a visitor's question to the support address",
  // Every question is a mail to a person: a few per visitor and hour is plenty.
  limit: limitPerIp("faq", 5, HOUR),
  json: questionSchema,
  data: z.null(),
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
