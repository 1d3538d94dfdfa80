-- Book this look (issue 37). The shop's services, each with a price in whole
-- euro cents ("from" alone, or a from–to range), an optional duration and an
-- optional booking link of its own, in the owner's order (`position`), at
-- most 50 an account (contract/services.ts). The profile's price range
-- (accounts.price_min / price_max, in euros as the spec shows them) is
-- derived from them, written in the same batch as every change of them.
CREATE TABLE services (
  id               TEXT PRIMARY KEY,
  account_id       TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name             TEXT NOT NULL,
  price_from       INTEGER NOT NULL CHECK (price_from BETWEEN 0 AND 1000000),
  price_to         INTEGER CHECK (price_to IS NULL OR (price_to BETWEEN price_from AND 1000000)),
  duration_minutes INTEGER CHECK (duration_minutes IS NULL OR duration_minutes BETWEEN 5 AND 720),
  booking_link     TEXT,
  position         INTEGER NOT NULL,
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX services_account ON services(account_id, position);

-- A style names the service it is (NULL: none; a deleted service leaves its
-- styles without one) and may carry a title of its own, so seven "Short,
-- black" cards can be told apart.
ALTER TABLE portfolios ADD COLUMN service_id TEXT REFERENCES services(id) ON DELETE SET NULL;
ALTER TABLE portfolios ADD COLUMN title TEXT;
CREATE INDEX portfolios_service ON portfolios(service_id);

-- A style's "before" picture: one more payload item, converted, decoded and
-- moderated as every picture is, never the cover and never shown alone.
ALTER TABLE payload_items ADD COLUMN is_before INTEGER NOT NULL DEFAULT 0 CHECK (is_before IN (0, 1));

-- The slideshow setting "Show prices on screen" (off until the owner turns it on).
ALTER TABLE accounts ADD COLUMN show_prices INTEGER NOT NULL DEFAULT 0 CHECK (show_prices IN (0, 1));
