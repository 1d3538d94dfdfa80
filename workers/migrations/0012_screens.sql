-- Screens the owner can see (issue 23, decisions.md "Which browsers are
-- screens"): a screen is a screen session (ADR 19), so a screen's id is its
-- session's id and removing a screen ends that session. Its name is the
-- owner's ("Window TV"). Anonymous viewers of a public slideshow have no row
-- here and are never counted.
CREATE TABLE screens (
  id         TEXT PRIMARY KEY,  -- sessions.id of the TV's screen session
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name       TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX screens_account ON screens(account_id, created_at);

-- Proof of play: a slide on a screen for 2 s or more is one play. The
-- account's Durable Object counts them and writes these hourly counters with
-- its 5-minute presence summary: never one D1 write per slide.
CREATE TABLE screen_plays (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  screen_id  TEXT NOT NULL,
  item_kind  TEXT NOT NULL CHECK (item_kind IN ('style', 'ad')),
  item_id    TEXT NOT NULL,
  hour       INTEGER NOT NULL,  -- epoch ms at the start of the UTC hour
  plays      INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, hour, screen_id, item_kind, item_id)
);
CREATE INDEX screen_plays_item ON screen_plays(item_kind, item_id, hour);

-- Runtime per screen and day (Europe/Berlin): My screens' today, this month, total.
CREATE TABLE screen_days (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  screen_id  TEXT NOT NULL,
  day        TEXT NOT NULL,
  seconds    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, screen_id, day)
);
