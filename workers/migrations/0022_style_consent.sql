-- Who is in a style, and what its client agreed to (issue 35). `subject`:
-- 'none' (no recognisable person: hair from behind, products, the shop) or
-- 'client'; NULL for the styles saved before it was asked ("not recorded
-- yet"), which keep showing as they did. A client's style shows in a channel
-- only while a consent that covers it stands (workers/db/consent-channels.ts).
ALTER TABLE portfolios ADD COLUMN subject TEXT CHECK (subject IN ('none', 'client'));

-- Every consent a client gave for a style, kept after it is withdrawn: the
-- record of who agreed to what, when, to which text, and how. At most one
-- stands (withdrawn_at NULL) per style; a new one withdraws the one before.
CREATE TABLE style_consents (
  id                  TEXT PRIMARY KEY,
  portfolio_id        TEXT NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  client_name         TEXT NOT NULL,
  client_email        TEXT,
  on_pages            INTEGER NOT NULL CHECK (on_pages IN (0, 1)),
  on_screens          INTEGER NOT NULL CHECK (on_screens IN (0, 1)),
  text_version        TEXT NOT NULL,
  given_by            TEXT NOT NULL CHECK (given_by IN ('in_shop', 'link')),
  given_at            TEXT NOT NULL,
  withdrawn_at        TEXT,
  withdrawn_by        TEXT CHECK (withdrawn_by IN ('client', 'owner', 'admin', 'replaced')),
  -- The client's own link to withdraw (in their copy), as a hash: the token is only in the mail.
  withdraw_token_hash TEXT UNIQUE
);
CREATE INDEX style_consents_standing ON style_consents(portfolio_id, withdrawn_at);

-- A one-time link a stylist sends a client (by the app's mail, or copied for
-- WhatsApp), to answer the consent page on their own phone: stored as a hash,
-- used once, good for CONSENT_LINK_DAYS.
CREATE TABLE consent_links (
  token_hash   TEXT PRIMARY KEY,
  portfolio_id TEXT NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at   TEXT NOT NULL,
  used_at      TEXT
);
CREATE INDEX consent_links_style ON consent_links(portfolio_id);
