import {
  checkEmail,
  confirmEmail,
  getMe,
  renewTokens,
  requestPasswordReset,
  requestPasswordResetAlias,
  resendConfirmation,
  signIn,
  signOut,
  signUp,
  updatePasswords,
  verifyReferralCode,
} from "@contract/endpoints/session";
import { AUTH_MESSAGES, MESSAGES } from "@contract/messages";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { isBypass } from "../../auth/e2e-bypass";
import { hashPassword, verifyPassword } from "../../auth/password";
import { createSession, endAllSessions, endSessionByToken, renewSession } from "../../auth/sessions";
import { consumeUserToken, issueUserToken } from "../../auth/user-tokens";
import { createAccountWithUser, EmailTakenError, findAccountByReferralCode } from "../../db/accounts";
import { acceptReferral, activateReferrals } from "../../db/referrals";
import { activateUser, findCurrentUser, findLoginByEmail, recordSignIn, setPasswordHash } from "../../db/users";
import { createMailer } from "../../mail/mailer";
import { confirmEmailMail, resetPasswordMail } from "../../mail/templates";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { bearerToken } from "../middleware/require-auth";
import { enforceRateLimits, HOUR, limitPerIp, MINUTE } from "../rate-limits";
import { appOrigin, clientIp } from "../request-meta";
import { ok } from "../respond";
import { route } from "../route";
import { setTokenHeaders } from "../token-headers";

const verifyRoute = route(verifyReferralCode, { limit: limitPerIp("verify", 60, 10 * MINUTE) });
const signUpRoute = route(signUp, { limit: limitPerIp("sign_up", 30, HOUR) });
const signInRoute = route(signIn);
const tokensRoute = route(renewTokens);
const signOutRoute = route(signOut);
const resendRoute = route(resendConfirmation, { limit: limitPerIp("confirmation_mail", 20, HOUR) });
const meRoute = route(getMe);

