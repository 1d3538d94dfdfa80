import { parseStoredOpeningHours } from "@contract/opening-hours";
import { DEFAULT_TIME_ZONE } from "@contract/shop-clock";
import type { AlertRules } from "../screen-model/screen-alerts";

/**
 * What decides a screen-offline mail (decisions.md "Screen-offline mail"):
 * whether the owner wants them (an active user, `screen_alerts` on) and the
 * shop's opening hours on its clock. Read only when an incident is due, not per heartbeat.
 */
export async function findAlertRules(db: D1Database, accountId: string): Promise<AlertRules> {
  const row = await db
    .prepare(
      `SELECT a.opening_hours, a.time_zone,
              (a.screen_alerts = 1 AND EXISTS (SELECT 1 FROM users u WHERE u.account_id = a.id AND u.status = 'active')) AS enabled
       FROM accounts a WHERE a.id = ?`,
    )
    .bind(accountId)
    .first<{ opening_hours: string | null; time_zone: string; enabled: number }>();
  return {
    enabled: row?.enabled === 1,
    hours: parseStoredOpeningHours(row?.opening_hours ?? null),
    timeZone: row?.time_zone ?? DEFAULT_TIME_ZONE,
  };
}

/** The shop's time zone, whose midnights cut its screens' runtime into days (the cable object asks on a connect). */
export async function findTimeZone(db: D1Database, accountId: string) {
  const zone = await db
    .prepare("SELECT time_zone FROM accounts WHERE id = ?")
    .bind(accountId)
    .first<string>("time_zone");
  return zone ?? DEFAULT_TIME_ZONE;
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
