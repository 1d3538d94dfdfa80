import { APP_ORIGIN_HEADER } from "@contract/api-headers";
import type { Context } from "hono";

/** The visitor's IP: Cloudflare sets it at the edge; the app's client forwards it. */
export const clientIp = (c: Context) => c.req.header("CF-Connecting-IP") ?? "unknown";

/** The site links in e-mails should point at. */
export function appOrigin(c: Context) {
  const forwarded = c.req.header(APP_ORIGIN_HEADER);
  if (forwarded && /^https?:\/\/[^/\s]+$/.test(forwarded)) return forwarded;
  return new URL(c.req.url).origin;
}
