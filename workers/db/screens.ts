/**
 * The screens of migration 0012 (issue 23): a screen is a live screen
 * session of the account's user (ADR 19), named by its owner; and the plays
 * the account's cable object counts, written as hourly counters.
 */

/** Makes the TV's screen session a screen of the account (once; its name stays). */
export async function adoptScreen(db: D1Database, sessionId: string, accountId: string, now: number) {
  await db
    .prepare("INSERT INTO screens (id, account_id, created_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING")
    .bind(sessionId, accountId, now)
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

/** One counter of plays: a screen showed a style or an ad this many times in one UTC hour. */
export type PlayCount = { screenId: string; kind: "style" | "ad"; itemId: string; hour: number; plays: number };

/** Adds counted plays to their hourly rows, in one batch. */
export async function addPlays(db: D1Database, accountId: string, counts: PlayCount[]) {
  if (counts.length === 0) return;
  const statement = db.prepare(
    `INSERT INTO screen_plays (account_id, screen_id, item_kind, item_id, hour, plays) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id, hour, screen_id, item_kind, item_id) DO UPDATE SET plays = plays + excluded.plays`,
  );
  await db.batch(
    counts.map((count) => statement.bind(accountId, count.screenId, count.kind, count.itemId, count.hour, count.plays)),
  );
}
