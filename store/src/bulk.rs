//! The writer's statements of many rows, in each engine's fastest form:
//! PostgreSQL takes every row of a column as one array (`UNNEST`), one prepared
//! statement whatever the number of rows; SQLite, which has no arrays, takes
//! multi-row `VALUES` in a few sizes. Measured for a batch of 49 plays and 196
//! seats on PostgreSQL: the seats' `VALUES` took 4–5 ms, `UNNEST` 2 ms.

use crate::model::bind_play_columns;
use crate::model::{Checked, PlayId};
use crate::tally::SeatFacts;
use sqlx::{PgConnection, Row, SqliteConnection};

/// A play of a batch.
pub(crate) struct Entry<'a> {
    pub group: i64,
    pub id: &'a PlayId,
    pub checked: &'a Checked,
    pub now: i64,
    pub adds_only: bool,
}

/// A person to add: group, name key, name as written.
pub(crate) type NewPerson<'a> = (i64, String, &'a str);

pub(crate) trait Bulk {
    /// Inserts the plays not yet kept: `(group, play id, row id)` of each.
    async fn insert_plays(
        &mut self,
        plays: &[Entry<'_>],
    ) -> Result<Vec<(i64, String, i64)>, sqlx::Error>;
    /// Adds the people not yet known (by group and name key), and gives every
    /// one's id, known before or not: `(group, key, id)`.
    async fn people(
        &mut self,
        people: &[NewPerson<'_>],
    ) -> Result<Vec<(i64, String, i64)>, sqlx::Error>;
    /// Inserts seats: `(play row id, seat)`.
    async fn insert_seats(&mut self, seats: &[(i64, SeatFacts)]) -> Result<(), sqlx::Error>;
}

/// The group and play id, then the columns of `bind_play_columns!` in its order.
const PLAY_COLUMNS: &str = "group_id, play_id, game, played_at, played_utc, duration_min, \
     place, note, score, setup, result, saved_at, start_seat, unfinished, rolls, rounds";

impl Bulk for PgConnection {
    async fn insert_plays(
        &mut self,
        plays: &[Entry<'_>],
    ) -> Result<Vec<(i64, String, i64)>, sqlx::Error> {
        let column = |f: fn(&Entry) -> i64| plays.iter().map(f).collect::<Vec<i64>>();
        let text = |f: for<'e> fn(&'e Entry) -> &'e str| plays.iter().map(f).collect::<Vec<&str>>();
        let maybe_text = |f: for<'e> fn(&'e Entry) -> Option<&'e str>| {
            plays.iter().map(f).collect::<Vec<Option<&str>>>()
        };
        let maybe_number =
            |f: fn(&Entry) -> Option<i64>| plays.iter().map(f).collect::<Vec<Option<i64>>>();
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "INSERT INTO plays ({PLAY_COLUMNS}) SELECT * FROM UNNEST($1::bigint[], \
             $2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[], $7::text[], \
             $8::text[], $9::text[], $10::text[], $11::text[], $12::bigint[], $13::bigint[], \
             $14::bigint[], $15::text[], $16::text[]) \
             ON CONFLICT (group_id, play_id) DO NOTHING RETURNING id, group_id, play_id"
        )))
        .bind(column(|e| e.group))
        .bind(text(|e| e.id.as_str()))
        .bind(text(|e| &e.checked.game))
        .bind(text(|e| &e.checked.played_at))
        .bind(column(|e| e.checked.played_utc))
        .bind(maybe_number(|e| e.checked.duration_min))
        .bind(maybe_text(|e| e.checked.place.as_deref()))
        .bind(maybe_text(|e| e.checked.note.as_deref()))
        .bind(text(|e| &e.checked.score))
        .bind(maybe_text(|e| e.checked.setup.as_deref()))
        .bind(text(|e| &e.checked.result))
        .bind(column(|e| e.now))
        .bind(maybe_number(|e| e.checked.start_seat))
        .bind(column(|e| i64::from(e.checked.unfinished)))
        .bind(maybe_text(|e| e.checked.rolls.as_deref()))
        .bind(maybe_text(|e| e.checked.rounds.as_deref()))
        .fetch_all(self)
        .await?;
        keyed_ids(&rows, "play_id")
    }

    async fn people(
        &mut self,
        people: &[NewPerson<'_>],
    ) -> Result<Vec<(i64, String, i64)>, sqlx::Error> {
        // One statement: the rows it inserts are not yet visible to its own
        // SELECT, so the union gives each person once, new or known.
        let rows = sqlx::query(
            "WITH wanted (group_id, name_key, name) AS \
             (SELECT * FROM UNNEST($1::bigint[], $2::text[], $3::text[])), \
             added AS (INSERT INTO people (group_id, name_key, name) SELECT * FROM wanted \
             ON CONFLICT (group_id, name_key) DO NOTHING RETURNING group_id, name_key, id) \
             SELECT group_id, name_key, id FROM added UNION ALL \
             SELECT p.group_id, p.name_key, p.id FROM people p \
             JOIN wanted w ON w.group_id = p.group_id AND w.name_key = p.name_key",
        )
        .bind(people.iter().map(|p| p.0).collect::<Vec<_>>())
        .bind(people.iter().map(|p| p.1.as_str()).collect::<Vec<_>>())
        .bind(people.iter().map(|p| p.2).collect::<Vec<_>>())
        .fetch_all(self)
        .await?;
        keyed_ids(&rows, "name_key")
    }

    async fn insert_seats(&mut self, seats: &[(i64, SeatFacts)]) -> Result<(), sqlx::Error> {
        let column = |f: fn(&(i64, SeatFacts)) -> i64| seats.iter().map(f).collect::<Vec<i64>>();
        sqlx::query(
            "INSERT INTO play_seats (play, seat, person, total, place, winner) \
             SELECT * FROM UNNEST($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], \
             $5::bigint[], $6::bigint[])",
        )
        .bind(column(|s| s.0))
        .bind(column(|s| s.1.seat))
        .bind(column(|s| s.1.person))
        .bind(column(|s| s.1.total))
        .bind(column(|s| s.1.place))
        .bind(column(|s| i64::from(s.1.winner)))
        .execute(self)
        .await?;
        Ok(())
    }
}

