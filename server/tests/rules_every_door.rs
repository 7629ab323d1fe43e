//! Issue 59's rules hold on every door a score comes through: the score API,
//! the API's play, a phone's pad saved to a group, the same play edited from
//! its pad, and a live table. Each door answers what the score API answers,
//! its result or its refusal at the same field.

mod common;

use axum::http::{Method, StatusCode};
use common::tables::{ops, PHONE};
use common::test_app::TestApp;
use games::scorepad::ScoreState;
use games::{GameId, ScoreInput};
use serde::de::DeserializeSeed;
use serde_json::{json, Value};

/// What a door said: the result, or the refused field's path in the score
/// and the refusal's words.
#[derive(Debug, PartialEq)]
enum Said {
    Result(Value),
    Refused(String, String),
}

/// A pad's save names no field of the score: its words say the refusal at
/// the pad's own field (`pad`, "Road length: …").
const PAD_FIELD: &str = "pad";

impl Said {
    /// Whether `self` says what the score API said (`api`).
    fn agrees_with(&self, api: &Said) -> bool {
        match (self, api) {
            (Said::Refused(field, words), Said::Refused(_, api_words)) if field == PAD_FIELD => {
                words.contains(api_words.as_str())
            }
            _ => self == api,
        }
    }

    fn refused_at(&self) -> Option<&str> {
        match self {
            Said::Refused(field, _) => Some(field),
            Said::Result(_) => None,
        }
    }
}

fn said(status: StatusCode, body: &Value, result: &Value, prefix: &str) -> Said {
    match status {
        StatusCode::OK | StatusCode::CREATED => Said::Result(result.clone()),
        StatusCode::UNPROCESSABLE_ENTITY => {
            let field = body["field"].as_str().unwrap_or_default();
            let words = body["error"].as_str().unwrap_or_default().to_owned();
            Said::Refused(
                field.strip_prefix(prefix).unwrap_or(field).to_owned(),
                words,
            )
        }
        other => panic!("{other}: {body}"),
    }
}

/// The score as a phone's kept pad, as the pad writes what a player typed.
fn pad_of(game: GameId, score: &Value) -> String {
    let text = score.to_string();
    let mut reader = serde_json::Deserializer::from_str(&text);
    let input: ScoreInput = ScoreInput::reader(game).deserialize(&mut reader).unwrap();
    ScoreState::from_text(game, input.pad_text()).encode()
}

/// The score API's answer, then each other door's.
async fn every_door(api: &TestApp, game: GameId, score: Value) -> Vec<(&'static str, Said)> {
    let slug = game.slug();
    let (status, body) = api
        .json(
            Method::POST,
            &format!("/api/v1/games/{slug}/score"),
            Some(score.clone()),
        )
        .await;
    let mut doors = vec![("score API", said(status, &body, &body, ""))];

    let token = api.new_group("Doors").await;
    let play = json!({"game": slug, "played_at": "2026-11-28T20:00:00+08:00", "score": score});
    let (status, body) = api
        .put_play(&token, "6f1c2d3e-4a5b-4c6d-8e7f-000000000001", play)
        .await;
    doors.push(("API play", said(status, &body, &body["result"], "score.")));

    let pad = pad_of(game, &score);
    let id = "6f1c2d3e-4a5b-4c6d-8e7f-000000000002";
    let (status, body) = api.save_pad(&token, id, &pad, "en").await;
    doors.push(("pad", said(status, &body, &body["result"], "score.")));

    // The same play edited from its pad: first saved as a plain game.
    let id = "6f1c2d3e-4a5b-4c6d-8e7f-000000000003";
    let plain = pad_of(game, &plain_score(game, &score));
    let (status, first) = api.save_pad(&token, id, &plain, "en").await;
    assert_eq!(status, StatusCode::CREATED, "{first}");
    let (status, body) = api.save_pad(&token, id, &pad, "en").await;
    let edited = said(status, &body, &body["result"], "score.");
    if edited.refused_at().is_some() {
        let path = format!("/api/v1/groups/{token}/plays/{id}");
        let (_, kept) = api.json(Method::GET, &path, None).await;
        assert_eq!(
            kept["result"], first["result"],
            "a refused edit changes nothing"
        );
    }
    doors.push(("edited play", edited));

    doors.push(("live table", live_table(api, game, &score).await));
    doors
}

/// The score's players with nothing but their names and what every game
/// accepts: the game an edit starts from.
fn plain_score(game: GameId, score: &Value) -> Value {
    let players: Vec<Value> = score["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| match game {
            GameId::Catan => json!({"name": p["name"], "settlements": 2}),
            _ => json!({"name": p["name"]}),
        })
        .collect();
    let mut plain = json!({ "players": players });
    if let Some(edition) = score.get("edition") {
        plain["edition"] = edition.clone();
    }
    plain
}

