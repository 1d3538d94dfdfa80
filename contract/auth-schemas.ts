import { z } from "zod";
import { isValidPassword, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from "./password-rules";
import { controlCharactersMessage, isPlainText } from "./plain-text";

/**
 * Form schemas of the sign-in pages, shared by the browser (live validation)
 * and the actions (the same rules without JavaScript). Inputs are trimmed (spec §5).
 */
export const INVALID_EMAIL = "Invalid Email";
export const TERMS_REQUIRED = "You must agree to the terms and conditions";

export const emailField = z
  .string({ error: INVALID_EMAIL })
  .trim()
  .max(254, "Email is too long")
  .pipe(z.email(INVALID_EMAIL).max(254, "Email is too long"));

export const newPasswordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .trim()
  .min(1, PASSWORD_MESSAGES.required)
  // First, so the API's answer (its first issue) says what is wrong with such a password.
  .refine(isPlainText, controlCharactersMessage("Password"))
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.invalid)
  .refine(isValidPassword, PASSWORD_MESSAGES.invalid);

const confirmationField = z
  .string({ error: PASSWORD_MESSAGES.confirmationEmpty })
  .trim()
  .min(1, PASSWORD_MESSAGES.confirmationEmpty)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.notMatching);

/** A new password and its confirmation: every form and endpoint that sets a password uses these. */
export const newPasswordFields = { password: newPasswordField, password_confirmation: confirmationField };

/** Adds the confirmation rule to a schema built with `newPasswordFields`. */
export function confirmed<T extends z.ZodObject<typeof newPasswordFields>>(schema: T) {
  return schema.refine((value) => value.password === value.password_confirmation, {
    message: PASSWORD_MESSAGES.notMatching,
    path: ["password_confirmation"],
  });
}

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: PASSWORD_MESSAGES.required })
    .trim()
    .min(1, PASSWORD_MESSAGES.required)
    .max(200, "Password is too long"),
  socketId: z.string().trim().max(64).optional(),
  redirect: z.string().max(2000).optional(),
});

export const registerSchema = confirmed(
  z.object({
    email: emailField,
    ...newPasswordFields,
    has_referral_code: z.literal("on").optional(),
    referral_code: z
      .string({ error: "Referral code cannot be empty" })
      .trim()
      .min(1, "Referral code cannot be empty")
      .min(4, "Referral code must be longer than 3 characters")
      .max(64, "Referral code is too long")
      .refine(isPlainText, controlCharactersMessage("Referral code")),
    terms: z.literal("on", { error: TERMS_REQUIRED }),
    e2e_bypass_token: z.string().max(200).optional(),
  }),
);

export const requestResetSchema = z.object({ email: emailField });

export const resetPasswordSchema = confirmed(
  z.object({
    reset_password_token: z.string().min(1, "The reset link is incomplete").max(200),
    ...newPasswordFields,
  }),
);

/** Changing the password while logged in (security page and PUT /v1/users/password). */
export const changePasswordSchema = confirmed(z.object(newPasswordFields));
