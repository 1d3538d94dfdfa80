import { postQuestion } from "@contract/endpoints/support";
import { questionSchema } from "@contract/support-schemas";
import { api } from "~/lib/api-client.server";
import { readForm } from "~/lib/forms/read-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { readSession } from "~/lib/session.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/faq";

export function loader() {
  return new Response(null, { status: 302, headers: { Location: "/?dialog=faq" } });
}

/** Sends a visitor's question from the FAQ dialog to the support address, through the API. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  assertSameOrigin(request);
  const form = await readForm(request);
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
  const email = parsed.data.email || readSession(context).user?.email || "";
  const result = await api(args, postQuestion, { json: { question: parsed.data.question, email } });
  return result.ok
    ? toasts().redirectWithSuccess(back, result.message)
    : toasts().redirectWithError(back, result.message);
}
