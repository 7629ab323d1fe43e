//! A group's plays on every engine (`common::on_every_engine!`): saved once
//! and scored by the rules, several all or none, by many writers at once
//! without duplicates; refused with their field (control characters alike on
//! each engine); paged and filtered newest first; read oldest first for an
//! export; deleted and restored; and an import adds only plays never had.

mod common;

use common::{catan, group, newest, save, uuid};
use games::GameId;
use serde_json::json;
use store::{NewPlay, Outcome, PlayFilter, PlayId, Store, StoreError};

common::on_every_engine!(
    a_play_is_saved_once_and_scored_by_the_rules,
    history_is_newest_first_paged_and_filtered,
    an_export_reads_every_play_once_in_batches,
    control_characters_are_refused_alike,
    deleting_can_be_undone,
    impossible_plays_are_refused_with_their_field,
    concurrent_writers_make_no_duplicates,
    several_plays_are_saved_all_or_none,
    an_import_adds_only_plays_the_group_never_had,
    a_listed_play_goes_to_boardgamegeek_by_its_editions_entry,
    a_group_keeps_at_most_its_plays,
    a_citadels_play_keeps_its_rounds,
);

/// A game of Citadels kept round by round (issue 64): the rounds are checked
/// by the rules, fill the crown and the 2016 tie-break's ranks, come back as
/// they were sent, and the same play again changes nothing. Rounds the rules
/// refuse, rounds of another game and a hand entry they contradict are
/// refused at their field, and nothing is kept.
async fn a_citadels_play_keeps_its_rounds(store: &Store) {
    let (write, read) = group(store).await;
    let sent = common::citadels_with_rounds(&uuid(1));
    let rounds = sent.rounds.clone();
    let score = sent.score_json.clone();
    let play = |n: u32, score: &serde_json::Value, rounds: Vec<games::rounds::Round>| {
        NewPlay::new(
            PlayId::parse(&uuid(n)).unwrap(),
            store::PlayedAt::parse("2026-11-29T20:00:00Z").unwrap(),
            store::PlayInput::read(GameId::Citadels, score).unwrap(),
        )
        .with_rounds(rounds)
    };
    let saved = store.save_play(&write, sent.clone()).await.unwrap();
    assert_eq!(saved.outcome, Outcome::Created);
    // Ann revealed the Warlord (8) in the last round, murdered or not.
    assert_eq!(saved.play.result["winners"], json!(["Ann"]));
    let kept = store.play(&read, &uuid(1)).await.unwrap().unwrap();
    assert_eq!(kept.rounds, rounds);
    assert_eq!(kept.score["players"][0]["highest_rank_last_round"], 8);
    assert_eq!(kept.score["players"][1]["crown"], true);
    assert_eq!(kept, saved.play);
    let again = store.save_play(&write, sent).await.unwrap();
    assert_eq!(again.outcome, Outcome::Unchanged);
    // The statistics count each character: the rounds it was taken in, and
    // whether its last-round taker won, in rank order.
    let characters = |stats: store::GroupStats| -> Vec<(String, i64, i64, i64)> {
        stats
            .games
            .iter()
            .flat_map(|game| &game.characters)
            .map(|c| {
                (
                    c.character.clone(),
                    c.rounds,
                    c.last_round_plays,
                    c.last_round_wins,
                )
            })
            .collect()
    };
    assert_eq!(
        characters(store.stats(&read).await.unwrap()),
        [
            ("Assassin".to_owned(), 2, 1, 0),
            ("Thief".to_owned(), 2, 1, 0),
            ("King".to_owned(), 2, 1, 0),
            ("Warlord".to_owned(), 2, 1, 1),
        ]
    );

    let refused = |result: Result<store::SavedPlay, StoreError>| match result {
        Err(StoreError::Rounds(refusal)) => match refusal.field() {
            at if at.player.is_some() => format!("score.{at}"),
            at => at.to_string(),
        },
        Err(StoreError::Invalid { field, .. }) => field,
        Err(StoreError::Rules(error)) => format!("score.{}", error.field()),
        other => panic!("{:?}", other.map(|saved| saved.outcome)),
    };
    let mut robbed_assassin = rounds.clone();
    robbed_assassin[1].robbed = Some("Assassin".to_owned());
    assert_eq!(
        refused(
            store
                .save_play(&write, play(2, &score, robbed_assassin))
                .await
        ),
        "rounds[1].robbed"
    );
    let mut disagrees = score.clone();
    disagrees["players"][3]["highest_rank_last_round"] = json!(9);
    assert_eq!(
        refused(
            store
                .save_play(&write, play(2, &disagrees, rounds.clone()))
                .await
        ),
        "score.players[3].highest_rank_last_round"
    );
    let catan_play = common::catan(&uuid(2), "2026-11-29T20:00:00Z", &[("Ann", 3, 0)])
        .with_rounds(rounds.clone());
    assert_eq!(refused(store.save_play(&write, catan_play).await), "rounds");
    let too_many = vec![rounds[0].clone(); 51];
    assert_eq!(
        refused(store.save_play(&write, play(2, &score, too_many)).await),
        "rounds"
    );
    assert!(store.play(&read, &uuid(2)).await.unwrap().is_none());
    // Deleted, it is counted no more.
    store.delete_play(&write, &uuid(1)).await.unwrap();
    assert!(characters(store.stats(&read).await.unwrap()).is_empty());
}

