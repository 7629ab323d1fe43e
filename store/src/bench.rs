//! For store/examples/store_bench.rs only (the `bench` feature: not in the
//! server). Bulk loading: a million plays saved
//! one by one would take the benchmark an hour, so each bench group's one saved
//! play is copied in SQL with other ids, dates and totals. Settling: the
//! database made ready for timing as on a server that has been running.

use crate::{on_engine, Pool, Store, StoreError};

/// The play each bench group was given through the store.
const TEMPLATE: &str = "00000000-0000-4000-8000-000000000000";

impl Store {
    /// Writes out everything the warm-up wrote: a PostgreSQL checkpoint, after
    /// which the write-ahead log's files are recycled rather than created
    /// (and filled with zeros) during the timed saves; SQLite's checkpoint.
    #[doc(hidden)]
    pub async fn bench_settle(&self) -> Result<(), StoreError> {
        match &self.pool {
            Pool::Sqlite(pool) => {
                sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                    .execute(pool)
                    .await?;
            }
            Pool::Postgres(pool) => {
                sqlx::query("CHECKPOINT").execute(pool).await?;
            }
        }
        Ok(())
    }

    /// Gives every group named `group …` `per_group` plays in all (copies of
    /// its play [`TEMPLATE`]), then refreshes the planner's statistics.
    #[doc(hidden)]
    pub async fn bench_copy_plays(&self, per_group: i64) -> Result<(), StoreError> {
        let (numbers, id, when) = match &self.pool {
            Pool::Sqlite(_) => (
                "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) ",
                "printf('00000000-0000-4000-8000-%012x', n.i)",
                "strftime('%Y-%m-%dT%H:%M:%SZ', 1700000000 + n.i * 3600, 'unixepoch')",
            ),
            Pool::Postgres(_) => (
                "WITH n(i) AS (SELECT generate_series(1, $1)) ",
                "'00000000-0000-4000-8000-' || lpad(to_hex(n.i), 12, '0')",
                "to_char(to_timestamp(1700000000 + n.i * 3600) AT TIME ZONE 'UTC', \
                 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"')",
            ),
        };
        let plays = format!(
            "{numbers}INSERT INTO plays (group_id, play_id, game, played_at, played_utc, \
             duration_min, place, note, score, setup, result, saved_at) \
             SELECT t.group_id, {id}, t.game, {when}, 1700000000 + n.i * 3600, \
             t.duration_min, t.place, t.note, t.score, t.setup, t.result, t.saved_at \
             FROM plays t CROSS JOIN n WHERE t.play_id = '{TEMPLATE}' \
             AND t.group_id IN (SELECT id FROM groups WHERE name LIKE 'group %')"
        );
        let seats = format!(
            "INSERT INTO play_seats (play, seat, person, total, place, winner) \
             SELECT p.id, s.seat, s.person, (p.id * 7 + s.seat * 5) % 13, \
             1 + (p.id + s.seat) % 4, CASE WHEN s.seat = p.id % 4 THEN 1 ELSE 0 END \
             FROM plays t JOIN play_seats s ON s.play = t.id \
             JOIN plays p ON p.group_id = t.group_id AND p.id <> t.id \
             WHERE t.play_id = '{TEMPLATE}' \
             AND t.group_id IN (SELECT id FROM groups WHERE name LIKE 'group %')"
        );
        on_engine!(self, |pool, _begin| {
            sqlx::query(sqlx::AssertSqlSafe(plays))
                .bind(per_group - 1)
                .execute(pool)
                .await?;
            sqlx::query(sqlx::AssertSqlSafe(seats))
                .execute(pool)
                .await?;
            // Written past the store's writes: kept statistics are out of date.
            sqlx::query("UPDATE groups SET changes = changes + 1")
                .execute(pool)
                .await?;
            sqlx::query("ANALYZE").execute(pool).await?;
        });
        Ok(())
    }
}
