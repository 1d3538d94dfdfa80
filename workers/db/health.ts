/** One round trip to D1, for the uptime check. Throws when the database is unreachable. */
export async function pingDatabase(db: D1Database) {
  await db.prepare("SELECT 1").first();
}
