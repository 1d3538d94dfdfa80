-- A picture's set (issue 33, contract/picture-set.ts): its 4:5 crop at the
-- widths visitor pages draw, in AVIF and WebP, as JSON
-- {"key": "<key the files share>", "files": ["360.avif", …]}; a file's R2 key
-- is the shared key, "-" and its name. NULL until made: pages then use the
-- thumb and cover, and the catch-up job (workers/jobs/picture-catch-up.ts)
-- makes the sets of the pictures stored before, a few per run. A picture
-- whose set cannot be made (its file unreadable or gone) gets the empty set
-- {"key": "", "files": []}, so it is not tried again.
ALTER TABLE payload_items ADD COLUMN pictures TEXT;
CREATE INDEX payload_items_without_pictures ON payload_items(id) WHERE pictures IS NULL AND kind = 'image';
