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
  if (!parsed.success) return toasts().redirectWithError(back, "Choose Accept Cookies or Reject.");
  const headers = { "Set-Cookie": await consentCookie.serialize(parsed.data.consent) };
  return parsed.data.consent === "accepted"
    ? toasts().redirectWithSuccess(back, "Thanks! Cookies accepted.", { headers })
    : toasts().redirectWithInfo(back, "Cookies rejected: we only use the ones needed to sign you in.", { headers });
}
