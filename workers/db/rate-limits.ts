/** A fixed-window limit: at most `limit` hits per `windowSeconds` for one key. */
export type RateLimit = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit on every limit (atomically, in D1, so the count holds across
 * isolates) and answers the limits now exceeded. The caller decides what to answer.
 */
export async function exceededRateLimits(db: D1Database, limits: RateLimit[], now = Date.now()) {
  const statements = limits.map(({ key, windowSeconds }) => {
    const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
    return db
      .prepare(
        `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
         ON CONFLICT(key) DO UPDATE SET
           count = CASE WHEN window_start = excluded.window_start THEN count + 1 ELSE 1 END,
           window_start = excluded.window_start
         RETURNING count`,
      )
      .bind(key, windowStart);
  });
  const results = await db.batch<{ count: number }>(statements);
  return limits.filter((limit, index) => (results[index]?.results[0]?.count ?? 0) > limit.limit);
}

/** Counts one hit on every limit; false when any is exceeded. */
export async function withinRateLimits(db: D1Database, limits: RateLimit[], now = Date.now()) {
  return (await exceededRateLimits(db, limits, now)).length === 0;
}

/** Whole seconds until a limit's current window ends and its count starts again (at least 1). */
export const secondsLeftInWindow = ({ windowSeconds }: RateLimit, now = Date.now()) =>
  Math.max(1, windowSeconds - Math.floor((now / 1000) % windowSeconds));
