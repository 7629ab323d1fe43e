//! A game of Catan's dice rolls through every door: the API's play (`rolls`,
//! a bad one refused at `rolls[i]`), a phone's kept pad, the export and its
//! import, and the statistics' `dice` section with its fairness verdict.

mod common;

use axum::http::{Method, StatusCode};
use common::plays::{catan_play, PLAY};
use common::tables::{send_pad_edit, table_pad, PHONE};
use common::test_app::TestApp;
use serde_json::{json, Value};

fn with_rolls(rolls: Value) -> Value {
    let mut play = catan_play();
    play["rolls"] = rolls;
    play
}

/// Each sum's count in a statistics answer's `dice`.
fn counts(dice: &Value) -> Vec<i64> {
    dice["by_sum"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line["count"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn a_plays_rolls_are_saved_read_exported_and_imported_in_order() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let (status, saved) = api
        .put_play(token, PLAY, with_rolls(json!([6, 8, 7, 12, 2, 7])))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    assert_eq!(saved["rolls"], json!([6, 8, 7, 12, 2, 7]));
    let (_, read) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(read["rolls"], json!([6, 8, 7, 12, 2, 7]));
    // A play without rolls says so with an empty list.
    let other = "6f1c2d3e-4a5b-4c6d-8e7f-000000000002";
    let (_, plain) = api.put_play(token, other, catan_play()).await;
    assert_eq!(plain["rolls"], json!([]));

    let (_, export) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/export.json"),
            None,
        )
        .await;
    let exported: Vec<&Value> = export["plays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|play| &play["rolls"])
        .collect();
    assert!(exported.contains(&&json!([6, 8, 7, 12, 2, 7])), "{export}");
    let to = &api.new_group("").await;
    let import = format!("/api/v1/groups/{to}/import");
    let (status, counted) = api.json(Method::POST, &import, Some(export.clone())).await;
    assert_eq!(status, StatusCode::OK, "{counted}");
    let (_, again) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{to}/export.json"),
            None,
        )
        .await;
    assert_eq!(again["plays"], export["plays"]);

    // The statistics count them; six rolls are too few to judge.
    let (_, stats) = api
        .json(Method::GET, &format!("/api/v1/groups/{to}/stats"), None)
        .await;
    let dice = &stats["dice"];
    assert_eq!(
        (dice["plays"].as_i64(), dice["rolls"].as_i64()),
        (Some(1), Some(6))
    );
    assert_eq!(counts(dice), [1, 0, 0, 0, 1, 2, 1, 0, 0, 0, 1]);
    assert_eq!(
        dice["by_sum"][5],
        json!({"sum": 7, "count": 2, "expected": 1.0})
    );
    assert_eq!(
        dice["verdict"],
        json!({"verdict": "too_few_to_tell", "more_needed": 174})
    );
    // A group whose games recorded no dice has none.
    let none = &api.new_group("").await;
    api.put_play(none, PLAY, catan_play()).await;
    let (_, stats) = api
        .json(Method::GET, &format!("/api/v1/groups/{none}/stats"), None)
        .await;
    assert_eq!(stats["dice"], Value::Null);
}

#[tokio::test]
async fn the_statistics_judge_the_groups_dice_over_all_their_games() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    // Two games of 180 rolls, each with twice the expected 7s taken from the
    // other sums: 360 rolls, 120 sevens against 60 expected.
    let ways = |sum: u8| u32::from(if sum <= 7 { sum - 1 } else { 13 - sum });
    let mut game: Vec<u8> = Vec::new();
    for sum in 2..=12u8 {
        let times = if sum == 7 { 60 } else { 4 * ways(sum) };
        game.extend(std::iter::repeat_n(sum, times as usize));
    }
    assert_eq!(game.len(), 180);
    for n in 1..=2 {
        let id = format!("6f1c2d3e-4a5b-4c6d-8e7f-00000000000{n}");
        let (status, saved) = api.put_play(token, &id, with_rolls(json!(game))).await;
        assert_eq!(status, StatusCode::CREATED, "{saved}");
    }
    let (_, stats) = api
        .json(Method::GET, &format!("/api/v1/groups/{token}/stats"), None)
        .await;
    let dice = &stats["dice"];
    assert_eq!(
        (dice["plays"].as_i64(), dice["rolls"].as_i64()),
        (Some(2), Some(360))
    );
    assert_eq!(dice["chi_square"].as_f64().map(f64::round), Some(72.0));
    assert_eq!(dice["verdict"]["verdict"], "look_unfair");
    assert_eq!(dice["verdict"]["furthest"], 7);
    assert_eq!(dice["verdict"]["count"], 120);
}

