-- Without a mail provider key, mail is kept here and shown at /dev/outbox.
CREATE TABLE mail_outbox (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  reply_to   TEXT,
  subject    TEXT NOT NULL,
  text_body  TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
