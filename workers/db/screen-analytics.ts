import {
  ADMIN_PAGE_SIZE,
  type AnalyticsDetail,
  type AnalyticsPage,
  type AnalyticsQuery,
  type AnalyticsRow,
  type AnalyticsSort,
  CONNECTION_HISTORIES_SHOWN,
  SCREEN_PROBLEMS_SHOWN,
  type SlideshowStatus,
} from "@contract/admin";
import { berlinDay } from "@contract/berlin-days";
import { ACCOUNT_TOTALS, type AccountTotal } from "./account-totals";
import { findScreenProblems, problemAnswer } from "./screen-problems";

/**
 * The Analytics tab's reads (issue 13) over the presence tables of
 * migration 0009, which issue 12's cable code writes from the slideshow's
 * heartbeats: `screen_presence` (one row per account that ever had a
 * screen), `screen_runtime_days` (runtime per account and Berlin day) and
 * `screen_sessions` (each stint of a screen: a run of it being online). This module is the seam:
 * the console reads nothing else, and while those tables are empty it
 * shows 'not available'. Runtimes are seconds.
 */

/**
 * The admin's today, in Europe/Berlin, as YYYY-MM-DD. `screen_runtime_days.day` holds each shop's own day
 * (issue 34): for a shop in another zone the admin's "today" is its day a few hours off.
 */
export const berlinToday = (now = new Date()) => berlinDay(now.getTime());

const LIST_COLUMNS = `p.account_id, a.first_name, a.last_name, a.company, a.city, p.status, p.online_count, p.runtime_total,
  p.playing_count, p.stalled_count, p.hidden_count`;
/** The 30-day totals (migration 0026) of an account, 0 for one that never counted any. */
const TOTAL_COLUMNS = ACCOUNT_TOTALS.map((total) => `COALESCE(t.${total}, 0) AS ${total}_30d`).join(", ");
const JOIN_TODAY = "LEFT JOIN screen_runtime_days d ON d.account_id = p.account_id AND d.day = ?1";
const JOIN_TOTALS = "LEFT JOIN account_totals t ON t.account_id = p.account_id";

/** The SQL of one sort: `ranked` walks an index; `rest` (in account order) follows with the accounts it has no row for. */
export type AnalyticsPageSql = { ranked: string; rest?: string };

/**
 * The SQL of the analytics pages (also what the benchmark explains); ?1 is
 * the admin's today, ?2 and ?3 limit and offset. By runtime_total:
 * screen_presence along its runtime index (rowid breaks ties). By
 * runtime_today: the accounts that ran today along screen_runtime_days'
 * (day, seconds) index, then those that did not. By a 30-day total: the
 * accounts with totals along that total's index, then those without.
 */
export function analyticsPageSql(query: Pick<AnalyticsQuery, "sort" | "dir">): AnalyticsPageSql {
  const dir = query.dir.toUpperCase();
  const rest = (without: string) => `SELECT ${LIST_COLUMNS}, COALESCE(d.seconds, 0) AS runtime_today, ${TOTAL_COLUMNS}
      FROM screen_presence p CROSS JOIN accounts a ON a.id = p.account_id ${JOIN_TODAY} ${JOIN_TOTALS}
      WHERE NOT EXISTS (${without}) ORDER BY p.account_id ${dir} LIMIT ?2 OFFSET ?3`;
  if (query.sort === "runtime_total")
    return {
      ranked: `SELECT ${LIST_COLUMNS}, COALESCE(d.seconds, 0) AS runtime_today, ${TOTAL_COLUMNS}
      FROM screen_presence p CROSS JOIN accounts a ON a.id = p.account_id ${JOIN_TODAY} ${JOIN_TOTALS}
      ORDER BY p.runtime_total ${dir}, p.rowid ${dir} LIMIT ?2 OFFSET ?3`,
    };
  if (query.sort === "runtime_today")
    return {
      ranked: `SELECT ${LIST_COLUMNS}, d.seconds AS runtime_today, ${TOTAL_COLUMNS}
      FROM screen_runtime_days d CROSS JOIN screen_presence p ON p.account_id = d.account_id
      CROSS JOIN accounts a ON a.id = d.account_id ${JOIN_TOTALS}
      WHERE d.day = ?1 ORDER BY d.seconds ${dir}, d.rowid ${dir} LIMIT ?2 OFFSET ?3`,
      rest: rest("SELECT 1 FROM screen_runtime_days r WHERE r.account_id = p.account_id AND r.day = ?1"),
    };
  const total = totalOf(query.sort);
  return {
    ranked: `SELECT ${LIST_COLUMNS}, COALESCE(d.seconds, 0) AS runtime_today, ${TOTAL_COLUMNS}
      FROM account_totals t CROSS JOIN screen_presence p ON p.account_id = t.account_id
      CROSS JOIN accounts a ON a.id = t.account_id ${JOIN_TODAY}
      ORDER BY t.${total} ${dir}, t.rowid ${dir} LIMIT ?2 OFFSET ?3`,
    rest: rest("SELECT 1 FROM account_totals r WHERE r.account_id = p.account_id"),
  };
}

