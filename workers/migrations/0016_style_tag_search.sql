-- Explore's search means the style (issue 25 point 4): a `#tag` finds the
-- styles carrying that tag, and the stylist's profile tags no longer count for
-- every style of the shop (`#braids` found a shop's "Short" styles because its
-- profile said #braids). The index of migration 0007 is rebuilt without the
-- account's tags: company and city (the shop's), the style's own tags and its
-- kind, colour and gender. Same tokenizer: accents folded both ways, and the
-- app adds `*` for prefix matches (workers/db/visitor-pages.ts ftsQuery).
DROP TRIGGER style_search_insert;
DROP TRIGGER style_search_update;
DROP TRIGGER style_search_delete;
DROP TRIGGER style_search_account;
DROP TABLE style_search;

CREATE VIRTUAL TABLE style_search USING fts5(
  company,
  city,
  tags,
  kind,
  tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO style_search (rowid, company, city, tags, kind)
SELECT p.rowid, COALESCE(a.company, ''), COALESCE(a.city, ''), p.tags,
       TRIM(COALESCE(p.style, '') || ' ' || COALESCE(p.color, '') || ' ' || COALESCE(p.gender, ''))
FROM portfolios p JOIN accounts a ON a.id = p.account_id;

CREATE TRIGGER style_search_insert AFTER INSERT ON portfolios BEGIN
  INSERT INTO style_search (rowid, company, city, tags, kind)
  SELECT new.rowid, COALESCE(a.company, ''), COALESCE(a.city, ''), new.tags,
         TRIM(COALESCE(new.style, '') || ' ' || COALESCE(new.color, '') || ' ' || COALESCE(new.gender, ''))
  FROM accounts a WHERE a.id = new.account_id;
END;

CREATE TRIGGER style_search_update AFTER UPDATE OF tags, style, color, gender ON portfolios BEGIN
  DELETE FROM style_search WHERE rowid = old.rowid;
  INSERT INTO style_search (rowid, company, city, tags, kind)
  SELECT new.rowid, COALESCE(a.company, ''), COALESCE(a.city, ''), new.tags,
         TRIM(COALESCE(new.style, '') || ' ' || COALESCE(new.color, '') || ' ' || COALESCE(new.gender, ''))
  FROM accounts a WHERE a.id = new.account_id;
END;

CREATE TRIGGER style_search_delete AFTER DELETE ON portfolios BEGIN
  DELETE FROM style_search WHERE rowid = old.rowid;
END;

-- Only what the index holds of the account: its company and city.
CREATE TRIGGER style_search_account AFTER UPDATE OF company, city ON accounts BEGIN
  DELETE FROM style_search WHERE rowid IN (SELECT rowid FROM portfolios WHERE account_id = new.id);
  INSERT INTO style_search (rowid, company, city, tags, kind)
  SELECT p.rowid, COALESCE(new.company, ''), COALESCE(new.city, ''), p.tags,
         TRIM(COALESCE(p.style, '') || ' ' || COALESCE(p.color, '') || ' ' || COALESCE(p.gender, ''))
  FROM portfolios p WHERE p.account_id = new.id;
END;
