import type { ScanCode, ScanItemKind, ScanSource, ShopCard } from "@contract/scans";
import type { ScanCount } from "../screen-model/scan-tally";
import { accountTotalStatements } from "./account-totals";
import { consentCovers } from "./consent-channels";
import { VISIBLE_ACCOUNT } from "./visitor-pages";

/**
 * Scans of migration 0015 (issue 24): what a `/q/` code leads to, and the
 * hourly counters the account's cable object writes. Nothing here stores
 * who scanned: a counter is a number per account, hour, source, screen and
 * item.
 */

/** Where a scan leads and what it counts for; looked up in one read. */
export type ScanTarget = {
  accountId: string;
  company: string | null;
  /** The screen it was scanned from ('' when not from a screen). */
  screenId: string;
  source: ScanSource;
  kind: ScanItemKind;
  itemId: string;
  /** An ad's own link, when it has one. */
  link: string | null;
  /** A style visitors may see (approved, on the pages by its consent); a scan of one that is not leads to the shop's page. */
  public: boolean;
  /** A card's scan (issue 34): which card. */
  card: ShopCard | null;
};

type TargetRow = {
  account_id: string;
  company: string | null;
  screen_id: string | null;
  link: string | null;
  approved: number;
};

/**
 * The account, screen and item a code names, all checked to exist and to
 * belong together (a screen of the style's own account, a public account,
 * a style shown in the slideshow); null for anything else.
 */
export async function findScanTarget(db: D1Database, code: ScanCode): Promise<ScanTarget | null> {
  const row = await targetQuery(db, code).first<TargetRow>();
  if (!row) return null;
  return {
    accountId: row.account_id,
    company: row.company,
    screenId: row.screen_id ?? "",
    source: code.source,
    kind: code.kind,
    itemId: code.kind === "profile" ? row.account_id : code.itemId,
    link: row.link,
    public: row.approved === 1,
    card: "card" in code ? code.card : null,
  };
}

function targetQuery(db: D1Database, code: ScanCode) {
  if (code.kind === "style") {
    const screen = code.source === "screen";
    return db
      .prepare(
        `SELECT p.account_id, a.company, ${screen ? "sc.id" : "NULL"} AS screen_id, NULL AS link,
                (p.is_approved = 1 AND ${consentCovers("pages")}) AS approved
         FROM portfolios p JOIN accounts a ON a.id = p.account_id
         ${screen ? "JOIN screens sc ON sc.scan_code = ?2 AND sc.account_id = p.account_id" : ""}
         WHERE p.id = ?1 AND ${VISIBLE_ACCOUNT}`,
      )
      .bind(code.itemId, ...(screen ? [code.screenCode] : []));
  }
  if (code.kind === "ad") {
    const screen = code.source === "screen";
    return db
      .prepare(
        `SELECT a.id AS account_id, a.company, ${screen ? "sc.id" : "NULL"} AS screen_id, ad.link, 1 AS approved
         FROM ads ad, accounts a
         ${screen ? "JOIN screens sc ON sc.scan_code = ?2 AND sc.account_id = a.id" : ""}
         WHERE ad.id = ?1 AND ${screen ? "" : "a.id = ?2 AND "}${VISIBLE_ACCOUNT}`,
      )
      .bind(code.itemId, screen ? code.screenCode : code.accountId);
  }
  if ("card" in code) {
    // The closed card leads to the shop's booking link (checked when it was saved), else to its page.
    return db
      .prepare(
        `SELECT a.id AS account_id, a.company, sc.id AS screen_id, ${code.card === "closed" ? "a.booking_link" : "NULL"} AS link,
                1 AS approved
         FROM screens sc JOIN accounts a ON a.id = sc.account_id
         WHERE sc.scan_code = ? AND ${VISIBLE_ACCOUNT}`,
      )
      .bind(code.screenCode);
  }
  return db
    .prepare(
      `SELECT a.id AS account_id, a.company, NULL AS screen_id, NULL AS link, 1 AS approved
       FROM accounts a WHERE a.id = ? AND ${VISIBLE_ACCOUNT}`,
    )
    .bind(code.accountId);
}

/** The statements that add counted scans to their hourly rows (the cable object batches them). */
export function scanStatements(db: D1Database, accountId: string, counts: ScanCount[]) {
  const statement = db.prepare(
    `INSERT INTO scans (account_id, source, screen_id, item_kind, item_id, hour, scans) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id, hour, source, screen_id, item_kind, item_id) DO UPDATE SET scans = scans + excluded.scans`,
  );
  return [
    ...counts.map((count) =>
      statement.bind(accountId, count.source, count.screenId, count.kind, count.itemId, count.hour, count.scans),
    ),
    ...accountTotalStatements(db, accountId, "scans", counts),
  ];
}

/** Writes counted scans (one batch: one transaction). */
export async function writeScans(db: D1Database, accountId: string, counts: ScanCount[]) {
  if (counts.length) await db.batch(scanStatements(db, accountId, counts));
}

/** The account's scans since `sinceHour` (epoch ms), by source, screen and item, for the insights. */
export async function listScans(db: D1Database, accountId: string, sinceHour: number): Promise<ScanCount[]> {
  const { results } = await db
    .prepare(
      `SELECT source, screen_id AS screenId, item_kind AS kind, item_id AS itemId, MIN(hour) AS hour, SUM(scans) AS scans
       FROM scans WHERE account_id = ? AND hour >= ? GROUP BY source, screen_id, item_kind, item_id`,
    )
    .bind(accountId, sinceHour)
    .all<ScanCount>();
  return results;
}

/** Scans of every ad on every account's screens and slideshows since `sinceHour`, per ad (the admin's ads tab). */
export function adScansQuery(db: D1Database, since7: number, since30: number) {
  return db
    .prepare(
      `SELECT item_id AS id, SUM(CASE WHEN hour >= ?1 THEN scans ELSE 0 END) AS scans_7d, SUM(scans) AS scans_30d
       FROM scans WHERE item_kind = 'ad' AND hour >= ?2 GROUP BY item_id`,
    )
    .bind(since7, since30);
}
