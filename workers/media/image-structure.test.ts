import { concat } from "@contract/png";
import { gradientPng, solidPng } from "@workers/dev/png";
import { describe, expect, it } from "vitest";
import { imageFillsFile } from "./image-structure";

const html = new TextEncoder().encode("<script>alert(1)</script>");

describe("imageFillsFile", () => {
  it("takes the seed's generated PNGs whole, and refuses one with anything appended or cut short", async () => {
    const png = await gradientPng(800, 1000, [242, 201, 76], [161, 98, 7]);
    expect(imageFillsFile(png, "image/png")).toBe(true);
    expect(imageFillsFile(await solidPng(16, 16), "image/png")).toBe(true);
    expect(imageFillsFile(concat([png, html]), "image/png")).toBe(false);
    expect(imageFillsFile(png.subarray(0, png.length - 1), "image/png")).toBe(false);
  });

  it("walks a JPEG to its end marker: further JPEGs (a camera's multi-picture file) and zero padding may follow, nothing else", () => {
    // SOI, an APP0 segment, SOS with one byte of scan data (and a stuffed 0xFF), EOI.
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xda, 0, 2, 0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd9,
    ]);
    expect(imageFillsFile(jpeg, "image/jpeg")).toBe(true);
    expect(imageFillsFile(concat([jpeg, jpeg]), "image/jpeg")).toBe(true);
    expect(imageFillsFile(concat([jpeg, new Uint8Array(8)]), "image/jpeg")).toBe(true);
    expect(imageFillsFile(concat([jpeg, html]), "image/jpeg")).toBe(false);
    expect(imageFillsFile(concat([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), html]), "image/jpeg")).toBe(false);
  });

  it("holds a WebP to its RIFF size", () => {
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    expect(imageFillsFile(webp, "image/webp")).toBe(true);
    expect(imageFillsFile(concat([webp, html]), "image/webp")).toBe(false);
  });
});
