import { MESSAGES } from "@contract/messages";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { exceededRateLimits, type RateLimit, secondsLeftInWindow } from "../db/rate-limits";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./errors";
import { clientIp } from "./request-meta";

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;

/**
 * Counts one hit on every limit and answers 429 when any is exceeded, with
 * `Retry-After`: the seconds until the last exceeded window ends (the document declares it on every 429).
 */
export async function enforceRateLimits(
  c: { env: Pick<Env, "DB">; header: (name: string, value: string) => void },
  limits: RateLimit[],
) {
  const now = Date.now();
  const exceeded = await exceededRateLimits(c.env.DB, limits, now);
  if (exceeded.length === 0) return;
  c.header("Retry-After", String(Math.max(...exceeded.map((limit) => secondsLeftInWindow(limit, now)))));
  throw new ApiError(429, MESSAGES.tooManyAttempts);
}

/**
 * A per-IP limit as route middleware: it counts before the body is validated,
 * so invalid requests use up the allowance too.
 */
export const limitPerIp = (name: string, limit: number, windowSeconds: number) =>
  createMiddleware<ApiEnv>(async (c: Context<ApiEnv>, next) => {
    await enforceRateLimits(c, [{ key: `${name}:ip:${clientIp(c)}`, limit, windowSeconds }]);
    await next();
  });
