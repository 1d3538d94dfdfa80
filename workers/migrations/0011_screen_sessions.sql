-- A TV's session (ADR 19): 'screen' sessions are made only by the TV's logins
-- (QR code, short code, password on /tv). They live a year from their last
-- renewal, and never count as a recent sign-in: a screen cannot change the
-- password or delete the account without typing the password. One row each,
-- so ending one is one DELETE.
ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'person' CHECK (kind IN ('person', 'screen'));
