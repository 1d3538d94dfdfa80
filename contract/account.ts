import { z } from "zod";
import { openingHoursSchema } from "./opening-hours";
import { PROFILE_FIELDS, type ProfileField } from "./profile-schema";
import { namedObject, nullableText } from "./schema-parts";

/**
 * Shapes the /v1 API answers with (spec §3). The API declares them in its
 * OpenAPI document and is held to them; the pages read the inferred types.
 */

export const USER_STATUSES = ["pending", "active", "blocked", "deleted"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const DEVICE_ORIENTATIONS = ["landscape", "portrait"] as const;
/** Spec §3 Account settings, plus the screen-offline e-mail (issue 12); each has its own PUT /v1/users/account/{setting}. */
export const SLIDESHOW_SETTINGS = ["device_orientation", "qr_code", "loading_bar", "screen_alerts"] as const;
export type SlideshowSetting = (typeof SLIDESHOW_SETTINGS)[number];
export type DeviceOrientation = (typeof DEVICE_ORIENTATIONS)[number];

const profileShape = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, nullableText])) as Record<
  ProfileField,
  typeof nullableText
>;

/** How the account's screen plays its slideshow: the settings the account page edits and the player reads. */
export const playerSettings = {
  device_orientation: z.enum(DEVICE_ORIENTATIONS),
  qr_code: z.boolean(),
  loading_bar: z.boolean(),
};

/** Which account, by the names people know it by: how the TV and the admin's Analytics tab name it. */
export const accountNames = {
  account_id: z.string(),
  fullname: z.string(),
  company: nullableText,
};

/** Spec §3 Account, as `GET /v1/users/accounts/{id}` answers it. */
export const accountSchema = namedObject("Account", {
  id: z.string(),
  type: z.literal("account"),
  attributes: z.object({
    ...profileShape,
    /** Per weekday from–to or null (closed); null when the shop has not said (issue 23, issue 25). */
    opening_hours: openingHoursSchema.nullable(),
    account_id: z.string(),
    avatar: nullableText,
    fullname: z.string(),
    country: nullableText,
    price_min: z.number().nullable(),
    price_max: z.number().nullable(),
    tags: z.array(z.string()),
    abilities: z.array(z.string()),
    invited_user_count: z.number().int(),
    analytics: z.object({ total_portfolio_sessions: z.number(), total_running_time: z.number() }),
    status: z.enum(USER_STATUSES),
    portfolio_count: z.number().int(),
    email: z.string(),
    referral_code: z.string(),
    ...playerSettings,
    /** E-mail the owner when a screen that played is offline for 15 minutes (and when it is back). */
    screen_alerts: z.boolean(),
  }),
});
export type Account = z.infer<typeof accountSchema>;

/** Spec §3 Current user (`GET /v1/users/me`, and the answer to sign-in). */
export const currentUserSchema = namedObject("CurrentUser", {
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  account_id: z.string(),
  first_name: nullableText,
  last_name: nullableText,
  fullname: nullableText,
  about_me: nullableText,
  picture: nullableText,
  website_url: nullableText,
  // Not in spec §3's list: the header's add-slide shortcut needs them (company, address and picture set).
  company: nullableText,
  address: nullableText,
  abilities: z.array(z.string()),
  settings: z.record(z.string(), z.unknown()),
  email_subscriptions: z.record(z.string(), z.unknown()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Referral users of spec §3 and the status rule of docs/decisions/0008-referral-status.md. */
export const REFEREE_STATUSES = ["PENDING", "ACCEPTED", "ACTIVE"] as const;
export type RefereeStatus = (typeof REFEREE_STATUSES)[number];
export const referralUserSchema = namedObject("ReferralUser", {
  id: z.string(),
  referee_email: z.string(),
  referee_status: z.enum(REFEREE_STATUSES),
});
export type ReferralUser = z.infer<typeof referralUserSchema>;

/** One address suggestion for the profile form's Street field. */
export const addressSuggestionSchema = z.object({
  label: z.string(),
  address: z.string(),
  zip_code: z.string(),
  city: z.string(),
  state: z.string(),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
