//! A whole store copied to another engine (issue 47): SQLite to PostgreSQL when
//! one server is not enough, and back. Every row keeps its id, so every group's
//! write and read links, every play's and person's address, every merge that
//! can be undone and every live table's code work the same on the copy.
//!
//! Tables are copied in the order their references need, 500 rows a batch in
//! primary-key order, each batch one transaction that adds only rows the
//! target lacks: a copy stopped anywhere (kill -9) is run again and goes on,
//! and a second run adds nothing. At the end each group is read on both sides
//! and compared by its counts and a SHA-256 of its rows.

use crate::{Pool, Store, StoreError};
use sha2::{Digest, Sha256};
use sqlx::Row;

/// A column's kind: every column of the schema is a whole number or text,
/// either possibly NULL, on both engines.
#[derive(Clone, Copy)]
pub(crate) enum Kind {
    Int,
    Text,
}
use Kind::{Int, Text};

/// A table as the copy reads and writes it: its columns and its primary key
/// (the first `key` columns).
pub(crate) struct Table {
    pub(crate) name: &'static str,
    pub(crate) columns: &'static [(&'static str, Kind)],
    key: usize,
}

/// Every table of the schema but the migrator's own, in the order their
/// references need. `every_table_is_copied` (tests/copy.rs) fails when a
/// migration adds one that is not here.
pub(crate) const TABLES: &[Table] = &[
    Table {
        name: "groups",
        columns: &[
            ("id", Int),
            ("write_hash", Text),
            ("read_hash", Text),
            ("name", Text),
            ("created_at", Int),
            ("read_sealed", Text),
            ("changes", Int),
            ("replaced_hash", Text),
            ("successor_sealed", Text),
            ("replaced_at", Int),
            ("read_replaced_at", Int),
        ],
        key: 1,
    },
    Table {
        name: "people",
        columns: &[
            ("id", Int),
            ("group_id", Int),
            ("name", Text),
            ("name_key", Text),
        ],
        key: 1,
    },
    Table {
        name: "plays",
        columns: &[
            ("id", Int),
            ("group_id", Int),
            ("play_id", Text),
            ("game", Text),
            ("played_at", Text),
            ("played_utc", Int),
            ("duration_min", Int),
            ("place", Text),
            ("note", Text),
            ("score", Text),
            ("setup", Text),
            ("result", Text),
            ("saved_at", Int),
            ("deleted_at", Int),
            ("start_seat", Int),
            ("unfinished", Int),
            ("rolls", Text),
            ("rounds", Text),
        ],
        key: 1,
    },
    Table {
        name: "play_seats",
        columns: &[
            ("play", Int),
            ("seat", Int),
            ("person", Int),
            ("total", Int),
            ("place", Int),
            ("winner", Int),
        ],
        key: 2,
    },
    Table {
        name: "merges",
        columns: &[
            ("id", Int),
            ("group_id", Int),
            ("name", Text),
            ("into_person", Int),
            ("into_name", Text),
            ("made_at", Int),
        ],
        key: 1,
    },
    Table {
        name: "merged_seats",
        columns: &[("merge_id", Int), ("play", Int), ("seat", Int)],
        key: 3,
    },
    Table {
        name: "group_stats",
        columns: &[("group_id", Int), ("changes", Int), ("stats", Text)],
        key: 1,
    },
    Table {
        name: "import_reports",
        columns: &[
            ("id", Int),
            ("group_id", Int),
            ("report", Text),
            ("made_at", Int),
        ],
        key: 1,
    },
    Table {
        name: "live_tables",
        columns: &[
            ("id", Int),
            ("code", Text),
            ("host_hash", Text),
            ("game", Text),
            ("input", Text),
            ("seq", Int),
            ("seats_locked", Int),
            ("joining_locked", Int),
            ("created_at", Int),
            ("touched_at", Int),
            ("saved_at", Int),
            ("dice", Text),
            ("setup", Text),
            ("rounds", Text),
        ],
        key: 1,
    },
    Table {
        name: "live_changes",
        columns: &[
            ("table_id", Int),
            ("seq", Int),
            ("client", Text),
            ("seat", Int),
            ("path", Text),
            ("value", Text),
        ],
        key: 2,
    },
    Table {
        name: "live_clients",
        columns: &[
            ("table_id", Int),
            ("client", Text),
            ("client_seq", Int),
            ("seq", Int),
        ],
        key: 2,
    },
    Table {
        name: "live_seats",
        columns: &[("table_id", Int), ("client", Text), ("seat", Int)],
        key: 2,
    },
    Table {
        name: "replaced_links",
        columns: &[
            ("id", Int),
            ("hash", Text),
            ("group_id", Int),
            ("replaced_at", Int),
        ],
        key: 1,
    },
    Table {
        name: "upgrades",
        columns: &[("name", Text), ("done_at", Int)],
        key: 1,
    },
];

/// Tables whose `id` the database numbers: on PostgreSQL its counter is set
/// past the copied ids, so the next group, play or person gets a new one.
const NUMBERED: &[&str] = &[
    "groups",
    "people",
    "plays",
    "merges",
    "import_reports",
    "live_tables",
    "replaced_links",
];

