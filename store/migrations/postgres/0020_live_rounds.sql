-- A live table's call of a game kept round by round (issue 64): its finished
-- rounds and the answers of the round being called, as the pad keeps them
-- (games::citadels::caller::KeptCall, its two parts on two lines), checked by
-- the rules before they are written; NULL for a table with no call yet.
ALTER TABLE live_tables ADD COLUMN rounds TEXT;
