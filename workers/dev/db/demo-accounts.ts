import type { OpeningHours } from "@contract/opening-hours";

/**
 * The demo seed's own queries: only the seed runs them, so they live here,
 * out of the production Worker with the rest of workers/dev (ADR 23), and
 * not in workers/db. Each fills only what is still blank, so running the seed
 * again never overwrites an edit.
 */

export function findAccountIdByEmail(db: D1Database, email: string) {
  return db.prepare("SELECT account_id FROM users WHERE email = ?").bind(email).first<string>("account_id");
}

/** Sets the opening hours only where the shop has not said yet. */
export async function fillBlankOpeningHours(db: D1Database, accountId: string, hours: OpeningHours) {
  await db
    .prepare("UPDATE accounts SET opening_hours = ? WHERE id = ? AND opening_hours IS NULL")
    .bind(JSON.stringify(hours), accountId)
    .run();
}

/** Contact and shop fields a demo profile shows on the visitor pages. */
export type DemoProfileFields = Partial<
  Record<
    | "address"
    | "zip_code"
    | "domain"
    | "booking_link"
    | "telephone"
    | "whatsapp"
    | "telegram"
    | "instagram"
    | "facebook"
    | "about_me",
    string
  >
> & { tags?: string[] };

/** Fills only the fields still empty. */
export async function fillBlankProfileFields(db: D1Database, accountId: string, fields: DemoProfileFields) {
  const { tags, ...rest } = fields;
  const columns = Object.keys(rest) as (keyof typeof rest)[];
  const assignments = [
    ...columns.map((column) => `${column} = COALESCE(NULLIF(${column}, ''), ?)`),
    ...(tags ? ["tags = CASE WHEN tags = '[]' THEN ? ELSE tags END"] : []),
  ];
  if (assignments.length === 0) return;
  await db
    .prepare(`UPDATE accounts SET ${assignments.join(", ")} WHERE id = ?`)
    .bind(...columns.map((column) => rest[column] ?? null), ...(tags ? [JSON.stringify(tags)] : []), accountId)
    .run();
}
