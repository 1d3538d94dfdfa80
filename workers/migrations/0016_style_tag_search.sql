-- Explore's `#tag` means the style's tag (issue 25 point 4): `#braids` found a
-- shop's "Short" styles because its profile said #braids, as migration 0007
-- indexed the style's and the account's tags as one. Rebuilt with the two
-- apart: `tags` holds the style's own tags, which a `#tag` searches
-- (workers/db/visitor-pages.ts ftsQuery), `shop_tags` the profile's, which
-- only plain words search, as they do the company, city and the style's kind,
-- colour, gender and tags ("kreuzberg" still finds the Kreuzberg shop's
-- styles). Same tokenizer: accents folded both ways; the app adds `*` for
-- prefix matches.
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
  shop_tags,
  tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO style_search (rowid, company, city, tags, kind, shop_tags)
SELECT p.rowid, COALESCE(a.company, ''), COALESCE(a.city, ''), p.tags,
       TRIM(COALESCE(p.style, '') || ' ' || COALESCE(p.color, '') || ' ' || COALESCE(p.gender, '')), a.tags
FROM portfolios p JOIN accounts a ON a.id = p.account_id;

CREATE TRIGGER style_search_insert AFTER INSERT ON portfolios BEGIN
  INSERT INTO style_search (rowid, company, city, tags, kind, shop_tags)
  SELECT new.rowid, COALESCE(a.company, ''), COALESCE(a.city, ''), new.tags,
         TRIM(COALESCE(new.style, '') || ' ' || COALESCE(new.color, '') || ' ' || COALESCE(new.gender, '')), a.tags
  FROM accounts a WHERE a.id = new.account_id;
END;

CREATE TRIGGER style_search_update AFTER UPDATE OF tags, style, color, gender ON portfolios BEGIN
  DELETE FROM style_search WHERE rowid = old.rowid;
  INSERT INTO style_search (rowid, company, city, tags, kind, shop_tags)
  SELECT new.rowid, COALESCE(a.company, ''), COALESCE(a.city, ''), new.tags,
         TRIM(COALESCE(new.style, '') || ' ' || COALESCE(new.color, '') || ' ' || COALESCE(new.gender, '')), a.tags
  FROM accounts a WHERE a.id = new.account_id;
END;

CREATE TRIGGER style_search_delete AFTER DELETE ON portfolios BEGIN
  DELETE FROM style_search WHERE rowid = old.rowid;
END;

CREATE TRIGGER style_search_account AFTER UPDATE OF company, city, tags ON accounts BEGIN
  DELETE FROM style_search WHERE rowid IN (SELECT rowid FROM portfolios WHERE account_id = new.id);
  INSERT INTO style_search (rowid, company, city, tags, kind, shop_tags)
  SELECT p.rowid, COALESCE(new.company, ''), COALESCE(new.city, ''), p.tags,
         TRIM(COALESCE(p.style, '') || ' ' || COALESCE(p.color, '') || ' ' || COALESCE(p.gender, '')), new.tags
  FROM portfolios p WHERE p.account_id = new.id;
END;
