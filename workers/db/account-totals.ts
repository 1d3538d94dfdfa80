/**
 * Each account's plays, scans, visits and taps of the last 30 days (migration
 * 0026, issue 36 point 7): what the admin's Analytics tab sorts by. Every
 * writer of an hourly counter adds these statements to its own batch, so a
 * day row and the account's total change in the same transaction as the
 * counter; the housekeeping job takes out the days that left the window.
 */

export const ACCOUNT_TOTALS = ["plays", "scans", "visits", "taps"] as const;
export type AccountTotal = (typeof ACCOUNT_TOTALS)[number];

const DAY_MS = 86_400_000;
/** The window: the current UTC day and the 29 before it. */
export const TOTAL_DAYS = 30;

const dayOf = (ms: number) => ms - (ms % DAY_MS);

/** The first day (epoch ms) still in the window at `now`. */
export const windowStart = (now: number) => dayOf(now) - (TOTAL_DAYS - 1) * DAY_MS;

/**
 * The statements that add hourly counters of one kind (a writer's own rows:
 * each names its count as the total it adds to) to the account's day rows and
 * total, one pair per UTC day, for the writer's batch.
 */
export function accountTotalStatements<Total extends AccountTotal>(
  db: D1Database,
  accountId: string,
  total: Total,
  counts: ({ hour: number } & Record<Total, number>)[],
) {
  const byDay = new Map<number, number>();
  for (const count of counts) byDay.set(dayOf(count.hour), (byDay.get(dayOf(count.hour)) ?? 0) + count[total]);
  const day = db.prepare(
    `INSERT INTO account_days (account_id, day, ${total}) VALUES (?, ?, ?)
     ON CONFLICT (account_id, day) DO UPDATE SET ${total} = ${total} + excluded.${total}`,
  );
  const sum = db.prepare(
    `INSERT INTO account_totals (account_id, ${total}) VALUES (?, ?)
     ON CONFLICT (account_id) DO UPDATE SET ${total} = ${total} + excluded.${total}`,
  );
  return [...byDay].flatMap(([start, count]) => [day.bind(accountId, start, count), sum.bind(accountId, count)]);
}

/**
 * Takes the days before the window out of the totals and deletes them, in
 * one transaction. The housekeeping job runs it every five minutes, so for a
 * few minutes after midnight (UTC) a total still holds 31 days.
 */
export async function rollAccountTotals(db: D1Database, now: number) {
  const start = windowStart(now);
  const [, deleted] = await db.batch([
    db
      .prepare(
        `UPDATE account_totals SET plays = account_totals.plays - old.plays, scans = account_totals.scans - old.scans,
           visits = account_totals.visits - old.visits, taps = account_totals.taps - old.taps
         FROM (SELECT account_id, SUM(plays) AS plays, SUM(scans) AS scans, SUM(visits) AS visits, SUM(taps) AS taps
               FROM account_days WHERE day < ?1 GROUP BY account_id) AS old
         WHERE account_totals.account_id = old.account_id`,
      )
      .bind(start),
    db.prepare("DELETE FROM account_days WHERE day < ?").bind(start),
  ]);
  return deleted?.meta.changes ?? 0;
}
