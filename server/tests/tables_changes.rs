//! A live table's changes through the JSON API (`docs/api.md`): phones fill it
//! in batch by batch and the rules score it as it stands, an impossible change
//! names its field and changes nothing, the host locks the seats, and the host
//! finishes it as one play of a group.

mod common;

use axum::http::{Method, StatusCode};
use common::tables::{new_table, ops, PHONE};
use common::test_app::TestApp;
use serde_json::{json, Value};

#[tokio::test]
async fn phones_fill_in_a_table_and_the_rules_score_it_as_it_stands() {
    let api = TestApp::new().await;
    let (status, made) = api
        .json_at(
            PHONE,
            Method::POST,
            "/api/v1/tables",
            Some(json!({"game": "catan", "players": ["Ann", "Bo", "Cy"]})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let code = made["code"].as_str().unwrap();
    assert_eq!(code.len(), 8);
    assert_eq!(made["host_key"].as_str().unwrap().len(), 26);
    assert_eq!(made["seq"], 0);
    assert_eq!(made["input"]["players"][2], json!({"name": "Cy"}));
    // Nothing entered yet: the first field the rules need, not a result.
    assert_eq!(made["error"]["field"], "players[0].settlements");
    assert!(made.get("result").is_none());

    let table = format!("/api/v1/tables/{code}");
    let changes = format!("{table}/ops");
    let first = ops(
        "phone-a",
        1,
        json!([
            {"path": "players[0].settlements", "value": 4},
            {"path": "players[0].cities", "value": 2},
        ]),
    );
    let (status, taken) = api
        .json_at(PHONE, Method::POST, &changes, first.clone())
        .await;
    assert_eq!(
        (status, taken),
        (StatusCode::OK, json!({"seq": 2, "again": false}))
    );
    let (_, again) = api.json_at(PHONE, Method::POST, &changes, first).await;
    assert_eq!(again, json!({"seq": 2, "again": true}));

    let rest = ops(
        "phone-b",
        1,
        json!([
            {"path": "players[1].settlements", "value": 5},
            {"path": "players[2].settlements", "value": 3},
            {"path": "players[1].longest_road", "value": true},
        ]),
    );
    let (status, taken) = api.json_at("10.0.0.2", Method::POST, &changes, rest).await;
    assert_eq!((status, taken["seq"].clone()), (StatusCode::OK, json!(5)));

    let (status, now) = api.json_at(PHONE, Method::GET, &table, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(now["seq"], 5);
    assert!(now.get("error").is_none(), "{now}");
    // Ann 4 + 2 × 2 = 8; Bo 5 + Longest Road 2 = 7; Cy 3.
    let totals: Vec<i64> = now["result"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["total"].as_i64().unwrap())
        .collect();
    assert_eq!(totals, [8, 7, 3]);
    assert_eq!(now["result"]["winners"], json!(["Ann"]));

    // A phone that saw change 3 catches up with the two after it.
    let (_, caught_up) = api
        .json_at(PHONE, Method::GET, &format!("{table}?since=3"), None)
        .await;
    assert_eq!(
        caught_up["changes"],
        json!([
            {"seq": 4, "seat": null, "path": "players[2].settlements", "value": 3},
            {"seq": 5, "seat": null, "path": "players[1].longest_road", "value": true},
        ])
    );
}

/// On a live table as on a pad, a tie leaves the Longest Road with its holder,
/// and a phone that gives another player a longer road shows the refusal.
#[tokio::test]
async fn a_live_table_keeps_a_tied_card_with_its_holder_and_refuses_an_exceeded_one() {
    let api = TestApp::new().await;
    let (code, _) = new_table(&api).await;
    let table = format!("/api/v1/tables/{code}");
    let changes = format!("{table}/ops");
    let tie = ops(
        "phone-a",
        1,
        json!([
            {"path": "players[0].settlements", "value": 4},
            {"path": "players[0].longest_road", "value": true},
            {"path": "players[0].road_length", "value": 6},
            {"path": "players[1].settlements", "value": 2},
            {"path": "players[1].road_length", "value": 6},
            {"path": "players[2].settlements", "value": 2},
        ]),
    );
    let (status, taken) = api.json_at(PHONE, Method::POST, &changes, tie).await;
    assert_eq!(status, StatusCode::OK, "{taken}");
    let (_, now) = api.json_at(PHONE, Method::GET, &table, None).await;
    assert!(now.get("error").is_none(), "{now}");
    // Ann 4 + Longest Road 2 = 6, Bo 2, Cy 2.
    assert_eq!(now["result"]["players"][0]["total"], 6);
    assert_eq!(now["result"]["winners"], json!(["Ann"]));

    let longer = ops(
        "phone-b",
        1,
        json!([{"path": "players[1].road_length", "value": 7}]),
    );
    let (status, _) = api
        .json_at("10.0.0.2", Method::POST, &changes, longer)
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, now) = api.json_at(PHONE, Method::GET, &table, None).await;
    assert_eq!(now["error"]["field"], "players[0].road_length", "{now}");
    assert_eq!(
        now["error"]["error"],
        "Ann holds the Longest Road with 6 road segments, but Bo has 7; the card moves to a player with at least 5 road segments who exceeds its holder (a tie leaves it where it is)"
    );
    assert!(now.get("result").is_none(), "{now}");
}

#[tokio::test]
async fn impossible_changes_name_their_field_and_change_nothing() {
    let api = TestApp::new().await;
    let (code, _) = new_table(&api).await;
    let changes = format!("/api/v1/tables/{code}/ops");
    let batch = ops(
        "phone-a",
        1,
        json!([
            {"path": "players[0].settlements", "value": 3},
            {"path": "players[0].gold", "value": 3},
        ]),
    );
    let (status, refused) = api.json_at(PHONE, Method::POST, &changes, batch).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused["field"], "players[0].gold");
    let (_, table) = api
        .json_at(PHONE, Method::GET, &format!("/api/v1/tables/{code}"), None)
        .await;
    assert_eq!(table["seq"], 0);
    assert_eq!(table["input"]["players"][0], json!({"name": "Ann"}));

    for (body, field) in [
        (
            json!({"client": "a b", "client_seq": 1, "ops": []}),
            "client",
        ),
        (
            json!({"client": "a", "client_seq": 0, "ops": []}),
            "client_seq",
        ),
        (json!({"client": "a", "client_seq": 1}), ""),
    ] {
        let (status, refused) = api
            .json_at(PHONE, Method::POST, &changes, Some(body.clone()))
            .await;
        assert!(status.is_client_error(), "{body}: {status}");
        if !field.is_empty() {
            assert_eq!(refused["field"], field, "{body}");
        }
    }
    let (status, _) = api
        .json_at(
            PHONE,
            Method::POST,
            "/api/v1/tables",
            Some(json!({"game": "catan", "players": ["Ann"]})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, refused) = api
        .json_at(
            PHONE,
            Method::POST,
            "/api/v1/tables",
            Some(json!({"game": "chess", "players": ["A", "B"]})),
        )
        .await;
    assert_eq!(
        (status, refused["field"].clone()),
        (StatusCode::UNPROCESSABLE_ENTITY, json!("game"))
    );
    let (status, refused) = api
        .json_at(
            PHONE,
            Method::GET,
            &format!("/api/v1/tables/{code}?since=-1"),
            None,
        )
        .await;
    assert_eq!(
        (status, refused["field"].clone()),
        (StatusCode::BAD_REQUEST, json!("since"))
    );
}

#[tokio::test]
async fn the_host_locks_the_seats_and_each_phone_keeps_to_its_own() {
    let api = TestApp::new().await;
    let (code, key) = new_table(&api).await;
    let key = key.as_str();
    let seat = format!("/api/v1/tables/{code}/seat");
    let host = format!("/api/v1/tables/{code}/host");
    let changes = format!("/api/v1/tables/{code}/ops");

    let (status, table) = api
        .json_at(
            PHONE,
            Method::POST,
            &seat,
            Some(json!({"client": "phone-a", "seat": 0})),
        )
        .await;
    assert_eq!(
        (status, table["taken"].clone()),
        (StatusCode::OK, json!([0]))
    );
    let (status, refused) = api
        .json_at(
            PHONE,
            Method::POST,
            &seat,
            Some(json!({"client": "phone-b", "seat": 0})),
        )
        .await;
    assert_eq!(
        (status, refused["field"].clone()),
        (StatusCode::UNPROCESSABLE_ENTITY, json!("seat"))
    );

    let (status, _) = api
        .json_at(
            PHONE,
            Method::POST,
            &host,
            Some(json!({"host_key": "0000000000000000000000000a", "seats_locked": true})),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, table) = api
        .json_at(
            PHONE,
            Method::POST,
            &host,
            Some(json!({"host_key": key, "seats_locked": true})),
        )
        .await;
    assert_eq!(
        (status, table["seats_locked"].clone()),
        (StatusCode::OK, json!(true))
    );

    let own = ops(
        "phone-a",
        1,
        json!([{"path": "players[0].settlements", "value": 3}]),
    );
    let (status, _) = api.json_at(PHONE, Method::POST, &changes, own).await;
    assert_eq!(status, StatusCode::OK);
    let other = ops(
        "phone-a",
        2,
        json!([{"path": "players[1].settlements", "value": 3}]),
    );
    let (status, refused) = api.json_at(PHONE, Method::POST, &changes, other).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(
        refused["error"].as_str().unwrap().contains("players[0]"),
        "{refused}"
    );
    let by_host = Some(json!({"client": "host", "client_seq": 1, "host_key": key,
        "ops": [{"path": "players[1].settlements", "value": 3}]}));
    let (status, _) = api.json_at(PHONE, Method::POST, &changes, by_host).await;
    assert_eq!(status, StatusCode::OK);
    let (_, table) = api
        .json_at(
            PHONE,
            Method::GET,
            &format!("/api/v1/tables/{code}?since=0"),
            None,
        )
        .await;
    let seats: Vec<Value> = table["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["seat"].clone())
        .collect();
    assert_eq!(seats, [json!(0), Value::Null]);
    assert!(
        !table.to_string().contains("phone-a"),
        "a phone's id stays on the server"
    );
}

#[tokio::test]
async fn the_host_finishes_the_table_as_one_play_of_a_group() {
    let api = TestApp::new().await;
    let (_, group) = api
        .json_at(
            PHONE,
            Method::POST,
            "/api/v1/groups",
            Some(json!({"name": "Fridays"})),
        )
        .await;
    let token = group["token"].as_str().unwrap();
    let (code, key) = new_table(&api).await;
    let key = key.as_str();
    let finish = format!("/api/v1/tables/{code}/finish");
    let finishing = |key: &str| {
        Some(
            json!({"host_key": key, "group": token, "played_at": "2026-11-24T21:30:00+01:00", "place": "Ann's"}),
        )
    };

    // Not finished while the rules cannot score it yet.
    let (status, refused) = api
        .json_at(PHONE, Method::POST, &finish, finishing(key))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert!(
        refused["field"]
            .as_str()
            .unwrap()
            .starts_with("score.players[0]"),
        "{refused}"
    );

    let batch = ops(
        "phone-a",
        1,
        json!([
            {"path": "players[0].settlements", "value": 4},
            {"path": "players[1].settlements", "value": 3},
            {"path": "players[2].settlements", "value": 2},
        ]),
    );
    api.json_at(
        PHONE,
        Method::POST,
        &format!("/api/v1/tables/{code}/ops"),
        batch,
    )
    .await;
    let (status, _) = api
        .json_at(
            PHONE,
            Method::POST,
            &finish,
            finishing("0000000000000000000000000a"),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, play) = api
        .json_at(PHONE, Method::POST, &finish, finishing(key))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{play}");
    assert_eq!(play["result"]["winners"], json!(["Ann"]));
    assert_eq!(play["place"], "Ann's");
    let (status, again) = api
        .json_at(PHONE, Method::POST, &finish, finishing(key))
        .await;
    assert_eq!(
        (status, again["id"].clone()),
        (StatusCode::OK, play["id"].clone())
    );
    let (_, history) = api
        .json_at(
            PHONE,
            Method::GET,
            &format!("/api/v1/groups/{token}/plays"),
            None,
        )
        .await;
    assert_eq!(history["plays"].as_array().unwrap().len(), 1, "{history}");
    let (status, _) = api
        .json_at(
            PHONE,
            Method::POST,
            &finish,
            Some(json!({"host_key": key, "group": "nogroup", "played_at": "2026-11-24T21:30:00Z"})),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}
