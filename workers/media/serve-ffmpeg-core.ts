/**
 * ffmpeg.wasm's single-thread core, for the browser's video fallback
 * (app/lib/media-conversion/ffmpeg-fallback.ts). The wasm is 30.7 MiB, over
 * the 25 MiB a Workers static asset may be, so the build ships it only
 * brotli-compressed (scripts/ffmpeg-core.mjs) and this route sends those
 * bytes as they are, saying so with `Content-Encoding: br`: the browser
 * inflates it and compiles it as application/wasm. wrangler.jsonc runs the
 * Worker first for /ffmpeg_core/*; everything else there is a plain asset.
 * docs/decisions/0013-media-conversion-in-the-browser.md.
 */
const FILES: Record<string, { asset: string; type: string; brotli: boolean }> = {
  "/ffmpeg_core/ffmpeg-core.js": { asset: "/ffmpeg_core/ffmpeg-core.js", type: "text/javascript", brotli: false },
  "/ffmpeg_core/ffmpeg-core.wasm": {
    asset: "/ffmpeg_core/ffmpeg-core.wasm.br",
    type: "application/wasm",
    brotli: true,
  },
};

export async function serveFfmpegCore(request: Request, env: Env): Promise<Response> {
  const file = FILES[new URL(request.url).pathname];
  if (!file) return new Response("Not found", { status: 404 });
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }

  const conditional = new Headers();
  const etag = request.headers.get("If-None-Match");
  if (etag) conditional.set("If-None-Match", etag);
  const asset = await env.ASSETS.fetch(new Request(new URL(file.asset, request.url), { headers: conditional }));
  if (asset.status !== 200 && asset.status !== 304) return new Response("Not found", { status: 404 });

  const headers = new Headers({
    "Content-Type": file.type,
    // Not hashed: a new core version keeps the name, so browsers revalidate daily (the ETag makes that cheap).
    "Cache-Control": "public, max-age=86400",
    "X-Content-Type-Options": "nosniff",
  });
  const assetEtag = asset.headers.get("ETag");
  if (assetEtag) headers.set("ETag", assetEtag);
  if (file.brotli) {
    headers.set("Content-Encoding", "br");
    headers.set("Vary", "Accept-Encoding");
  }
  const body = request.method === "HEAD" || asset.status === 304 ? null : asset.body;
  // "manual": the body is the .br file's bytes; the runtime must send them as they are, not compress them again.
  // Vite's dev server already answers the .br file with Content-Encoding: br, so the body arrives inflated
  // and the runtime compresses it again ("automatic").
  const inflated = asset.headers.has("Content-Encoding");
  return new Response(body, {
    status: asset.status,
    headers,
    encodeBody: file.brotli && !inflated ? "manual" : "automatic",
  });
}
