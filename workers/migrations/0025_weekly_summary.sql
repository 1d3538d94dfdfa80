-- The weekly summary mail (issue 36 point 6). Monday 08:00 on the shop's own
-- clock, the Cron job mails last week's figures to each account that is due.
-- `weekly_summary_week` is the shop's local Monday (YYYY-MM-DD) of the last
-- summary claimed: a run claims an account by moving it forward with an
-- UPDATE … WHERE before it writes the mail, so two overlapping runs never send
-- one twice; NULL (a new account, or one from before this migration) is
-- only set, so its first summary is the next Monday's. Whether a user wants it is their own `email_subscriptions`
-- (key `weekly_summary`, on unless false).
ALTER TABLE accounts ADD COLUMN weekly_summary_week TEXT;
-- The job asks per time zone which accounts have not had this week's mail.
CREATE INDEX accounts_weekly_summary ON accounts(time_zone, weekly_summary_week);

-- A mail may carry an HTML body beside its text, and headers of its own
-- (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058), kept with it so a
-- retry sends the same mail. `headers` is a JSON object of header names to values.
ALTER TABLE mail_outbox ADD COLUMN html_body TEXT;
ALTER TABLE mail_outbox ADD COLUMN headers TEXT CHECK (headers IS NULL OR json_valid(headers));
