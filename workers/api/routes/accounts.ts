import type { Account } from "@contract/account";
import { changePasswordSchema, emailField } from "@contract/auth-schemas";
import { AVATAR_IS_VIDEO } from "@contract/avatar-file";
import { mediaUrl } from "@contract/media-url";
import { profileSchema } from "@contract/profile-schema";
import { fileRejectedMessage, MAX_UPLOAD_BYTES } from "@contract/uploads";
import { Hono } from "hono";
import { z } from "zod";
import { hashPassword } from "../../auth/password";
import { endAllSessions, endOtherSessions } from "../../auth/sessions";
import {
  deleteAccountRow,
  findAccount,
  setAvatarKey,
  updateProfile,
  updateSlideshowSetting,
} from "../../db/account-profile";
import { cancelInvite, invite, listReferrals } from "../../db/referrals";
import { setPasswordHash } from "../../db/users";
import { createMailer } from "../../mail/mailer";
import { inviteMail } from "../../mail/templates";
import { deleteAccountMedia, putAvatar } from "../../media/account-media";
import { sniffMedia } from "../../media/sniff";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { readJson } from "../read-body";
import { appOrigin } from "../request-meta";
import { requireAuth } from "../require-auth";
import { ok } from "../respond";
import { PASSWORD_CHANGED_MESSAGE } from "./users-passwords";

export const NO_CHANGES_MESSAGE = "No information has been updated";
export { AVATAR_IS_VIDEO };

/** The signed-in user's own account. */
async function ownAccount(db: D1Database, userId: string): Promise<Account> {
  const row = await db
    .prepare("SELECT account_id FROM users WHERE id = ?")
    .bind(userId)
    .first<{ account_id: string }>();
  const account = row ? await findAccount(db, row.account_id) : null;
  if (!account) throw new ApiError(401, "Invalid access token");
  return account;
}

/** Only the owner reads or changes an account; for anyone else it does not exist. */
async function ownedAccount(db: D1Database, userId: string, accountId: string) {
  const account = await ownAccount(db, userId);
  if (account.id !== accountId) throw new ApiError(404, "Account not found");
  return account;
}

const settingSchemas = {
  device_orientation: z.object({
    device_orientation: z.enum(["landscape", "portrait"], {
      error: "device_orientation must be landscape or portrait",
    }),
  }),
  qr_code: z.object({ qr_code: z.boolean({ error: "qr_code must be true or false" }) }),
  loading_bar: z.object({ loading_bar: z.boolean({ error: "loading_bar must be true or false" }) }),
};

const inviteSchema = z.object({ email: z.preprocess((value) => value ?? "", emailField) });

