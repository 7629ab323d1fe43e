//! Groups and plays through the JSON API (`docs/api.md`), in-process with
//! `oneshot` over one router whose store lives in memory.

use axum::{
    body::Body,
    http::{header, Method, Request, StatusCode},
    Router,
};
use http_body_util::BodyExt;
use serde_json::{json, Value};
use tower::ServiceExt;

/// The site in process, and the store behind it (for what only the store
/// shows: a kept report).
struct Api(Router, store::Store);

impl Api {
    async fn new() -> Api {
        let options = server::config::options_from(None, Some("tests/no-site".into())).unwrap();
        let store = store::Store::open(&store::Location::Memory).await.unwrap();
        Api(server::app(options, store.clone()), store)
    }

    async fn call(&self, method: Method, path: &str, body: Option<Value>) -> (StatusCode, Value) {
        let request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/json")
            .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
            .unwrap();
        let response = self.0.clone().oneshot(request).await.unwrap();
        let status = response.status();
        if status == StatusCode::SERVICE_UNAVAILABLE {
            assert!(response.headers().contains_key(header::RETRY_AFTER));
        }
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        let body = if bytes.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&bytes)
                .unwrap_or_else(|_| panic!("{path}: {status} {}", String::from_utf8_lossy(&bytes)))
        };
        (status, body)
    }
}

fn catan_play() -> Value {
    json!({
        "game": "catan",
        "played_at": "2026-11-23T20:15:00+08:00",
        "duration_min": 80,
        "place": "Ann's",
        "setup": {"seed": "NIGHT7", "players": 3},
        "score": {"players": [
            {"name": "Ann", "settlements": 3, "cities": 2, "largest_army": true},
            {"name": "Bo", "settlements": 4, "cities": 1},
            {"name": "Cy", "settlements": 2, "cities": 2}
        ]}
    })
}

const PLAY: &str = "6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab";

