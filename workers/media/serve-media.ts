const KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,255}$/;

/**
 * Serves uploaded media from R2. Keys are content-addressed (a new upload gets
 * a new key), so responses are cached for a year. `nosniff` and a sandboxing
 * CSP keep a file from ever running as a page.
 */
export async function serveMedia(request: Request, env: Env): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const key = decodeURIComponent(new URL(request.url).pathname.slice("/media/".length));
  if (!KEY.test(key) || key.split("/").some((part) => part === ".." || part === ".")) {
    return new Response("Not found", { status: 404 });
  }
  const object = await env.MEDIA.get(key, { onlyIf: request.headers, range: request.headers });
  if (!object) return new Response("Not found", { status: 404 });

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  headers.set("Accept-Ranges", "bytes");
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/octet-stream");

  if (!("body" in object)) return new Response(null, { status: 304, headers });
  if (request.method === "HEAD") return new Response(null, { headers });
  if (request.headers.has("Range") && object.range && "offset" in object.range) {
    const offset = object.range.offset ?? 0;
    const length = object.range.length ?? object.size - offset;
    headers.set("Content-Range", `bytes ${offset}-${offset + length - 1}/${object.size}`);
    return new Response(object.body, { status: 206, headers });
  }
  return new Response(object.body, { headers });
}
