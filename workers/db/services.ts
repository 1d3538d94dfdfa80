import { MAX_SERVICES, type Service } from "@contract/services";

/**
 * The shop's services (issue 37, migration 0027), in the owner's order. The
 * writes keep accounts.price_min / price_max derived from them
 * (contract/services.ts `priceRangeOf`) in the same batch.
 */
const SERVICE_COLUMNS = "id, name, price_from, price_to, duration_minutes, booking_link, position";

export async function listServices(db: D1Database, accountId: string): Promise<Service[]> {
  const { results } = await db
    .prepare(`SELECT ${SERVICE_COLUMNS} FROM services WHERE account_id = ? ORDER BY position, created_at`)
    .bind(accountId)
    .all<Service>();
  return results;
}

/**
 * The account's services as its public pages read them, as a statement for the profile's read to batch:
 * `accountIdSql` is the SQL that finds the account from the bound `id` (?1).
 */
export const listServicesStatement = (db: D1Database, accountIdSql: string, id: string) =>
  db
    .prepare(
      `SELECT ${SERVICE_COLUMNS} FROM services WHERE account_id = ${accountIdSql} ORDER BY position, created_at LIMIT ${MAX_SERVICES}`,
    )
    .bind(id);

/** One of the account's services; null when it is not the account's (or not at all). */
export function findService(db: D1Database, accountId: string, serviceId: string) {
  return db
    .prepare(`SELECT ${SERVICE_COLUMNS} FROM services WHERE account_id = ? AND id = ?`)
    .bind(accountId, serviceId)
    .first<Service>();
}

/** What a write sets: the fields of contract/services.ts `serviceInputSchema`, prices in cents. */
export type ServiceFields = Pick<Service, "name" | "price_from" | "price_to" | "duration_minutes" | "booking_link">;

/**
 * The profile's price range written from the account's services as they are after the batch's other statements:
 * `priceRangeOf` in SQL (the lowest price in euros rounded down, the highest, a "from" price its own top, rounded
 * up; NULL when there are none), so no write can leave it behind its services. The profile's page lists the
 * services, so it counts as changed (updated_at: the sitemap's lastmod).
 */
const writePriceRange = (db: D1Database, accountId: string) =>
  db
    .prepare(
      `UPDATE accounts SET
         price_min = (SELECT MIN(price_from) / 100 FROM services WHERE account_id = ?1),
         price_max = (SELECT (MAX(COALESCE(price_to, price_from)) + 99) / 100 FROM services WHERE account_id = ?1),
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1`,
    )
    .bind(accountId);

/**
 * Adds a service at the end of the list. The count is checked by the INSERT itself, so two creates at once
 * cannot make a 51st. Null when the account has MAX_SERVICES already.
 */
export async function createService(db: D1Database, accountId: string, id: string, fields: ServiceFields) {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO services (id, account_id, name, price_from, price_to, duration_minutes, booking_link, position)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, (SELECT COUNT(*) FROM services WHERE account_id = ?2)
         WHERE (SELECT COUNT(*) FROM services WHERE account_id = ?2) < ?8`,
      )
      .bind(
        id,
        accountId,
        fields.name,
        fields.price_from,
        fields.price_to,
        fields.duration_minutes,
        fields.booking_link,
        MAX_SERVICES,
      ),
    writePriceRange(db, accountId),
  ]);
  if (!inserted?.meta.changes) return null;
  return findService(db, accountId, id);
}

/** Writes a service's fields (its place stays); false when it is not the account's. */
export async function updateService(db: D1Database, accountId: string, id: string, fields: ServiceFields) {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE services SET name = ?3, price_from = ?4, price_to = ?5, duration_minutes = ?6, booking_link = ?7
         WHERE account_id = ?1 AND id = ?2`,
      )
      .bind(
        accountId,
        id,
        fields.name,
        fields.price_from,
        fields.price_to,
        fields.duration_minutes,
        fields.booking_link,
      ),
    writePriceRange(db, accountId),
  ]);
  return Boolean(updated?.meta.changes);
}

/**
 * Deletes a service (its styles name none: the foreign key sets their service_id NULL) and closes the gap it
 * leaves, so positions stay 0..n-1 and a new service's is the count. False when it is not the account's.
 */
export async function deleteService(db: D1Database, accountId: string, id: string) {
  const [, deleted] = await db.batch([
    db
      .prepare(
        `UPDATE services SET position = position - 1
         WHERE account_id = ?1 AND position > (SELECT position FROM services WHERE account_id = ?1 AND id = ?2)`,
      )
      .bind(accountId, id),
    db.prepare("DELETE FROM services WHERE account_id = ? AND id = ?").bind(accountId, id),
    writePriceRange(db, accountId),
  ]);
  return Boolean(deleted?.meta.changes);
}

/**
 * Puts the account's services in the order of `ids`, which must name each of them once (the caller compares
 * them with `listServices` first): each takes its index in the list as its position.
 */
export async function reorderServices(db: D1Database, accountId: string, ids: readonly string[]) {
  await db.batch([
    db
      .prepare(
        `UPDATE services SET position = (SELECT CAST(key AS INTEGER) FROM json_each(?2) WHERE value = services.id)
         WHERE account_id = ?1 AND id IN (SELECT value FROM json_each(?2))`,
      )
      .bind(accountId, JSON.stringify(ids)),
    writePriceRange(db, accountId),
  ]);
}
