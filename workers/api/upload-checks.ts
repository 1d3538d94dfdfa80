import { sniffMedia } from "@contract/media-sniff";
import { MESSAGES } from "@contract/messages";
import { STYLE_MESSAGES } from "@contract/style";
import { fileRejectedMessage, MAX_UPLOAD_BYTES } from "@contract/uploads";
import type { Context } from "hono";
import { imageFillsFile } from "../media/image-structure";
import { reencodeImage, UnreadableImageError } from "../media/image-variants";
import type { CheckedFile } from "../media/style-media";
import { readVideo, saneVideo } from "../media/video-structure";
import { ApiError } from "./errors";

/**
 * The server's checks of an upload, the same for avatars, styles and ads: a
 * multipart body, and each file's size and real content. A file is what it
 * decodes to, never what its name, declared type or first bytes say: a
 * picture is decoded and encoded anew by the Images binding (only those bytes
 * are stored), a video must parse as its container with a video track of a
 * sane size and length. Anything else is refused with the spec's file message,
 * before anything is stored.
 */

/** The multipart body of an upload; `what` names it in the 415 message ("the style"). */
export async function readMultipart(c: Context, what: string) {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError(415, `Send ${what} as multipart/form-data`);
  }
  return c.req.formData().catch(() => {
    throw new ApiError(400, MESSAGES.malformedMultipart);
  });
}

type CheckOptions = {
  /** Only images, or only videos. */
  kind?: "image" | "video";
  /** A picture larger than this is scaled down (the avatar); else it keeps its size. */
  fit?: { width: number; height: number };
  /** The message for an empty or missing file. */
  emptyMessage?: string;
  /** Called with what the first bytes claim, before decoding: a route may refuse a kind with its own message. */
  sniffed?: (kind: "image" | "video") => void;
};

/** A checked file: bytes safe to store and what they are. */
export async function checkFile(
  images: ImagesBinding,
  file: FormDataEntryValue | null,
  field: string,
  options: CheckOptions = {},
): Promise<CheckedFile> {
  if (!(file instanceof File) || file.size === 0) {
    throw new ApiError(422, options.emptyMessage ?? `${field} cannot be empty`, field);
  }
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, fileRejectedMessage(file.size), field);
  const refused = () => new ApiError(422, fileRejectedMessage(file.size), field);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const media = sniffMedia(bytes);
  if (!media) throw refused();
  options.sniffed?.(media.kind);
  if (options.kind && media.kind !== options.kind) throw refused();
  const filename = file.name.slice(0, 200);
  if (media.kind === "video") {
    const video = readVideo(bytes, media.mime);
    if (!video || !saneVideo(video)) throw refused();
    return { bytes, media, filename };
  }
  if (!imageFillsFile(bytes, media.mime)) throw refused();
  try {
    const decoded = await reencodeImage(images, bytes, media.mime, options.fit);
    return { bytes: decoded.bytes, media: { kind: "image", mime: decoded.mime, ext: decoded.ext }, filename };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw refused();
    throw error;
  }
}

/**
 * The media pipeline's UnreadableImageError (the Images binding could not
 * make a picture's variants) as the API's 422 on the field the picture came in.
 */
export async function mapUnreadableImage<T>(field: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new ApiError(422, STYLE_MESSAGES.notAnImage, error.field ?? field);
    throw error;
  }
}
