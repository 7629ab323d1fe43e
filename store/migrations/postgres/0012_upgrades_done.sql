-- Upgrades of stored data that a schema change cannot make (issue 46: setup
-- records stored before every door checked them), each done once and named here.
CREATE TABLE upgrades (
    name TEXT PRIMARY KEY,
    done_at BIGINT NOT NULL
);