#[tokio::test]
async fn a_group_keeps_its_plays_once_each_and_scores_them_itself() {
    let api = Api::new().await;
    let (status, group) = api
        .call(
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
        .call(Method::PUT, &format!("{plays}/{PLAY}"), Some(catan_play()))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    // Ann 3 + 4 + largest army 2 = 9: computed by the server.
    assert_eq!(saved["result"]["players"][0]["total"], 9);
    assert_eq!(saved["result"]["winners"], json!(["Ann"]));
    assert_eq!(saved["setup"]["seed"], "NIGHT7");
    // Sent again by an outbox retry: 200, still one play.
    let (status, again) = api
        .call(Method::PUT, &format!("{plays}/{PLAY}"), Some(catan_play()))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(again, saved);
    // A client's totals are never read: an extra field is refused, not trusted.
    let mut cheating = catan_play();
    cheating["score"]["players"][1]["total"] = json!(99);
    let (status, error) = api
        .call(Method::PUT, &format!("{plays}/{PLAY}"), Some(cheating))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(error["field"], "score.players[1].total");

    // The read-only link sees the play but changes nothing.
    let (status, list) = api
        .call(Method::GET, &format!("/api/v1/groups/{read}/plays"), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list["plays"].as_array().unwrap().len(), 1);
    assert_eq!(
        list["plays"][0]["players"][0],
        json!({"name": "Ann", "total": 9, "rank": 1, "winner": true})
    );
    assert_eq!(list["next_page"], Value::Null);
    let (status, _) = api
        .call(
            Method::PUT,
            &format!("/api/v1/groups/{read}/plays/{PLAY}"),
            Some(catan_play()),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = api
        .call(
            Method::DELETE,
            &format!("/api/v1/groups/{read}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (_, shown) = api
        .call(Method::GET, &format!("/api/v1/groups/{read}"), None)
        .await;
    assert_eq!(shown, json!({"name": "Thursdays", "can_write": false}));

    // Deleted, gone from the history, brought back.
    let (status, _) = api
        .call(Method::DELETE, &format!("{plays}/{PLAY}"), None)
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = api
        .call(Method::GET, &format!("{plays}/{PLAY}"), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, restored) = api
        .call(Method::POST, &format!("{plays}/{PLAY}/restore"), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(restored, saved);
}

#[tokio::test]
async fn unknown_and_malformed_links_get_the_same_404() {
    let api = Api::new().await;
    let unknown = api
        .call(
            Method::GET,
            "/api/v1/groups/0123456789abcdefghjkmnpqrs/plays",
            None,
        )
        .await;
    let malformed = api
        .call(Method::GET, "/api/v1/groups/nonsense/plays", None)
        .await;
    assert_eq!(unknown.0, StatusCode::NOT_FOUND);
    assert_eq!(unknown, malformed);
}

#[tokio::test]
async fn impossible_plays_name_their_field() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    assert_eq!(group["name"], "");
    let plays = format!("/api/v1/groups/{}/plays", group["token"].as_str().unwrap());
    let put = |body: Value, id: &'static str| {
        let path = format!("{plays}/{id}");
        let api = &api;
        async move { api.call(Method::PUT, &path, Some(body)).await }
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
    let (_, list) = api.call(Method::GET, &plays, None).await;
    assert_eq!(list["plays"], json!([]));
    let (status, error) = api
        .call(Method::GET, &format!("{plays}?per_page=500"), None)
        .await;
    assert_eq!(
        (status, error["field"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("per_page"))
    );
}

#[tokio::test]
async fn history_pages_newest_first_and_filters() {
    let api = Api::new().await;
    let (_, group) = api
        .call(Method::POST, "/api/v1/groups", Some(json!({})))
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
            .call(Method::PUT, &format!("{plays}/{id}"), Some(play))
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
        .call(Method::GET, &format!("{plays}?per_page=2"), None)
        .await;
    assert_eq!(days(&first), ["05", "04"]);
    assert_eq!(first["next_page"], 2);
    let (_, last) = api
        .call(Method::GET, &format!("{plays}?per_page=2&page=3"), None)
        .await;
    assert_eq!(days(&last), ["01"]);
    assert_eq!(last["next_page"], Value::Null);
    let (_, dee) = api
        .call(Method::GET, &format!("{plays}?player=dee"), None)
        .await;
    assert_eq!(days(&dee), ["03"]);
    let (_, gentes) = api
        .call(Method::GET, &format!("{plays}?game=gentes"), None)
        .await;
    assert_eq!(gentes["plays"], json!([]));
}

/// A saved Catan play whose Longest Road was tied keeps the card with its holder;
/// editing it so another player exceeds the holder is refused and the play stays
/// as it was, through the API and the scorepad's form in both languages.
#[tokio::test]
async fn an_edited_play_keeps_a_tied_card_and_refuses_an_exceeded_holder() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
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
    let (status, saved) = api.call(Method::PUT, &path, Some(play(6))).await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    assert_eq!(saved["result"]["players"][0]["total"], 6);
    let (status, error) = api.call(Method::PUT, &path, Some(play(7))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    assert_eq!(error["field"], "score.players[0].road_length");
    let (status, kept) = api.call(Method::GET, &path, None).await;
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
            "but Ben has 7; the card moves to a player who exceeds its holder",
        ),
        ("zh-TW", "但Ben有 7；超過持有者的玩家才會拿走這張卡"),
    ] {
        let body = json!({"pad": pad("7"), "played_at": "2026-11-26T20:15:00Z", "lang": lang});
        let (status, error) = api.call(Method::PUT, &form, Some(body)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{lang}: {error}");
        let words = error["error"].as_str().unwrap();
        assert!(words.contains(said), "{lang}: {words}");
    }
    let (_, kept) = api.call(Method::GET, &path, None).await;
    assert_eq!(kept, saved);
    let body = json!({"pad": pad("6"), "played_at": "2026-11-26T20:15:00Z", "lang": "zh-TW"});
    let (status, edited) = api.call(Method::PUT, &form, Some(body)).await;
    assert_eq!(status, StatusCode::OK, "{edited}");
    assert_eq!(edited["result"]["players"][0]["total"], 6);
}

/// A play's setup is a typed value with known fields and a size limit, checked
/// at every door: saving through the API, importing a file and saving a pad.
#[tokio::test]
async fn a_setup_record_is_checked_at_every_door() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
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
        let (status, error) = api.call(Method::PUT, &path, Some(with_setup(setup))).await;
        assert_eq!(
            (status, error["field"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some(field)),
            "{error}"
        );
    }
    let (status, _) = api.call(Method::GET, &path, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "nothing was saved");

    // An import is checked play by play before anything is saved.
    let import = format!("/api/v1/groups/{token}/import");
    for (setup, field) in [
        (
            json!({"seed": "NIGHT7", "players": 3, "junk": 1}),
            "plays[0].setup.junk",
        ),
        (
            json!({"seed": "K3XQ9ZD", "players": 2, "junk": vec![0; 3_900_000]}),
            "plays[0].setup",
        ),
    ] {
        let mut bad = catan_play();
        bad["id"] = json!(PLAY);
        bad["setup"] = setup;
        let file = json!({"format": "tableside-plays", "version": 1, "group": {"name": "x"}, "plays": [bad]});
        let (status, error) = api.call(Method::POST, &import, Some(file)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
        assert_eq!(error["field"], field);
    }

    // A pad from a hand-made address with a seed that is none: the scores are
    // kept, the seed is not.
    let pad = "game\tcatan\nnext\t3\nseat\t0\tAnn\nvalue\tcities\t4\nseat\t1\tBo\nseat\t2\tCy\ntable\tseed\tA\u{0}B";
    let body = json!({"pad": pad, "played_at": "2026-11-26T20:15:00Z", "lang": "en"});
    let (status, play) = api
        .call(Method::PUT, &format!("/g/{token}/plays/{PLAY}"), Some(body))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{play}");
    assert_eq!(play["setup"], Value::Null);
    assert_eq!(play["result"]["players"][0]["total"], 10);
}

/// An export whose reader stops part-way holds nothing another group waits for:
/// with more exports stalled mid-file than there are heavy turns, another
/// group's statistics still answer (before, the first stalled export kept the
/// only turn on two cores for as long as its socket lived).
#[tokio::test]
async fn stalled_exports_hold_no_turn_another_group_waits_for() {
    let api = Api::new().await;
    let (_, big) = api.call(Method::POST, "/api/v1/groups", None).await;
    let big = big["token"].as_str().unwrap().to_owned();
    for n in 0..40 {
        let path = format!("/api/v1/groups/{big}/plays/6f1c2d3e-4a5b-4c6d-8e7f-{n:012x}");
        let (status, _) = api.call(Method::PUT, &path, Some(catan_play())).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let (_, other) = api.call(Method::POST, "/api/v1/groups", None).await;
    let other = other["token"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/groups/{other}/plays/{PLAY}");
    api.call(Method::PUT, &path, Some(catan_play())).await;

    let mut stalled = Vec::new();
    for _ in 0..=store::heavy_reads() {
        let request = Request::builder()
            .uri(format!("/api/v1/groups/{big}/export.csv"))
            .body(Body::empty())
            .unwrap();
        let response = api.0.clone().oneshot(request).await.unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        let mut body = response.into_body();
        // The header line and the first batch of plays; then nobody reads on.
        let mut read = Vec::new();
        for _ in 0..2 {
            let frame = tokio::time::timeout(std::time::Duration::from_secs(20), body.frame())
                .await
                .expect("an export starts beside stalled ones")
                .unwrap()
                .unwrap();
            read.extend_from_slice(frame.data_ref().unwrap());
        }
        stalled.push((read, body));
    }
    let stats = format!("/api/v1/groups/{other}/stats");
    let answered = tokio::time::timeout(
        std::time::Duration::from_secs(20),
        api.call(Method::GET, &stats, None),
    )
    .await
    .expect("another group's statistics answer beside stalled exports");
    assert_eq!(answered.0, StatusCode::OK, "{}", answered.1);
    // The stalled exports still read on to the end when their clients do.
    for (mut csv, body) in stalled {
        csv.extend_from_slice(&body.collect().await.unwrap().to_bytes());
        assert_eq!(String::from_utf8_lossy(&csv).lines().count(), 1 + 40 * 3);
    }
}

/// A Gentes pad as the scorepad keeps it on a phone: Ann 40, an unnamed seat 31.
fn kept_gentes_pad(second_track: &str) -> String {
    format!(
        "game\tgentes\nnext\t3\nseat\t1\tAnn\nvalue\ttrack\t40\nseat\t2\t\nvalue\ttrack\t{second_track}\ntable\tseed\tNIGHT7"
    )
}

#[tokio::test]
async fn a_scorepad_saved_from_a_phone_is_scored_again_and_kept_once() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
    let save = |body: Value| {
        let path = format!("/g/{token}/plays/{PLAY}");
        let api = &api;
        async move { api.call(Method::PUT, &path, Some(body)).await }
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
        .call(Method::GET, &format!("/api/v1/groups/{token}/plays"), None)
        .await;
    assert_eq!(list["plays"].as_array().unwrap().len(), 1, "{list}");

    // A pad the rules refuse says why, as the pad does; nothing is kept.
    let other = "7f1c2d3e-4a5b-4c6d-8e7f-0123456789ab";
    let (status, error) = api
        .call(
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
        .call(
            Method::PUT,
            &format!("/g/{token}/plays/{other}"),
            Some(json!({"pad": "nonsense", "played_at": "2026-11-23T21:40:00Z"})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    // An unknown group: the same 404 as the API's.
    let (status, _) = api
        .call(
            Method::PUT,
            &format!("/g/{}/plays/{other}", "A".repeat(26)),
            Some(json!({"pad": kept_gentes_pad("31"), "played_at": "2026-11-23T21:40:00Z"})),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn statistics_answer_every_link_of_the_group() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
    let path = format!("/api/v1/groups/{token}/plays/{PLAY}");
    let (status, _) = api.call(Method::PUT, &path, Some(catan_play())).await;
    assert_eq!(status, StatusCode::CREATED);
    for link in [token, group["read_token"].as_str().unwrap()] {
        let (status, stats) = api
            .call(Method::GET, &format!("/api/v1/groups/{link}/stats"), None)
            .await;
        assert_eq!(status, StatusCode::OK, "{stats}");
        let ann = &stats["people"][0];
        assert_eq!(ann["name"], "Ann");
        assert_eq!(
            (ann["plays"].as_i64(), ann["wins"].as_i64()),
            (Some(1), Some(1))
        );
        assert_eq!(ann["win_rate"], 1.0);
        assert_eq!(ann["per_game"][0]["game"], "catan");
        assert_eq!(ann["head_to_head"].as_array().unwrap().len(), 2);
        assert_eq!(stats["games"][0]["plays"], 1);
        assert_eq!(stats["games"][0]["per_month"][0]["month"], "2026-11");
    }
    let (status, _) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{}/stats", "A".repeat(26)),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// A pad saved from a setup page records that setup in full (options, seed,
/// opener); a saved play draws its setup again beside its result (issue 35).
#[tokio::test]
async fn a_saved_play_keeps_its_setup_in_full_and_shows_it_drawn_again() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
    let body = json!({
        "pad": kept_gentes_pad("31"),
        "played_at": "2026-11-23T21:40:00+08:00",
        "setup_query": "players=2&seed=NIGHT7",
    });
    let (status, play) = api
        .call(Method::PUT, &format!("/g/{token}/plays/{PLAY}"), Some(body))
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
    let (status, _) = api.call(Method::PUT, &path, Some(random)).await;
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
        let response = api.0.clone().oneshot(request).await.unwrap();
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
    let read = group["read_token"].as_str().unwrap();
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
    let (status, _) = api
        .call(
            Method::PUT,
            &format!("/api/v1/groups/{token}/plays/{long}"),
            Some(noted),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let request = Request::builder()
        .uri(format!("/g/{token}/p/{long}/bg-stats"))
        .body(Body::empty())
        .unwrap();
    let response = api.0.clone().oneshot(request).await.unwrap();
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
    let (status, error) = api.call(Method::PUT, &path, Some(hostile)).await;
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
        let (status, _) = api.call(Method::PUT, &path, Some(play)).await;
        assert_eq!(status, StatusCode::CREATED);
        for lang in ["en", "zh-TW"] {
            let (status, html) = api.page_in(&format!("/g/{token}/p/{id}"), lang).await;
            assert_eq!(status, StatusCode::OK);
            assert!(!html.contains("saved-setup"), "{lang} {n}");
            assert!(!html.contains("<script>alert"), "{lang} {n}");
        }
    }
}

/// A person's page (issue 35): games, wins, favourite, runs, rivals and head
/// to head, in both languages; a name of no one is the group's 404.
#[tokio::test]
async fn a_persons_page_says_their_runs_and_rivals() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
    let path = format!("/api/v1/groups/{token}/plays/{PLAY}");
    api.call(Method::PUT, &path, Some(catan_play())).await;
    for (lang, said) in [
        (
            "en",
            [
                "Played most</dt><dd data-testid=\"favourite\">Catan",
                "Longest run of wins: 1 game.",
                "Longest run without a win: 0 games.",
                "Now: 1 game won in a row.",
                "Finishes ahead of Bo most: 1 of 1 game.",
                "Finishes ahead of Cy most: 1 of 1 game.",
                "Nobody has finished ahead yet.",
                "At tables of 3</strong>",
            ],
        ),
        (
            "zh-TW",
            [
                "最常玩</dt><dd data-testid=\"favourite\">卡坦島",
                "最長連勝：1 局。",
                "最長未勝：連續 0 局。",
                "目前：連勝 1 局。",
                "最常名次領先 Bo：同桌 1 局中 1 局。",
                "最常名次領先 Cy：同桌 1 局中 1 局。",
                "還沒有人名次領先過。",
                "3 人局</strong>",
            ],
        ),
    ] {
        // Asked in another case: the same person.
        let (status, html) = api
            .page_in(&format!("/g/{token}/person?name=aNN"), lang)
            .await;
        assert_eq!(status, StatusCode::OK);
        for said in said {
            assert!(html.contains(said), "{lang}: {said} not in the page");
        }
        assert!(html.contains(">Ann</h2>"), "{lang}");
        // Head to head: Bo and Cy, each once together, Ann ahead.
        assert_eq!(
            html.matches(
                "<td class=\"num\">1</td><td class=\"num\">1</td><td class=\"num\">0</td>"
            )
            .count(),
            2,
            "{lang}"
        );
        // The statistics page links each person to their page.
        let (_, stats) = api.page_in(&format!("/g/{token}/stats"), lang).await;
        assert!(
            stats.contains(&format!("href=\"/g/{token}/person?name=Ann\"")),
            "{lang}"
        );
        let (status, _) = api
            .page_in(&format!("/g/{token}/person?name=Nobody"), lang)
            .await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{lang}");
        let (status, _) = api.page_in(&format!("/g/{token}/person"), lang).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{lang}");
    }
}

/// BoardGameGeek's plays XML (issue 35): date, length, location, comments, the
/// game's BGG id (the Citadels edition's), each player's name, start position
/// from the recorded opener, score, win and `new` (a person's first play of
/// that game here, by date, though saved last); typed text escaped.
#[tokio::test]
async fn plays_export_as_boardgamegeek_plays_xml() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
    let put = |id: &'static str, body: Value| {
        let path = format!("/api/v1/groups/{token}/plays/{id}");
        let api = &api;
        async move {
            let (status, body) = api.call(Method::PUT, &path, Some(body)).await;
            assert_eq!(status, StatusCode::CREATED, "{body}");
        }
    };
    // The later game first: Bo opened it (seat 1 of 3).
    let mut later = catan_play();
    later["played_at"] = json!("2026-11-24T20:00:00+08:00");
    later["place"] = json!("<Ann's> & \"co\"");
    later["note"] = json!("</comments><script>alert(1)</script>\nsecond line");
    later["setup"] = json!({"seed": "NIGHT7", "players": 3, "start_seat": 1});
    put("6f1c2d3e-4a5b-4c6d-8e7f-000000000002", later).await;
    put("6f1c2d3e-4a5b-4c6d-8e7f-000000000001", catan_play()).await;
    let citadels = json!({
        "game": "citadels",
        "played_at": "2026-11-25T20:00:00+08:00",
        "score": {"edition": "2016", "players": [
            {"name": "Ann", "districts": [{"name": "Manor"}], "gold": 0},
            {"name": "Di", "districts": [{"name": "Temple"}, {"name": "Palace"}], "gold": 0}
        ]}
    });
    put("6f1c2d3e-4a5b-4c6d-8e7f-000000000003", citadels).await;
    let (status, xml) = api
        .page(&format!("/api/v1/groups/{token}/export.bgg.xml"))
        .await;
    assert_eq!(status, StatusCode::OK);
    let expected = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<plays>\n\
        <play date=\"2026-11-23\" quantity=\"1\" length=\"80\" incomplete=\"0\" nowinstats=\"0\" location=\"Ann&apos;s\">\n\
        <item name=\"Catan\" objecttype=\"thing\" objectid=\"13\"/>\n<players>\n\
        <player name=\"Ann\" startposition=\"1\" score=\"9\" new=\"1\" win=\"1\"/>\n\
        <player name=\"Bo\" startposition=\"2\" score=\"6\" new=\"1\" win=\"0\"/>\n\
        <player name=\"Cy\" startposition=\"3\" score=\"6\" new=\"1\" win=\"0\"/>\n\
        </players>\n</play>\n\
        <play date=\"2026-11-24\" quantity=\"1\" length=\"80\" incomplete=\"0\" nowinstats=\"0\" \
        location=\"&lt;Ann&apos;s&gt; &amp; &quot;co&quot;\">\n\
        <item name=\"Catan\" objecttype=\"thing\" objectid=\"13\"/>\n\
        <comments>&lt;/comments&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#10;second line</comments>\n<players>\n\
        <player name=\"Ann\" startposition=\"3\" score=\"9\" new=\"0\" win=\"1\"/>\n\
        <player name=\"Bo\" startposition=\"1\" score=\"6\" new=\"0\" win=\"0\"/>\n\
        <player name=\"Cy\" startposition=\"2\" score=\"6\" new=\"0\" win=\"0\"/>\n\
        </players>\n</play>\n\
        <play date=\"2026-11-25\" quantity=\"1\" incomplete=\"0\" nowinstats=\"0\">\n\
        <item name=\"Citadels\" objecttype=\"thing\" objectid=\"205398\"/>\n<players>\n";
    assert!(xml.starts_with(expected), "{xml}");
    // Ann's first Citadels game: new again; Di's first game of all.
    assert!(
        xml.contains("<player name=\"Ann\" startposition=\"1\" score=\"3\" new=\"1\""),
        "{xml}"
    );
    assert!(
        xml.contains("<player name=\"Di\" startposition=\"2\""),
        "{xml}"
    );
    assert!(xml.ends_with("</players>\n</play>\n</plays>\n"), "{xml}");
}

/// Percent-decoding of a query value (`+` is a space).
fn urlencoding_decode(text: &str) -> String {
    let pairs: Vec<(String, String)> = serde_urlencoded::from_str(&format!("v={text}")).unwrap();
    pairs.into_iter().next().unwrap().1
}

/// A result recorded elsewhere, through the API: kept as recorded, refused
/// with its field when the rules refuse it, and carried by an export into
/// another group unchanged.
#[tokio::test]
async fn a_recorded_result_goes_through_the_api_and_an_export() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
    let recorded = |second: &str| {
        json!({
            "game": "gentes",
            "played_at": "2024-09-05T18:00:00Z",
            "score": {"recorded": {"players": [
                {"name": "Ann", "score": 95, "winner": true},
                {"name": second, "score": 80}
            ]}}
        })
    };
    let path = format!("/api/v1/groups/{token}/plays/{PLAY}");
    let (status, play) = api.call(Method::PUT, &path, Some(recorded("Di"))).await;
    assert_eq!(status, StatusCode::CREATED, "{play}");
    assert_eq!(play["result"]["winners"], json!(["Ann"]));
    assert_eq!(play["result"]["players"][1]["rank"], 2);
    let (status, error) = api.call(Method::PUT, &path, Some(recorded(" "))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    assert!(
        error["field"]
            .as_str()
            .unwrap()
            .ends_with("players[1].name"),
        "{error}"
    );
    let mut unknown = recorded("Di");
    unknown["score"]["recorded"]["players"][0]["total"] = json!(1);
    let (status, error) = api.call(Method::PUT, &path, Some(unknown)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{error}");
    // Exported and imported into another group: the same play.
    let (_, export) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{token}/export.json"),
            None,
        )
        .await;
    let (_, other) = api.call(Method::POST, "/api/v1/groups", None).await;
    let other = other["token"].as_str().unwrap();
    let (status, counts) = api
        .call(
            Method::POST,
            &format!("/api/v1/groups/{other}/import"),
            Some(export),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{counts}");
    assert_eq!(counts["created"], 1);
    let (_, copy) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{other}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(copy["score"], play["score"]);
    assert_eq!(copy["result"], play["result"]);
}

impl Api {
    /// The answer a BG Stats form came back with: a refusal named in its
    /// address, or the report the group kept under the number there.
    async fn bgstats_said(&self, location: &str) -> app::BgStatsSaid {
        use app::BgStatsSaid;
        let (path, query) = location.split_once('?').unwrap();
        let token = path
            .strip_prefix("/g/")
            .and_then(|rest| rest.strip_suffix("/manage"))
            .unwrap();
        let name = query
            .strip_prefix("bgstats=")
            .and_then(|rest| rest.strip_suffix("#bgstats"))
            .unwrap_or_else(|| panic!("{location}"));
        assert!(name.len() <= 12, "a short address: {location}");
        let access = self.1.access(token).await.unwrap().unwrap();
        BgStatsSaid::named(&self.1, &access, name)
            .await
            .unwrap()
            .unwrap_or_else(|| panic!("nothing kept for {location}"))
    }
}

/// A BG Stats backup shaped as the app writes it (tests/fixtures: scores as
/// text, a sum, empty and null scores, 0/1 flags, fields we do not read):
/// the check says what would come in and saves nothing; the import brings
/// the three plays of our games with their recorded scores, once.
#[tokio::test]
async fn a_bg_stats_backup_is_checked_then_imported_once() {
    use app::{BgStatsReport, BgStatsSaid, LeftOut};
    use games::GameId;
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
    // Ann is here already, as "ann".
    let mut known = catan_play();
    known["score"]["players"][0]["name"] = json!("ann");
    known["score"]["players"][1]["name"] = json!("Eve");
    known["score"]["players"][2]["name"] = json!("Fay");
    api.call(
        Method::PUT,
        &format!("/api/v1/groups/{token}/plays/{PLAY}"),
        Some(known),
    )
    .await;
    let backup = include_bytes!("fixtures/bgstats-backup.json");
    let form = format!("/g/{token}/import/bgstats");
    let (status, location) = api.post_backup(&form, "check", backup).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let expected = BgStatsReport {
        plays: 3,
        by_game: vec![
            (GameId::Citadels, 1),
            (GameId::Catan, 1),
            (GameId::Gentes, 1),
        ],
        created: None,
        people: 4,
        new_people: 3,
        new_names: vec!["Bo".into(), "Cy".into(), "Di".into()],
        left_out: vec![
            (LeftOut::Ignored, 1),
            (LeftOut::NoScores, 1),
            (LeftOut::PlayerCount, 1),
            (LeftOut::NoId, 1),
        ],
        other_plays: 3,
        other_game_count: 2,
        other_games: vec![("Azul".into(), 2), ("Wingspan".into(), 1)],
        ..BgStatsReport::default()
    };
    assert_eq!(
        api.bgstats_said(&location).await,
        BgStatsSaid::Checked(expected.clone())
    );
    // Nothing saved by the check.
    let plays = format!("/api/v1/groups/{token}/plays");
    let (_, list) = api.call(Method::GET, &plays, None).await;
    assert_eq!(list["plays"].as_array().unwrap().len(), 1);
    // The page says it in both languages.
    for (lang, said) in [
        (
            "en",
            [
                "3 games would come in.",
                "Left out: 1 game marked ignored in BG Stats.",
                "Left out: 3 games of 2 other games",
                "Azul 2",
                "4 people, 3 of them new to this group.",
            ],
        ),
        (
            "zh-TW",
            [
                "會匯入 3 局。",
                "未匯入：1 局在 BG Stats 中標記為忽略。",
                "未匯入：其他 2 款遊戲共 3 局",
                "Azul 2",
                "共 4 位玩家，其中 3 位是這個群組的新成員。",
            ],
        ),
    ] {
        let (status, html) = api.page_in(&location, lang).await;
        assert_eq!(status, StatusCode::OK);
        for said in said {
            assert!(html.contains(said), "{lang}: {said} not in the page");
        }
        assert!(html.contains("data-testid=\"bgstats-import\""), "{lang}");
    }

    let (_, location) = api.post_backup(&form, "import", backup).await;
    let imported = BgStatsReport {
        created: Some(3),
        ..expected.clone()
    };
    assert_eq!(
        api.bgstats_said(&location).await,
        BgStatsSaid::Imported(imported)
    );
    let (_, list) = api.call(Method::GET, &plays, None).await;
    assert_eq!(list["plays"].as_array().unwrap().len(), 4);
    // The Catan play: its recorded scores, its place, who opened, BG Stats' id.
    let first = format!("/api/v1/groups/{token}/plays/7aa5af69-0000-4000-8000-000000000001");
    let (status, play) = api.call(Method::GET, &first, None).await;
    assert_eq!(status, StatusCode::OK, "{play}");
    assert_eq!(
        play["score"]["recorded"]["players"][2],
        json!({"name": "Cy", "score": 7, "winner": false})
    );
    assert_eq!(play["result"]["winners"], json!(["Ann"]));
    assert_eq!(play["place"], "Ann's kitchen");
    assert_eq!(play["played_at"], "2024-08-14T19:59:09Z");
    assert_eq!(play["setup"], json!({"start_seat": 1}));
    // "ann" kept her name: one person, her game here and the three brought in.
    let (_, stats) = api
        .call(Method::GET, &format!("/api/v1/groups/{token}/stats"), None)
        .await;
    let ann = stats["people"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "ann")
        .unwrap();
    assert_eq!(
        (ann["plays"].as_i64(), ann["wins"].as_i64()),
        (Some(4), Some(3))
    );
    // The play's page says the scores are as recorded, in both languages.
    for (lang, said) in [
        ("en", "Scores as recorded in another app (BG Stats)"),
        ("zh-TW", "分數照其他 App（BG Stats）的紀錄顯示"),
    ] {
        let (_, html) = api
            .page_in(
                &format!("/g/{token}/p/7aa5af69-0000-4000-8000-000000000001"),
                lang,
            )
            .await;
        assert!(html.contains(said), "{lang}");
        assert!(html.contains(">Cy<"), "{lang}");
        // No "why" to open: a recorded result has no breakdown.
        assert!(!html.contains("ranking__why"), "{lang}");
    }
    // The 2016 Citadels play goes to BoardGameGeek by its edition's id.
    let (_, xml) = api
        .page(&format!("/api/v1/groups/{token}/export.bgg.xml"))
        .await;
    assert!(xml.contains("objectid=\"205398\""), "{xml}");
    // Again: nothing new.
    let (_, location) = api.post_backup(&form, "import", backup).await;
    let BgStatsSaid::Imported(again) = api.bgstats_said(&location).await else {
        panic!("{location}")
    };
    assert_eq!(
        (
            again.created,
            again.already_here,
            again.deleted_here,
            again.plays,
            again.new_people
        ),
        (Some(0), 3, 0, 0, 0)
    );
    // Not a backup, and no file.
    let (_, location) = api
        .post_backup(&form, "check", b"{\"format\":\"tableside-plays\"}")
        .await;
    assert_eq!(api.bgstats_said(&location).await, BgStatsSaid::NotBackup);
    let (_, location) = api.post_backup(&form, "check", b"").await;
    assert_eq!(api.bgstats_said(&location).await, BgStatsSaid::NoFile);
}

/// A backup of Catan plays at three seats: each `(uuid's last digits, names)`.
fn catan_backup(plays: &[(u32, [&str; 3])]) -> Vec<u8> {
    let mut names: Vec<&str> = plays.iter().flat_map(|(_, names)| *names).collect();
    names.sort_unstable();
    names.dedup();
    let id_of = |name: &str| names.iter().position(|n| *n == name).unwrap() + 1;
    let plays: Vec<Value> = plays
        .iter()
        .map(|(n, seated)| {
            json!({
                "uuid": format!("7AA5AF69-0000-4000-8000-{n:012}"),
                "gameRefId": 10,
                "playDate": format!("2024-08-{:02} 19:59:09", 1 + n % 28),
                "comments": "as in BG Stats",
                "playerScores": seated.iter().enumerate().map(|(seat, name)| json!({
                    "playerRefId": id_of(name),
                    "score": (10 - seat).to_string(),
                    "winner": seat == 0,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let players: Vec<Value> = names
        .iter()
        .enumerate()
        .map(|(at, name)| json!({"id": at + 1, "name": name}))
        .collect();
    json!({
        "players": players,
        "games": [{"id": 10, "name": "CATAN", "bggId": 13}],
        "plays": plays,
    })
    .to_string()
    .into_bytes()
}

/// Re-importing a backup adds what is new and undoes nothing the group did
/// since (issue 46.4): a play edited here keeps the edit, a play deleted here
/// stays deleted, a person merged here stays merged (the merged name is read
/// as the person it became), and each is counted as such, in the check as in
/// the import.
#[tokio::test]
async fn a_backup_imported_again_keeps_the_edits_deletions_and_merges_made_since() {
    use app::{BgStatsSaid, LeftOut};
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
    let form = format!("/g/{token}/import/bgstats");
    let first = catan_backup(&[(1, ["Ann", "Bo", "Cy"]), (2, ["Annie", "Bo", "Cy"])]);
    let (_, location) = api.post_backup(&form, "import", &first).await;
    let BgStatsSaid::Imported(report) = api.bgstats_said(&location).await else {
        panic!("{location}")
    };
    assert_eq!((report.created, report.people), (Some(2), 4));
    // One play's place and note edited here, the other deleted; Annie merged
    // into Ann, as the report suggests.
    let play = |n: u32| format!("/api/v1/groups/{token}/plays/7aa5af69-0000-4000-8000-{n:012}");
    let (_, mut edited) = api.call(Method::GET, &play(1), None).await;
    edited["place"] = json!("Bo's garden");
    edited["note"] = json!("Bo found the missing road");
    let body = json!({
        "game": edited["game"], "played_at": edited["played_at"], "score": edited["score"],
        "setup": edited["setup"], "place": edited["place"], "note": edited["note"],
    });
    assert_eq!(
        api.call(Method::PUT, &play(1), Some(body)).await.0,
        StatusCode::OK
    );
    assert_eq!(
        api.call(Method::DELETE, &play(2), None).await.0,
        StatusCode::NO_CONTENT
    );
    let merge = format!("/api/v1/groups/{token}/people/merge");
    let (status, merged) = api
        .call(
            Method::POST,
            &merge,
            Some(json!({"name": "Annie", "into": "Ann"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{merged}");

    // A newer backup: the same two plays, one new game of Annie's, the same
    // uuid twice, and a game where Annie and Ann both sit.
    let newer = catan_backup(&[
        (1, ["Ann", "Bo", "Cy"]),
        (2, ["Annie", "Bo", "Cy"]),
        (3, ["Annie", "Cy", "Bo"]),
        (3, ["Annie", "Cy", "Bo"]),
        (4, ["Annie", "Ann", "Bo"]),
    ]);
    for step in ["check", "import"] {
        let (_, location) = api.post_backup(&form, step, &newer).await;
        let report = match api.bgstats_said(&location).await {
            BgStatsSaid::Checked(report) | BgStatsSaid::Imported(report) => report,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            (report.plays, report.already_here, report.deleted_here),
            (1, 1, 1),
            "{step}: one new, one kept as edited here, one deleted here"
        );
        assert_eq!(
            report.left_out,
            [(LeftOut::RepeatedId, 1), (LeftOut::SamePersonTwice, 1)],
            "{step}"
        );
        assert_eq!(
            report.merged,
            [("Annie".to_owned(), "Ann".to_owned())],
            "{step}"
        );
        assert_eq!((report.merged_count, report.new_people), (1, 0), "{step}");
        let created = if step == "import" { Some(1) } else { None };
        assert_eq!(report.created, created, "{step}");
        // The page says so, in both languages.
        for (lang, said) in [
            (
                "en",
                [
                    "Already here: 1 game, left as",
                    "Deleted here: 1 game, which stays deleted.",
                    "Annie → Ann",
                    "whose id came earlier in the same file",
                ],
            ),
            (
                "zh-TW",
                [
                    "原本就在：1 局",
                    "已在這裡刪除：1 局，維持刪除。",
                    "Annie → Ann",
                    "有兩位玩家在這個群組裡是同一人",
                ],
            ),
        ] {
            let (_, html) = api.page_in(&location, lang).await;
            for said in said {
                assert!(html.contains(said), "{step} {lang}: {said} not in the page");
            }
        }
    }
    // The edit stands, the deleted play stays deleted, Annie's new game is Ann's.
    let (_, kept) = api.call(Method::GET, &play(1), None).await;
    assert_eq!(
        (kept["place"].as_str(), kept["note"].as_str()),
        (Some("Bo's garden"), Some("Bo found the missing road"))
    );
    assert_eq!(
        api.call(Method::GET, &play(2), None).await.0,
        StatusCode::NOT_FOUND
    );
    let (_, new) = api.call(Method::GET, &play(3), None).await;
    assert_eq!(new["score"]["recorded"]["players"][0]["name"], "Ann");
    let (_, people) = api
        .call(Method::GET, &format!("/api/v1/groups/{token}/people"), None)
        .await;
    let names: Vec<&str> = people["people"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert!(!names.contains(&"Annie"), "{people}");

    // The page shows only a report the group keeps: not one made up in the
    // address, not another group's (issue 46.8).
    let (_, other) = api.call(Method::POST, "/api/v1/groups", None).await;
    let other = other["token"].as_str().unwrap();
    let (_, location) = api
        .post_backup(&format!("/g/{other}/import/bgstats"), "check", &first)
        .await;
    let theirs = location
        .split("bgstats=")
        .nth(1)
        .unwrap()
        .trim_end_matches("#bgstats");
    let made_up = r#"{"checked":{"plays":7,"by_game":[],"created":null,"people":0,"new_people":1,"new_names":["Mallory was here"],"left_out":[],"other_plays":0,"other_game_count":0,"other_games":[]}}"#;
    for asked in [
        format!("/g/{token}/manage?bgstats={}", query_value(made_up)),
        format!("/g/{token}/manage?bgstats={theirs}"),
        format!("/g/{token}/manage?bgstats=-1"),
    ] {
        let (status, html) = api.page_in(&asked, "en").await;
        assert_eq!(status, StatusCode::OK, "{asked}");
        assert!(!html.contains("bgstats-report"), "{asked}");
        // (The address itself is in the page's language links, encoded.)
        assert!(!html.contains("Mallory was here"), "{asked}");
    }
}

/// `text` as a query's value.
fn query_value(text: &str) -> String {
    let pair = serde_urlencoded::to_string([("v", text)]).unwrap();
    pair["v=".len()..].to_owned()
}

/// A person's win rate against chance (issue 35), in the API and on the
/// statistics page in both languages. Ann won the one game, at a table of
/// three: chance 1/3; luck alone lands a win 1 time in 3 (p 1/3); Wilson's
/// interval of 1 in 1 is 20.7–100 %. Too few games to tell.
#[tokio::test]
async fn the_statistics_say_how_sure_a_win_rate_is() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
    let path = format!("/api/v1/groups/{token}/plays/{PLAY}");
    api.call(Method::PUT, &path, Some(catan_play())).await;
    let (_, stats) = api
        .call(Method::GET, &format!("/api/v1/groups/{token}/stats"), None)
        .await;
    let ann = &stats["people"][0]["against_chance"];
    assert_eq!(ann["verdict"], "too_few_to_tell", "{ann}");
    assert_eq!(
        (ann["plays"].as_i64(), ann["win_shares"].as_f64()),
        (Some(1), Some(1.0))
    );
    let near = |value: &Value, expected: f64| (value.as_f64().unwrap() - expected).abs() < 5e-4;
    assert!(near(&ann["chance"], 1.0 / 3.0), "{ann}");
    assert!(near(&ann["p_value"], 1.0 / 3.0), "{ann}");
    assert!(near(&ann["interval_95"][0], 0.2065), "{ann}");
    assert!(near(&ann["interval_95"][1], 1.0), "{ann}");
    // Ann sat first: the first seat's figures are hers.
    let first_seat = &stats["games"][0]["by_seat"][0]["against_chance"];
    assert_eq!(first_seat["verdict"], "too_few_to_tell", "{first_seat}");
    assert!(near(&first_seat["p_value"], 1.0 / 3.0), "{first_seat}");
    let second_seat = &stats["games"][0]["by_seat"][1]["against_chance"];
    assert_eq!(second_seat["win_shares"], 0.0, "{second_seat}");
    for (lang, words, kind_heading) in [
        (
            "en",
            [
                "Skill or luck?",
                "wins 100% (95% interval 21%–100%); by chance alone 33%.",
                "Not enough games to tell.",
                "two-sided exact binomial test",
                "Seat 1</strong>",
            ],
            "Board: Balanced · 1 game",
        ),
        (
            "zh-TW",
            [
                "靠實力還是運氣？",
                "勝率 100%（95% 區間 21%–100%）；純靠運氣是 33%。",
                "局數還不夠，看不出差別。",
                "雙尾精確二項檢定",
                "座位 1</strong>",
            ],
            "版圖：平衡 · 1 局",
        ),
    ] {
        let request = Request::builder()
            .uri(format!("/g/{token}/stats"))
            .header(header::ACCEPT_LANGUAGE, lang)
            .body(Body::empty())
            .unwrap();
        let response = api.0.clone().oneshot(request).await.unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        let html = String::from_utf8_lossy(&bytes);
        for said in words {
            assert!(html.contains(said), "{lang}: {said} not in the page");
        }
        // Three people, the game's three seats (no start seat recorded), and
        // the three again under its board mode (the setup names 3 players
        // and no mode: balanced).
        assert_eq!(
            html.matches("data-testid=\"against-chance\"").count(),
            9,
            "{lang}"
        );
        assert!(html.contains(kind_heading), "{lang}: {kind_heading}");
    }
}

/// The people page's file form imports an export as the API does, and says
/// what it did, or why it did nothing, on the page in its words.
#[tokio::test]
async fn an_export_file_sent_from_the_page_imports_once_and_says_so() {
    let api = Api::new().await;
    let (_, from) = api.call(Method::POST, "/api/v1/groups", None).await;
    let from = from["token"].as_str().unwrap();
    for id in [
        "6f1c2d3e-4a5b-4c6d-8e7f-000000000001",
        "6f1c2d3e-4a5b-4c6d-8e7f-000000000002",
    ] {
        let path = format!("/api/v1/groups/{from}/plays/{id}");
        let (status, body) = api.call(Method::PUT, &path, Some(catan_play())).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let (_, export) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{from}/export.json"),
            None,
        )
        .await;
    let file = export.to_string();
    let (_, to) = api.call(Method::POST, "/api/v1/groups", None).await;
    let (to, read) = (
        to["token"].as_str().unwrap(),
        to["read_token"].as_str().unwrap(),
    );
    let import = format!("/g/{to}/import");
    let said = |outcome: &str| format!("/g/{to}/manage?import={outcome}#import");
    let (status, location) = api.post_file(&import, "export", file.as_bytes()).await;
    assert_eq!(
        (status, location),
        (StatusCode::SEE_OTHER, said("ok.2.0.0"))
    );
    let (_, location) = api.post_file(&import, "export", file.as_bytes()).await;
    assert_eq!(location, said("ok.0.2.0"));
    let (_, html) = api.page(&format!("/g/{to}/manage?import=ok.0.2.0")).await;
    assert!(html.contains("Imported: 0 new, 2 already here, 0 brought up to date."));
    // Refused whole, each said: not an export, no file, a game that breaks a rule.
    let (_, location) = api.post_file(&import, "export", b"name,score\nAnn,3").await;
    assert_eq!(location, said("not-export"));
    let (_, location) = api.post_file(&import, "export", b"").await;
    assert_eq!(location, said("no-file"));
    let huge = vec![b' '; 9 * 1024 * 1024];
    let (_, location) = api.post_file(&import, "export", &huge).await;
    assert_eq!(location, said("too-big"));
    let mut broken = export.clone();
    broken["plays"][1]["score"]["players"][0]["settlements"] = json!(-3);
    let (_, location) = api
        .post_file(&import, "export", broken.to_string().as_bytes())
        .await;
    assert_eq!(location, said("invalid.2"));
    let (_, html) = api.page(&format!("/g/{to}/manage?import=invalid.2")).await;
    assert!(html.contains("game 2 of the file cannot be kept"));
    // The read-only link imports nothing, and is offered only the downloads.
    let (status, _) = api
        .post_file(&format!("/g/{read}/import"), "export", file.as_bytes())
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (_, html) = api.page(&format!("/g/{read}/manage")).await;
    assert!(html.contains(&format!("/api/v1/groups/{read}/export.csv")));
    assert!(html.contains(&format!("/api/v1/groups/{read}/export.bgg.xml")));
    assert!(!html.contains("import-form"));
}

/// A phone asks for its download compressed: the export's stream is read to
/// its end and past it by the compression, and must end whole, not in a
/// panic that resets the connection (what the page's download links met).
#[tokio::test]
async fn a_compressed_export_ends_whole() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap();
    let path = format!("/api/v1/groups/{token}/plays/6f1c2d3e-4a5b-4c6d-8e7f-000000000001");
    api.call(Method::PUT, &path, Some(catan_play())).await;
    for format in ["csv", "json"] {
        let request = Request::builder()
            .uri(format!("/api/v1/groups/{token}/export.{format}"))
            .header(header::ACCEPT_ENCODING, "br, gzip")
            .body(Body::empty())
            .unwrap();
        let response = api.0.clone().oneshot(request).await.unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()[header::CONTENT_ENCODING], "br");
        let body = response.into_body().collect().await;
        assert!(
            body.is_ok_and(|body| !body.to_bytes().is_empty()),
            "{format}"
        );
    }
}

#[tokio::test]
async fn an_export_imports_back_into_another_group_once_and_csv_is_safe() {
    let api = Api::new().await;
    let (_, from) = api.call(Method::POST, "/api/v1/groups", None).await;
    let from = from["token"].as_str().unwrap();
    let mut hostile = catan_play();
    hostile["place"] = json!("=HYPERLINK(\"http://evil\")");
    hostile["score"]["players"][0]["name"] = json!("@Ann, the host");
    let first = "6f1c2d3e-4a5b-4c6d-8e7f-000000000001";
    let second = "6f1c2d3e-4a5b-4c6d-8e7f-000000000002";
    for (id, play) in [(first, hostile), (second, catan_play())] {
        let path = format!("/api/v1/groups/{from}/plays/{id}");
        let (status, body) = api.call(Method::PUT, &path, Some(play)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let (status, export) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{from}/export.json"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        (export["format"].as_str(), export["version"].as_i64()),
        (Some("tableside-plays"), Some(1))
    );
    assert_eq!(export["plays"].as_array().unwrap().len(), 2);

    let (_, to) = api.call(Method::POST, "/api/v1/groups", None).await;
    let to = to["token"].as_str().unwrap();
    let import = format!("/api/v1/groups/{to}/import");
    let (status, counts) = api.call(Method::POST, &import, Some(export.clone())).await;
    assert_eq!(status, StatusCode::OK, "{counts}");
    assert_eq!(counts, json!({"created": 2, "unchanged": 0, "replaced": 0}));
    // Imported twice: nothing new.
    let (_, counts) = api.call(Method::POST, &import, Some(export.clone())).await;
    assert_eq!(counts, json!({"created": 0, "unchanged": 2, "replaced": 0}));
    // Lossless: the second group exports the same plays.
    let (_, again) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{to}/export.json"),
            None,
        )
        .await;
    assert_eq!(again["plays"], export["plays"]);

    // An impossible play anywhere in the file: nothing is imported, and the field says where.
    let mut broken = export.clone();
    broken["plays"][1]["id"] = json!("6f1c2d3e-4a5b-4c6d-8e7f-000000000003");
    broken["plays"][1]["score"]["players"][0]["cities"] = json!(9);
    let (_, empty) = api.call(Method::POST, "/api/v1/groups", None).await;
    let empty = empty["token"].as_str().unwrap();
    let (status, error) = api
        .call(
            Method::POST,
            &format!("/api/v1/groups/{empty}/import"),
            Some(broken),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    assert!(
        error["field"]
            .as_str()
            .unwrap()
            .starts_with("plays[1].score"),
        "{error}"
    );
    let (_, list) = api
        .call(Method::GET, &format!("/api/v1/groups/{empty}/plays"), None)
        .await;
    assert_eq!(list["plays"].as_array().unwrap().len(), 0);
    let (status, _) = api
        .call(
            Method::POST,
            &format!("/api/v1/groups/{empty}/import"),
            Some(json!({"format": "other", "version": 1, "plays": []})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    // CSV: one row per player per play; typed text cannot run as a formula.
    let request = Request::builder()
        .uri(format!("/api/v1/groups/{from}/export.csv"))
        .body(Body::empty())
        .unwrap();
    let response = api.0.clone().oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/csv"));
    let csv = String::from_utf8(
        response
            .into_body()
            .collect()
            .await
            .unwrap()
            .to_bytes()
            .to_vec(),
    )
    .unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 1 + 2 * 3, "{csv}");
    assert_eq!(
        lines[0],
        "play_id,played_at,game,duration_min,place,player,score,rank,winner"
    );
    assert!(
        csv.contains(",\"'=HYPERLINK(\"\"http://evil\"\")\",\"'@Ann, the host\","),
        "{csv}"
    );
    assert!(!csv.contains(",=") && !csv.contains(",@"), "{csv}");
}

#[tokio::test]
async fn a_database_outage_is_a_clear_503_with_retry_after_and_loses_nothing_saved() {
    let options = server::config::options_from(None, Some("tests/no-site".into())).unwrap();
    let store = store::Store::open(&store::Location::Memory).await.unwrap();
    let api = Api(server::app(options, store.clone()), store.clone());
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/groups/{token}/plays/{PLAY}");
    let (status, _) = api.call(Method::PUT, &path, Some(catan_play())).await;
    assert_eq!(status, StatusCode::CREATED);

    store.close().await;
    // `call` checks every 503 carries Retry-After.
    for (method, path, body) in [
        (Method::PUT, path.clone(), Some(catan_play())),
        (Method::GET, format!("/api/v1/groups/{token}/plays"), None),
        (Method::GET, format!("/api/v1/groups/{token}/stats"), None),
        (Method::POST, "/api/v1/groups".to_owned(), None),
    ] {
        let (status, error) = api.call(method.clone(), &path, body).await;
        assert_eq!(
            status,
            StatusCode::SERVICE_UNAVAILABLE,
            "{method} {path}: {error}"
        );
        assert!(
            error["error"].as_str().unwrap().contains("try again"),
            "{error}"
        );
    }
    // The group's page says so too, and asks to come back.
    let request = Request::builder()
        .uri(format!("/g/{token}"))
        .body(Body::empty())
        .unwrap();
    let response = api.0.clone().oneshot(request).await.unwrap();
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(response.headers().contains_key(header::RETRY_AFTER));
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_limit() {
    use axum::extract::ConnectInfo;
    use server::rate_limit::{Limits, RateLimit};
    let options = server::config::options_from(None, Some("tests/no-site".into())).unwrap();
    let store = store::Store::open(&store::Location::Memory).await.unwrap();
    let limits = Limits {
        new_groups: RateLimit::new(2, 60.0),
        trusted_proxies: server::client_address::TrustedProxies::parse("10.0.0.1").unwrap(),
        ..Limits::default()
    };
    let router = server::app_with_limits(options, store, limits);
    let new_group = |peer: &str, forwarded_for: &str| {
        let mut request = Request::builder()
            .method(Method::POST)
            .uri("/api/v1/groups")
            .header("x-forwarded-for", forwarded_for)
            .body(Body::empty())
            .unwrap();
        let addr: std::net::SocketAddr = format!("{peer}:5000").parse().unwrap();
        request.extensions_mut().insert(ConnectInfo(addr));
        let router = router.clone();
        async move { router.oneshot(request).await.unwrap().status() }
    };
    // Through the proxy: one client's two, then 429; another client still gets in.
    assert_eq!(
        new_group("10.0.0.1", "203.0.113.7").await,
        StatusCode::CREATED
    );
    // A client writing its own X-Forwarded-For is still counted by the proxy's entry.
    assert_eq!(
        new_group("10.0.0.1", "1.2.3.4, 203.0.113.7").await,
        StatusCode::CREATED
    );
    assert_eq!(
        new_group("10.0.0.1", "9.9.9.9, 203.0.113.7").await,
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        new_group("10.0.0.1", "203.0.113.8").await,
        StatusCode::CREATED
    );
    // From a peer that is not a trusted proxy, the header means nothing: the
    // peer is the client, whatever it claims.
    for forwarded in ["198.51.100.1", "198.51.100.2"] {
        assert_eq!(new_group("10.0.0.2", forwarded).await, StatusCode::CREATED);
    }
    assert_eq!(
        new_group("10.0.0.2", "198.51.100.3").await,
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn a_client_past_its_rate_limit_gets_429_and_another_client_does_not() {
    use axum::extract::ConnectInfo;
    use server::rate_limit::{Limits, RateLimit};
    let options = server::config::options_from(None, Some("tests/no-site".into())).unwrap();
    let store = store::Store::open(&store::Location::Memory).await.unwrap();
    let limits = Limits {
        new_groups: RateLimit::new(2, 60.0),
        writes: RateLimit::new(2, 60.0),
        ..Limits::default()
    };
    let router = server::app_with_limits(options, store, limits);
    let from = |ip: &str, method: Method, path: &str| {
        let mut request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(if path.contains("/plays/") {
                catan_play().to_string()
            } else {
                String::new()
            }))
            .unwrap();
        let addr: std::net::SocketAddr = format!("{ip}:5000").parse().unwrap();
        request.extensions_mut().insert(ConnectInfo(addr));
        router.clone().oneshot(request)
    };
    for _ in 0..2 {
        assert_eq!(
            from("10.0.0.1", Method::POST, "/api/v1/groups")
                .await
                .unwrap()
                .status(),
            StatusCode::CREATED
        );
    }
    let refused = from("10.0.0.1", Method::POST, "/api/v1/groups")
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers().contains_key(header::RETRY_AFTER));
    // Another client is not held back by the first.
    let other = from("10.0.0.2", Method::POST, "/api/v1/groups")
        .await
        .unwrap();
    assert_eq!(other.status(), StatusCode::CREATED);
    let body = other.into_body().collect().await.unwrap().to_bytes();
    let token = serde_json::from_slice::<Value>(&body).unwrap()["token"]
        .as_str()
        .unwrap()
        .to_owned();
    // Writes have their own bucket; reading is never limited.
    let play = format!("/api/v1/groups/{token}/plays/{PLAY}");
    assert_eq!(
        from("10.0.0.2", Method::PUT, &play).await.unwrap().status(),
        StatusCode::CREATED
    );
    assert_eq!(
        from("10.0.0.2", Method::PUT, &play).await.unwrap().status(),
        StatusCode::OK
    );
    assert_eq!(
        from("10.0.0.2", Method::PUT, &play).await.unwrap().status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    for _ in 0..5 {
        assert_eq!(
            from("10.0.0.2", Method::GET, &play).await.unwrap().status(),
            StatusCode::OK
        );
    }
    // A group page's form past the limit: a page a person can read, not JSON.
    let mut request = Request::builder()
        .method(Method::POST)
        .uri(format!("/g/{token}/rename"))
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from("name=Friday"))
        .unwrap();
    let addr: std::net::SocketAddr = "10.0.0.2:5000".parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(addr));
    let refused = router.clone().oneshot(request).await.unwrap();
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers().contains_key(header::RETRY_AFTER));
    assert!(refused.headers()[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    let page = refused.into_body().collect().await.unwrap().to_bytes();
    let page = String::from_utf8_lossy(&page);
    assert!(
        page.contains("Too many changes") && page.contains("太多變更"),
        "{page}"
    );
}

#[tokio::test]
async fn the_write_link_shows_and_rotates_both_links_and_renames_people() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap().to_owned();
    let read = group["read_token"].as_str().unwrap().to_owned();
    let (_, shown) = api
        .call(Method::GET, &format!("/api/v1/groups/{token}"), None)
        .await;
    assert_eq!(shown["read_token"], read.as_str());
    let (_, shown) = api
        .call(Method::GET, &format!("/api/v1/groups/{read}"), None)
        .await;
    assert!(shown.get("read_token").is_none(), "{shown}");

    // Rename the group; the read link may not.
    let (status, renamed) = api
        .call(
            Method::PATCH,
            &format!("/api/v1/groups/{token}"),
            Some(json!({"name": " Fridays "})),
        )
        .await;
    assert_eq!(
        (status, &renamed["name"]),
        (StatusCode::OK, &json!("Fridays"))
    );
    let (status, _) = api
        .call(
            Method::PATCH,
            &format!("/api/v1/groups/{read}"),
            Some(json!({"name": "Mine"})),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);

    api.call(
        Method::PUT,
        &format!("/api/v1/groups/{token}/plays/{PLAY}"),
        Some(catan_play()),
    )
    .await;
    let people = format!("/api/v1/groups/{token}/people");
    let (status, list) = api.call(Method::GET, &people, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list["people"][0], json!({"name": "Ann", "plays": 1}));
    let (status, renamed) = api
        .call(
            Method::POST,
            &format!("{people}/rename"),
            Some(json!({"name": "ann", "new_name": "Anna"})),
        )
        .await;
    assert_eq!((status, &renamed["name"]), (StatusCode::OK, &json!("Anna")));
    let (_, play) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(play["score"]["players"][0]["name"], "Anna");
    assert_eq!(play["result"]["winners"][0], "Anna");
    let (status, refused) = api
        .call(
            Method::POST,
            &format!("{people}/rename"),
            Some(json!({"name": "Anna", "new_name": "BO"})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused["field"], "new_name");
    let (status, refused) = api
        .call(
            Method::POST,
            &format!("{people}/merge"),
            Some(json!({"name": "Anna", "into": "Bo"})),
        )
        .await;
    assert_eq!(
        (status, &refused["field"]),
        (StatusCode::UNPROCESSABLE_ENTITY, &json!("into"))
    );
    let (status, _) = api
        .call(
            Method::POST,
            &format!("{people}/rename"),
            Some(json!({"name": "Nobody", "new_name": "Zed"})),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // A new read link: the old one opens nothing, the write link shows the new one.
    let rotate = format!("/api/v1/groups/{token}/rotate");
    let (status, rotated) = api
        .call(Method::POST, &rotate, Some(json!({"link": "read"})))
        .await;
    assert_eq!(status, StatusCode::OK);
    let new_read = rotated["read_token"].as_str().unwrap().to_owned();
    let (status, _) = api
        .call(Method::GET, &format!("/api/v1/groups/{read}"), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, shown) = api
        .call(Method::GET, &format!("/api/v1/groups/{token}"), None)
        .await;
    assert_eq!(shown["read_token"], new_read.as_str());
    // A new write link: the old one stops working.
    let (_, rotated) = api
        .call(Method::POST, &rotate, Some(json!({"link": "write"})))
        .await;
    let new_token = rotated["token"].as_str().unwrap();
    let (status, _) = api
        .call(Method::GET, &format!("/api/v1/groups/{token}"), None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, shown) = api
        .call(Method::GET, &format!("/api/v1/groups/{new_token}"), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(shown["read_token"], new_read.as_str());
    let (status, refused) = api
        .call(
            Method::POST,
            &format!("/api/v1/groups/{new_read}/rotate"),
            Some(json!({"link": "write"})),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{refused}");
    let (status, _) = api
        .call(
            Method::POST,
            &format!("/api/v1/groups/{new_token}/rotate"),
            Some(json!({"link": "both"})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

impl Api {
    /// A form post as the group pages send it: the status and where it leads.
    async fn post_form(&self, path: &str, form: &[(&str, &str)]) -> (StatusCode, String) {
        let request = Request::builder()
            .method(Method::POST)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(serde_urlencoded::to_string(form).unwrap()))
            .unwrap();
        let response = self.0.clone().oneshot(request).await.unwrap();
        let location = response
            .headers()
            .get(header::LOCATION)
            .map(|l| l.to_str().unwrap().to_owned())
            .unwrap_or_default();
        (response.status(), location)
    }

    /// The BG Stats form: its `step` and the backup `file`.
    async fn post_backup(&self, path: &str, step: &str, file: &[u8]) -> (StatusCode, String) {
        let parts = [
            ("step", None, step.as_bytes()),
            ("backup", Some("BGStatsExport.json"), file),
        ];
        self.post_parts(path, &parts).await
    }

    /// A page's file form: `file` sent as the form's field `name`.
    async fn post_file(&self, path: &str, name: &str, file: &[u8]) -> (StatusCode, String) {
        self.post_parts(path, &[(name, Some("export.json"), file)])
            .await
    }

    /// A multipart form of `(field, file name if a file, bytes)`: the status
    /// and where it leads.
    async fn post_parts(
        &self,
        path: &str,
        parts: &[(&str, Option<&str>, &[u8])],
    ) -> (StatusCode, String) {
        let boundary = "tableside-test-boundary";
        let mut body = Vec::new();
        for (name, file_name, bytes) in parts {
            let head = match file_name {
                Some(file) => format!(
                    "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"; \
                     filename=\"{file}\"\r\nContent-Type: application/json\r\n\r\n"
                ),
                None => format!(
                    "--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n"
                ),
            };
            body.extend_from_slice(head.as_bytes());
            body.extend_from_slice(bytes);
            body.extend_from_slice(b"\r\n");
        }
        body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
        let request = Request::builder()
            .method(Method::POST)
            .uri(path)
            .header(
                header::CONTENT_TYPE,
                format!("multipart/form-data; boundary={boundary}"),
            )
            .body(Body::from(body))
            .unwrap();
        let response = self.0.clone().oneshot(request).await.unwrap();
        let location = response
            .headers()
            .get(header::LOCATION)
            .map(|l| l.to_str().unwrap().to_owned())
            .unwrap_or_default();
        (response.status(), location)
    }

    async fn page(&self, path: &str) -> (StatusCode, String) {
        self.page_in(path, "en").await
    }

    /// A page in a language, as a phone asking in it gets it.
    async fn page_in(&self, path: &str, lang: &str) -> (StatusCode, String) {
        let request = Request::builder()
            .uri(path)
            .header(header::ACCEPT_LANGUAGE, lang)
            .body(Body::empty())
            .unwrap();
        let response = self.0.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        (status, String::from_utf8_lossy(&bytes).into_owned())
    }
}

#[tokio::test]
async fn the_group_pages_forms_change_the_group_and_say_so() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap().to_owned();
    let read = group["read_token"].as_str().unwrap().to_owned();
    let mut play = catan_play();
    play["score"]["players"][1]["name"] = json!("<img src=x onerror=alert(1)>");
    api.call(
        Method::PUT,
        &format!("/api/v1/groups/{token}/plays/{PLAY}"),
        Some(play),
    )
    .await;

    // The play's page: the result again, the hostile name as text.
    let (status, html) = api.page(&format!("/g/{token}/p/{PLAY}")).await;
    assert_eq!(status, StatusCode::OK);
    // Nobody on 10: the saved game's page says who led it (issue 34, item 7).
    assert!(html.contains("Not over yet: Ann leads."), "{html}");
    assert!(html.contains("&lt;img src=x onerror=alert(1)&gt;"));
    assert!(!html.contains("<img src=x"));
    assert!(html.contains("data-testid=\"edit-play\""));
    // The read-only link shows the game without its forms.
    let (_, html) = api.page(&format!("/g/{read}/p/{PLAY}")).await;
    assert!(html.contains("Not over yet: Ann leads.") && !html.contains("edit-play"));
    let (status, _) = api
        .page(&format!(
            "/g/{token}/p/00000000-0000-4000-8000-000000000000"
        ))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Editing the details keeps the scores.
    let (status, location) = api
        .post_form(
            &format!("/g/{token}/p/{PLAY}/edit"),
            &[
                ("played_at", "2026-11-24T19:30"),
                ("duration_min", "95"),
                ("place", "Bo's"),
                ("note", ""),
            ],
        )
        .await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(location, format!("/g/{token}/p/{PLAY}?said=edited"));
    let (_, saved) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(saved["played_at"], "2026-11-24T19:30:00+08:00");
    assert_eq!(
        (&saved["duration_min"], &saved["place"], &saved["note"]),
        (&json!(95), &json!("Bo's"), &Value::Null)
    );
    assert_eq!(saved["result"]["winners"], json!(["Ann"]));
    let (_, location) = api
        .post_form(
            &format!("/g/{token}/p/{PLAY}/edit"),
            &[("played_at", "someday"), ("duration_min", "95")],
        )
        .await;
    assert!(location.ends_with("?said=edit-invalid"), "{location}");

    // People: renamed; a taken name is said, not an error page.
    let people = format!("/g/{token}/people");
    let (status, location) = api
        .post_form(
            &format!("{people}/rename"),
            &[("name", "ann"), ("new_name", "Anna")],
        )
        .await;
    assert_eq!(
        (status, location.as_str()),
        (
            StatusCode::SEE_OTHER,
            format!("/g/{token}/manage?said=renamed").as_str()
        )
    );
    let (_, location) = api
        .post_form(
            &format!("{people}/rename"),
            &[("name", "Anna"), ("new_name", "cy")],
        )
        .await;
    assert!(location.ends_with("?said=name-taken"), "{location}");
    // A merge is asked first: the form without its confirmation is sent to it.
    let (_, location) = api
        .post_form(
            &format!("{people}/merge"),
            &[("name", "Anna"), ("into", "Cy")],
        )
        .await;
    assert_eq!(
        location,
        format!("/g/{token}/manage?merge=Anna&into=Cy#confirm")
    );
    let (_, html) = api.page(location.split('#').next().unwrap()).await;
    assert!(html.contains("Merge Anna into Cy"), "{html}");
    let (_, location) = api
        .post_form(
            &format!("{people}/merge"),
            &[("name", "Anna"), ("into", "Cy"), ("confirmed", "yes")],
        )
        .await;
    assert!(location.ends_with("?said=played-together"), "{location}");
    // Asking to merge someone into themselves, or into no one, says so.
    let (_, html) = api
        .page(&format!("/g/{token}/manage?merge=Anna&into=ANNA"))
        .await;
    assert!(html.contains("no one is merged into themselves"), "{html}");
    let (_, html) = api
        .page(&format!("/g/{token}/manage?merge=Anna&into=Nobody"))
        .await;
    assert!(
        html.contains("No one in this group has that name"),
        "{html}"
    );
    // The read-only link is asked nothing.
    let (_, html) = api
        .page(&format!("/g/{read}/manage?merge=Anna&into=Cy"))
        .await;
    assert!(!html.contains("Merge Anna into Cy"));
    // An undo of a merge that is none (or undone already) says so.
    let (_, location) = api
        .post_form(&format!("{people}/unmerge"), &[("merge", "999999")])
        .await;
    assert!(location.ends_with("?said=already-undone"), "{location}");
    let (_, html) = api
        .page(&format!("/g/{token}/manage?said=name-taken"))
        .await;
    assert!(html.contains("that name is someone else"));
    assert!(
        html.contains(&format!("/g/{read}")),
        "the write link shows the read-only one"
    );

    // Deleted, then undone.
    let (_, location) = api
        .post_form(&format!("/g/{token}/p/{PLAY}/delete"), &[])
        .await;
    assert_eq!(location, format!("/g/{token}?deleted={PLAY}"));
    let (status, _) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, html) = api.page(&location).await;
    assert!(html.contains(&format!("/g/{token}/p/{PLAY}/restore")));
    let (_, location) = api
        .post_form(&format!("/g/{token}/p/{PLAY}/restore"), &[])
        .await;
    assert!(location.ends_with("?said=restored"));
    let (status, _) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);

    // A new write link is asked first; then the page moves to it and names
    // the old one in its fragment.
    let (_, location) = api
        .post_form(&format!("/g/{token}/rotate"), &[("link", "write")])
        .await;
    assert_eq!(
        location,
        format!("/g/{token}/manage?new_link=write#confirm")
    );
    let (_, html) = api.page(&format!("/g/{token}/manage?new_link=write")).await;
    assert!(html.contains("stops working at once"), "{html}");
    let (_, location) = api
        .post_form(
            &format!("/g/{token}/rotate"),
            &[("link", "write"), ("confirmed", "yes")],
        )
        .await;
    let new = location
        .strip_prefix("/g/")
        .and_then(|rest| rest.split_once("/manage?said=rotated-write#replaces="))
        .map(|(new, old)| {
            assert_eq!(old, token);
            new.to_owned()
        })
        .unwrap_or_else(|| panic!("{location}"));
    let (status, _) = api
        .post_form(&format!("/g/{token}/rename"), &[("name", "x")])
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // The read-only link changes nothing; a play id that is none is a 404.
    let (status, _) = api
        .post_form(&format!("/g/{read}/rename"), &[("name", "x")])
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = api
        .post_form(&format!("/g/{new}/p/nonsense/delete"), &[])
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = api
        .post_form(&format!("/g/{new}/rotate"), &[("link", "both")])
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_trailing_slash_is_the_page_without_it_never_an_outage() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap().to_owned();
    api.call(
        Method::PUT,
        &format!("/api/v1/groups/{token}/plays/{PLAY}"),
        Some(catan_play()),
    )
    .await;
    let table = api
        .call(
            Method::POST,
            "/api/v1/tables",
            Some(json!({"game": "catan", "players": ["Ann", "Bo", "Cy"]})),
        )
        .await
        .1;
    let code = table["code"].as_str().unwrap().to_owned();
    let pages = [
        (format!("/g/{token}"), StatusCode::OK),
        (format!("/g/{token}/stats"), StatusCode::OK),
        (format!("/g/{token}/manage"), StatusCode::OK),
        (format!("/g/{token}/p/{PLAY}"), StatusCode::OK),
        (format!("/t/{code}"), StatusCode::OK),
        (format!("/t/{code}/view"), StatusCode::OK),
        ("/g/anything".to_owned(), StatusCode::NOT_FOUND),
        ("/t/anything".to_owned(), StatusCode::NOT_FOUND),
    ];
    for (page, status) in pages {
        for slashes in ["/", "//"] {
            let request = Request::builder()
                .uri(format!("{page}{slashes}?game=catan"))
                .body(Body::empty())
                .unwrap();
            let response = api.0.clone().oneshot(request).await.unwrap();
            assert_eq!(response.status(), StatusCode::PERMANENT_REDIRECT, "{page}");
            let location = response.headers()[header::LOCATION].to_str().unwrap();
            assert_eq!(location, format!("{page}?game=catan"));
            assert_eq!(api.page(location).await.0, status, "{location}");
        }
    }
    // Not a page, and never a 503: another site's address, a form's post.
    let (status, _) = api.page("//example.org/").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = api
        .post_form(&format!("/g/{token}/rename/"), &[("name", "x")])
        .await;
    assert_ne!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(status.is_client_error(), "{status}");
}

/// An export is read in batches (100 plays): one of several batches arrives
/// whole, valid, each play once, oldest first, and imports back losslessly.
#[tokio::test]
async fn an_export_of_several_batches_is_whole_and_imports_back() {
    let api = Api::new().await;
    let (_, from) = api.call(Method::POST, "/api/v1/groups", None).await;
    let from = from["token"].as_str().unwrap();
    let plays: Vec<Value> = (0..250)
        .map(|n| {
            let mut play = catan_play();
            play["id"] = json!(format!("6f1c2d3e-4a5b-4c6d-8e7f-{n:012}"));
            // Two plays at each moment, in no order of id.
            play["played_at"] = json!(format!("2026-{:02}-10T20:00:00Z", 1 + (n * 7 % 125) / 12));
            play
        })
        .collect();
    let file = json!({"format": "tableside-plays", "version": 1, "plays": plays});
    let import = format!("/api/v1/groups/{from}/import");
    let (status, counts) = api.call(Method::POST, &import, Some(file)).await;
    assert_eq!(
        (status, counts["created"].as_i64()),
        (StatusCode::OK, Some(250))
    );

    let (status, export) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{from}/export.json"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let exported = export["plays"].as_array().unwrap();
    let mut ids: Vec<&str> = exported.iter().map(|p| p["id"].as_str().unwrap()).collect();
    let times: Vec<&str> = exported
        .iter()
        .map(|p| p["played_at"].as_str().unwrap())
        .collect();
    assert!(times.windows(2).all(|w| w[0] <= w[1]), "oldest first");
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 250, "each play once");

    let (_, to) = api.call(Method::POST, "/api/v1/groups", None).await;
    let to = to["token"].as_str().unwrap();
    let (_, counts) = api
        .call(
            Method::POST,
            &format!("/api/v1/groups/{to}/import"),
            Some(export.clone()),
        )
        .await;
    assert_eq!(counts["created"], 250);
    let (_, again) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{to}/export.json"),
            None,
        )
        .await;
    assert_eq!(again["plays"], export["plays"]);

    let request = Request::builder()
        .uri(format!("/api/v1/groups/{from}/export.csv"))
        .body(Body::empty())
        .unwrap();
    let response = api.0.clone().oneshot(request).await.unwrap();
    let csv = response.into_body().collect().await.unwrap().to_bytes();
    let csv = String::from_utf8(csv.to_vec()).unwrap();
    assert_eq!(
        csv.lines().count(),
        1 + 250 * 3,
        "a heading and a row per player"
    );
}

/// A read-only link is refused every change before its request is read: an
/// unreadable body gets the same 403 as a good one.
#[tokio::test]
async fn a_read_only_link_is_refused_before_its_body_is_read() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let read = group["read_token"].as_str().unwrap().to_owned();
    let writes = [
        (Method::PATCH, format!("/api/v1/groups/{read}")),
        (Method::POST, format!("/api/v1/groups/{read}/rotate")),
        (Method::POST, format!("/api/v1/groups/{read}/people/rename")),
        (Method::POST, format!("/api/v1/groups/{read}/people/merge")),
        (Method::POST, format!("/api/v1/groups/{read}/import")),
        (Method::PUT, format!("/api/v1/groups/{read}/plays/{PLAY}")),
        (
            Method::DELETE,
            format!("/api/v1/groups/{read}/plays/{PLAY}"),
        ),
        (
            Method::POST,
            format!("/api/v1/groups/{read}/plays/{PLAY}/restore"),
        ),
    ];
    for (method, path) in writes {
        let (status, body) = api
            .call(method.clone(), &path, Some(json!({"nonsense": [1]})))
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{method} {path}: {body}");
    }
}

/// "Make a new link" tapped twice: the second tap, sent with the old link,
/// lands on the same new link's page instead of a dead one or a 404.
#[tokio::test]
async fn a_new_link_tapped_twice_lands_on_the_link_that_works() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap().to_owned();
    let rotate = format!("/g/{token}/rotate");
    let confirmed = [("link", "write"), ("confirmed", "yes")];
    let (status, first) = api.post_form(&rotate, &confirmed).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let (status, second) = api.post_form(&rotate, &confirmed).await;
    assert_eq!((status, &second), (StatusCode::SEE_OTHER, &first));
    let new = first
        .strip_prefix("/g/")
        .and_then(|rest| rest.split_once('/'))
        .map(|(new, _)| new.to_owned())
        .unwrap();
    assert_eq!(
        api.page(&format!("/g/{new}/manage")).await.0,
        StatusCode::OK
    );
    // The API likewise, and a read link asked twice is one link.
    let (status, again) = api
        .call(
            Method::POST,
            &format!("/api/v1/groups/{token}/rotate"),
            Some(json!({"link": "write"})),
        )
        .await;
    assert_eq!(
        (status, again["token"].as_str()),
        (StatusCode::OK, Some(new.as_str()))
    );
    let read_rotate = format!("/api/v1/groups/{new}/rotate");
    let (_, one) = api
        .call(Method::POST, &read_rotate, Some(json!({"link": "read"})))
        .await;
    let (_, two) = api
        .call(Method::POST, &read_rotate, Some(json!({"link": "read"})))
        .await;
    assert_eq!(one["read_token"], two["read_token"]);
}

/// A group of many people: the statistics page shows the fifty who played
/// most (and says so), the people page and the APIs go a page at a time.
#[tokio::test]
async fn many_people_are_shown_a_page_at_a_time() {
    let api = Api::new().await;
    let (_, group) = api.call(Method::POST, "/api/v1/groups", None).await;
    let token = group["token"].as_str().unwrap().to_owned();
    // 60 people, three to a game; "Regular" sits at every one of 20 games.
    let plays: Vec<Value> = (0..30)
        .map(|n| {
            let mut play = catan_play();
            play["id"] = json!(format!("6f1c2d3e-4a5b-4c6d-8e7f-{n:012}"));
            let players = &mut play["score"]["players"];
            players[0]["name"] = json!(if n < 20 {
                "Regular".to_owned()
            } else {
                format!("P{n}a")
            });
            players[1]["name"] = json!(format!("P{n:02}b"));
            players[2]["name"] = json!(format!("P{n:02}c"));
            play
        })
        .collect();
    let file = json!({"format": "tableside-plays", "version": 1, "plays": plays});
    let (status, _) = api
        .call(
            Method::POST,
            &format!("/api/v1/groups/{token}/import"),
            Some(file),
        )
        .await;
    assert_eq!(status, StatusCode::OK);

    let (_, html) = api.page(&format!("/g/{token}/stats")).await;
    assert_eq!(html.matches("data-testid=\"person-row\"").count(), 50);
    assert!(
        html.contains("the 50 people who played most, of 71"),
        "{html}"
    );
    assert!(
        html.contains(">Regular<"),
        "the one who played most is shown"
    );

    let (_, first) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{token}/stats?per_page=50"),
            None,
        )
        .await;
    assert_eq!(first["people"].as_array().unwrap().len(), 50);
    assert_eq!(first["next_page"], 2);
    let (_, last) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{token}/stats?per_page=50&page=2"),
            None,
        )
        .await;
    assert_eq!(last["people"].as_array().unwrap().len(), 21);
    assert_eq!(last["next_page"], Value::Null);
    assert_eq!(last["games"], first["games"]);

    let (_, people) = api
        .call(
            Method::GET,
            &format!("/api/v1/groups/{token}/people?per_page=100"),
            None,
        )
        .await;
    assert_eq!(people["people"].as_array().unwrap().len(), 71);
    let (_, html) = api.page(&format!("/g/{token}/manage")).await;
    assert_eq!(html.matches("data-testid=\"person\"").count(), 50);
    assert!(html.contains(&format!("/g/{token}/manage?page=2")));
    let (_, html) = api.page(&format!("/g/{token}/manage?page=2")).await;
    assert_eq!(html.matches("data-testid=\"person\"").count(), 21);
    // One list of names for the page's merge forms, not one per person.
    assert_eq!(html.matches("<datalist").count(), 1);
}
