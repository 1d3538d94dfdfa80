import { playerSettings, type SlideshowSetting } from "@contract/account";
import * as endpoints from "@contract/endpoints/account";
import { mediaUrl } from "@contract/media-url";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@contract/messages";
import { profileSchema } from "@contract/profile-schema";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { hashPassword } from "../../auth/password";
import { endAllSessions, endOtherSessions } from "../../auth/sessions";
import { pushContentChange, pushTimeZone } from "../../cable/push";
import { findAccount, updateProfile, updateSlideshowSetting, updateSlideshowSettings } from "../../db/account-profile";
import { findUserIdByEmail } from "../../db/accounts";
import { cancelInvite, invite, listReferrals } from "../../db/referrals";
import { setPasswordHash } from "../../db/users";
import { createMailer } from "../../mail/mailer";
import { inviteMail, senderName } from "../../mail/templates";
import { searchAddresses } from "../../maps/address-search";
import { deleteAccount, removeAvatar, replaceAvatar } from "../../media/account-media";
import type { ApiEnv } from "../api-env";
import { readAvatar } from "../avatar-form";
import { ApiError } from "../errors";
import { type AccountEnv, requireAccount, requireOwnAccount } from "../middleware/require-auth";
import { enforceRateLimits, HOUR } from "../rate-limits";
import { confirmIdentity } from "../recent-sign-in";
import { appOrigin } from "../request-meta";
import { ok } from "../respond";
import { route } from "../route";