#[tokio::test]
async fn a_bad_roll_is_refused_where_it_is_and_nothing_is_saved() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let refused = |rolls: Value| {
        let api = &api;
        async move {
            let (status, error) = api.put_play(token, PLAY, with_rolls(rolls)).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
            (
                error["field"].as_str().unwrap().to_owned(),
                error["error"].as_str().unwrap().to_owned(),
            )
        }
    };
    let (field, error) = refused(json!([6, 13])).await;
    assert_eq!(field, "rolls[1]");
    assert_eq!(error, "Roll 2 is 13: two dice make a sum from 2 to 12");
    assert_eq!(refused(json!([7, "8"])).await.0, "rolls[1]");
    assert_eq!(refused(json!([1])).await.0, "rolls[0]");
    assert_eq!(refused(json!("6 8")).await.0, "rolls");
    let (field, error) = refused(json!(vec![7; 10_000])).await;
    assert_eq!(field, "rolls");
    assert!(
        error.contains("10000 rolls: a game keeps at most 1000"),
        "{error}"
    );
    // Only Catan keeps dice.
    let mut gentes = json!({
        "game": "gentes",
        "played_at": "2026-11-23T20:15:00+08:00",
        "score": {"players": [{"name": "Ann", "track": 40}, {"name": "Bo", "track": 30}]},
        "rolls": [7]
    });
    let (status, error) = api.put_play(token, PLAY, gentes.clone()).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    assert_eq!(error["field"], "rolls");
    gentes["rolls"] = json!([]);
    let (status, _) = api.put_play(token, PLAY, gentes).await;
    assert_eq!(status, StatusCode::CREATED);
    // In an import, the play's place in the file comes first; nothing is kept.
    let mut play = with_rolls(json!([7, 7, 0]));
    play["id"] = json!("6f1c2d3e-4a5b-4c6d-8e7f-000000000009");
    let file = json!({"format": "tableside-plays", "version": 1, "plays": [play]});
    let empty = &api.new_group("").await;
    let (status, error) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{empty}/import"),
            Some(file),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    assert_eq!(error["field"], "plays[0].rolls[2]");
    let (_, list) = api
        .json(Method::GET, &format!("/api/v1/groups/{empty}/plays"), None)
        .await;
    assert_eq!(list["plays"], json!([]));
}

/// A phone's pad keeps its rolls with the game; "Save to a group" saves them.
#[tokio::test]
async fn a_pads_kept_rolls_are_saved_with_the_play() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let pad = |rolls: &str| {
        [
            "game\tcatan",
            "next\t3",
            "seat\t0\tAnn",
            "value\tsettlements\t4",
            "value\tcities\t3",
            "seat\t1\tBo",
            "value\tsettlements\t3",
            "seat\t2\tCy",
            "value\tsettlements\t2",
            &format!("table\trolls\t{rolls}"),
        ]
        .join("\n")
    };
    let (status, saved) = api.save_pad(token, PLAY, &pad("6 8 7 11"), "en").await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    assert_eq!(saved["rolls"], json!([6, 8, 7, 11]));
    // Rolls the pad cannot have written: the pad is refused, nothing saved.
    let other = "6f1c2d3e-4a5b-4c6d-8e7f-000000000002";
    let (status, error) = api.save_pad(token, other, &pad("6 14"), "en").await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    let (status, _) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{other}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// A live table's dice, moved through the page's routes as pads: the shared