/** Sign-up, referral check, sign-in, renewal, sign-out and the current user (spec §7). */
const signIns = new OpenAPIHono<ApiEnv>()
  .openapi(verifyRoute, async (c) => {
    const { referral_code } = c.req.valid("json");
    if (!(await findAccountByReferralCode(c.env.DB, referral_code))) {
      throw new ApiError(422, AUTH_MESSAGES.referralCodeInvalid, "referral_code");
    }
    return ok(c, { referral_code }, AUTH_MESSAGES.referralCodeVerified);
  })

  .openapi(signUpRoute, async (c) => {
    const body = c.req.valid("json");
    const code = c.req.valid("query").referral_code?.trim() || body.referral_code;
    if (!code) throw new ApiError(422, AUTH_MESSAGES.referralCodeEmpty, "referral_code");
    const referrer = await findAccountByReferralCode(c.env.DB, code);
    if (!referrer) throw new ApiError(422, AUTH_MESSAGES.referralCodeInvalid, "referral_code");

    const bypass = await isBypass(c.var.config.E2E_BYPASS_TOKEN, body.e2e_bypass_token);
    let userId: string;
    try {
      ({ userId } = await createAccountWithUser(c.env.DB, {
        email: body.email,
        passwordHash: await hashPassword(body.password, c.var.config.PASSWORD_PEPPER),
        status: bypass ? "active" : "pending",
        referredBy: referrer.id,
        settings: body.settings ?? {},
        emailSubscriptions: body.email_subscriptions,
        alongside: [acceptReferral(c.env.DB, referrer.id, body.email)],
      }));
    } catch (error) {
      // The e-mail is unique in the database: two sign-ups racing for it both end here or in success.
      if (error instanceof EmailTakenError) throw new ApiError(422, AUTH_MESSAGES.emailTaken, "email");
      throw error;
    }
    if (bypass) {
      await activateReferrals(c.env.DB, body.email);
      return ok(c, { email: body.email }, AUTH_MESSAGES.signUpBypassed);
    }

    await mailConfirmation(c, userId, body.email);
    return ok(c, { email: body.email }, AUTH_MESSAGES.signUp);
  })

  .openapi(resendRoute, async (c) => {
    const { email } = c.req.valid("json");
    await enforceRateLimits(c, [
      { key: `confirmation_mail:email:${email.toLowerCase()}`, limit: 3, windowSeconds: HOUR },
    ]);
    const login = await findLoginByEmail(c.env.DB, email);
    if (login?.status === "pending") await mailConfirmation(c, login.id, email);
    return ok(c, null, AUTH_MESSAGES.confirmationResent);
  })

  .openapi(signInRoute, async (c) => {
    const { email, password } = c.req.valid("json");
    await enforceRateLimits(c, [
      { key: `sign_in:email:${email.toLowerCase()}`, limit: 10, windowSeconds: 15 * MINUTE },
      { key: `sign_in:ip:${clientIp(c)}`, limit: 100, windowSeconds: 15 * MINUTE },
    ]);
    const pepper = c.var.config.PASSWORD_PEPPER;
    const login = await findLoginByEmail(c.env.DB, email);
    // Hash even for unknown e-mails, so timing does not tell which exist.
    const check = await verifyPassword(password, login?.password_hash ?? UNKNOWN_USER_HASH, pepper);
    if (!login || !check.valid || login.status === "deleted") {
      throw new ApiError(401, AUTH_MESSAGES.invalidCredentials, "password");
    }
    if (login.status === "pending") throw new ApiError(403, AUTH_MESSAGES.confirmFirst, "email");
    if (login.status === "blocked") throw new ApiError(403, AUTH_MESSAGES.blocked);

    if (check.needsRehash) await setPasswordHash(c.env.DB, login.id, await hashPassword(password, pepper));
    await recordSignIn(c.env.DB, login.id);
    setTokenHeaders(c.header.bind(c), await createSession(c.env.DB, login.id));
    return ok(c, await findCurrentUser(c.env.DB, login.id), AUTH_MESSAGES.signedIn);
  })

  .openapi(tokensRoute, async (c) => {
    const refreshToken = c.req.valid("header")["refresh-token"];
    if (!refreshToken || refreshToken.length > 128) throw new ApiError(401, AUTH_MESSAGES.invalidRefreshToken);
    const renewed = await renewSession(c.env.DB, refreshToken, c.var.config.SESSION_SECRET);
    if (!renewed.ok) {
      throw new ApiError(
        401,
        renewed.reason === "reused" ? AUTH_MESSAGES.refreshTokenReused : AUTH_MESSAGES.invalidRefreshToken,
      );
    }
    setTokenHeaders(c.header.bind(c), renewed.tokens);
    return ok(c, { expire_at: renewed.tokens.expireAt }, AUTH_MESSAGES.tokenRenewed);
  })

  .openapi(signOutRoute, async (c) => {
    // Works with an expired access token too: either token identifies the session.
    const tokens = [bearerToken(c.req.header("Authorization")), c.req.header("refresh-token")];
    let ended = false;
    for (const token of tokens)
      if (token && token.length <= 128) ended = (await endSessionByToken(c.env.DB, token)) || ended;
    // No token named a session: 401, as the document says of any call without valid credentials (ADR 31).
    if (!ended) throw new ApiError(401, MESSAGES.invalidAccessToken);
    return ok(c, null, AUTH_MESSAGES.loggedOut);
  })

  .openapi(meRoute, async (c) => {
    const user = await findCurrentUser(c.env.DB, c.var.userId);
    if (!user) throw new ApiError(401, MESSAGES.invalidAccessToken);
    return ok(c, user);
  });

/** A fresh confirmation link (the previous one stops working) in the outbox. */
// biome-ignore lint/suspicious/noExplicitAny: any route's context carries the env and config this needs.
async function mailConfirmation(c: Context<any>, userId: string, email: string) {
  const token = await issueUserToken(c.env.DB, userId, "confirm_email");
  await createMailer(c.env, c.var.config).send(confirmEmailMail(email, appOrigin(c), token));
}

/** A valid hash of no one's password, verified when the e-mail is unknown. */
const UNKNOWN_USER_HASH = "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

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
const passwords = new OpenAPIHono<ApiEnv>()
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

/** `/v1/users/…` of contract/endpoints/session.ts. */
export const session = new OpenAPIHono<ApiEnv>().route("/", signIns).route("/", passwords);
