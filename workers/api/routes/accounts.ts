import {
  accountSchema,
  addressSuggestionSchema,
  DEVICE_ORIENTATIONS,
  playerSettings,
  referralUserSchema,
  type SlideshowSetting,
} from "@contract/account";
import { inviteSchema } from "@contract/account-schemas";
import { confirmed, emailField, newPasswordFields } from "@contract/auth-schemas";
import { AVATAR_EMPTY, AVATAR_IS_VIDEO } from "@contract/avatar-file";
import { sniffMedia } from "@contract/media-sniff";
import { mediaUrl } from "@contract/media-url";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES, MESSAGES } from "@contract/messages";
import { profileSchema } from "@contract/profile-schema";
import { fileRejectedMessage, MAX_UPLOAD_BYTES } from "@contract/uploads";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { hashPassword } from "../../auth/password";
import { endAllSessions, endOtherSessions } from "../../auth/sessions";
import { pushContentChange } from "../../cable/push";
import {
  deleteAccountRow,
  findAccount,
  setAvatarKey,
  updateProfile,
  updateSlideshowSetting,
  updateSlideshowSettings,
} from "../../db/account-profile";
import { findUserIdByEmail } from "../../db/accounts";
import { cancelInvite, invite, listReferrals } from "../../db/referrals";
import { setPasswordHash } from "../../db/users";
import { createMailer } from "../../mail/mailer";
import { inviteMail } from "../../mail/templates";
import { searchAddresses } from "../../maps/address-search";
import { deleteAccountMedia, putAvatar } from "../../media/account-media";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { type AccountEnv, requireAccount, requireAuth, requireOwnAccount } from "../middleware/require-auth";
import { FILE, multipartBody, route } from "../openapi";
import { enforceRateLimits, HOUR } from "../rate-limits";
import { confirmIdentity, currentPasswordField } from "../recent-sign-in";
import { appOrigin } from "../request-meta";
import { ok } from "../respond";

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
      .transform((value) => value.toUpperCase())
      .optional(),
  });

/** Each slideshow setting's rule, with the message that names it. */
const settingFields = {
  device_orientation: z.enum(DEVICE_ORIENTATIONS, { error: "device_orientation must be landscape or portrait" }),
  qr_code: z.boolean({ error: "qr_code must be true or false" }),
  loading_bar: z.boolean({ error: "loading_bar must be true or false" }),
  screen_alerts: z.boolean({ error: "screen_alerts must be true or false" }),
} satisfies Record<SlideshowSetting, z.ZodType>;

const settingBodies = {
  device_orientation: z.object({ device_orientation: settingFields.device_orientation }),
  qr_code: z.object({ qr_code: settingFields.qr_code }),
  loading_bar: z.object({ loading_bar: settingFields.loading_bar }),
  screen_alerts: z.object({ screen_alerts: settingFields.screen_alerts }),
} satisfies Record<SlideshowSetting, z.ZodObject>;

/** Every slideshow setting at once, as the settings page saves them. */
const slideshowSettingsBody = z.object(settingFields);

/** The settings the player reads: a change to one of them is news for the open slideshows; screen_alerts is not. */
const PLAYER_SETTINGS = Object.keys(playerSettings) as (keyof typeof playerSettings)[];

const getAccount = route("get", "/accounts/{id}", {
  summary: "The signed-in user's own account (anyone else's answers 404)",
  middleware: [requireOwnAccount],
  data: accountSchema,
  errors: [404],
});

const putAccount = route("put", "/accounts/{id}", {
  summary: "Save the profile; only changed fields are written",
  json: profileBody,
  middleware: [requireOwnAccount],
  data: accountSchema,
  errors: [404],
});

const postAvatar = route("post", "/avatar", {
  summary: "Upload the avatar (an image, checked by its content)",
  middleware: [requireAccount],
  request: { body: multipartBody({ avatar: FILE }, ["avatar"]) },
  data: z.object({ avatar: z.string() }),
});

const deleteAvatar = route("delete", "/delete_avatar", {
  summary: "Remove the avatar",
  middleware: [requireAccount],
  data: z.null(),
});

const putPassword = route("put", "/password", {
  summary: "Set a new password while signed in; other sessions end, this one stays",
  json: confirmed(z.object({ ...newPasswordFields, current_password: currentPasswordField })),
  middleware: [requireAuth],
  data: z.null(),
  errors: [403, 429],
});

