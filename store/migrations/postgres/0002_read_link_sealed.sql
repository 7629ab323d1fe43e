-- The read-only link, sealed with the write link (store/src/token.rs): whoever
-- holds the write link can be shown it again; a copy of the database opens
-- nothing. Groups made before this have none until their read link is rotated.
ALTER TABLE groups ADD COLUMN read_sealed TEXT;
