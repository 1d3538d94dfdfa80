import type { Account, ReferralUser, SlideshowSetting } from "@contract/account";
import type { changePasswordSchema } from "@contract/auth-schemas";
import type { ProfileInput } from "@contract/profile-schema";
import type { z } from "zod";
import { callApi } from "~/lib/api-client.server";

/** The /v1/users calls of the account pages (spec §7), in one place. */
type RouteArgs = Parameters<typeof callApi>[0];
/** The password typed again, for what a stolen session alone must not do. */
type ReAuth = { current_password?: string | undefined };

export function getAccount(args: RouteArgs, accountId: string) {
  return callApi<Account>(args, `/v1/users/accounts/${encodeURIComponent(accountId)}`, { auth: true });
}

export function updateProfile(args: RouteArgs, accountId: string, profile: ProfileInput, country: string) {
  return callApi<Account>(args, `/v1/users/accounts/${encodeURIComponent(accountId)}`, {
    method: "PUT",
    auth: true,
    body: { ...profile, country },
  });
}

export function uploadAvatar(args: RouteArgs, file: File) {
  const body = new FormData();
  body.set("avatar", file, file.name);
  return callApi<{ avatar: string }>(args, "/v1/users/avatar", { method: "POST", auth: true, body });
}

export function deleteAvatar(args: RouteArgs) {
  return callApi(args, "/v1/users/delete_avatar", { method: "DELETE", auth: true });
}

/**
 * A session that signed in more than 10 minutes ago must send the current
 * password: the API answers 403 with `input_name: "current_password"` when it
 * is missing and 422 when it is wrong.
 */
export function changePassword(
  args: RouteArgs,
  { password, password_confirmation, current_password }: z.output<typeof changePasswordSchema> & ReAuth,
) {
  return callApi(args, "/v1/users/password", {
    method: "PUT",
    auth: true,
    body: { password, password_confirmation, ...(current_password ? { current_password } : {}) },
  });
}

/** Like `changePassword`, the current password once the session is older than 10 minutes. */
export function cancelAccount(args: RouteArgs, { current_password }: ReAuth = {}) {
  return callApi(args, "/v1/users/cancel_account", {
    method: "DELETE",
    auth: true,
    ...(current_password ? { body: { current_password } } : {}),
  });
}

export function listInvitees(args: RouteArgs) {
  return callApi<ReferralUser[]>(args, "/v1/users/invitees", { auth: true });
}

export function inviteFriend(args: RouteArgs, email: string) {
  return callApi(args, "/v1/users/invite", { method: "POST", auth: true, body: { email } });
}

export function cancelInvite(args: RouteArgs, email: string) {
  return callApi(args, "/v1/users/cancel_invite", { method: "DELETE", auth: true, body: { email } });
}

type SlideshowSettings = Pick<Account["attributes"], SlideshowSetting>;

/** Every slideshow setting in one call: written together, and the open slideshows hear of it once (issue 21). */
export function saveSlideshowSettings(args: RouteArgs, settings: SlideshowSettings) {
  return callApi<SlideshowSettings>(args, "/v1/users/account/slideshow_settings", {
    method: "PUT",
    auth: true,
    body: settings,
  });
}
