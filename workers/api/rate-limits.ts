import { MESSAGES } from "@contract/messages";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type RateLimit, withinRateLimits } from "../db/rate-limits";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./errors";
import { clientIp } from "./request-meta";

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;

/** Counts one hit on every limit and answers 429 when any is exceeded. */
export async function enforceRateLimits(c: { env: Pick<Env, "DB"> }, limits: RateLimit[]) {
  if (!(await withinRateLimits(c.env.DB, limits))) throw new ApiError(429, MESSAGES.tooManyAttempts);
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
