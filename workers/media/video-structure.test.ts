import { concat } from "@contract/png";
import { demoAdVideo } from "@workers/dev/demo-ad-video";
import { describe, expect, it } from "vitest";
import { readVideo, saneVideo } from "./video-structure";

const html = new TextEncoder().encode("<script>alert(1)</script>");

describe("readVideo", () => {
  it("reads the demo clip the seed stores (640x360, 3 s) as a sane video", () => {
    const facts = readVideo(demoAdVideo(), "video/mp4");
    expect(facts).toEqual({ width: 640, height: 360, seconds: 3 });
    expect(saneVideo(facts ?? { width: 0, height: 0, seconds: 0 })).toBe(true);
  });

  it("refuses an mp4 with anything appended, cut short, or without its boxes", () => {
    const clip = demoAdVideo();
    expect(readVideo(concat([clip, html]), "video/mp4")).toBeNull();
    expect(readVideo(clip.subarray(0, clip.length - 10), "video/mp4")).toBeNull();
    expect(readVideo(clip.subarray(0, 32), "video/mp4")).toBeNull();
  });

  it("reads a WebM's video track and duration from its EBML elements", () => {
    const element = (id: number[], body: Uint8Array | number[]) => {
      const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
      return concat([new Uint8Array(id), new Uint8Array([0x80 | bytes.length]), bytes]);
    };
    const duration = new Uint8Array(4);
    new DataView(duration.buffer).setFloat32(0, 2500);
    const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], [...new TextEncoder().encode("webm")]));
    const info = element(
      [0x15, 0x49, 0xa9, 0x66],
      concat([element([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]), element([0x44, 0x89], duration)]),
    );
    const video = element([0xe0], concat([element([0xb0], [0x05, 0x00]), element([0xba], [0x02, 0xd0])]));
    const tracks = element([0x16, 0x54, 0xae, 0x6b], element([0xae], concat([element([0x83], [1]), video])));
    const segment = element([0x18, 0x53, 0x80, 0x67], concat([info, tracks]));
    const webm = concat([header, segment]);
    expect(readVideo(webm, "video/webm")).toEqual({ width: 1280, height: 720, seconds: 2.5 });
    expect(readVideo(concat([webm, html]), "video/webm")).toBeNull();
    expect(readVideo(concat([header, html]), "video/webm")).toBeNull();
  });

  it("holds a video to sane bounds", () => {
    expect(saneVideo({ width: 1920, height: 1080, seconds: 10 })).toBe(true);
    expect(saneVideo({ width: 8, height: 8, seconds: 10 })).toBe(false);
    expect(saneVideo({ width: 8192, height: 4320, seconds: 10 })).toBe(false);
    expect(saneVideo({ width: 1920, height: 1080, seconds: 0 })).toBe(false);
    expect(saneVideo({ width: 1920, height: 1080, seconds: 3600 })).toBe(false);
  });
});
