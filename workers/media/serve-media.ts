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
  const key = decodeKey(new URL(request.url).pathname.slice("/media/".length));
  if (key === null || !KEY.test(key) || key.split("/").some((part) => part === ".." || part === ".")) {
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

  if (!("body" in object)) {
    // R2 withheld the body: a failed If-Match/If-Unmodified-Since is 412, a matching If-None-Match 304.
    const failedWrite = request.headers.has("If-Match") || request.headers.has("If-Unmodified-Since");
    return new Response(null, { status: failedWrite ? 412 : 304, headers });
  }
  if (request.method === "HEAD") return new Response(null, { headers });
  if (request.headers.has("Range") && object.range && "offset" in object.range) {
    const offset = object.range.offset ?? 0;
    const length = object.range.length ?? object.size - offset;
    headers.set("Content-Range", `bytes ${offset}-${offset + length - 1}/${object.size}`);
    return new Response(object.body, { status: 206, headers });
  }
  return new Response(object.body, { headers });
}

/** A malformed percent-encoding (`%zz`) is no key at all: 404, never an exception. */
function decodeKey(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}
