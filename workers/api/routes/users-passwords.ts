import { confirmed, emailField, newPasswordFields } from "@contract/auth-schemas";
import { AUTH_MESSAGES } from "@contract/messages";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { isBypass } from "../../auth/e2e-bypass";
import { hashPassword } from "../../auth/password";
import { endAllSessions } from "../../auth/sessions";
import { consumeUserToken, issueUserToken } from "../../auth/user-tokens";
import { activateReferrals } from "../../db/referrals";
import { activateUser, findLoginByEmail, setPasswordHash } from "../../db/users";
import { createMailer } from "../../mail/mailer";
import { resetPasswordMail } from "../../mail/templates";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { route } from "../openapi";
import { enforceRateLimits, HOUR, limitPerIp } from "../rate-limits";
import { appOrigin, clientIp } from "../request-meta";
import { ok } from "../respond";

const resetRequestSchema = z.object({
  email: emailField,
  e2e_bypass_token: z.string().max(200).optional(),
  data: z.unknown().optional(),
});

const updatePasswordSchema = confirmed(
  z.object({
    reset_password_token: z.string({ error: "reset_password_token is required" }).min(1).max(128),
    ...newPasswordFields,
    e2e_bypass_token: z.string().max(200).optional(),
  }),
);

const confirmEmail = route("get", "/confirm_email", {
  summary: "Confirm an e-mail address with the mailed token",
  request: {
    query: z.object({
      confirm_token: z
        .string({ error: AUTH_MESSAGES.confirmLinkInvalid })
        .min(1, AUTH_MESSAGES.confirmLinkInvalid)
        .max(128, AUTH_MESSAGES.confirmLinkInvalid),
    }),
  },
  data: z.null(),
  errors: [422],
});

const resetRoute = (path: string) =>
  route("patch", path, {
    summary: "Mail a reset link; the answer never says whether the e-mail exists",
    json: resetRequestSchema,
    data: z.object({ reset_password_token: z.string().nullable() }).nullable().meta({
      description: "null, or with a valid e2e_bypass_token the reset token (tests only)",
    }),
    errors: [429],
  });

const updatePasswords = route("post", "/update_passwords", {
  summary: "Set a new password with the mailed reset token; ends every session",
  limit: limitPerIp("update_password", 30, HOUR),
  json: updatePasswordSchema,
  data: z.null(),
});

const checkEmail = route("post", "/checkemail", {
  summary: "Check that an e-mail address is well-formed",
  limit: limitPerIp("checkemail", 120, HOUR),
  json: z.object({ email: emailField }),
  data: z.object({ email: z.string() }),
});

/**
 * Requests a reset mail. The answer never says whether the e-mail exists,
 * and the lookup and mail run after the response, so timing does not either.
 */
async function requestReset(c: Context<ApiEnv>, { email, e2e_bypass_token }: z.infer<typeof resetRequestSchema>) {
  await enforceRateLimits(c, [
    { key: `reset:email:${email.toLowerCase()}`, limit: 5, windowSeconds: HOUR },
    { key: `reset:ip:${clientIp(c)}`, limit: 30, windowSeconds: HOUR },
  ]);
  const origin = appOrigin(c);
  const sendMail = async () => {
    const login = await findLoginByEmail(c.env.DB, email);
    if (!login || login.status === "deleted" || login.status === "blocked") return null;
    const token = await issueUserToken(c.env.DB, login.id, "reset_password");
    await createMailer(c.env, c.var.config).send(resetPasswordMail(email, origin, token));
    return token;
  };
  // Tests holding the bypass token get the reset token back instead of reading mail.
  if (await isBypass(c.var.config.E2E_BYPASS_TOKEN, e2e_bypass_token)) {
    return ok(c, { reset_password_token: await sendMail() }, AUTH_MESSAGES.resetRequested);
  }
  c.executionCtx.waitUntil(sendMail().catch((error) => console.error("reset mail failed", error)));
  return ok(c, null, AUTH_MESSAGES.resetRequested);
}

/** E-mail confirmation and password reset (spec §7). */
export const usersPasswords = new OpenAPIHono<ApiEnv>()
  .openapi(confirmEmail, async (c) => {
    const userId = await consumeUserToken(c.env.DB, c.req.valid("query").confirm_token, "confirm_email");
    if (!userId) throw new ApiError(422, AUTH_MESSAGES.confirmLinkInvalid, "confirm_token");
    const email = await activateUser(c.env.DB, userId);
    if (email) await activateReferrals(c.env.DB, email);
    return ok(c, null, AUTH_MESSAGES.confirmed);
  })

  // Spec §7 names both paths for the same call.
  .openapi(resetRoute("/reset_passwords"), (c) => requestReset(c, c.req.valid("json")))
  .openapi(resetRoute("/passwords"), (c) => requestReset(c, c.req.valid("json")))

  .openapi(updatePasswords, async (c) => {
    const { reset_password_token, password } = c.req.valid("json");
    const userId = await consumeUserToken(c.env.DB, reset_password_token, "reset_password");
    if (!userId) throw new ApiError(422, AUTH_MESSAGES.resetLinkInvalid, "reset_password_token");
    await setPasswordHash(c.env.DB, userId, await hashPassword(password, c.var.config.PASSWORD_PEPPER));
    // A stolen session must not survive the owner resetting the password.
    await endAllSessions(c.env.DB, userId);
    return ok(c, null, AUTH_MESSAGES.passwordChanged);
  })

  .openapi(checkEmail, async (c) => {
    return ok(c, { email: c.req.valid("json").email }, AUTH_MESSAGES.emailValid);
  });
