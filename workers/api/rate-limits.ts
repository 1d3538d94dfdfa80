import { MESSAGES } from "@contract/messages";
import { type RateLimit, withinRateLimits } from "../db/rate-limits";
import { ApiError } from "./errors";

/** Counts one hit on every limit and answers 429 when any is exceeded. */
export async function enforceRateLimits(c: { env: Pick<Env, "DB"> }, limits: RateLimit[]) {
  if (!(await withinRateLimits(c.env.DB, limits))) throw new ApiError(429, MESSAGES.tooManyAttempts);
}

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