/// A group keeps at most the host's number of plays, deleted ones aside
/// (issue 61.3): past it a new save, an import (whole) and a deleted play
/// brought back are refused, while a play already kept is still edited;
/// deleting one makes room, and another group is not held back.
async fn a_group_keeps_at_most_its_plays(store: &Store) {
    let store = &store.clone().with_max_group_plays(3);
    let (write, _) = group(store).await;
    let at = "2026-11-05T20:00:00Z";
    let players = [("Ann", 5, 0), ("Bo", 2, 0), ("Cy", 2, 0)];
    for n in 1..=3 {
        save(store, &write, n, at, &players).await;
    }
    let full = store.save_play(&write, catan(&uuid(4), at, &players)).await;
    match full {
        Err(error @ StoreError::GroupFull { max: 3 }) => {
            assert!(
                error.to_string().contains("already keeps 3 games"),
                "{error}"
            )
        }
        other => panic!("{:?}", other.map(|_| ())),
    }
    // Kept plays are still edited.
    let edited = store
        .save_play(
            &write,
            catan(&uuid(3), at, &[("Ann", 4, 0), ("Bo", 2, 0), ("Cy", 2, 0)]),
        )
        .await
        .unwrap();
    assert_eq!(edited.outcome, Outcome::Replaced);
    // Deleting one makes room for one, and a deleted play does not come back
    // over the most.
    assert!(store.delete_play(&write, &uuid(1)).await.unwrap());
    let two = [catan(&uuid(5), at, &players), catan(&uuid(6), at, &players)];
    assert!(matches!(
        store.save_plays(&write, &two).await,
        Err(StoreError::GroupFull { max: 3 })
    ));
    assert!(
        store.play(&write, &uuid(5)).await.unwrap().is_none(),
        "all or none"
    );
    save(store, &write, 5, at, &players).await;
    assert!(matches!(
        store.restore_play(&write, &uuid(1)).await,
        Err(StoreError::GroupFull { max: 3 })
    ));
    assert!(store.play(&write, &uuid(1)).await.unwrap().is_none());
    // Another group saves at once beside a refused one.
    let (other, _) = group(store).await;
    let (refused, saved) = tokio::join!(
        store.save_play(&write, catan(&uuid(7), at, &players)),
        store.save_play(&other, catan(&uuid(7), at, &players)),
    );
    assert!(matches!(refused, Err(StoreError::GroupFull { .. })));
    assert_eq!(saved.unwrap().outcome, Outcome::Created);
}