const putSetting = (setting: SlideshowSetting) =>
  route("put", `/account/${setting}`, {
    summary: `Save the slideshow setting ${setting}`,
    json: settingBodies[setting],
    middleware: [requireAccount],
    data: settingBodies[setting],
  });

const putSettings = route("put", "/account/slideshow_settings", {
  summary: "Save every slideshow setting at once (all or none); one push to the open slideshows if theirs changed",
  json: slideshowSettingsBody,
  middleware: [requireAccount],
  data: slideshowSettingsBody,
});

const getInvitees = route("get", "/invitees", {
  summary: "The account's referrals and their status",
  middleware: [requireAccount],
  data: z.array(referralUserSchema),
});

const postInvite = route("post", "/invite", {
  summary: "Invite someone by e-mail with the account's referral code",
  json: inviteSchema,
  middleware: [requireAccount],
  data: z.object({ email: z.string() }),
  errors: [429],
});

const deleteInvite = route("delete", "/cancel_invite", {
  summary: "Cancel a pending invitation",
  json: z.object({ email: emailField }),
  middleware: [requireAccount],
  data: z.object({ email: z.string() }),
  errors: [404],
});

const deleteAccount = route("delete", "/cancel_account", {
  summary: "Delete the account, its sessions and all of its media",
  middleware: [requireAccount],
  // Optional, so not `json`: a recent sign-in confirms the identity without a password (confirmIdentity).
  request: {
    body: {
      required: false,
      content: { "application/json": { schema: z.object({ current_password: currentPasswordField }) } },
    },
  },
  data: z.null(),
  errors: [403, 429],
});

const getAddressSuggestions = route("get", "/address_suggestions", {
  summary: "Addresses matching what was typed in the profile's Street field (empty when autofill is off)",
  middleware: [requireAuth],
  request: { query: z.object({ q: z.string().max(200, "q is too long").default("") }) },
  data: z.array(addressSuggestionSchema),
  errors: [422],
});

async function saveSetting(c: Context<AccountEnv>, setting: SlideshowSetting, body: Record<string, string | boolean>) {
  const value = body[setting] ?? null;
  await updateSlideshowSetting(
    c.env.DB,
    c.var.account.id,
    setting,
    typeof value === "boolean" ? Number(value) : String(value),
  );
  c.executionCtx.waitUntil(pushContentChange(c.env, c.var.account.id, "settings_changed"));
  return ok(c, { [setting]: value }, ACCOUNT_MESSAGES.settingsSaved);
}

