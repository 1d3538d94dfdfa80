-- Sign-in sessions. Tokens are stored only as SHA-256 hashes. A refresh
-- rotates both tokens; the previous pair stays known for a short grace window
-- so concurrent renewals (two tabs, parallel loaders) agree instead of racing,
-- and a previous refresh token seen after that window means theft: the session ends.
CREATE TABLE sessions (
  id                    TEXT PRIMARY KEY,
  user_id               TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  access_hash           TEXT NOT NULL UNIQUE,
  access_expires_at     INTEGER NOT NULL,
  refresh_hash          TEXT NOT NULL UNIQUE,
  refresh_expires_at    INTEGER NOT NULL,
  previous_access_hash  TEXT,
  previous_access_expires_at INTEGER,
  previous_refresh_hash TEXT,
  rotated_at            INTEGER,
  created_at            INTEGER NOT NULL
);
CREATE INDEX sessions_user_id ON sessions(user_id);
CREATE INDEX sessions_previous_access_hash ON sessions(previous_access_hash);
CREATE INDEX sessions_previous_refresh_hash ON sessions(previous_refresh_hash);

-- Single-use tokens mailed to users: e-mail confirmation and password reset.
CREATE TABLE user_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose    TEXT NOT NULL CHECK (purpose IN ('confirm_email', 'reset_password')),
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);
CREATE INDEX user_tokens_user_purpose ON user_tokens(user_id, purpose);

-- Fixed-window counters for rate limits, shared by every isolate through D1.
CREATE TABLE rate_limits (
  key          TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count        INTEGER NOT NULL
);
