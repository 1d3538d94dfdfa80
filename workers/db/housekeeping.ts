import { pictureSetKeyOf, pictureSetKeys } from "./picture-sets";

/** Rows that have outlived their use, removed by the scheduled housekeeping (workers/jobs/housekeeping.ts). */
export async function deleteExpiredRows(db: D1Database, now: number) {
  const dayAgoSeconds = Math.floor(now / 1000) - 24 * 60 * 60;
  await db.batch([
    db.prepare("DELETE FROM sessions WHERE refresh_expires_at <= ?").bind(now),
    db.prepare("DELETE FROM user_tokens WHERE used_at IS NOT NULL OR expires_at <= ?").bind(now),
    // The longest rate-limit window is an hour: a day-old window counts for nothing.
    db.prepare("DELETE FROM rate_limits WHERE window_start < ?").bind(dayAgoSeconds),
  ]);
}

/**
 * Which of these R2 keys a row still points at. Every table that stores a
 * media key belongs in this query, or the sweep would delete its files.
 */
export async function findReferencedMediaKeys(db: D1Database, keys: string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  // D1 binds at most 100 parameters per statement.
  for (let start = 0; start < keys.length; start += 100) {
    // Each key is bound once (?1…?n) and compared with every column that stores one.
    const chunk = keys.slice(start, start + 100);
    const list = chunk.map((_, index) => `?${index + 1}`).join(", ");
    // SQLite allows at most 5 terms per compound SELECT: one statement per group of tables.
    const statements = [
      `SELECT avatar_key AS key FROM accounts WHERE avatar_key IN (${list})
       UNION SELECT original_key FROM payload_items WHERE original_key IN (${list})
       UNION SELECT slide_key FROM payload_items WHERE slide_key IN (${list})
       UNION SELECT thumb_key FROM payload_items WHERE thumb_key IN (${list})
       UNION SELECT cover_key FROM payload_items WHERE cover_key IN (${list})`,
      `SELECT file_key AS key FROM ads WHERE file_key IN (${list})
       UNION SELECT cover_key FROM ads WHERE cover_key IN (${list})`,
    ].map((sql) => db.prepare(sql).bind(...chunk));
    const results = (await db.batch<{ key: string }>(statements)).flatMap((result) => result.results);
    for (const row of results) referenced.add(row.key);
  }
  for (const key of await findPictureSetFiles(db, keys)) referenced.add(key);
  return referenced;
}

/** Which of these keys are files of a stored picture set (a set's files share one key, migration 0017). */
async function findPictureSetFiles(db: D1Database, keys: string[]) {
  const setKeys = [...new Set(keys.map(pictureSetKeyOf).filter((key): key is string => key !== null))];
  const files: string[] = [];
  for (let start = 0; start < setKeys.length; start += 100) {
    const chunk = setKeys.slice(start, start + 100);
    const { results } = await db
      .prepare(
        `SELECT DISTINCT pictures FROM payload_items
         WHERE json_extract(pictures, '$.key') IN (${chunk.map(() => "?").join(", ")})`,
      )
      .bind(...chunk)
      .all<{ pictures: string }>();
    for (const row of results) files.push(...pictureSetKeys(row.pictures));
  }
  return files;
}
