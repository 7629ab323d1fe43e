-- A link the group replaced answers that it was replaced, not that it never
-- was (issue 49.6): the hashes of a group's last replaced links, write and
-- read, and nothing else (the page says no name and shows no data). Kept per
-- group, newest by id (store/src/groups.rs, REPLACED_KEPT), and gone with it.
CREATE TABLE replaced_links (
    id INTEGER PRIMARY KEY,
    hash TEXT NOT NULL UNIQUE,
    group_id BIGINT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    replaced_at BIGINT NOT NULL
);
CREATE INDEX replaced_links_group ON replaced_links (group_id, id);
-- The write link each group replaced last, kept before this table.
INSERT INTO replaced_links (hash, group_id, replaced_at)
    SELECT replaced_hash, id, replaced_at FROM groups
    WHERE replaced_hash IS NOT NULL AND replaced_at IS NOT NULL;
