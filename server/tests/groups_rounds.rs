//! A game of Citadels round by round (issue 64) through every door that takes
//! it today: the API's play (`rounds`, refused at `rounds[i]…`), a phone's
//! "Save to a group" (the rounds its pad keeps), the play read back, the
//! group's JSON export and its import, and an edit of the play's details,
//! which keeps them. The rounds fill the crown and the 2016
//! tie-break; a hand entry they contradict is refused naming both.

mod common;

use axum::http::{Method, StatusCode};
use common::plays::PLAY;
use common::tables::{send_pad_edit, table_pad, PHONE};
use common::test_app::TestApp;
use games::rounds::{encode_rounds, Round};
use games::scorepad::ScoreState;
use games::{GameId, ScoreInput};
use serde::de::DeserializeSeed;
use serde_json::{json, Value};

/// Four Manors tie; the last round's ranks break the tie.
fn citadels(rounds: Value) -> Value {
    json!({
        "game": "citadels",
        "played_at": "2026-11-29T20:00:00+08:00",
        "score": {"edition": "2016", "players": [
            {"name": "Ann", "districts": [{"name": "Manor"}]},
            {"name": "Bo", "districts": [{"name": "Manor"}]},
            {"name": "Cy", "districts": [{"name": "Manor"}]},
            {"name": "Di", "districts": [{"name": "Manor"}]}
        ]},
        "rounds": rounds
    })
}

fn picks(characters: [&str; 4]) -> Value {
    characters
        .iter()
        .enumerate()
        .map(|(seat, character)| json!({"seat": seat, "character": character}))
        .collect()
}

/// Two rounds: in the last, Ann's Warlord is murdered and Di's King robbed.
fn two_rounds() -> Value {
    json!([
        {"picks": picks(["Assassin", "Thief", "King", "Warlord"]), "crown": 2},
        {"picks": picks(["Warlord", "Thief", "Assassin", "King"]), "crown": 3,
         "murdered": "Warlord", "robbed": "King"}
    ])
}

async fn read(api: &TestApp, token: &str, id: &str) -> Value {
    let (status, play) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{id}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{play}");
    play
}

#[tokio::test]
async fn a_plays_rounds_are_saved_filled_read_exported_imported_and_kept_by_an_edit() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let (status, saved) = api.put_play(token, PLAY, citadels(two_rounds())).await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    // Kept in the API's order of fields.
    assert_eq!(
        saved["rounds"][1],
        json!({"crown": 3, "murdered": "Warlord",
               "picks": [{"character": "Warlord", "seat": 0}, {"character": "Thief", "seat": 1},
                         {"character": "Assassin", "seat": 2}, {"character": "King", "seat": 3}],
               "robbed": "King"})
    );
    // The murdered Warlord (8) was still revealed last: Ann wins the tie.
    assert_eq!(saved["result"]["winners"], json!(["Ann"]));
    let players = &saved["score"]["players"];
    assert_eq!(players[0]["highest_rank_last_round"], 8);
    assert_eq!(players[3]["crown"], true);
    assert_eq!(read(&api, token, PLAY).await, saved);
    // The same play again changes nothing.
    let (status, _) = api.put_play(token, PLAY, citadels(two_rounds())).await;
    assert_eq!(status, StatusCode::OK);
    // The pad the play's page offers to edit it on keeps them: saving it
    // there again keeps the rounds.
    let (status, html) = api.page(&format!("/g/{token}/p/{PLAY}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        html.contains("crown=2,0=Assassin,1=Thief,2=King,3=Warlord;crown=3,0=Warlord"),
        "{html}"
    );

    // The statistics count each character, in rank order.
    let (_, stats) = api
        .json(Method::GET, &format!("/api/v1/groups/{token}/stats"), None)
        .await;
    let characters = &stats["games"][0]["characters"];
    assert_eq!(stats["games"][0]["game"], "citadels", "{stats}");
    assert_eq!(
        characters[3],
        json!({"character": "Warlord", "rank": 8, "rounds": 2,
               "last_round": {"plays": 1, "wins": 1, "win_rate": 1.0,
                              "against_chance": characters[3]["last_round"]["against_chance"]}}),
        "{stats}"
    );
    assert_eq!(
        characters[3]["last_round"]["against_chance"]["chance"],
        0.25
    );
    assert_eq!(
        characters[3]["last_round"]["against_chance"]["verdict"],
        "too_few_to_tell"
    );
    assert_eq!(characters[0]["character"], "Assassin");
    // The statistics page shows them, in both languages.
    for (lang, words) in [
        ("en", ["Characters", "Warlord", "Assassin"]),
        ("zh-TW", ["角色", "軍閥", "殺手"]),
    ] {
        let (status, html) = api.page_in(&format!("/g/{token}/stats"), lang).await;
        assert_eq!(status, StatusCode::OK);
        let at = html
            .find("data-testid=\"characters\"")
            .expect("a characters section");
        for word in words {
            assert!(html[at..].contains(word), "{lang}: {word}");
        }
    }

    // A game without rounds says so with an empty list.
    let other = "6f1c2d3e-4a5b-4c6d-8e7f-000000000002";
    let mut plain = citadels(Value::Null);
    plain["score"]["players"][0]["highest_rank_last_round"] = json!(5);
    plain["score"]["players"][1]["highest_rank_last_round"] = json!(4);
    plain["score"]["players"][2]["highest_rank_last_round"] = json!(3);
    plain["score"]["players"][3]["highest_rank_last_round"] = json!(2);
    let (status, plain) = api.put_play(token, other, plain).await;
    assert_eq!(status, StatusCode::CREATED, "{plain}");
    assert_eq!(plain["rounds"], json!([]));

    // The export carries them, and its import keeps them.
    let (_, export) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/export.json"),
            None,
        )
        .await;
    let to = &api.new_group("").await;
    let (status, counted) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{to}/import"),
            Some(export),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{counted}");
    let imported = read(&api, to, PLAY).await;
    assert_eq!(imported["rounds"], saved["rounds"]);
    assert_eq!(imported["score"], saved["score"]);

    // Editing the play's details keeps its rounds.
    let (status, _) = api
        .form(
            &format!("/g/{token}/p/{PLAY}/edit"),
            &[
                ("played_at", "2026-11-29T21:00"),
                ("duration_min", "70"),
                ("place", "Bo's"),
                ("note", ""),
            ],
        )
        .await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let edited = read(&api, token, PLAY).await;
    assert_eq!(edited["place"], "Bo's");
    assert_eq!(edited["rounds"], saved["rounds"]);
}

