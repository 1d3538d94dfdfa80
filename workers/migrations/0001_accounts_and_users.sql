-- Accounts are the public business (company profile, slideshow settings);
-- users are the people who log in to them. Ids are 10-character URL-safe strings.
CREATE TABLE accounts (
  id                 TEXT PRIMARY KEY,
  company            TEXT,
  first_name         TEXT,
  last_name          TEXT,
  job_title          TEXT,
  address            TEXT,
  zip_code           TEXT,
  city               TEXT,
  state              TEXT,
  country            TEXT,
  domain             TEXT,
  booking_link       TEXT,
  about_me           TEXT,
  price_min          INTEGER,
  price_max          INTEGER,
  tags               TEXT NOT NULL DEFAULT '[]',
  avatar_key         TEXT,
  facebook           TEXT,
  instagram          TEXT,
  telegram           TEXT,
  telephone          TEXT,
  whatsapp           TEXT,
  referral_code      TEXT NOT NULL UNIQUE COLLATE NOCASE,
  referred_by        TEXT REFERENCES accounts(id) ON DELETE SET NULL,
  device_orientation TEXT NOT NULL DEFAULT 'landscape' CHECK (device_orientation IN ('landscape', 'portrait')),
  qr_code            INTEGER NOT NULL DEFAULT 1 CHECK (qr_code IN (0, 1)),
  loading_bar        INTEGER NOT NULL DEFAULT 1 CHECK (loading_bar IN (0, 1)),
  created_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE users (
  id                  TEXT PRIMARY KEY,
  account_id          TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  email               TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash       TEXT NOT NULL,
  -- JSON array; an entry containing 'admin' makes an admin (spec §6).
  abilities           TEXT NOT NULL DEFAULT '[]',
  status              TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'blocked', 'deleted')),
  settings            TEXT NOT NULL DEFAULT '{}',
  email_subscriptions TEXT NOT NULL DEFAULT '{}',
  confirmed_at        TEXT,
  last_signin_at      TEXT,
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX users_account_id ON users(account_id);
