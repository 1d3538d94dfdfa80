import type { Service } from "@contract/services";

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

/** One of the account's services; null when it is not the account's (or not at all). */
export function findService(db: D1Database, accountId: string, serviceId: string) {
  return db
    .prepare(`SELECT ${SERVICE_COLUMNS} FROM services WHERE account_id = ? AND id = ?`)
    .bind(accountId, serviceId)
    .first<Service>();
}
