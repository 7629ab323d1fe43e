-- Nothing to change in SQLite: PostgreSQL's migration 7 compresses the kept
-- tallies with lz4, and SQLite has no column compression. Here so both engines
-- number their migrations alike.
SELECT 1;