/// Citadels' editions are two entries of BoardGameGeek's: a listed play knows
/// its edition from its score, or for a result recorded elsewhere from its
/// setup; any other game's is the game's entry.
async fn a_listed_play_goes_to_boardgamegeek_by_its_editions_entry(store: &Store) {
    let (write, read) = group(store).await;
    let scored = json!({"edition": "2016", "players": [
        {"name": "Ann", "districts": [{"name": "Manor"}], "gold": 0},
        {"name": "Di", "districts": [{"name": "Temple"}, {"name": "Palace"}], "gold": 0}
    ]});
    let recorded = json!({"recorded": {"players": [
        {"name": "Ann", "score": 20, "winner": true},
        {"name": "Bo", "score": 18, "winner": false}
    ]}});
    let citadels = |n: u32, at: &str, score: &serde_json::Value, setup| NewPlay {
        id: PlayId::parse(&uuid(n)).unwrap(),
        played_at: store::PlayedAt::parse(at).unwrap(),
        input: store::PlayInput::read(GameId::Citadels, score).unwrap(),
        score_json: score.clone(),
        setup,
        duration_min: None,
        place: None,
        note: None,
        rolls: Vec::new(),
        rounds: Vec::new(),
    };
    for play in [
        citadels(1, "2026-11-21T20:00:00Z", &scored, None),
        citadels(
            2,
            "2026-11-22T20:00:00Z",
            &recorded,
            Some(json!({"edition": "2016", "start_seat": 1})),
        ),
        citadels(3, "2026-11-23T20:00:00Z", &recorded, None),
        catan(
            &uuid(4),
            "2026-11-24T20:00:00Z",
            &[("Ann", 3, 2), ("Bo", 2, 1), ("Cy", 4, 0)],
        ),
    ] {
        store.save_play(&write, play).await.unwrap();
    }
    let listed: Vec<_> = store
        .plays(&read, &newest(10))
        .await
        .unwrap()
        .plays
        .iter()
        .map(|play| (play.game, play.edition, play.bgg_id()))
        .collect();
    assert_eq!(
        listed,
        [
            (GameId::Catan, None, 13),
            (GameId::Citadels, None, 478),
            (GameId::Citadels, Some("2016"), 205398),
            (GameId::Citadels, Some("2016"), 205398),
        ]
    );
    let stored = store.play(&read, &uuid(2)).await.unwrap().unwrap();
    assert_eq!(stored.kind(), Some("2016"));
}

async fn a_play_is_saved_once_and_scored_by_the_rules(store: &Store) {
    let (write, read) = group(store).await;
    let play = catan(
        &uuid(1),
        "2026-11-23T20:15:00+08:00",
        &[("Ann", 3, 4), ("Bo", 2, 1), ("Cy", 4, 0)],
    );
    let saved = store.save_play(&write, play.clone()).await.unwrap();
    assert_eq!(saved.outcome, Outcome::Created);
    // Ann 3 + 2×4 = 11, Bo 2 + 2 = 4, Cy 4: computed here, not sent.
    assert_eq!(saved.play.result["winners"], json!(["Ann"]));
    assert_eq!(saved.play.result["players"][0]["total"], json!(11));
    assert!(!saved.play.unfinished, "Ann reached 10: the game is over");
    assert_eq!(saved.play.place.as_deref(), Some("Ann's kitchen"));
    // Sent again (a retry): the same play, nothing changes.
    let again = store.save_play(&write, play.clone()).await.unwrap();
    assert_eq!(again.outcome, Outcome::Unchanged);
    assert_eq!(again.play, saved.play);
    // Edited: replaced, still one play.
    let mut edited = play.clone();
    edited.note = Some("Bo built the longest road too late".into());
    let replaced = store.save_play(&write, edited).await.unwrap();
    assert_eq!(replaced.outcome, Outcome::Replaced);
    let all = store.plays(&read, &newest(10)).await.unwrap().plays;
    assert_eq!(all.len(), 1);
    assert_eq!(
        all[0]
            .seats
            .iter()
            .map(|s| (s.name.as_str(), s.total, s.place, s.winner))
            .collect::<Vec<_>>(),
        [
            ("Ann", 11, 1, true),
            ("Bo", 4, 2, false),
            ("Cy", 4, 2, false)
        ]
    );
    // The read link sees it but cannot save.
    assert!(store.play(&read, &uuid(1)).await.unwrap().is_some());
    assert!(matches!(
        store.save_play(&read, play).await,
        Err(StoreError::ReadOnly)
    ));
}

