/** A fixed-window limit: at most `limit` hits per `windowSeconds` for one key. */
export type RateLimit = { key: string; limit: number; windowSeconds: number };

/**
 * Counts one hit on every limit (atomically, in D1, so the count holds across
 * isolates); false when any is exceeded. The caller decides what to answer.
 */
export async function withinRateLimits(db: D1Database, limits: RateLimit[], now = Date.now()) {
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
  return results.every((result, index) => (result.results[0]?.count ?? 0) <= (limits[index]?.limit ?? 0));
}