#[tokio::test]
async fn rounds_the_rules_refuse_are_refused_where_they_are_and_nothing_is_saved() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let refused = |play: Value| {
        let api = &api;
        async move {
            let (status, error) = api.put_play(token, PLAY, play).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
            (
                error["field"].as_str().unwrap().to_owned(),
                error["error"].as_str().unwrap().to_owned(),
            )
        }
    };
    let with = |change: &dyn Fn(&mut Value)| {
        let mut rounds = two_rounds();
        change(&mut rounds);
        citadels(rounds)
    };
    // The Thief cannot rob the Assassin.
    let (field, error) = refused(with(&|r| r[1]["robbed"] = json!("Assassin"))).await;
    assert_eq!(field, "rounds[1].robbed");
    assert!(
        error.contains("the Thief cannot rob the Assassin"),
        "{error}"
    );
    // The King takes the crown, even murdered.
    let (field, error) = refused(with(&|r| r[0]["crown"] = json!(0))).await;
    assert_eq!(field, "rounds[0].crown");
    assert!(
        error.contains("takes the crown even when murdered"),
        "{error}"
    );
    // A character taken twice, one the edition does not have.
    let (field, _) = refused(with(&|r| r[0]["picks"][1]["character"] = json!("King"))).await;
    assert_eq!(field, "rounds[0].picks");
    let (field, _) = refused(with(&|r| r[0]["picks"][1]["character"] = json!("Jester"))).await;
    assert_eq!(field, "rounds[0].picks");
    // A round that does not read, and too many.
    let (field, _) = refused(with(&|r| r[1]["crown"] = json!("Ann"))).await;
    assert_eq!(field, "rounds[1]");
    let (field, _) = refused(citadels(json!(vec![two_rounds()[0].clone(); 51]))).await;
    assert_eq!(field, "rounds");
    // A hand entry the rounds contradict, named with both values.
    let mut disagrees = citadels(two_rounds());
    disagrees["score"]["players"][1]["highest_rank_last_round"] = json!(9);
    let (field, error) = refused(disagrees).await;
    assert_eq!(field, "score.players[1].highest_rank_last_round");
    assert!(
        error.contains("entered as 9") && error.contains("says 2"),
        "{error}"
    );
    // Only Citadels is kept round by round.
    let gentes = json!({
        "game": "gentes",
        "played_at": "2026-11-23T20:15:00+08:00",
        "score": {"players": [{"name": "Ann", "track": 40}, {"name": "Bo", "track": 30}]},
        "rounds": two_rounds()
    });
    let (field, _) = refused(gentes).await;
    assert_eq!(field, "rounds");
    // Hostile text in a round is refused, quoted only in part.
    let hostile = format!("</script>{}", "\u{202e}".repeat(10_000));
    let (field, error) = refused(with(&|r| r[0]["picks"][0]["character"] = json!(hostile))).await;
    assert_eq!(field, "rounds[0].picks");
    assert!(error.len() < 300, "{error}");
    let (status, _) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// The play as a phone's scorepad keeps it: its fields as typed, its rounds
