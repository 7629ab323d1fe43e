-- When the host last saved a live table to a group (issue 34): every phone at
-- the table is told, so no guest wonders whether the game was kept.
ALTER TABLE live_tables ADD COLUMN saved_at BIGINT;
