//! Tableside's memory: groups, their people and their plays, in an embedded
//! SQLite file by default or in PostgreSQL (`DATABASE_URL`) when several servers
//! share one database. One [`Store`] serves the pages, the API and (next) the
//! live tables; the same queries run on both engines.
//!
//! The rules stay in `games`: a play is stored with its score input, and what it
//! scored is computed here by `games` when it is saved, never taken from a client.

mod backup;
#[cfg(feature = "bench")]
mod bench;
mod bulk;
mod chance;
mod copy;
mod figures;
mod groups;
mod live;
mod live_call;
mod live_seats;
mod live_table;
mod live_watch;
mod model;
mod people;
mod plays;
mod reports;
mod restore_check;
mod setup_record;
mod setup_tidy;
mod stats;
mod tally;
mod tally_rows;
mod text;
mod token;
mod unfinished_mark;
mod upgrade_once;
mod when;
mod writer;

pub use backup::{
    back_up, check_file, known_schema, remove_stopped_backups, restore, BackupError, BackupFacts,
    DATABASE_FILE, LOCK_FILE,
};
pub use chance::{RateEstimate, Verdict, EXACT_UP_TO, SIGNIFICANCE};
pub use copy::{copied_tables, copy_store, group_digest, CopyError, CopyReport};
pub use figures::{
    CharacterStats, DiceStats, GameStats, GroupStats, HeadToHead, PersonGame, PersonRecord,
    PersonStats, SeatRecord, SeatSplit, Seating, SplitBy, StartRecord, Streaks, TableRate,
    TableSize,
};
pub use groups::{Access, Link, NewGroup, MAX_GROUP_NAME};
pub use live_table::{
    CatchUp, LiveTable, NewTable, NumberedChange, TableCode, TableEdit, Taken, MAX_CATCH_UP_CHARS,
};
pub use model::{
    check_play, edition_of, Here, NewPlay, Outcome, PlayCursor, PlayFilter, PlayId, PlayInput,
    PlayPage, PlaySummary, SavedPlay, SeatSummary, StoredPlay, MAX_DURATION_MIN, MAX_NOTE,
    MAX_PAGE, MAX_PLACE, RECORDED,
};
pub use people::{Merge, PeoplePage, Person, Unmerged, MERGES_SHOWN};
pub use reports::{MAX_REPORT_BYTES, REPORTS_KEPT};
pub use setup_record::{
    check_start_seat, checked_setup, kept_part_of, recorded_kind, recorded_setup, setup_record,
    MAX_SETUP_BYTES, START_SEAT,
};
pub use text::{fit_text, Lines};
pub use token::Token;
pub use when::PlayedAt;

use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteSynchronous,
};
use sqlx::SqlSafeStr;
use std::path::PathBuf;
use std::time::Duration;

/// Where the store lives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    /// `tableside.db` in this directory (made if missing).
    DataDir(PathBuf),
    /// A `postgres://` URL.
    Postgres(String),
    /// A private SQLite database in memory, gone when the store is dropped (tests).
    Memory,
}

/// Which engine a store runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    Sqlite,
    Postgres,
}

