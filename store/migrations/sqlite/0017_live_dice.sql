-- A live table's dice (issue 50): the rolls every phone at the table enters,
-- whose turn, the robber and the balanced deck, as the pad's entries in JSON
-- (games::live_dice::TableDice); NULL for a table with no dice yet.
ALTER TABLE live_tables ADD COLUMN dice TEXT;
