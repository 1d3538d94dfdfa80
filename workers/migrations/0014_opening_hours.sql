-- The shop's opening hours (issue 23 point 5, issue 25 point 2): a JSON week,
-- `{"mon": {"from": "09:00", "to": "18:00"} | null, …}` (null: closed that
-- day), checked by contract/opening-hours.ts before it is written. NULL: the
-- shop has not said, and screen-offline mails may come at any time.
ALTER TABLE accounts ADD COLUMN opening_hours TEXT CHECK (opening_hours IS NULL OR json_valid(opening_hours));
