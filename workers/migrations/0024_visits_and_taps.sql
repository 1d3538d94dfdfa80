-- Visits and contact taps (issue 36): what follows a play and a scan. Each
-- view of a shop's about-me, stylist or style page counts once per phone and
-- page within 30 minutes; each tap on one of its contact channels once per
-- phone and channel. As with scans, nothing here says who: the account's
-- Durable Object keeps a keyed hash of a phone (its salt changes daily) for
-- the 30 minutes, and writes these counters by UTC hour when the hour is over.
--
-- `screen_id` is the screen whose QR code the visit started from ('' when it
-- did not start from a screen), carried in the page's URL (`?via=`), never in
-- a cookie; `style_id` is the style the page shows or the screen showed ('' for
-- none).
CREATE TABLE visits (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  page       TEXT NOT NULL CHECK (page IN ('me', 'stylist', 'style')),
  style_id   TEXT NOT NULL DEFAULT '',
  screen_id  TEXT NOT NULL DEFAULT '',
  hour       INTEGER NOT NULL,  -- epoch ms at the start of the UTC hour
  visits     INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, hour, page, style_id, screen_id)
);

CREATE TABLE taps (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  channel    TEXT NOT NULL CHECK (channel IN ('book', 'call', 'whatsapp', 'telegram', 'website', 'instagram', 'facebook', 'directions')),
  style_id   TEXT NOT NULL DEFAULT '',
  screen_id  TEXT NOT NULL DEFAULT '',
  hour       INTEGER NOT NULL,
  taps       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, hour, channel, style_id, screen_id)
);
