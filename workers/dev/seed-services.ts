import type { ServiceFields } from "../db/services";
import { createService, listServices } from "../db/services";
import { findAccountIdByEmail } from "./db/demo-accounts";

/**
 * The demo shop's services (issue 37): a fixed price with a duration, a range, a "from" price and one with its own
 * booking link, so the pages show each kind; its price range follows from them as any shop's does. Fixed ids, so
 * other demo data can name them. Added only to a shop that lists none, so a run of the seed never undoes an edit.
 */
export const DEMO_SERVICES: Record<string, (ServiceFields & { id: string })[]> = {
  "stylist@example.com": [
    {
      id: "demo-service-mens-cut",
      name: "Men's haircut",
      price_from: 3500,
      price_to: 3500,
      duration_minutes: 30,
      booking_link: null,
    },
    {
      id: "demo-service-womens-cut",
      name: "Women's cut & blow-dry",
      price_from: 4500,
      price_to: 7500,
      duration_minutes: 60,
      booking_link: null,
    },
    {
      id: "demo-service-colour",
      name: "Colour",
      price_from: 6500,
      price_to: null,
      duration_minutes: 90,
      booking_link: null,
    },
    {
      id: "demo-service-balayage",
      name: "Balayage",
      price_from: 12000,
      price_to: 18000,
      duration_minutes: 180,
      booking_link: "https://salon-demo.example/book/balayage",
    },
  ],
};

export async function seedDemoServices(env: Env) {
  for (const [email, services] of Object.entries(DEMO_SERVICES)) {
    const accountId = await findAccountIdByEmail(env.DB, email);
    if (!accountId || (await listServices(env.DB, accountId)).length > 0) continue;
    for (const { id, ...fields } of services) {
      try {
        await createService(env.DB, accountId, id, fields);
      } catch (error) {
        // Another seed run added it a moment ago.
        if (!String(error).includes("UNIQUE constraint failed")) throw error;
      }
    }
  }
}
