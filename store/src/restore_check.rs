//! What a restore accepts (issue 61.4): only a database Tableside made, whose
//! rows the API would have taken.
//!
//! The schema is compared, object by object, with the one this build's own
//! migrations make when run on an empty database: the migrations the file says
//! it applied, each with this build's text (its checksum), in its order. So a
//! trigger or a view of the file's own, a table dropped, altered or replaced by
//! a view, an index missing or added are all refused. Each row is then held to
//! the shape and size the API holds it to: a whole number where the schema
//! keeps one, readable JSON where it keeps JSON, and no text longer than the
//! longest the server ever writes there (a 10 MB note is refused).

use crate::copy::{Kind, TABLES};
use crate::{migration, SQLITE_MIGRATIONS};
use sqlx::migrate::Migrator;
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection, Row, SqliteConnection};
use std::collections::BTreeMap;

/// How long a value of a text column may be, in characters, and whether it
/// holds JSON. Every text column of the schema has one (`every_text_column_is_bounded`).
pub(crate) struct Bound {
    pub table: &'static str,
    pub column: &'static str,
    pub max_chars: usize,
    pub json: bool,
}

const fn text(table: &'static str, column: &'static str, max_chars: usize) -> Bound {
    Bound {
        table,
        column,
        max_chars,
        json: false,
    }
}

const fn json(table: &'static str, column: &'static str, max_chars: usize) -> Bound {
    Bound {
        table,
        column,
        max_chars,
        json: true,
    }
}

/// A link's hash, a sealed link, an id the server or a phone made: short.
const KEY: usize = 256;
/// A name as the people page takes it, folded for matching (a folded
/// character may be several).
const NAME: usize = 4 * games::score::MAX_NAME;
/// A play's score, result or rolls: a request's whole body at most.
const PLAY_JSON: usize = 64 * 1024;
/// A live table's dice and each change's value: the dice of a game that keeps
/// the most rolls, written as the server writes them.
const DICE_JSON: usize = 64 * 1024;

/// Tables of what is counted again from the plays: a restore keeps none of
/// their rows ([`forget_counts`]), so their rows are not read.
const COUNTED_AGAIN: &[&str] = &["group_stats"];

pub(crate) const BOUNDS: &[Bound] = &[
    text("groups", "write_hash", KEY),
    text("groups", "read_hash", KEY),
    text("groups", "name", crate::MAX_GROUP_NAME),
    text("groups", "read_sealed", KEY),
    text("groups", "replaced_hash", KEY),
    text("groups", "successor_sealed", KEY),
    text("people", "name", games::score::MAX_NAME),
    text("people", "name_key", NAME),
    text("plays", "play_id", KEY),
    text("plays", "game", KEY),
    text("plays", "played_at", KEY),
    text("plays", "place", crate::MAX_PLACE),
    text("plays", "note", crate::MAX_NOTE),
    json("plays", "score", PLAY_JSON),
    json("plays", "setup", crate::MAX_SETUP_BYTES),
    json("plays", "result", PLAY_JSON),
    // The sums as rolled, spaced ("6 8 7").
    text("plays", "rolls", PLAY_JSON),
    json("plays", "rounds", PLAY_JSON),
    text("merges", "name", NAME),
    text("merges", "into_name", NAME),
    json("import_reports", "report", crate::MAX_REPORT_BYTES),
    text("live_tables", "code", KEY),
    text("live_tables", "host_hash", KEY),
    text("live_tables", "game", KEY),
    json("live_tables", "input", crate::live_table::MAX_INPUT_BYTES),
    text("live_tables", "dice", DICE_JSON),
    text("live_tables", "setup", crate::MAX_SETUP_BYTES),
    // The call, as one text of its two parts (a line between them).
    text("live_tables", "rounds", games::rounds::MAX_KEPT_CALL + 1),
    text("live_changes", "client", crate::live_table::MAX_CLIENT_ID),
    text("live_changes", "path", KEY),
    json("live_changes", "value", DICE_JSON),
    text("live_clients", "client", crate::live_table::MAX_CLIENT_ID),
    text("live_seats", "client", crate::live_table::MAX_CLIENT_ID),
    text("replaced_links", "hash", KEY),
    text("upgrades", "name", KEY),
];

