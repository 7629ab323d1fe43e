-- A group's statistics, kept as computed: `changes` counts the writes that can
-- change them (plays saved, edited, deleted or restored; people renamed or
-- merged), and kept statistics count only while they were computed at the
-- group's current count. Computing them takes most of a second for a group of
-- 10,000 plays in a database of a million (`make bench`); reading them back, not.
ALTER TABLE groups ADD COLUMN changes BIGINT NOT NULL DEFAULT 0;
CREATE TABLE group_stats (
    group_id BIGINT PRIMARY KEY REFERENCES groups (id) ON DELETE CASCADE,
    changes BIGINT NOT NULL,
    stats TEXT NOT NULL
);
