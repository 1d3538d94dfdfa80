-- Issue 34: what the shop's screens show outside its opening hours (a slideshow setting):
-- keep playing (as before), the closed card, or a dark screen.
ALTER TABLE accounts ADD COLUMN after_hours TEXT NOT NULL DEFAULT 'keep_playing'
  CHECK (after_hours IN ('keep_playing', 'closed_card', 'dark'));
