import { MAX_UPLOAD_BYTES } from "@contract/uploads";
import { describe, expect, it } from "vitest";
import { kindOfBytes, kindOfFile, videoExtension } from "./file-kind";

const bytes = (...parts: (string | number[])[]) => {
  const out: number[] = [];
  for (const part of parts) out.push(...(typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part));
  while (out.length < 16) out.push(0);
  return new Uint8Array(out);
};
const ftyp = (brand: string) => bytes([0, 0, 0, 24], "ftyp", brand);

describe("kindOfBytes", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0])],
    ["PNG", bytes([0x89], "PNG\r\n\x1a\n")],
    ["WebP", bytes("RIFF", [0, 0, 0, 0], "WEBP")],
  ])("takes %s as an image", (_name, start) => {
    expect(kindOfBytes(start)).toBe("image");
  });

  it.each(["heic", "heix", "mif1", "msf1", "heif"])("takes the HEIF brand %s as HEIC", (brand) => {
    expect(kindOfBytes(ftyp(brand))).toBe("heic");
  });

  it.each(["isom", "mp42", "qt  ", "M4V "])("takes the ISO brand %s as a video", (brand) => {
    expect(kindOfBytes(ftyp(brand))).toBe("video");
  });

  it("takes WebM (EBML) as a video", () => {
    expect(kindOfBytes(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBe("video");
  });

  it.each([
    ["an HTML page renamed .jpg", bytes("<!doctype html>")],
    ["an SVG", bytes("<svg xmlns=")],
    ["a GIF", bytes("GIF89a")],
    ["an AVIF", ftyp("avif")],
    ["a PDF", bytes("%PDF-1.7")],
    ["too few bytes", new Uint8Array([0xff, 0xd8, 0xff])],
  ])("refuses %s", (_name, start) => {
    expect(kindOfBytes(start)).toBeNull();
  });
});

describe("kindOfFile", () => {
  it("reads the content, not the declared type", async () => {
    expect(await kindOfFile(new Blob([bytes([0xff, 0xd8, 0xff, 0xe0])], { type: "video/mp4" }))).toBe("image");
    expect(await kindOfFile(new Blob(["<html><body>hello</body></html>"], { type: "image/jpeg" }))).toBeNull();
  });

  it("refuses an empty file and one over the upload limit", async () => {
    expect(await kindOfFile(new Blob([]))).toBeNull();
    const big = new Blob([bytes([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(MAX_UPLOAD_BYTES)]);
    expect(await kindOfFile(big)).toBeNull();
  });
});

describe("videoExtension", () => {
  it("names the container for ffmpeg", () => {
    expect(videoExtension(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBe("webm");
    expect(videoExtension(ftyp("qt  "))).toBe("mov");
    expect(videoExtension(ftyp("isom"))).toBe("mp4");
  });
});
