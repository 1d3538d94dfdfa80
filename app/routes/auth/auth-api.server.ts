import type { CurrentUser } from "@contract/account";
import type { registerSchema, resetPasswordSchema } from "@contract/auth-schemas";
import type { z } from "zod";
import { callApi } from "~/lib/api-client.server";

/** The /v1/users calls of the sign-in pages (spec §7), in one place. */
type RouteArgs = Parameters<typeof callApi>[0];

export function signIn(args: RouteArgs, { email, password }: { email: string; password: string }) {
  return callApi<CurrentUser>(args, "/v1/users/sign_in", { method: "POST", body: { email, password } });
}

export function signUp(args: RouteArgs, value: z.output<typeof registerSchema>) {
  return callApi(args, "/v1/users/sign_up", {
    method: "POST",
    query: { referral_code: value.referral_code },
    body: {
      email: value.email,
      password: value.password,
      password_confirmation: value.password_confirmation,
      referral_code: value.referral_code,
      settings: {},
      email_subscriptions: { terms_and_conditions: true },
      ...(value.e2e_bypass_token ? { e2e_bypass_token: value.e2e_bypass_token } : {}),
    },
  });
}

export function verifyReferralCode(args: RouteArgs, referralCode: string) {
  return callApi(args, "/v1/users/verify", { method: "POST", body: { referral_code: referralCode } });
}

export function signOut(args: RouteArgs) {
  return callApi(args, "/v1/users/sign_out", { method: "DELETE", auth: true });
}

export function confirmEmail(args: RouteArgs, confirmToken: string) {
  return callApi(args, "/v1/users/confirm_email", { query: { confirm_token: confirmToken } });
}

/** A new confirmation link; the answer is the same whether or not the e-mail waits for one. */
export function resendConfirmationMail(args: RouteArgs, email: string) {
  return callApi(args, "/v1/users/confirmation_mails", { method: "POST", body: { email } });
}

export function requestPasswordReset(args: RouteArgs, email: string) {
  return callApi(args, "/v1/users/reset_passwords", { method: "PATCH", body: { email } });
}

export function updatePassword(args: RouteArgs, value: z.output<typeof resetPasswordSchema>) {
  return callApi(args, "/v1/users/update_passwords", {
    method: "POST",
    body: {
      reset_password_token: value.reset_password_token,
      password: value.password,
      password_confirmation: value.password_confirmation,
    },
  });
}