/// Rows copied in one batch (one transaction) at most.
const ROWS_PER_BATCH: usize = 500;

/// One cell of a row.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Cell {
    Int(Option<i64>),
    Text(Option<String>),
}

/// What a copy did: per table, the rows read and the rows the target lacked;
/// then the groups compared.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CopyReport {
    pub tables: Vec<(String, u64, u64)>,
    pub groups: u64,
    /// Groups whose counts or rows differ on the two sides: `(id, name)`.
    pub differing: Vec<(i64, String)>,
}

/// The tables' names, as the copy knows them (for the test that every table
/// of the schema is one).
pub fn copied_tables() -> Vec<&'static str> {
    TABLES.iter().map(|table| table.name).collect()
}

/// Why a copy was not made or did not finish.
#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    #[error(
        "the target holds {0} groups that are not the source's: copy into an empty database \
         (or one an earlier copy of this source filled)"
    )]
    TargetHoldsOthers(usize),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<sqlx::Error> for CopyError {
    fn from(error: sqlx::Error) -> CopyError {
        CopyError::Store(error.into())
    }
}

/// Copies every row of `from` that `to` lacks, then compares the groups.
/// `told` hears each table's progress (its name, rows read so far). Refused
/// when `to` holds a group that is not `from`'s (by id, making time and write
/// link): its rows would be mixed with the source's.
pub async fn copy_store(
    from: &Store,
    to: &Store,
    mut told: impl FnMut(&str, u64),
) -> Result<CopyReport, CopyError> {
    let ours: std::collections::HashMap<i64, (i64, String)> =
        groups_made(from).await?.into_iter().collect();
    let others = groups_made(to)
        .await?
        .into_iter()
        .filter(|(id, made)| ours.get(id) != Some(made))
        .count();
    if others > 0 {
        return Err(CopyError::TargetHoldsOthers(others));
    }
    let mut report = CopyReport::default();
    for table in TABLES {
        let (mut read, mut added) = (0u64, 0u64);
        let mut after: Option<Vec<Cell>> = None;
        loop {
            let rows = read_batch(from, table, None, after.as_deref()).await?;
            let Some(last) = rows.last() else {
                break;
            };
            after = Some(last[..table.key].to_vec());
            read += rows.len() as u64;
            added += write_batch(to, table, &rows).await?;
            told(table.name, read);
        }
        report.tables.push((table.name.to_owned(), read, added));
    }
    number_past_copied_ids(to).await?;
    // The planner told how large the tables now are: without it, PostgreSQL
    // planned the comparison's reads for empty tables (14 s a batch of seats).
    crate::on_engine!(to, |pool, _begin| {
        sqlx::query("ANALYZE").execute(pool).await?;
    });
    let groups = group_ids(from).await?;
    report.groups = groups.len() as u64;
    for (id, name) in groups {
        if group_digest(from, id).await? != group_digest(to, id).await? {
            report.differing.push((id, name));
        }
    }
    Ok(report)
}

