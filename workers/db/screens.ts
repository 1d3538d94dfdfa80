import { MAX_INSIGHT_ITEMS, MAX_SCREENS } from "@contract/endpoints/screens";
import { SCREEN_SCAN_CODE_LENGTH } from "@contract/scans";
import type { PlayCount } from "../screen-model/presence";
import { accountTotalStatements } from "./account-totals";
import { randomId } from "./random-id";

/**
 * The screens of migration 0012 (issue 23): a screen is a live screen
 * session of the account's user (ADR 19), named by its owner; and the plays
 * the account's cable object counts, written as hourly counters.
 */

/**
 * Makes the TV's screen session a screen of the account (once; its name
 * stays) and gives its scan code (issue 24): made here the first time,
 * also for a screen adopted before scans existed. A TV asks at every load of
 * its slideshow: a screen that has its code is only read, not written again.
 */
export async function adoptScreen(db: D1Database, sessionId: string, accountId: string, now: number) {
  const known = await db
    .prepare("SELECT scan_code FROM screens WHERE id = ? AND scan_code IS NOT NULL")
    .bind(sessionId)
    .first<{ scan_code: string }>();
  if (known) return { scanCode: known.scan_code };
  const row = await db
    .prepare(
      `INSERT INTO screens (id, account_id, created_at, scan_code) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET scan_code = COALESCE(screens.scan_code, excluded.scan_code)
       RETURNING scan_code`,
    )
    .bind(sessionId, accountId, now, randomId(SCREEN_SCAN_CODE_LENGTH))
    .first<{ scan_code: string }>();
  return { scanCode: row?.scan_code ?? "" };
}

/**
 * A TV just paired by a phone (issue 34) is a screen of the account at once,
 * under the name the phone gave it, before its slideshow first loads
 * (`adoptScreen` then only adds its scan code): the new screen is on My
 * screens, named, as soon as the TV is logged in.
 */
export async function addPairedScreen(
  db: D1Database,
  sessionId: string,
  accountId: string,
  name: string | null,
  now: number,
) {
  await db
    .prepare("INSERT INTO screens (id, account_id, name, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING")
    .bind(sessionId, accountId, name, now)
    .run();
}

/**
 * Whether `sessionId` is a screen of `accountId` right now: its screen
 * session is alive (not expired, not revoked) and its user active.
 */
export async function isLiveScreen(db: D1Database, sessionId: string, accountId: string, now: number) {
  const row = await db
    .prepare(
      `SELECT 1 AS live FROM screens sc
       JOIN sessions s ON s.id = sc.id
       JOIN users u ON u.id = s.user_id
       WHERE sc.id = ? AND sc.account_id = ? AND s.kind = 'screen' AND s.refresh_expires_at > ? AND u.status = 'active'`,
    )
    .bind(sessionId, accountId, now)
    .first<{ live: number }>();
  return row !== null;
}

/** The statements that add counted plays to their hourly rows (the presence summary batches them). */
export function playStatements(db: D1Database, accountId: string, counts: PlayCount[]) {
  const statement = db.prepare(
    `INSERT INTO screen_plays (account_id, screen_id, item_kind, item_id, hour, plays) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id, hour, screen_id, item_kind, item_id) DO UPDATE SET plays = plays + excluded.plays`,
  );
  return [
    ...counts.map((count) =>
      statement.bind(accountId, count.screenId, count.kind, count.itemId, count.hour, count.plays),
    ),
    ...accountTotalStatements(db, accountId, "plays", counts),
  ];
}

/** A screen as My screens lists it: its name, its runtime, and what its latest stint knew of it. */
export type ScreenRow = {
  id: string;
  name: string | null;
  created_at: number;
  runtime_today: number;
  runtime_month: number;
  runtime_total: number;
  last_seen_at: string | null;
  browser_name: string | null;
  browser_version: string | null;
  os_name: string | null;
  os_version: string | null;
  resolution: string | null;
};

/**
 * The account's screens whose screen session is alive, oldest first, with
 * their runtime (seconds: today and this month in Europe/Berlin, and in
 * total) and the facts of their latest stint (`screen_sessions`).
 */
export async function listScreens(db: D1Database, accountId: string, now: number, today: string) {
  const { results } = await db
    .prepare(
      `SELECT sc.id, sc.name, sc.created_at,
         COALESCE((SELECT seconds FROM screen_days d WHERE d.account_id = sc.account_id AND d.screen_id = sc.id AND d.day = ?3), 0) AS runtime_today,
         COALESCE((SELECT SUM(seconds) FROM screen_days d WHERE d.account_id = sc.account_id AND d.screen_id = sc.id AND d.day >= ?4), 0) AS runtime_month,
         COALESCE((SELECT SUM(seconds) FROM screen_days d WHERE d.account_id = sc.account_id AND d.screen_id = sc.id), 0) AS runtime_total,
         last.last_seen_at, last.browser_name, last.browser_version, last.os_name, last.os_version, last.resolution
       FROM screens sc
       JOIN sessions s ON s.id = sc.id AND s.kind = 'screen' AND s.refresh_expires_at > ?2
       LEFT JOIN screen_sessions last ON last.id = (
         SELECT id FROM screen_sessions x WHERE x.account_id = sc.account_id AND x.screen_id = sc.id
         ORDER BY x.started_at DESC LIMIT 1)
       WHERE sc.account_id = ?1
       ORDER BY sc.created_at, sc.id LIMIT ${MAX_SCREENS}`,
    )
    .bind(accountId, now, today, `${today.slice(0, 7)}-01`)
    .all<ScreenRow>();
  return results;
}

