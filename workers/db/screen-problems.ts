import type { ScreenProblemKind } from "@contract/player-problems";
import type { LastProblem } from "@contract/screen-problems";
import { type RateLimit, withinRateLimits } from "./rate-limits";

/** A screen's last problem as migration 0020 keeps it (issue 34 point 7). */
export type ScreenProblemRow = {
  id: string;
  name: string | null;
  problem_kind: ScreenProblemKind;
  problem_message: string;
  problem_at: number;
  problem_browser: string | null;
  problem_count: number;
};

export type NewScreenProblem = { kind: ScreenProblemKind; message: string; at: number; browser: string | null };

/**
 * Keeps a screen's problem as its last one and counts it, unless the
 * screen told more than `limit` allows (counted in `rate_limits`, as the
 * API's limits are). True when it was kept.
 */
export async function recordScreenProblem(
  db: D1Database,
  accountId: string,
  screenId: string,
  problem: NewScreenProblem,
  limit: Omit<RateLimit, "key">,
  now: number,
) {
  if (!(await withinRateLimits(db, [{ key: `screen-problem:${screenId}`, ...limit }], now))) return false;
  const result = await db
    .prepare(
      `UPDATE screens SET problem_kind = ?, problem_message = ?, problem_at = ?, problem_browser = ?,
         problem_count = problem_count + 1
       WHERE id = ? AND account_id = ?`,
    )
    .bind(problem.kind, problem.message, problem.at, problem.browser, screenId, accountId)
    .run();
  return result.meta.changes > 0;
}

/** The account's screens that had a problem, the latest problem first. */
export async function findScreenProblems(db: D1Database, accountId: string) {
  const { results } = await db
    .prepare(
      `SELECT id, name, problem_kind, problem_message, problem_at, problem_browser, problem_count
       FROM screens WHERE account_id = ? AND problem_at IS NOT NULL ORDER BY problem_at DESC, id`,
    )
    .bind(accountId)
    .all<ScreenProblemRow>();
  return results;
}

/** A row's problem as the API answers it. */
export const problemAnswer = (row: ScreenProblemRow): LastProblem => ({
  kind: row.problem_kind,
  message: row.problem_message,
  at: new Date(row.problem_at).toISOString(),
  browser: row.problem_browser,
  count: row.problem_count,
});
