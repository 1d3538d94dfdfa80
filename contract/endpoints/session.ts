import { z } from "zod";
import { currentUserSchema } from "../account";
import { confirmed, emailField, newPasswordFields, TERMS_REQUIRED } from "../auth-schemas";
import { AUTH_MESSAGES } from "../messages";
import { PASSWORD_MESSAGES } from "../password-rules";
import { EMAIL_MAX, email, text, timestamp } from "../schema-parts";
import { endpoint, TOKEN_HEADERS, TOKEN_MAX } from "./define";

/** Sign-up, referral check, sign-in, renewal, sign-out, the current user, e-mail confirmation and reset (spec §7). */

const referralCodeField = z
  .string({ error: "referral_code is required" })
  .trim()
  .min(4, AUTH_MESSAGES.referralCodeTooShort)
  .max(64, AUTH_MESSAGES.referralCodeTooLong);

const bypassToken = z.string().max(200).optional();

/** A check of one field: posted without a session, answered with the value it accepted, rate-limited per visitor. */
const fieldCheck = <const P extends `/${string}`, const Name extends string, S extends z.ZodType>(
  path: P,
  summary: string,
  name: Name,
  field: S,
) =>
  endpoint({
    method: "post",
    path,
    summary,
    caller: "none",
    json: z.object({ [name]: field } as Record<Name, S>),
    // The value it accepted: no longer than the field takes (an e-mail, 254 at most, or a referral code, 64).
    data: z.object({ [name]: text(EMAIL_MAX) } as Record<Name, z.ZodString>),
    errors: [429],
  });

export const verifyReferralCode = fieldCheck(
  "/users/verify",
  "Check a referral code",
  "referral_code",
  referralCodeField,
);

export const signUp = endpoint({
  method: "post",
  path: "/users/sign_up",
  summary: "Register with a referral code (in the query or the body)",
  caller: "none",
  json: confirmed(
    z.object({
      email: emailField,
      ...newPasswordFields,
      referral_code: referralCodeField.optional(),
      settings: z.record(z.string(), z.unknown()).optional(),
      email_subscriptions: z.object(
        { terms_and_conditions: z.literal(true, { error: TERMS_REQUIRED }) },
        { error: TERMS_REQUIRED },
      ),
      e2e_bypass_token: bypassToken,
    }),
  ),
  request: { query: z.object({ referral_code: z.string().max(64).optional() }) },
  data: z.object({ email }),
  errors: [429],
});

export const signIn = endpoint({
  method: "post",
  path: "/users/sign_in",
  summary: "Sign in; the tokens come back in the access-token, refresh-token and expire-at headers",
  caller: "none",
  json: z.object({
    email: emailField,
    password: z.string({ error: PASSWORD_MESSAGES.required }).trim().min(1, PASSWORD_MESSAGES.required).max(200),
  }),
  data: currentUserSchema,
  errors: [403, 429],
  headers: TOKEN_HEADERS,
});

export const renewTokens = endpoint({
  method: "post",
  path: "/users/tokens",
  summary: "Renew the tokens with the refresh-token header (rotates it)",
  caller: "person or screen",
  security: [{ ApiKey: [], RefreshToken: [] }],
  // A longer token is no token of ours: the handler refuses it with 401 (as a missing one), not 422.
  request: {
    headers: z.object({
      "refresh-token": z
        .string()
        .optional()
        .meta({ maxLength: TOKEN_MAX, description: "Longer: 401, as a missing one" }),
    }),
  },
  data: z.object({ expire_at: timestamp }),
  headers: TOKEN_HEADERS,
});

export const signOut = endpoint({
  method: "delete",
  path: "/users/sign_out",
  summary: "End the session of the bearer access token or the refresh-token header",
  caller: "person or screen",
  security: [
    { ApiKey: [], AccessToken: [] },
    { ApiKey: [], RefreshToken: [] },
  ],
  data: z.null(),
});

export const resendConfirmation = endpoint({
  method: "post",
  path: "/users/confirmation_mails",
  summary: "Mail a new confirmation link; the answer never says whether the e-mail exists",
  caller: "none",
  json: z.object({ email: emailField }),
  data: z.null(),
  errors: [429],
});

export const getMe = endpoint({
  method: "get",
  path: "/users/me",
  summary: "The signed-in user",
  caller: "person or screen",
  data: currentUserSchema,
});

export const confirmEmail = endpoint({
  method: "get",
  path: "/users/confirm_email",
  summary: "Confirm an e-mail address with the mailed token",
  caller: "none",
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

const resetRequest = {
  summary: "Mail a reset link; the answer never says whether the e-mail exists",
  caller: "none",
  json: z.object({ email: emailField, e2e_bypass_token: bypassToken, data: z.unknown().optional() }),
  data: z
    .object({ reset_password_token: text(128).nullable() })
    .nullable()
    .meta({
      description: "null, or with a valid e2e_bypass_token the reset token (tests only)",
    }),
  errors: [429],
} as const;

/** Spec §7 names both paths for the same call. */
export const requestPasswordReset = endpoint({ method: "patch", path: "/users/reset_passwords", ...resetRequest });
export const requestPasswordResetAlias = endpoint({ method: "patch", path: "/users/passwords", ...resetRequest });

export const updatePasswords = endpoint({
  method: "post",
  path: "/users/update_passwords",
  summary: "Set a new password with the mailed reset token; ends every session",
  caller: "none",
  json: confirmed(
    z.object({
      reset_password_token: z.string({ error: "reset_password_token is required" }).min(1).max(128),
      ...newPasswordFields,
      e2e_bypass_token: bypassToken,
    }),
  ),
  data: z.null(),
  errors: [429],
});

export const checkEmail = fieldCheck(
  "/users/checkemail",
  "Check that an e-mail address is well-formed",
  "email",
  emailField,
);