/** Names one of the account's screens; false when it has no such screen. */
export async function renameScreen(db: D1Database, accountId: string, screenId: string, name: string | null) {
  const result = await db
    .prepare("UPDATE screens SET name = ? WHERE id = ? AND account_id = ?")
    .bind(name, screenId, accountId)
    .run();
  return result.meta.changes > 0;
}

/** Removes one of the account's screens and ends its screen session; false when it has no such screen. */
export async function removeScreen(db: D1Database, accountId: string, screenId: string) {
  // One batch is one transaction: the session and the screen go together, and only the account's own.
  const [, removed] = await db.batch([
    db
      .prepare(
        `DELETE FROM sessions WHERE id = ?1 AND kind = 'screen'
         AND EXISTS (SELECT 1 FROM screens WHERE id = ?1 AND account_id = ?2)`,
      )
      .bind(screenId, accountId),
    db.prepare("DELETE FROM screens WHERE id = ? AND account_id = ? RETURNING id").bind(screenId, accountId),
  ]);
  return (removed?.results.length ?? 0) > 0;
}

/**
 * Plays since `sinceHour` (epoch ms), per style or ad and per screen (with
 * its name; null for a removed or unnamed screen), most played first.
 */
export async function countPlays(db: D1Database, accountId: string, sinceHour: number) {
  const [items, screens] = await db.batch<{ kind: "style" | "ad"; id: string; plays: number; name?: string | null }>([
    db
      .prepare(
        `SELECT item_kind AS kind, item_id AS id, SUM(plays) AS plays FROM screen_plays
         WHERE account_id = ? AND hour >= ? GROUP BY item_kind, item_id ORDER BY plays DESC, id LIMIT ${MAX_INSIGHT_ITEMS}`,
      )
      .bind(accountId, sinceHour),
    db
      .prepare(
        `SELECT 'screen' AS kind, p.screen_id AS id, SUM(p.plays) AS plays, sc.name FROM screen_plays p
         LEFT JOIN screens sc ON sc.id = p.screen_id AND sc.account_id = p.account_id
         WHERE p.account_id = ? AND p.hour >= ? GROUP BY p.screen_id ORDER BY plays DESC, id LIMIT ${MAX_SCREENS}`,
      )
      .bind(accountId, sinceHour),
  ]);
  return {
    items: items?.results ?? [],
    screens: (screens?.results ?? []).map((row) => ({ ...row, name: row.name ?? null })),
  };
}

/**
 * The small pictures of what the account's screens show (My screens' "now
 * showing"): each style's cover item's thumb (else its first item's), only
 * among the account's own styles, and each ad's cover (or its file, for an
 * image ad). What a player reports is never shown back: only what these
 * rows say.
 */
export async function findShownPictures(db: D1Database, accountId: string, styleIds: string[], adIds: string[]) {
  const [styles, ads] = await db.batch<{ id: string; key: string }>([
    db
      .prepare(
        `SELECT i.portfolio_id AS id, COALESCE(i.thumb_key, i.cover_key) AS key
         FROM payload_items i JOIN portfolios p ON p.id = i.portfolio_id
         WHERE p.account_id = ? AND p.id IN (SELECT value FROM json_each(?))
           AND COALESCE(i.thumb_key, i.cover_key) IS NOT NULL AND i.is_before = 0
         ORDER BY i.portfolio_id, i.is_cover DESC, i.position`,
      )
      .bind(accountId, JSON.stringify(styleIds)),
    db
      .prepare(
        `SELECT id, COALESCE(cover_key, CASE WHEN content_type LIKE 'image/%' THEN file_key END) AS key
         FROM ads WHERE id IN (SELECT value FROM json_each(?)) AND key IS NOT NULL`,
      )
      .bind(JSON.stringify(adIds)),
  ]);
  const firstOf = (rows: { id: string; key: string }[] | undefined) => {
    const keys = new Map<string, string>();
    for (const row of rows ?? []) if (!keys.has(row.id)) keys.set(row.id, row.key);
    return keys;
  };
  return { styles: firstOf(styles?.results), ads: firstOf(ads?.results) };
}

/** The names the owner gave the account's screens, by screen id. */
export async function screenNames(db: D1Database, accountId: string) {
  const { results } = await db
    .prepare("SELECT id, name FROM screens WHERE account_id = ?")
    .bind(accountId)
    .all<{ id: string; name: string | null }>();
  return new Map(results.map((row) => [row.id, row.name]));
}
