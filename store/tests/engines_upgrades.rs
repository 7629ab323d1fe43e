//! A store opened again, on the engines each case names: SQLite keeps its
//! plays across a reopen, a SQLite database numbered the old way is renumbered,
//! setup records stored before every door checked them are tidied once, and
//! plays stored before a play could be unfinished are marked once (both on
//! SQLite, and on PostgreSQL when asked).

mod common;

use common::{catan, fresh_postgres, names, postgres_url, save, temp_dir, uuid};
use games::GameId;
use serde_json::json;
use store::{Access, Location, Store};

#[tokio::test]
async fn sqlite_keeps_plays_across_a_reopen() {
    let dir = temp_dir("reopen");
    let store = Store::open(&Location::DataDir(dir.clone())).await.unwrap();
    let made = store.create_group("").await.unwrap();
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    save(
        &store,
        &write,
        41,
        "2026-11-05T20:00:00Z",
        &[("Ann", 5, 0), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    drop(store);
    let store = Store::open(&Location::DataDir(dir)).await.unwrap();
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    assert!(store.play(&write, &uuid(41)).await.unwrap().is_some());
}

/// A SQLite database made before both engines numbered their migrations alike
/// (its live tables and link successor applied as 6 and 7) opens, keeps its
/// plays and tables, and ends numbered as PostgreSQL is.
#[tokio::test]
async fn a_sqlite_database_numbered_the_old_way_is_renumbered() {
    use sqlx::Connection;
    let dir = temp_dir("renumbered");
    let store = Store::open(&Location::DataDir(dir.clone())).await.unwrap();
    let made = store.create_group("").await.unwrap();
    let table = store
        .create_table(GameId::Catan, &names(&["Ann", "Bo", "Cy"]))
        .await
        .unwrap();
    store.close().await;
    drop(store);
    // The migration table as the old numbering left it.
    let url = format!("sqlite://{}", dir.join("tableside.db").display());
    let mut db = sqlx::SqliteConnection::connect(&url).await.unwrap();
    for sql in [
        "DELETE FROM _sqlx_migrations WHERE version IN (6, 7)",
        "UPDATE _sqlx_migrations SET version = version - 2 WHERE version IN (8, 9)",
    ] {
        sqlx::query(sql).execute(&mut db).await.unwrap();
    }
    db.close().await.unwrap();

    let store = Store::open(&Location::DataDir(dir.clone())).await.unwrap();
    assert!(store.access(made.token.as_str()).await.unwrap().is_some());
    let code = table.table.code.clone();
    assert!(store.table(code.as_str()).await.unwrap().is_some());
    store.close().await;
    let mut db = sqlx::SqliteConnection::connect(&url).await.unwrap();
    let applied: Vec<(i64, String)> =
        sqlx::query_as("SELECT version, description FROM _sqlx_migrations ORDER BY version")
            .fetch_all(&mut db)
            .await
            .unwrap();
    let versions: Vec<i64> = applied.iter().map(|(v, _)| *v).collect();
    // Those after link successor (the merges kept, 10, the table saved, 11,
    // the upgrades done, 12, the import reports, 13, the unfinished plays,
    // 14, the replaced links, 15, the dice rolls, 16, the live dice, 17,
    // the live setup, 18, the play rounds, 19, and the live rounds, 20) stay
    // as they were applied.
    assert_eq!(versions, (1..=20).collect::<Vec<_>>());
    assert_eq!(applied[7].1, "live tables");
    assert_eq!(applied[8].1, "link successor");
}

/// Setup records stored before every door checked them: a client's 3.9 million
/// zeros beside a seed, a seed holding NUL, a record the check passes. `junk`
/// writes them behind the store's back; `reopen` opens the store again, which
/// tidies them once: each keeps what still reads.
async fn stored_setup_records_are_tidied_once<F, R>(store: Store, junk: F, reopen: R)
where
    F: AsyncFn(&[(String, String)], bool),
    R: AsyncFn() -> Store,
{
    let made = store.create_group("Before the check").await.unwrap();
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    let players = [("Ann", 2, 1), ("Bo", 2, 0), ("Cy", 2, 0)];
    for n in 1..=3 {
        save(&store, &write, n, "2026-11-20T20:00:00Z", &players).await;
    }
    store.close().await;
    let zeros = format!(
        "{{\"seed\":\"K3XQ9ZD\",\"players\":2,\"junk\":[{}0]}}",
        "0,".repeat(3_900_000)
    );
    let old_records = [
        (uuid(1), zeros),
        (uuid(2), "{\"seed\":\"A\\u0000B\",\"players\":3}".to_owned()),
        (
            uuid(3),
            "{\"seed\":\"NIGHT7\",\"players\":3,\"start_seat\":1}".to_owned(),
        ),
    ];
    junk(&old_records, true).await;
    for round in 0..2 {
        let store = reopen().await;
        let write = store.access(made.token.as_str()).await.unwrap().unwrap();
        let setup = async |n| store.play(&write, &uuid(n)).await.unwrap().unwrap().setup;
        assert_eq!(setup(1).await, Some(json!({"seed": "K3XQ9ZD"})));
        assert_eq!(
            setup(3).await,
            Some(json!({"seed": "NIGHT7", "players": 3, "start_seat": 1}))
        );
        if round == 0 {
            assert_eq!(setup(2).await, None);
        } else {
            // Done once: a record written behind the store after the upgrade
            // (remembered as done) is left as it is.
            assert_eq!(setup(2).await, Some(json!({"seed": "NIGHT7", "junk": 1})));
        }
        // Tidied records pass the door again: the play can be edited as it is.
        let play = store.play(&write, &uuid(1)).await.unwrap().unwrap();
        let mut again = catan(&uuid(1), "2026-11-20T20:00:00Z", &players);
        again.setup = play.setup;
        again.note = Some("edited after the upgrade".into());
        store.save_play(&write, again).await.unwrap();
        store.close().await;
        if round == 0 {
            let later = "{\"seed\":\"NIGHT7\",\"junk\":1}".to_owned();
            junk(&[(uuid(2), later)], false).await;
        }
    }
}

/// Writes setup records as the store once took them, and (with `forget`)
/// forgets the upgrade, through a connection of either engine.
macro_rules! write_behind_the_store {
    ($raw:ident, $rows:expr, $forget:expr) => {{
        for (id, setup) in $rows {
            sqlx::query("UPDATE plays SET setup = $1 WHERE play_id = $2")
                .bind(setup)
                .bind(id)
                .execute(&mut $raw)
                .await
                .unwrap();
        }
        if $forget {
            sqlx::query("DELETE FROM upgrades")
                .execute(&mut $raw)
                .await
                .unwrap();
        }
    }};
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sqlite_stored_setup_records_are_tidied_once() {
    use sqlx::Connection;
    let dir = temp_dir("tidy");
    let store = Store::open(&Location::DataDir(dir.clone())).await.unwrap();
    let file = dir.join("tableside.db");
    let junk = async |rows: &[(String, String)], forget: bool| {
        let url = format!("sqlite://{}", file.display());
        let mut raw = sqlx::SqliteConnection::connect(&url).await.unwrap();
        write_behind_the_store!(raw, rows, forget);
    };
    let reopen = async || Store::open(&Location::DataDir(dir.clone())).await.unwrap();
    stored_setup_records_are_tidied_once(store, junk, reopen).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs PostgreSQL: make test runs it through scripts/with-postgres.sh"]
async fn postgres_stored_setup_records_are_tidied_once() {
    use sqlx::Connection;
    let store = fresh_postgres("tidy").await;
    let cluster_url = postgres_url();
    let (cluster, _) = cluster_url.rsplit_once('/').unwrap();
    let url = format!("{cluster}/case_tidy");
    let junk = async |rows: &[(String, String)], forget: bool| {
        let mut raw = sqlx::PgConnection::connect(&url).await.unwrap();
        write_behind_the_store!(raw, rows, forget);
    };
    let reopen = async || Store::open(&Location::Postgres(url.clone())).await.unwrap();
    stored_setup_records_are_tidied_once(store, junk, reopen).await;
}

/// Plays stored before a play could be unfinished, all kept as finished: a
/// play saved before the game was over (nobody at 10) had its leader's win
/// counted. `behind` writes statements behind the store's back; `reopen` opens
/// the store again, which marks such a play once, and its win leaves the
/// statistics.
async fn plays_not_over_are_marked_unfinished_once<F, R>(store: Store, behind: F, reopen: R)
where
    F: AsyncFn(&[&'static str]),
    R: AsyncFn() -> Store,
{
    let made = store.create_group("Before unfinished plays").await.unwrap();
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    // Ann wins at 10; then Bo leads with 7 when the play is saved.
    save(
        &store,
        &write,
        1,
        "2026-11-20T20:00:00Z",
        &[("Ann", 2, 4), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    save(
        &store,
        &write,
        2,
        "2026-11-21T20:00:00Z",
        &[("Ann", 2, 0), ("Bo", 3, 2), ("Cy", 2, 1)],
    )
    .await;
    store.close().await;
    // As the store kept them before: every play finished, the statistics
    // counted again from the plays.
    const AS_BEFORE: [&str; 2] = [
        "UPDATE plays SET unfinished = 0",
        "UPDATE groups SET changes = changes + 1",
    ];
    behind(&AS_BEFORE).await;
    let store = reopen().await;
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    assert!(
        !store
            .play(&write, &uuid(2))
            .await
            .unwrap()
            .unwrap()
            .unfinished
    );
    let bo_and_game = async |store: &Store, access: &Access| {
        let stats = store.stats(access).await.unwrap();
        let bo = stats.people.iter().find(|p| p.name == "Bo").unwrap();
        let game = &stats.games[0];
        (
            (bo.plays, bo.unfinished, bo.wins),
            (game.plays, game.unfinished, game.winners),
        )
    };
    // Bo's lead counted as a win, and kept so.
    assert_eq!(bo_and_game(&store, &write).await, ((2, 0, 1), (2, 0, 2)));
    store.close().await;

    behind(&["DELETE FROM upgrades WHERE name = 'unfinished plays marked'"]).await;
    for round in 0..2 {
        let store = reopen().await;
        let write = store.access(made.token.as_str()).await.unwrap().unwrap();
        let unfinished = async |n| {
            store
                .play(&write, &uuid(n))
                .await
                .unwrap()
                .unwrap()
                .unfinished
        };
        assert!(!unfinished(1).await);
        if round == 0 {
            assert!(unfinished(2).await);
            // The kept statistics were made stale: Bo's win is gone.
            assert_eq!(bo_and_game(&store, &write).await, ((1, 1, 0), (2, 1, 1)));
            let stats = store.stats(&write).await.unwrap();
            let ann = stats.people.iter().find(|p| p.name == "Ann").unwrap();
            assert_eq!((ann.plays, ann.unfinished, ann.wins), (1, 1, 1));
            assert_eq!(stats, store.stats_tallied_afresh(&write).await.unwrap());
        } else {
            // Done once: a play written back behind the store after the
            // upgrade (remembered as done) is left as it is.
            assert!(!unfinished(2).await);
        }
        store.close().await;
        if round == 0 {
            behind(&AS_BEFORE).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sqlite_plays_not_over_are_marked_unfinished_once() {
    use sqlx::Connection;
    let dir = temp_dir("unfinished");
    let store = Store::open(&Location::DataDir(dir.clone())).await.unwrap();
    let url = format!("sqlite://{}", dir.join("tableside.db").display());
    let behind = async |statements: &[&'static str]| {
        let mut raw = sqlx::SqliteConnection::connect(&url).await.unwrap();
        for &sql in statements {
            sqlx::query(sql).execute(&mut raw).await.unwrap();
        }
        raw.close().await.unwrap();
    };
    let reopen = async || Store::open(&Location::DataDir(dir.clone())).await.unwrap();
    plays_not_over_are_marked_unfinished_once(store, behind, reopen).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs PostgreSQL: make test runs it through scripts/with-postgres.sh"]
async fn postgres_plays_not_over_are_marked_unfinished_once() {
    use sqlx::Connection;
    let store = fresh_postgres("unfinished").await;
    let cluster_url = postgres_url();
    let (cluster, _) = cluster_url.rsplit_once('/').unwrap();
    let url = format!("{cluster}/case_unfinished");
    let behind = async |statements: &[&'static str]| {
        let mut raw = sqlx::PgConnection::connect(&url).await.unwrap();
        for &sql in statements {
            sqlx::query(sql).execute(&mut raw).await.unwrap();
        }
        raw.close().await.unwrap();
    };
    let reopen = async || Store::open(&Location::Postgres(url.clone())).await.unwrap();
    plays_not_over_are_marked_unfinished_once(store, behind, reopen).await;
}
