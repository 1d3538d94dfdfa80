import { mediaUrl } from "@contract/media-url";
import type { RemovalRequest } from "@contract/removal-requests";
import { randomId } from "./random-id";

/** Removal requests (issue 35 point 5, migration 0023) and taking a style down. */

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export async function addRemovalRequest(
  db: D1Database,
  request: { styleId: string; reason: string; email: string; tokenHash: string },
) {
  await db
    .prepare(
      "INSERT INTO removal_requests (id, portfolio_id, reason, email, confirm_token_hash) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(randomId(), request.styleId, request.reason, request.email, request.tokenHash)
    .run();
}

/**
 * Confirms the request whose link this is, once, while it is younger than `createdAfter`; returns the style and its
 * shop, or null (unknown, confirmed already, expired).
 */
export async function confirmRemovalRequest(db: D1Database, tokenHash: string, createdAfter: string) {
  return db
    .prepare(
      `UPDATE removal_requests SET confirmed_at = ${NOW}
       WHERE confirm_token_hash = ? AND confirmed_at IS NULL AND created_at > ?
       RETURNING id, portfolio_id AS style_id,
         (SELECT account_id FROM portfolios WHERE id = removal_requests.portfolio_id) AS account_id`,
    )
    .bind(tokenHash, createdAfter)
    .first<{ id: string; style_id: string; account_id: string }>();
}

const OPEN_COLUMNS = `r.id, r.portfolio_id AS style_id, r.reason, r.email, r.confirmed_at, r.escalated_at,
  p.account_id, a.company,
  (SELECT COALESCE(i.thumb_key, i.cover_key) FROM payload_items i WHERE i.portfolio_id = p.id AND i.is_before = 0
   ORDER BY i.is_cover DESC, i.position LIMIT 1) AS thumb_key`;

/** Confirmed requests not yet closed: one account's (its owner's list), or every one (the admin's), flagged first. */
export async function listOpenRemovalRequests(db: D1Database, accountId: string | null): Promise<RemovalRequest[]> {
  const { results } = await db
    .prepare(
      `SELECT ${OPEN_COLUMNS} FROM removal_requests r
       JOIN portfolios p ON p.id = r.portfolio_id JOIN accounts a ON a.id = p.account_id
       WHERE r.closed_at IS NULL AND r.confirmed_at IS NOT NULL ${accountId ? "AND p.account_id = ?" : ""}
       ORDER BY r.escalated_at IS NULL, r.confirmed_at LIMIT 200`,
    )
    .bind(...(accountId ? [accountId] : []))
    .all<Omit<RemovalRequest, "style_thumb"> & { thumb_key: string | null }>();
  return results.map(({ thumb_key, ...row }) => ({ ...row, style_thumb: mediaUrl(thumb_key) }));
}

/** One open, confirmed request, or null. */
export async function findOpenRemovalRequest(db: D1Database, id: string) {
  return db
    .prepare(
      `SELECT r.id, r.portfolio_id AS style_id, r.email, p.account_id, a.company FROM removal_requests r
       JOIN portfolios p ON p.id = r.portfolio_id JOIN accounts a ON a.id = p.account_id
       WHERE r.id = ? AND r.closed_at IS NULL AND r.confirmed_at IS NOT NULL`,
    )
    .bind(id)
    .first<{ id: string; style_id: string; email: string; account_id: string; company: string | null }>();
}

/** Answers a request (the style stays); false when it was closed meanwhile. */
export async function answerRemovalRequest(db: D1Database, id: string, answer: string) {
  const result = await db
    .prepare(
      `UPDATE removal_requests SET closed_at = ${NOW}, outcome = 'answered', answer = ? WHERE id = ? AND closed_at IS NULL`,
    )
    .bind(answer, id)
    .run();
  return result.meta.changes > 0;
}

/**
 * Takes the style down (off every channel: consent-channels.ts) and closes every open request for it; returns the
 * e-mails of those who asked, to tell them.
 */
export async function takeDownStyle(db: D1Database, styleId: string) {
  const [, closed] = await db.batch<{ email: string }>([
    db
      .prepare(
        `UPDATE portfolios SET taken_down_at = ${NOW}, updated_at = ${NOW} WHERE id = ? AND taken_down_at IS NULL`,
      )
      .bind(styleId),
    db
      .prepare(
        `UPDATE removal_requests SET closed_at = ${NOW}, outcome = 'taken_down'
         WHERE portfolio_id = ? AND closed_at IS NULL AND confirmed_at IS NOT NULL RETURNING email`,
      )
      .bind(styleId),
  ]);
  return (closed?.results ?? []).map((row) => row.email);
}

/** Flags confirmed requests unanswered since `confirmedBefore` to the admin, once; returns how many. */
export async function escalateRemovalRequests(db: D1Database, confirmedBefore: string) {
  const result = await db
    .prepare(
      `UPDATE removal_requests SET escalated_at = ${NOW}
       WHERE closed_at IS NULL AND escalated_at IS NULL AND confirmed_at IS NOT NULL AND confirmed_at < ?`,
    )
    .bind(confirmedBefore)
    .run();
  return result.meta.changes;
}

/** Requests never confirmed, created before `createdBefore`: they never counted, and go. */
export async function deleteUnconfirmedRemovalRequests(db: D1Database, createdBefore: string) {
  await db
    .prepare("DELETE FROM removal_requests WHERE confirmed_at IS NULL AND created_at < ?")
    .bind(createdBefore)
    .run();
}
