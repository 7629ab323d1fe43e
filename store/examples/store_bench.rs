//! The store's figures for docs/performance.md (`make bench` runs it on SQLite
//! and on a throw-away PostgreSQL):
//!
//! 1. saving: 50 concurrent writers to one group, 200 saves each, the latency
//!    of each save (after 40 each of warm-up into another group, and a
//!    checkpoint);
//! 2. reading: the history page's queries (a page of plays, the people for the
//!    filter) and the statistics page's, for a group of 10,000 plays in a
//!    database of 1,000,000 plays (100 such groups, bulk-loaded in SQL).
//!
//! `cargo run --release -p store --example store_bench -- sqlite|postgres [plays]`
//! (PostgreSQL at `TABLESIDE_TEST_POSTGRES`, as scripts/with-postgres.sh sets it).

use games::{GameId, ScoreInput};
use serde_json::json;
use std::time::{Duration, Instant};
use store::{Access, Location, NewPlay, PlayFilter, PlayId, PlayedAt, Store};

const WRITERS: usize = 50;
const SAVES_PER_WRITER: usize = 200;
const WARM_UP_PER_WRITER: usize = 40;
const GROUPS: i64 = 100;
const READS: usize = 200;

fn uuid(n: u64) -> String {
    format!("00000000-0000-4000-8000-{n:012x}")
}

fn catan(n: u64, names: [&str; 4]) -> NewPlay {
    let score = json!({"players": names.iter().enumerate().map(|(seat, name)| json!({
        "name": name,
        "settlements": 2 + (n as usize + seat) % 4,
        "cities": (n as usize * 3 + seat) % 4,
    })).collect::<Vec<_>>()});
    NewPlay {
        id: PlayId::parse(&uuid(n)).unwrap(),
        played_at: PlayedAt::parse("2026-11-23T20:15:00+08:00").unwrap(),
        input: store::PlayInput::Rules(ScoreInput::read(GameId::Catan, &score).unwrap()),
        score_json: score,
        setup: None,
        duration_min: Some(75),
        place: None,
        note: None,
        rolls: Vec::new(),
        rounds: Vec::new(),
    }
}

