import { fileRejectedMessage, MAX_UPLOAD_BYTES } from "./uploads";

/**
 * The avatar's file check (spec §5 Files, Avatar), run in the browser before
 * an upload and again by the app's action before the file goes to the API
 * (which then checks the real content). Videos get their own warning.
 */
export const AVATAR_IS_VIDEO = "Avatar cannot be a video";
export const AVATAR_EMPTY = "Avatar cannot be empty";
export const AVATAR_ONE_FILE = "Choose one picture for your avatar";
/** The server keeps an avatar at most this large (it is shown small); a smaller one keeps its size. */
export const AVATAR_SIZE = { width: 1024, height: 1024 } as const;

/** What the profile's avatar card says: a picked photo is saved by the profile's one "Save changes" (issue 26). */
export const AVATAR_FIELD_TEXTS = {
  hint: "PNG, WebP, JPEG or HEIC, up to 20 MB. A square photo looks best. Save changes saves it.",
  picked: (fileName: string) => `${fileName} is saved when you press Save changes.`,
} as const;

const IMAGE_EXTENSIONS = ["png", "webp", "jpg", "jpeg", "heic", "heif"];
const IMAGE_TYPES = ["image/png", "image/webp", "image/jpeg", "image/heic", "image/heif"];
const VIDEO_EXTENSIONS = ["mp4", "webm", "m4v", "mov", "qt"];

/** For `<input type="file" accept>`: the picker offers only what the check lets through. */
export const AVATAR_ACCEPT = [...IMAGE_TYPES, ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`)].join(",");

export type AvatarFileCheck = { ok: true } | { ok: false; message: string; toastType: "warning" | "error" };

export function checkAvatarFile(file: { name: string; type: string; size: number }): AvatarFileCheck {
  const extension = file.name.includes(".") ? (file.name.split(".").pop()?.toLowerCase() ?? "") : "";
  const type = file.type.toLowerCase();
  if (type.startsWith("video/") || VIDEO_EXTENSIONS.includes(extension)) {
    return { ok: false, message: AVATAR_IS_VIDEO, toastType: "warning" };
  }
  const acceptedType = IMAGE_TYPES.includes(type) || IMAGE_EXTENSIONS.includes(extension);
  if (!acceptedType || file.size > MAX_UPLOAD_BYTES) {
    return { ok: false, message: fileRejectedMessage(file.size), toastType: "error" };
  }
  if (file.size === 0) return { ok: false, message: AVATAR_EMPTY, toastType: "error" };
  return { ok: true };
}