/// under the pad's `rounds`.
fn pad_of(play: &Value) -> String {
    let text = play["score"].to_string();
    let mut reader = serde_json::Deserializer::from_str(&text);
    let input: ScoreInput = ScoreInput::reader(GameId::Citadels)
        .deserialize(&mut reader)
        .unwrap();
    let mut pad = ScoreState::from_text(GameId::Citadels, input.pad_text());
    let rounds: Vec<Round> = serde_json::from_value(play["rounds"].clone()).unwrap();
    if !rounds.is_empty() {
        pad.table.insert("rounds".into(), encode_rounds(&rounds));
    }
    pad.encode()
}

#[tokio::test]
async fn a_phones_save_keeps_the_rounds_its_pad_holds_as_the_api_does() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    // The pad scores the tie it shows: its ranks typed as the rounds say.
    let mut play = citadels(two_rounds());
    for (seat, rank) in [8, 2, 1, 4].into_iter().enumerate() {
        play["score"]["players"][seat]["highest_rank_last_round"] = json!(rank);
    }
    let (status, by_api) = api.put_play(token, PLAY, play.clone()).await;
    assert_eq!(status, StatusCode::CREATED, "{by_api}");
    let phone = "6f1c2d3e-4a5b-4c6d-8e7f-000000000003";
    let body = json!({"pad": pad_of(&play), "played_at": play["played_at"], "lang": "en"});
    let path = format!("/g/{token}/plays/{phone}");
    let (status, by_phone) = api.json(Method::PUT, &path, Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{by_phone}");
    let strip = |mut play: Value| {
        play.as_object_mut().unwrap().remove("id");
        play
    };
    assert_eq!(
        strip(read(&api, token, phone).await),
        strip(read(&api, token, PLAY).await)
    );
    // A pad without rounds sent again for that play (an outbox's older copy)
    // keeps the rounds the group recorded.
    let mut bare = play.clone();
    bare["rounds"] = json!([]);
    let body = json!({"pad": pad_of(&bare), "played_at": play["played_at"], "lang": "en"});
    let (status, again) = api
        .json(Method::PUT, &format!("/g/{token}/plays/{PLAY}"), Some(body))
        .await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(read(&api, token, PLAY).await["rounds"], by_api["rounds"]);

    // Rounds the rules refuse are refused from a pad as from the API.
    let mut robbed = play.clone();
    robbed["rounds"][1]["robbed"] = json!("Assassin");
    let body = json!({"pad": pad_of(&robbed), "played_at": play["played_at"], "lang": "en"});
    let other = format!("/g/{token}/plays/6f1c2d3e-4a5b-4c6d-8e7f-000000000004");
    let (status, error) = api.json(Method::PUT, &other, Some(body)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    assert_eq!(error["field"], "rounds[1].robbed", "{error}");
}

/// A live table's call (issue 64): a pad shared with its rounds brings them;
/// a phone's call made on the call the table has is taken whole and every
/// phone's pad shows it; a call made on one that changed meanwhile is a 409
/// and changes nothing; a call the rules refuse is a 422 at `rounds`; the
/// host's Finish saves the rounds with the play, and then no call is taken.
#[tokio::test]
async fn a_live_tables_call_goes_from_pad_to_table_to_play() {
    let api = TestApp::new().await;
    let token = api.new_group("").await;
    let round = |crown: u8, picks: [&str; 4]| Round {
        crown,
        murdered: None,
        picks: picks
            .iter()
            .enumerate()
            .map(|(seat, character)| games::rounds::Pick {
                character: (*character).to_owned(),
                seat: seat as u8,
            })
            .collect(),
        robbed: None,
    };
    let first = round(0, ["King", "Thief", "Bishop", "Warlord"]);
    let names = ["Ann", "Bo", "Cy", "Di"].map(String::from);
    let mut pad = ScoreState::new(GameId::Citadels, &names);
    pad.table.insert("edition".into(), "2016".into());
    pad.table
        .insert("rounds".into(), encode_rounds(std::slice::from_ref(&first)));
    let share = json!({"pad": pad.encode(), "client": "phone-ann-1"});
    let (status, made) = api.json_at(PHONE, Method::POST, "/t", Some(share)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let code = made["code"].as_str().unwrap().to_owned();
    let key = made["host_key"].as_str().unwrap().to_owned();
    assert_eq!(table_rounds(&api, &code).await, json!([first]));

    // Bo's phone calls the second round, in which Cy took the King.
    let second = round(2, ["Merchant", "Thief", "King", "Warlord"]);
    let from = table_pad(&api, &code).await;
    let both = encode_rounds(&[first.clone(), second.clone()]);
    let called = with_rounds(&from, &both);
    let (status, answer) = send_pad_edit(&api, &code, "phone-bo-1", 1, &from, &called).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(table_rounds(&api, &code).await, json!([first, second]));
    assert!(table_pad(&api, &code).await.contains(&both));

    // Cy's phone, which had not seen it, calls another second round: too late.
    let other = encode_rounds(&[
        first.clone(),
        round(0, ["King", "Thief", "Bishop", "Warlord"]),
    ]);
    let (status, late) = send_pad_edit(
        &api,
        &code,
        "phone-cy-1",
        1,
        &from,
        &with_rounds(&from, &other),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{late}");
    assert_eq!(late["field"], "rounds");
    assert_eq!(table_rounds(&api, &code).await, json!([first, second]));

    // A round the rules refuse (the King in two seats' hands): a 422.
    let now = table_pad(&api, &code).await;
    let twice = round(1, ["King", "King", "Bishop", "Warlord"]);
    let broken = encode_rounds(&[first.clone(), second.clone(), twice]);
    let (status, refused) = send_pad_edit(
        &api,
        &code,
        "phone-cy-1",
        2,
        &now,
        &with_rounds(&now, &broken),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert_eq!(refused["field"], "rounds");
    assert_eq!(table_rounds(&api, &code).await, json!([first, second]));

    // The host locks the seats: Bo's phone, seated, still calls (the table
    // fills the crown and the ranks itself, so no other seat's field is
    // sent); a phone without a seat cannot.
    let seat = json!({"client": "phone-bo-1", "seat": 1});
    let (status, _) = api
        .json_at(
            PHONE,
            Method::POST,
            &format!("/api/v1/tables/{code}/seat"),
            Some(seat),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let lock = json!({"host_key": key, "seats_locked": true});
    let (status, _) = api
        .json_at(
            PHONE,
            Method::POST,
            &format!("/api/v1/tables/{code}/host"),
            Some(lock),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let now = table_pad(&api, &code).await;
    let third = round(0, ["King", "Thief", "Bishop", "Warlord"]);
    let three = with_rounds(
        &now,
        &encode_rounds(&[first.clone(), second.clone(), third.clone()]),
    );
    let (status, refused) = send_pad_edit(&api, &code, "phone-cy-1", 3, &now, &three).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{refused}");
    let (status, taken) = send_pad_edit(&api, &code, "phone-bo-1", 2, &now, &three).await;
    assert_eq!(status, StatusCode::OK, "{taken}");
    let all = json!([first, second, third]);
    assert_eq!(table_rounds(&api, &code).await, all);

    // Finish: the play keeps the table's rounds and its crown; then no call.
    let finish = json!({"host_key": key, "group": token, "played_at": "2026-11-29T21:30:00+08:00"});
    let path = format!("/t/{code}/finish");
    let (status, saved) = api.json_at(PHONE, Method::PUT, &path, Some(finish)).await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    assert_eq!(saved["rounds"], all);
    assert_eq!(saved["score"]["players"][0]["crown"], true, "{saved}");
    let after = table_pad(&api, &code).await;
    let more = encode_rounds(&[first, second, third.clone(), third]);
    let (status, refused) = send_pad_edit(
        &api,
        &code,
        "phone-bo-1",
        3,
        &after,
        &with_rounds(&after, &more),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");
}

/// The API's table's rounds.
async fn table_rounds(api: &TestApp, code: &str) -> Value {
    let path = format!("/api/v1/tables/{code}");
    api.json_at(PHONE, Method::GET, &path, None).await.1["rounds"].clone()
}

/// A pad's text with its kept rounds replaced.
fn with_rounds(pad: &str, rounds: &str) -> String {
    let mut pad = ScoreState::decode(pad).unwrap();
    pad.table.insert("rounds".into(), rounds.to_owned());
    pad.encode()
}
