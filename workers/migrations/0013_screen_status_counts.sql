-- Analytics with the screens' own statuses (issue 23, decisions.md "Screen
-- statuses"): how many of an account's screens play, stall or hide now,
-- written with the cable object's summary beside online_count (their sum).
-- The spec's status (active / connected / inactive) stays for the API.
ALTER TABLE screen_presence ADD COLUMN playing_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE screen_presence ADD COLUMN stalled_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE screen_presence ADD COLUMN hidden_count INTEGER NOT NULL DEFAULT 0;
