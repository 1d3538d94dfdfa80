import { AVATAR_EMPTY, AVATAR_IS_VIDEO, AVATAR_ONE_FILE, AVATAR_SIZE } from "@contract/avatar-file";
import { ACCOUNT_MESSAGES, MESSAGES } from "@contract/messages";
import type { Context } from "hono";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./errors";
import { checkFile } from "./upload-checks";

/**
 * The one picture of an avatar upload (spec §7), checked and fitted to the
 * avatar's size. Every refusal names the `avatar` field, the 415 and 400
 * included, as the account page shows them beside it.
 */
export async function readAvatar<E extends ApiEnv>(c: Context<E>) {
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) {
    throw new ApiError(415, ACCOUNT_MESSAGES.avatarMultipart, "avatar");
  }
  const form = await c.req.formData().catch(() => {
    throw new ApiError(400, MESSAGES.malformedMultipart, "avatar");
  });
  const files = form.getAll("avatar");
  if (files.length > 1) throw new ApiError(422, AVATAR_ONE_FILE, "avatar");
  return checkFile(c.env.IMAGES, files[0] ?? null, "avatar", {
    emptyMessage: AVATAR_EMPTY,
    sniffed: (kind) => {
      if (kind === "video") throw new ApiError(422, AVATAR_IS_VIDEO, "avatar");
    },
    fit: AVATAR_SIZE,
  });
}