impl Bulk for SqliteConnection {
    async fn insert_plays(
        &mut self,
        plays: &[Entry<'_>],
    ) -> Result<Vec<(i64, String, i64)>, sqlx::Error> {
        let mut kept = Vec::new();
        for chunk in in_statements(plays) {
            let sql = format!(
                "INSERT INTO plays ({PLAY_COLUMNS}) VALUES {} \
                 ON CONFLICT (group_id, play_id) DO NOTHING RETURNING id, group_id, play_id",
                values(chunk.len(), 16)
            );
            let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
            for entry in chunk {
                let row = insert.bind(entry.group).bind(entry.id.as_str());
                insert = bind_play_columns!(row, entry.checked, entry.now);
            }
            kept.extend(keyed_ids(&insert.fetch_all(&mut *self).await?, "play_id")?);
        }
        Ok(kept)
    }

    async fn people(
        &mut self,
        people: &[NewPerson<'_>],
    ) -> Result<Vec<(i64, String, i64)>, sqlx::Error> {
        for chunk in in_statements(people) {
            let sql = format!(
                "INSERT INTO people (group_id, name_key, name) VALUES {} \
                 ON CONFLICT (group_id, name_key) DO NOTHING",
                values(chunk.len(), 3)
            );
            let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
            for (group, key, name) in chunk {
                insert = insert.bind(*group).bind(key.as_str()).bind(*name);
            }
            insert.execute(&mut *self).await?;
        }
        let mut found = Vec::new();
        for chunk in in_statements(people) {
            let sql = format!(
                "SELECT p.group_id, p.name_key, p.id FROM people p \
                 JOIN (VALUES {}) AS w ON w.column1 = p.group_id AND w.column2 = p.name_key",
                values(chunk.len(), 2)
            );
            let mut select = sqlx::query(sqlx::AssertSqlSafe(sql));
            for (group, key, _) in chunk {
                select = select.bind(*group).bind(key.as_str());
            }
            found.extend(keyed_ids(&select.fetch_all(&mut *self).await?, "name_key")?);
        }
        Ok(found)
    }

    async fn insert_seats(&mut self, seats: &[(i64, SeatFacts)]) -> Result<(), sqlx::Error> {
        for chunk in in_statements(seats) {
            let sql = format!(
                "INSERT INTO play_seats (play, seat, person, total, place, winner) VALUES {}",
                values(chunk.len(), 6)
            );
            let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
            for (row_id, seat) in chunk {
                insert = insert
                    .bind(*row_id)
                    .bind(seat.seat)
                    .bind(seat.person)
                    .bind(seat.total)
                    .bind(seat.place)
                    .bind(i64::from(seat.winner));
            }
            insert.execute(&mut *self).await?;
        }
        Ok(())
    }
}

/// Rows of `(group_id, <key>, id)`: the plays inserted (`play_id`) or the
/// people found (`name_key`).
fn keyed_ids<R: Row>(rows: &[R], key: &str) -> Result<Vec<(i64, String, i64)>, sqlx::Error>
where
    for<'r> &'r str: sqlx::ColumnIndex<R>,
    for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    rows.iter()
        .map(|row| {
            Ok((
                row.try_get("group_id")?,
                row.try_get(key)?,
                row.try_get("id")?,
            ))
        })
        .collect()
}

/// Rows per SQLite statement at most: far below its 32,766 parameters.
const ROWS_PER_STATEMENT: usize = 128;

/// Rows cut into statements of a power of two rows each (at most
/// [`ROWS_PER_STATEMENT`]): a few statement texts, each prepared once per
/// connection, rather than one for every size of batch.
fn in_statements<T>(rows: &[T]) -> impl Iterator<Item = &[T]> {
    let mut rest = rows;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let size = ROWS_PER_STATEMENT.min(1 << rest.len().ilog2());
        let (part, after) = rest.split_at(size);
        rest = after;
        Some(part)
    })
}

/// `?, ?, …`: SQLite's parameters in order. (A `$n` is looked up by name in a
/// list: quadratic over the hundreds of parameters of a batch, 6% of a save.)
fn marks(count: usize) -> String {
    vec!["?"; count].join(", ")
}

/// `(?, …), (?, …)`: `rows` rows of `columns` parameters.
fn values(rows: usize, columns: usize) -> String {
    vec![format!("({})", marks(columns)); rows].join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_fill_every_cell() {
        assert_eq!(values(2, 2), "(?, ?), (?, ?)");
        assert_eq!(marks(1), "?");
    }

    #[test]
    fn rows_go_in_statements_of_a_power_of_two() {
        let sizes = |n: usize| {
            let rows = vec![0; n];
            in_statements(&rows).map(<[i32]>::len).collect::<Vec<_>>()
        };
        assert_eq!(sizes(0), Vec::<usize>::new());
        assert_eq!(sizes(49), [32, 16, 1]);
        assert_eq!(sizes(300), [128, 128, 32, 8, 4]);
    }
}
