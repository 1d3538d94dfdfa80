import type { PresenceSummary } from "../screen-model/presence";
import { playStatements } from "./screens";

/**
 * Writes the screens' summaries of migration 0009 (issue 12), in the shape
 * the presence model hands them out (`workers/screen-model/presence.ts`).
 * The account's cable Durable Object calls this when a stint (a run of a
 * screen being online, a row of `screen_sessions`) opens or closes and at
 * most every 5 minutes while one runs: one batch per call, never a write
 * per heartbeat. Times are epoch milliseconds in, ISO strings in D1.
 */
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function writePresenceSummary(db: D1Database, accountId: string, summary: PresenceSummary, now: number) {
  await db.batch([
    ...summary.stints.map((stint) => {
      const { info } = stint;
      return db
        .prepare(
          `INSERT INTO screen_sessions (id, account_id, screen_id, status, started_at, last_seen_at, ended_at, seconds,
             browser_name, browser_version, os_name, os_version, screen_width, screen_height, orientation, resolution)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
           ON CONFLICT (id) DO UPDATE SET status = ?4, last_seen_at = ?6, ended_at = ?7, seconds = ?8,
             browser_name = ?9, browser_version = ?10, os_name = ?11, os_version = ?12,
             screen_width = ?13, screen_height = ?14, orientation = ?15, resolution = ?16`,
        )
        .bind(
          stint.id,
          accountId,
          stint.screenId,
          stint.endedAt === null ? "online" : "offline",
          iso(stint.startedAt),
          iso(stint.lastSeenAt),
          iso(stint.endedAt),
          Math.floor(stint.runtimeMs / 1000),
          info.browser_name ?? null,
          info.browser_version ?? null,
          info.os_name ?? null,
          info.os_version ?? null,
          info.screen_width ?? null,
          info.screen_height ?? null,
          info.orientation ?? null,
          info.resolution ?? null,
        );
    }),
    ...summary.screenDays.map(({ screenId, day, seconds }) =>
      db
        .prepare(
          `INSERT INTO screen_days (account_id, screen_id, day, seconds) VALUES (?, ?, ?, ?)
           ON CONFLICT (account_id, screen_id, day) DO UPDATE SET seconds = seconds + excluded.seconds`,
        )
        .bind(accountId, screenId, day, seconds),
    ),
    ...playStatements(db, accountId, summary.plays),
    ...Object.entries(summary.days).map(([day, seconds]) =>
      db
        .prepare(
          `INSERT INTO screen_runtime_days (account_id, day, seconds) VALUES (?, ?, ?)
           ON CONFLICT (account_id, day) DO UPDATE SET seconds = seconds + excluded.seconds`,
        )
        .bind(accountId, day, seconds),
    ),
    db
      .prepare(
        `INSERT INTO screen_presence (account_id, status, online_count, runtime_total, last_online_at, last_offline_at, updated_at,
           playing_count, stalled_count, hidden_count)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT (account_id) DO UPDATE SET status = ?2, online_count = ?3, runtime_total = runtime_total + ?4,
           last_online_at = COALESCE(?5, last_online_at), last_offline_at = COALESCE(?6, last_offline_at), updated_at = ?7,
           playing_count = ?8, stalled_count = ?9, hidden_count = ?10`,
      )
      .bind(
        accountId,
        summary.status,
        summary.onlineCount,
        summary.runtimeSeconds,
        iso(summary.lastOnlineAt),
        iso(summary.lastOfflineAt),
        iso(now),
        summary.statusCounts.playing,
        summary.statusCounts.stalled,
        summary.statusCounts.hidden,
      ),
  ]);
}

/** Who hears about the account's screens going dark, if the owner wants to (slideshow settings). */
export async function findScreenAlertRecipient(db: D1Database, accountId: string) {
  return db
    .prepare(
      `SELECT u.email, a.company FROM accounts a JOIN users u ON u.account_id = a.id
       WHERE a.id = ? AND a.screen_alerts = 1 AND u.status = 'active' LIMIT 1`,
    )
    .bind(accountId)
    .first<{ email: string; company: string | null }>();
}

/** Accounts with at least one screen online, for pushes that concern every slideshow. */
export async function listAccountsWithScreensOnline(db: D1Database) {
  const { results } = await db
    .prepare("SELECT account_id FROM screen_presence WHERE status != 'inactive'")
    .all<{ account_id: string }>();
  return results.map((row) => row.account_id);
}