/** The column of account_totals a sort by a 30-day total reads ("plays_30d" → "plays"). */
const totalOf = (sort: AnalyticsSort): AccountTotal => {
  const total = ACCOUNT_TOTALS.find((name) => sort === `${name}_30d`);
  if (!total) throw new Error(`not a 30-day total: ${sort}`);
  return total;
};

/** How many rows the `ranked` part of a sort has (all of them when there is no `rest`). */
function rankedCount(db: D1Database, sort: AnalyticsSort, today: string) {
  if (sort === "runtime_total") return db.prepare("SELECT COUNT(*) AS n FROM screen_presence");
  if (sort === "runtime_today")
    return db
      .prepare(
        "SELECT COUNT(*) AS n FROM screen_runtime_days d JOIN screen_presence p ON p.account_id = d.account_id WHERE d.day = ?",
      )
      .bind(today);
  return db.prepare("SELECT COUNT(*) AS n FROM account_totals t JOIN screen_presence p ON p.account_id = t.account_id");
}

type ListRow = {
  account_id: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  city: string | null;
  status: SlideshowStatus;
  online_count: number;
  runtime_today: number;
  runtime_total: number;
  playing_count: number;
  stalled_count: number;
  hidden_count: number;
  plays_30d: number;
  scans_30d: number;
  visits_30d: number;
  taps_30d: number;
};

