//! One play, one door (issue 60): the same game saved through every door a
//! play comes in by makes the same stored play, field by field (its id aside),
//! its rolls and its rounds too.
//! The doors: the API's `PUT …/plays/{id}`, a phone's "Save to a group" (the
//! outbox sends that same request again), a live table's Finish on its page
//! and in the API, and an import of the group's own JSON export. A new door
//! joins `every_door` or it has not been tested.

mod common;

use axum::http::{Method, StatusCode};
use common::tables::PHONE;
use common::test_app::TestApp;
use games::scorepad::{ScoreState, SEED};
use games::{GameId, ScoreInput};
use serde::de::DeserializeSeed;
use serde_json::{json, Value};

const PLAYED_AT: &str = "2026-11-28T20:00:00+08:00";
const SEED_CODE: &str = "NIGHT7";

/// A game as a table played it: its score as the API takes it, the setup
/// page's query it was dealt on, its dice and its rounds.
struct Game {
    game: GameId,
    score: Value,
    setup_query: &'static str,
    rolls: Vec<u8>,
    /// As the API takes them (`[]`: none kept).
    rounds: Value,
}

/// Catan for three on a seeded setup: 40 rolls, Ann holding the Longest
/// Road that Bo ties (a tie keeps the card), Cy the Largest Army.
fn catan() -> Game {
    let rolls: Vec<u8> = [
        6, 8, 7, 5, 9, 10, 4, 7, 6, 8, 11, 3, 7, 9, 5, 6, 8, 12, 7, 2,
    ]
    .repeat(2)
    .to_vec();
    Game {
        game: GameId::Catan,
        score: json!({"players": [
            {"name": "Ann", "settlements": 3, "cities": 2, "vp_cards": 1,
             "longest_road": true, "road_length": 6},
            {"name": "Bo", "settlements": 4, "cities": 1, "road_length": 6},
            {"name": "Cy", "settlements": 2, "cities": 2, "largest_army": true, "knights": 3},
        ]}),
        setup_query: "players=3&seed=NIGHT7",
        rolls,
        rounds: json!([]),
    }
}

/// Citadels 2016 for four on a seeded setup, a district scored by a count,
/// called round by round (issue 64): Ann's King takes the crown in the last
/// round, Bo's Thief robs the Bishop; each player's highest rank of the last
/// round is filled from the rounds.
fn citadels() -> Game {
    Game {
        game: GameId::Citadels,
        score: json!({"edition": "2016", "players": [
            {"name": "Ann", "districts": [{"name": "Manor"}, {"name": "Temple"},
             {"name": "Museum", "cards_under": 2}], "crown": true},
            {"name": "Bo", "districts": [{"name": "Tavern"}, {"name": "Keep"}], "gold": 3},
            {"name": "Cy", "districts": [{"name": "Castle"}]},
            {"name": "Di", "districts": [{"name": "Market"}, {"name": "Watchtower"}]},
        ]}),
        setup_query: "players=4&edition=2016&seed=NIGHT7",
        rolls: Vec::new(),
        rounds: json!([
            {"crown": 2, "picks": [{"seat": 0, "character": "Merchant"},
             {"seat": 1, "character": "Architect"}, {"seat": 2, "character": "King"},
             {"seat": 3, "character": "Warlord"}]},
            {"crown": 0, "robbed": "Bishop", "picks": [{"seat": 0, "character": "King"},
             {"seat": 1, "character": "Thief"}, {"seat": 2, "character": "Bishop"},
             {"seat": 3, "character": "Warlord"}]},
        ]),
    }
}

/// The game as a phone's scorepad keeps it: the fields as typed, the seed
/// the pad was opened from and the rolls entered on it.
fn pad_of(game: &Game) -> String {
    let text = game.score.to_string();
    let mut reader = serde_json::Deserializer::from_str(&text);
    let input: ScoreInput = ScoreInput::reader(game.game)
        .deserialize(&mut reader)
        .unwrap();
    let mut pad = ScoreState::from_text(game.game, input.pad_text());
    pad.table.insert(SEED.into(), SEED_CODE.into());
    if !game.rolls.is_empty() {
        let rolls: Vec<String> = game.rolls.iter().map(u8::to_string).collect();
        pad.table.insert("rolls".into(), rolls.join(" "));
    }
    let rounds = games::rounds::read_rounds(&game.rounds).unwrap();
    if !rounds.is_empty() {
        let kept = games::rounds::encode_rounds(&rounds);
        pad.table.insert(games::rounds::ROUNDS_KEY.into(), kept);
    }
    pad.encode()
}

