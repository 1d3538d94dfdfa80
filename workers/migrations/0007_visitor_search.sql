-- Explore search (issue 10; decisions.md: search is SQLite FTS5 in D1). One
-- row per style, rowid = the style's rowid, holding what a visitor types:
-- the company, the city, the style's and the account's tags, and the style's
-- kind, colour and gender. `remove_diacritics 2` folds accents both when
-- indexing and when querying, so "Kö" finds "Köln" and "Koln"; the app adds
-- `*` for prefix matches. Triggers keep it in step with portfolios and
-- accounts, so no code path can forget it.
CREATE VIRTUAL TABLE style_search USING fts5(
  company,
  city,
  tags,
  kind,
  tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO style_search (rowid, company, city, tags, kind)
SELECT p.rowid, COALESCE(a.company, ''), COALESCE(a.city, ''), p.tags || ' ' || a.tags,
       TRIM(COALESCE(p.style, '') || ' ' || COALESCE(p.color, '') || ' ' || COALESCE(p.gender, ''))
FROM portfolios p JOIN accounts a ON a.id = p.account_id;

CREATE TRIGGER style_search_insert AFTER INSERT ON portfolios BEGIN
  INSERT INTO style_search (rowid, company, city, tags, kind)
  SELECT new.rowid, COALESCE(a.company, ''), COALESCE(a.city, ''), new.tags || ' ' || a.tags,
         TRIM(COALESCE(new.style, '') || ' ' || COALESCE(new.color, '') || ' ' || COALESCE(new.gender, ''))
  FROM accounts a WHERE a.id = new.account_id;
END;

CREATE TRIGGER style_search_update AFTER UPDATE OF tags, style, color, gender ON portfolios BEGIN
  DELETE FROM style_search WHERE rowid = old.rowid;
  INSERT INTO style_search (rowid, company, city, tags, kind)
  SELECT new.rowid, COALESCE(a.company, ''), COALESCE(a.city, ''), new.tags || ' ' || a.tags,
         TRIM(COALESCE(new.style, '') || ' ' || COALESCE(new.color, '') || ' ' || COALESCE(new.gender, ''))
  FROM accounts a WHERE a.id = new.account_id;
END;

CREATE TRIGGER style_search_delete AFTER DELETE ON portfolios BEGIN
  DELETE FROM style_search WHERE rowid = old.rowid;
END;

CREATE TRIGGER style_search_account AFTER UPDATE OF company, city, tags ON accounts BEGIN
  DELETE FROM style_search WHERE rowid IN (SELECT rowid FROM portfolios WHERE account_id = new.id);
  INSERT INTO style_search (rowid, company, city, tags, kind)
  SELECT p.rowid, COALESCE(new.company, ''), COALESCE(new.city, ''), p.tags || ' ' || new.tags,
         TRIM(COALESCE(p.style, '') || ' ' || COALESCE(p.color, '') || ' ' || COALESCE(p.gender, ''))
  FROM portfolios p WHERE p.account_id = new.id;
END;

-- The gallery's order: approved styles newest first (promoted ones are sorted ahead in the query).
CREATE INDEX portfolios_gallery ON portfolios(is_approved, promoted_until, created_at);