/** The settings the player reads: a change to one of them is news for the open slideshows; screen_alerts is not. */
const PLAYER_SETTINGS = Object.keys(playerSettings) as (keyof typeof playerSettings)[];

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
export const account = new OpenAPIHono<ApiEnv>()
  .openapi(route(endpoints.getAccount, { middleware: [requireOwnAccount] }), (c) => ok(c, c.var.account))

  .openapi(route(endpoints.updateAccount, { middleware: [requireOwnAccount] }), async (c) => {
    const { account } = c.var;
    const { country: sent, ...fields } = c.req.valid("json");
    const country = sent ?? account.attributes.country ?? "US";
    const result = profileSchema(country).safeParse(fields);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ApiError(422, issue?.message ?? "Invalid profile", String(issue?.path[0] ?? ""));
    }
    const changed = await updateProfile(c.env.DB, account.id, account.attributes, { ...result.data, country });
    if (result.data.time_zone && changed.includes("time_zone")) {
      c.executionCtx.waitUntil(pushTimeZone(c.env, account.id, result.data.time_zone));
    }
    // The screens follow the shop's hours on its clock by themselves (issue 34): they need the new ones.
    if (changed.includes("time_zone") || changed.includes("opening_hours")) {
      c.executionCtx.waitUntil(pushContentChange(c.env, account.id, "settings_changed"));
    }
    const updated = await findAccount(c.env.DB, account.id);
    return ok(c, updated, changed.length === 0 ? ACCOUNT_MESSAGES.noChanges : ACCOUNT_MESSAGES.profileUpdated);
  })

  .openapi(route(endpoints.uploadAvatar, { middleware: [requireAccount] }), async (c) => {
    const { bytes, media } = await readAvatar(c);
    const key = await replaceAvatar(c.env, c.var.account.id, bytes, media);
    if (key === null) throw new ApiError(404, ACCOUNT_MESSAGES.accountGone);
    const avatar = mediaUrl(key) ?? "";
    // Spec §7 names `avatar` at the top level; `data.avatar` keeps the shape of every other answer.
    return c.json({ status: 200, message: ACCOUNT_MESSAGES.avatarUpdated, avatar, data: { avatar } }, 200);
  })

  .openapi(route(endpoints.deleteAvatar, { middleware: [requireAccount] }), async (c) => {
    const removed = await removeAvatar(c.env, c.var.account.id);
    return ok(c, null, removed ? ACCOUNT_MESSAGES.avatarDeleted : ACCOUNT_MESSAGES.noAvatar);
  })

  .openapi(route(endpoints.changePassword), async (c) => {
    const { password, current_password } = c.req.valid("json");
    await confirmIdentity(c, current_password);
    await setPasswordHash(c.env.DB, c.var.userId, await hashPassword(password, c.var.config.PASSWORD_PEPPER));
    await endOtherSessions(c.env.DB, c.var.userId, c.var.sessionId);
    return ok(c, null, AUTH_MESSAGES.passwordChanged);
  })

  .openapi(route(endpoints.putDeviceOrientation, { middleware: [requireAccount] }), (c) =>
    saveSetting(c, "device_orientation", c.req.valid("json")),
  )
  .openapi(route(endpoints.putQrCode, { middleware: [requireAccount] }), (c) =>
    saveSetting(c, "qr_code", c.req.valid("json")),
  )
  .openapi(route(endpoints.putLoadingBar, { middleware: [requireAccount] }), (c) =>
    saveSetting(c, "loading_bar", c.req.valid("json")),
  )
  .openapi(route(endpoints.putScreenAlerts, { middleware: [requireAccount] }), (c) =>
    saveSetting(c, "screen_alerts", c.req.valid("json")),
  )
  .openapi(route(endpoints.putAfterHours, { middleware: [requireAccount] }), (c) =>
    saveSetting(c, "after_hours", c.req.valid("json")),
  )
  .openapi(route(endpoints.putShowPrices, { middleware: [requireAccount] }), (c) =>
    saveSetting(c, "show_prices", c.req.valid("json")),
  )

  .openapi(route(endpoints.putSlideshowSettings, { middleware: [requireAccount] }), async (c) => {
    const { id, attributes } = c.var.account;
    const sent = c.req.valid("json");
    const settings = {
      ...sent,
      after_hours: sent.after_hours ?? attributes.after_hours,
      show_prices: sent.show_prices ?? attributes.show_prices,
    };
    await updateSlideshowSettings(c.env.DB, id, settings);
    if (PLAYER_SETTINGS.some((setting) => settings[setting] !== attributes[setting])) {
      c.executionCtx.waitUntil(pushContentChange(c.env, id, "settings_changed"));
    }
    return ok(c, settings, ACCOUNT_MESSAGES.settingsSaved);
  })

  .openapi(route(endpoints.listInvitees, { middleware: [requireAccount] }), async (c) =>
    ok(c, await listReferrals(c.env.DB, c.var.account.id)),
  )

  .openapi(route(endpoints.sendInvite, { middleware: [requireAccount] }), async (c) => {
    const { account } = c.var;
    const { email } = c.req.valid("json");
    if (email.toLowerCase() === account.attributes.email.toLowerCase()) {
      throw new ApiError(422, ACCOUNT_MESSAGES.inviteSelf, "email");
    }
    if (await findUserIdByEmail(c.env.DB, email)) throw new ApiError(422, ACCOUNT_MESSAGES.inviteRegistered, "email");
    // Each invite mails a stranger text the sender chose: a few an hour keeps this from being a spam relay.
    await enforceRateLimits(c, [{ key: `invite:account:${account.id}`, limit: 10, windowSeconds: HOUR }]);
    await invite(c.env.DB, account.id, email);
    const { company, fullname, email: own } = account.attributes;
    const inviter = senderName([company, fullname], own);
    await createMailer(c.env, c.var.config).send(
      inviteMail(email, appOrigin(c), account.attributes.referral_code, inviter),
    );
    return ok(c, { email }, ACCOUNT_MESSAGES.inviteSent);
  })

  .openapi(route(endpoints.cancelInvite, { middleware: [requireAccount] }), async (c) => {
    const { email } = c.req.valid("json");
    if (!(await cancelInvite(c.env.DB, c.var.account.id, email))) {
      throw new ApiError(404, ACCOUNT_MESSAGES.inviteNotFound, "email");
    }
    return ok(c, { email }, ACCOUNT_MESSAGES.inviteCancelled);
  })

  .openapi(route(endpoints.cancelAccount, { middleware: [requireAccount] }), async (c) => {
    await confirmIdentity(c, c.req.valid("json")?.current_password);
    await endAllSessions(c.env.DB, c.var.userId);
    await deleteAccount(c.env, c.var.account.id);
    return ok(c, null, ACCOUNT_MESSAGES.accountDeleted);
  })

  .openapi(route(endpoints.getAddressSuggestions), async (c) => {
    const apiKey = c.var.config.MAPS_API_KEY;
    const query = c.req.valid("query").q.trim();
    if (!apiKey || query.length < 4) return ok(c, []);
    return ok(c, await searchAddresses(query, apiKey));
  });
