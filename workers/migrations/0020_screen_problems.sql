-- What last went wrong in a screen's player (issue 34 point 7): an uncaught
-- error, a rejected promise or a media file that failed to load, as the TV
-- told it over its cable (cut short, no query strings), when, in which
-- browser, and how many the server took. Only the last is kept: the owner
-- needs to know that something goes wrong and what, not a log.
ALTER TABLE screens ADD COLUMN problem_kind TEXT CHECK (problem_kind IN ('error', 'rejection', 'media'));
ALTER TABLE screens ADD COLUMN problem_message TEXT;
ALTER TABLE screens ADD COLUMN problem_at INTEGER;
ALTER TABLE screens ADD COLUMN problem_browser TEXT;
ALTER TABLE screens ADD COLUMN problem_count INTEGER NOT NULL DEFAULT 0;
