//! A SQLite store's backups (issue 47): a consistent copy taken while the
//! server runs and saves, checked before it is called done, and a restore into
//! an empty data directory. PostgreSQL has its own tools (`pg_dump`).
//!
//! The copy is SQLite's `VACUUM INTO`: one read transaction, so it holds every
//! play committed before it began and nothing half-written, whatever writes
//! meanwhile (the write-ahead log lets them go on). It is written beside its
//! name first and renamed only once checked, so a file of that name is always
//! a whole, checked backup.

use crate::{StoreError, SQLITE_MIGRATIONS};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{ConnectOptions, Connection, SqliteConnection};
use std::path::{Path, PathBuf};

/// The database's file in a data directory.
pub const DATABASE_FILE: &str = "tableside.db";
/// Held (shared) by every store open on a data directory, and taken whole by a
/// restore: a restore never writes under a running server.
pub const LOCK_FILE: &str = "tableside.lock";

/// What a backup holds, read from the copy itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BackupFacts {
    /// The schema's version: the number of the last migration applied.
    pub schema: i64,
    pub groups: i64,
    /// Plays kept (not deleted).
    pub plays: i64,
    pub people: i64,
    pub bytes: u64,
}

/// Why a backup or a restore was not made; each says what to do.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    #[error("{0} already exists: choose a new file name (a backup never overwrites one)")]
    TargetExists(PathBuf),
    #[error("there is no database at {0}")]
    NoDatabase(PathBuf),
    #[error("{0} is not a Tableside backup: {1}")]
    NotBackup(PathBuf, String),
    #[error(
        "{file} was made by a newer Tableside (schema {found}; this one knows up to {known}): \
         restore it with that version or a newer one"
    )]
    NewerSchema {
        file: PathBuf,
        found: i64,
        known: i64,
    },
    #[error(
        "{0} holds a database with {1} groups: a restore goes only into an empty data \
         directory (move that database away first)"
    )]
    HoldsData(PathBuf, i64),
    #[error("a Tableside server is using {0}: stop it before restoring")]
    InUse(PathBuf),
    #[error("{0}")]
    Io(String),
    #[error("the database failed: {0}")]
    Database(#[from] sqlx::Error),
}

fn io(what: &str, path: &Path, error: std::io::Error) -> BackupError {
    BackupError::Io(format!("cannot {what} {}: {error}", path.display()))
}

/// The newest schema this build knows: its last migration's number.
pub fn known_schema() -> i64 {
    SQLITE_MIGRATIONS.len() as i64
}

/// Opens an existing SQLite file, never making one.
async fn open_existing(file: &Path) -> Result<SqliteConnection, sqlx::Error> {
    SqliteConnectOptions::new()
        .filename(file)
        .create_if_missing(false)
        .busy_timeout(std::time::Duration::from_secs(5))
        .connect()
        .await
}

/// Copies the data directory's database to `to` while it may be in use, checks
/// the copy, and says what it holds. Each backup writes a file of its own
/// beside `to` (`to.N.partial`, locked while it is written) and gives it the
/// name only if no file has it yet: two backups to one name at once make one
/// whole backup, and the other is refused as the name being taken. What
/// stopped backups to the name left is removed first ([`remove_stopped_backups`]
/// says which, for a command to name them).
pub async fn back_up(data_dir: &Path, to: &Path) -> Result<BackupFacts, BackupError> {
    let source = data_dir.join(DATABASE_FILE);
    if !source.is_file() {
        return Err(BackupError::NoDatabase(source));
    }
    if to.exists() {
        return Err(BackupError::TargetExists(to.to_owned()));
    }
    remove_stopped_backups(to)?;
    let partial = Partial::start(to)?;
    let facts = copy_and_check(&source, partial.path()).await?;
    sync_file(partial.path())?;
    partial.publish(to)?;
    sync_parent(to)?;
    Ok(facts)
}

/// `VACUUM INTO` the (empty) partial file, then its check.
async fn copy_and_check(source: &Path, partial: &Path) -> Result<BackupFacts, BackupError> {
    let mut db = open_existing(source).await?;
    let copied = sqlx::query("VACUUM INTO $1")
        .bind(partial.to_string_lossy().into_owned())
        .execute(&mut db)
        .await;
    db.close().await?;
    copied?;
    check_file(partial).await
}

/// A backup's file while it is written: made new under a name no other
/// backup uses, locked for as long as it exists, removed unless published.
struct Partial {
    path: PathBuf,
    /// Held (an exclusive lock) so another backup sees it is being written.
    _lock: std::fs::File,
    published: bool,
}

