import { data, redirect } from "react-router";
import { z } from "zod";
import { registerSchema } from "~/lib/auth-schemas";
import { statusForFailure } from "~/lib/form-reply.server";
import { assertSameOrigin } from "~/lib/same-origin.server";
import type { Route } from "./+types/verify-referral-code";
import { verifyReferralCode } from "./auth-api.server";

/** POST /register/verify-code: the register form's live referral check (spec §4), for its fetcher. */
const verifySchema = z.object({ referral_code: registerSchema.shape.referral_code });

export function loader() {
  return redirect("/register");
}

export async function action(args: Route.ActionArgs) {
  assertSameOrigin(args.request);
  const form = await args.request.formData();
  const parsed = verifySchema.safeParse({ referral_code: form.get("referral_code") });
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join(" ");
    return data({ code: String(form.get("referral_code") ?? "").trim(), ok: false, message }, { status: 400 });
  }
  const code = parsed.data.referral_code;
  const result = await verifyReferralCode(args, code);
  return data({ code, ok: result.ok, message: result.message }, { status: result.ok ? 200 : statusForFailure(result) });
}
