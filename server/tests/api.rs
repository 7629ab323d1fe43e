//! The JSON API of `docs/api.md`, driven in-process (`common::test_app`).

mod common;

use axum::{
    body::Body,
    http::{header, Method, Request, StatusCode},
};
use common::test_app::TestApp;
use serde_json::{json, Value};

/// A request with the body as it is (malformed JSON included), each to a site
/// of its own: the status and the JSON it must answer with.
async fn call(method: Method, path: &str, body: Option<String>) -> (StatusCode, Value) {
    let request = Request::builder()
        .method(method)
        .uri(path)
        .header(header::CONTENT_TYPE, "application/json")
        .body(body.map_or_else(Body::empty, Body::from))
        .unwrap();
    let answer = TestApp::new().await.send(request).await;
    let is_json = answer
        .headers
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.to_str().unwrap().starts_with("application/json"));
    assert!(
        is_json,
        "{path} answered {} without JSON: {}",
        answer.status,
        answer.text()
    );
    (answer.status, serde_json::from_slice(&answer.body).unwrap())
}

async fn get(path: &str) -> (StatusCode, Value) {
    call(Method::GET, path, None).await
}

async fn post(path: &str, body: &str) -> (StatusCode, Value) {
    call(Method::POST, path, Some(body.to_owned())).await
}

#[tokio::test]
async fn setup_is_deterministic_for_a_seed() {
    let (status, first) = get("/api/v1/games/card-city/setup?players=3&seed=table5").await;
    assert_eq!(status, StatusCode::OK);
    let (_, again) = get("/api/v1/games/card-city/setup?players=3&seed=TABLE5").await;
    assert_eq!(first, again);
    assert_eq!(first["game"], "card-city");
    assert_eq!(first["players"], 3);
    // The look-alike L is folded to 1 in the canonical code.
    assert_eq!(first["seed"], "TAB1E5");
    assert_eq!(first["deck"]["residential"], 18);
    assert_eq!(first["supply"]["leisure"], 3);
    assert_eq!(first["coins_each"], 3);
    assert!(first["start_player"].as_u64().unwrap() < 3);
}

#[tokio::test]
async fn setup_without_a_seed_issues_one() {
    let (status, body) = get("/api/v1/games/card-city/setup?players=2").await;
    assert_eq!(status, StatusCode::OK);
    let seed = body["seed"].as_str().unwrap();
    assert_eq!(seed.len(), 7, "{seed}");
    let (_, replay) = get(&format!(
        "/api/v1/games/card-city/setup?players=2&seed={seed}"
    ))
    .await;
    assert_eq!(replay, body);
}

#[tokio::test]
async fn setup_errors_name_the_field() {
    let cases = [
        (
            "/api/v1/games/card-city/setup",
            StatusCode::BAD_REQUEST,
            "players",
        ),
        (
            "/api/v1/games/card-city/setup?players=four",
            StatusCode::BAD_REQUEST,
            "players",
        ),
        (
            "/api/v1/games/card-city/setup?players=5",
            StatusCode::UNPROCESSABLE_ENTITY,
            "players",
        ),
        (
            "/api/v1/games/card-city/setup?players=-1",
            StatusCode::UNPROCESSABLE_ENTITY,
            "players",
        ),
        (
            "/api/v1/games/card-city/setup?players=99999999999999999999",
            StatusCode::BAD_REQUEST,
            "players",
        ),
        (
            "/api/v1/games/card-city/setup?players=2&seed=%21%21",
            StatusCode::UNPROCESSABLE_ENTITY,
            "seed",
        ),
    ];
    for (path, status, field) in cases {
        let (got, body) = get(path).await;
        assert_eq!(got, status, "{path}: {body}");
        assert_eq!(body["field"], field, "{path}: {body}");
        assert!(!body["error"].as_str().unwrap().is_empty());
    }
}

