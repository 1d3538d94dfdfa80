import { CONSENT_MESSAGES } from "@contract/messages";
import { z } from "zod";
import { consentCookie } from "~/lib/cookie-consent.server";
import { readForm } from "~/lib/forms/read-form.server";
import { safeRedirect } from "~/lib/safe-redirect";
import { assertSameOrigin } from "~/lib/same-origin.server";
import { toasts } from "~/lib/toast.server";
import type { Route } from "./+types/cookie-consent";

const consentSchema = z.object({ consent: z.enum(["accepted", "rejected"]) });

export function loader() {
  return new Response(null, { status: 302, headers: { Location: "/cookies" } });
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"));
  const parsed = consentSchema.safeParse({ consent: form.get("consent") });
  if (!parsed.success) return toasts().redirectWithError(back, CONSENT_MESSAGES.choose);
  const headers = { "Set-Cookie": await consentCookie.serialize(parsed.data.consent) };
  return parsed.data.consent === "accepted"
    ? toasts().redirectWithSuccess(back, CONSENT_MESSAGES.accepted, { headers })
    : toasts().redirectWithInfo(back, CONSENT_MESSAGES.rejected, { headers });
}
