import { confirmed, emailField, newPasswordFields, TERMS_REQUIRED } from "@contract/auth-schemas";
import { PASSWORD_MESSAGES } from "@contract/password-rules";
import { Hono } from "hono";
import { z } from "zod";
import { constantTimeEqual } from "../../auth/constant-time";
import { hashPassword, verifyPassword } from "../../auth/password";
import { enforceRateLimits } from "../../auth/rate-limit";
import { createSession, endSessionByToken, type IssuedTokens, renewSession } from "../../auth/sessions";
import { issueUserToken } from "../../auth/user-tokens";
import { createAccountWithUser, findAccountByReferralCode, findUserIdByEmail } from "../../db/accounts";
import { acceptReferral, activateReferrals } from "../../db/referrals";
import { findCurrentUser, findLoginByEmail, recordSignIn, setPasswordHash } from "../../db/users";
import { createMailer } from "../../mail/mailer";
import { confirmEmailMail } from "../../mail/templates";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { readJson } from "../read-body";
import { appOrigin, clientIp } from "../request-meta";
import { bearerToken, requireAuth } from "../require-auth";
import { ok } from "../respond";

const referralCodeField = z
  .string({ error: "referral_code is required" })
  .trim()
  .min(4, "Referral code must be longer than 3 characters")
  .max(64, "Referral code is too long");

const signUpSchema = confirmed(
  z.object({
    email: emailField,
    ...newPasswordFields,
    referral_code: referralCodeField.optional(),
    settings: z.record(z.string(), z.unknown()).optional(),
    email_subscriptions: z.object(
      { terms_and_conditions: z.literal(true, { error: TERMS_REQUIRED }) },
      { error: TERMS_REQUIRED },
    ),
    e2e_bypass_token: z.string().max(200).optional(),
  }),
);

const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: PASSWORD_MESSAGES.required }).trim().min(1, PASSWORD_MESSAGES.required).max(200),
});

export const SIGN_UP_MESSAGE = "Welcome! Please check your e-mail to confirm your account.";
export const SIGN_UP_BYPASSED_MESSAGE = "Welcome! Your account is ready: you can log in now.";
export const INVALID_CREDENTIALS = "Invalid email or password";

const MINUTE = 60;

