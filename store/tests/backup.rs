//! Backups of the SQLite store, taken while it saves, and restores (issue 47).

mod common;

use games::{GameId, ScoreInput};
use serde_json::json;
use sqlx::{ConnectOptions, Connection};
use std::path::{Path, PathBuf};
use store::{BackupError, Location, NewPlay, PlayId, PlayedAt, Store, StoreError};

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tableside-backup-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn uuid(n: u32) -> String {
    format!("00000000-0000-4000-8000-{n:012x}")
}

fn catan(n: u32) -> NewPlay {
    let score = json!({"players": [
        {"name": "Ann", "settlements": 2, "cities": 1},
        {"name": "Bo", "settlements": 2},
        {"name": "Cy", "settlements": 2},
    ]});
    NewPlay {
        id: PlayId::parse(&uuid(n)).unwrap(),
        played_at: PlayedAt::parse("2026-11-20T20:00:00Z").unwrap(),
        input: store::PlayInput::Rules(ScoreInput::read(GameId::Catan, &score).unwrap()),
        score_json: score,
        setup: None,
        duration_min: None,
        place: None,
        note: None,
        rolls: Vec::new(),
        rounds: Vec::new(),
    }
}

async fn play_ids_in(file: &Path) -> Vec<String> {
    let mut db = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(file)
        .connect()
        .await
        .unwrap();
    let ids = sqlx::query_scalar("SELECT play_id FROM plays ORDER BY play_id")
        .fetch_all(&mut db)
        .await
        .unwrap();
    db.close().await.unwrap();
    ids
}

/// A backup taken while 50 phones save: the copy is whole (SQLite's own
/// check), and holds every play saved before the backup began.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_backup_taken_during_saves_holds_every_play_saved_before_it_began() {
    let dir = temp_dir("during");
    let store = Store::open(&Location::DataDir(dir.clone())).await.unwrap();
    let made = store.create_group("Thursday").await.unwrap();
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    for n in 0..20 {
        store.save_play(&write, catan(n)).await.unwrap();
    }
    let saved = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let mut savers = Vec::new();
    for n in 100..150 {
        let (store, write, saved) = (store.clone(), write.clone(), saved.clone());
        savers.push(tokio::spawn(async move {
            store.save_play(&write, catan(n)).await.unwrap();
            saved.lock().unwrap().push(uuid(n));
        }));
    }
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let before: Vec<String> = saved.lock().unwrap().clone();
    let file = dir.join("backup.db");
    let facts = store::back_up(&dir, &file).await.unwrap();
    for saver in savers {
        saver.await.unwrap();
    }
    assert_eq!(facts.groups, 1);
    assert!(facts.plays >= 20 + before.len() as i64, "{facts:?}");
    assert_eq!(facts.schema, store::known_schema());
    assert_eq!(store::check_file(&file).await.unwrap(), facts);
    let copied = play_ids_in(&file).await;
    for id in (0..20).map(uuid).chain(before) {
        assert!(
            copied.contains(&id),
            "{id} saved before the backup is in it"
        );
    }
    // A backup never overwrites one.
    assert!(matches!(
        store::back_up(&dir, &file).await,
        Err(BackupError::TargetExists(_))
    ));
    assert!(matches!(
        store::back_up(&temp_dir("nothing"), &dir.join("other.db")).await,
        Err(BackupError::NoDatabase(_))
    ));
}

