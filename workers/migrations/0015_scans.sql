-- Scans (issue 24): a QR code on a screen or a printed sticker is a short
-- link /q/{code}; each scan of one counts here, by hour. A screen's code
-- names it by its scan code, never by its id (the id is its session's).
-- No IP address, no cookie, no user agent is stored: the account's Durable
-- Object keeps a keyed hash of a phone for 10 minutes to count it once, and
-- writes these counters when the hour is over, as it does plays.
ALTER TABLE screens ADD COLUMN scan_code TEXT;
CREATE UNIQUE INDEX screens_scan_code ON screens(scan_code);

-- An ad's own link (optional): where a scan of the ad leads, instead of the shop's page.
ALTER TABLE ads ADD COLUMN link TEXT;

CREATE TABLE scans (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  source     TEXT NOT NULL CHECK (source IN ('screen', 'slideshow', 'print')),
  screen_id  TEXT NOT NULL DEFAULT '',  -- '' unless scanned from one of the account's screens
  item_kind  TEXT NOT NULL CHECK (item_kind IN ('style', 'ad', 'profile')),
  item_id    TEXT NOT NULL,
  hour       INTEGER NOT NULL,  -- epoch ms at the start of the UTC hour
  scans      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, hour, source, screen_id, item_kind, item_id)
);
CREATE INDEX scans_item ON scans(item_kind, item_id, hour);
