-- When a style plays on the shop's screens (issue 34 point 1): a JSON
-- schedule, `{"from": "2026-12-01" | null, "until": … | null, "days": ["sat", …]
-- | null, "window": {"from": "17:00", "to": "20:00"} | null}`, on the shop's
-- clock, checked by contract/style-schedule-schemas.ts before it is written.
-- NULL: always, as every style played before.
ALTER TABLE portfolios ADD COLUMN schedule TEXT CHECK (schedule IS NULL OR json_valid(schedule));
