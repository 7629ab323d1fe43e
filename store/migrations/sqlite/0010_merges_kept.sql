-- A merge of two people can be taken back (issue 34): each merge keeps the name
-- that was merged away and the seats (play and seat number) it gave the other
-- person, so an undo makes that person again and gives the seats back.
CREATE TABLE merges (
    id INTEGER PRIMARY KEY,
    group_id BIGINT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    -- Who the seats went to (an undo gives back only the seats still theirs),
    -- and their name then, for when they are no longer a person.
    into_person BIGINT NOT NULL,
    into_name TEXT NOT NULL,
    made_at BIGINT NOT NULL
);
CREATE INDEX merges_group ON merges (group_id, id);

CREATE TABLE merged_seats (
    merge_id BIGINT NOT NULL REFERENCES merges (id) ON DELETE CASCADE,
    play BIGINT NOT NULL REFERENCES plays (id) ON DELETE CASCADE,
    seat BIGINT NOT NULL,
    PRIMARY KEY (merge_id, play, seat)
);
