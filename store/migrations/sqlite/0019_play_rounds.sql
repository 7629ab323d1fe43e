-- A game of Citadels keeps its rounds (issue 64): each round's picks
-- [{"seat", "character"}], "murdered", "robbed" and "crown", as JSON, at most
-- 50 rounds (games::citadels::rounds::MAX_ROUNDS), checked by the rules before
-- they are written; NULL when none were recorded.
ALTER TABLE plays ADD COLUMN rounds TEXT;
