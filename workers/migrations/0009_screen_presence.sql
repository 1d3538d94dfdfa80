-- Screens (issue 12). Each account's cable Durable Object keeps the live
-- state of its screens (heartbeats never write to D1 one by one) and writes
-- these summaries when a session opens or closes, and at most every 5
-- minutes while it runs. The admin console reads only these rows.

-- One row per screen session: a slideshow on a TV from its first heartbeat
-- until 50 s without one. A reconnect within those 50 s (a deploy, a Wi-Fi
-- hiccup) continues the same session.
CREATE TABLE screen_sessions (
  id              TEXT PRIMARY KEY,  -- Analytics: connection_histories.connection_id
  account_id      TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  screen_id       TEXT NOT NULL,     -- the TV's own id, kept in its browser ("TV ID")
  status          TEXT NOT NULL CHECK (status IN ('online', 'offline')),
  started_at      TEXT NOT NULL,
  last_seen_at    TEXT NOT NULL,
  ended_at        TEXT,
  seconds         INTEGER NOT NULL DEFAULT 0,  -- runtime of this session (visible and connected)
  browser_name    TEXT,
  browser_version TEXT,
  os_name         TEXT,
  os_version      TEXT,
  screen_width    INTEGER,
  screen_height   INTEGER,
  orientation     TEXT,
  resolution      TEXT
);
CREATE INDEX screen_sessions_account ON screen_sessions(account_id, started_at);

-- Runtime per account and day (days in Europe/Berlin): today, this month, last month.
CREATE TABLE screen_runtime_days (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day        TEXT NOT NULL,  -- YYYY-MM-DD, Europe/Berlin
  seconds    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, day)
);
CREATE INDEX screen_runtime_days_day ON screen_runtime_days(day, seconds);

-- One row per account that ever had a screen: what the analytics list shows
-- and sorts by, without asking any Durable Object.
CREATE TABLE screen_presence (
  account_id      TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  status          TEXT NOT NULL DEFAULT 'inactive' CHECK (status IN ('active', 'connected', 'inactive')),
  online_count    INTEGER NOT NULL DEFAULT 0,
  runtime_total   INTEGER NOT NULL DEFAULT 0,  -- seconds
  last_online_at  TEXT,
  last_offline_at TEXT,
  updated_at      TEXT NOT NULL
);
CREATE INDEX screen_presence_runtime_total ON screen_presence(runtime_total);
CREATE INDEX screen_presence_status ON screen_presence(status, online_count);

-- The owner can turn off the e-mail about a screen that went dark (slideshow settings).
ALTER TABLE accounts ADD COLUMN screen_alerts INTEGER NOT NULL DEFAULT 1 CHECK (screen_alerts IN (0, 1));
