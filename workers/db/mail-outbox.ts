import type { OutboxMail } from "@contract/dev";

/**
 * The mail outbox: every mail is a row before anyone tries to deliver it
 * (workers/mail/mailer.ts), so neither a provider failure nor a crash loses one.
 */
export type MailStatus = "pending" | "sent" | "kept" | "failed";
export type QueuedMail = {
  id: number;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attempts: number;
};

type NewMail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

export async function enqueueMail(db: D1Database, mail: NewMail) {
  const row = await enqueueStatement(db, mail).first<{ id: number }>();
  return row?.id ?? 0;
}

/** The INSERT of a mail, for a caller that writes it in one batch with its own rows (the weekly summary's claim). */
export function enqueueStatement(db: D1Database, mail: NewMail) {
  return db
    .prepare(
      `INSERT INTO mail_outbox (to_address, reply_to, subject, text_body, html_body, headers, status)
       VALUES (?, ?, ?, ?, ?, ?, 'pending') RETURNING id`,
    )
    .bind(
      mail.to,
      mail.replyTo ?? null,
      mail.subject,
      mail.text,
      mail.html ?? null,
      mail.headers ? JSON.stringify(mail.headers) : null,
    );
}

const QUEUED_COLUMNS =
  "id, to_address AS `to`, reply_to AS replyTo, subject, text_body AS text, html_body AS html, headers, attempts";
type QueuedRow = Omit<QueuedMail, "headers"> & { headers: string | null };
const queued = (row: QueuedRow): QueuedMail => ({
  ...row,
  headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : null,
});

export async function findPendingMail(db: D1Database, id: number) {
  const row = await db
    .prepare(`SELECT ${QUEUED_COLUMNS} FROM mail_outbox WHERE id = ? AND status = 'pending'`)
    .bind(id)
    .first<QueuedRow>();
  return row ? queued(row) : null;
}

/** Pending mails whose next attempt is due, oldest first. */
export async function findDueMails(db: D1Database, now: number, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT ${QUEUED_COLUMNS} FROM mail_outbox
       WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
    )
    .bind(now, limit)
    .all<QueuedRow>();
  return results.map(queued);
}

export async function markMailDone(db: D1Database, id: number, status: "sent" | "kept") {
  await db
    .prepare("UPDATE mail_outbox SET status = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?")
    .bind(status, id)
    .run();
}

/** Records a failed attempt: the mail waits until `nextAttemptAt`, or is given up when that is null. */
export async function markMailAttemptFailed(db: D1Database, id: number, error: string, nextAttemptAt: number | null) {
  await db
    .prepare(
      `UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?1,
         status = CASE WHEN ?2 IS NULL THEN 'failed' ELSE 'pending' END, next_attempt_at = COALESCE(?2, next_attempt_at)
       WHERE id = ?3`,
    )
    .bind(error.slice(0, 500), nextAttemptAt, id)
    .run();
}

/** Mail that is done with (delivered, kept or given up) and older than `before` (an ISO time). */
export async function deleteFinishedMail(db: D1Database, before: string) {
  await db.prepare("DELETE FROM mail_outbox WHERE status <> 'pending' AND created_at < ?").bind(before).run();
}

/** The newest mails in the local outbox, for /dev/outbox. */
export async function listOutbox(db: D1Database, limit = 50): Promise<OutboxMail[]> {
  const { results } = await db
    .prepare(
      "SELECT id, to_address, reply_to, subject, text_body, created_at FROM mail_outbox ORDER BY id DESC LIMIT ?",
    )
    .bind(limit)
    .all<OutboxMail>();
  return results;
}
