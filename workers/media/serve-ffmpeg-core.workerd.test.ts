import { describe, expect, it } from "vitest";
import { serveFfmpegCore } from "./serve-ffmpeg-core";

/**
 * The route in front of ffmpeg.wasm's core. Static assets are not built for
 * worker tests, so ASSETS is a stand-in that serves two files and honours
 * If-None-Match; the e2e tests fetch the real build.
 */
const WASM_BR = new Uint8Array([0x1b, 0x03, 0x00, 0xf8]); // stands for the brotli bytes
const ASSETS_SEEN: string[] = [];
const assets = {
  async fetch(input: Request | string) {
    const request = new Request(input);
    const { pathname } = new URL(request.url);
    ASSETS_SEEN.push(pathname);
    const files: Record<string, BodyInit> = {
      "/ffmpeg_core/ffmpeg-core.wasm.br": WASM_BR,
      "/ffmpeg_core/ffmpeg-core.js": "export default function createFFmpegCore() {}",
    };
    if (!(pathname in files)) return new Response("Not found", { status: 404 });
    const etag = `"${pathname.length}"`;
    if (request.headers.get("If-None-Match") === etag)
      return new Response(null, { status: 304, headers: { ETag: etag } });
    return new Response(files[pathname], { headers: { ETag: etag, "Content-Type": "application/octet-stream" } });
  },
};
const env = { ASSETS: assets } as unknown as Env;
const serve = (path: string, init?: RequestInit) =>
  serveFfmpegCore(new Request(`https://stylecast.test${path}`, init), env);

describe("serveFfmpegCore", () => {
  it("sends the brotli asset as application/wasm with Content-Encoding: br, bytes untouched", async () => {
    const response = await serve("/ffmpeg_core/ffmpeg-core.wasm", { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/wasm");
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(ASSETS_SEEN.at(-1)).toBe("/ffmpeg_core/ffmpeg-core.wasm.br");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(WASM_BR);
  });

  it("sends the core's script as JavaScript, not encoded by us", async () => {
    const response = await serve("/ffmpeg_core/ffmpeg-core.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/javascript");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(await response.text()).toContain("createFFmpegCore");
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const first = await serve("/ffmpeg_core/ffmpeg-core.wasm");
    const etag = first.headers.get("ETag")!;
    await first.arrayBuffer();
    const again = await serve("/ffmpeg_core/ffmpeg-core.wasm", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
  });

  it("answers HEAD without a body", async () => {
    const response = await serve("/ffmpeg_core/ffmpeg-core.wasm", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it.each([
    "/ffmpeg_core/ffmpeg-core.wasm.br",
    "/ffmpeg_core/",
    "/ffmpeg_core/ffmpeg-core.worker.js",
    "/ffmpeg_core/../.dev.vars",
  ])("knows nothing else: %s is 404", async (path) => {
    expect((await serve(path)).status).toBe(404);
  });

  it("refuses other methods", async () => {
    const response = await serve("/ffmpeg_core/ffmpeg-core.js", { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });
});