/** The account area of spec §7: profile, avatar, slideshow settings, referrals, deletion. */
// requireAuth goes on each route: a `use` here would also guard the public /users routes this app is mounted beside.
export const accounts = new Hono<ApiEnv>()
  .get("/accounts/:id", requireAuth, async (c) =>
    ok(c, await ownedAccount(c.env.DB, c.get("userId"), c.req.param("id"))),
  )

  .put("/accounts/:id", requireAuth, async (c) => {
    const account = await ownedAccount(c.env.DB, c.get("userId"), c.req.param("id"));
    const raw = await readJson(c, z.object({ country: z.string().max(2).optional() }).passthrough());
    const country = raw.country ?? account.attributes.country ?? "US";
    const result = profileSchema(country).safeParse(raw);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new ApiError(422, issue?.message ?? "Invalid profile", String(issue?.path[0] ?? ""));
    }
    const changed = await updateProfile(c.env.DB, account.id, account.attributes, { ...result.data, country });
    const updated = await findAccount(c.env.DB, account.id);
    if (changed.length === 0) return ok(c, updated, NO_CHANGES_MESSAGE);
    return ok(c, updated, "Profile updated");
  })

  .post("/avatar", requireAuth, async (c) => {
    const account = await ownAccount(c.env.DB, c.get("userId"));
    const declared = Number(c.req.header("content-length") ?? 0);
    if (declared > MAX_UPLOAD_BYTES + 64 * 1024) throw new ApiError(413, fileRejectedMessage(declared), "avatar");
    if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
      throw new ApiError(415, "Send the avatar as multipart/form-data in the field avatar", "avatar");
    }
    const form = await c.req.formData().catch(() => {
      throw new ApiError(400, "Malformed multipart body", "avatar");
    });
    const file = form.get("avatar");
    if (!(file instanceof File) || file.size === 0) throw new ApiError(422, "Avatar cannot be empty", "avatar");
    if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, fileRejectedMessage(file.size), "avatar");
    const bytes = new Uint8Array(await file.arrayBuffer());
    const media = sniffMedia(bytes);
    if (!media) throw new ApiError(422, fileRejectedMessage(file.size), "avatar");
    if (media.kind === "video") throw new ApiError(422, AVATAR_IS_VIDEO, "avatar");

    const key = await putAvatar(c.env.MEDIA, account.id, bytes, media);
    const previous = await setAvatarKey(c.env.DB, account.id, key);
    if (previous) await c.env.MEDIA.delete(previous);
    return c.json({ status: 200, message: "Avatar updated", avatar: mediaUrl(key), data: { avatar: mediaUrl(key) } });
  })

  .delete("/delete_avatar", requireAuth, async (c) => {
    const account = await ownAccount(c.env.DB, c.get("userId"));
    const previous = await setAvatarKey(c.env.DB, account.id, null);
    if (previous) await c.env.MEDIA.delete(previous);
    return ok(c, null, previous ? "Avatar deleted" : "There is no avatar to delete");
  })

  // The security page: a signed-in user sets a new password. Other devices are
  // logged out (a stolen session must not outlive it); this one stays.
  .put("/password", requireAuth, async (c) => {
    const { password } = await readJson(c, changePasswordSchema);
    const userId = c.get("userId");
    await setPasswordHash(c.env.DB, userId, await hashPassword(password, c.var.config.PASSWORD_PEPPER));
    await endOtherSessions(c.env.DB, userId, c.get("sessionId"));
    return ok(c, null, PASSWORD_CHANGED_MESSAGE);
  })

  .put("/account/:setting{device_orientation|qr_code|loading_bar}", requireAuth, async (c) => {
    const setting = c.req.param("setting") as keyof typeof settingSchemas;
    const account = await ownAccount(c.env.DB, c.get("userId"));
    const body = (await readJson(c, settingSchemas[setting])) as Record<string, string | boolean>;
    const value = body[setting];
    await updateSlideshowSetting(
      c.env.DB,
      account.id,
      setting,
      typeof value === "boolean" ? Number(value) : (value ?? ""),
    );
    return ok(c, { [setting]: value }, "Slideshow settings saved");
  })

  .get("/invitees", requireAuth, async (c) => {
    const account = await ownAccount(c.env.DB, c.get("userId"));
    return ok(c, await listReferrals(c.env.DB, account.id));
  })

  .post("/invite", requireAuth, async (c) => {
    const account = await ownAccount(c.env.DB, c.get("userId"));
    const { email } = await readJson(c, inviteSchema);
    if (email.toLowerCase() === account.attributes.email.toLowerCase()) {
      throw new ApiError(422, "You cannot invite yourself", "email");
    }
    const registered = await c.env.DB.prepare("SELECT 1 FROM users WHERE email = ?").bind(email).first();
    if (registered) throw new ApiError(422, "This person already has an account", "email");
    await invite(c.env.DB, account.id, email);
    const inviter = account.attributes.company ?? account.attributes.fullname ?? account.attributes.email;
    await createMailer(c.env, c.var.config).send(
      inviteMail(email, appOrigin(c), account.attributes.referral_code, inviter),
    );
    return ok(c, { email }, "The email has been sent to the invitee.");
  })

  .delete("/cancel_invite", requireAuth, async (c) => {
    const account = await ownAccount(c.env.DB, c.get("userId"));
    const { email } = await readJson(c, inviteSchema);
    if (!(await cancelInvite(c.env.DB, account.id, email))) {
      throw new ApiError(404, "There is no pending invitation for this e-mail", "email");
    }
    return ok(c, { email }, "The invitation has been cancelled");
  })

  .delete("/cancel_account", requireAuth, async (c) => {
    const account = await ownAccount(c.env.DB, c.get("userId"));
    await endAllSessions(c.env.DB, c.get("userId"));
    await deleteAccountMedia(c.env.MEDIA, account.id);
    await deleteAccountRow(c.env.DB, account.id);
    return ok(c, null, "Your account has been deleted");
  });
