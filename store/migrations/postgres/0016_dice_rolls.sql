-- A game of Catan keeps its dice rolls (issue 50): the sums in the order
-- rolled, separated by spaces ("6 8 7"), at most 1,000 of them
-- (games::dice::MAX_ROLLS); NULL when none were recorded.
ALTER TABLE plays ADD COLUMN rolls TEXT;
