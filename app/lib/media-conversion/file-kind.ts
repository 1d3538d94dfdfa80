import { sniffMedia } from "@contract/media-sniff";
import { MAX_UPLOAD_BYTES } from "@contract/uploads";

/**
 * What a picked file really is, from its first bytes (spec §5 accepted
 * types: png, webp, jpg, jpeg, heic, heif; videos mp4, webm, m4v, quicktime).
 * The name and declared type are not trusted: phones often send HEIC with an
 * empty type, and a renamed file must not reach a decoder. The same sniffer
 * (contract/media-sniff.ts) decides on the server; here it only picks the path.
 */
export type FileKind = "image" | "heic" | "video";

/** The kind of file these first bytes start, or null for anything not accepted. */
export function kindOfBytes(bytes: Uint8Array): FileKind | null {
  const media = sniffMedia(bytes);
  if (!media) return null;
  return media.ext === "heic" ? "heic" : media.kind;
}

/** A file within the upload limit and of an accepted kind; null means refuse it with fileRejectedMessage. */
export async function kindOfFile(file: Blob): Promise<FileKind | null> {
  if (file.size === 0 || file.size > MAX_UPLOAD_BYTES) return null;
  return kindOfBytes(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

/** The container a video's bytes are in, for naming ffmpeg's input file. */
export function videoExtension(bytes: Uint8Array): "webm" | "mov" | "mp4" {
  const ext = sniffMedia(bytes)?.ext;
  return ext === "webm" || ext === "mov" ? ext : "mp4";
}
