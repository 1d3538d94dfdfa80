import { MAX_UPLOAD_BYTES } from "@contract/uploads";

/**
 * What a picked file really is, from its first bytes (spec §5 accepted
 * types: png, webp, jpg, jpeg, heic, heif; videos mp4, webm, m4v, quicktime).
 * The name and declared type are not trusted: phones often send HEIC with an
 * empty type, and a renamed file must not reach a decoder. The server checks
 * again (workers/media/sniff.ts); this copy only decides the path here.
 */
export type FileKind = "image" | "heic" | "video";

const HEIF_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "heif"]);
const VIDEO_BRANDS = new Set([
  "isom",
  "iso2",
  "iso4",
  "iso5",
  "iso6",
  "mp41",
  "mp42",
  "avc1",
  "dash",
  "MSNV",
  "3gp4",
  "3gp5",
  "qt  ",
  "M4V ",
  "M4VH",
  "M4VP",
]);

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The kind of file these first bytes start, or null for anything not accepted. */
export function kindOfBytes(bytes: Uint8Array): FileKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image";
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === "PNG") return "image";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image";
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return "video";
  if (ascii(bytes, 4, 4) === "ftyp") {
    const brand = ascii(bytes, 8, 4);
    if (HEIF_BRANDS.has(brand)) return "heic";
    if (VIDEO_BRANDS.has(brand)) return "video";
  }
  return null;
}

/** A file within the upload limit and of an accepted kind; null means refuse it with fileRejectedMessage. */
export async function kindOfFile(file: Blob): Promise<FileKind | null> {
  if (file.size === 0 || file.size > MAX_UPLOAD_BYTES) return null;
  return kindOfBytes(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

/** The container a video's bytes are in, for naming ffmpeg's input file. */
export function videoExtension(bytes: Uint8Array): "webm" | "mov" | "mp4" {
  if (bytes[0] === 0x1a && bytes[1] === 0x45) return "webm";
  return ascii(bytes, 8, 4) === "qt  " ? "mov" : "mp4";
}