fn column_list(table: &Table) -> String {
    table
        .columns
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The next rows of `table` after the key `after`, in key order; with
/// `within`, only the group's (a condition on `$1`, the group's id).
async fn read_batch(
    store: &Store,
    table: &Table,
    within: Option<(&str, i64)>,
    after: Option<&[Cell]>,
) -> Result<Vec<Vec<Cell>>, StoreError> {
    let key: Vec<&str> = table.columns[..table.key]
        .iter()
        .map(|(name, _)| *name)
        .collect();
    let mut conditions = Vec::new();
    let mut binds = Vec::new();
    if let Some((condition, group)) = within {
        conditions.push(condition.to_owned());
        binds.push(Cell::Int(Some(group)));
    }
    if let Some(after) = after {
        let first = binds.len() + 1;
        let marks: Vec<String> = (first..first + after.len())
            .map(|n| format!("${n}"))
            .collect();
        conditions.push(format!("({}) > ({})", key.join(", "), marks.join(", ")));
        binds.extend(after.iter().cloned());
    }
    let filter = if conditions.is_empty() {
        String::new()
    } else {
        format!("WHERE {}", conditions.join(" AND "))
    };
    let sql = format!(
        "SELECT {} FROM {} {filter} ORDER BY {} LIMIT {ROWS_PER_BATCH}",
        column_list(table),
        table.name,
        key.join(", ")
    );
    fetch(store, table, sql, &binds).await
}

/// The rows `sql` reads of `table`'s columns, `binds` bound in order.
async fn fetch(
    store: &Store,
    table: &Table,
    sql: String,
    binds: &[Cell],
) -> Result<Vec<Vec<Cell>>, StoreError> {
    let rows = crate::on_engine!(store, |pool, _begin| {
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
        for cell in binds {
            query = match cell {
                Cell::Int(value) => query.bind(*value),
                Cell::Text(value) => query.bind(value.clone()),
            };
        }
        let mut rows = Vec::new();
        for row in query.fetch_all(pool).await? {
            let mut cells = Vec::with_capacity(table.columns.len());
            for (at, (_, kind)) in table.columns.iter().enumerate() {
                cells.push(match kind {
                    Int => Cell::Int(row.try_get(at)?),
                    Text => Cell::Text(row.try_get(at)?),
                });
            }
            rows.push(cells);
        }
        rows
    });
    Ok(rows)
}

/// Inserts the rows the target lacks (by any of its keys); how many it added.
async fn write_batch(store: &Store, table: &Table, rows: &[Vec<Cell>]) -> Result<u64, StoreError> {
    let width = table.columns.len();
    let values: Vec<String> = (0..rows.len())
        .map(|row| {
            let marks: Vec<String> = (1..=width)
                .map(|column| format!("${}", row * width + column))
                .collect();
            format!("({})", marks.join(", "))
        })
        .collect();
    let sql = format!(
        "INSERT INTO {} ({}) VALUES {} ON CONFLICT DO NOTHING",
        table.name,
        column_list(table),
        values.join(", ")
    );
    let _turn = store.write_turn().await;
    let added = crate::on_engine!(store, |pool, begin| {
        let mut tx = pool.begin_with(begin).await?;
        let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
        for cell in rows.iter().flatten() {
            query = match cell {
                Cell::Int(value) => query.bind(*value),
                Cell::Text(value) => query.bind(value.clone()),
            };
        }
        let added = query.execute(&mut *tx).await?.rows_affected();
        tx.commit().await?;
        added
    });
    Ok(added)
}

/// On PostgreSQL, each numbered table's counter set past its largest id.
async fn number_past_copied_ids(store: &Store) -> Result<(), StoreError> {
    let Pool::Postgres(pool) = &store.pool else {
        return Ok(());
    };
    for table in NUMBERED {
        sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT setval(pg_get_serial_sequence('{table}', 'id'), \
             GREATEST((SELECT MAX(id) FROM {table}), 1))"
        )))
        .execute(pool)
        .await?;
    }
    Ok(())
}

/// Each group's id, when it was made and its write link's hash: who it is.
async fn groups_made(store: &Store) -> Result<Vec<(i64, (i64, String))>, StoreError> {
    let made = crate::on_engine!(store, |pool, _begin| {
        sqlx::query("SELECT id, created_at, write_hash FROM groups")
            .fetch_all(pool)
            .await?
            .iter()
            .map(|row| {
                Ok((
                    row.try_get("id")?,
                    (row.try_get("created_at")?, row.try_get("write_hash")?),
                ))
            })
            .collect::<Result<Vec<(i64, (i64, String))>, sqlx::Error>>()?
    });
    Ok(made)
}

async fn group_ids(store: &Store) -> Result<Vec<(i64, String)>, StoreError> {
    let ids = crate::on_engine!(store, |pool, _begin| {
        sqlx::query("SELECT id, name FROM groups ORDER BY id")
            .fetch_all(pool)
            .await?
            .iter()
            .map(|row| Ok((row.try_get("id")?, row.try_get("name")?)))
            .collect::<Result<Vec<(i64, String)>, sqlx::Error>>()?
    });
    Ok(ids)
}

/// A group as its rows: the group, its people, plays (deleted ones too), seats,
/// merges and merged seats, and its replaced links, each in key order, hashed
/// with their counts.
pub async fn group_digest(store: &Store, group: i64) -> Result<String, StoreError> {
    // Each part: a table, and how its rows belong to the group.
    let parts: [(&str, &str); 7] = [
        ("groups", "id = $1"),
        ("people", "group_id = $1"),
        ("plays", "group_id = $1"),
        // Walked in their own key's order, each row's play looked up.
        (
            "play_seats",
            "EXISTS (SELECT 1 FROM plays p WHERE p.id = play_seats.play \
             AND p.group_id = $1)",
        ),
        ("merges", "group_id = $1"),
        (
            "merged_seats",
            "EXISTS (SELECT 1 FROM merges m WHERE m.id = merged_seats.merge_id \
             AND m.group_id = $1)",
        ),
        ("replaced_links", "group_id = $1"),
    ];
    let mut digest = Sha256::new();
    for (name, within) in parts {
        let table = TABLES
            .iter()
            .find(|table| table.name == name)
            .expect("a copied table");
        let mut count = 0u64;
        let mut after: Option<Vec<Cell>> = None;
        loop {
            let rows = read_batch(store, table, Some((within, group)), after.as_deref()).await?;
            let Some(last) = rows.last() else {
                break;
            };
            after = Some(last[..table.key].to_vec());
            for row in &rows {
                count += 1;
                for cell in row {
                    match cell {
                        Cell::Int(Some(n)) => digest.update(format!("i{n};")),
                        Cell::Text(Some(text)) => digest.update(format!("t{}:{text};", text.len())),
                        Cell::Int(None) | Cell::Text(None) => digest.update("n;"),
                    }
                }
                digest.update("\n");
            }
        }
        digest.update(format!("{name}={count}\n"));
    }
    Ok(format!("{:x}", digest.finalize()))
}