/// What can go wrong, in the words a client is told.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Input the rules refuse (422 with its field).
    #[error(transparent)]
    Rules(#[from] games::InputError),
    /// A play's rounds the rules refuse (422 at `rounds[i]…`, or at the
    /// score's field they contradict), as data so a page can word it in its
    /// language.
    #[error("{0}")]
    Rounds(games::rounds::RoundRefusal),
    /// A value that cannot be kept as it is (422): its field and why.
    #[error("{field} {reason}")]
    Invalid { field: String, reason: String },
    /// The database cannot be reached or failed (503: try again later).
    #[error("the database is unavailable: {0}")]
    Unavailable(#[from] sqlx::Error),
    #[error("the database could not be prepared: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The link was replaced by a newer one (404, as for any link that opens
    /// nothing).
    #[error("there is no such group (check the link)")]
    LinkReplaced,
    /// A read-only link asked to change something (403).
    #[error("this link can only show the group's plays")]
    ReadOnly,
    /// A person's new name is already another person's (422): merge them instead.
    #[error("is already {0}'s: merge the two people instead")]
    NameTaken(String),
    /// Two people who sat at one table cannot be merged (422).
    #[error("played in the same game ({0} plays): two players of one game cannot be one person")]
    PlayedTogether(i64),
    /// No one of that name plays in the group (404).
    #[error("the group has no one of that name")]
    NoSuchPerson,
    #[error("the operating system gave no random bytes for a new link")]
    NoRandomness,
    /// A live table's host has locked what was asked (403).
    #[error("{0}")]
    Locked(String),
    /// A new seat, or a new phone taking a seat, at a live table whose host
    /// has locked joining (403).
    #[error("{0}")]
    JoiningLocked(String),
    /// A move on a live table's dice that came after the dice changed, or a
    /// roll on a table already saved (409): its field and why.
    #[error("{field} {reason}")]
    TooLate { field: String, reason: String },
    /// A live table's host control without the host's key (403).
    #[error("only the table's host can do that")]
    NotHost,
    /// The database was upgraded by a newer Tableside: this one does not
    /// start on it rather than guess (docs/deploy.md, "Upgrading").
    /// A save that would take a group past the plays it may keep (422).
    #[error(
        "the group already keeps {max} games, the most this server keeps for one group: \
         delete games it no longer needs, or ask the host to raise the limit"
    )]
    GroupFull { max: i64 },
    #[error(
        "the database is at schema {found}, made by a newer Tableside; this one knows up to \
         schema {known}. Run the newer version again, or go back by restoring the backup \
         taken before the upgrade (docs/deploy.md, Upgrading)"
    )]
    NewerSchema { found: i64, known: i64 },
}

