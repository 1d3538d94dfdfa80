-- Every mail is stored here first, so a request never loses one, then
-- delivered: by the provider when RESEND_API_KEY is set ('sent'), or kept for
-- /dev/outbox locally ('kept'). A failed delivery waits for `next_attempt_at`
-- and is retried by the scheduled handler with backoff, until it is 'failed'.
ALTER TABLE mail_outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'kept'
  CHECK (status IN ('pending', 'sent', 'kept', 'failed'));
ALTER TABLE mail_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN last_error TEXT;
CREATE INDEX mail_outbox_due ON mail_outbox(status, next_attempt_at);
