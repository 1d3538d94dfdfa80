import { type OpeningHours, parseStoredOpeningHours } from "@contract/opening-hours";

/**
 * What decides a screen-offline mail (decisions.md "Screen-offline mail"):
 * whether the owner wants them (an active user, `screen_alerts` on) and the
 * shop's opening hours. Read only when an incident is due, not per heartbeat.
 */
export async function findAlertRules(
  db: D1Database,
  accountId: string,
): Promise<{ enabled: boolean; hours: OpeningHours | null }> {
  const row = await db
    .prepare(
      `SELECT a.opening_hours,
              (a.screen_alerts = 1 AND EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id AND u.status = 'active')) AS enabled
       FROM accounts a WHERE a.id = ?`,
    )
    .bind(accountId)
    .first<{ opening_hours: string | null; enabled: number }>();
  return { enabled: row?.enabled === 1, hours: parseStoredOpeningHours(row?.opening_hours ?? null) };
}

/** The names the owner gave these screens on My screens (unnamed ones are left out). */
export async function findScreenNames(db: D1Database, accountId: string, screenIds: string[]) {
  if (screenIds.length === 0) return new Map<string, string>();
  const { results } = await db
    .prepare(
      `SELECT id, name FROM screens WHERE account_id = ? AND name IS NOT NULL AND id IN (${screenIds.map(() => "?").join(", ")})`,
    )
    .bind(accountId, ...screenIds)
    .all<{ id: string; name: string }>();
  return new Map(results.map((row) => [row.id, row.name]));
}
