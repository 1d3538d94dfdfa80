-- Friends an account invited or who registered with its referral code.
-- PENDING: invited by e-mail; ACCEPTED: registered with the code;
-- ACTIVE: confirmed their e-mail (docs/decisions/0008-referral-status.md).
CREATE TABLE referrals (
  id            TEXT PRIMARY KEY,
  account_id    TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  referee_email TEXT NOT NULL COLLATE NOCASE,
  status        TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'ACTIVE')),
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (account_id, referee_email)
);
CREATE INDEX referrals_referee_email ON referrals(referee_email);
