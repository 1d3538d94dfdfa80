import { baseURL } from "../../playwright.config";

/** The demo seed is idempotent; the suite relies on its logins. */
export default async function globalSetup() {
  const response = await fetch(`${baseURL}/__dev/seed`, { method: "POST" });
  if (!response.ok) throw new Error(`Seeding the e2e database failed: ${response.status}`);
}
