import {
  checkEmail,
  confirmEmail,
  requestPasswordReset,
  requestPasswordResetAlias,
  updatePasswords,
} from "@contract/endpoints/session";
import { AUTH_MESSAGES } from "@contract/messages";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { isBypass } from "../../auth/e2e-bypass";
import { hashPassword } from "../../auth/password";
import { endAllSessions } from "../../auth/sessions";
import { consumeUserToken, issueUserToken } from "../../auth/user-tokens";
import { activateReferrals } from "../../db/referrals";
import { activateUser, findLoginByEmail, setPasswordHash } from "../../db/users";
import { createMailer } from "../../mail/mailer";
import { resetPasswordMail } from "../../mail/templates";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { route } from "../openapi";
import { enforceRateLimits, HOUR, limitPerIp } from "../rate-limits";
import { appOrigin, clientIp } from "../request-meta";
import { ok } from "../respond";

const updatePasswordsRoute = route(updatePasswords, { limit: limitPerIp("update_password", 30, HOUR) });
const checkEmailRoute = route(checkEmail, { limit: limitPerIp("checkemail", 120, HOUR) });

/**
 * Requests a reset mail. The answer never says whether the e-mail exists,
 * and the lookup and mail run after the response, so timing does not either.
 */
async function requestReset(
  c: Context<ApiEnv>,
  { email, e2e_bypass_token }: { email: string; e2e_bypass_token?: string | undefined },
) {
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
  .openapi(route(confirmEmail), async (c) => {
    const userId = await consumeUserToken(c.env.DB, c.req.valid("query").confirm_token, "confirm_email");
    if (!userId) throw new ApiError(422, AUTH_MESSAGES.confirmLinkInvalid, "confirm_token");
    const email = await activateUser(c.env.DB, userId);
    if (email) await activateReferrals(c.env.DB, email);
    return ok(c, null, AUTH_MESSAGES.confirmed);
  })

  .openapi(route(requestPasswordReset), (c) => requestReset(c, c.req.valid("json")))
  .openapi(route(requestPasswordResetAlias), (c) => requestReset(c, c.req.valid("json")))

  .openapi(updatePasswordsRoute, async (c) => {
    const { reset_password_token, password } = c.req.valid("json");
    const userId = await consumeUserToken(c.env.DB, reset_password_token, "reset_password");
    if (!userId) throw new ApiError(422, AUTH_MESSAGES.resetLinkInvalid, "reset_password_token");
    await setPasswordHash(c.env.DB, userId, await hashPassword(password, c.var.config.PASSWORD_PEPPER));
    // A stolen session must not survive the owner resetting the password.
    await endAllSessions(c.env.DB, userId);
    return ok(c, null, AUTH_MESSAGES.passwordChanged);
  })

  .openapi(checkEmailRoute, async (c) => {
    return ok(c, { email: c.req.valid("json").email }, AUTH_MESSAGES.emailValid);
  });
