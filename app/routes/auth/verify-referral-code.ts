import { registerSchema } from "@contract/auth-schemas";
import { verifyReferralCode } from "@contract/endpoints/session";
import { data, redirect } from "react-router";
import { z } from "zod";
import { api } from "~/lib/api-client.server";
import { statusForFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/verify-referral-code";

/**
 * GET /register/verify-code?referral_code=…: the register form's live referral
 * check (spec §4), for its fetcher. A GET on purpose: a fetcher *action* makes
 * every loader revalidate, and that revalidation could swallow the flash toast
 * of a registration submitted at the same moment.
 */
const verifySchema = z.object({ referral_code: registerSchema.shape.referral_code });

export async function loader(args: Route.LoaderArgs) {
  const raw = new URL(args.request.url).searchParams.get("referral_code");
  if (raw === null) return redirect("/register");
  const parsed = verifySchema.safeParse({ referral_code: raw });
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => issue.message).join(" ");
    return data({ code: raw.trim(), ok: false, message }, { status: 400 });
  }
  const code = parsed.data.referral_code;
  const result = await api(args, verifyReferralCode, { json: { referral_code: code } });
  return data({ code, ok: result.ok, message: result.message }, { status: result.ok ? 200 : statusForFailure(result) });
}