/// pad's rolls and setup go to the table, a second phone's roll and robber
/// move arrive in order, one throw entered twice is asked about, a late undo
/// is a 409 and changes nothing, the API's table shows the dice, and the
/// host's Finish saves the rolls with the play; then no roll is taken.
#[tokio::test]
async fn a_live_tables_dice_go_from_pad_to_table_to_play() {
    let api = TestApp::new().await;
    let token = api.new_group("").await;
    let pad = [
        "game\tcatan",
        "next\t3",
        "table\tseed\tNIGHT7",
        "table\trolls\t6 8",
        "seat\t0\tAnn",
        "value\tsettlements\t4",
        "seat\t1\tBo",
        "value\tsettlements\t3",
        "seat\t2\tCy",
        "value\tsettlements\t2",
    ]
    .join("\n");
    let share = json!({"pad": pad, "client": "phone-ann-1", "setup": "?players=3&seed=NIGHT7"});
    let (status, made) = api.json_at(PHONE, Method::POST, "/t", Some(share)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let code = made["code"].as_str().unwrap().to_owned();
    let key = made["host_key"].as_str().unwrap().to_owned();
    let dice = table_dice(&api, &code).await;
    assert_eq!(dice["rolls"], json!([6, 8]));
    // The setup as its page writes it (the seed's code read as a seed).
    assert_eq!(dice["setup"], "players=3&seed=N1GHT7");
    // The setup's first player opens (its seat, from the setup drawn).
    let query = [("players", "3"), ("seed", "NIGHT7")].map(|(k, v)| (k.to_owned(), v.to_owned()));
    let (_, _, opener) =
        games::scorepad::setup_of_pad(games::GameId::Catan, &query, "NIGHT7").unwrap();
    assert_eq!(dice["first_turn"], opener, "{dice}");

    // Bo's phone rolls 5 and moves the robber, each a batch of pads.
    let from = table_pad(&api, &code).await;
    assert!(from.contains("table\trolls\t6 8"), "{from}");
    let rolled = from.replace("table\trolls\t6 8", "table\trolls\t6 8 5");
    let (status, answer) = send_pad_edit(&api, &code, "phone-bo-1", 1, &from, &rolled).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    // Cy's phone, not having seen it, enters the same 5 at once.
    let (status, _) = send_pad_edit(&api, &code, "phone-cy-1", 1, &from, &rolled).await;
    assert_eq!(status, StatusCode::OK);
    let dice = table_dice(&api, &code).await;
    assert_eq!(dice["rolls"], json!([6, 8, 5, 5]));
    assert_eq!(dice["doubt"], 3, "asked: one throw or two?");
    // One throw, says Ann's phone.
    let asked = table_pad(&api, &code).await;
    let answered = asked
        .replace("table\trolls\t6 8 5 5", "table\trolls\t6 8 5")
        .replace("table\tdice_doubt\t3\n", "");
    assert_ne!(asked, answered);
    let (status, answer) = send_pad_edit(&api, &code, "phone-ann-1", 2, &asked, &answered).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    // Bo's undo of the second 5, which is gone: too late, nothing changes.
    let undone = asked.replace("table\trolls\t6 8 5 5", "table\trolls\t6 8 5");
    let (status, late) = send_pad_edit(&api, &code, "phone-bo-1", 2, &asked, &undone).await;
    assert_eq!(status, StatusCode::CONFLICT, "{late}");
    assert_eq!(late["field"], "dice");
    let dice = table_dice(&api, &code).await;
    assert_eq!(
        (dice["rolls"].clone(), dice["doubt"].clone()),
        (json!([6, 8, 5]), Value::Null)
    );

    // Finish: the play keeps the table's rolls; then no roll is taken.
    let finish = json!({"host_key": key, "group": token, "played_at": "2026-11-27T21:30:00+08:00"});
    let (status, saved) = api
        .json_at(
            PHONE,
            Method::PUT,
            &format!("/t/{code}/finish"),
            Some(finish),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    assert_eq!(saved["rolls"], json!([6, 8, 5]));
    let now = table_pad(&api, &code).await;
    let after = now.replace("table\trolls\t6 8 5", "table\trolls\t6 8 5 9");
    let (status, refused) = send_pad_edit(&api, &code, "phone-bo-1", 3, &now, &after).await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");
    assert_eq!(table_dice(&api, &code).await["rolls"], json!([6, 8, 5]));
}

/// The API's table's dice.
async fn table_dice(api: &TestApp, code: &str) -> Value {
    let path = format!("/api/v1/tables/{code}");
    api.json_at(PHONE, Method::GET, &path, None).await.1["dice"].clone()
}

/// A game played without dice shares its scorepad from a setup as ever (its
/// table keeps no dice), and a query too long to be a setup's draws no board
/// but refuses nothing.
#[tokio::test]
async fn sharing_a_pad_needs_no_dice_and_no_setup() {
    let api = TestApp::new().await;
    let citadels =
        "game\tcitadels\nnext\t3\ntable\tseed\tNIGHT7\nseat\t0\tAnn\nseat\t1\tBo\nseat\t2\tCy";
    let share =
        json!({"pad": citadels, "client": "phone-ann-1", "setup": "?players=3&seed=NIGHT7"});
    let (status, made) = api.json_at(PHONE, Method::POST, "/t", Some(share)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let code = made["code"].as_str().unwrap();
    let (_, table) = api
        .json_at(PHONE, Method::GET, &format!("/api/v1/tables/{code}"), None)
        .await;
    assert!(table.get("dice").is_none(), "{table}");
    let catan = "game\tcatan\nnext\t3\ntable\tseed\tNIGHT7\nseat\t0\tAnn\nseat\t1\tBo\nseat\t2\tCy";
    let long = format!("?players=3&seed=NIGHT7&x={}", "y".repeat(2000));
    let share = json!({"pad": catan, "client": "phone-ann-1", "setup": long});
    let (status, made) = api.json_at(PHONE, Method::POST, "/t", Some(share)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let code = made["code"].as_str().unwrap();
    assert_eq!(table_dice(&api, code).await["setup"], Value::Null);
}
