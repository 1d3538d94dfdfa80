-- Styles (spec §3 Portfolio / style) and their media (Payload item). A style
-- is unapproved until an admin allows it; editing it makes it unapproved
-- again. Media keys live under the account's R2 prefix
-- (accounts/{account_id}/styles/{portfolio_id}/…), so deleting an account
-- removes them with everything else.
CREATE TABLE portfolios (
  id             TEXT PRIMARY KEY,
  account_id     TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  gender         TEXT,
  color          TEXT,
  style          TEXT,
  tags           TEXT NOT NULL DEFAULT '[]',
  is_approved    INTEGER NOT NULL DEFAULT 0 CHECK (is_approved IN (0, 1)),
  plan_name      TEXT CHECK (plan_name IN ('style_one_day', 'style_three_days', 'style_seven_days')),
  promoted_until TEXT,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX portfolios_account ON portfolios(account_id, created_at);
CREATE INDEX portfolios_approved ON portfolios(is_approved, created_at);

-- One picture or video of a style. A video style is two items (decisions.md):
-- the mp4 ('video') and its poster ('image'). `slide_key` is what the
-- slideshow plays (webp or mp4); thumb and cover are webp.
CREATE TABLE payload_items (
  id                  TEXT PRIMARY KEY,
  portfolio_id        TEXT NOT NULL REFERENCES portfolios(id) ON DELETE CASCADE,
  position            INTEGER NOT NULL,
  kind                TEXT NOT NULL CHECK (kind IN ('image', 'video')),
  content_type        TEXT NOT NULL,
  filename            TEXT NOT NULL,
  original_key        TEXT,
  slide_key           TEXT NOT NULL,
  thumb_key           TEXT,
  cover_key           TEXT,
  is_cover            INTEGER NOT NULL DEFAULT 0 CHECK (is_cover IN (0, 1)),
  show_in_gallery     INTEGER NOT NULL DEFAULT 1 CHECK (show_in_gallery IN (0, 1)),
  hidden_in_portfolio INTEGER NOT NULL DEFAULT 0 CHECK (hidden_in_portfolio IN (0, 1)),
  show_in_slideshow   INTEGER NOT NULL DEFAULT 1 CHECK (show_in_slideshow IN (0, 1)),
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX payload_items_portfolio ON payload_items(portfolio_id, position);
