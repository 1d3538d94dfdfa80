import { env } from "cloudflare:workers";
import { TOO_MANY_ATTEMPTS, withinRateLimits } from "@workers/auth/rate-limit";
import { createMailer } from "@workers/mail/mailer";
import { z } from "zod";
import { appConfig } from "~/lib/config.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { readSession } from "~/lib/session.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/faq";

const questionSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, "Question cannot be empty")
    .max(2000, "Question is too long (2000 characters at most)"),
  email: z.union([z.literal(""), z.email("Invalid Email").max(254)]),
});

/** Sends a visitor's question from the FAQ dialog to the support address. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const back = safeRedirect(form.get("redirectTo"));
  const parsed = questionSchema.safeParse({
    question: String(form.get("question") ?? ""),
    email: String(form.get("email") ?? "").trim(),
  });
  if (!parsed.success) {
    // Back to the open dialog so nothing typed is lost from view.
    return toasts().redirectWithError(
      safeRedirect(form.get("openDialogHref"), back),
      parsed.error.issues[0]?.message ?? "Invalid question",
    );
  }
  // Every question is a mail to a person: a few per visitor and hour is plenty.
  const ip = request.headers.get("CF-Connecting-IP") ?? "unknown";
  if (!(await withinRateLimits(env.DB, [{ key: `faq:ip:${ip}`, limit: 5, windowSeconds: 60 * 60 }]))) {
    return toasts().redirectWithError(back, TOO_MANY_ATTEMPTS);
  }
  const config = appConfig();
  const { user } = readSession(context);
  const replyTo = parsed.data.email || user?.email;
  await createMailer(env, config).send({
    to: config.SUPPORT_EMAIL,
    subject: "A question from the Stylecast website",
    text: `${parsed.data.question}\n\n— ${replyTo ?? "anonymous visitor"}`,
    ...(replyTo ? { replyTo } : {}),
  });
  return toasts().redirectWithSuccess(back, "Thanks! Your question has been sent.");
}

export function loader() {
  return new Response(null, { status: 302, headers: { Location: "/?dialog=faq" } });
}
