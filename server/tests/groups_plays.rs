//! A group's plays through the JSON API (`docs/api.md`) and the scorepad's
//! save: each kept once and scored by the server, paged and filtered, refused
//! with the field to fix, edited, and their setups checked at every door and
//! drawn again on the play's page.

mod common;

use axum::{
    body::Body,
    http::{header, Method, Request, StatusCode},
};
use common::plays::{catan_play, PLAY};
use common::test_app::TestApp;
use serde_json::{json, Value};

#[tokio::test]
async fn a_group_keeps_its_plays_once_each_and_scores_them_itself() {
    let api = TestApp::new().await;
    let (status, group) = api
        .json(
            Method::POST,
            "/api/v1/groups",
            Some(json!({"name": "Thursdays"})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let token = group["token"].as_str().unwrap().to_owned();
    let read = group["read_token"].as_str().unwrap().to_owned();
    assert_ne!(token, read);
    let plays = format!("/api/v1/groups/{token}/plays");

    let (status, saved) = api
        .json(Method::PUT, &format!("{plays}/{PLAY}"), Some(catan_play()))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    // Ann 4 + 4 + largest army 2 = 10: computed by the server.
    assert_eq!(saved["result"]["players"][0]["total"], 10);
    assert_eq!(saved["result"]["winners"], json!(["Ann"]));
    // Ann reached 10: the game is over.
    assert_eq!(saved["unfinished"], false);
    assert_eq!(saved["setup"]["seed"], "NIGHT7");
    // Sent again by an outbox retry: 200, still one play.
    let (status, again) = api
        .json(Method::PUT, &format!("{plays}/{PLAY}"), Some(catan_play()))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(again, saved);
    // A client's totals are never read: an extra field is refused, not trusted.
    let mut cheating = catan_play();
    cheating["score"]["players"][1]["total"] = json!(99);
    let (status, error) = api
        .json(Method::PUT, &format!("{plays}/{PLAY}"), Some(cheating))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(error["field"], "score.players[1].total");

    // The read-only link sees the play but changes nothing.
    let (status, list) = api
        .json(Method::GET, &format!("/api/v1/groups/{read}/plays"), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list["plays"].as_array().unwrap().len(), 1);
    assert_eq!(
        list["plays"][0]["players"][0],
        json!({"name": "Ann", "total": 10, "rank": 1, "winner": true})
    );
    assert_eq!(list["next_page"], Value::Null);
    let (status, _) = api.put_play(&read, PLAY, catan_play()).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = api
        .json(
            Method::DELETE,
            &format!("/api/v1/groups/{read}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (_, shown) = api
        .json(Method::GET, &format!("/api/v1/groups/{read}"), None)
        .await;
    assert_eq!(shown, json!({"name": "Thursdays", "can_write": false}));

    // Deleted, gone from the history, brought back.
    let (status, _) = api
        .json(Method::DELETE, &format!("{plays}/{PLAY}"), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = api
        .json(Method::GET, &format!("{plays}/{PLAY}"), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, restored) = api
        .json(Method::POST, &format!("{plays}/{PLAY}/restore"), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(restored, saved);
}

#[tokio::test]
async fn unknown_and_malformed_links_get_the_same_404() {
    let api = TestApp::new().await;
    let unknown = api
        .json(
            Method::GET,
            "/api/v1/groups/0123456789abcdefghjkmnpqrs/plays",
            None,
        )
        .await;
    let malformed = api
        .json(Method::GET, "/api/v1/groups/nonsense/plays", None)
        .await;
    assert_eq!(unknown.0, StatusCode::NOT_FOUND);
    assert_eq!(unknown, malformed);
}

#[tokio::test]
async fn impossible_plays_name_their_field() {
    let api = TestApp::new().await;
    let (_, group) = api.json(Method::POST, "/api/v1/groups", None).await;
    assert_eq!(group["name"], "");
    let plays = format!("/api/v1/groups/{}/plays", group["token"].as_str().unwrap());
    let put = |body: Value, id: &'static str| {
        let path = format!("{plays}/{id}");
        let api = &api;
        async move { api.json(Method::PUT, &path, Some(body)).await }
    };
    let mut play = catan_play();
    play["score"]["players"][1]["settlements"] = json!(6);
    let (status, error) = put(play, PLAY).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error["field"], "score.players[1].settlements");

    let mut play = catan_play();
    play["played_at"] = json!("2026-11-23T20:15:00");
    let (status, error) = put(play, PLAY).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error["field"], "played_at");
    assert!(
        error["error"].as_str().unwrap().contains("UTC offset"),
        "{error}"
    );

    let mut play = catan_play();
    play["game"] = json!("monopoly");
    let (status, error) = put(play, PLAY).await;
    assert_eq!(
        (status, error["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("game"))
    );

    let mut play = catan_play();
    play["note"] = json!("n".repeat(store::MAX_NOTE + 1));
    let (status, error) = put(play, PLAY).await;
    assert_eq!(
        (status, error["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("note"))
    );

    let (status, error) = put(catan_play(), "play-1").await;
    assert_eq!(
        (status, error["field"].as_str()),
        (StatusCode::BAD_REQUEST, Some("play_id"))
    );

    // Nothing of the above was kept.
    let (_, list) = api.json(Method::GET, &plays, None).await;
    assert_eq!(list["plays"], json!([]));
    let (status, error) = api
        .json(Method::GET, &format!("{plays}?per_page=500"), None)
        .await;
    assert_eq!(
        (status, error["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("per_page"))
    );
}

#[tokio::test]
async fn history_pages_newest_first_and_filters() {
    let api = TestApp::new().await;
    let (_, group) = api
        .json(Method::POST, "/api/v1/groups", Some(json!({})))
        .await;
    let plays = format!("/api/v1/groups/{}/plays", group["token"].as_str().unwrap());
    for day in 1..=5u32 {
        let mut play = catan_play();
        play["played_at"] = json!(format!("2026-11-{day:02}T20:00:00Z"));
        if day == 3 {
            play["score"]["players"][2]["name"] = json!("Dee");
        }
        let id = format!("00000000-0000-4000-8000-{day:012}");
        let (status, _) = api
            .json(Method::PUT, &format!("{plays}/{id}"), Some(play))
            .await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let days = |list: &Value| -> Vec<String> {
        list["plays"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["played_at"].as_str().unwrap()[8..10].to_owned())
            .collect()
    };
    let (_, first) = api
        .json(Method::GET, &format!("{plays}?per_page=2"), None)
        .await;
    assert_eq!(days(&first), ["05", "04"]);
    assert_eq!(first["next_page"], 2);
    let (_, last) = api
        .json(Method::GET, &format!("{plays}?per_page=2&page=3"), None)
        .await;
    assert_eq!(days(&last), ["01"]);
    assert_eq!(last["next_page"], Value::Null);
    let (_, dee) = api
        .json(Method::GET, &format!("{plays}?player=dee"), None)
        .await;
    assert_eq!(days(&dee), ["03"]);
    let (_, gentes) = api
        .json(Method::GET, &format!("{plays}?game=gentes"), None)
        .await;
    assert_eq!(gentes["plays"], json!([]));
}

/// A saved Catan play whose Longest Road was tied keeps the card with its holder;
/// editing it so another player exceeds the holder is refused and the play stays
/// as it was, through the API and the scorepad's form in both languages.
#[tokio::test]
async fn an_edited_play_keeps_a_tied_card_and_refuses_an_exceeded_holder() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let path = format!("/api/v1/groups/{token}/plays/{PLAY}");
    let play = |ben_road: i64| {
        json!({
            "game": "catan",
            "played_at": "2026-11-26T20:15:00+08:00",
            "score": {"players": [
                {"name": "Ann", "settlements": 4, "longest_road": true, "road_length": 6},
                {"name": "Ben", "settlements": 2, "road_length": ben_road},
                {"name": "Cy", "settlements": 2}
            ]}
        })
    };
    let (status, saved) = api.json(Method::PUT, &path, Some(play(6))).await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    assert_eq!(saved["result"]["players"][0]["total"], 6);
    let (status, error) = api.json(Method::PUT, &path, Some(play(7))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    assert_eq!(error["field"], "score.players[0].road_length");
    let (status, kept) = api.json(Method::GET, &path, None).await;
    assert_eq!((status, &kept), (StatusCode::OK, &saved));

    // The scorepad's own form says it in the pad's language; nothing is kept.
    let pad = |ben_road: &str| {
        format!(
            "game\tcatan\nnext\t3\nseat\t0\tAnn\nvalue\troad_length\t6\nvalue\tsettlements\t4\nseat\t1\tBen\nvalue\troad_length\t{ben_road}\nvalue\tsettlements\t2\nseat\t2\tCy\nvalue\tsettlements\t2\ntable\tlongest_road\t0"
        )
    };
    let form = format!("/g/{token}/plays/{PLAY}");
    for (lang, said) in [
        (
            "en",
            "but Ben has 7; the card moves to a player with at least 5 road segments who exceeds its holder",
        ),
        ("zh-TW", "但Ben有 7；至少 5 段道路且超過持有者的玩家才會拿走這張卡"),
    ] {
        let body = json!({"pad": pad("7"), "played_at": "2026-11-26T20:15:00Z", "lang": lang});
        let (status, error) = api.json(Method::PUT, &form, Some(body)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{lang}: {error}");
        let words = error["error"].as_str().unwrap();
        assert!(words.contains(said), "{lang}: {words}");
    }
    let (_, kept) = api.json(Method::GET, &path, None).await;
    assert_eq!(kept, saved);
    let body = json!({"pad": pad("6"), "played_at": "2026-11-26T20:15:00Z", "lang": "zh-TW"});
    let (status, edited) = api.json(Method::PUT, &form, Some(body)).await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(edited["result"]["players"][0]["total"], 6);
}

/// A play's setup is a typed value with known fields and a size limit, checked
/// at every door: saving through the API, importing a file and saving a pad.
#[tokio::test]
async fn a_setup_record_is_checked_at_every_door() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let path = format!("/api/v1/groups/{token}/plays/{PLAY}");
    let with_setup = |setup: Value| {
        let mut play = catan_play();
        play["setup"] = setup;
        play
    };
    // (A request here is at most 64 KiB; the 3.9 million zeros come by import below.)
    let zeros = json!({"seed": "K3XQ9ZD", "players": 2, "junk": vec![0; 10_000]});
    for (setup, field) in [
        (zeros, "setup"),
        (json!({"seed": "A".repeat(60_000)}), "setup"),
        (json!({"seed": "A\u{0}B", "players": 3}), "setup.seed"),
        (
            json!({"seed": "NIGHT7", "players": 3, "junk": [0]}),
            "setup.junk",
        ),
        (
            json!({"seed": "NIGHT7", "players": 3, "mode": "</title><script>"}),
            "setup.mode",
        ),
        (json!({"seed": "NIGHT7", "players": 9}), "setup.players"),
        (json!(["NIGHT7"]), "setup"),
    ] {
        let (status, error) = api.json(Method::PUT, &path, Some(with_setup(setup))).await;
        assert_eq!(
            (status, error["field"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some(field)),
            "{error}"
        );
    }
    let (status, _) = api.json(Method::GET, &path, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "nothing was saved");

    // An import is checked play by play before anything is saved.
    let import = format!("/api/v1/groups/{token}/import");
    for (setup, field) in [
        (
            json!({"seed": "NIGHT7", "players": 3, "junk": 1}),
            "plays[0].setup.junk",
        ),
        // Past a play's 64 KiB, refused before it is read (issue 61.2).
        (
            json!({"seed": "K3XQ9ZD", "players": 2, "junk": vec![0; 3_900_000]}),
            "plays[0]",
        ),
    ] {
        let mut bad = catan_play();
        bad["id"] = json!(PLAY);
        bad["setup"] = setup;
        let file = json!({"format": "tableside-plays", "version": 1, "group": {"name": "x"}, "plays": [bad]});
        let (status, error) = api.json(Method::POST, &import, Some(file)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
        assert_eq!(error["field"], field);
    }

    // A pad from a hand-made address with a seed that is none: the scores are
    // kept, the seed is not.
    let pad = "game\tcatan\nnext\t3\nseat\t0\tAnn\nvalue\tcities\t4\nvalue\tsettlements\t2\nseat\t1\tBo\nvalue\tsettlements\t2\nseat\t2\tCy\nvalue\tsettlements\t2\ntable\tseed\tA\u{0}B";
    let body = json!({"pad": pad, "played_at": "2026-11-26T20:15:00Z", "lang": "en"});
    let (status, play) = api
        .json(Method::PUT, &format!("/g/{token}/plays/{PLAY}"), Some(body))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{play}");
    assert_eq!(play["setup"], Value::Null);
    assert_eq!(play["result"]["players"][0]["total"], 10);
}

/// A Gentes pad as the scorepad keeps it on a phone: Ann 40, an unnamed seat 31.
fn kept_gentes_pad(second_track: &str) -> String {
    format!(
        "game\tgentes\nnext\t3\nseat\t1\tAnn\nvalue\ttrack\t40\nseat\t2\t\nvalue\ttrack\t{second_track}\ntable\tseed\tNIGHT7"
    )
}

#[tokio::test]
async fn a_scorepad_saved_from_a_phone_is_scored_again_and_kept_once() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let save = |body: Value| {
        let path = format!("/g/{token}/plays/{PLAY}");
        let api = &api;
        async move { api.json(Method::PUT, &path, Some(body)).await }
    };
    let body = json!({
        "pad": kept_gentes_pad("31"),
        "played_at": "2026-11-23T21:40:00+08:00",
        "lang": "zh-TW",
        "place": "  ",
    });
    let (status, play) = save(body.clone()).await;
    assert_eq!(status, StatusCode::CREATED, "{play}");
    assert_eq!(play["game"], "gentes");
    assert_eq!(play["setup"], json!({"seed": "NIGHT7"}));
    assert_eq!(play["place"], Value::Null);
    assert_eq!(play["result"]["winners"], json!(["Ann"]));
    // The unnamed seat carries the name the Chinese page gave it.
    let second = play["score"]["players"][1]["name"].as_str().unwrap();
    assert!(!second.is_empty() && !second.contains("Player"), "{second}");
    // Sent again (an outbox retry): the same play, not a second one.
    let (status, _) = save(body).await;
    assert_eq!(status, StatusCode::OK);
    let (_, list) = api
        .json(Method::GET, &format!("/api/v1/groups/{token}/plays"), None)
        .await;
    assert_eq!(list["plays"].as_array().unwrap().len(), 1, "{list}");

    // A pad the rules refuse says why, as the pad does; nothing is kept.
    let other = "7f1c2d3e-4a5b-4c6d-8e7f-0123456789ab";
    let (status, error) = api
        .json(
            Method::PUT,
            &format!("/g/{token}/plays/{other}"),
            Some(json!({"pad": kept_gentes_pad("x"), "played_at": "2026-11-23T21:40:00Z"})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(error["field"], "pad");
    assert!(
        error["error"].as_str().unwrap().contains("Score track"),
        "{error}"
    );
    let (status, _) = api
        .json(
            Method::PUT,
            &format!("/g/{token}/plays/{other}"),
            Some(json!({"pad": "nonsense", "played_at": "2026-11-23T21:40:00Z"})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // An unknown group: the same 404 as the API's.
    let (status, _) = api
        .json(
            Method::PUT,
            &format!("/g/{}/plays/{other}", "A".repeat(26)),
            Some(json!({"pad": kept_gentes_pad("31"), "played_at": "2026-11-23T21:40:00Z"})),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// A pad saved from a setup page records that setup in full (options, seed,
/// opener); a saved play draws its setup again beside its result (issue 35).
#[tokio::test]
async fn a_saved_play_keeps_its_setup_in_full_and_shows_it_drawn_again() {
    let api = TestApp::new().await;
    let (token, read) = &api.new_group_links("").await;
    let body = json!({
        "pad": kept_gentes_pad("31"),
        "played_at": "2026-11-23T21:40:00+08:00",
        "setup_query": "players=2&seed=NIGHT7",
    });
    let (status, play) = api
        .json(Method::PUT, &format!("/g/{token}/plays/{PLAY}"), Some(body))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{play}");
    let seed = games::Seed::parse("NIGHT7").unwrap();
    let options = games::setup_query::SetupOptions::defaults(games::GameId::Gentes, 2);
    let opener = options.setup(&seed).unwrap().opening_seat().1;
    assert_eq!(
        play["setup"],
        json!({"seed": seed.code(), "players": "2", "start_seat": opener})
    );

    // A Catan board sent through the API: drawn again with its fairness report.
    let catan = "7f1c2d3e-4a5b-4c6d-8e7f-0123456789ab";
    let path = format!("/api/v1/groups/{token}/plays/{catan}");
    let mut random = catan_play();
    random["setup"] = json!({"seed": "NIGHT7", "players": 3, "mode": "random", "start_seat": 1});
    let (status, _) = api.json(Method::PUT, &path, Some(random)).await;
    assert_eq!(status, StatusCode::CREATED);
    for (lang, board, opened_by) in [
        (
            "en",
            "Board</dt><dd class=\"fact__value\">Random",
            "First to place</dt><dd class=\"fact__value\">Bo",
        ),
        (
            "zh-TW",
            "版圖</dt><dd class=\"fact__value\">隨機",
            "第一位擺放</dt><dd class=\"fact__value\">Bo",
        ),
    ] {
        let (status, html) = api.page_in(&format!("/g/{token}/p/{catan}"), lang).await;
        assert_eq!(status, StatusCode::OK);
        for said in [
            "data-testid=\"saved-setup\"",
            "data-testid=\"board\"",
            "data-testid=\"report\"",
            "href=\"/catan/setup?players=3&amp;mode=random&amp;seed=N1GHT7\"",
            board,
            opened_by,
        ] {
            assert!(html.contains(said), "{lang}: {said} not in the page");
        }
        // The seed is said once, with the setup, as the setup page writes it.
        assert_eq!(html.matches(">N1GHT7<").count(), 1, "{lang}");
        let (_, html) = api.page_in(&format!("/g/{token}/p/{PLAY}"), lang).await;
        assert!(
            html.contains("href=\"/gentes/setup?players=2&amp;seed=N1GHT7\""),
            "{lang}"
        );
    }

    // The history's "Send to BG Stats" is a short address the server answers
    // with BG Stats' link, the setup in the asker's words; any link may send.
    let (_, history) = api.page(&format!("/g/{token}")).await;
    let send = format!("/g/{token}/p/{catan}/bg-stats");
    assert!(history.contains(&format!("href=\"{send}\"")), "{history}");
    assert!(!history.contains("bgstatsapp.com"));
    for (lang, board) in [("en", "Board: Random"), ("zh-TW", "版圖：隨機")] {
        let request = Request::builder()
            .uri(&send)
            .header(header::ACCEPT_LANGUAGE, lang)
            .body(Body::empty())
            .unwrap();
        let response = api.respond(request).await;
        assert_eq!(response.status(), StatusCode::SEE_OTHER);
        let to = response.headers()[header::LOCATION]
            .to_str()
            .unwrap()
            .to_owned();
        let data = to
            .strip_prefix("https://app.bgstatsapp.com/createPlay.html?data=")
            .unwrap();
        let data: Value = serde_json::from_str(&urlencoding_decode(data)).unwrap();
        assert_eq!(
            data["board"],
            format!(
                "{board} · {}",
                if lang == "en" {
                    "Setup seed N1GHT7"
                } else {
                    "設置種子碼 N1GHT7"
                }
            )
        );
        assert_eq!(data["players"][1]["startPlayer"], true);
        assert_eq!(data["sourceName"], "Tableside");
    }
    let (status, _) = api.page(&format!("/g/{read}/p/{catan}/bg-stats")).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let (status, _) = api
        .page(&format!(
            "/g/{token}/p/8f1c2d3e-4a5b-4c6d-8e7f-999999999999/bg-stats"
        ))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // A long note makes BG Stats' link several KB: it is not put in a header
    // (a proxy refuses one past its buffer: issue 46.5) but in the play's
    // page, where "Send to BG Stats" carries it.
    let long = "8f1c2d3e-4a5b-4c6d-8e7f-000000000600";
    let mut noted = catan_play();
    noted["note"] = json!("長".repeat(600));
    let (status, _) = api.put_play(token, long, noted).await;
    assert_eq!(status, StatusCode::CREATED);
    let request = Request::builder()
        .uri(format!("/g/{token}/p/{long}/bg-stats"))
        .body(Body::empty())
        .unwrap();
    let response = api.respond(request).await;
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    let to = response.headers()[header::LOCATION].to_str().unwrap();
    assert_eq!(to, format!("/g/{token}/p/{long}#bg-stats"));
    let (_, page) = api.page(to.split('#').next().unwrap()).await;
    let encoded_note = "%E9%95%B7".repeat(600);
    assert!(page.contains("id=\"bg-stats\""));
    assert!(
        page.contains(&encoded_note),
        "the page carries the whole link"
    );

    // Hostile options are refused at the door (issue 46), nothing kept.
    let mut hostile = catan_play();
    hostile["setup"] =
        json!({"seed": "NIGHT7", "players": 3, "mode": "</title><script>alert(1)</script>"});
    let path = format!("/api/v1/groups/{token}/plays/8f1c2d3e-4a5b-4c6d-8e7f-000000000001");
    let (status, error) = api.json(Method::PUT, &path, Some(hostile)).await;
    assert_eq!(
        (status, error["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("setup.mode"))
    );
    // A record that cannot be drawn again (a seed alone, no seed) shows its
    // seed, if any, and no setup.
    for (n, setup) in [
        (2, json!({"seed": "NIGHT7"})),
        (3, json!({"players": 3, "mode": "random"})),
    ] {
        let id = format!("8f1c2d3e-4a5b-4c6d-8e7f-00000000000{n}");
        let mut play = catan_play();
        play["setup"] = setup;
        let path = format!("/api/v1/groups/{token}/plays/{id}");
        let (status, _) = api.json(Method::PUT, &path, Some(play)).await;
        assert_eq!(status, StatusCode::CREATED);
        for lang in ["en", "zh-TW"] {
            let (status, html) = api.page_in(&format!("/g/{token}/p/{id}"), lang).await;
            assert_eq!(status, StatusCode::OK);
            assert!(!html.contains("saved-setup"), "{lang} {n}");
            assert!(!html.contains("<script>alert"), "{lang} {n}");
        }
    }
}

/// Percent-decoding of a query value (`+` is a space).
fn urlencoding_decode(text: &str) -> String {
    let pairs: Vec<(String, String)> = serde_urlencoded::from_str(&format!("v={text}")).unwrap();
    pairs.into_iter().next().unwrap().1
}
