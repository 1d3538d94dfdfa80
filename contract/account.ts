import { z } from "zod";
import { AFTER_HOURS } from "./after-hours";
import { openingHoursSchema } from "./opening-hours";
import { PROFILE_FIELDS, type ProfileField } from "./profile-schema";
import { count, email, ID_MAX, id, list, namedObject, nullableText, tags, text, url } from "./schema-parts";
import { timeZoneSchema } from "./time-zone";

/**
 * Shapes the /v1 API answers with (spec §3). The API declares them in its
 * OpenAPI document and is held to them; the pages read the inferred types.
 */

export const USER_STATUSES = ["pending", "active", "blocked", "deleted"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const DEVICE_ORIENTATIONS = ["landscape", "portrait"] as const;
/**
 * Spec §3 Account settings, plus the screen-offline e-mail (issue 12), what screens show outside opening hours
 * (issue 34) and whether a slide shows its service's price (issue 37); each has its own PUT
 * /v1/users/account/{setting}.
 */
export const SLIDESHOW_SETTINGS = [
  "device_orientation",
  "qr_code",
  "loading_bar",
  "screen_alerts",
  "after_hours",
  "show_prices",
] as const;
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
  /** Outside opening hours (issue 34): keep playing, the closed card, or a dark screen. */
  after_hours: z.enum(AFTER_HOURS),
  /** "Show prices on screen" (issue 37): a style slide names its service and price in a corner. */
  show_prices: z.boolean(),
};

/** A person's whole name as the API writes it: first and last name, else the company or the e-mail. */
export const FULLNAME_MAX = 300;
export const fullname = text(FULLNAME_MAX);

/** An account's abilities (spec §6: admin, GOLD, DIAMOND…), set by people who run the service, never by a call. */
export const abilities = list(text(ID_MAX), 20);

/** Which account, by the names people know it by: how the TV and the admin's Analytics tab name it. */
export const accountNames = {
  account_id: id,
  fullname,
  company: nullableText,
};

/** Spec §3 Account, as `GET /v1/users/accounts/{id}` answers it. */
export const accountSchema = namedObject("Account", {
  id,
  type: z.literal("account"),
  attributes: z.object({
    ...profileShape,
    /** Per weekday from–to or null (closed); null when the shop has not said (issue 23, issue 25). */
    opening_hours: openingHoursSchema.nullable(),
    /** The shop's clock: opening hours, schedules and days are on it (issue 34). */
    time_zone: timeZoneSchema,
    account_id: id,
    avatar: url.nullable(),
    fullname,
    country: nullableText,
    price_min: z.number().nullable(),
    price_max: z.number().nullable(),
    tags,
    abilities,
    invited_user_count: count,
    analytics: z.object({ total_portfolio_sessions: z.number(), total_running_time: z.number() }),
    status: z.enum(USER_STATUSES),
    portfolio_count: count,
    email,
    referral_code: text(ID_MAX),
    ...playerSettings,
    /** E-mail the owner when a screen that played is offline for 15 minutes (and when it is back). */
    screen_alerts: z.boolean(),
  }),
});
export type Account = z.infer<typeof accountSchema>;

/** Spec §3 Current user (`GET /v1/users/me`, and the answer to sign-in). */
export const currentUserSchema = namedObject("CurrentUser", {
  id,
  user_id: id,
  email,
  status: z.enum(USER_STATUSES),
  account_id: id,
  first_name: nullableText,
  last_name: nullableText,
  fullname: nullableText,
  about_me: nullableText,
  picture: nullableText,
  website_url: nullableText,
  // Not in spec §3's list: the header's add-slide shortcut needs them (company, address and picture set).
  company: nullableText,
  address: nullableText,
  abilities,
  settings: z.record(z.string(), z.unknown()),
  email_subscriptions: z.record(z.string(), z.unknown()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Referral users of spec §3 and the status rule of docs/decisions/0008-referral-status.md. */
export const REFEREE_STATUSES = ["PENDING", "ACCEPTED", "ACTIVE"] as const;
export type RefereeStatus = (typeof REFEREE_STATUSES)[number];
export const referralUserSchema = namedObject("ReferralUser", {
  id,
  referee_email: email,
  referee_status: z.enum(REFEREE_STATUSES),
});
export type ReferralUser = z.infer<typeof referralUserSchema>;
/** The most invitations an account's referral page lists, newest first (workers/db/referrals.ts). */
export const MAX_LISTED_REFERRALS = 500;

/** How many addresses the Street field suggests at most (workers/maps/address-search.ts). */
export const MAX_ADDRESS_SUGGESTIONS = 5;

/** One address suggestion for the profile form's Street field. */
export const addressSuggestionSchema = z.object({
  label: text(500),
  address: text(500),
  zip_code: text(50),
  city: text(200),
  state: text(200),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