/// A restore goes into an empty data directory only, never under a running
/// server, and only from a whole backup this build can open; restored, every
/// link opens its group again.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_restore_goes_only_into_an_empty_directory_from_a_whole_backup() {
    let dir = temp_dir("source");
    let store = Store::open(&Location::DataDir(dir.clone())).await.unwrap();
    let made = store.create_group("Thursday").await.unwrap();
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    store.save_play(&write, catan(1)).await.unwrap();
    let citadels = common::citadels_with_rounds(&uuid(2));
    let rounds = citadels.rounds.clone();
    store.save_play(&write, citadels).await.unwrap();
    let file = dir.join("backup.db");
    store::back_up(&dir, &file).await.unwrap();

    // Into a directory whose server runs: refused, even an empty one.
    let busy = temp_dir("busy");
    let running = Store::open(&Location::DataDir(busy.clone())).await.unwrap();
    assert!(matches!(
        store::restore(&file, &busy).await,
        Err(BackupError::InUse(_))
    ));
    running.close().await;
    drop(running);
    // Stopped and still empty: the backup goes in.
    let facts = store::restore(&file, &busy).await.unwrap();
    assert_eq!((facts.groups, facts.plays), (1, 2));
    let restored = Store::open(&Location::DataDir(busy.clone())).await.unwrap();
    let access = restored.access(made.token.as_str()).await.unwrap().unwrap();
    assert!(restored.play(&access, &uuid(1)).await.unwrap().is_some());
    // A game kept round by round keeps its rounds.
    let kept = restored.play(&access, &uuid(2)).await.unwrap().unwrap();
    assert_eq!(kept.rounds, rounds);
    assert!(restored
        .access(made.read_token.as_str())
        .await
        .unwrap()
        .is_some());
    restored.close().await;
    drop(restored);
    // Now it holds a group: refused.
    assert!(matches!(
        store::restore(&file, &busy).await,
        Err(BackupError::HoldsData(_, 1))
    ));

    // Not a database, a truncated one: refused, nothing written.
    let fresh = temp_dir("fresh");
    let not_db = dir.join("notes.txt");
    std::fs::write(&not_db, "not a database").unwrap();
    let truncated = dir.join("truncated.db");
    let bytes = std::fs::read(&file).unwrap();
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    for bad in [&not_db, &truncated] {
        let refused = store::restore(bad, &fresh).await;
        assert!(
            matches!(refused, Err(BackupError::NotBackup(..))),
            "{bad:?}: {refused:?}"
        );
        assert!(!fresh.join(store::DATABASE_FILE).exists());
    }
}

/// A database a newer Tableside upgraded: a backup of it is refused by name
/// of both versions, and the store does not start on it.
#[tokio::test]
async fn a_newer_schema_is_refused_naming_both_versions() {
    let dir = temp_dir("newer");
    let store = Store::open(&Location::DataDir(dir.clone())).await.unwrap();
    store.close().await;
    drop(store);
    let newer = store::known_schema() + 1;
    let mut db = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(dir.join(store::DATABASE_FILE))
        .connect()
        .await
        .unwrap();
    sqlx::query(
        "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time) \
         VALUES ($1, 'from the future', TRUE, x'00', 0)",
    )
    .bind(newer)
    .execute(&mut db)
    .await
    .unwrap();
    db.close().await.unwrap();
    match Store::open(&Location::DataDir(dir.clone())).await {
        Err(error @ StoreError::NewerSchema { .. }) => {
            let said = error.to_string();
            assert!(said.contains(&format!("schema {newer}")), "{said}");
            assert!(
                said.contains(&format!("schema {}", store::known_schema())),
                "{said}"
            );
            assert!(said.contains("Upgrading"), "{said}");
        }
        other => panic!("{:?}", other.map(|_| ())),
    }
    let file = dir.join("backup.db");
    store::back_up(&dir, &file).await.unwrap_err();
    let refused = store::restore(&dir.join(store::DATABASE_FILE), &temp_dir("future")).await;
    assert!(
        matches!(refused, Err(BackupError::NewerSchema { found, .. }) if found == newer),
        "{refused:?}"
    );
}

/// A copy of `file` altered by `sql`, as a hostile host's file would be.
async fn altered(file: &Path, name: &str, sql: &str) -> PathBuf {
    let copy = file.with_file_name(format!("{name}.db"));
    std::fs::copy(file, &copy).unwrap();
    let mut db = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(&copy)
        .journal_mode(sqlx::sqlite::SqliteJournalMode::Delete)
        .connect()
        .await
        .unwrap();
    sqlx::raw_sql(sqlx::AssertSqlSafe(sql.to_owned()))
        .execute(&mut db)
        .await
        .unwrap();
    db.close().await.unwrap();
    copy
}

