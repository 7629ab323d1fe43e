//! A shared scorepad: a phone's pad becomes a live table, other phones edit it
//! as pads (an edit on its way laid over what they see), and the host finishes
//! it from the page as the play the pads showed.

mod common;

use axum::http::{Method, StatusCode};
use common::tables::PHONE;
use common::test_app::TestApp;
use serde_json::{json, Value};

/// A Catan pad as a phone keeps it (see `ScoreState::encode`).
fn catan_pad(lines: &[&str]) -> String {
    let mut pad = vec!["game\tcatan", "next\t3"];
    pad.extend_from_slice(lines);
    pad.join("\n")
}

/// Ann's phone shares `pad` live in `lang`: the table's code, and the answer.
async fn shared_table(api: &TestApp, pad: &str, lang: &str) -> (String, serde_json::Value) {
    let (status, made) = api
        .json_at(
            PHONE,
            Method::POST,
            "/t",
            Some(json!({"pad": pad, "client": "phone-ann-1", "lang": lang})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    (made["code"].as_str().unwrap().to_owned(), made)
}

#[tokio::test]
async fn a_shared_scorepad_becomes_a_table_and_phones_edit_it_as_pads() {
    let api = TestApp::new().await;
    // Ann's pad, part filled in, with a seat left unnamed (named in Chinese).
    let pad = catan_pad(&[
        "seat\t0\tAnn",
        "value\tsettlements\t4",
        "seat\t1\t",
        "seat\t2\tCy",
        "value\tcities\t2",
        "table\tlongest_road\t2",
    ]);
    let (code, made) = shared_table(&api, &pad, "zh-TW").await;
    assert_eq!(made["client_seq"], 1);
    // The API sees the score input, the unnamed seat named as the page named it.
    let (_, table) = api
        .json_at(PHONE, Method::GET, &format!("/api/v1/tables/{code}"), None)
        .await;
    assert_eq!(
        table["input"],
        json!({"players": [{"name": "Ann", "settlements": 4}, {"name": "玩家 2"},
                           {"name": "Cy", "cities": 2, "longest_road": true}]})
    );
    // A second phone moves the Longest Road and types a number half way.
    let (_, shown) = api
        .json_at(PHONE, Method::GET, &format!("/t/{code}/pad"), None)
        .await;
    let from = shown["pad"].as_str().unwrap().to_owned();
    let to = from
        .replace("table\tlongest_road\t2", "table\tlongest_road\t0")
        .replace("seat\t1\t玩家 2", "seat\t1\t玩家 2\nvalue\tvp_cards\t1x");
    assert_ne!(from, to, "{from}");
    let edit = json!({"client": "phone-bo-22", "client_seq": 1, "from": from, "to": to});
    let (status, answer) = api
        .json_at(
            "10.0.0.2",
            Method::POST,
            &format!("/t/{code}/pad"),
            Some(edit.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["again"], false);
    let (_, again) = api
        .json_at(
            "10.0.0.2",
            Method::POST,
            &format!("/t/{code}/pad"),
            Some(edit),
        )
        .await;
    assert_eq!(
        (again["again"].clone(), again["seq"].clone()),
        (json!(true), answer["seq"].clone())
    );
    let (_, table) = api
        .json_at(PHONE, Method::GET, &format!("/api/v1/tables/{code}"), None)
        .await;
    assert_eq!(table["input"]["players"][0]["longest_road"], true);
    assert_eq!(table["input"]["players"][1]["vp_cards"], "1x");
    assert_eq!(table["input"]["players"][2].get("longest_road"), None);
    assert_eq!(table["error"]["field"], "players[1].vp_cards");
    let (_, shown) = api
        .json_at(PHONE, Method::GET, &format!("/t/{code}/pad"), None)
        .await;
    assert_eq!(shown["pad"], to);
    // A phone looking with an edit still on its way sees it laid over the
    // table, and the table itself is as it was.
    let mine = to.replace(
        "seat\t0\tAnn\nvalue\tsettlements\t4",
        "seat\t0\tAnn\nvalue\tsettlements\t5",
    );
    assert_ne!(mine, to);
    let (status, looked) = api
        .json_at(
            PHONE,
            Method::POST,
            &format!("/t/{code}/look"),
            Some(json!({"pending": [{"from": to, "to": mine}]})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{looked}");
    assert_eq!(looked["pad"], mine);
    assert_eq!(looked["seq"], shown["seq"]);
    let (_, table) = api
        .json_at(PHONE, Method::GET, &format!("/api/v1/tables/{code}"), None)
        .await;
    assert_eq!(table["input"]["players"][0]["settlements"], 4);
    // Counted before any is read (short, so the body is within its limit).
    let too_many: Vec<Value> = (0..201).map(|_| json!({"from": "a", "to": "b"})).collect();
    let (status, _) = api
        .json_at(
            PHONE,
            Method::POST,
            &format!("/t/{code}/look"),
            Some(json!({"pending": too_many})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, _) = api
        .json_at(PHONE, Method::POST, "/t/ZZZZZZZZ/look", Some(json!({})))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // Not a pad, another game's pad, an unknown table.
    for (body, path, expected) in [
        (
            json!({"pad": "hello", "client": "phone-x-1"}),
            "/t".to_owned(),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            json!({"client": "phone-x-1", "client_seq": 1, "from": to, "to": to.replace("catan", "gentes")}),
            format!("/t/{code}/pad"),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            json!({"client": "phone-x-1", "client_seq": 1, "from": to, "to": to}),
            "/t/ZZZZZZZZ/pad".to_owned(),
            StatusCode::NOT_FOUND,
        ),
    ] {
        let (status, answer) = api
            .json_at("10.0.0.3", Method::POST, &path, Some(body))
            .await;
        assert_eq!(status, expected, "{path}: {answer}");
    }
}

#[tokio::test]
async fn the_host_finishes_from_the_page_and_the_play_is_what_the_pads_showed() {
    let api = TestApp::new().await;
    let (_, group) = api
        .json_at(PHONE, Method::POST, "/api/v1/groups", Some(json!({})))
        .await;
    let token = group["token"].as_str().unwrap().to_owned();
    let pad = catan_pad(&[
        "seat\t0\tAnn",
        "value\tsettlements\t4",
        "seat\t1\tBo",
        "value\tsettlements\t3",
        "seat\t2\t",
        "value\tsettlements\t2",
        "value\tvp_cards\t1x",
    ]);
    let (code, made) = shared_table(&api, &pad, "en").await;
    let key = made["host_key"].as_str().unwrap().to_owned();
    let finish = format!("/t/{code}/finish");
    let finishing = |key: &str| {
        Some(
            json!({"host_key": key, "group": token, "played_at": "2026-11-25T21:30:00+08:00", "lang": "en", "note": "Won on the last turn"}),
        )
    };
    // The half-typed "1x" is refused as the pad says it, and nothing is saved.
    let (status, refused) = api
        .json_at(PHONE, Method::PUT, &finish, finishing(&key))
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert_eq!(refused["field"], "pad", "{refused}");
    assert!(
        refused["error"]
            .as_str()
            .unwrap()
            .contains("Victory point cards"),
        "{refused}"
    );

    let (_, shown) = api
        .json_at(PHONE, Method::GET, &format!("/t/{code}/pad"), None)
        .await;
    let from = shown["pad"].as_str().unwrap().to_owned();
    let edit = json!({"client": "phone-ann-1", "client_seq": 2, "from": from, "to": from.replace("1x", "1")});
    let (status, _) = api
        .json_at(PHONE, Method::POST, &format!("/t/{code}/pad"), Some(edit))
        .await;
    assert_eq!(status, StatusCode::OK);
    // Only the host finishes; then one play, saved again in place.
    let (status, _) = api
        .json_at(
            PHONE,
            Method::PUT,
            &finish,
            finishing("0000000000000000000000000a"),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, play) = api
        .json_at(PHONE, Method::PUT, &finish, finishing(&key))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{play}");
    assert_eq!(play["result"]["winners"], json!(["Ann"]));
    assert_eq!(play["note"], "Won on the last turn");
    let names: Vec<&str> = play["score"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ann", "Bo", "Player 3"]);
    let (status, again) = api
        .json_at(PHONE, Method::PUT, &finish, finishing(&key))
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
    // An unknown table and an unknown group: the same 404 as elsewhere.
    for (path, group) in [
        ("/t/ZZZZZZZZ/finish".to_owned(), token.clone()),
        (finish.clone(), "nogroup".to_owned()),
    ] {
        let body = json!({"host_key": key, "group": group, "played_at": "2026-11-25T21:30:00Z"});
        let (status, _) = api.json_at(PHONE, Method::PUT, &path, Some(body)).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
}

/// Issue 61.5: a batch is whole or refused. An edit sent with a roll the
/// table cannot take (13, 1, a word, more than a game keeps) is a 422 at
/// `dice`, and its edit is not made either.
#[tokio::test]
async fn a_batch_with_dice_that_cannot_be_read_is_refused_whole() {
    let api = TestApp::new().await;
    let pad = catan_pad(&["seat\t0\tAnn", "seat\t1\tBo", "seat\t2\tCy"]);
    let (code, _) = shared_table(&api, &pad, "en").await;
    let (_, shown) = api
        .json_at(PHONE, Method::GET, &format!("/t/{code}/pad"), None)
        .await;
    let from = shown["pad"].as_str().unwrap().to_owned();
    let too_many = vec!["6"; games::dice::MAX_ROLLS + 1].join(" ");
    for (seq, rolls) in [(1, "6 13"), (2, "1"), (3, "6 x"), (4, too_many.as_str())] {
        // Ann's settlements typed, and the rolls as sent.
        let to = from.replacen("seat\t0\tAnn", "seat\t0\tAnn\nvalue\tsettlements\t4", 1)
            + &format!("\ntable\trolls\t{rolls}");
        let edit = json!({"client": "phone-bo-22", "client_seq": seq, "from": from, "to": to});
        let (status, refused) = api
            .json_at(PHONE, Method::POST, &format!("/t/{code}/pad"), Some(edit))
            .await;
        assert_eq!(
            status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{rolls}: {refused}"
        );
        assert_eq!(refused["field"], "dice", "{refused}");
        let (_, table) = api
            .json_at(PHONE, Method::GET, &format!("/api/v1/tables/{code}"), None)
            .await;
        assert_eq!(table["seq"], shown["seq"], "nothing made: {table}");
        assert_eq!(
            table["input"]["players"][0],
            json!({"name": "Ann"}),
            "{table}"
        );
    }
}
