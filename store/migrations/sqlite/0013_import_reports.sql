-- What an import of a BG Stats backup brought, kept for the page the form
-- comes back to (issue 46.5): a report travels as its id, not in the address,
-- so no header outgrows a proxy's buffers. A group keeps its last few.
CREATE TABLE import_reports (
    id INTEGER PRIMARY KEY,
    group_id BIGINT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    report TEXT NOT NULL,
    made_at BIGINT NOT NULL
);
CREATE INDEX import_reports_group ON import_reports (group_id, id);
