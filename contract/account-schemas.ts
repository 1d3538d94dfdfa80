import { z } from "zod";
import { DEVICE_ORIENTATIONS } from "./account";
import { AFTER_HOURS } from "./after-hours";
import { emailField } from "./auth-schemas";

/**
 * Form schemas of the account pages (spec §2 Access and security, Referral,
 * slideshow settings), shared by the browser and the actions. The profile's
 * own rules live in profile-schema.ts, shared with the API.
 */
export const DELETE_AGREEMENT_REQUIRED = "Please tick the box to confirm that your account should be deleted";
export const INVITE_EMAIL_REQUIRED = "Email cannot be empty";

export const deleteAccountSchema = z.object({
  agree: z.literal("on", { error: DELETE_AGREEMENT_REQUIRED }),
});

/** Spec §5: the invite e-mail is required, then checked like every e-mail ('Invalid Email'). */
export const inviteSchema = z.object({
  email: z.string({ error: INVITE_EMAIL_REQUIRED }).max(254, "Email is too long").pipe(emailField),
});

export const cancelInviteSchema = z.object({ email: emailField });

/** Spec §3 Account settings. An unticked checkbox is simply absent from the form. */
export const slideshowSettingsSchema = z.object({
  device_orientation: z.enum(DEVICE_ORIENTATIONS, { error: "Choose landscape or portrait" }),
  qr_code: z.literal("on").optional(),
  loading_bar: z.literal("on").optional(),
  screen_alerts: z.literal("on").optional(),
  after_hours: z.enum(AFTER_HOURS, { error: "Choose what your screens show outside opening hours" }),
  show_prices: z.literal("on").optional(),
});
