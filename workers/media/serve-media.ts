import { type ConsentState, isGone } from "@contract/consent";
import { findConsentState } from "../db/consents";
import { hasGrant } from "./media-grants";

const KEY = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,255}$/;
/** A style's file: `accounts/{account_id}/styles/{style_id}/…` (account-media.ts, style-media.ts). */
const STYLE_FILE = /^accounts\/[^/]+\/styles\/([^/]+)\//;
/** How long this isolate trusts what it read of a style's consent: a withdrawal reaches every file within it. */
const CONSENT_TTL_MS = 10_000;
const consentRead = new Map<string, { state: ConsentState | null; at: number }>();

/**
 * Serves uploaded media from R2. Keys are content-addressed (a new upload gets
 * a new key), so responses are cached for a year. `nosniff` and a sandboxing
 * CSP keep a file from ever running as a page. A client's style (issue 35) is
 * the exception: its files are cached for minutes only, and once the client
 * withdrew their consent (or the style was taken down) they are served only
 * with a grant the API gives its owner and the admin (media-grants.ts), and
 * deleted after 30 days.
 */
export async function serveMedia(request: Request, env: Env, secret: string): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const url = new URL(request.url);
  const key = decodeKey(url.pathname.slice("/media/".length));
  if (key === null || !KEY.test(key) || key.split("/").some((part) => part === ".." || part === ".")) {
    return new Response("Not found", { status: 404 });
  }
  const consent = await styleConsentOf(env.DB, key);
  const gone = isGone(consent);
  if (gone && !(await hasGrant(secret, key, url.searchParams.get("grant")))) {
    return new Response("Not found", { status: 404 });
  }
  const object = await env.MEDIA.get(key, { onlyIf: request.headers, range: request.headers });
  if (!object) return new Response("Not found", { status: 404 });

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  // A client's consent can end: their photos must not stay in caches for a year. A granted file is for one person.
  headers.set(
    "Cache-Control",
    gone ? "private, max-age=300" : consent ? "public, max-age=300" : "public, max-age=31536000, immutable",
  );
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

/** The consent state of the style a key belongs to (null: not a style's file, or no client in it). */
async function styleConsentOf(db: D1Database, key: string, now = Date.now()) {
  const styleId = STYLE_FILE.exec(key)?.[1];
  if (!styleId) return null;
  const known = consentRead.get(styleId);
  if (known && now - known.at < CONSENT_TTL_MS) return known.state;
  const state = await findConsentState(db, styleId);
  if (consentRead.size > 1000) consentRead.clear();
  consentRead.set(styleId, { state, at: now });
  return state;
}

/** A withdrawal in this isolate takes effect here at once (elsewhere within CONSENT_TTL_MS). */
export function forgetConsentRead(styleId: string) {
  consentRead.delete(styleId);
}
