import { gradientPng, solidPng } from "@workers/dev/png";
import { imageFillsFile } from "@workers/media/image-structure";
import { readVideo, saneVideo } from "@workers/media/video-structure";
import { describe, expect, it } from "vitest";
import { join, realMp4 } from "../support/media-fixtures";

const html = new TextEncoder().encode("<script>alert(1)</script>");

describe("imageFillsFile", () => {
  it("takes the seed's generated PNGs whole, and refuses one with anything appended or cut short", async () => {
    const png = await gradientPng(800, 1000, [242, 201, 76], [161, 98, 7]);
    expect(imageFillsFile(png, "image/png")).toBe(true);
    expect(imageFillsFile(await solidPng(16, 16), "image/png")).toBe(true);
    expect(imageFillsFile(join(png, html), "image/png")).toBe(false);
    expect(imageFillsFile(png.subarray(0, png.length - 1), "image/png")).toBe(false);
  });

  it("walks a JPEG to its end marker: further JPEGs (a camera's multi-picture file) and zero padding may follow, nothing else", () => {
    // SOI, an APP0 segment, SOS with one byte of scan data (and a stuffed 0xFF), EOI.
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xda, 0, 2, 0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd9,
    ]);
    expect(imageFillsFile(jpeg, "image/jpeg")).toBe(true);
    expect(imageFillsFile(join(jpeg, jpeg), "image/jpeg")).toBe(true);
    expect(imageFillsFile(join(jpeg, new Uint8Array(8)), "image/jpeg")).toBe(true);
    expect(imageFillsFile(join(jpeg, html), "image/jpeg")).toBe(false);
    expect(imageFillsFile(join(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), html), "image/jpeg")).toBe(false);
  });

  it("holds a WebP to its RIFF size", () => {
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    expect(imageFillsFile(webp, "image/webp")).toBe(true);
    expect(imageFillsFile(join(webp, html), "image/webp")).toBe(false);
  });
});

describe("readVideo", () => {
  it("reads the demo clip the seed stores (640x360, 3 s) as a sane video", () => {
    const facts = readVideo(realMp4(), "video/mp4");
    expect(facts).toEqual({ width: 640, height: 360, seconds: 3 });
    expect(saneVideo(facts ?? { width: 0, height: 0, seconds: 0 })).toBe(true);
  });

  it("refuses an mp4 with anything appended, cut short, or without its boxes", () => {
    const clip = realMp4();
    expect(readVideo(join(clip, html), "video/mp4")).toBeNull();
    expect(readVideo(clip.subarray(0, clip.length - 10), "video/mp4")).toBeNull();
    expect(readVideo(clip.subarray(0, 32), "video/mp4")).toBeNull();
  });

  it("reads a WebM's video track and duration from its EBML elements", () => {
    const element = (id: number[], body: Uint8Array | number[]) => {
      const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
      return join(new Uint8Array(id), new Uint8Array([0x80 | bytes.length]), bytes);
    };
    const duration = new Uint8Array(4);
    new DataView(duration.buffer).setFloat32(0, 2500);
    const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], [...new TextEncoder().encode("webm")]));
    const info = element(
      [0x15, 0x49, 0xa9, 0x66],
      join(element([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]), element([0x44, 0x89], duration)),
    );
    const video = element([0xe0], join(element([0xb0], [0x05, 0x00]), element([0xba], [0x02, 0xd0])));
    const tracks = element([0x16, 0x54, 0xae, 0x6b], element([0xae], join(element([0x83], [1]), video)));
    const segment = element([0x18, 0x53, 0x80, 0x67], join(info, tracks));
    const webm = join(header, segment);
    expect(readVideo(webm, "video/webm")).toEqual({ width: 1280, height: 720, seconds: 2.5 });
    expect(readVideo(join(webm, html), "video/webm")).toBeNull();
    expect(readVideo(join(header, html), "video/webm")).toBeNull();
  });

  it("holds a video to sane bounds", () => {
    expect(saneVideo({ width: 1920, height: 1080, seconds: 10 })).toBe(true);
    expect(saneVideo({ width: 8, height: 8, seconds: 10 })).toBe(false);
    expect(saneVideo({ width: 8192, height: 4320, seconds: 10 })).toBe(false);
    expect(saneVideo({ width: 1920, height: 1080, seconds: 0 })).toBe(false);
    expect(saneVideo({ width: 1920, height: 1080, seconds: 3600 })).toBe(false);
  });
});
