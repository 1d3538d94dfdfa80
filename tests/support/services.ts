import { env } from "cloudflare:test";
import type { Service } from "@contract/services";
import { randomId } from "@workers/db/random-id";

/**
 * A service straight in the database (issue 37), for tests that only read
 * services: its writes (the Services tab and API) are tested on their own.
 * Prices in whole cents; placed after the account's others.
 */
export async function addService(
  accountId: string,
  fields: Partial<Omit<Service, "id" | "position">> & { name: string; price_from: number },
): Promise<Service> {
  const id = randomId();
  const service = { price_to: null, duration_minutes: null, booking_link: null, ...fields };
  const { position } = (await env.DB.prepare("SELECT COUNT(*) AS position FROM services WHERE account_id = ?")
    .bind(accountId)
    .first<{ position: number }>()) ?? { position: 0 };
  await env.DB.prepare(
    `INSERT INTO services (id, account_id, name, price_from, price_to, duration_minutes, booking_link, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      id,
      accountId,
      service.name,
      service.price_from,
      service.price_to,
      service.duration_minutes,
      service.booking_link,
      position,
    )
    .run();
  return { id, position, ...service };
}