/// A stored play as `GET …/plays/{id}` shows it, without its id.
async fn stored(api: &TestApp, token: &str, id: &str) -> Value {
    let (status, mut play) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{id}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{play}");
    play.as_object_mut().unwrap().remove("id");
    play
}

fn id(n: u32) -> String {
    format!("6f1c2d3e-4a5b-4c6d-8e7f-{n:012}")
}

/// A live table shared from the game's pad and setup; its code and host key.
async fn shared(api: &TestApp, game: &Game, client: &str) -> (String, String) {
    let share = json!({"pad": pad_of(game), "client": client, "lang": "en",
                       "setup": format!("?{}", game.setup_query)});
    let (status, made) = api.json_at(PHONE, Method::POST, "/t", Some(share)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let code = made["code"].as_str().unwrap().to_owned();
    (code, made["host_key"].as_str().unwrap().to_owned())
}

/// The game saved through every door; each door's stored play, named.
async fn every_door(api: &TestApp, game: &Game) -> Vec<(&'static str, Value)> {
    let token = api.new_group("Doors").await;
    let mut plays = Vec::new();

    // A phone's "Save to a group" (and its outbox, which sends this again).
    let body = json!({"pad": pad_of(game), "played_at": PLAYED_AT, "lang": "en",
                      "setup_query": game.setup_query, "place": "Ann's"});
    let path = format!("/g/{token}/plays/{}", id(1));
    let (status, saved) = api.json(Method::PUT, &path, Some(body.clone())).await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    let (status, again) = api.json(Method::PUT, &path, Some(body)).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "the outbox sending it again: {again}"
    );
    plays.push(("pad", stored(api, &token, &id(1)).await));
    // The setup the pad's save recorded, as an API client records it.
    let setup = plays[0].1["setup"].clone();
    let code = games::Seed::parse(SEED_CODE).unwrap();
    assert_eq!(setup["seed"], code.code(), "{setup}");
    assert!(setup.get("start_seat").is_some(), "{setup}");

    // The API's play.
    let play = json!({"game": game.game.slug(), "played_at": PLAYED_AT, "place": "Ann's",
                      "score": game.score, "setup": setup, "rolls": game.rolls,
                      "rounds": game.rounds});
    let (status, answer) = api.put_play(&token, &id(2), play).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");
    plays.push(("API play", stored(api, &token, &id(2)).await));

    // A live table's Finish on its page, and in the API.
    for (door, method, route) in [
        ("page's Finish", Method::PUT, "/t/{code}/finish"),
        ("API's Finish", Method::POST, "/api/v1/tables/{code}/finish"),
    ] {
        let (code, key) = shared(api, game, &format!("phone-{}", plays.len())).await;
        let finish = json!({"host_key": key, "group": token, "played_at": PLAYED_AT,
                            "place": "Ann's"});
        let (status, answer) = api
            .json_at(PHONE, method, &route.replace("{code}", &code), Some(finish))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{door}: {answer}");
        let play_id = answer["id"].as_str().unwrap().to_owned();
        plays.push((door, stored(api, &token, &play_id).await));
    }

    // The group's own export, imported into another group.
    let (status, export) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/export.json"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let other = api.new_group("Imported").await;
    let (status, imported) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{other}/import"),
            Some(export),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{imported}");
    plays.push(("import", stored(api, &other, &id(1)).await));
    plays
}

/// Every door keeps what the pad's save kept: the score, the result, the
/// setup, the rolls, the unfinished mark, the time and the details.
async fn the_doors_agree(game: Game) {
    let api = TestApp::new().await;
    let plays = every_door(&api, &game).await;
    let (_, first) = &plays[0];
    assert_eq!(first["rolls"], json!(game.rolls), "{first}");
    let rounds = games::rounds::read_rounds(&game.rounds).unwrap();
    assert_eq!(first["rounds"], json!(rounds), "{first}");
    assert_eq!(first["place"], "Ann's");
    for (door, play) in &plays[1..] {
        assert_eq!(
            play, first,
            "the {door} made another play than the pad's save"
        );
    }
}

#[tokio::test]
async fn a_seeded_catan_game_with_its_rolls_is_the_same_play_through_every_door() {
    the_doors_agree(catan()).await;
}

#[tokio::test]
async fn a_seeded_citadels_2016_game_is_the_same_play_through_every_door() {
    the_doors_agree(citadels()).await;
}
