-- The seat (0-based, in the order the players were entered) that opened the
-- game, when the play's setup recorded one: the start player's win rate.
ALTER TABLE plays ADD COLUMN start_seat BIGINT;
