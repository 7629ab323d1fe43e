-- A seat's play and person are kept right by the store, not checked by
-- PostgreSQL row by row: its foreign-key checks were a third of a batch of
-- saves (1.3 of 4.6 ms for ~30 plays, store/examples/store_bench.rs).
-- The store writes a play's seats in the transaction that writes the play,
-- with person ids read in that transaction, holding the group's row lock;
-- plays are never deleted (only marked), and a person is deleted only by a
-- merge, in the same transaction that moves their seats, under that lock too.
-- tests/engines.rs checks that no seat lacks its play or person after every
-- step of a long mix of writes. SQLite checks its keys cheaply and keeps them.
ALTER TABLE play_seats DROP CONSTRAINT play_seats_play_fkey;
ALTER TABLE play_seats DROP CONSTRAINT play_seats_person_fkey;