/** The account area of spec §7: profile, avatar, slideshow settings, referrals, deletion. */
export const accounts = new OpenAPIHono<ApiEnv>()
  .openapi(getAccount, (c) => ok(c, c.var.account))

  .openapi(putAccount, async (c) => {
    const { account } = c.var;
    const { country: sent, ...fields } = c.req.valid("json");
    const country = sent ?? account.attributes.country ?? "US";
    const result = profileSchema(country).safeParse(fields);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ApiError(422, issue?.message ?? "Invalid profile", String(issue?.path[0] ?? ""));
    }
    const changed = await updateProfile(c.env.DB, account.id, account.attributes, { ...result.data, country });
    const updated = await findAccount(c.env.DB, account.id);
    return ok(c, updated, changed.length === 0 ? ACCOUNT_MESSAGES.noChanges : ACCOUNT_MESSAGES.profileUpdated);
  })

  .openapi(postAvatar, async (c) => {
    if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
      throw new ApiError(415, ACCOUNT_MESSAGES.avatarMultipart, "avatar");
    }
    const form = await c.req.formData().catch(() => {
      throw new ApiError(400, MESSAGES.malformedMultipart, "avatar");
    });
    const file = form.get("avatar");
    if (!(file instanceof File) || file.size === 0) throw new ApiError(422, AVATAR_EMPTY, "avatar");
    if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, fileRejectedMessage(file.size), "avatar");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const media = sniffMedia(bytes);
    if (!media) throw new ApiError(422, fileRejectedMessage(file.size), "avatar");
    if (media.kind === "video") throw new ApiError(422, AVATAR_IS_VIDEO, "avatar");

    // New object first, then the row, then the old object: a crash between any two steps leaves
    // at most one object nothing points at, which the scheduled housekeeping deletes after a day.
    const key = await putAvatar(c.env.MEDIA, c.var.account.id, bytes, media);
    const previous = await setAvatarKey(c.env.DB, c.var.account.id, key);
    if (previous) await c.env.MEDIA.delete(previous);
    const avatar = mediaUrl(key) ?? "";
    // Spec §7 names `avatar` at the top level; `data.avatar` keeps the shape of every other answer.
    return c.json({ status: 200, message: ACCOUNT_MESSAGES.avatarUpdated, avatar, data: { avatar } }, 200);
  })

  .openapi(deleteAvatar, async (c) => {
    const previous = await setAvatarKey(c.env.DB, c.var.account.id, null);
    if (previous) await c.env.MEDIA.delete(previous);
    return ok(c, null, previous ? ACCOUNT_MESSAGES.avatarDeleted : ACCOUNT_MESSAGES.noAvatar);
  })

  .openapi(putPassword, async (c) => {
    const { password, current_password } = c.req.valid("json");
    await confirmIdentity(c, current_password);
    await setPasswordHash(c.env.DB, c.var.userId, await hashPassword(password, c.var.config.PASSWORD_PEPPER));
    await endOtherSessions(c.env.DB, c.var.userId, c.var.sessionId);
    return ok(c, null, AUTH_MESSAGES.passwordChanged);
  })

  .openapi(putSetting("device_orientation"), (c) => saveSetting(c, "device_orientation", c.req.valid("json")))
  .openapi(putSetting("qr_code"), (c) => saveSetting(c, "qr_code", c.req.valid("json")))
  .openapi(putSetting("loading_bar"), (c) => saveSetting(c, "loading_bar", c.req.valid("json")))
  .openapi(putSetting("screen_alerts"), (c) => saveSetting(c, "screen_alerts", c.req.valid("json")))

  .openapi(putSettings, async (c) => {
    const settings = c.req.valid("json");
    const { id, attributes } = c.var.account;
    await updateSlideshowSettings(c.env.DB, id, settings);
    if (PLAYER_SETTINGS.some((setting) => settings[setting] !== attributes[setting])) {
      c.executionCtx.waitUntil(pushContentChange(c.env, id, "settings_changed"));
    }
    return ok(c, settings, ACCOUNT_MESSAGES.settingsSaved);
  })

  .openapi(getInvitees, async (c) => ok(c, await listReferrals(c.env.DB, c.var.account.id)))

  .openapi(postInvite, async (c) => {
    const { account } = c.var;
    const { email } = c.req.valid("json");
    if (email.toLowerCase() === account.attributes.email.toLowerCase()) {
      throw new ApiError(422, ACCOUNT_MESSAGES.inviteSelf, "email");
    }
    if (await findUserIdByEmail(c.env.DB, email)) throw new ApiError(422, ACCOUNT_MESSAGES.inviteRegistered, "email");
    // Each invite mails a stranger text the sender chose: a few an hour keeps this from being a spam relay.
    await enforceRateLimits(c, [{ key: `invite:account:${account.id}`, limit: 10, windowSeconds: HOUR }]);
    await invite(c.env.DB, account.id, email);
    const inviter = account.attributes.company ?? account.attributes.fullname ?? account.attributes.email;
    await createMailer(c.env, c.var.config).send(
      inviteMail(email, appOrigin(c), account.attributes.referral_code, inviter),
    );
    return ok(c, { email }, ACCOUNT_MESSAGES.inviteSent);
  })

  .openapi(deleteInvite, async (c) => {
    const { email } = c.req.valid("json");
    if (!(await cancelInvite(c.env.DB, c.var.account.id, email))) {
      throw new ApiError(404, ACCOUNT_MESSAGES.inviteNotFound, "email");
    }
    return ok(c, { email }, ACCOUNT_MESSAGES.inviteCancelled);
  })

  .openapi(deleteAccount, async (c) => {
    await confirmIdentity(c, c.req.valid("json")?.current_password);
    await endAllSessions(c.env.DB, c.var.userId);
    await deleteAccountMedia(c.env.MEDIA, c.var.account.id);
    await deleteAccountRow(c.env.DB, c.var.account.id);
    return ok(c, null, ACCOUNT_MESSAGES.accountDeleted);
  })

  .openapi(getAddressSuggestions, async (c) => {
    const apiKey = c.var.config.MAPS_API_KEY;
    const query = c.req.valid("query").q.trim();
    if (!apiKey || query.length < 4) return ok(c, []);
    return ok(c, await searchAddresses(query, apiKey));
  });
