import type { TapCount, VisitCount } from "../screen-model/visit-tally";
import { accountTotalStatements } from "./account-totals";
import { VISIBLE_ACCOUNT } from "./visitor-pages";

/**
 * Visits and taps of migration 0024 (issue 36): the hourly counters the
 * account's cable object writes, and the reads of the insights. Nothing here
 * stores who visited: a counter is a number per account, hour, page or
 * channel, style and screen.
 */

/** Writes counted visits and taps (one batch: one transaction). */
export async function writeVisits(
  db: D1Database,
  accountId: string,
  counts: { visits: VisitCount[]; taps: TapCount[] },
) {
  const visit = db.prepare(
    `INSERT INTO visits (account_id, page, style_id, screen_id, hour, visits) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id, hour, page, style_id, screen_id) DO UPDATE SET visits = visits + excluded.visits`,
  );
  const tap = db.prepare(
    `INSERT INTO taps (account_id, channel, style_id, screen_id, hour, taps) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id, hour, channel, style_id, screen_id) DO UPDATE SET taps = taps + excluded.taps`,
  );
  const statements = [
    ...counts.visits.map((c) => visit.bind(accountId, c.page, c.styleId, c.screenId, c.hour, c.visits)),
    ...counts.taps.map((c) => tap.bind(accountId, c.channel, c.styleId, c.screenId, c.hour, c.taps)),
    ...accountTotalStatements(db, accountId, "visits", counts.visits),
    ...accountTotalStatements(db, accountId, "taps", counts.taps),
  ];
  if (statements.length) await db.batch(statements);
}

/** The account's visits since `sinceHour` (epoch ms), by page, style and screen. */
export async function listVisits(db: D1Database, accountId: string, sinceHour: number): Promise<VisitCount[]> {
  const { results } = await db
    .prepare(
      `SELECT page, style_id AS styleId, screen_id AS screenId, MIN(hour) AS hour, SUM(visits) AS visits
       FROM visits WHERE account_id = ? AND hour >= ? GROUP BY page, style_id, screen_id`,
    )
    .bind(accountId, sinceHour)
    .all<VisitCount>();
  return results;
}

/** The account's taps since `sinceHour` (epoch ms), by channel, style and screen. */
export async function listTaps(db: D1Database, accountId: string, sinceHour: number): Promise<TapCount[]> {
  const { results } = await db
    .prepare(
      `SELECT channel, style_id AS styleId, screen_id AS screenId, MIN(hour) AS hour, SUM(taps) AS taps
       FROM taps WHERE account_id = ? AND hour >= ? GROUP BY channel, style_id, screen_id`,
    )
    .bind(accountId, sinceHour)
    .all<TapCount>();
  return results;
}

/** What a tap's redirect needs of a shop: its channels and address (contract/contact-links.ts builds the links). */
export type ShopContacts = {
  domain: string | null;
  booking_link: string | null;
  telephone: string | null;
  whatsapp: string | null;
  telegram: string | null;
  instagram: string | null;
  facebook: string | null;
  address: string | null;
  zip_code: string | null;
  city: string | null;
  country: string | null;
};

/** A public shop's channels; null for an account that is not one (blocked, deleted, never was). */
export function findShopContacts(db: D1Database, accountId: string): Promise<ShopContacts | null> {
  return db
    .prepare(
      `SELECT domain, booking_link, telephone, whatsapp, telegram, instagram, facebook, address, zip_code, city, country
       FROM accounts a WHERE a.id = ? AND ${VISIBLE_ACCOUNT}`,
    )
    .bind(accountId)
    .first<ShopContacts>();
}

/** The account a style belongs to (a visit of its page counts for it), or null. */
export async function findStyleAccount(db: D1Database, styleId: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT account_id FROM portfolios WHERE id = ?")
    .bind(styleId)
    .first<{ account_id: string }>();
  return row?.account_id ?? null;
}