/** Sign-up, referral check, sign-in, renewal, sign-out and the current user (spec §7). */
export const usersSession = new Hono<ApiEnv>()
  .post("/verify", async (c) => {
    await enforceRateLimits(c.env.DB, [{ key: `verify:ip:${clientIp(c)}`, limit: 60, windowSeconds: 10 * MINUTE }]);
    const { referral_code } = await readJson(c, z.object({ referral_code: referralCodeField }));
    if (!(await findAccountByReferralCode(c.env.DB, referral_code))) {
      throw new ApiError(422, "Invalid referral code", "referral_code");
    }
    return ok(c, { referral_code }, "Referral code verified");
  })

  .post("/sign_up", async (c) => {
    await enforceRateLimits(c.env.DB, [{ key: `sign_up:ip:${clientIp(c)}`, limit: 30, windowSeconds: 60 * MINUTE }]);
    const body = await readJson(c, signUpSchema);
    const code = c.req.query("referral_code")?.trim() || body.referral_code;
    if (!code) throw new ApiError(422, "Referral code cannot be empty", "referral_code");
    const referrer = await findAccountByReferralCode(c.env.DB, code);
    if (!referrer) throw new ApiError(422, "Invalid referral code", "referral_code");
    if (await findUserIdByEmail(c.env.DB, body.email)) throw new ApiError(422, "Email has already been taken", "email");

    const bypass = isBypass(c.var.config.E2E_BYPASS_TOKEN, body.e2e_bypass_token);
    const { userId } = await createAccountWithUser(c.env.DB, {
      email: body.email,
      passwordHash: await hashPassword(body.password, c.var.config.PASSWORD_PEPPER),
      status: bypass ? "active" : "pending",
      referredBy: referrer.id,
      settings: body.settings ?? {},
      emailSubscriptions: body.email_subscriptions,
      alongside: [acceptReferral(c.env.DB, referrer.id, body.email)],
    });
    if (bypass) {
      await activateReferrals(c.env.DB, body.email);
      return ok(c, { email: body.email }, SIGN_UP_BYPASSED_MESSAGE);
    }

    const token = await issueUserToken(c.env.DB, userId, "confirm_email");
    await createMailer(c.env, c.var.config).send(confirmEmailMail(body.email, appOrigin(c), token));
    return ok(c, { email: body.email }, SIGN_UP_MESSAGE);
  })

  .post("/sign_in", async (c) => {
    const { email, password } = await readJson(c, signInSchema);
    await enforceRateLimits(c.env.DB, [
      { key: `sign_in:email:${email.toLowerCase()}`, limit: 10, windowSeconds: 15 * MINUTE },
      { key: `sign_in:ip:${clientIp(c)}`, limit: 100, windowSeconds: 15 * MINUTE },
    ]);
    const pepper = c.var.config.PASSWORD_PEPPER;
    const login = await findLoginByEmail(c.env.DB, email);
    // Hash even for unknown e-mails, so timing does not tell which exist.
    const check = await verifyPassword(password, login?.password_hash ?? UNKNOWN_USER_HASH, pepper);
    if (!login || !check.valid || login.status === "deleted") throw new ApiError(401, INVALID_CREDENTIALS, "password");
    if (login.status === "pending")
      throw new ApiError(403, "Please confirm your e-mail address before logging in", "email");
    if (login.status === "blocked") throw new ApiError(403, "Your account has been blocked");

    if (check.needsRehash) await setPasswordHash(c.env.DB, login.id, await hashPassword(password, pepper));
    await recordSignIn(c.env.DB, login.id);
    setTokenHeaders(c.header.bind(c), await createSession(c.env.DB, login.id));
    return ok(c, await findCurrentUser(c.env.DB, login.id), "Signed in successfully");
  })

  .post("/tokens", async (c) => {
    const refreshToken = c.req.header("refresh-token");
    if (!refreshToken || refreshToken.length > 128) throw new ApiError(401, "Invalid refresh token");
    const renewed = await renewSession(c.env.DB, refreshToken, c.var.config.SESSION_SECRET);
    if (!renewed.ok) {
      throw new ApiError(
        401,
        renewed.reason === "reused" ? "Refresh token reused: please log in again" : "Invalid refresh token",
      );
    }
    setTokenHeaders(c.header.bind(c), renewed.tokens);
    return ok(c, { expire_at: renewed.tokens.expireAt }, "Token renewed");
  })

  .delete("/sign_out", async (c) => {
    // Works with an expired access token too: either token identifies the session.
    const tokens = [bearerToken(c.req.header("Authorization")), c.req.header("refresh-token")];
    for (const token of tokens) if (token && token.length <= 128) await endSessionByToken(c.env.DB, token);
    return ok(c, null, "Logged out successfully");
  })

  .get("/me", requireAuth, async (c) => {
    const user = await findCurrentUser(c.env.DB, c.var.userId);
    if (!user) throw new ApiError(401, "Invalid access token");
    return ok(c, user);
  });

function setTokenHeaders(header: (name: string, value: string) => void, tokens: IssuedTokens) {
  header("access-token", tokens.accessToken);
  header("refresh-token", tokens.refreshToken);
  header("expire-at", tokens.expireAt);
}

/** decisions.md: the bypass works only when E2E_BYPASS_TOKEN is set and matches. */
export function isBypass(expected: string | undefined, given: string | undefined) {
  if (!expected || !given) return false;
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(expected), encoder.encode(given));
}

/** A valid hash of no one's password, verified when the e-mail is unknown. */
const UNKNOWN_USER_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
