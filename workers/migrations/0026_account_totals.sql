-- Each account's plays, scans, visits and taps of the last 30 days (issue 36
-- point 7), so the admin's Analytics tab can sort 10,000 subscribers by any of
-- them along an index instead of summing 30 days of hourly rows per request.
--
-- `account_days` adds up the hourly counters (screen_plays, scans, visits,
-- taps) by UTC day; `account_totals` holds the sum of an account's day rows.
-- Both are written in the same batch as the hourly counters
-- (workers/db/account-totals.ts), so the sum never drifts. Once a day leaves
-- the window (today, UTC, and the 29 days before it) the housekeeping job
-- subtracts it from the totals and deletes it, in one batch.
CREATE TABLE account_days (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  day        INTEGER NOT NULL,  -- epoch ms at the start of the UTC day
  plays      INTEGER NOT NULL DEFAULT 0,
  scans      INTEGER NOT NULL DEFAULT 0,
  visits     INTEGER NOT NULL DEFAULT 0,
  taps       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, day)
);
-- The housekeeping job finds the days that left the window by this.
CREATE INDEX account_days_day ON account_days(day);

CREATE TABLE account_totals (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  plays      INTEGER NOT NULL DEFAULT 0,
  scans      INTEGER NOT NULL DEFAULT 0,
  visits     INTEGER NOT NULL DEFAULT 0,
  taps       INTEGER NOT NULL DEFAULT 0
);
-- One per sort of the Analytics tab (rowid breaks ties, as screen_presence's runtime index does).
CREATE INDEX account_totals_plays ON account_totals(plays);
CREATE INDEX account_totals_scans ON account_totals(scans);
CREATE INDEX account_totals_visits ON account_totals(visits);
CREATE INDEX account_totals_taps ON account_totals(taps);

-- The counters written before this migration, from the first day of the window on.
INSERT INTO account_days (account_id, day, plays)
  SELECT account_id, hour - hour % 86400000, SUM(plays) FROM screen_plays
  WHERE hour >= (unixepoch() / 86400 - 29) * 86400000 GROUP BY 1, 2;
INSERT INTO account_days (account_id, day, scans)
  SELECT account_id, hour - hour % 86400000, SUM(scans) FROM scans
  WHERE hour >= (unixepoch() / 86400 - 29) * 86400000 GROUP BY 1, 2
  ON CONFLICT (account_id, day) DO UPDATE SET scans = excluded.scans;
INSERT INTO account_days (account_id, day, visits)
  SELECT account_id, hour - hour % 86400000, SUM(visits) FROM visits
  WHERE hour >= (unixepoch() / 86400 - 29) * 86400000 GROUP BY 1, 2
  ON CONFLICT (account_id, day) DO UPDATE SET visits = excluded.visits;
INSERT INTO account_days (account_id, day, taps)
  SELECT account_id, hour - hour % 86400000, SUM(taps) FROM taps
  WHERE hour >= (unixepoch() / 86400 - 29) * 86400000 GROUP BY 1, 2
  ON CONFLICT (account_id, day) DO UPDATE SET taps = excluded.taps;
INSERT INTO account_totals (account_id, plays, scans, visits, taps)
  SELECT account_id, SUM(plays), SUM(scans), SUM(visits), SUM(taps) FROM account_days GROUP BY account_id;
