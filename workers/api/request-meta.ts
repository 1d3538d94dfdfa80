import { APP_ORIGIN_HEADER } from "@contract/api-headers";
import type { Context } from "hono";
import type { ApiEnv } from "./api-env";

/** The visitor's IP: Cloudflare sets it at the edge; the app's client forwards it. */
export const clientIp = (c: Context) => c.req.header("CF-Connecting-IP") ?? "unknown";

/**
 * The site links in e-mails point at: the configured APP_ORIGIN, never the
 * request's Host (a forged Host would otherwise mail the victim a link to the
 * attacker's site). Only outside production, where it may be unset, the
 * origin the app's client forwards stands in, so any local port works.
 */
// biome-ignore lint/suspicious/noExplicitAny: any route's context, whatever its middleware added.
export function appOrigin(c: Context<any>) {
  const { APP_ORIGIN } = (c.var as ApiEnv["Variables"]).config;
  if (APP_ORIGIN) return APP_ORIGIN;
  const forwarded = c.req.header(APP_ORIGIN_HEADER);
  if (forwarded && /^https?:\/\/[^/\s]+$/.test(forwarded)) return forwarded;
  return new URL(c.req.url).origin;
}
