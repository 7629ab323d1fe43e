-- The kept statistics are now running tallies that every write carries along
-- (store/src/tally.rs), in another shape: those kept before are made again
-- from the plays by the next reader.
DELETE FROM group_stats;
