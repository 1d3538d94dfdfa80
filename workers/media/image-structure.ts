/**
 * Whether an upload's bytes are one image of the type its first bytes claim,
 * and nothing after it: a PNG ends with its IEND chunk, a WebP with its RIFF
 * chunk, a JPEG with its end marker (or with the further JPEGs a camera adds
 * for its multi-picture format), an HEIC with its last box. A decoder reads
 * an image and ignores what follows, so a valid picture with HTML or an
 * archive appended decodes fine: this is what refuses such a polyglot.
 */
export function imageFillsFile(bytes: Uint8Array, mime: string): boolean {
  switch (mime) {
    case "image/png":
      return pngEnd(bytes) === bytes.length;
    case "image/webp":
      return webpFillsFile(bytes);
    case "image/jpeg":
      return jpegFillsFile(bytes);
    case "image/heic":
    case "image/heif":
      return isoBoxesFillFile(bytes);
    default:
      return false;
  }
}

/** Big-endian integers at `at`; 0 past the end (the callers check lengths before trusting them). */
export const u32 = (bytes: Uint8Array, at: number) =>
  at >= 0 && at + 4 <= bytes.length ? new DataView(bytes.buffer, bytes.byteOffset).getUint32(at) : 0;
export const u16 = (bytes: Uint8Array, at: number) =>
  at >= 0 && at + 2 <= bytes.length ? new DataView(bytes.buffer, bytes.byteOffset).getUint16(at) : 0;
/** `length` bytes at `at` as Latin-1 text: a chunk, box or element name. */
export const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** Where a PNG's IEND chunk ends, or -1 when its chunks do not lead there (IHDR first, letters for types). */
function pngEnd(bytes: Uint8Array): number {
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = ascii(bytes, at + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type) || (first && type !== "IHDR")) return -1;
    const next = at + 12 + length;
    if (next > bytes.length) return -1;
    if (type === "IEND") return next;
    first = false;
    at = next;
  }
  return -1;
}

function webpFillsFile(bytes: Uint8Array): boolean {
  const size = (bytes[4] ?? 0) + ((bytes[5] ?? 0) << 8) + ((bytes[6] ?? 0) << 16) + (bytes[7] ?? 0) * 2 ** 24;
  const end = 8 + size + (size % 2);
  return end === bytes.length || 8 + size === bytes.length;
}

/**
 * A JPEG's segments up to its end marker (EOI). After it only further whole
 * JPEGs (a camera's multi-picture format) or zero padding may follow.
 */
function jpegFillsFile(bytes: Uint8Array): boolean {
  let at = 0;
  do {
    at = jpegEnd(bytes, at);
    if (at < 0) return false;
  } while (bytes[at] === 0xff && bytes[at + 1] === 0xd8 && bytes[at + 2] === 0xff);
  return bytes.subarray(at).every((byte) => byte === 0);
}

/** Where the JPEG starting at `start` ends (just past its EOI), or -1. */
function jpegEnd(bytes: Uint8Array, start: number): number {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return -1;
  let at = start + 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return -1;
    while (bytes[at] === 0xff) at++; // fill bytes
    const marker = bytes[at++] ?? -1;
    if (marker === 0xd9) return at;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker < 0 || at + 2 > bytes.length) return -1;
    at += u16(bytes, at);
    if (marker === 0xda) at = entropyDataEnd(bytes, at); // scan data runs to the next marker
  }
  return -1;
}

/** Past a scan's entropy-coded data: a 0xFF there is followed by 0x00 (stuffing) or a restart marker. */
function entropyDataEnd(bytes: Uint8Array, from: number): number {
  let at = from;
  while (at + 1 < bytes.length) {
    if (bytes[at] === 0xff) {
      const next = bytes[at + 1] ?? 0;
      if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) return at;
    }
    at++;
  }
  return bytes.length;
}

/** ISO-BMFF (HEIC, MP4, QuickTime): the top-level boxes follow one another to the file's last byte. */
export function isoBoxesFillFile(bytes: Uint8Array): boolean {
  let at = 0;
  while (at < bytes.length) {
    const box = isoBoxAt(bytes, at, bytes.length);
    if (!box) return false;
    at = box.end;
  }
  return at === bytes.length;
}

export type IsoBox = { type: string; start: number; end: number };

/** The box at `at` (its payload from `start` to `end`), or null when its header is not a box's or it overruns `limit`. */
export function isoBoxAt(bytes: Uint8Array, at: number, limit: number): IsoBox | null {
  if (at + 8 > limit) return null;
  let size = u32(bytes, at);
  const type = ascii(bytes, at + 4, 4);
  if (!/^[\x20-\x7e]{4}$/.test(type)) return null;
  let header = 8;
  if (size === 1) {
    if (at + 16 > limit) return null;
    size = u32(bytes, at + 8) * 2 ** 32 + u32(bytes, at + 12);
    header = 16;
  } else if (size === 0) {
    size = limit - at; // to the end of its container
  }
  if (size < header || at + size > limit) return null;
  return { type, start: at + header, end: at + size };
}
