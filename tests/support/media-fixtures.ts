import { env } from "cloudflare:test";
import { concat } from "@contract/png";
import { demoAdVideo } from "@workers/dev/demo-ad-video";
import { solidPng } from "@workers/dev/png";

/**
 * Real media for upload tests (every upload is decoded or parsed, so a few
 * magic bytes no longer pass), and the polyglots an upload must refuse.
 */

/** The demo clip: a 3 s, 640x360 H.264 mp4. */
export const realMp4 = demoAdVideo;

/** A real picture of this type, encoded by the Images binding from a generated PNG. */
export async function realImage(format: "image/png" | "image/jpeg" | "image/webp", width = 40, height = 30) {
  const png = await solidPng(width, height);
  if (format === "image/png") return png;
  const result = await env.IMAGES.input(new Response(png).body as ReadableStream<Uint8Array>)
    .transform({})
    .output({ format });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

const text = (value: string) => new TextEncoder().encode(value);
/** The bytes of several files one after the other (a polyglot's parts). */
export const join = (...parts: Uint8Array[]) => concat(parts);

const HTML = text("<html><body><script>alert(document.domain)</script></body></html>");

export type Polyglot = { label: string; name: string; type: string; bytes: () => Promise<Uint8Array<ArrayBuffer>> };

/** Files that claim to be pictures. */
export const IMAGE_POLYGLOTS: Polyglot[] = [
  {
    label: "PNG signature + HTML (46 bytes)",
    name: "me.png",
    type: "image/png",
    bytes: async () =>
      join(
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        text("<script>alert(1)</script><b>xss</b>"),
      ),
  },
  {
    label: "a real PNG + HTML",
    name: "me.png",
    type: "image/png",
    bytes: async () => join(await realImage("image/png"), HTML),
  },
  {
    label: "JPEG markers + HTML",
    name: "me.jpg",
    type: "image/jpeg",
    bytes: async () => join(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), HTML),
  },
  {
    label: "a real JPEG + HTML",
    name: "me.jpg",
    type: "image/jpeg",
    bytes: async () => join(await realImage("image/jpeg"), HTML),
  },
  {
    label: "a real WebP + HTML",
    name: "me.webp",
    type: "image/webp",
    bytes: async () => join(await realImage("image/webp"), HTML),
  },
  {
    label: "SVG named .png",
    name: "me.png",
    type: "image/png",
    bytes: async () => text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  },
];

/** Files that claim to be videos. */
export const VIDEO_POLYGLOTS: Polyglot[] = [
  {
    label: "an ftyp box + HTML (62 bytes)",
    name: "clip.mp4",
    type: "video/mp4",
    bytes: async () =>
      join(
        new Uint8Array([
          0, 0, 0, 0x14, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0, 0x69, 0x73, 0x6f, 0x6d,
        ]),
        text("<script>alert(1)</script><p>not a video</p>"),
      ),
  },
  { label: "a real MP4 + HTML", name: "clip.mp4", type: "video/mp4", bytes: async () => join(realMp4(), HTML) },
  {
    label: "a zip named .mp4",
    name: "clip.mp4",
    type: "video/mp4",
    bytes: async () =>
      join(
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0, 0, 0]),
        text("index.html<script>alert(1)</script>"),
      ),
  },
];