/// Restore takes only a database Tableside made (issue 61.4): a trigger (one
/// that would delete a group's other plays at the next save), a view in place
/// of a table, a dropped table, a 10 MB note, an index or a column or a table
/// of its own, a migration with other text, a word where a number is kept, a
/// score that is not JSON are each refused, said by name, and nothing is
/// written. What is counted again from the plays is not kept from the file.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restore_refuses_every_file_tableside_did_not_make_and_writes_nothing() {
    let dir = temp_dir("hostile");
    let store = Store::open(&Location::DataDir(dir.clone())).await.unwrap();
    let made = store.create_group("Thursday").await.unwrap();
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    store.save_play(&write, catan(1)).await.unwrap();
    store.save_play(&write, catan(2)).await.unwrap();
    // The statistics counted once, and kept.
    store.stats(&write).await.unwrap();
    let file = dir.join("backup.db");
    store::back_up(&dir, &file).await.unwrap();
    store.close().await;

    let ten_mb = "x".repeat(10 * 1024 * 1024);
    let corpus: Vec<(&str, String, &str)> = vec![
        (
            "trigger",
            "CREATE TRIGGER wipe AFTER INSERT ON plays BEGIN \
             DELETE FROM plays WHERE group_id = NEW.group_id AND id <> NEW.id; END;"
                .into(),
            "trigger wipe that Tableside does not make",
        ),
        (
            "view",
            "DROP TABLE import_reports; CREATE VIEW import_reports AS \
             SELECT 1 AS id, 1 AS group_id, '{}' AS report, 0 AS made_at;"
                .into(),
            "its import_reports is a view where Tableside makes a table",
        ),
        (
            "dropped",
            "DROP TABLE replaced_links;".into(),
            "it has no table replaced_links",
        ),
        (
            "large",
            format!("UPDATE plays SET note = '{ten_mb}';"),
            "plays.note holds a value longer than 2000 characters (in 2 rows)",
        ),
        (
            "index",
            "CREATE INDEX plays_by_note ON plays (note);".into(),
            "index plays_by_note that Tableside does not make",
        ),
        (
            "column",
            "ALTER TABLE plays ADD COLUMN extra TEXT;".into(),
            "its table plays is not the one Tableside makes",
        ),
        (
            "table",
            "CREATE TABLE notes (text TEXT);".into(),
            "table notes that Tableside does not make",
        ),
        (
            "migration",
            "UPDATE _sqlx_migrations SET checksum = x'00' WHERE version = 3;".into(),
            "its migration 3 (start seat) is not one Tableside made",
        ),
        (
            "word",
            "UPDATE plays SET duration_min = 'long';".into(),
            "plays.duration_min holds a value that is not a whole number",
        ),
        (
            "not-json",
            "UPDATE plays SET score = 'not json' WHERE play_id LIKE '%1';".into(),
            "plays.score holds a value that is not JSON (in 1 rows)",
        ),
    ];
    let target = temp_dir("hostile-target");
    for (name, sql, said) in &corpus {
        let bad = altered(&file, name, sql).await;
        let refused = store::restore(&bad, &target).await;
        match &refused {
            Err(error @ BackupError::NotBackup(..)) => {
                assert!(error.to_string().contains(said), "{name}: {error}")
            }
            other => panic!("{name}: {other:?}"),
        }
        let written: Vec<_> = std::fs::read_dir(&target)
            .map(|entries| entries.map(|entry| entry.unwrap().file_name()).collect())
            .unwrap_or_default();
        assert!(
            written.iter().all(|name| name == store::LOCK_FILE),
            "{name}: nothing written, found {written:?}"
        );
    }

    // The file as Tableside made it goes in, without the counts it kept.
    let facts = store::restore(&file, &target).await.unwrap();
    assert_eq!((facts.groups, facts.plays), (1, 2));
    let mut db = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(target.join(store::DATABASE_FILE))
        .connect()
        .await
        .unwrap();
    let kept: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM group_stats")
        .fetch_one(&mut db)
        .await
        .unwrap();
    db.close().await.unwrap();
    assert_eq!(kept, 0);
    let restored = Store::open(&Location::DataDir(target)).await.unwrap();
    let access = restored.access(made.token.as_str()).await.unwrap().unwrap();
    assert!(restored.stats(&access).await.is_ok());
}

/// A backup holds the live tables as they stood (docs/deploy.md says so): a
/// restored server finds a table by its code, with its players and its count
/// of changes.
#[tokio::test]
async fn a_backup_holds_the_live_tables_and_a_restore_brings_them_back() {
    let dir = temp_dir("live");
    let store = Store::open(&Location::DataDir(dir.join("data")))
        .await
        .unwrap();
    let names: Vec<String> = ["Ann", "Bo", "Cy"].map(str::to_owned).to_vec();
    let made = store.create_table(GameId::Catan, &names).await.unwrap();
    let file = dir.join("backup.db");
    store::back_up(&dir.join("data"), &file).await.unwrap();
    let restored_dir = dir.join("restored");
    store::restore(&file, &restored_dir).await.unwrap();
    let restored = Store::open(&Location::DataDir(restored_dir)).await.unwrap();
    let table = restored
        .table(made.table.code.as_str())
        .await
        .unwrap()
        .expect("the table came back with the backup");
    assert_eq!(
        (table.game, table.seq, &table.input),
        (made.table.game, made.table.seq, &made.table.input)
    );
}
