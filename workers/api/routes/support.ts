import { postQuestion } from "@contract/endpoints/support";
import { SUPPORT_MESSAGES } from "@contract/messages";
import { OpenAPIHono } from "@hono/zod-openapi";
import { createMailer } from "../../mail/mailer";
import type { ApiEnv } from "../api-env";
import { HOUR, limitPerIp } from "../rate-limits";
import { ok } from "../respond";
import { route } from "../route";

// Every question is a mail to a person: a few per visitor and hour is plenty.
const postQuestionRoute = route(postQuestion, { limit: limitPerIp("faq", 5, HOUR) });

/** The FAQ dialog's Send (decisions.md). */
export const support = new OpenAPIHono<ApiEnv>().openapi(postQuestionRoute, async (c) => {
  const { question, email } = c.req.valid("json");
  await createMailer(c.env, c.var.config).send({
    to: c.var.config.SUPPORT_EMAIL,
    subject: "A question from the Stylecast website",
    text: `${question}\n\n— ${email || "anonymous visitor"}`,
    ...(email ? { replyTo: email } : {}),
  });
  return ok(c, null, SUPPORT_MESSAGES.questionSent);
});
