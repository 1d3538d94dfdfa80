import { type DemoProfileFields, fillBlankProfileFields, findAccountIdByEmail } from "./db/demo-accounts";

/**
 * What the demo shops show visitors (issue 10): contact buttons typed the way
 * stylists type them (a bare domain, a number with spaces, a profile URL, an
 * @handle) and tags; the price range follows from the services
 * (seed-services.ts). Some stay empty on purpose, so the pages show that only
 * filled buttons appear.
 */
const DEMO_PROFILES: Record<string, DemoProfileFields> = {
  "stylist@example.com": {
    domain: "salon-demo.example",
    telephone: "+49 30 1234 5678",
    whatsapp: "0049 170 1234567",
    instagram: "https://www.instagram.com/salondemo/?hl=de",
    tags: ["#kreuzberg", "#colour"],
  },
  "gold@example.com": {
    address: "Schanzenstraße 12",
    zip_code: "20357",
    about_me: "Short cuts, clean fades and braids in the Schanze.",
    booking_link: "https://gold-cuts.example/book",
    telegram: "@goldcuts",
    facebook: "GoldCutsHamburg",
    tags: ["#schanze", "#braids"],
  },
};

export async function seedVisitorProfiles(env: Env) {
  for (const [email, fields] of Object.entries(DEMO_PROFILES)) {
    const accountId = await findAccountIdByEmail(env.DB, email);
    if (accountId) await fillBlankProfileFields(env.DB, accountId, fields);
  }
}
