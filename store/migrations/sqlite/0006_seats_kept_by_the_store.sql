-- Nothing to change in SQLite: PostgreSQL's migration 6 drops the seats'
-- foreign keys (checked by the store instead, for speed); SQLite checks its
-- keys cheaply and keeps them. Here so both engines number their migrations
-- alike.
SELECT 1;
