import { parseWithZod } from "@conform-to/zod/v4";
import { loginSchema } from "@contract/auth-schemas";
import { signIn } from "@contract/endpoints/session";
import { MESSAGES } from "@contract/messages";
import { data } from "react-router";
import { type ApiFailure, api, type RouteArgs } from "../api-client.server";
import { replyFromApiFailure } from "./reply-from-api-failure.server";

const LOGIN_FIELDS = ["email", "password"] as const;

/**
 * The e-mail and password form of /login and /tv, sent to `POST
 * /v1/users/sign_in`: either the reply the page shows (field errors, the
 * API's refusal on the field it names, never the password sent back), or
 * the signed-in user with the new tokens for the page to open a session with.
 * `extraFor` adds the page's own action data, and may look at a refusal.
 */
export async function signInWithForm<const Extra extends Record<string, unknown>>(
  args: RouteArgs,
  formData: FormData,
  extraFor: (failure: ApiFailure | null, email: string) => Extra,
) {
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    const extra = extraFor(null, "");
    return { reply: data({ ...extra, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 }) };
  }
  const { email, password, redirect } = submission.value;
  const result = await api(args, signIn, { json: { email, password } });
  if (!result.ok) {
    const extra = extraFor(result, email);
    return {
      reply: replyFromApiFailure(submission, result, { fields: LOGIN_FIELDS, hideFields: ["password"], extra }),
    };
  }
  if (!result.tokens) {
    console.error("sign_in answered 200 without tokens");
    const result502 = submission.reply({ formErrors: [MESSAGES.serverError], hideFields: ["password"] });
    return { reply: data({ ...extraFor(null, email), result: result502 }, { status: 502 }) };
  }
  return { user: result.data, tokens: result.tokens, message: result.message, redirect };
}
