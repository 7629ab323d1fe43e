-- A game saved before it was over (issue 49.1) is kept as unfinished: its
-- leaders are not winners, and the win statistics leave it out. Plays saved
-- before this column are marked once by the store (store/src/unfinished_mark.rs),
-- which scores each one again.
ALTER TABLE plays ADD COLUMN unfinished BIGINT NOT NULL DEFAULT 0;
