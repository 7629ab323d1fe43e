//! What the store's engine tests share: a fresh store on each engine (SQLite
//! in a temporary directory, the in-memory store, PostgreSQL in a database of
//! its own created in the cluster at `TABLESIDE_TEST_POSTGRES`), the macro
//! that runs each case on all three, and the Catan plays and groups the cases
//! make. `make test` starts a throw-away cluster with scripts/with-postgres.sh;
//! `cargo test` alone skips the PostgreSQL cases, marked ignored.
#![allow(dead_code)] // Each test file uses its own part.

use games::{GameId, ScoreInput};
use serde_json::{json, Value};
use store::{Access, Location, NewPlay, Outcome, PlayFilter, PlayId, PlayedAt, Store};

pub fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("tableside-store-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

pub async fn sqlite(name: &str) -> Store {
    Store::open(&Location::DataDir(temp_dir(name)))
        .await
        .unwrap()
}

pub fn postgres_url() -> String {
    std::env::var("TABLESIDE_TEST_POSTGRES")
        .expect("TABLESIDE_TEST_POSTGRES: run through scripts/with-postgres.sh (make test does)")
}

/// The cluster's own database, shared (for two servers on one database).
pub async fn postgres() -> Store {
    Store::open(&Location::Postgres(postgres_url()))
        .await
        .unwrap()
}

/// A database of its own in the cluster, made afresh for one case.
pub async fn fresh_postgres(case: &str) -> Store {
    use sqlx::Connection;
    let url = postgres_url();
    let mut admin = sqlx::PgConnection::connect(&url).await.unwrap();
    let name = format!("case_{case}");
    // The name is a case's own (an identifier), not outside text.
    for statement in ["DROP DATABASE IF EXISTS", "CREATE DATABASE"] {
        let sql = sqlx::AssertSqlSafe(format!("{statement} \"{name}\""));
        sqlx::raw_sql(sql).execute(&mut admin).await.unwrap();
    }
    let (cluster, _) = url.rsplit_once('/').unwrap();
    Store::open(&Location::Postgres(format!("{cluster}/{name}")))
        .await
        .unwrap()
}

pub fn uuid(n: u32) -> String {
    format!("00000000-0000-4000-8000-{n:012x}")
}

pub fn catan(id: &str, at: &str, players: &[(&str, i64, i64)]) -> NewPlay {
    let players: Vec<Value> = players
        .iter()
        .map(|(name, settlements, cities)| json!({"name": name, "settlements": settlements, "cities": cities}))
        .collect();
    let score = json!({ "players": players });
    NewPlay {
        id: PlayId::parse(id).unwrap(),
        played_at: PlayedAt::parse(at).unwrap(),
        input: store::PlayInput::Rules(ScoreInput::read(GameId::Catan, &score).unwrap()),
        score_json: score,
        setup: None,
        duration_min: Some(75),
        place: Some("Ann's kitchen".into()),
        note: None,
        rolls: Vec::new(),
        rounds: Vec::new(),
    }
}

/// Saves a Catan play that must be accepted.
/// A 2016 game of Citadels for four, kept round by round: two rounds, the
/// last with a murder and a robbery; four Manors tie, and Ann revealed the
/// Warlord (rank 8) last.
pub fn citadels_with_rounds(id: &str) -> NewPlay {
    use games::rounds::{Pick, Round};
    let score = json!({"edition": "2016", "players": [
        {"name": "Ann", "districts": [{"name": "Manor"}]},
        {"name": "Bo", "districts": [{"name": "Manor"}]},
        {"name": "Cy", "districts": [{"name": "Manor"}]},
        {"name": "Di", "districts": [{"name": "Manor"}]}
    ]});
    let round = |picks: [&str; 4], crown: u8| Round {
        crown,
        murdered: None,
        picks: picks
            .iter()
            .enumerate()
            .map(|(seat, character)| Pick {
                character: (*character).to_owned(),
                seat: seat as u8,
            })
            .collect(),
        robbed: None,
    };
    let mut last = round(["Warlord", "King", "Thief", "Assassin"], 1);
    last.murdered = Some("Warlord".to_owned());
    last.robbed = Some("King".to_owned());
    NewPlay::new(
        PlayId::parse(id).unwrap(),
        PlayedAt::parse("2026-11-29T20:00:00Z").unwrap(),
        store::PlayInput::read(GameId::Citadels, &score).unwrap(),
    )
    .with_rounds(vec![
        round(["Assassin", "Thief", "King", "Warlord"], 2),
        last,
    ])
}

pub async fn save(
    store: &Store,
    access: &Access,
    n: u32,
    at: &str,
    players: &[(&str, i64, i64)],
) -> Outcome {
    let saved = store.save_play(access, catan(&uuid(n), at, players)).await;
    saved.unwrap().outcome
}

pub async fn group(store: &Store) -> (Access, Access) {
    let made = store.create_group("Thursday table").await.unwrap();
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    let read = store
        .access(made.read_token.as_str())
        .await
        .unwrap()
        .unwrap();
    (write, read)
}

pub fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

/// The first `limit` plays of the history, newest first, unfiltered.
pub fn newest(limit: i64) -> PlayFilter {
    PlayFilter {
        limit,
        ..PlayFilter::default()
    }
}

/// Runs a case on `store`, then the store's own check that no seat lacks its
/// play or person.
pub async fn checked(store: Store, case: impl std::future::Future<Output = ()>) {
    case.await;
    assert_eq!(store.seats_lacking_play_or_person().await.unwrap(), 0);
}

/// Each case a test on every engine, on a fresh database, followed by the
/// store's own check that no seat lacks its play or person: `sqlite_store::`,
/// `memory_store::` and `postgres_store::` (ignored unless asked) each hold a
/// test of the case's name.
#[allow(unused_macros)] // engines_upgrades.rs names its engines itself.
macro_rules! on_every_engine {
    ($($case:ident),* $(,)?) => {
        mod sqlite_store {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
                async fn $case() {
                    let store = $crate::common::sqlite(stringify!($case)).await;
                    $crate::common::checked(store.clone(), super::$case(&store)).await;
                }
            )*
        }

        mod memory_store {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
                async fn $case() {
                    let store = ::store::Store::open(&::store::Location::Memory).await.unwrap();
                    $crate::common::checked(store.clone(), super::$case(&store)).await;
                }
            )*
        }

        mod postgres_store {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
                #[ignore = "needs PostgreSQL: make test runs it through scripts/with-postgres.sh"]
                async fn $case() {
                    let store = $crate::common::fresh_postgres(stringify!($case)).await;
                    $crate::common::checked(store.clone(), super::$case(&store)).await;
                }
            )*
        }
    };
}
#[allow(unused_imports)]
pub(crate) use on_every_engine;
