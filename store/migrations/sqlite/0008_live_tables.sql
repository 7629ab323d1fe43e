-- Live tables (issue 17): one score input filled in by every phone at a table.
-- `input` is the score input as it stands (JSON), `seq` the number of changes
-- made to it; each change is kept in `live_changes` so a phone catches up from
-- the last one it saw, and each phone's last batch in `live_clients` so the
-- same batch sent again changes nothing. `live_seats` says which phone sits
-- where; with the seats locked a phone changes only its own seat, with joining
-- locked no phone takes a new one. A phone's id never leaves the server (a
-- change is shown with its author's seat), so no phone can pass for another.
-- Idle tables are deleted.
CREATE TABLE live_tables (
    id INTEGER PRIMARY KEY,
    -- The join code phones type or scan; the host's key only as its SHA-256.
    code TEXT NOT NULL UNIQUE,
    host_hash TEXT NOT NULL,
    game TEXT NOT NULL,
    input TEXT NOT NULL,
    seq INTEGER NOT NULL,
    seats_locked INTEGER NOT NULL DEFAULT 0,
    joining_locked INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    touched_at INTEGER NOT NULL
);
CREATE INDEX live_tables_touched ON live_tables (touched_at);

CREATE TABLE live_changes (
    table_id INTEGER NOT NULL REFERENCES live_tables (id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    client TEXT NOT NULL,
    -- The author's seat when it was made (none: a phone that took no seat).
    seat INTEGER,
    path TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
);

CREATE TABLE live_clients (
    table_id INTEGER NOT NULL REFERENCES live_tables (id) ON DELETE CASCADE,
    client TEXT NOT NULL,
    client_seq INTEGER NOT NULL,
    -- The table's `seq` after that batch, answered again to a resend.
    seq INTEGER NOT NULL,
    PRIMARY KEY (table_id, client)
);

CREATE TABLE live_seats (
    table_id INTEGER NOT NULL REFERENCES live_tables (id) ON DELETE CASCADE,
    client TEXT NOT NULL,
    seat INTEGER NOT NULL,
    PRIMARY KEY (table_id, client),
    UNIQUE (table_id, seat)
);
