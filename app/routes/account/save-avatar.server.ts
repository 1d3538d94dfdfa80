import { AVATAR_IS_VIDEO, checkAvatarFile } from "@contract/avatar-file";
import { uploadAvatar } from "@contract/endpoints/account";
import type { ToastType } from "@contract/messages";
import { api, type RouteArgs } from "~/lib/api-client.server";
import { statusForFailure } from "~/lib/api-failure.server";

export type AvatarSaved =
  | { ok: true; message: string; avatar: string }
  | { ok: false; message: string; toastType: ToastType; status: number };

/**
 * The file in a form's `avatar` field, or null when none was picked: an
 * empty file input still sends a part, with no name and no bytes.
 */
export function pickedAvatar(form: FormData): File | null {
  const file = form.get("avatar");
  if (!(file instanceof File) || (file.name === "" && file.size === 0)) return null;
  return file;
}

/**
 * Checks a picked avatar the way the browser did (spec §5 Avatar) and sends
 * it to `POST /v1/accounts/{id}/avatar`, which looks at the real content.
 * Shared by the profile's "Save changes" and the avatar action.
 */
export async function saveAvatar(args: RouteArgs, file: File): Promise<AvatarSaved> {
  const check = checkAvatarFile(file);
  if (!check.ok) return { ok: false, message: check.message, toastType: check.toastType, status: 422 };
  const body = new FormData();
  body.set("avatar", file, file.name);
  const result = await api(args, uploadAvatar, { form: body });
  if (!result.ok) {
    // A video named .png is still a video (spec §5: a warning).
    const toastType = result.message === AVATAR_IS_VIDEO ? "warning" : result.toastType;
    return { ok: false, message: result.message, toastType, status: statusForFailure(result) };
  }
  return { ok: true, message: result.message, avatar: result.data.avatar };
}