impl StoreError {
    pub(crate) fn invalid(field: impl Into<String>, reason: impl Into<String>) -> StoreError {
        StoreError::Invalid {
            field: field.into(),
            reason: reason.into(),
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// The one interface to Tableside's database.
#[derive(Debug, Clone)]
pub struct Store {
    pub(crate) pool: Pool,
    /// SQLite's one writer at a time, queued in this process (see `write_turn`).
    writer: std::sync::Arc<tokio::sync::Mutex<()>>,
    /// Saves, queued to be written several to a transaction (`writer.rs`).
    saves: std::sync::Arc<writer::SaveQueue>,
    /// Groups whose statistics are to be computed again (`refresh_stats_soon`).
    pub(crate) refreshing: std::sync::Arc<std::sync::Mutex<std::collections::HashSet<i64>>>,
    /// How long a live table lasts without a change (`live.rs`).
    pub(crate) live_idle: std::time::Duration,
    /// Word of live tables' changes to this process's watchers (`live_watch.rs`).
    pub(crate) live_hub: std::sync::Arc<live_watch::Hub>,
    /// Turns for the reads whose cost grows with a group (an export, statistics
    /// tallied afresh): [`heavy_reads`] at a time, the rest wait.
    heavy: std::sync::Arc<tokio::sync::Semaphore>,
    /// The most plays a group keeps, deleted ones aside ([`Store::with_max_group_plays`]).
    pub(crate) max_group_plays: i64,
    /// A data directory's lock, shared while the store is open: a restore
    /// (`backup.rs`) never writes under it.
    _data_dir_lock: Option<std::sync::Arc<std::fs::File>>,
}

/// The plays one group keeps unless the host says otherwise (issue 61.3): ten
/// times a decade of a keen group's games (a BG Stats backup of ten years holds
/// about 10,000), and about 700 MB of database at most.
pub const DEFAULT_MAX_GROUP_PLAYS: i64 = 100_000;

/// Reads whose cost grows with the group that run at once in one process: one
/// per two cores (at least one), so a huge group's exports or statistics
/// leave the other half of the machine to other groups' pages (measured in
/// docs/performance.md: with two at once on two cores, another group's page
/// took 3.6 times as long at its 99th percentile).
pub fn heavy_reads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    (cores / 2).max(1)
}

/// A turn to read a whole group (see [`Store::heavy_read_turn`]); the next
/// reader goes when it is dropped.
#[derive(Debug)]
pub struct HeavyTurn(#[allow(dead_code)] tokio::sync::OwnedSemaphorePermit);

/// Runs `$body` with `$pool` bound to the engine's own pool (and `$begin` to its
/// way of starting a write transaction): the SQL is shared, each engine's types
/// are checked on their own.
macro_rules! on_engine {
    ($store:expr, |$pool:ident, $begin:ident| $body:expr) => {
        match &$store.pool {
            $crate::Pool::Sqlite($pool) => {
                // A write transaction takes SQLite's write lock at once, so two
                // writers queue on the busy timeout instead of one failing.
                let $begin = "BEGIN IMMEDIATE";
                $body
            }
            $crate::Pool::Postgres($pool) => {
                let $begin = "BEGIN";
                $body
            }
        }
    };
}
pub(crate) use on_engine;

impl Store {
    fn with(pool: Pool) -> Store {
        Store {
            pool,
            writer: Default::default(),
            saves: Default::default(),
            refreshing: Default::default(),
            live_idle: live_table::DEFAULT_IDLE,
            live_hub: Default::default(),
            heavy: std::sync::Arc::new(tokio::sync::Semaphore::new(heavy_reads())),
            max_group_plays: DEFAULT_MAX_GROUP_PLAYS,
            _data_dir_lock: None,
        }
    }

    /// A group keeps at most `max` plays (deleted ones aside); a save or an
    /// import past it is refused whole ([`StoreError::GroupFull`]).
    pub fn with_max_group_plays(mut self, max: i64) -> Store {
        self.max_group_plays = max;
        self
    }

    /// Waits for a turn to read a whole group, held for as long as the reading
    /// lasts (an export holds one for each batch it reads, never while the
    /// batch goes out to its client).
    pub async fn heavy_read_turn(&self) -> HeavyTurn {
        let permit = self.heavy.clone().acquire_owned().await;
        HeavyTurn(permit.expect("the heavy reads' semaphore is never closed"))
    }

    /// Waits for this process's turn to write. SQLite lets one writer in at a
    /// time and makes the others wait in its busy handler, which sleeps in steps
    /// of up to 100 ms: queued here, the next writer starts as soon as the last
    /// one commits (the save's tail latency in `make bench`). PostgreSQL writes
    /// side by side: no turn to wait for.
    pub(crate) async fn write_turn(&self) -> Option<tokio::sync::MutexGuard<'_, ()>> {
        match self.pool {
            Pool::Sqlite(_) => Some(self.writer.lock().await),
            Pool::Postgres(_) => None,
        }
    }

    /// Opens (creating if needed) the store and brings its schema up to date.
    pub async fn open(location: &Location) -> Result<Store, StoreError> {
        let store = match location {
            Location::DataDir(dir) => {
                std::fs::create_dir_all(dir).map_err(|error| {
                    StoreError::Unavailable(sqlx::Error::Io(std::io::Error::new(
                        error.kind(),
                        format!("cannot make the data directory {}: {error}", dir.display()),
                    )))
                })?;
                let options = SqliteConnectOptions::new()
                    .filename(dir.join("tableside.db"))
                    .create_if_missing(true)
                    .journal_mode(SqliteJournalMode::Wal)
                    // With WAL, NORMAL loses nothing on a crash of the process (only
                    // a power cut can cost the last commits).
                    .synchronous(SqliteSynchronous::Normal)
                    .foreign_keys(true)
                    .busy_timeout(Duration::from_secs(5))
                    // Checkpoints run beside the writes (`checkpoint_often`),
                    // not inside the commit that fills the log: that commit
                    // took 12 ms instead of 4 (the save's p99 in `make bench`).
                    .pragma("wal_autocheckpoint", "0")
                    // Once a checkpoint has copied the whole log, its file is
                    // cut back to this size: a large import leaves no log of
                    // hundreds of MB behind it.
                    .pragma("journal_size_limit", WAL_KEPT_BYTES.to_string());
                let pool = SqlitePoolOptions::new()
                    .max_connections(8)
                    .acquire_timeout(Duration::from_secs(5))
                    .connect_with(options)
                    .await?;
                tokio::spawn(checkpoint_often(pool.clone()));
                Store {
                    _data_dir_lock: Some(std::sync::Arc::new(backup::lock_shared(dir)?)),
                    ..Store::with(Pool::Sqlite(pool))
                }
            }
            Location::Memory => {
                // One connection, never closed: each in-memory connection is a
                // database of its own.
                let options = SqliteConnectOptions::new()
                    .in_memory(true)
                    .foreign_keys(true);
                let pool = SqlitePoolOptions::new()
                    .max_connections(1)
                    .min_connections(1)
                    .idle_timeout(None)
                    .max_lifetime(None)
                    .connect_with(options)
                    .await?;
                Store::with(Pool::Sqlite(pool))
            }
            Location::Postgres(url) => {
                let pool = PgPoolOptions::new()
                    .max_connections(16)
                    .acquire_timeout(Duration::from_secs(5))
                    .connect(url)
                    .await?;
                Store::with(Pool::Postgres(pool))
            }
        };
        store.migrate().await?;
        store.tidy_setup_records().await?;
        store.mark_unfinished_plays().await?;
        Ok(store)
    }

    pub fn engine(&self) -> Engine {
        match self.pool {
            Pool::Sqlite(_) => Engine::Sqlite,
            Pool::Postgres(_) => Engine::Postgres,
        }
    }

    /// Closes the store's connections: every later request is `Unavailable`, as
    /// when the database is down (shutdown, and tests of an outage).
    pub async fn close(&self) {
        match &self.pool {
            Pool::Sqlite(pool) => pool.close().await,
            Pool::Postgres(pool) => pool.close().await,
        }
    }

    /// Whether the database answers (for a readiness check).
    pub async fn ping(&self) -> Result<(), StoreError> {
        on_engine!(self, |pool, _begin| {
            sqlx::query("SELECT 1").execute(pool).await?;
        });
        Ok(())
    }

    /// The migrations are embedded in the binary; several servers starting at
    /// once are serialised by the migrator's lock.
    async fn migrate(&self) -> Result<(), StoreError> {
        let migrator = |files: &[(&'static str, &'static str)]| {
            Migrator::with_migrations(
                files
                    .iter()
                    .enumerate()
                    .map(|(i, (name, sql))| migration(i as i64 + 1, name, sql))
                    .collect(),
            )
        };
        let known = self.known_schema();
        if let Some(found) = self.schema_version().await?.filter(|&found| found > known) {
            return Err(StoreError::NewerSchema { found, known });
        }
        match &self.pool {
            Pool::Sqlite(pool) => {
                renumber_sqlite_migrations(pool).await?;
                migrator(SQLITE_MIGRATIONS).run(pool).await?
            }
            Pool::Postgres(pool) => migrator(POSTGRES_MIGRATIONS).run(pool).await?,
        }
        Ok(())
    }

    /// The newest schema this build knows on this store's engine.
    pub fn known_schema(&self) -> i64 {
        match self.pool {
            Pool::Sqlite(_) => SQLITE_MIGRATIONS.len() as i64,
            Pool::Postgres(_) => POSTGRES_MIGRATIONS.len() as i64,
        }
    }

    /// The database's schema: the last migration applied (`None` before the
    /// first).
    pub async fn schema_version(&self) -> Result<Option<i64>, StoreError> {
        let version = on_engine!(self, |pool, _begin| {
            // No table yet: a new database.
            match sqlx::query_scalar::<_, Option<i64>>(
                "SELECT MAX(version) FROM _sqlx_migrations WHERE success",
            )
            .fetch_one(pool)
            .await
            {
                Ok(version) => version,
                Err(sqlx::Error::Database(_)) => None,
                Err(error) => return Err(error.into()),
            }
        });
        Ok(version)
    }
}

/// A migration as the migrator runs it (its checksum is its text's).
pub(crate) fn migration(version: i64, name: &'static str, sql: &'static str) -> Migration {
    Migration::new(
        version,
        name.into(),
        MigrationType::Simple,
        sql.into_sql_str(),
        false,
    )
}

/// Both engines number their migrations alike since SQLite took PostgreSQL's 6
/// and 7 (no-ops here); before that, SQLite's live tables and link successor
/// were its 6 and 7. A database that applied them under those numbers has them
/// renumbered 8 and 9 (their text, and so their checksums, unchanged), and the
/// migrator then applies the two no-ops. Nothing to do on any other database.
async fn renumber_sqlite_migrations(pool: &SqlitePool) -> Result<(), StoreError> {
    let kept = sqlx::query_scalar::<_, i64>(
        "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
    )
    .fetch_one(pool)
    .await?;
    if kept > 0 {
        sqlx::query(
            "UPDATE _sqlx_migrations SET version = version + 2 \
             WHERE (version = 6 AND description = 'live tables') \
                OR (version = 7 AND description = 'link successor')",
        )
        .execute(pool)
        .await?;
    }
    Ok(())
}

/// What SQLite's write-ahead log file is cut back to after a full checkpoint.
const WAL_KEPT_BYTES: u64 = 64 * 1024 * 1024;

/// Copies SQLite's write-ahead log into the database every second, on a
/// connection of its own, for as long as the pool is open. A passive checkpoint
/// waits for no one and no one waits for it; the log starts again from the
/// beginning once everything in it is copied.
///
/// The log restarts only when a write comes after a full checkpoint; a log
/// grown large by an import (230 MB for 50,000 plays, `make bench`) and
/// followed only by reads would keep its size. So once the log holds more than
/// [`WAL_KEPT_BYTES`] and all of it is copied, the file is cut to nothing
/// (TRUNCATE), waiting at most [`TRUNCATE_WAIT_MS`] for readers: a write
/// waits that long at worst, and a busy moment is tried again a second later.
async fn checkpoint_often(pool: SqlitePool) {
    const EVERY: Duration = Duration::from_secs(1);
    while !pool.is_closed() {
        tokio::time::sleep(EVERY).await;
        // A failure is tried again a second later (and `close` ends the loop).
        let Ok((busy, frames, copied)) =
            sqlx::query_as::<_, (i64, i64, i64)>("PRAGMA wal_checkpoint(PASSIVE)")
                .fetch_one(&pool)
                .await
        else {
            continue;
        };
        let large = frames.saturating_mul(WAL_FRAME_BYTES) > WAL_KEPT_BYTES as i64;
        if busy == 0 && large && copied == frames {
            let _ = truncate_log(&pool).await;
        }
    }
}

/// A log frame: a page (4 KiB, SQLite's default) and its header.
const WAL_FRAME_BYTES: i64 = 4096 + 24;
/// How long cutting the log back waits for readers before trying again later.
const TRUNCATE_WAIT_MS: u32 = 100;

async fn truncate_log(pool: &SqlitePool) -> Result<(), sqlx::Error> {
    let mut connection = pool.acquire().await?;
    sqlx::query(sqlx::AssertSqlSafe(format!(
        "PRAGMA busy_timeout = {TRUNCATE_WAIT_MS}"
    )))
    .execute(&mut *connection)
    .await?;
    let truncated = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
        .execute(&mut *connection)
        .await;
    // The pool's own wait again, whatever the checkpoint did.
    sqlx::query("PRAGMA busy_timeout = 5000")
        .execute(&mut *connection)
        .await?;
    truncated.map(|_| ())
}

const SQLITE_MIGRATIONS: &[(&str, &str)] = &[
    (
        "groups and plays",
        include_str!("../migrations/sqlite/0001_groups_and_plays.sql"),
    ),
    (
        "read link sealed",
        include_str!("../migrations/sqlite/0002_read_link_sealed.sql"),
    ),
    (
        "start seat",
        include_str!("../migrations/sqlite/0003_start_seat.sql"),
    ),
    (
        "statistics kept",
        include_str!("../migrations/sqlite/0004_stats_kept.sql"),
    ),
    (
        "statistics tallied",
        include_str!("../migrations/sqlite/0005_stats_tallied.sql"),
    ),
    (
        "seats kept by the store",
        include_str!("../migrations/sqlite/0006_seats_kept_by_the_store.sql"),
    ),
    (
        "tallies compressed with lz4",
        include_str!("../migrations/sqlite/0007_tallies_compressed_with_lz4.sql"),
    ),
    (
        "live tables",
        include_str!("../migrations/sqlite/0008_live_tables.sql"),
    ),
    (
        "link successor",
        include_str!("../migrations/sqlite/0009_link_successor.sql"),
    ),
    (
        "merges kept",
        include_str!("../migrations/sqlite/0010_merges_kept.sql"),
    ),
    (
        "table saved",
        include_str!("../migrations/sqlite/0011_table_saved.sql"),
    ),
    (
        "upgrades done",
        include_str!("../migrations/sqlite/0012_upgrades_done.sql"),
    ),
    (
        "import reports",
        include_str!("../migrations/sqlite/0013_import_reports.sql"),
    ),
    (
        "unfinished plays",
        include_str!("../migrations/sqlite/0014_unfinished_plays.sql"),
    ),
    (
        "replaced links",
        include_str!("../migrations/sqlite/0015_replaced_links.sql"),
    ),
    (
        "dice rolls",
        include_str!("../migrations/sqlite/0016_dice_rolls.sql"),
    ),
    (
        "live dice",
        include_str!("../migrations/sqlite/0017_live_dice.sql"),
    ),
    (
        "live setup",
        include_str!("../migrations/sqlite/0018_live_setup.sql"),
    ),
    (
        "play rounds",
        include_str!("../migrations/sqlite/0019_play_rounds.sql"),
    ),
    (
        "live rounds",
        include_str!("../migrations/sqlite/0020_live_rounds.sql"),
    ),
];
const POSTGRES_MIGRATIONS: &[(&str, &str)] = &[
    (
        "groups and plays",
        include_str!("../migrations/postgres/0001_groups_and_plays.sql"),
    ),
    (
        "read link sealed",
        include_str!("../migrations/postgres/0002_read_link_sealed.sql"),
    ),
    (
        "start seat",
        include_str!("../migrations/postgres/0003_start_seat.sql"),
    ),
    (
        "statistics kept",
        include_str!("../migrations/postgres/0004_stats_kept.sql"),
    ),
    (
        "statistics tallied",
        include_str!("../migrations/postgres/0005_stats_tallied.sql"),
    ),
    (
        "seats kept by the store",
        include_str!("../migrations/postgres/0006_seats_kept_by_the_store.sql"),
    ),
    (
        "tallies compressed with lz4",
        include_str!("../migrations/postgres/0007_tallies_compressed_with_lz4.sql"),
    ),
    (
        "live tables",
        include_str!("../migrations/postgres/0008_live_tables.sql"),
    ),
    (
        "link successor",
        include_str!("../migrations/postgres/0009_link_successor.sql"),
    ),
    (
        "merges kept",
        include_str!("../migrations/postgres/0010_merges_kept.sql"),
    ),
    (
        "table saved",
        include_str!("../migrations/postgres/0011_table_saved.sql"),
    ),
    (
        "upgrades done",
        include_str!("../migrations/postgres/0012_upgrades_done.sql"),
    ),
    (
        "import reports",
        include_str!("../migrations/postgres/0013_import_reports.sql"),
    ),
    (
        "unfinished plays",
        include_str!("../migrations/postgres/0014_unfinished_plays.sql"),
    ),
    (
        "replaced links",
        include_str!("../migrations/postgres/0015_replaced_links.sql"),
    ),
    (
        "dice rolls",
        include_str!("../migrations/postgres/0016_dice_rolls.sql"),
    ),
    (
        "live dice",
        include_str!("../migrations/postgres/0017_live_dice.sql"),
    ),
    (
        "live setup",
        include_str!("../migrations/postgres/0018_live_setup.sql"),
    ),
    (
        "play rounds",
        include_str!("../migrations/postgres/0019_play_rounds.sql"),
    ),
    (
        "live rounds",
        include_str!("../migrations/postgres/0020_live_rounds.sql"),
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// A migration has the same number and name on both engines (a no-op where
    /// an engine has nothing to change), so one number means one step.
    #[test]
    fn both_engines_number_their_migrations_alike() {
        let names = |listed: &'static [(&'static str, &'static str)]| -> Vec<&'static str> {
            listed.iter().map(|(name, _)| *name).collect()
        };
        assert_eq!(names(SQLITE_MIGRATIONS), names(POSTGRES_MIGRATIONS));
    }

    /// A migration file left out of its engine's list would never run.
    #[test]
    fn every_migration_file_is_listed_in_order() {
        for (engine, listed) in [
            ("sqlite", SQLITE_MIGRATIONS),
            ("postgres", POSTGRES_MIGRATIONS),
        ] {
            let dir = std::path::Path::new(
                &std::env::var("CARGO_MANIFEST_DIR").expect("cargo test sets CARGO_MANIFEST_DIR"),
            )
            .join("migrations")
            .join(engine);
            let mut names: Vec<_> = std::fs::read_dir(&dir)
                .unwrap()
                .map(|entry| entry.unwrap().file_name())
                .collect();
            names.sort();
            let files: Vec<String> = names
                .iter()
                .map(|name| std::fs::read_to_string(dir.join(name)).unwrap())
                .collect();
            assert_eq!(listed.len(), files.len(), "{engine}: {names:?}");
            for ((_, sql), (name, file)) in listed.iter().zip(names.iter().zip(&files)) {
                assert_eq!(sql, file, "{engine}: {name:?} out of order");
            }
        }
    }

    /// The write-ahead log is copied back in the background: once it has been,
    /// new writes start it again from the beginning instead of making it longer.
    /// (A log started again has a new header: its checkpoint count and salt.
    /// The test waits for that, as long as a busy machine needs, rather than
    /// comparing sizes around a fixed sleep: a checkpoint that fell in the
    /// middle of the first saves made those sizes depend on the machine.)
    #[tokio::test]
    async fn the_write_ahead_log_is_checkpointed_in_the_background() {
        let dir = std::env::temp_dir().join(format!("tableside-wal-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let store = Store::open(&Location::DataDir(dir.clone())).await.unwrap();
        let group = store.create_group("").await.unwrap();
        let access = store.access(group.token.as_str()).await.unwrap().unwrap();
        let save = |n: u64| {
            let (store, access) = (store.clone(), access.clone());
            async move {
                let play = NewPlay {
                    note: Some("x".repeat(1000)),
                    ..crate::plays::test_play(n)
                };
                store.save_play(&access, play).await.unwrap();
            }
        };
        let wal_file = dir.join("tableside.db-wal");
        // The WAL header's checkpoint sequence and first salt (bytes 12–19).
        let header = || std::fs::read(&wal_file).unwrap()[12..20].to_vec();
        for n in 0..100 {
            save(n).await;
        }
        let before = header();
        let deadline = std::time::Instant::now() + Duration::from_secs(60);
        let mut n = 1000;
        while header() == before {
            assert!(
                std::time::Instant::now() < deadline,
                "no write started the log again in 60 s"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
            save(n).await;
            n += 1;
        }
        let wal = || std::fs::metadata(&wal_file).unwrap().len();
        // A log grown large and followed by no write is cut back to nothing
        // (checkpoint_often does it past WAL_KEPT_BYTES).
        let Pool::Sqlite(pool) = &store.pool else {
            unreachable!("a data directory is SQLite")
        };
        truncate_log(pool).await.unwrap();
        assert_eq!(wal(), 0);
        store.close().await;
        let _ = std::fs::remove_dir_all(&dir);
    }
}