fn percentiles(label: &str, mut times: Vec<Duration>) {
    times.sort();
    let at = |q: f64| times[((times.len() as f64 - 1.0) * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{label}: n={} p50={:.2} ms p90={:.2} ms p99={:.2} ms max={:.2} ms",
        times.len(),
        ms(at(0.5)),
        ms(at(0.9)),
        ms(at(0.99)),
        ms(at(1.0)),
    );
}

/// `WRITERS` writers saving `each` plays each into a new group at once, as
/// fast as the store answers: the latency of every save.
async fn concurrent_saves(store: &Store, name: &str, each: usize) -> Vec<Duration> {
    let group = store.create_group(name).await.unwrap();
    let access = store.access(group.token.as_str()).await.unwrap().unwrap();
    let mut tasks = Vec::new();
    for writer in 0..WRITERS {
        let (store, access) = (store.clone(), access.clone());
        tasks.push(tokio::spawn(async move {
            let mut times = Vec::with_capacity(each);
            for n in 0..each {
                let play = catan(
                    (writer * each + n) as u64,
                    ["Ann", "Bo", "Cy", &format!("Guest {writer}")],
                );
                let at = Instant::now();
                store.save_play(&access, play).await.unwrap();
                times.push(at.elapsed());
            }
            times
        }));
    }
    let mut times = Vec::new();
    for task in tasks {
        times.extend(task.await.unwrap());
    }
    times
}

/// The saves' figures, after a warm-up: the writer's connection and
/// statements ready, and (after the checkpoint) PostgreSQL's log files
/// recycled as on a server that has been running, not made during the run.
async fn saves(store: &Store) {
    let cold = concurrent_saves(store, "warm-up", WARM_UP_PER_WRITER).await;
    percentiles("save, warm-up (a new database)", cold);
    store.bench_settle().await.unwrap();
    let started = Instant::now();
    let times = concurrent_saves(store, "writers", SAVES_PER_WRITER).await;
    let total = started.elapsed();
    println!(
        "{} saves by {WRITERS} concurrent writers in {:.1} s ({:.0} saves/s), after {} saves of warm-up",
        times.len(),
        total.as_secs_f64(),
        times.len() as f64 / total.as_secs_f64(),
        WRITERS * WARM_UP_PER_WRITER,
    );
    percentiles("save", times);
}

/// `GROUPS` groups of `per_group` plays: one play saved through the store in
/// each (its people and seats), then copied in SQL with other ids, dates and
/// totals. Returns the write link of the last group.
async fn bulk_load(store: &Store, per_group: i64) -> Access {
    let mut last = None;
    for g in 0..GROUPS {
        let group = store.create_group(&format!("group {g}")).await.unwrap();
        let access = store.access(group.token.as_str()).await.unwrap().unwrap();
        store
            .save_play(&access, catan(0, ["Ann", "Bo", "Cy", "Di"]))
            .await
            .unwrap();
        last = Some(access);
    }
    let started = Instant::now();
    store.bench_copy_plays(per_group).await.unwrap();
    println!(
        "bulk load: {} plays in {GROUPS} groups in {:.1} s",
        per_group * GROUPS,
        started.elapsed().as_secs_f64()
    );
    last.unwrap()
}

async fn reads(store: &Store, access: &Access) {
    let mut history = Vec::with_capacity(READS);
    let mut plays_only = Vec::with_capacity(READS);
    // The bulk load wrote past the store: the first read tallies the group's
    // plays afresh; the reads below find the tallies kept.
    let at = Instant::now();
    store.stats(access).await.unwrap();
    percentiles(
        "statistics page, first read (tallied afresh)",
        vec![at.elapsed()],
    );
    let mut stats = Vec::with_capacity(READS / 4);
    for n in 0..READS {
        let filter = PlayFilter {
            game: (n % 2 == 1).then_some(GameId::Catan),
            player: (n % 3 == 2).then(|| "bo".to_owned()),
            offset: (n as i64 % 10) * 20,
            limit: 20,
        };
        let at = Instant::now();
        let page = store.plays(access, &filter).await.unwrap();
        let listed = at.elapsed();
        store.people_names(access, store::MAX_PAGE).await.unwrap();
        history.push(at.elapsed());
        plays_only.push(listed);
        assert_eq!(page.plays.len(), 20);
        if n % 4 == 0 {
            let at = Instant::now();
            let figures = store.stats(access).await.unwrap();
            stats.push(at.elapsed());
            assert_eq!(figures.people.len(), 4);
        }
    }
    percentiles(
        "history page (a page of plays + the people's names)",
        history,
    );
    percentiles("  of which the page of plays", plays_only);
    percentiles(
        "statistics page, kept (no change since the last read)",
        stats,
    );
    // Every save carries the statistics along: the read right after it finds
    // them current.
    let (mut saved, mut after) = (Vec::new(), Vec::new());
    for n in 0..READS as u64 {
        let at = Instant::now();
        store
            .save_play(access, catan(9_000_000 + n, ["Ann", "Bo", "Cy", "Di"]))
            .await
            .unwrap();
        saved.push(at.elapsed());
        let at = Instant::now();
        store.stats(access).await.unwrap();
        after.push(at.elapsed());
    }
    percentiles("save into the group of plays (one writer)", saved);
    percentiles("statistics page, read at once after a save", after);
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let mut args = std::env::args().skip(1);
    let engine = args.next().unwrap_or_else(|| "sqlite".into());
    let per_group: i64 = args.next().map_or(10_000, |n| n.parse().unwrap());
    let location = match engine.as_str() {
        "sqlite" => {
            let dir = std::env::temp_dir().join(format!("tableside-bench-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            Location::DataDir(dir)
        }
        "postgres" => Location::Postgres(
            std::env::var("TABLESIDE_TEST_POSTGRES").expect("TABLESIDE_TEST_POSTGRES"),
        ),
        other => panic!("unknown engine {other}: sqlite or postgres"),
    };
    println!("== store on {engine}");
    let store = Store::open(&location).await.unwrap();
    saves(&store).await;
    let access = bulk_load(&store, per_group).await;
    reads(&store, &access).await;
    if let Location::DataDir(dir) = location {
        drop(store);
        let _ = std::fs::remove_dir_all(dir);
    }
}
