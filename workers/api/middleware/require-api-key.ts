import { createMiddleware } from "hono/factory";
import { constantTimeEqual } from "../auth/constant-time";
import type { ApiEnv } from "./app";
import { ApiError } from "./errors";

export const API_KEY_HEADER = "X-API-Key";
/** Set by the app's API client: the site origin links in e-mails should use. Trusted because the key is. */
export const APP_ORIGIN_HEADER = "X-App-Origin";

/** Every /v1 call but the health check carries the API key of spec §7. */
export const requireApiKey = createMiddleware<ApiEnv>(async (c, next) => {
  const given = c.req.header(API_KEY_HEADER);
  if (!given) throw new ApiError(401, `Missing API key: send the ${API_KEY_HEADER} header`);
  if (!(await timingSafeEqual(given, c.var.config.API_KEY))) throw new ApiError(401, "Invalid API key");
  await next();
});

/** Compares digests so neither length nor content leaks through timing. */
async function timingSafeEqual(a: string, b: string) {
  const encoder = new TextEncoder();
  const [left, right] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(a)),
    crypto.subtle.digest("SHA-256", encoder.encode(b)),
  ]);
  return constantTimeEqual(new Uint8Array(left), new Uint8Array(right));
}