/// Whether the database open in `db` is one Tableside made, with rows within
/// bounds; if not, every reason found, in one sentence.
pub(crate) async fn made_by_tableside(db: &mut SqliteConnection) -> Result<(), String> {
    let reference = reference_schema(db).await?;
    let found = schema_of(db)
        .await
        .map_err(|error| format!("its schema cannot be read ({error})"))?;
    let mut problems = schema_differences(&reference, &found);
    if problems.is_empty() {
        problems = rows_out_of_bounds(db)
            .await
            .map_err(|error| format!("its rows cannot be read ({error})"))?;
    }
    match problems.is_empty() {
        true => Ok(()),
        false => Err(problems.join("; ")),
    }
}

/// An object of a schema: its kind (`table`, `index`, `view`, `trigger`), its
/// table, and its SQL as written, read the same whatever the quoting or spacing.
#[derive(Debug, PartialEq, Eq)]
struct Object {
    kind: String,
    table: String,
    sql: String,
}

type Schema = BTreeMap<String, Object>;

/// Every object SQLite was asked to make (its own, named `sqlite_…`, aside).
async fn schema_of(db: &mut SqliteConnection) -> Result<Schema, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT type, name, tbl_name, sql FROM sqlite_master \
         WHERE substr(name, 1, 7) <> 'sqlite_'",
    )
    .fetch_all(&mut *db)
    .await?;
    rows.iter()
        .map(|row| {
            let sql: Option<String> = row.try_get("sql")?;
            Ok((
                row.try_get("name")?,
                Object {
                    kind: row.try_get("type")?,
                    table: row.try_get("tbl_name")?,
                    sql: normalized(sql.as_deref().unwrap_or("")),
                },
            ))
        })
        .collect()
}

/// SQL read as SQLite reads it: case, quotes and spacing aside (a renamed
/// table's text is quoted by SQLite, and its quoting may change by version).
fn normalized(sql: &str) -> String {
    sql.chars()
        .filter(|c| !matches!(c, '"' | '`' | '[' | ']'))
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// The schema this build's migrations make, the ones the file applied, in its
/// order; refused when the file names a migration this build never had, or one
/// with other text.
async fn reference_schema(db: &mut SqliteConnection) -> Result<Schema, String> {
    let applied = sqlx::query(
        "SELECT version, description, checksum, success FROM _sqlx_migrations ORDER BY version",
    )
    .fetch_all(&mut *db)
    .await
    .map_err(|_| "it has no Tableside schema".to_owned())?;
    let mut migrations = Vec::new();
    for row in &applied {
        let read = |error: sqlx::Error| format!("its list of migrations cannot be read ({error})");
        let version: i64 = row.try_get("version").map_err(read)?;
        let description: String = row.try_get("description").map_err(read)?;
        let checksum: Vec<u8> = row.try_get("checksum").map_err(read)?;
        let success: bool = row.try_get("success").map_err(read)?;
        let ours = SQLITE_MIGRATIONS
            .iter()
            .find(|(name, _)| *name == description)
            .map(|&(name, sql)| migration(version, name, sql));
        match ours {
            Some(ours) if success && *ours.checksum == *checksum => migrations.push(ours),
            Some(_) if !success => {
                return Err(format!("its migration {version} ({description}) failed"))
            }
            _ => {
                return Err(format!(
                    "its migration {version} ({description}) is not one Tableside made"
                ))
            }
        }
    }
    let mut empty = SqliteConnectOptions::new()
        .in_memory(true)
        .connect()
        .await
        .map_err(|error| error.to_string())?;
    let made = Migrator::with_migrations(migrations)
        .run(&mut empty)
        .await
        .map_err(|error| format!("its migrations cannot be run again ({error})"));
    let schema = match made {
        Ok(()) => schema_of(&mut empty)
            .await
            .map_err(|error| error.to_string()),
        Err(error) => Err(error),
    };
    let _ = empty.close().await;
    schema
}

/// What the file has that Tableside's schema has not, and what it lacks.
fn schema_differences(reference: &Schema, found: &Schema) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, object) in found {
        match reference.get(name) {
            None => problems.push(format!(
                "it has a {} {name} that Tableside does not make",
                object.kind
            )),
            Some(ours) if ours.kind != object.kind => problems.push(format!(
                "its {name} is a {} where Tableside makes a {}",
                object.kind, ours.kind
            )),
            Some(ours) if ours != object => problems.push(format!(
                "its {} {name} is not the one Tableside makes",
                object.kind
            )),
            Some(_) => {}
        }
    }
    for (name, ours) in reference {
        if !found.contains_key(name) {
            problems.push(format!("it has no {} {name}", ours.kind));
        }
    }
    problems
}

