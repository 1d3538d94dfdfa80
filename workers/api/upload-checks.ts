import { sniffMedia } from "@contract/media-sniff";
import { MESSAGES } from "@contract/messages";
import { fileRejectedMessage, MAX_UPLOAD_BYTES } from "@contract/uploads";
import type { Context } from "hono";
import type { CheckedFile } from "../media/style-media";
import { ApiError } from "./errors";

/**
 * The server's checks of an upload, the same for styles and ads: a
 * multipart body, and each file's size and real content (its bytes, never
 * its name or declared type).
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

/** A checked file: its bytes and what its content really is. `kind` limits it to images or videos. */
export async function checkFile(file: FormDataEntryValue | null, field: string, kind?: "image" | "video") {
  if (!(file instanceof File) || file.size === 0) throw new ApiError(422, `${field} cannot be empty`, field);
  if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, fileRejectedMessage(file.size), field);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const media = sniffMedia(bytes);
  if (!media || (kind && media.kind !== kind)) throw new ApiError(422, fileRejectedMessage(file.size), field);
  return { bytes, media, filename: file.name.slice(0, 200) } satisfies CheckedFile;
}
