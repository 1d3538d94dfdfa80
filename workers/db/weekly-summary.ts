import { parseStoredOpeningHours } from "@contract/opening-hours";
import { WEEKLY_SUMMARY } from "@contract/weekly-summary";
import type { Stint } from "../screen-model/opening-hours-played";

/**
 * The weekly summary mail's reads and its claim (issue 36 point 6, migration
 * 0025). Hourly counters (plays, scans, visits, taps) are summed over the
 * hours that start within the week: a shop whose midnight is not on a UTC hour
 * (Asia/Kolkata, +05:30) has its week's edges rounded to the counters' hours,
 * and each hour still counts in exactly one week.
 */

/** The time zones accounts are in: the job works out per zone which week is due (a few hundred at most). */
export async function listAccountTimeZones(db: D1Database) {
  const { results } = await db.prepare("SELECT DISTINCT time_zone FROM accounts").all<{ time_zone: string }>();
  return results.map((row) => row.time_zone);
}

export type DueAccount = { id: string; timeZone: string; monday: string; lastWeek: string | null };

/** Accounts that have not had the summary of the week due in their zone (`monday` per zone), `limit` at most. */
export async function findDueAccounts(db: D1Database, due: { timeZone: string; monday: string }[], limit: number) {
  if (due.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT a.id, a.time_zone AS timeZone, z.value ->> '$.monday' AS monday, a.weekly_summary_week AS lastWeek
       FROM json_each(?1) z JOIN accounts a ON a.time_zone = z.value ->> '$.timeZone'
       WHERE a.weekly_summary_week IS NULL OR a.weekly_summary_week < z.value ->> '$.monday'
       LIMIT ?2`,
    )
    .bind(JSON.stringify(due), limit)
    .all<DueAccount>();
  return results;
}

/**
 * Claims the account's summary of the week of `monday`: true for the one run
 * that moved it forward. A second run that overlaps finds it claimed.
 */
export async function claimWeeklySummary(db: D1Database, accountId: string, monday: string) {
  const result = await db
    .prepare(
      `UPDATE accounts SET weekly_summary_week = ?2
       WHERE id = ?1 AND (weekly_summary_week IS NULL OR weekly_summary_week < ?2)`,
    )
    .bind(accountId, monday)
    .run();
  return result.meta.changes === 1;
}

/** Gives a claim back (its mail could not be stored), so the next run tries again. */
export async function releaseWeeklySummary(db: D1Database, account: DueAccount) {
  await db
    .prepare("UPDATE accounts SET weekly_summary_week = ? WHERE id = ? AND weekly_summary_week = ?")
    .bind(account.lastWeek, account.id, account.monday)
    .run();
}

export type WeekFigures = {
  shop: string | null;
  openingHours: ReturnType<typeof parseStoredOpeningHours>;
  plays: number;
  scans: number;
  visits: number;
  taps: number;
  topStyles: { id: string; style: string | null; color: string | null; scans: number }[];
  screens: { id: string; name: string | null }[];
  stints: Stint[];
  recipients: { userId: string; email: string }[];
};

/** Everything the summary of the week [from, to) (epoch ms) says, in one batch. */
export async function readWeekFigures(db: D1Database, accountId: string, from: number, to: number) {
  const [fromIso, toIso] = [new Date(from).toISOString(), new Date(to).toISOString()];
  const sum = (table: string, column: string) =>
    `(SELECT COALESCE(SUM(${column}), 0) FROM ${table} WHERE account_id = ?1 AND hour >= ?2 AND hour < ?3)`;
  const [account, styles, screens, stints, recipients] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT COALESCE(company, NULLIF(TRIM(COALESCE(first_name, '') || ' ' || COALESCE(last_name, '')), '')) AS shop,
                opening_hours, ${sum("screen_plays", "plays")} AS plays, ${sum("scans", "scans")} AS scans,
                ${sum("visits", "visits")} AS visits, ${sum("taps", "taps")} AS taps
         FROM accounts WHERE id = ?1`,
      )
      .bind(accountId, from, to),
    db
      .prepare(
        `SELECT s.item_id AS id, p.style, p.color, SUM(s.scans) AS scans
         FROM scans s JOIN portfolios p ON p.id = s.item_id AND p.account_id = s.account_id
         WHERE s.account_id = ?1 AND s.item_kind = 'style' AND s.hour >= ?2 AND s.hour < ?3
         GROUP BY s.item_id ORDER BY scans DESC, s.item_id LIMIT 3`,
      )
      .bind(accountId, from, to),
    // The screens the shop had during the week; a removed screen's stints are left out with it.
    db
      .prepare("SELECT id, name FROM screens WHERE account_id = ? AND created_at < ? ORDER BY created_at, id")
      .bind(accountId, to),
    db
      .prepare(
        `SELECT screen_id AS screenId, started_at AS startedAt, COALESCE(ended_at, last_seen_at) AS endedAt, seconds
         FROM screen_sessions WHERE account_id = ?1 AND started_at < ?3 AND COALESCE(ended_at, last_seen_at) > ?2`,
      )
      .bind(accountId, fromIso, toIso),
    db
      .prepare(
        `SELECT id AS userId, email FROM users
         WHERE account_id = ? AND status = 'active' AND COALESCE(email_subscriptions ->> ?, 1) <> 0 ORDER BY created_at`,
      )
      .bind(accountId, `$.${WEEKLY_SUMMARY}`),
  ]);
  const totals = account?.results[0] as
    | { shop: string | null; opening_hours: string | null; plays: number; scans: number; visits: number; taps: number }
    | undefined;
  if (!totals) return null;
  const figures: WeekFigures = {
    shop: totals.shop,
    openingHours: parseStoredOpeningHours(totals.opening_hours),
    plays: totals.plays,
    scans: totals.scans,
    visits: totals.visits,
    taps: totals.taps,
    topStyles: (styles?.results ?? []) as WeekFigures["topStyles"],
    screens: (screens?.results ?? []) as WeekFigures["screens"],
    stints: (
      (stints?.results ?? []) as { screenId: string; startedAt: string; endedAt: string; seconds: number }[]
    ).map((stint) => ({ ...stint, startedAt: Date.parse(stint.startedAt), endedAt: Date.parse(stint.endedAt) })),
    recipients: (recipients?.results ?? []) as WeekFigures["recipients"],
  };
  return figures;
}

/** Sets one key of the user's `email_subscriptions`; answers the whole object as it now is, null for no such user. */
export async function setEmailSubscription(db: D1Database, userId: string, key: string, on: boolean) {
  const row = await db
    .prepare(
      `UPDATE users SET email_subscriptions = json_set(email_subscriptions, ?, json(?)),
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ? RETURNING email_subscriptions`,
    )
    .bind(`$.${key}`, on ? "true" : "false", userId)
    .first<{ email_subscriptions: string }>();
  return row ? (JSON.parse(row.email_subscriptions) as Record<string, unknown>) : null;
}
