//! A group's statistics on every engine (`common::on_every_engine!`): a
//! hand-computed fixture, the start player's and each seat's wins split by the
//! recorded setup and the table size, a person's streaks and rivals, a result
//! recorded in another app, the statistics kept between changes equal to the
//! ones tallied afresh after every kind of write, and a play saved before the
//! game was over counted as played and in nothing else.

mod common;

use common::{catan, group, newest, save, uuid};
use games::GameId;
use serde_json::{json, Value};
use store::{NewPlay, PlayId, PlayedAt, Store, StoreError};

common::on_every_engine!(
    statistics_match_a_hand_computed_fixture,
    the_start_players_wins_count_where_the_setup_recorded_them,
    seats_are_split_by_the_recorded_setup_and_the_table_size,
    a_persons_page_has_their_streaks_rivals_and_favourite,
    a_recorded_result_is_kept_as_recorded_and_renamed_like_any,
    kept_statistics_follow_every_change,
    carried_statistics_equal_statistics_tallied_afresh,
    an_unfinished_play_counts_only_as_played,
    a_games_dice_are_kept_and_counted_for_the_group,
);

/// Four Catan plays (totals are settlements + 2 × cities), worked out by hand:
///
/// | play | Ann | Bo | Cy | Di | winner |
/// |---|---|---|---|---|---|
/// | 2026-10-05 | 10 | 6 | 6 | – | Ann (Bo and Cy share 2nd) |
/// | 2026-10-19 | 4 | 10 | 2 | – | Bo |
/// | 2026-11-02 | 5 | 4 | 11 | – | Cy |
/// | 2026-11-16 | 12 | 6 | – | 3 | Ann |
///
/// and a fifth, deleted, that must not count.
async fn statistics_match_a_hand_computed_fixture(store: &Store) {
    let made = store.create_group("Stats").await.unwrap();
    let write = store.access(made.token.as_str()).await.unwrap().unwrap();
    type Seats<'a> = &'a [(&'a str, i64, i64)];
    let plays: [(&str, Seats); 5] = [
        (
            "2026-10-05T20:00:00+08:00",
            &[("Ann", 4, 3), ("Bo", 4, 1), ("Cy", 2, 2)],
        ),
        (
            "2026-10-19T20:00:00+08:00",
            &[("ann", 2, 1), ("Bo", 2, 4), ("Cy", 2, 0)],
        ),
        (
            "2026-11-02T20:00:00+08:00",
            &[("Ann", 3, 1), ("Bo", 2, 1), ("Cy", 5, 3)],
        ),
        (
            "2026-11-16T20:00:00+08:00",
            &[("Ann", 4, 4), ("Bo", 2, 2), ("Di", 3, 0)],
        ),
        (
            "2026-11-20T20:00:00+08:00",
            &[("Ann", 2, 4), ("Bo", 2, 0), ("Cy", 2, 0)],
        ),
    ];
    for (n, (at, players)) in plays.iter().enumerate() {
        save(store, &write, 900 + n as u32, at, players).await;
    }
    assert!(store.delete_play(&write, &uuid(904)).await.unwrap());

    let stats = store.stats(&write).await.unwrap();
    let names: Vec<&str> = stats.people.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Bo", "Cy", "Di"]);
    let person = |name: &str| stats.people.iter().find(|p| p.name == name).unwrap();
    let ann = person("Ann");
    assert_eq!((ann.plays, ann.wins), (4, 2));
    assert_eq!(ann.win_rate(), 0.5);
    // Against chance: 2 wins in 4 games of three, chance 1/3 of them. By
    // hand, every count at least 2/3 from the expected 4/3 but one win:
    // 1 − 4 · (1/3) · (2/3)³ = 49/81. Wilson: 15.0 %–85.0 %.
    let estimate = &ann.estimate;
    assert_eq!((estimate.wins, estimate.plays), (2.0, 4));
    assert!((estimate.chance - 1.0 / 3.0).abs() < 1e-12);
    assert!(
        (estimate.p_value - 49.0 / 81.0).abs() < 1e-12,
        "{}",
        estimate.p_value
    );
    assert!((estimate.low - 0.1500).abs() < 5e-4, "{}", estimate.low);
    assert!((estimate.high - 0.8500).abs() < 5e-4, "{}", estimate.high);
    assert_eq!(estimate.verdict(), store::Verdict::TooFewToTell);
    let catan = &ann.per_game[0];
    assert_eq!(catan.game, GameId::Catan);
    assert_eq!(
        (catan.plays, catan.wins, catan.total_points, catan.best),
        (4, 2, 31, 12)
    );
    assert_eq!(catan.average(), 7.75);
    let bo = person("Bo");
    assert_eq!(
        (
            bo.plays,
            bo.wins,
            bo.per_game[0].total_points,
            bo.per_game[0].best
        ),
        (4, 1, 26, 10)
    );
    assert_eq!((person("Cy").plays, person("Cy").wins), (3, 1));
    assert_eq!(
        (
            person("Di").plays,
            person("Di").wins,
            person("Di").per_game[0].best
        ),
        (1, 0, 3)
    );

    // Head to head: most games together first, then by name.
    let rival = |p: &store::PersonStats| {
        p.rivals
            .iter()
            .map(|h| (h.rival.clone(), h.together, h.ahead, h.behind))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        rival(ann),
        [
            ("Bo".into(), 4, 3, 1),
            ("Cy".into(), 3, 2, 1),
            ("Di".into(), 1, 1, 0)
        ]
    );
    // Bo and Cy shared 2nd place once: neither was ahead.
    assert_eq!(
        rival(person("Cy")),
        [("Ann".into(), 3, 1, 2), ("Bo".into(), 3, 1, 1)]
    );
    let names = |p: &store::PersonStats| -> Vec<String> {
        p.most_frequent_rivals()
            .iter()
            .map(|r| r.rival.clone())
            .collect()
    };
    assert_eq!(names(ann), ["Bo"]);
    // Cy played 3 games with Ann and 3 with Bo: both are named.
    assert_eq!(names(person("Cy")), ["Ann", "Bo"]);

    assert_eq!(stats.games.len(), 1);
    let game = &stats.games[0];
    assert_eq!((game.plays, game.winning_points, game.winners), (4, 43, 4));
    assert_eq!(game.average_winning_score(), 10.75);
    assert_eq!(
        game.per_month,
        [("2026-10".to_owned(), 2), ("2026-11".to_owned(), 2)]
    );
    // Every total of the four plays: 10 6 6 · 4 10 2 · 5 4 11 · 12 6 3.
    assert_eq!(
        game.distribution,
        [
            (2, 1),
            (3, 1),
            (4, 2),
            (5, 1),
            (6, 3),
            (10, 2),
            (11, 1),
            (12, 1)
        ]
    );
    // Winners sat first (Ann twice), second (Bo) and third (Cy).
    let seats: Vec<(i64, i64, i64)> = game
        .seating
        .by_seat
        .iter()
        .map(|s| (s.seat, s.plays, s.wins))
        .collect();
    assert_eq!(seats, [(0, 4, 2), (1, 4, 1), (2, 4, 1)]);
    assert_eq!(game.seating.by_seat[0].win_rate(), 0.5);
    // The first seat won 2 of 4 games of three: as Ann, p 49/81.
    let first = &game.seating.by_seat[0].estimate;
    assert!(
        (first.p_value - 49.0 / 81.0).abs() < 1e-12,
        "{}",
        first.p_value
    );
    assert!((game.seating.by_seat[1].estimate.wins - 1.0).abs() < 1e-12);
    // No play recorded who opened it.
    assert_eq!(game.seating.start_player, None);
    // Every play had three players: one table size, the whole average.
    assert_eq!(
        ann.per_game[0].by_players,
        [store::TableSize {
            players: 3,
            plays: 4,
            wins: 2,
            total_points: 31
        }]
    );

    // Two sizes of table: one line per game, its averages by size.
    let made = store.create_group("Sizes").await.unwrap();
    let sizes = store.access(made.token.as_str()).await.unwrap().unwrap();
    save(
        store,
        &sizes,
        950,
        "2026-11-01T20:00:00Z",
        &[("Ann", 4, 3), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    save(
        store,
        &sizes,
        951,
        "2026-11-02T20:00:00Z",
        &[("Ann", 2, 0), ("Bo", 2, 1), ("Cy", 2, 0), ("Di", 2, 4)],
    )
    .await;
    let stats = store.stats(&sizes).await.unwrap();
    let ann = &stats.people[0].per_game;
    assert_eq!(ann.len(), 1);
    assert_eq!(
        (ann[0].plays, ann[0].total_points, ann[0].best),
        (2, 12, 10)
    );
    let by: Vec<(i64, i64, f64)> = ann[0]
        .by_players
        .iter()
        .map(|t| (t.players, t.plays, t.average()))
        .collect();
    assert_eq!(by, [(3, 1, 10.0), (4, 1, 2.0)]);
}

async fn the_start_players_wins_count_where_the_setup_recorded_them(store: &Store) {
    let (write, read) = group(store).await;
    let seats: &[(&str, i64, i64)] = &[("Ann", 2, 4), ("Bo", 2, 0), ("Cy", 2, 0)];
    let started_by = |n: u32, seat: Value| {
        let mut play = catan(&uuid(n), "2026-11-06T20:00:00Z", seats);
        play.setup = Some(json!({"seed": "ABC123", "start_seat": seat}));
        play
    };
    // Ann (seat 0) opened and won; Cy (seat 2) opened and lost; one play unknown.
    store
        .save_play(&write, started_by(4001, json!(0)))
        .await
        .unwrap();
    store
        .save_play(&write, started_by(4002, json!(2)))
        .await
        .unwrap();
    save(store, &write, 4003, "2026-11-07T20:00:00Z", seats).await;
    let stats = store.stats(&read).await.unwrap();
    let catan = stats
        .games
        .iter()
        .find(|g| g.game == GameId::Catan)
        .unwrap();
    let start = catan.seating.start_player.as_ref().unwrap();
    assert_eq!((start.plays, start.wins, start.win_rate()), (2, 1, 0.5));
    // 1 of 2 at tables of three against chance's 1/3 each: at least 1/3 from
    // the expected 2/3 is every count. Too few to tell.
    assert_eq!(
        (start.estimate.wins, start.estimate.chance),
        (1.0, 1.0 / 3.0)
    );
    assert!((start.estimate.p_value - 1.0).abs() < 1e-12);
    assert_eq!(start.estimate.verdict(), store::Verdict::TooFewToTell);
    let page = store.plays(&read, &newest(10)).await.unwrap();
    let starts: Vec<Option<i64>> = page.plays.iter().map(|p| p.start_seat).collect();
    assert_eq!(starts, [None, Some(2), Some(0)]);
    // A seat that is not at the table is refused with its field.
    for bad in [json!(3), json!(-1), json!("first")] {
        assert!(matches!(
            store.save_play(&write, started_by(4004, bad)).await,
            Err(StoreError::Invalid { ref field, .. }) if field == "setup.start_seat"
        ));
    }
}

/// Catan's seats by board mode (a setup recorded in full names it) and by
/// table size, and a person's wins by table size, against a hand count.
async fn seats_are_split_by_the_recorded_setup_and_the_table_size(store: &Store) {
    let (write, read) = group(store).await;
    let three: [&str; 3] = ["Ann", "Bo", "Cy"];
    let four: [&str; 4] = ["Ann", "Bo", "Cy", "Di"];
    let mut n = 5000;
    let mut play = |names: &[&str], winner: usize, setup: Value| {
        n += 1;
        let seats: Vec<(&str, i64, i64)> = names
            .iter()
            .enumerate()
            .map(|(i, &name)| {
                if i == winner {
                    (name, 2, 4)
                } else {
                    (name, 2, 0)
                }
            })
            .collect();
        let mut play = catan(&uuid(n), "2026-11-06T20:00:00Z", &seats);
        play.setup = Some(setup);
        play
    };
    let plays = [
        play(&three, 0, json!({"seed": "ABC123", "players": 3})),
        play(
            &three,
            1,
            json!({"seed": "ABC123", "players": "3", "mode": "random"}),
        ),
        play(
            &four,
            2,
            json!({"seed": "ABC123", "players": 4, "mode": "random"}),
        ),
        // Only a seed: no kind, but a table of three all the same.
        play(&three, 0, json!({"seed": "ABC123"})),
    ];
    for play in plays {
        store.save_play(&write, play).await.unwrap();
    }
    let stats = store.stats(&read).await.unwrap();
    let catan = &stats.games[0];
    // Seat, plays, wins.
    type Seats = Vec<(i64, i64, i64)>;
    let seats = |seating: &store::Seating| -> Seats {
        seating
            .by_seat
            .iter()
            .map(|s| (s.seat, s.plays, s.wins))
            .collect()
    };
    let splits: Vec<(store::SplitBy, i64, Seats)> = catan
        .splits
        .iter()
        .map(|split| (split.by.clone(), split.seating.plays, seats(&split.seating)))
        .collect();
    use store::SplitBy::{Kind, Players};
    assert_eq!(
        splits,
        [
            (
                Kind("balanced".into()),
                1,
                vec![(0, 1, 1), (1, 1, 0), (2, 1, 0)]
            ),
            (
                Kind("random".into()),
                2,
                vec![(0, 2, 0), (1, 2, 1), (2, 2, 1), (3, 1, 0)]
            ),
            (Players(3), 3, vec![(0, 3, 2), (1, 3, 1), (2, 3, 0)]),
            (
                Players(4),
                1,
                vec![(0, 1, 0), (1, 1, 0), (2, 1, 1), (3, 1, 0)]
            ),
        ]
    );
    assert_eq!(catan.seating.plays, 4);
    // Seat 3 sat only at the table of four: chance 1/4.
    let random = &catan.splits[1].seating;
    assert_eq!(random.by_seat[3].estimate.chance, 0.25);
    // The random boards' third seat: 1 of a table of three and 1 of four.
    assert!((random.by_seat[2].estimate.chance - (1.0 / 3.0 + 0.25) / 2.0).abs() < 1e-12);
    let ann = &stats.people[0];
    let sizes: Vec<(i64, i64, i64)> = ann
        .by_players
        .iter()
        .map(|t| (t.players, t.plays, t.wins))
        .collect();
    assert_eq!(sizes, [(3, 3, 2), (4, 1, 0)]);
    assert_eq!(ann.by_players[1].estimate.chance, 0.25);
    // The kept tallies are the ones tallied afresh.
    assert_eq!(stats, store.stats_tallied_afresh(&read).await.unwrap());
}

/// A person's page against a hand count: five games saved out of order,
/// their runs read by date.
async fn a_persons_page_has_their_streaks_rivals_and_favourite(store: &Store) {
    let (write, read) = group(store).await;
    // By date: Ann wins, wins, is second to Bo, last behind Cy, wins.
    let days = [
        (
            5,
            "2026-11-05T20:00:00Z",
            [("Ann", 4, 3), ("Bo", 3, 0), ("Cy", 2, 0)],
        ),
        (
            1,
            "2026-11-01T20:00:00Z",
            [("Ann", 4, 3), ("Bo", 3, 0), ("Cy", 2, 0)],
        ),
        (
            3,
            "2026-11-03T20:00:00Z",
            [("Ann", 3, 0), ("Bo", 4, 3), ("Cy", 2, 0)],
        ),
        (
            2,
            "2026-11-02T20:00:00Z",
            [("Ann", 4, 3), ("Bo", 2, 0), ("Cy", 3, 0)],
        ),
        (
            4,
            "2026-11-04T20:00:00Z",
            [("Ann", 2, 0), ("Bo", 3, 0), ("Cy", 4, 3)],
        ),
    ];
    for (n, at, seats) in days {
        save(store, &write, 6000 + n, at, &seats).await;
    }
    let ann = store.person_record(&read, "ANN").await.unwrap().unwrap();
    assert_eq!(ann.stats.name, "Ann");
    assert_eq!((ann.stats.plays, ann.stats.wins), (5, 3));
    assert_eq!(
        ann.streaks,
        store::Streaks {
            longest_wins: 2,
            longest_losses: 2,
            current: 1,
            current_wins: true,
        }
    );
    assert_eq!(ann.stats.favourite_games(), [GameId::Catan]);
    let names = |rivals: Vec<&store::HeadToHead>| -> Vec<(String, i64, i64)> {
        rivals
            .into_iter()
            .map(|r| (r.rival.clone(), r.ahead, r.behind))
            .collect()
    };
    // Bo finished ahead of her twice, Cy once; she was ahead of Cy four times.
    assert_eq!(names(ann.stats.beaten_most_by()), [("Bo".into(), 3, 2)]);
    assert_eq!(names(ann.stats.beats_most()), [("Cy".into(), 4, 1)]);
    let cy = store.person_record(&read, "cy").await.unwrap().unwrap();
    assert_eq!(
        cy.streaks,
        store::Streaks {
            longest_wins: 1,
            longest_losses: 3,
            current: 1,
            current_wins: false,
        }
    );
    assert_eq!(store.person_record(&read, "Nobody").await.unwrap(), None);
    // Deleted games leave the runs: her two losses gone, three wins in a row.
    assert!(store.delete_play(&write, &uuid(6004)).await.unwrap());
    let ann = store.person_record(&read, "Ann").await.unwrap().unwrap();
    assert_eq!((ann.streaks.longest_wins, ann.streaks.current), (2, 1));
    assert!(store.delete_play(&write, &uuid(6003)).await.unwrap());
    let ann = store.person_record(&read, "Ann").await.unwrap().unwrap();
    assert_eq!((ann.streaks.longest_wins, ann.streaks.current), (3, 3));
}

/// A result recorded in another app (a BG Stats import): kept with its
/// scores and winners, counted in the statistics, renamed like any play.
async fn a_recorded_result_is_kept_as_recorded_and_renamed_like_any(store: &Store) {
    let (write, read) = group(store).await;
    let score = json!({"recorded": {"players": [
        {"name": "Ann", "score": 80, "winner": false},
        {"name": "Bo", "score": 95, "winner": true}
    ]}});
    let play = NewPlay {
        id: PlayId::parse(&uuid(7001)).unwrap(),
        played_at: PlayedAt::parse("2024-09-05T18:00:00Z").unwrap(),
        input: store::PlayInput::read(GameId::Gentes, &score).unwrap(),
        score_json: score,
        setup: Some(json!({"start_seat": 1})),
        duration_min: None,
        place: None,
        note: None,
        rolls: Vec::new(),
        rounds: Vec::new(),
    };
    let saved = store.save_play(&write, play).await.unwrap().play;
    assert_eq!(saved.result["winners"], json!(["Bo"]));
    assert_eq!(saved.result["players"][0]["rank"], 2);
    let stats = store.stats(&read).await.unwrap();
    let bo = stats.people.iter().find(|p| p.name == "Bo").unwrap();
    assert_eq!((bo.plays, bo.wins), (1, 1));
    assert_eq!(
        stats.games[0].seating.start_player.as_ref().unwrap().wins,
        1
    );
    store.rename_person(&write, "bo", "Bob").await.unwrap();
    let renamed = store.play(&read, &uuid(7001)).await.unwrap().unwrap();
    assert_eq!(renamed.score["recorded"]["players"][1]["name"], "Bob");
    assert_eq!(renamed.result["winners"], json!(["Bob"]));
    assert_eq!(
        store.stats(&read).await.unwrap(),
        store.stats_tallied_afresh(&read).await.unwrap()
    );
}

/// The statistics are kept between changes (see store/src/stats.rs): every
/// write that changes them must be seen by the next read.
async fn kept_statistics_follow_every_change(store: &Store) {
    let (write, read) = group(store).await;
    let plays_of = |stats: &store::GroupStats| {
        stats
            .people
            .iter()
            .map(|p| (p.name.clone(), p.plays, p.wins))
            .collect::<Vec<_>>()
    };
    let row = |name: &str, plays, wins| (name.to_owned(), plays, wins);
    save(
        store,
        &write,
        31,
        "2026-11-06T20:00:00Z",
        &[("Ann", 2, 4), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    let first = store.stats(&read).await.unwrap();
    assert_eq!(
        plays_of(&first),
        [row("Ann", 1, 1), row("Bo", 1, 0), row("Cy", 1, 0)]
    );
    assert_eq!(store.stats(&read).await.unwrap(), first);

    save(
        store,
        &write,
        32,
        "2026-11-07T20:00:00Z",
        &[("Ann", 2, 0), ("Bo", 2, 4), ("Cy", 2, 0)],
    )
    .await;
    let stats = store.stats(&read).await.unwrap();
    assert_eq!(
        plays_of(&stats),
        [row("Ann", 2, 1), row("Bo", 2, 1), row("Cy", 2, 0)]
    );
    // An edit of a saved play: Ann wins the second game too.
    save(
        store,
        &write,
        32,
        "2026-11-07T20:00:00Z",
        &[("Ann", 3, 4), ("Bo", 2, 4), ("Cy", 2, 0)],
    )
    .await;
    let stats = store.stats(&read).await.unwrap();
    assert_eq!(
        plays_of(&stats),
        [row("Ann", 2, 2), row("Bo", 2, 0), row("Cy", 2, 0)]
    );

    assert!(store.delete_play(&write, &uuid(32)).await.unwrap());
    assert_eq!(store.stats(&read).await.unwrap(), first);
    assert!(store.restore_play(&write, &uuid(32)).await.unwrap());
    let stats = store.stats(&read).await.unwrap();
    assert_eq!(
        plays_of(&stats),
        [row("Ann", 2, 2), row("Bo", 2, 0), row("Cy", 2, 0)]
    );

    store.rename_person(&write, "bo", "Bob").await.unwrap();
    let stats = store.stats(&read).await.unwrap();
    assert_eq!(
        plays_of(&stats),
        [row("Ann", 2, 2), row("Bob", 2, 0), row("Cy", 2, 0)]
    );
    assert_eq!(stats.people[0].rivals[0].rival, "Bob");
}

/// The statistics every write carries along (saves in batches, edits,
/// deletions, restores, renames, merges; of finished plays and unfinished
/// ones) are the ones the plays give when tallied afresh, after every step of
/// a long mixed sequence.
async fn carried_statistics_equal_statistics_tallied_afresh(store: &Store) {
    let (write, read) = group(store).await;
    let names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"];
    let mut seed: u64 = 0x5eed;
    let mut next = move |below: u64| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) % below
    };
    let mut plays: Vec<NewPlay> = Vec::new();
    for step in 0..12u32 {
        // A burst of saves at once, so several share a transaction: new plays,
        // edits of earlier ones, and one play sent twice with two contents.
        let mut burst = Vec::new();
        for k in 0..8u32 {
            let n = if k < 2 && !plays.is_empty() {
                next(plays.len() as u64) as u32
            } else {
                (step * 8 + k) % 200 + 7000
            };
            let seats = 3 + next(2) as usize;
            let first = next(names.len() as u64) as usize;
            // Totals from 2 to 13: some plays finished (someone at 10), some
            // not (unfinished, counted apart).
            let players: Vec<(&str, i64, i64)> = (0..seats)
                .map(|i| {
                    (
                        names[(first + i) % names.len()],
                        2 + next(4) as i64,
                        next(5) as i64,
                    )
                })
                .collect();
            let at = format!("2026-{:02}-{:02}T20:00:00Z", 1 + next(12), 1 + next(28));
            let mut play = catan(&uuid(n), &at, &players);
            // Some setups recorded in full, of each board mode.
            let mode = ["balanced", "random", "beginner", "none"][next(4) as usize];
            if mode != "none" {
                play.setup = Some(json!({"seed": "ABC123", "players": seats, "mode": mode}));
            }
            // Some with dice rolls, of any length.
            if next(3) > 0 {
                play.rolls = (0..next(90)).map(|_| 2 + next(11) as u8).collect();
            }
            // Some games of Citadels kept round by round: Ann wins on the
            // last round's ranks, or Bo with a second district.
            if k == 6 {
                play = common::citadels_with_rounds(&uuid(n));
                if next(2) == 0 {
                    play.score_json["players"][1]["districts"] =
                        json!([{"name": "Manor"}, {"name": "Temple"}]);
                    play.input =
                        store::PlayInput::read(GameId::Citadels, &play.score_json).unwrap();
                }
            }
            burst.push(play);
        }
        burst.push(burst[7].clone());
        let mut tasks = Vec::new();
        for play in burst.clone() {
            let (store, write) = (store.clone(), write.clone());
            tasks.push(tokio::spawn(
                async move { store.save_play(&write, play).await },
            ));
        }
        for task in tasks {
            task.await.unwrap().unwrap();
        }
        plays.extend(burst);
        match step % 4 {
            0 => {
                let id = plays[next(plays.len() as u64) as usize].id.clone();
                store.delete_play(&write, id.as_str()).await.unwrap();
            }
            1 => {
                for play in &plays {
                    store.restore_play(&write, play.id.as_str()).await.unwrap();
                }
            }
            2 => {
                let _ = store.rename_person(&write, "ann", "ANN").await;
            }
            _ => {
                // Two people who never sat together, each with rivals, merged;
                // one of them also in an unfinished play.
                let (one, other) = (format!("One {step}"), format!("Other {step}"));
                for (n, players) in [
                    (
                        8000 + step,
                        [("Ann", 3, 1), ("Cy", 2, 0), (one.as_str(), 4, 3)],
                    ),
                    (
                        8100 + step,
                        [("Di", 2, 2), ("Ed", 2, 0), (other.as_str(), 3, 4)],
                    ),
                    (
                        8200 + step,
                        [("Bo", 2, 0), ("Flo", 2, 1), (other.as_str(), 3, 1)],
                    ),
                ] {
                    save(store, &write, n, "2026-12-01T20:00:00Z", &players).await;
                }
                store.merge_people(&write, &one, &other).await.unwrap();
            }
        }
        let carried = store.stats(&read).await.unwrap();
        assert_eq!(
            carried,
            store.stats_tallied_afresh(&read).await.unwrap(),
            "step {step}"
        );
        assert!(!carried.people.is_empty());
        assert_eq!(store.seats_lacking_play_or_person().await.unwrap(), 0);
    }
    // The sequence had both kinds of play to carry, dice and characters.
    let stats = store.stats(&read).await.unwrap();
    let citadels = stats.games.iter().find(|g| g.game == GameId::Citadels);
    assert!(
        citadels.is_some_and(|g| g.characters.iter().any(|c| c.last_round_plays > 0)),
        "{citadels:?}"
    );
    let catan = stats
        .games
        .iter()
        .find(|g| g.game == GameId::Catan)
        .unwrap();
    assert!(catan.unfinished > 0 && catan.winners > 0, "{catan:?}");
    assert!(
        catan.dice.as_ref().is_some_and(|d| d.plays > 1),
        "{catan:?}"
    );
}

/// A game of Catan keeps its dice rolls in order, and the group's statistics
/// count them over every saved game that has them: an edit replaces a game's
/// rolls, a deletion takes them back, an unfinished game's dice still count.
/// Rolls on another game, past 1,000 or not a sum are refused by name.
async fn a_games_dice_are_kept_and_counted_for_the_group(store: &Store) {
    let (write, read) = group(store).await;
    let with_rolls = |n: u32, players: &[(&str, i64, i64)], rolls: &[u8]| {
        let mut play = catan(&uuid(n), "2026-11-27T20:00:00Z", players);
        play.rolls = rolls.to_vec();
        play
    };
    let won = [("Ann", 5, 2), ("Bo", 2, 0), ("Cy", 2, 0)];
    let saved = store
        .save_play(&write, with_rolls(50, &won, &[6, 8, 7, 7, 12]))
        .await
        .unwrap();
    assert_eq!(saved.play.rolls, [6, 8, 7, 7, 12]);
    let read_back = store.play(&read, &uuid(50)).await.unwrap().unwrap();
    assert_eq!(read_back.rolls, [6, 8, 7, 7, 12]);
    // The same rolls again change nothing; other rolls are an edit.
    let again = store.save_play(&write, with_rolls(50, &won, &[6, 8, 7, 7, 12]));
    assert_eq!(again.await.unwrap().outcome, store::Outcome::Unchanged);
    // A game without rolls and an unfinished one with them.
    save(store, &write, 51, "2026-11-27T21:00:00Z", &won).await;
    let not_over = [("Ann", 2, 0), ("Bo", 3, 0), ("Cy", 2, 0)];
    let unfinished = store
        .save_play(&write, with_rolls(52, &not_over, &[7, 2]))
        .await
        .unwrap();
    assert!(unfinished.play.unfinished);
    let dice = |stats: store::GroupStats| {
        let dice = stats.games[0].dice.clone().unwrap();
        let counts: Vec<u32> = (2..=12).map(|sum| dice.counts.count(sum)).collect();
        (dice.plays, counts)
    };
    assert_eq!(
        dice(store.stats(&read).await.unwrap()),
        (2, vec![1, 0, 0, 0, 1, 3, 1, 0, 0, 0, 1])
    );
    let edited = store.save_play(&write, with_rolls(50, &won, &[5, 5])).await;
    assert_eq!(edited.unwrap().outcome, store::Outcome::Replaced);
    assert_eq!(
        dice(store.stats(&read).await.unwrap()),
        (2, vec![1, 0, 0, 2, 0, 1, 0, 0, 0, 0, 0])
    );
    assert!(store.delete_play(&write, &uuid(52)).await.unwrap());
    assert_eq!(
        dice(store.stats(&read).await.unwrap()),
        (1, vec![0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0])
    );
    assert_eq!(
        store.stats(&read).await.unwrap(),
        store.stats_tallied_afresh(&read).await.unwrap()
    );
    assert!(store.delete_play(&write, &uuid(50)).await.unwrap());
    assert_eq!(store.stats(&read).await.unwrap().games[0].dice, None);

    let refused = |play: NewPlay| {
        let write = write.clone();
        async move {
            match store.save_play(&write, play).await {
                Err(error @ StoreError::Invalid { .. }) => error.to_string(),
                other => panic!("{other:?}"),
            }
        }
    };
    let mut flood = with_rolls(53, &won, &[7; 1001]);
    assert_eq!(
        refused(flood.clone()).await,
        "rolls are 1001 rolls: a game keeps at most 1000"
    );
    flood.rolls = vec![7, 7, 13];
    assert_eq!(
        refused(flood).await,
        "rolls[2] is 13: two dice make a sum from 2 to 12"
    );
    let gentes = json!({"players": [{"name": "Ann", "track": 40}, {"name": "Bo", "track": 30}]});
    let mut other_game = with_rolls(54, &won, &[7]);
    other_game.input =
        store::PlayInput::Rules(games::ScoreInput::read(GameId::Gentes, &gentes).unwrap());
    other_game.score_json = gentes;
    assert_eq!(
        refused(other_game).await,
        "rolls are kept only for a game played with two dice, not for Gentes"
    );
}

/// A play saved before the game was over (nobody at 10 in Catan) is
/// unfinished: it counts in the game's plays and plays per month, and in its
/// own count for the game and each player, and in no win, win rate, score,
/// seat, start player, rival or streak. Kept tallies follow it saved, made
/// finished, made unfinished again, deleted and restored. Against a hand count:
///
/// | play | Ann | Bo | Cy | Di | winner |
/// |---|---|---|---|---|---|
/// | 2026-10-05 | 10 | 4 | 3 | – | Ann (she opened) |
/// | 2026-11-06 | 5 | 10 | 2 | – | Bo |
/// | 2026-11-20 | 4 | 2 | 7 | 5 | none: not over (Cy leads, she opened) |
async fn an_unfinished_play_counts_only_as_played(store: &Store) {
    let (write, read) = group(store).await;
    let mut opened = catan(
        &uuid(9001),
        "2026-10-05T20:00:00Z",
        &[("Ann", 4, 3), ("Bo", 2, 1), ("Cy", 3, 0)],
    );
    opened.setup = Some(json!({"seed": "ABC123", "start_seat": 0}));
    store.save_play(&write, opened).await.unwrap();
    save(
        store,
        &write,
        9002,
        "2026-11-06T20:00:00Z",
        &[("Ann", 3, 1), ("Bo", 2, 4), ("Cy", 2, 0)],
    )
    .await;
    let finished_only = store.stats(&read).await.unwrap();
    // The third play, Cy's 7 leading and nobody at 10; then the same play
    // finished, Cy's 11 winning.
    let third = |cy_cities: i64| {
        let mut play = catan(
            &uuid(9003),
            "2026-11-20T20:00:00Z",
            &[
                ("Ann", 2, 1),
                ("Bo", 2, 0),
                ("Cy", 5, cy_cities),
                ("Di", 3, 1),
            ],
        );
        play.setup =
            Some(json!({"seed": "ABC123", "players": 4, "mode": "random", "start_seat": 2}));
        play
    };
    let saved = store.save_play(&write, third(1)).await.unwrap().play;
    assert!(saved.unfinished);
    // The result keeps its leader as the rules computed it.
    assert_eq!(saved.result["winners"], json!(["Cy"]));
    assert!(
        store
            .play(&read, &uuid(9003))
            .await
            .unwrap()
            .unwrap()
            .unfinished
    );
    let page = store.plays(&read, &newest(10)).await.unwrap();
    let marks: Vec<bool> = page.plays.iter().map(|p| p.unfinished).collect();
    assert_eq!(marks, [true, false, false]);

    let stats = store.stats(&read).await.unwrap();
    let game = &stats.games[0];
    assert_eq!((game.plays, game.unfinished), (3, 1));
    assert_eq!(
        game.per_month,
        [("2026-10".to_owned(), 1), ("2026-11".to_owned(), 2)]
    );
    // Only the finished plays' winners and totals: 10 4 3 · 5 10 2.
    assert_eq!((game.winning_points, game.winners), (20, 2));
    assert_eq!(game.distribution, [(2, 1), (3, 1), (4, 1), (5, 1), (10, 2)]);
    let seats = |seating: &store::Seating| -> Vec<(i64, i64, i64)> {
        seating
            .by_seat
            .iter()
            .map(|s| (s.seat, s.plays, s.wins))
            .collect()
    };
    // No fourth seat: Di sat only at the unfinished table.
    assert_eq!(game.seating.plays, 2);
    assert_eq!(seats(&game.seating), [(0, 2, 1), (1, 2, 1), (2, 2, 0)]);
    let start = game.seating.start_player.as_ref().unwrap();
    assert_eq!((start.plays, start.wins), (1, 1));
    // Its random board and table of four split nothing.
    use store::SplitBy::{Kind, Players};
    assert!(game
        .splits
        .iter()
        .all(|s| s.by != Kind("random".into()) && s.by != Players(4)));
    let person = |stats: &store::GroupStats, name: &str| {
        stats
            .people
            .iter()
            .find(|p| p.name == name)
            .unwrap()
            .clone()
    };
    let cy = person(&stats, "Cy");
    assert_eq!((cy.plays, cy.unfinished, cy.wins), (2, 1, 0));
    assert_eq!(cy.win_rate(), 0.0);
    let in_catan = &cy.per_game[0];
    assert_eq!(
        (
            in_catan.plays,
            in_catan.unfinished,
            in_catan.wins,
            in_catan.total_points,
            in_catan.best
        ),
        (2, 1, 0, 5, 3)
    );
    let sizes: Vec<(i64, i64, i64)> = cy
        .by_players
        .iter()
        .map(|t| (t.players, t.plays, t.wins))
        .collect();
    assert_eq!(sizes, [(3, 2, 0)]);
    let ann = person(&stats, "Ann");
    assert_eq!((ann.plays, ann.unfinished, ann.wins), (2, 1, 1));
    assert_eq!(ann.win_rate(), 0.5);
    let rivals: Vec<(String, i64, i64, i64)> = ann
        .rivals
        .iter()
        .map(|h| (h.rival.clone(), h.together, h.ahead, h.behind))
        .collect();
    assert_eq!(rivals, [("Bo".into(), 2, 1, 1), ("Cy".into(), 2, 2, 0)]);
    // Di played only the unfinished game: listed, with nothing won or lost.
    let di = person(&stats, "Di");
    assert_eq!((di.plays, di.unfinished, di.wins), (0, 1, 0));
    assert!(di.rivals.is_empty() && di.by_players.is_empty());
    // Cy's runs: two losses, the unfinished play neither a win nor a loss.
    let cy = store.person_record(&read, "Cy").await.unwrap().unwrap();
    assert_eq!(
        cy.streaks,
        store::Streaks {
            longest_wins: 0,
            longest_losses: 2,
            current: 2,
            current_wins: false,
        }
    );
    assert_eq!(stats, store.stats_tallied_afresh(&read).await.unwrap());
    let with_unfinished = stats;

    // Played on to the end: the same play finished, Cy's win counted.
    let saved = store.save_play(&write, third(3)).await.unwrap().play;
    assert!(!saved.unfinished);
    let stats = store.stats(&read).await.unwrap();
    let game = &stats.games[0];
    assert_eq!((game.plays, game.unfinished), (3, 0));
    assert_eq!((game.winning_points, game.winners), (31, 3));
    assert_eq!(
        seats(&game.seating),
        [(0, 3, 1), (1, 3, 1), (2, 3, 1), (3, 1, 0)]
    );
    let start = game.seating.start_player.as_ref().unwrap();
    assert_eq!((start.plays, start.wins), (2, 2));
    assert!(game.splits.iter().any(|s| s.by == Kind("random".into())));
    let cy = person(&stats, "Cy");
    assert_eq!((cy.plays, cy.unfinished, cy.wins), (3, 0, 1));
    assert_eq!(cy.per_game[0].best, 11);
    let di = person(&stats, "Di");
    assert_eq!((di.plays, di.unfinished, di.wins), (1, 0, 0));
    let cy = store.person_record(&read, "Cy").await.unwrap().unwrap();
    assert_eq!((cy.streaks.current, cy.streaks.current_wins), (1, true));
    assert_eq!(stats, store.stats_tallied_afresh(&read).await.unwrap());

    // Edited back to before the end: as it was unfinished.
    store.save_play(&write, third(1)).await.unwrap();
    assert_eq!(store.stats(&read).await.unwrap(), with_unfinished);
    // Deleted: as if never saved, Di gone with it; restored: back again.
    assert!(store.delete_play(&write, &uuid(9003)).await.unwrap());
    let stats = store.stats(&read).await.unwrap();
    assert_eq!(stats, finished_only);
    assert_eq!(stats, store.stats_tallied_afresh(&read).await.unwrap());
    assert!(stats.people.iter().all(|p| p.name != "Di"));
    assert!(store.restore_play(&write, &uuid(9003)).await.unwrap());
    assert_eq!(store.stats(&read).await.unwrap(), with_unfinished);
    assert_eq!(
        with_unfinished,
        store.stats_tallied_afresh(&read).await.unwrap()
    );
}