/// The score typed into a live table field by field: its result, or its error.
async fn live_table(api: &TestApp, game: GameId, score: &Value) -> Said {
    let names: Vec<&Value> = score["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| &p["name"])
        .collect();
    let (status, made) = api
        .json_at(
            PHONE,
            Method::POST,
            "/api/v1/tables",
            Some(json!({"game": game.slug(), "players": names})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let code = made["code"].as_str().unwrap();
    let mut changes = Vec::new();
    for (key, value) in score.as_object().unwrap() {
        if key != "players" {
            changes.push(json!({"path": key, "value": value}));
        }
    }
    for (seat, player) in score["players"].as_array().unwrap().iter().enumerate() {
        for (key, value) in player.as_object().unwrap() {
            if key != "name" {
                changes.push(json!({"path": format!("players[{seat}].{key}"), "value": value}));
            }
        }
    }
    let path = format!("/api/v1/tables/{code}/ops");
    let (status, table) = api
        .json_at(
            PHONE,
            Method::POST,
            &path,
            ops("phone-a", 1, json!(changes)),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{table}");
    let path = format!("/api/v1/tables/{code}");
    let (_, table) = api.json_at(PHONE, Method::GET, &path, None).await;
    match table.get("result") {
        Some(result) => Said::Result(result.clone()),
        None => match table["error"]["field"].as_str() {
            Some(field) => Said::Refused(
                field.to_owned(),
                table["error"]["error"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
            ),
            None => panic!("neither a result nor an error: {table}"),
        },
    }
}

/// Every door says what the score API says.
async fn agreed(game: GameId, score: Value) -> Said {
    let api = TestApp::new().await;
    let mut doors = every_door(&api, game, score).await.into_iter();
    let (_, first) = doors.next().unwrap();
    for (door, said) in doors {
        assert!(
            said.agrees_with(&first),
            "the {door} disagrees with the score API: {said:?}, not {first:?}"
        );
    }
    first
}

fn catan(players: Value) -> Value {
    json!({ "players": players })
}

/// Seed: a holder whose road was cut keeps the card while nobody else has 5.
#[tokio::test]
async fn a_holder_whose_road_was_cut_keeps_the_longest_road_on_every_door() {
    let kept = agreed(
        GameId::Catan,
        catan(json!([
            {"name": "Ann", "settlements": 2, "longest_road": true, "road_length": 3},
            {"name": "Bo", "settlements": 2, "road_length": 4},
            {"name": "Cy", "settlements": 2},
        ])),
    )
    .await;
    let Said::Result(result) = kept else {
        panic!("refused: {kept:?}")
    };
    assert_eq!(result["players"][0]["total"], 4);
    let taken = agreed(
        GameId::Catan,
        catan(json!([
            {"name": "Ann", "settlements": 2, "longest_road": true, "road_length": 3},
            {"name": "Bo", "settlements": 2, "road_length": 5},
            {"name": "Cy", "settlements": 2},
        ])),
    )
    .await;
    assert_eq!(taken.refused_at(), Some("players[0].road_length"));
}

/// Only players still tied after every tie-break share a rank.
#[tokio::test]
async fn players_behind_who_ended_the_game_are_ranked_by_total_on_every_door() {
    let mut score = catan(json!([
        {"name": "Ann", "settlements": 2, "cities": 4},
        {"name": "Bo", "settlements": 5, "cities": 3},
        {"name": "Cy", "settlements": 4, "cities": 3},
    ]));
    score["ended_by"] = json!(0);
    let Said::Result(result) = agreed(GameId::Catan, score).await else {
        panic!("refused")
    };
    let ranks: Vec<&Value> = (0..3).map(|i| &result["players"][i]["rank"]).collect();
    assert_eq!(ranks, [&json!(1), &json!(2), &json!(3)]);
}

/// A blank settlements count is 0, named where a count could change a rank.
#[tokio::test]
async fn a_blank_settlements_count_is_0_on_every_door() {
    let score = catan(json!([
        {"name": "Ann", "cities": 2},
        {"name": "Bo", "settlements": 2, "cities": 2},
        {"name": "Cy", "settlements": 2},
    ]));
    let Said::Result(result) = agreed(GameId::Catan, score).await else {
        panic!("refused")
    };
    assert_eq!(result["players"][0]["total"], 4);
    let warnings = result["warnings"].to_string();
    assert!(
        warnings.contains("Ann's count of settlements is blank"),
        "{warnings}"
    );
}

/// `built_last_round` is the classic Haunted City's flag alone.
#[tokio::test]
async fn built_last_round_on_a_haunted_quarter_is_refused_on_every_door() {
    let score = json!({
        "edition": "2016",
        "players": [
            {"name": "Ann", "districts": [
                {"name": "Manor"}, {"name": "Haunted Quarter", "built_last_round": true}]},
            {"name": "Bo", "districts": [{"name": "Temple"}]},
        ],
    });
    assert_eq!(
        agreed(GameId::Citadels, score).await.refused_at(),
        Some("players[0].districts[1]")
    );
}
