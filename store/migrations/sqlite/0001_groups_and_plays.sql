-- Groups, their people and their plays (SQLite). Kept column for column with
-- ../postgres/0001_groups_and_plays.sql: one set of queries serves both.
CREATE TABLE groups (
    id INTEGER PRIMARY KEY,
    -- SHA-256 of the links' tokens: the database never holds a usable link.
    write_hash TEXT NOT NULL UNIQUE,
    read_hash TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL DEFAULT '',
    created_at BIGINT NOT NULL
);

CREATE TABLE people (
    id INTEGER PRIMARY KEY,
    group_id BIGINT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    -- The name as names are matched: without regard to case.
    name_key TEXT NOT NULL,
    UNIQUE (group_id, name_key)
);

CREATE TABLE plays (
    id INTEGER PRIMARY KEY,
    group_id BIGINT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    -- Made by the phone, so a play sent twice is one play.
    play_id TEXT NOT NULL,
    game TEXT NOT NULL,
    -- As the phone gave it, with its UTC offset; and as seconds for ordering.
    played_at TEXT NOT NULL,
    played_utc BIGINT NOT NULL,
    duration_min BIGINT,
    place TEXT,
    note TEXT,
    -- The score API's request body, as sent (JSON), and the setup it came from.
    score TEXT NOT NULL,
    setup TEXT,
    -- What `games` computed when the play was saved (JSON).
    result TEXT NOT NULL,
    saved_at BIGINT NOT NULL,
    -- Deleted plays stay until the undo is no longer offered.
    deleted_at BIGINT,
    UNIQUE (group_id, play_id)
);

CREATE INDEX plays_newest ON plays (group_id, played_utc DESC, id DESC);

-- One row per player of a play: the figures statistics are computed from.
CREATE TABLE play_seats (
    play BIGINT NOT NULL REFERENCES plays (id) ON DELETE CASCADE,
    seat BIGINT NOT NULL,
    person BIGINT NOT NULL REFERENCES people (id),
    total BIGINT NOT NULL,
    place BIGINT NOT NULL,
    winner BIGINT NOT NULL,
    PRIMARY KEY (play, seat)
);

CREATE INDEX play_seats_person ON play_seats (person);
