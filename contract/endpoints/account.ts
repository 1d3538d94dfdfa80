import { z } from "zod";
import {
  accountSchema,
  addressSuggestionSchema,
  DEVICE_ORIENTATIONS,
  MAX_ADDRESS_SUGGESTIONS,
  MAX_LISTED_REFERRALS,
  referralUserSchema,
  type SlideshowSetting,
} from "../account";
import { inviteSchema } from "../account-schemas";
import { AFTER_HOURS } from "../after-hours";
import { confirmed, emailField, newPasswordFields } from "../auth-schemas";
import { ACCOUNT_MESSAGES } from "../messages";
import { controlCharactersMessage, isPlainText } from "../plain-text";
import { profileSchema } from "../profile-schema";
import { email, list, url } from "../schema-parts";
import { endpoint, FILE, multipartBody } from "./define";

/** The account area of spec §7: profile, avatar, slideshow settings, referrals, deletion. */

/**
 * The profile as sent: every field of the form, the country deciding the
 * postcode rule (checked again in the handler with `profileSchema(country)`).
 */
const profileBody = profileSchema(null)
  .omit({ zip_code: true })
  .extend({
    zip_code: z.string({ error: "Postcode/ZIP cannot be empty" }).max(10, "Postcode/ZIP is too long"),
    country: z
      .string({ error: "country must be a two-letter country code" })
      .regex(/^[A-Za-z]{2}$/, "country must be a two-letter country code")
      .max(2, "country must be a two-letter country code")
      .transform((value) => value.toUpperCase())
      .optional(),
  });

const currentPasswordField = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .max(200)
  .optional()
  .meta({ description: "Required when the session signed in more than 10 minutes ago" });

/** Each slideshow setting's rule, with the message that names it. */
const settingFields = {
  device_orientation: z.enum(DEVICE_ORIENTATIONS, { error: "device_orientation must be landscape or portrait" }),
  qr_code: z.boolean({ error: "qr_code must be true or false" }),
  loading_bar: z.boolean({ error: "loading_bar must be true or false" }),
  screen_alerts: z.boolean({ error: "screen_alerts must be true or false" }),
  after_hours: z.enum(AFTER_HOURS, { error: "after_hours must be keep_playing, closed_card or dark" }),
  show_prices: z.boolean({ error: "show_prices must be true or false" }),
} satisfies Record<SlideshowSetting, z.ZodType>;

export const getAccount = endpoint({
  method: "get",
  path: "/users/accounts/{id}",
  summary: "The signed-in user's own account (anyone else's answers 404)",
  caller: "person",
  data: accountSchema,
  errors: [404],
});

export const updateAccount = endpoint({
  method: "put",
  path: "/users/accounts/{id}",
  summary: "Save the profile; only changed fields are written",
  caller: "person",
  json: profileBody,
  data: accountSchema,
  errors: [404],
});

export const uploadAvatar = endpoint({
  method: "post",
  path: "/users/avatar",
  summary: "Upload the avatar (an image, checked by its content)",
  caller: "person",
  request: { body: multipartBody({ avatar: FILE }, ["avatar"]) },
  data: z.object({ avatar: url }),
  // The account was deleted while the upload ran: the file is not kept.
  errors: [404],
});

export const deleteAvatar = endpoint({
  method: "delete",
  path: "/users/delete_avatar",
  summary: "Remove the avatar",
  caller: "person",
  data: z.null(),
});

export const changePassword = endpoint({
  method: "put",
  path: "/users/password",
  summary: "Set a new password while signed in; other sessions end, this one stays",
  caller: "person",
  json: confirmed(z.object({ ...newPasswordFields, current_password: currentPasswordField })),
  data: z.null(),
  errors: [403, 429],
});

/** One slideshow setting on its own (spec §7 names a path for each). */
const settingEndpoint = <S extends SlideshowSetting>(setting: S) => {
  const body = z.object({ [setting]: settingFields[setting] } as { [K in S]: (typeof settingFields)[K] });
  return endpoint({
    method: "put",
    path: `/users/account/${setting}`,
    summary: `Save the slideshow setting ${setting}`,
    caller: "person",
    json: body,
    data: body,
  });
};

export const putDeviceOrientation = settingEndpoint("device_orientation");
export const putQrCode = settingEndpoint("qr_code");
export const putLoadingBar = settingEndpoint("loading_bar");
export const putScreenAlerts = settingEndpoint("screen_alerts");
export const putAfterHours = settingEndpoint("after_hours");
export const putShowPrices = settingEndpoint("show_prices");

/** A client that does not know `after_hours` (issue 34) or `show_prices` (issue 37) keeps the shop's choice. */
const slideshowSettingsBody = z.object({
  ...settingFields,
  after_hours: settingFields.after_hours.optional(),
  show_prices: settingFields.show_prices.optional(),
});

export const putSlideshowSettings = endpoint({
  method: "put",
  path: "/users/account/slideshow_settings",
  summary: "Save every slideshow setting at once (all or none); one push to the open slideshows if theirs changed",
  caller: "person",
  json: slideshowSettingsBody,
  data: slideshowSettingsBody,
});

export const listInvitees = endpoint({
  method: "get",
  path: "/users/invitees",
  summary: "The account's referrals and their status",
  caller: "person",
  data: list(referralUserSchema, MAX_LISTED_REFERRALS),
});

export const sendInvite = endpoint({
  method: "post",
  path: "/users/invite",
  summary: "Invite someone by e-mail with the account's referral code",
  caller: "person",
  json: inviteSchema,
  data: z.object({ email }),
  errors: [429],
});

export const cancelInvite = endpoint({
  method: "delete",
  path: "/users/cancel_invite",
  summary: "Cancel a pending invitation",
  caller: "person",
  json: z.object({ email: emailField }),
  data: z.object({ email }),
  errors: [404],
});

export const cancelAccount = endpoint({
  method: "delete",
  path: "/users/cancel_account",
  summary: "Delete the account, its sessions and all of its media",
  caller: "person",
  // Optional, so not `json`: a recent sign-in confirms the identity without a password.
  request: {
    body: {
      required: false,
      content: { "application/json": { schema: z.object({ current_password: currentPasswordField }) } },
    },
  },
  data: z.null(),
  errors: [403, 429],
});

export const getAddressSuggestions = endpoint({
  method: "get",
  path: "/users/address_suggestions",
  summary: "Addresses matching what was typed in the profile's Street field (empty when autofill is off)",
  caller: "person",
  request: {
    query: z.object({
      q: z.string().max(200, "q is too long").refine(isPlainText, controlCharactersMessage("q")).default(""),
    }),
  },
  data: list(addressSuggestionSchema, MAX_ADDRESS_SUGGESTIONS),
  errors: [422],
});
