-- A group's tallies are written again by every save (about 22 kB of JSON for
-- the benchmark's group of 53 people), and PostgreSQL's default compression,
-- pglz, showed in a profile of the save benchmark; lz4 compresses several
-- times faster. Measured with store/examples/store_bench.rs: a save's p99 was
-- lower in each of five paired runs on a database already holding plays, and
-- no different in six runs on fresh clusters. A server built without lz4 (or
-- older than PostgreSQL 14) keeps its default.
DO $$
BEGIN
    EXECUTE 'ALTER TABLE group_stats ALTER COLUMN stats SET COMPRESSION lz4';
EXCEPTION WHEN feature_not_supported OR syntax_error THEN
    NULL;
END
$$;
