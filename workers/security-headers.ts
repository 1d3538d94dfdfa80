import { COOKIES, sendsCookie } from "@contract/cookies";

/**
 * Headers every response carries, whatever produced it (pages, resource
 * routes, the API, media, errors), and the Content-Security-Policy of pages.
 * Hashed static assets are served by Workers static assets without the Worker:
 * public/_headers gives them theirs.
 */
const ALWAYS: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "SAMEORIGIN",
};

/** Everything the app loads is served by the app itself (no CDN), so 'self' plus this response's nonce is enough. */
export function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // React's style props and the media loaders set inline styles; no inline <style> is needed otherwise.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    // blob: lets the avatar preview and the media converters read files the visitor picked.
    "connect-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** A fresh nonce per response: 128 random bits. */
export function createNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * Adds the common headers to any response. For a page (`page` given) also
 * the CSP with its nonce and a cache rule: a page for someone signed in, or
 * one that sets a cookie, is `private, no-store`, so no shared cache can hand
 * it to anyone else; other pages are revalidated on every visit.
 */
export function withSecurityHeaders(response: Response, page?: { request: Request; nonce: string | null }): Response {
  if (response.status === 101 || response.webSocket) return response;
  const secured = writable(response);
  for (const [name, value] of Object.entries(ALWAYS)) secured.headers.set(name, value);
  if (!page) return secured;
  const type = secured.headers.get("Content-Type") ?? "";
  if (page.nonce && type.startsWith("text/html")) {
    secured.headers.set("Content-Security-Policy", contentSecurityPolicy(page.nonce));
  }
  const signedIn = sendsCookie(page.request, COOKIES.session);
  if (signedIn || secured.headers.has("Set-Cookie")) secured.headers.set("Cache-Control", "private, no-store");
  else if (!secured.headers.has("Cache-Control")) secured.headers.set("Cache-Control", "no-cache");
  return secured;
}

/**
 * The response itself when its headers can be set (the app's own responses), else a copy: those of `fetch()` and
 * the cache are immutable. Copying every response cost pages a Response and a Headers object each.
 */
function writable(response: Response): Response {
  try {
    response.headers.set("X-Content-Type-Options", "nosniff");
    return response;
  } catch {
    return new Response(response.body, response);
  }
}