const fullname = (row: { first_name: string | null; last_name: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(" ");

/** A screen that is offline is inactive, whatever status it last reported. */
const statusOf = (row: { status: SlideshowStatus; online_count: number }): SlideshowStatus =>
  row.online_count > 0 ? row.status : "inactive";

/**
 * An account's row. `screens`: how many screens it has (screens whose
 * screen session is alive); those not online are offline.
 */
const toRow = (row: ListRow, screens: number): AnalyticsRow => ({
  account_id: row.account_id,
  fullname: fullname(row),
  company: row.company,
  city: row.city,
  status: statusOf(row),
  slideshow_online_count: row.online_count,
  screen_statuses: {
    playing: row.playing_count,
    stalled: row.stalled_count,
    hidden: row.hidden_count,
    offline: Math.max(0, screens - row.online_count),
  },
  runtime_today: row.runtime_today,
  runtime_total: row.runtime_total,
  plays_30d: row.plays_30d,
  scans_30d: row.scans_30d,
  visits_30d: row.visits_30d,
  taps_30d: row.taps_30d,
});

/** How many screens each account has now (My screens' list: a screen whose screen session is alive). */
async function countScreens(db: D1Database, accountIds: string[], now: Date) {
  if (accountIds.length === 0) return new Map<string, number>();
  const { results } = await db
    .prepare(
      `SELECT sc.account_id, COUNT(*) AS screens FROM screens sc
       JOIN sessions s ON s.id = sc.id AND s.kind = 'screen' AND s.refresh_expires_at > ?1
       WHERE sc.account_id IN (SELECT value FROM json_each(?2)) GROUP BY sc.account_id`,
    )
    .bind(now.getTime(), JSON.stringify(accountIds))
    .all<{ account_id: string; screens: number }>();
  return new Map(results.map((row) => [row.account_id, row.screens]));
}

/** Spec §2 Analytics tab: one page of accounts with screens, and 'Display total' / 'Running time total'. */
export async function listScreenAnalytics(
  db: D1Database,
  query: AnalyticsQuery,
  now = new Date(),
): Promise<AnalyticsPage> {
  const today = berlinToday(now);
  const [totalsResult, rankedResult] = await db.batch<{ n: number; online?: number; runtime?: number }>([
    db.prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(online_count), 0) AS online, COALESCE(SUM(runtime_total), 0) AS runtime
       FROM screen_presence`,
    ),
    rankedCount(db, query.sort, today),
  ]);
  const totals = totalsResult?.results[0];
  const total = totals?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const offset = (page - 1) * ADMIN_PAGE_SIZE;
  const sql = analyticsPageSql(query);
  const read = async (statement: string | undefined, limit: number, from: number) =>
    statement && limit > 0 ? (await db.prepare(statement).bind(today, limit, from).all<ListRow>()).results : [];

  // Descending, the ranked accounts come first; ascending, the rest (zeros, or nothing without a `rest`) do.
  const ranked = rankedResult?.results[0]?.n ?? 0;
  const parts = [
    [sql.ranked, ranked],
    [sql.rest, total - ranked],
  ] as const;
  const [[first, firstCount], [second]] = query.dir === "desc" ? parts : ([parts[1], parts[0]] as const);
  const fromFirst = await read(first, Math.min(ADMIN_PAGE_SIZE, firstCount - offset), offset);
  const fromSecond = await read(second, ADMIN_PAGE_SIZE - fromFirst.length, Math.max(0, offset - firstCount));
  const rows = [...fromFirst, ...fromSecond];
  const screens = await countScreens(
    db,
    rows.map((row) => row.account_id),
    now,
  );
  return {
    rows: rows.map((row) => toRow(row, screens.get(row.account_id) ?? 0)),
    page,
    page_count: pageCount,
    total,
    display_total: totals?.online ?? 0,
    running_time_total: totals?.runtime ?? 0,
  };
}

type StintRow = {
  id: string;
  screen_id: string;
  status: "online" | "offline";
  started_at: string;
  ended_at: string | null;
  seconds: number;
  browser_name: string | null;
  browser_version: string | null;
  os_name: string | null;
  os_version: string | null;
  screen_width: number | null;
  screen_height: number | null;
  orientation: string | null;
  resolution: string | null;
};

type DetailRow = ListRow & {
  address: string | null;
  zip_code: string | null;
  domain: string | null;
  email: string;
  runtime_month: number;
  last_online_at: string | null;
};

/**
 * Spec §2 Analytics detail of one account: its screens' figures, the latest
 * stint's browser and screen, and its latest stints (TV ID, time spent,
 * status; the spec calls them sessions and connection histories). Null when the account does not exist; an account without screens
 * gets zeros and nulls ('not available').
 */
export async function findScreenAnalytics(
  db: D1Database,
  accountId: string,
  now = new Date(),
): Promise<AnalyticsDetail | null> {
  const today = berlinToday(now);
  const [accounts, stints] = await db.batch([
    db
      .prepare(
        `SELECT a.id AS account_id, a.first_name, a.last_name, a.company, a.address, a.zip_code, a.city, a.domain,
                u.email, COALESCE(p.status, 'inactive') AS status, COALESCE(p.online_count, 0) AS online_count,
                COALESCE(p.runtime_total, 0) AS runtime_total, p.last_online_at,
                COALESCE(p.playing_count, 0) AS playing_count, COALESCE(p.stalled_count, 0) AS stalled_count,
                COALESCE(p.hidden_count, 0) AS hidden_count,
                COALESCE((SELECT seconds FROM screen_runtime_days WHERE account_id = a.id AND day = ?2), 0) AS runtime_today,
                COALESCE((SELECT SUM(seconds) FROM screen_runtime_days
                          WHERE account_id = a.id AND day BETWEEN ?3 AND ?2), 0) AS runtime_month, ${TOTAL_COLUMNS}
         FROM accounts a JOIN users u ON u.account_id = a.id LEFT JOIN screen_presence p ON p.account_id = a.id
         LEFT JOIN account_totals t ON t.account_id = a.id
         WHERE a.id = ?1 LIMIT 1`,
      )
      .bind(accountId, today, `${today.slice(0, 7)}-01`),
    db
      .prepare(
        `SELECT * FROM screen_sessions WHERE account_id = ? ORDER BY started_at DESC LIMIT ${CONNECTION_HISTORIES_SHOWN}`,
      )
      .bind(accountId),
  ]);
  const account = accounts?.results[0] as DetailRow | undefined;
  if (!account) return null;
  const history = (stints?.results ?? []) as StintRow[];
  const latest = history[0];
  const screens = await countScreens(db, [account.account_id], now);
  const problems = await findScreenProblems(db, account.account_id);
  return {
    ...toRow(account, screens.get(account.account_id) ?? 0),
    address: account.address,
    zip_code: account.zip_code,
    email: account.email,
    domain: account.domain,
    online_session: history.find((stint) => stint.ended_at === null)?.started_at ?? null,
    offline_session: history.find((stint) => stint.ended_at !== null)?.ended_at ?? null,
    runtime_month: account.runtime_month,
    last_online_at: account.last_online_at,
    browser_info: {
      browser: { name: latest?.browser_name ?? null, version: latest?.browser_version ?? null },
      os: { name: latest?.os_name ?? null, version: latest?.os_version ?? null },
    },
    screen_info: {
      width: latest?.screen_width ?? null,
      height: latest?.screen_height ?? null,
      orientation: latest?.orientation ?? null,
      resolution: latest?.resolution ?? null,
    },
    connection_histories: history.map((stint) => ({
      connection_id: stint.id,
      screen_id: stint.screen_id,
      time_spent: stint.seconds,
      status: stint.status,
      started_at: stint.started_at,
    })),
    screen_problems: problems
      .slice(0, SCREEN_PROBLEMS_SHOWN)
      .map((row) => ({ ...problemAnswer(row), screen_id: row.id, name: row.name })),
  };
}