#[tokio::test]
async fn unknown_games_and_routes_are_json_404s() {
    for path in [
        "/api/v1/games/chess/setup?players=2",
        "/api/v1/nothing",
        "/api/v2/games",
    ] {
        let (status, body) = get(path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        assert!(body["error"].is_string());
    }
    let (status, _) = post("/api/v1/games/chess/score", "{}").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn score_follows_the_contract() {
    let request = json!({"players": [
        {"name": "Ann", "coins": 36, "residential_districts": [3, 3, 1, 1], "cards_in_city": 23},
        {"name": "Bo", "coins": 39, "residential_districts": [3, 3, 1, 1], "empty_cells": 2}
    ]});
    let (status, body) = post("/api/v1/games/card-city/score", &request.to_string()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["players"][0]["name"], "Ann");
    assert_eq!(body["players"][0]["total"], 19);
    assert_eq!(body["players"][0]["rank"], 2);
    assert_eq!(body["players"][1]["rank"], 1);
    assert_eq!(body["winners"], json!(["Bo"]));
    assert_eq!(
        body["players"][0]["breakdown"][0]["label"],
        "Residential districts 3+3+1+1"
    );
    assert_eq!(body["players"][0]["breakdown"][0]["points"], 14);
    assert!(body["tie_break"].as_str().unwrap().contains("coins left"));
}

#[tokio::test]
async fn malformed_score_bodies_are_400_with_the_field() {
    let cases = [
        ("", ""),
        ("{", ""),
        ("[]", ""),
        (r#"{"players": "everyone"}"#, "players"),
        (
            r#"{"players": [{"name": "Ann", "coins": "lots", "cards_in_city": 3, "residential_districts": []}]}"#,
            "players[0].coins",
        ),
        (
            r#"{"players": [{"name": "Ann", "coins": 1e400}]}"#,
            "players[0].coins",
        ),
        (
            r#"{"players": [{"name": "Ann", "coins": 99999999999999999999999}]}"#,
            "players[0].coins",
        ),
        (
            r#"{"players": [{"name": "Ann", "coin": 3}]}"#,
            "players[0].coin",
        ),
        (r#"{"players": []} trailing"#, ""),
    ];
    for (body, field) in cases {
        let (status, reply) = post("/api/v1/games/card-city/score", body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {reply}");
        assert_eq!(
            reply["field"].as_str().unwrap_or(""),
            field,
            "{body}: {reply}"
        );
    }
}

#[tokio::test]
async fn impossible_scores_are_422_with_the_field() {
    let request = json!({"players": [
        {"name": "Ann", "coins": -4, "residential_districts": [3], "cards_in_city": 5}
    ]});
    let (status, body) = post("/api/v1/games/card-city/score", &request.to_string()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["field"], "players[0].coins");
    assert_eq!(
        body["error"],
        "Ann's coins must be between 0 and 1000000, not -4"
    );
}

#[tokio::test]
async fn oversized_bodies_are_refused_with_413() {
    let huge = format!(r#"{{"players": [], "padding": "{}"}}"#, "x".repeat(200_000));
    let (status, body) = post("/api/v1/games/card-city/score", &huge).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(body["error"].as_str().unwrap().contains("larger than"));
}

#[tokio::test]
async fn city_council_setup_and_score() {
    let (status, setup) = get("/api/v1/games/city-council/setup?players=4&seed=C0UNC1L").await;
    assert_eq!(status, StatusCode::OK, "{setup}");
    assert_eq!(
        (
            &setup["budget"],
            &setup["blue_workers"],
            &setup["white_workers"],
            &setup["plans_per_meeting"]
        ),
        (&json!(8), &json!(4), &json!(2), &json!(3))
    );
    assert_eq!(setup["favour_cards_each"], 2);
    assert!(setup["first_chair"].as_u64().unwrap() < 4);

    let request = json!({"players": [
        {"name": "Ann", "points": 11, "favour_cards_in_hand": 3, "secret_funds": 9},
        {"name": "Bo", "points": 11, "favour_cards_in_hand": 1, "secret_funds": 0}
    ]});
    let (status, body) = post("/api/v1/games/city-council/score", &request.to_string()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["winners"], json!(["Bo"]));
    let (_, lost) = post(
        "/api/v1/games/city-council/score",
        &json!({"city_lost": true, "players": request["players"]}).to_string(),
    )
    .await;
    assert_eq!(lost["winners"], json!([]));
}

#[tokio::test]
async fn gentes_setup_and_score() {
    let (status, setup) =
        get("/api/v1/games/gentes/setup?players=3&seed=GENTES&lock_first_tax=1").await;
    assert_eq!(status, StatusCode::OK, "{setup}");
    assert_eq!(setup["training_order"].as_array().unwrap().len(), 6);
    assert_eq!(setup["draft_order"].as_array().unwrap().len(), 6);
    assert_eq!(setup["coins_each"], 20);
    assert_eq!(setup["lock_first_tax"], true);
    let (status, body) = get("/api/v1/games/gentes/setup?players=3&lock_first_tax=maybe").await;
    assert_eq!(
        (status, body["field"].as_str()),
        (StatusCode::BAD_REQUEST, Some("lock_first_tax"))
    );

    let request = json!({"players": [
        {"name": "Ann", "track": 80, "playable_hand": [5, 4], "unplayable_hand": [3], "cubes": 7, "coins": 29, "hourglass_penalty": 4, "cards_played": 10},
        {"name": "Bo", "track": 84, "cards_played": 12}
    ]});
    let (status, body) = post("/api/v1/games/gentes/score", &request.to_string()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["players"][0]["total"], 84);
    assert_eq!(body["winners"], json!(["Bo"]));
    assert!(body["tie_break"]
        .as_str()
        .unwrap()
        .contains("civilization cards played"));
}

#[tokio::test]
async fn citadels_setup_hides_the_face_down_card_unless_asked() {
    let path = "/api/v1/games/citadels/setup?players=5&seed=TABLE5&edition=2016";
    let (status, setup) = get(path).await;
    assert_eq!(status, StatusCode::OK, "{setup}");
    assert_eq!(setup["edition"], "2016");
    assert_eq!(setup["characters"].as_array().unwrap().len(), 8);
    assert_eq!(setup["removed_face_up"].as_array().unwrap().len(), 1);
    assert_eq!(setup["removed_face_down"], 1);
    assert!(setup.get("face_down_character").is_none());
    assert_eq!(setup["unique_districts"].as_array().unwrap().len(), 14);
    let (_, revealed) = get(&format!("{path}&reveal=1")).await;
    assert!(revealed["face_down_character"].is_string());

    let (status, body) = get("/api/v1/games/citadels/setup?players=5&edition=1999").await;
    assert_eq!(
        (status, body["field"].as_str()),
        (StatusCode::BAD_REQUEST, Some("edition"))
    );
    let (status, body) = get("/api/v1/games/citadels/setup?players=8&edition=classic").await;
    assert_eq!(
        (status, body["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("players"))
    );
}

#[tokio::test]
async fn citadels_score() {
    let request = json!({"edition": "classic", "players": [
        {"name": "Ann", "first_complete": true, "districts": [
            {"name": "Manor"}, {"name": "Castle"}, {"name": "Temple"}, {"name": "Church"},
            {"name": "Tavern"}, {"name": "Market"}, {"name": "Watchtower"}, {"name": "Keep"}]},
        {"name": "Bo", "districts": [{"name": "Palace"}], "gold": 4}
    ]});
    let (status, body) = post("/api/v1/games/citadels/score", &request.to_string()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["players"][0]["total"], 24);
    assert_eq!(body["winners"], json!(["Ann"]));

    let bad =
        json!({"edition": "2016", "players": [{"districts": [{"name": "Secret Vault"}]}, {}]});
    let (status, body) = post("/api/v1/games/citadels/score", &bad.to_string()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["field"], "players[0].districts[0]");
    let (status, _) = post("/api/v1/games/citadels/score", r#"{"players": []}"#).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "edition is required");
}

#[tokio::test]
async fn catan_setup_modes_options_and_keep() {
    let (status, board) = get("/api/v1/games/catan/setup?players=4&seed=TABLE5").await;
    assert_eq!(status, StatusCode::OK, "{board}");
    assert_eq!(board["mode"], "balanced");
    assert_eq!(board["hexes"].as_array().unwrap().len(), 19);
    assert_eq!(board["harbors"].as_array().unwrap().len(), 9);
    let robber = board["robber"].as_u64().unwrap() as usize;
    assert_eq!(board["hexes"][robber]["terrain"], "desert");
    assert!(board["hexes"][robber]["number"].is_null());
    assert!(board["report"]["rules"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["holds"] == true));

    let (_, big) = get("/api/v1/games/catan/setup?players=6&mode=spiral&seed=X").await;
    assert_eq!(big["hexes"].as_array().unwrap().len(), 30);
    assert_eq!(big["harbors"].as_array().unwrap().len(), 11);

    // Keep two hexes of the first board; the rest is drawn again.
    let hex = |i: usize| {
        let h = &board["hexes"][i];
        match h["number"].as_u64() {
            Some(n) => format!(
                "{},{},{},{n}",
                h["q"],
                h["r"],
                h["terrain"].as_str().unwrap()
            ),
            None => format!("{},{},{}", h["q"], h["r"], h["terrain"].as_str().unwrap()),
        }
    };
    let keep = format!("{};{}", hex(0), hex(1));
    let (status, again) = get(&format!(
        "/api/v1/games/catan/setup?players=4&seed=OTHER&keep={keep}"
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again["hexes"][0], board["hexes"][0]);
    assert_eq!(again["hexes"][1], board["hexes"][1]);

    for (query, field) in [
        ("mode=chaos", "mode"),
        ("max_intersection_pips=lots", "max_intersection_pips"),
        ("keep=1,2", "keep[0]"),
        ("no_equal_neighbours=maybe", "no_equal_neighbours"),
    ] {
        let (status, body) = get(&format!("/api/v1/games/catan/setup?players=4&{query}")).await;
        assert_eq!(
            (status, body["field"].as_str()),
            (StatusCode::BAD_REQUEST, Some(field)),
            "{query}"
        );
    }
    // A limit tighter than every board can meet is refused before any search, the
    // same for every seed; 0 is not "off".
    for seed in ["A", "B", "TABLE5"] {
        let (status, body) = get(&format!(
            "/api/v1/games/catan/setup?players=6&max_intersection_pips=9&seed={seed}"
        ))
        .await;
        assert_eq!(
            (status, body["field"].as_str()),
            (
                StatusCode::UNPROCESSABLE_ENTITY,
                Some("max_intersection_pips")
            )
        );
        assert_eq!(
            body["error"],
            "A limit of 9 for max_intersection_pips cannot be met on every layout of the 5–6 player board; 10 is the tightest (or turn the rule off)"
        );
    }
    let (status, body) =
        get("/api/v1/games/catan/setup?players=4&max_resource_pip_deviation=0").await;
    assert_eq!(
        (status, body["field"].as_str()),
        (StatusCode::BAD_REQUEST, Some("max_resource_pip_deviation"))
    );
    assert_eq!(
        body["error"],
        "max_resource_pip_deviation must be a number from 1 to 255 or off, not \"0\""
    );
    let (status, body) = get("/api/v1/games/catan/setup?players=5&mode=beginner").await;
    assert_eq!(
        (status, body["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("mode"))
    );
}

#[tokio::test]
async fn catan_score() {
    let request = json!({"ended_by": 0, "players": [
        {"name": "Ann", "settlements": 2, "cities": 3, "longest_road": true, "vp_cards": 1},
        {"name": "Bo", "settlements": 4, "cities": 1},
        {"name": "Cy", "settlements": 2}
    ]});
    let (status, body) = post("/api/v1/games/catan/score", &request.to_string()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["players"][0]["total"], 11);
    assert_eq!(body["winners"], json!(["Ann"]));
    let two_roads = json!({"players": [
        {"name": "Ann", "settlements": 2, "longest_road": true},
        {"name": "Bo", "settlements": 2, "longest_road": true},
        {"name": "Cy", "settlements": 2}
    ]});
    let (status, body) = post("/api/v1/games/catan/score", &two_roads.to_string()).await;
    assert_eq!(
        (status, body["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("players"))
    );
}

/// Catan's Longest Road and Largest Army move only to a player who exceeds the
/// holder: a tie is accepted with the holder scoring the card, an exceeded holder
/// is refused on the holder's count.
#[tokio::test]
async fn a_tie_keeps_the_card_with_its_holder_and_an_exceeded_holder_is_refused() {
    let score = |players: Value| async move {
        post(
            "/api/v1/games/catan/score",
            &json!({ "players": players }).to_string(),
        )
        .await
    };
    let cards = |body: &Value, seat: usize| -> Vec<String> {
        body["players"][seat]["breakdown"]
            .as_array()
            .unwrap()
            .iter()
            .map(|line| line["key"].as_str().unwrap().to_owned())
            .filter(|key| key == "longest_road" || key == "largest_army")
            .collect()
    };
    // Ann's road of 6 came first; Ben's 6 ties it. Ben's third knight ties Cy's.
    let (status, body) = score(json!([
        {"name": "Ann", "settlements": 4, "cities": 1, "longest_road": true, "road_length": 6},
        {"name": "Ben", "settlements": 3, "cities": 1, "road_length": 6, "knights": 3},
        {"name": "Cy", "settlements": 2, "largest_army": true, "knights": 3}]))
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(cards(&body, 0), ["longest_road"]);
    assert_eq!(cards(&body, 1), Vec::<String>::new());
    assert_eq!(cards(&body, 2), ["largest_army"]);
    assert_eq!(body["players"][0]["total"], 8);
    assert_eq!(body["players"][2]["total"], 4);

    for (players, field, error) in [
        (
            json!([
                {"name": "Ann", "settlements": 2, "longest_road": true, "road_length": 6},
                {"name": "Ben", "settlements": 2, "road_length": 7},
                {"name": "Cy", "settlements": 2}]),
            "players[0].road_length",
            "Ann holds the Longest Road with 6 road segments, but Ben has 7; the card moves to a player with at least 5 road segments who exceeds its holder (a tie leaves it where it is)",
        ),
        (
            json!([
                {"name": "Ann", "settlements": 2, "knights": 5},
                {"name": "Ben", "settlements": 2},
                {"name": "Cy", "settlements": 2, "largest_army": true, "knights": 4}]),
            "players[2].knights",
            "Cy holds the Largest Army with 4 knights, but Ann has 5; the card moves to a player with at least 3 knights who exceeds its holder (a tie leaves it where it is)",
        ),
    ] {
        let (status, body) = score(players).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!((body["field"].as_str(), body["error"].as_str()), (Some(field), Some(error)));
    }
}

/// Each impossible game the rules refuse: 422 with the path of the field to fix.
#[tokio::test]
async fn impossible_games_are_refused_at_their_field() {
    let cases = [
        (
            "card-city",
            json!({"players": [{"name": "Ann", "coins": 0, "residential_districts": [24], "cards_in_city": 25}]}),
            "players[0].residential_districts",
        ),
        (
            "card-city",
            json!({"players": [{"name": "Ann", "coins": 0, "grid": ["HP...", ".....", "...PP", ".....", "....."]}]}),
            "players[0].grid",
        ),
        (
            "catan",
            json!({"players": [{"name": "Ann", "settlements": 1}, {"name": "Bo", "settlements": 2}, {"name": "Cy", "settlements": 2}]}),
            "players[0].settlements",
        ),
        (
            "catan",
            json!({"players": [
                {"name": "Ann", "settlements": 2, "longest_road": true, "road_length": 6},
                {"name": "Bo", "settlements": 2, "road_length": 7},
                {"name": "Cy", "settlements": 2}]}),
            "players[0].road_length",
        ),
        (
            "catan",
            json!({"players": [
                {"name": "Ann", "settlements": 2, "knights": 8},
                {"name": "Bo", "settlements": 2, "knights": 7},
                {"name": "Cy", "settlements": 2}]}),
            "players[1].knights",
        ),
        (
            "citadels",
            json!({"edition": "2016", "players": [
                {"name": "Ann", "secret_vault": true}, {"name": "Bo", "secret_vault": true}]}),
            "players[1].secret_vault",
        ),
        (
            "citadels",
            json!({"edition": "classic", "players": [
                {"name": "Ann", "districts": [{"name": "Haunted City", "built_last_round": true, "counts_as": "noble"}]},
                {"name": "Bo"}]}),
            "players[0].districts[0]",
        ),
        (
            "gentes",
            json!({"players": [
                {"name": "Ann", "track": 50, "cards_played": 7, "eight_point_tiles": ["eighth_card"]},
                {"name": "Bo", "track": 40}]}),
            "players[0].eight_point_tiles[0]",
        ),
    ];
    for (game, request, field) in cases {
        let (status, body) =
            post(&format!("/api/v1/games/{game}/score"), &request.to_string()).await;
        assert_eq!(
            (status, body["field"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some(field)),
            "{game}: {body}"
        );
        let error = body["error"].as_str().unwrap();
        assert!(!error.contains(": is") && !error.contains(":  "), "{error}");
    }
    // The API takes the Catan house rule: the highest score wins a tie above 10.
    let (status, body) = post(
        "/api/v1/games/catan/score",
        &json!({"ended_by": 1, "highest_score_wins": true, "players": [
            {"name": "Ann", "settlements": 2, "cities": 4, "largest_army": true},
            {"name": "Bo", "settlements": 2, "cities": 4},
            {"name": "Cy", "settlements": 2}]})
        .to_string(),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["winners"], json!(["Ann"]));
}
