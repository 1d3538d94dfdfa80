-- Anyone can ask for a photo to come down (issue 35 point 5): a reason and an
-- e-mail, confirmed by a link before the request counts. The owner takes the
-- style down or answers; a confirmed request unanswered for 72 hours is
-- flagged to the admin (escalated_at), who can take it down.
CREATE TABLE removal_requests (
  id                 TEXT PRIMARY KEY,
  portfolio_id       TEXT NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  reason             TEXT NOT NULL,
  email              TEXT NOT NULL,
  confirm_token_hash TEXT NOT NULL UNIQUE,
  created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  confirmed_at       TEXT,
  closed_at          TEXT,
  outcome            TEXT CHECK (outcome IN ('taken_down', 'answered')),
  answer             TEXT,
  escalated_at       TEXT
);
CREATE INDEX removal_requests_style ON removal_requests(portfolio_id);
CREATE INDEX removal_requests_open ON removal_requests(closed_at, confirmed_at);

-- A style taken down by its owner or the admin, whoever is in it: off every
-- channel, its page 410 and its files refused, deleted after 30 days.
ALTER TABLE portfolios ADD COLUMN taken_down_at TEXT;