impl Partial {
    fn start(to: &Path) -> Result<Partial, BackupError> {
        for attempt in 0..100u32 {
            let path = with_suffix(to, &format!(".{}-{attempt}.partial", std::process::id()));
            let made = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path);
            match made {
                Ok(file) => {
                    file.try_lock()
                        .map_err(|error| io("lock", &path, error.into()))?;
                    return Ok(Partial {
                        path,
                        _lock: file,
                        published: false,
                    });
                }
                Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => continue,
                Err(error) => return Err(io("write", &path, error)),
            }
        }
        Err(BackupError::Io(format!(
            "cannot find a free name for a backup beside {}",
            to.display()
        )))
    }

    fn path(&self) -> &Path {
        &self.path
    }

    /// Gives the checked copy its name, unless a file has it already (another
    /// backup to the same name finished first): a link, never an overwrite.
    fn publish(mut self, to: &Path) -> Result<(), BackupError> {
        match std::fs::hard_link(&self.path, to) {
            Ok(()) => {
                self.published = true;
                let _ = std::fs::remove_file(&self.path);
                Ok(())
            }
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => {
                Err(BackupError::TargetExists(to.to_owned()))
            }
            Err(error) => Err(io("name the backup", to, error)),
        }
    }
}

impl Drop for Partial {
    fn drop(&mut self) {
        if !self.published {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Removes what backups to `to` left when they were stopped part-way (killed,
/// or the machine went down): their partial files no backup holds locked any
/// more (a backup still running holds its own). Says which it removed.
pub fn remove_stopped_backups(to: &Path) -> Result<Vec<PathBuf>, BackupError> {
    let dir = match to.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        Some(dir) => dir.to_owned(),
        None => PathBuf::from("."),
    };
    let Some(name) = to
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
    else {
        return Ok(Vec::new());
    };
    let entries = match std::fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(error) => return Err(io("read", &dir, error)),
    };
    let mut removed = Vec::new();
    for entry in entries.flatten() {
        let file_name = entry.file_name().to_string_lossy().into_owned();
        let ours = file_name
            .strip_prefix(&name)
            .is_some_and(|rest| rest.starts_with('.') && rest.ends_with(".partial"));
        if !ours {
            continue;
        }
        let path = entry.path();
        let Ok(file) = std::fs::OpenOptions::new().write(true).open(&path) else {
            continue;
        };
        // Locked: a backup is writing it now.
        if file.try_lock().is_ok() && std::fs::remove_file(&path).is_ok() {
            removed.push(path);
        }
    }
    removed.sort();
    Ok(removed)
}

/// Checks that `file` is a whole Tableside database this build can open, and
/// says what it holds.
pub async fn check_file(file: &Path) -> Result<BackupFacts, BackupError> {
    let not_backup = |why: String| BackupError::NotBackup(file.to_owned(), why);
    let bytes = std::fs::metadata(file)
        .map_err(|error| io("read", file, error))?
        .len();
    let mut db = open_existing(file)
        .await
        .map_err(|error| not_backup(error.to_string()))?;
    let checked = check_open(&mut db, file, bytes).await;
    db.close().await?;
    checked
}

/// SQLite's check, the facts, then (for a schema this build knows) that
/// Tableside made it, with rows within the API's bounds.
async fn check_open(
    db: &mut SqliteConnection,
    file: &Path,
    bytes: u64,
) -> Result<BackupFacts, BackupError> {
    let not_backup = |why: String| BackupError::NotBackup(file.to_owned(), why);
    integrity(db).await.map_err(not_backup)?;
    let facts = read_facts(db, bytes).await.map_err(not_backup)?;
    if facts.schema > known_schema() {
        return Err(BackupError::NewerSchema {
            file: file.to_owned(),
            found: facts.schema,
            known: known_schema(),
        });
    }
    crate::restore_check::made_by_tableside(db)
        .await
        .map_err(not_backup)?;
    Ok(facts)
}

/// SQLite's own check of every page and index.
async fn integrity(db: &mut SqliteConnection) -> Result<(), String> {
    let said: Vec<String> = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_all(&mut *db)
        .await
        .map_err(|error| error.to_string())?;
    match said.as_slice() {
        [ok] if ok == "ok" => Ok(()),
        problems => Err(format!(
            "SQLite's integrity check found: {}",
            problems.join("; ")
        )),
    }
}

async fn read_facts(db: &mut SqliteConnection, bytes: u64) -> Result<BackupFacts, String> {
    let count = |sql: &'static str| sqlx::query_scalar::<_, i64>(sql);
    let schema = count("SELECT COALESCE(MAX(version), 0) FROM _sqlx_migrations WHERE success")
        .fetch_one(&mut *db)
        .await
        .map_err(|_| "it has no Tableside schema".to_owned())?;
    let mut read = async |sql| {
        count(sql)
            .fetch_one(&mut *db)
            .await
            .map_err(|error| format!("its tables cannot be read ({error})"))
    };
    Ok(BackupFacts {
        schema,
        groups: read("SELECT COUNT(*) FROM groups").await?,
        plays: read("SELECT COUNT(*) FROM plays WHERE deleted_at IS NULL").await?,
        people: read("SELECT COUNT(*) FROM people").await?,
        bytes,
    })
}

/// Restores `file` (a backup) as the data directory's database. Refused when
/// the directory holds a database with any group in it or a server uses it.
pub async fn restore(file: &Path, data_dir: &Path) -> Result<BackupFacts, BackupError> {
    let facts = check_file(file).await?;
    std::fs::create_dir_all(data_dir)
        .map_err(|error| io("make the data directory", data_dir, error))?;
    let _lock = lock_whole(data_dir)?;
    let target = data_dir.join(DATABASE_FILE);
    if target.exists() {
        let groups = {
            let mut db = open_existing(&target).await?;
            let groups = sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM groups")
                .fetch_one(&mut db)
                .await
                .unwrap_or(0);
            db.close().await?;
            groups
        };
        if groups > 0 {
            return Err(BackupError::HoldsData(target, groups));
        }
        // An empty database a first start made: replaced, with its log.
        for leftover in ["", "-wal", "-shm"] {
            let path = with_suffix(&target, leftover);
            if path.exists() {
                std::fs::remove_file(&path).map_err(|error| io("remove", &path, error))?;
            }
        }
    }
    let partial = with_suffix(&target, ".partial");
    std::fs::copy(file, &partial).map_err(|error| io("copy the backup to", &partial, error))?;
    if let Err(error) = forget_counts(&partial).await {
        let _ = std::fs::remove_file(&partial);
        return Err(error);
    }
    sync_file(&partial)?;
    std::fs::rename(&partial, &target).map_err(|error| io("restore", &target, error))?;
    sync_parent(&target)?;
    Ok(facts)
}

/// The restored copy without what is counted again from its plays: a file's
/// counts are never trusted. Written in place (no log beside it).
async fn forget_counts(partial: &Path) -> Result<(), BackupError> {
    let mut db = SqliteConnectOptions::new()
        .filename(partial)
        .create_if_missing(false)
        .journal_mode(sqlx::sqlite::SqliteJournalMode::Delete)
        .connect()
        .await?;
    let forgotten = crate::restore_check::forget_counts(&mut db).await;
    db.close().await?;
    Ok(forgotten?)
}

/// The data directory's lock file, made if missing (its content is nothing).
fn open_lock_file(path: &Path) -> std::io::Result<std::fs::File> {
    std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(path)
}

/// The data directory's lock taken whole, or why not: a server holds it.
fn lock_whole(data_dir: &Path) -> Result<std::fs::File, BackupError> {
    let path = data_dir.join(LOCK_FILE);
    let file = open_lock_file(&path).map_err(|error| io("open", &path, error))?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(BackupError::InUse(data_dir.to_owned())),
        Err(std::fs::TryLockError::Error(error)) => Err(io("lock", &path, error)),
    }
}

/// The lock a store holds on its data directory while it is open: shared, so
/// several servers may share one directory, and none while a restore writes.
pub(crate) fn lock_shared(data_dir: &Path) -> Result<std::fs::File, StoreError> {
    let path = data_dir.join(LOCK_FILE);
    let unavailable = |error: std::io::Error| {
        StoreError::Unavailable(sqlx::Error::Io(std::io::Error::new(
            error.kind(),
            format!("cannot lock {}: {error}", path.display()),
        )))
    };
    let file = open_lock_file(&path).map_err(unavailable)?;
    match file.try_lock_shared() {
        Ok(()) => Ok(file),
        Err(std::fs::TryLockError::WouldBlock) => Err(unavailable(std::io::Error::new(
            std::io::ErrorKind::WouldBlock,
            "a restore is writing this data directory",
        ))),
        Err(std::fs::TryLockError::Error(error)) => Err(unavailable(error)),
    }
}

/// `path` with `suffix` after its file name.
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

fn sync_file(path: &Path) -> Result<(), BackupError> {
    std::fs::File::open(path)
        .and_then(|file| file.sync_all())
        .map_err(|error| io("write", path, error))
}

/// The rename itself made lasting (the directory's entry written out).
fn sync_parent(path: &Path) -> Result<(), BackupError> {
    match path
        .parent()
        .filter(|parent| !parent.as_os_str().is_empty())
    {
        Some(parent) => std::fs::File::open(parent)
            .and_then(|dir| dir.sync_all())
            .map_err(|error| io("write", parent, error)),
        None => Ok(()),
    }
}
