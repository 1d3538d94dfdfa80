import type { OutboxMail } from "@contract/dev";

/** The local outbox: mail kept in D1 instead of sent when no provider key is set. */
export async function insertOutboxMail(
  db: D1Database,
  mail: { to: string; replyTo?: string; subject: string; text: string },
) {
  await db
    .prepare("INSERT INTO mail_outbox (to_address, reply_to, subject, text_body) VALUES (?, ?, ?, ?)")
    .bind(mail.to, mail.replyTo ?? null, mail.subject, mail.text)
    .run();
}

/** The newest mails in the local outbox, for /dev/outbox. */
export async function listOutbox(db: D1Database, limit = 50): Promise<OutboxMail[]> {
  const { results } = await db
    .prepare("SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?")
    .bind(limit)
    .all<OutboxMail>();
  return results;
}
