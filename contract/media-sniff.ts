/**
 * What a file really is, from its first bytes, whatever its name or declared
 * type says (spec §5 accepted types). Anything else is refused. One sniffer for
 * both sides: the API decides by it how a file is checked before anything is
 * stored (decoded as that picture type, or parsed as that video container:
 * workers/api/upload-checks.ts; first bytes alone never pass), and the
 * browser's picker (app/lib/media-conversion/file-kind.ts) which conversion a
 * file takes.
 */
export type SniffedMedia = { kind: "image" | "video"; mime: string; ext: string };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const IMAGE_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "heif"]);
const QUICKTIME_BRANDS = new Set(["qt  "]);
const M4V_BRANDS = new Set(["M4V ", "M4VH", "M4VP"]);
const MP4_BRANDS = new Set([
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
  "M4A ",
  "3gp4",
  "3gp5",
]);

/** The kind, MIME type and file extension of the media these first bytes start (at least 12), or null. */
export function sniffMedia(bytes: Uint8Array): SniffedMedia | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === "PNG") return { kind: "image", mime: "image/png", ext: "png" };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { kind: "image", mime: "image/jpeg", ext: "jpg" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP")
    return { kind: "image", mime: "image/webp", ext: "webp" };
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return { kind: "video", mime: "video/webm", ext: "webm" };
  }
  if (ascii(bytes, 4, 4) === "ftyp") {
    const brand = ascii(bytes, 8, 4);
    if (IMAGE_BRANDS.has(brand))
      return { kind: "image", mime: brand.startsWith("hei") ? "image/heic" : "image/heif", ext: "heic" };
    if (QUICKTIME_BRANDS.has(brand)) return { kind: "video", mime: "video/quicktime", ext: "mov" };
    if (M4V_BRANDS.has(brand)) return { kind: "video", mime: "video/x-m4v", ext: "m4v" };
    if (MP4_BRANDS.has(brand)) return { kind: "video", mime: "video/mp4", ext: "mp4" };
  }
  return null;
}
