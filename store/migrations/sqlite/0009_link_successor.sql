-- Rotations sent at once all answer the link that works (store/src/groups.rs,
-- ROTATION_WINDOW_SECONDS): a replaced write link names its successor for a few
-- seconds (sealed with the old link: a copy of the database opens nothing), and
-- a read link made a few seconds ago is answered again instead of replaced.
ALTER TABLE groups ADD COLUMN replaced_hash TEXT;
ALTER TABLE groups ADD COLUMN successor_sealed TEXT;
ALTER TABLE groups ADD COLUMN replaced_at INTEGER;
CREATE INDEX groups_replaced_hash ON groups (replaced_hash);
ALTER TABLE groups ADD COLUMN read_replaced_at INTEGER;
