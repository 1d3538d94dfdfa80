-- The admin console (issue 13). Every list it shows is sorted, filtered and
-- paged by SQLite, so each sort the console offers has an index that walks
-- the rows in that order (checked with EXPLAIN QUERY PLAN by
-- `npm run bench:admin`). The id breaks ties, so paging is stable.

-- Subscribers tab: ID is the accounts primary key, email the unique users index.
CREATE INDEX accounts_first_name ON accounts(first_name, id);
CREATE INDEX accounts_last_name ON accounts(last_name, id);
CREATE INDEX accounts_created ON accounts(created_at, id);
CREATE INDEX accounts_referred_by ON accounts(referred_by, id);
CREATE INDEX users_last_signin ON users(last_signin_at, account_id);
-- The subscription shown (DIAMOND, GOLD or FREE) is derived from the
-- abilities; workers/db/admin.ts orders by this very expression.
CREATE INDEX users_subscription ON users(
  (CASE WHEN instr(lower(abilities), 'diamond') > 0 THEN 'DIAMOND'
        WHEN instr(lower(abilities), 'gold') > 0 THEN 'GOLD'
        ELSE 'FREE' END),
  account_id
);

-- Upload requests tab: accounts with unapproved styles, grouped in account order.
CREATE INDEX portfolios_pending ON portfolios(is_approved, account_id, created_at);

-- Every admin action (who, what, when). No foreign keys on purpose: the
-- record of a deleted account or admin outlives them.
CREATE TABLE admin_actions (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  admin_user_id TEXT NOT NULL,
  admin_email   TEXT NOT NULL,
  action        TEXT NOT NULL,
  account_id    TEXT,
  target_id     TEXT,
  detail        TEXT,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX admin_actions_account ON admin_actions(account_id, id);

-- The Analytics tab reads the presence tables of 0009 (issue 12) along their
-- own indexes (workers/db/screen-analytics.ts): none is added here.
