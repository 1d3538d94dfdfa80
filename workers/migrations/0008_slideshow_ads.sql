-- Slideshow ads (spec §3 Ad: id, title, cover, content_type, file), created by
-- an admin (POST /v1/admin/ads, issue 13) and woven into the slideshow of every
-- account without GOLD or DIAMOND (spec §6, §9). Media live in R2 under
-- ads/{id}/…, outside any account's prefix: deleting an account keeps them.
-- `file_key` is the ad's payload (webp slide or mp4); an ad without one is
-- never shown. `cover_key` is a small webp still (thumbnail, video poster).
CREATE TABLE ads (
  id           TEXT PRIMARY KEY,
  title        TEXT NOT NULL,
  content_type TEXT NOT NULL,
  file_key     TEXT,
  cover_key    TEXT,
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX ads_created ON ads(created_at);
