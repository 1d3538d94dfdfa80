-- The shop's time zone (issue 34 point 2): the IANA name its opening hours,
-- style schedules, "today" and the dates its owner reads are on, checked by
-- contract/time-zone.ts before it is written. Every shop so far was on
-- Berlin's clock, so existing accounts keep it.
ALTER TABLE accounts ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'Europe/Berlin';