async fn history_is_newest_first_paged_and_filtered(store: &Store) {
    let (write, _) = group(store).await;
    // Saved out of order; "ann" is Ann (names match without regard to case).
    save(
        store,
        &write,
        11,
        "2026-11-01T20:00:00+08:00",
        &[("Ann", 5, 0), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    save(
        store,
        &write,
        13,
        "2026-11-03T20:00:00+08:00",
        &[("ann", 2, 0), ("Dee", 5, 1), ("Cy", 2, 0)],
    )
    .await;
    save(
        store,
        &write,
        12,
        "2026-11-02T20:00:00Z",
        &[("Bo", 5, 0), ("Cy", 3, 0), ("Dee", 2, 0)],
    )
    .await;
    let page = |offset, limit| PlayFilter {
        offset,
        limit,
        ..PlayFilter::default()
    };
    let ids = |plays: Vec<store::PlaySummary>| plays.into_iter().map(|p| p.id).collect::<Vec<_>>();
    assert_eq!(
        ids(store.plays(&write, &page(0, 10)).await.unwrap().plays),
        [uuid(13), uuid(12), uuid(11)]
    );
    assert_eq!(
        ids(store.plays(&write, &page(1, 1)).await.unwrap().plays),
        [uuid(12)]
    );
    // Whether a page follows, even at the largest page size (regression: the API
    // asked for one more than the most a page may hold and never saw it).
    assert!(store.plays(&write, &page(1, 1)).await.unwrap().more);
    assert!(!store.plays(&write, &page(2, 1)).await.unwrap().more);
    assert!(
        !store
            .plays(&write, &page(0, store::MAX_PAGE))
            .await
            .unwrap()
            .more
    );
    let with_ann = PlayFilter {
        player: Some("ANN".into()),
        limit: 10,
        ..PlayFilter::default()
    };
    let plays = store.plays(&write, &with_ann).await.unwrap().plays;
    assert_eq!(ids(plays.clone()), [uuid(13), uuid(11)]);
    // The person keeps the name first saved.
    assert_eq!(plays[0].seats[0].name, "Ann");
    let other_game = PlayFilter {
        game: Some(GameId::Gentes),
        limit: 10,
        ..PlayFilter::default()
    };
    assert!(store
        .plays(&write, &other_game)
        .await
        .unwrap()
        .plays
        .is_empty());
    let nobody = PlayFilter {
        player: Some("Zed".into()),
        limit: 10,
        ..PlayFilter::default()
    };
    assert!(store.plays(&write, &nobody).await.unwrap().plays.is_empty());
}

/// The export's reader: oldest first, in batches, each play once (plays at
/// one moment included), none deleted.
async fn an_export_reads_every_play_once_in_batches(store: &Store) {
    let (write, read) = group(store).await;
    let table = [("Ann", 5, 0), ("Bo", 2, 0), ("Cy", 2, 0)];
    let times = [
        "2026-11-03T20:00:00Z",
        "2026-11-01T20:00:00Z",
        "2026-11-02T20:00:00Z",
        "2026-11-02T20:00:00Z",
        "2026-11-02T20:00:00Z",
        "2026-11-04T20:00:00Z",
        "2026-11-02T20:00:00Z",
    ];
    for (n, at) in (201..).zip(times) {
        save(store, &write, n, at, &table).await;
    }
    assert!(store.delete_play(&write, &uuid(206)).await.unwrap());
    let mut read_back = Vec::new();
    let mut after = None;
    loop {
        let (plays, next) = store
            .plays_in_order(&read, after.as_ref(), 2)
            .await
            .unwrap();
        assert!(plays.len() <= 2);
        read_back.extend(plays.into_iter().map(|p| p.id));
        match next {
            Some(next) => after = Some(next),
            None => break,
        }
    }
    assert_eq!(
        read_back,
        [202, 203, 204, 205, 207, 201].map(uuid),
        "oldest first, a moment's plays in the order saved, the deleted one left out"
    );
}

/// A control character is refused with its field on both engines (PostgreSQL
/// cannot keep U+0000; SQLite could, and must not).
async fn control_characters_are_refused_alike(store: &Store) {
    let invalid = |result: Result<_, StoreError>, wanted: &str| match result {
        Err(StoreError::Invalid { field, .. }) => assert_eq!(field, wanted),
        other => panic!("{wanted}: {:?}", other.map(|_| ())),
    };
    invalid(store.create_group("a\u{0}b").await.map(|_| ()), "name");
    let (write, _) = group(store).await;
    save(
        store,
        &write,
        301,
        "2026-11-01T20:00:00Z",
        &[("Ann", 5, 0), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    invalid(
        store.rename_group(&write, "x\u{0}").await.map(|_| ()),
        "name",
    );
    invalid(
        store
            .rename_person(&write, "Ann", "A\u{0}n")
            .await
            .map(|_| ()),
        "name",
    );
    invalid(
        store.merge_people(&write, "A\u{0}", "Bo").await.map(|_| ()),
        "person",
    );
    let mut play = catan(
        &uuid(302),
        "2026-11-01T20:00:00Z",
        &[("Ann", 5, 0), ("Bo", 2, 0), ("Cy", 2, 0)],
    );
    play.place = Some("kitchen\u{0}".into());
    invalid(
        store.save_play(&write, play.clone()).await.map(|_| ()),
        "place",
    );
    play.place = None;
    play.note = Some("line one\nline two\u{0}".into());
    invalid(
        store.save_play(&write, play.clone()).await.map(|_| ()),
        "note",
    );
    // A note's line breaks are kept.
    play.note = Some("line one\nline two".into());
    store.save_play(&write, play).await.unwrap();
    let filter = PlayFilter {
        player: Some("\u{0}".into()),
        limit: 10,
        ..PlayFilter::default()
    };
    invalid(store.plays(&write, &filter).await.map(|_| ()), "player");
}

async fn deleting_can_be_undone(store: &Store) {
    let (write, read) = group(store).await;
    save(
        store,
        &write,
        21,
        "2026-11-05T20:00:00Z",
        &[("Ann", 5, 0), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    assert!(matches!(
        store.delete_play(&read, &uuid(21)).await,
        Err(StoreError::ReadOnly)
    ));
    assert!(store.delete_play(&write, &uuid(21)).await.unwrap());
    assert!(!store.delete_play(&write, &uuid(21)).await.unwrap());
    assert!(store.play(&write, &uuid(21)).await.unwrap().is_none());
    assert!(store
        .plays(&write, &newest(10))
        .await
        .unwrap()
        .plays
        .is_empty());
    assert!(store.restore_play(&write, &uuid(21)).await.unwrap());
    assert!(store.play(&write, &uuid(21)).await.unwrap().is_some());
    assert!(!store.delete_play(&write, "not-a-uuid").await.unwrap());
    // The same play sent again after its deletion (a retry whose answer was
    // lost, an import) brings it back rather than failing.
    assert!(store.delete_play(&write, &uuid(21)).await.unwrap());
    let again = save(
        store,
        &write,
        21,
        "2026-11-05T20:00:00Z",
        &[("Ann", 5, 0), ("Bo", 2, 0), ("Cy", 2, 0)],
    )
    .await;
    assert_eq!(again, Outcome::Replaced);
    assert!(store.play(&read, &uuid(21)).await.unwrap().is_some());
}

async fn impossible_plays_are_refused_with_their_field(store: &Store) {
    let (write, _) = group(store).await;
    let mut play = catan(
        &uuid(31),
        "2026-11-05T20:00:00Z",
        &[("Ann", 5, 0), ("Bo", 2, 0), ("Cy", 2, 0)],
    );
    play.duration_min = Some(0);
    assert!(
        matches!(store.save_play(&write, play.clone()).await, Err(StoreError::Invalid { ref field, .. }) if field == "duration_min")
    );
    play.duration_min = None;
    play.note = Some("n".repeat(store::MAX_NOTE + 1));
    assert!(
        matches!(store.save_play(&write, play.clone()).await, Err(StoreError::Invalid { ref field, .. }) if field == "note")
    );
    // Two players with one name: the rules refuse it, naming the field.
    let twice = catan(
        &uuid(32),
        "2026-11-05T20:00:00Z",
        &[("Ann", 5, 0), ("Bo", 2, 0), ("Ann", 2, 0)],
    );
    match store.save_play(&write, twice).await {
        Err(StoreError::Rules(error)) => assert_eq!(error.field().to_string(), "players[2].name"),
        other => panic!("expected the rules to refuse it, got {other:?}"),
    }
    // The scorepad's rules tell "Ann" from "ann"; a group's people do not.
    let same_person = catan(
        &uuid(33),
        "2026-11-05T20:00:00Z",
        &[("Ann", 5, 0), ("ann", 2, 0), ("Cy", 2, 0)],
    );
    match store.save_play(&write, same_person).await {
        Err(StoreError::Invalid { field, reason }) => {
            assert_eq!(field, "score.players[1].name");
            assert!(reason.contains("same person as Ann"), "{reason}");
        }
        other => panic!("expected the same person refused, got {other:?}"),
    }
    assert!(store
        .plays(&write, &newest(10))
        .await
        .unwrap()
        .plays
        .is_empty());
}

async fn concurrent_writers_make_no_duplicates(store: &Store) {
    let (write, _) = group(store).await;
    // 50 writers at once, each play sent twice.
    let mut tasks = Vec::new();
    for n in 0..100u32 {
        let store = store.clone();
        let write = write.clone();
        tasks.push(tokio::spawn(async move {
            let at = format!("2026-10-{:02}T20:00:00Z", 1 + (n % 50) % 28);
            let play = catan(
                &uuid(1000 + n % 50),
                &at,
                &[("Ann", 5, 0), ("Bo", 2, 0), (&format!("P{}", n % 50), 2, 0)],
            );
            store
                .save_play(&write, play)
                .await
                .map(|saved| saved.outcome)
        }));
    }
    let mut created = 0;
    for task in tasks {
        match task.await.unwrap().unwrap() {
            Outcome::Created => created += 1,
            Outcome::Unchanged => {}
            Outcome::Replaced => panic!("a resend is not an edit"),
            other => panic!("a save is not an import: {other:?}"),
        }
    }
    assert_eq!(created, 50);
    let all = store.plays(&write, &newest(100)).await.unwrap().plays;
    assert_eq!(all.len(), 50);
}

async fn several_plays_are_saved_all_or_none(store: &Store) {
    let (write, read) = group(store).await;
    let good = catan(
        &uuid(3001),
        "2026-11-03T20:00:00Z",
        &[("Ann", 5, 0), ("Bo", 2, 0), ("Cy", 2, 0)],
    );
    // "Ann" and "ann" at one table: refused, so nothing is saved.
    let bad = catan(
        &uuid(3002),
        "2026-11-04T20:00:00Z",
        &[("Ann", 5, 0), ("ann", 2, 0), ("Cy", 2, 0)],
    );
    assert!(store::check_play(&good).is_ok());
    assert!(store::check_play(&bad).is_err());
    assert!(store
        .save_plays(&write, &[good.clone(), bad])
        .await
        .is_err());
    assert!(store.play(&read, &uuid(3001)).await.unwrap().is_none());
    let again = catan(
        &uuid(3003),
        "2026-11-05T20:00:00Z",
        &[("Ann", 3, 0), ("Bo", 2, 0), ("Cy", 2, 0)],
    );
    assert_eq!(
        store
            .save_plays(&write, &[good.clone(), again, good])
            .await
            .unwrap(),
        [Outcome::Created, Outcome::Created, Outcome::Unchanged]
    );
}

/// An import's adds only (issue 46.4): a play the group has, edited since or
/// deleted, is left as the group left it, even when it is saved in the same
/// moment as the import asks; only plays never had come in.
async fn an_import_adds_only_plays_the_group_never_had(store: &Store) {
    let (write, read) = group(store).await;
    let players = [("Ann", 2, 1), ("Bo", 2, 0), ("Cy", 2, 0)];
    save(store, &write, 1, "2026-11-20T20:00:00Z", &players).await;
    save(store, &write, 2, "2026-11-21T20:00:00Z", &players).await;
    let mut edited = catan(&uuid(1), "2026-11-20T20:00:00Z", &players);
    edited.note = Some("edited here".into());
    store.save_play(&write, edited).await.unwrap();
    assert!(store.delete_play(&write, &uuid(2)).await.unwrap());
    let ids: Vec<PlayId> = (1..=3).map(|n| PlayId::parse(&uuid(n)).unwrap()).collect();
    let here = store.plays_here(&write, &ids).await.unwrap();
    assert_eq!(here.len(), 2);
    assert_eq!(here[&ids[0]], store::Here::Kept);
    assert_eq!(here[&ids[1]], store::Here::Deleted);
    let backup: Vec<NewPlay> = (1..=3)
        .map(|n| catan(&uuid(n), "2026-11-22T20:00:00Z", &players))
        .collect();
    assert!(matches!(
        store.add_new_plays(&read, &backup).await,
        Err(StoreError::ReadOnly)
    ));
    let outcomes = store.add_new_plays(&write, &backup).await.unwrap();
    assert_eq!(
        outcomes,
        [Outcome::AlreadyHere, Outcome::DeletedHere, Outcome::Created]
    );
    let kept = store.play(&write, &uuid(1)).await.unwrap().unwrap();
    assert_eq!(
        (kept.note.as_deref(), kept.played_at.as_str()),
        (Some("edited here"), "2026-11-20T20:00:00Z")
    );
    assert!(store.play(&write, &uuid(2)).await.unwrap().is_none());
    assert!(store.play(&write, &uuid(3)).await.unwrap().is_some());
    // A thousand ids asked at once: answered in batches.
    let many: Vec<PlayId> = (1..=1_200)
        .map(|n| PlayId::parse(&uuid(n)).unwrap())
        .collect();
    assert_eq!(store.plays_here(&write, &many).await.unwrap().len(), 3);
}
