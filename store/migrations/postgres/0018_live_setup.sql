-- A live table's setup (issue 60): the setup record it was shared from (the
-- seed, the setup's options and the opening seat, as a play keeps it), so
-- every phone sees it and either Finish saves it with the play; NULL for a
-- table shared with no setup.
ALTER TABLE live_tables ADD COLUMN setup TEXT;
