import { describe, expect, it } from "vitest";
import { sniffMedia } from "./media-sniff";

/** The first bytes of a file, padded with zeros to `length` (the sniffer needs at least 12). */
function head(start: (number | string)[], length = 16): Uint8Array {
  const bytes = start.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : [part]));
  return Uint8Array.from({ length: Math.max(length, bytes.length) }, (_, i) => bytes[i] ?? 0);
}

/** An ISO base media file (MP4, MOV, HEIC…): a box size, `ftyp`, then the major brand. */
const ftyp = (brand: string) => head([0, 0, 0, 0x18, "ftyp", brand, 0, 0, 0, 0]);

describe("sniffMedia", () => {
  it.each([
    ["PNG", head([0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a]), { kind: "image", mime: "image/png", ext: "png" }],
    ["JPEG", head([0xff, 0xd8, 0xff, 0xe0]), { kind: "image", mime: "image/jpeg", ext: "jpg" }],
    ["WebP", head(["RIFF", 0x24, 0, 0, 0, "WEBPVP8 "]), { kind: "image", mime: "image/webp", ext: "webp" }],
    [
      "WebM (EBML)",
      head([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86]),
      { kind: "video", mime: "video/webm", ext: "webm" },
    ],
  ])("knows %s by its signature", (_, bytes, expected) => {
    expect(sniffMedia(bytes)).toEqual(expected);
  });

  it.each(["heic", "heix", "heim", "heis", "heif"])("calls the ftyp brand %j image/heic", (brand) => {
    expect(sniffMedia(ftyp(brand))).toEqual({ kind: "image", mime: "image/heic", ext: "heic" });
  });

  it.each(["mif1", "msf1", "hevc", "hevx"])("calls the ftyp brand %j image/heif", (brand) => {
    expect(sniffMedia(ftyp(brand))).toEqual({ kind: "image", mime: "image/heif", ext: "heic" });
  });

  it("calls the ftyp brand 'qt  ' a QuickTime movie", () => {
    expect(sniffMedia(ftyp("qt  "))).toEqual({ kind: "video", mime: "video/quicktime", ext: "mov" });
  });

  it.each(["M4V ", "M4VH", "M4VP"])("calls the ftyp brand %j an M4V video", (brand) => {
    expect(sniffMedia(ftyp(brand))).toEqual({ kind: "video", mime: "video/x-m4v", ext: "m4v" });
  });

  it.each(["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "dash", "MSNV", "M4A ", "3gp4", "3gp5"])(
    "calls the ftyp brand %j an MP4 video",
    (brand) => {
      expect(sniffMedia(ftyp(brand))).toEqual({ kind: "video", mime: "video/mp4", ext: "mp4" });
    },
  );

  it("needs 12 bytes: a shorter start of a PNG, or nothing at all, is refused", () => {
    const png = head([0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a], 12);
    expect(sniffMedia(png)).not.toBeNull();
    expect(sniffMedia(png.subarray(0, 11))).toBeNull();
    expect(sniffMedia(new Uint8Array())).toBeNull();
  });

  it.each(["avif", "crx ", "3g2a", "ISOM", "heic".toUpperCase()])("refuses the unknown ftyp brand %j", (brand) => {
    expect(sniffMedia(ftyp(brand))).toBeNull();
  });

  it.each([
    ["zeros", head([])],
    ["text", head(["<!doctype html><p>hi"])],
    ["a PDF", head(["%PDF-1.7\n%"])],
    ["a GIF", head(["GIF89a", 1, 0, 1, 0])],
    ["RIFF that is not WebP (WAV)", head(["RIFF", 0x24, 0, 0, 0, "WAVEfmt "])],
    ["a PNG signature not at the start", head([0, 0x89, "PNG"])],
    ["'ftyp' not at offset 4", head([0, 0, 0, 0, 0, "ftypisom"])],
  ])("refuses %s", (_, bytes) => {
    expect(sniffMedia(bytes)).toBeNull();
  });
});