/// Rows whose values the API would not have taken: of the wrong kind, not
/// JSON where JSON is kept, or too long. One pass over each table.
async fn rows_out_of_bounds(db: &mut SqliteConnection) -> Result<Vec<String>, sqlx::Error> {
    let mut problems = Vec::new();
    for table in TABLES
        .iter()
        .filter(|table| !COUNTED_AGAIN.contains(&table.name))
    {
        let mut checks = Vec::new();
        for &(column, kind) in table.columns {
            match kind {
                Kind::Int => checks.push((
                    format!("typeof({column}) NOT IN ('integer', 'null')"),
                    format!(
                        "{}.{column} holds a value that is not a whole number",
                        table.name
                    ),
                )),
                Kind::Text => {
                    let Some(bound) = bound_of(table.name, column) else {
                        continue;
                    };
                    checks.push((
                        format!("typeof({column}) NOT IN ('text', 'null')"),
                        format!("{}.{column} holds a value that is not text", table.name),
                    ));
                    checks.push((
                        format!("length({column}) > {}", bound.max_chars),
                        format!(
                            "{}.{column} holds a value longer than {} characters",
                            table.name, bound.max_chars
                        ),
                    ));
                    if bound.json {
                        checks.push((
                            format!("{column} IS NOT NULL AND NOT json_valid({column})"),
                            format!("{}.{column} holds a value that is not JSON", table.name),
                        ));
                    }
                }
            }
        }
        if checks.is_empty() {
            continue;
        }
        // The number of rows each check refuses, in one read of the table.
        let counts = checks
            .iter()
            .map(|(condition, _)| {
                format!("COALESCE(SUM(CASE WHEN {condition} THEN 1 ELSE 0 END), 0)")
            })
            .collect::<Vec<_>>()
            .join(", ");
        let row = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {counts} FROM {}",
            table.name
        )))
        .fetch_one(&mut *db)
        .await?;
        for (at, (_, said)) in checks.iter().enumerate() {
            let rows: i64 = row.try_get(at)?;
            if rows > 0 {
                problems.push(format!("{said} (in {rows} rows)"));
            }
        }
    }
    Ok(problems)
}

fn bound_of(table: &str, column: &str) -> Option<&'static Bound> {
    BOUNDS
        .iter()
        .find(|bound| bound.table == table && bound.column == column)
}

/// What the restored copy keeps of what is counted again from its plays:
/// nothing (a group's statistics are counted at their next look).
pub(crate) async fn forget_counts(db: &mut SqliteConnection) -> Result<(), sqlx::Error> {
    for table in COUNTED_AGAIN {
        sqlx::query(sqlx::AssertSqlSafe(format!("DELETE FROM {table}")))
            .execute(&mut *db)
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_column_is_bounded() {
        for table in TABLES
            .iter()
            .filter(|table| !COUNTED_AGAIN.contains(&table.name))
        {
            for &(column, kind) in table.columns {
                if matches!(kind, Kind::Text) {
                    assert!(
                        bound_of(table.name, column).is_some(),
                        "{}.{column} has no bound",
                        table.name
                    );
                }
            }
        }
        for bound in BOUNDS {
            assert!(
                TABLES.iter().any(|table| table.name == bound.table
                    && table.columns.iter().any(|(name, _)| *name == bound.column)),
                "{}.{} is not a column",
                bound.table,
                bound.column
            );
        }
    }

    #[test]
    fn sql_is_read_whatever_its_quoting_and_spacing() {
        assert_eq!(
            normalized("CREATE TABLE \"plays\" (\n  id   INTEGER)"),
            normalized("create table plays ( id INTEGER)")
        );
        assert_ne!(
            normalized("CREATE TABLE a (x)"),
            normalized("CREATE TABLE a (x, y)")
        );
    }
}
