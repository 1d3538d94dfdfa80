import { confirmed, emailField, newPasswordFields } from "@contract/auth-schemas";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { hashPassword } from "../../auth/password";
import { enforceRateLimits } from "../../auth/rate-limit";
import { endAllSessions } from "../../auth/sessions";
import { consumeUserToken, issueUserToken } from "../../auth/user-tokens";
import { activateReferrals } from "../../db/referrals";
import { activateUser, findLoginByEmail, setPasswordHash } from "../../db/users";
import { createMailer } from "../../mail/mailer";
import { resetPasswordMail } from "../../mail/templates";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { readJson } from "../read-body";
import { appOrigin, clientIp } from "../request-meta";
import { ok } from "../respond";
import { isBypass } from "./users-session";

export const CONFIRMED_MESSAGE = "Your e-mail address has been confirmed. You can log in now.";
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for this e-mail, we have sent a link to reset the password.";
export const PASSWORD_CHANGED_MESSAGE = "Password changed successfully";

const HOUR = 60 * 60;

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

/**
 * Requests a reset mail. The answer never says whether the e-mail exists,
 * and the lookup and mail run after the response, so timing does not either.
 */
async function requestReset(c: Context<ApiEnv>) {
  const { email, e2e_bypass_token } = await readJson(c, resetRequestSchema);
  await enforceRateLimits(c.env.DB, [
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
  if (isBypass(c.var.config.E2E_BYPASS_TOKEN, e2e_bypass_token)) {
    return ok(c, { reset_password_token: await sendMail() }, RESET_REQUESTED_MESSAGE);
  }
  c.executionCtx.waitUntil(sendMail().catch((error) => console.error("reset mail failed", error)));
  return ok(c, null, RESET_REQUESTED_MESSAGE);
}

/** E-mail confirmation and password reset (spec §7). */
export const usersPasswords = new Hono<ApiEnv>()
  .get("/confirm_email", async (c) => {
    const token = c.req.query("confirm_token");
    if (!token || token.length > 128)
      throw new ApiError(422, "This confirmation link is invalid or has expired", "confirm_token");
    const userId = await consumeUserToken(c.env.DB, token, "confirm_email");
    if (!userId) throw new ApiError(422, "This confirmation link is invalid or has expired", "confirm_token");
    const email = await activateUser(c.env.DB, userId);
    if (email) await activateReferrals(c.env.DB, email);
    return ok(c, null, CONFIRMED_MESSAGE);
  })

  .patch("/reset_passwords", requestReset)
  .patch("/passwords", requestReset)

  .post("/update_passwords", async (c) => {
    await enforceRateLimits(c.env.DB, [{ key: `update_password:ip:${clientIp(c)}`, limit: 30, windowSeconds: HOUR }]);
    const { reset_password_token, password } = await readJson(c, updatePasswordSchema);
    const userId = await consumeUserToken(c.env.DB, reset_password_token, "reset_password");
    if (!userId) throw new ApiError(422, "This reset link is invalid or has expired", "reset_password_token");
    await setPasswordHash(c.env.DB, userId, await hashPassword(password, c.var.config.PASSWORD_PEPPER));
    // A stolen session must not survive the owner resetting the password.
    await endAllSessions(c.env.DB, userId);
    return ok(c, null, PASSWORD_CHANGED_MESSAGE);
  })

  .post("/checkemail", async (c) => {
    await enforceRateLimits(c.env.DB, [{ key: `checkemail:ip:${clientIp(c)}`, limit: 120, windowSeconds: HOUR }]);
    const { email } = await readJson(c, z.object({ email: emailField }));
    return ok(c, { email }, "Email is valid");
  });
