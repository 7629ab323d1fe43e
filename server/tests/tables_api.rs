//! Live tables through the JSON API (`docs/api.md`), in-process with `oneshot`
//! over one router whose store lives in memory.

use axum::{
    body::Body,
    extract::ConnectInfo,
    http::{header, Method, Request, StatusCode},
    Router,
};
use http_body_util::BodyExt;
use serde_json::{json, Value};
use server::rate_limit::{Limits, RateLimit};
use tower::ServiceExt;

struct Api(Router);

impl Api {
    async fn with(limits: Limits) -> Api {
        let options = server::config::options_from(None, Some("tests/no-site".into())).unwrap();
        let store = store::Store::open(&store::Location::Memory).await.unwrap();
        Api(server::app_with_limits(options, store, limits))
    }

    /// A request from the phone at `ip`.
    async fn call(
        &self,
        ip: &str,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (StatusCode, Value) {
        let mut request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/json")
            .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
            .unwrap();
        let addr: std::net::SocketAddr = format!("{ip}:5000").parse().unwrap();
        request.extensions_mut().insert(ConnectInfo(addr));
        let response = self.0.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        let body = serde_json::from_slice(&bytes)
            .unwrap_or_else(|_| panic!("{path}: {status} {}", String::from_utf8_lossy(&bytes)));
        (status, body)
    }

    /// A page request from the phone at `ip`: status, `Location` and body.
    async fn page(&self, ip: &str, path: &str) -> (StatusCode, String, String) {
        let mut request = Request::builder().uri(path).body(Body::empty()).unwrap();
        let addr: std::net::SocketAddr = format!("{ip}:5000").parse().unwrap();
        request.extensions_mut().insert(ConnectInfo(addr));
        let response = self.0.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let location = response
            .headers()
            .get(header::LOCATION)
            .map(|l| l.to_str().unwrap().to_owned())
            .unwrap_or_default();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        (
            status,
            location,
            String::from_utf8_lossy(&bytes).into_owned(),
        )
    }
}

const PHONE: &str = "10.0.0.1";

/// A new Catan table for three: its code and host key.
async fn new_table(api: &Api) -> (String, String) {
    let (status, body) = api
        .call(
            PHONE,
            Method::POST,
            "/api/v1/tables",
            Some(json!({"game": "catan", "players": ["Ann", "Bo", "Cy"]})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let text = |key: &str| body[key].as_str().unwrap().to_owned();
    (text("code"), text("host_key"))
}

fn ops(client: &str, client_seq: i64, ops: Value) -> Option<Value> {
    Some(json!({"client": client, "client_seq": client_seq, "ops": ops}))
}

#[tokio::test]
async fn phones_fill_in_a_table_and_the_rules_score_it_as_it_stands() {
    let api = Api::with(Limits::default()).await;
    let (status, made) = api
        .call(
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
    let (status, taken) = api.call(PHONE, Method::POST, &changes, first.clone()).await;
    assert_eq!(
        (status, taken),
        (StatusCode::OK, json!({"seq": 2, "again": false}))
    );
    let (_, again) = api.call(PHONE, Method::POST, &changes, first).await;
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
    let (status, taken) = api.call("10.0.0.2", Method::POST, &changes, rest).await;
    assert_eq!((status, taken["seq"].clone()), (StatusCode::OK, json!(5)));

    let (status, now) = api.call(PHONE, Method::GET, &table, None).await;
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
        .call(PHONE, Method::GET, &format!("{table}?since=3"), None)
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
    let api = Api::with(Limits::default()).await;
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
    let (status, taken) = api.call(PHONE, Method::POST, &changes, tie).await;
    assert_eq!(status, StatusCode::OK, "{taken}");
    let (_, now) = api.call(PHONE, Method::GET, &table, None).await;
    assert!(now.get("error").is_none(), "{now}");
    // Ann 4 + Longest Road 2 = 6, Bo 2, Cy 2.
    assert_eq!(now["result"]["players"][0]["total"], 6);
    assert_eq!(now["result"]["winners"], json!(["Ann"]));

    let longer = ops(
        "phone-b",
        1,
        json!([{"path": "players[1].road_length", "value": 7}]),
    );
    let (status, _) = api.call("10.0.0.2", Method::POST, &changes, longer).await;
    assert_eq!(status, StatusCode::OK);
    let (_, now) = api.call(PHONE, Method::GET, &table, None).await;
    assert_eq!(now["error"]["field"], "players[0].road_length", "{now}");
    assert_eq!(
        now["error"]["error"],
        "Ann holds the Longest Road with 6 road segments, but Bo has 7; the card moves to a player who exceeds its holder (a tie leaves it where it is)"
    );
    assert!(now.get("result").is_none(), "{now}");
}

#[tokio::test]
async fn impossible_changes_name_their_field_and_change_nothing() {
    let api = Api::with(Limits::default()).await;
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
    let (status, refused) = api.call(PHONE, Method::POST, &changes, batch).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused["field"], "players[0].gold");
    let (_, table) = api
        .call(PHONE, Method::GET, &format!("/api/v1/tables/{code}"), None)
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
            .call(PHONE, Method::POST, &changes, Some(body.clone()))
            .await;
        assert!(status.is_client_error(), "{body}: {status}");
        if !field.is_empty() {
            assert_eq!(refused["field"], field, "{body}");
        }
    }
    let (status, _) = api
        .call(
            PHONE,
            Method::POST,
            "/api/v1/tables",
            Some(json!({"game": "catan", "players": ["Ann"]})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, refused) = api
        .call(
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
        .call(
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
async fn unknown_and_malformed_codes_get_the_same_404_and_guessing_is_held_back() {
    let limits = Limits {
        table_misses: RateLimit::new(3, 60.0),
        ..Limits::default()
    };
    let api = Api::with(limits).await;
    let (code, _) = new_table(&api).await;
    let (_, unknown) = api
        .call("10.0.0.9", Method::GET, "/api/v1/tables/ZZZZZZZZ", None)
        .await;
    let (status, malformed) = api
        .call("10.0.0.9", Method::GET, "/api/v1/tables/not-a-code", None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(unknown, malformed);
    let (status, _) = api
        .call(
            "10.0.0.9",
            Method::POST,
            "/api/v1/tables/ZZZZZZZ1/ops",
            ops("g", 1, json!([])),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // Three misses spent: even a real code is refused to this client for now.
    let (status, _) = api
        .call(
            "10.0.0.9",
            Method::GET,
            &format!("/api/v1/tables/{code}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    // Guesses sent all at once are each paid for: what they spent past the
    // budget is owed, and the client waits it out (17 owed at 60 s each).
    let api = Api::with(Limits {
        table_misses: RateLimit::new(3, 60.0),
        ..Limits::default()
    })
    .await;
    let (code, _) = new_table(&api).await;
    let guesses = (0..20).map(|n| {
        let api = &api;
        async move {
            api.call(
                "10.0.0.8",
                Method::GET,
                &format!("/api/v1/tables/ZZZZZZ{n:02}"),
                None,
            )
            .await
            .0
        }
    });
    let answers = futures_util::future::join_all(guesses).await;
    assert!(
        answers.iter().all(|s| *s == StatusCode::NOT_FOUND),
        "{answers:?}"
    );
    let request = Request::builder()
        .uri(format!("/api/v1/tables/{code}"))
        .extension(axum::extract::ConnectInfo::<std::net::SocketAddr>(
            "10.0.0.8:5000".parse().unwrap(),
        ))
        .body(Body::empty())
        .unwrap();
    let refused = api.0.clone().oneshot(request).await.unwrap();
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = refused.headers()[header::RETRY_AFTER]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((17 * 60..=18 * 60).contains(&wait), "{wait}");

    // Forty phones behind one address open a real table at once: a found
    // code spends nothing, so none is held back.
    let api = Api::with(Limits {
        table_misses: RateLimit::new(3, 60.0),
        ..Limits::default()
    })
    .await;
    let (code, _) = new_table(&api).await;
    let path = format!("/api/v1/tables/{code}");
    let lookups = (0..40).map(|_| api.call(PHONE, Method::GET, &path, None));
    let answers = futures_util::future::join_all(lookups).await;
    assert!(answers.iter().all(|(s, _)| *s == StatusCode::OK));
    let (status, _, _) = api.page(PHONE, &format!("/t/{code}")).await;
    assert_eq!(status, StatusCode::OK);
}

/// Opens a table's events, as a browser resuming after `last_id` would.
async fn events(api: &Api, code: &str, last_id: Option<&str>) -> axum::response::Response {
    let mut request = Request::builder().uri(format!("/api/v1/tables/{code}/events"));
    if let Some(last_id) = last_id {
        request = request.header("last-event-id", last_id);
    }
    api.0
        .clone()
        .oneshot(request.body(Body::empty()).unwrap())
        .await
        .unwrap()
}

/// Reads a server-sent event from a streaming body: its name, id and data.
async fn next_event(body: &mut Body, buffered: &mut String) -> (String, String, Value) {
    loop {
        if let Some(end) = buffered.find("\n\n") {
            let block: String = buffered.drain(..end + 2).collect();
            let field = |name: &str| {
                block
                    .lines()
                    .find_map(|line| line.strip_prefix(&format!("{name}:")))
                    .map(|v| v.trim_start().to_owned())
            };
            // Keep-alive comments carry no event.
            let Some(data) = field("data") else { continue };
            return (
                field("event").unwrap_or_default(),
                field("id").unwrap_or_default(),
                serde_json::from_str(&data).unwrap(),
            );
        }
        let frame = tokio::time::timeout(std::time::Duration::from_secs(5), body.frame())
            .await
            .expect("an event within 5 s")
            .expect("the stream goes on")
            .unwrap();
        if let Ok(bytes) = frame.into_data() {
            buffered.push_str(std::str::from_utf8(&bytes).unwrap());
        }
    }
}

#[tokio::test]
async fn a_watching_phone_gets_the_table_then_every_change_as_it_is_made() {
    let api = Api::with(Limits::default()).await;
    let (code, _) = new_table(&api).await;
    let changes = format!("/api/v1/tables/{code}/ops");
    api.call(
        PHONE,
        Method::POST,
        &changes,
        ops(
            "phone-a",
            1,
            json!([{"path": "players[0].settlements", "value": 2}]),
        ),
    )
    .await;

    let response = events(&api, &code, None).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()[header::CONTENT_TYPE],
        "text/event-stream"
    );
    let mut body = response.into_body();
    let mut buffered = String::new();
    let (event, id, first) = next_event(&mut body, &mut buffered).await;
    assert_eq!((event.as_str(), id.as_str()), ("table", "1"));
    assert_eq!(first["input"]["players"][0]["settlements"], 2);
    assert_eq!(first["changes"], json!([]));

    api.call(
        "10.0.0.2",
        Method::POST,
        &changes,
        ops(
            "phone-b",
            1,
            json!([
                {"path": "players[1].settlements", "value": 4},
                {"path": "players[2].settlements", "value": 3},
            ]),
        ),
    )
    .await;
    let (event, id, next) = next_event(&mut body, &mut buffered).await;
    assert_eq!((event.as_str(), id.as_str()), ("table", "3"));
    let paths: Vec<&str> = next["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["path"].as_str().unwrap())
        .collect();
    assert_eq!(paths, ["players[1].settlements", "players[2].settlements"]);
    assert_eq!(next["result"]["winners"], json!(["Bo"]));

    // A browser reconnecting sends the last id it saw and gets what it missed.
    api.call(
        PHONE,
        Method::POST,
        &changes,
        ops(
            "phone-a",
            2,
            json!([{"path": "players[0].cities", "value": 1}]),
        ),
    )
    .await;
    let mut resumed = events(&api, &code, Some("3")).await.into_body();
    let (_, id, missed) = next_event(&mut resumed, &mut String::new()).await;
    assert_eq!(id, "4");
    assert_eq!(missed["changes"][0]["path"], "players[0].cities");

    // A phone taking a seat is news too, though no figure changed.
    let (_, id, _) = next_event(&mut body, &mut buffered).await;
    assert_eq!(id, "4");
    api.call(
        PHONE,
        Method::POST,
        &format!("/api/v1/tables/{code}/seat"),
        Some(json!({"client": "phone-a", "seat": 0})),
    )
    .await;
    let (_, id, seated) = next_event(&mut body, &mut buffered).await;
    assert_eq!((id.as_str(), seated["taken"].clone()), ("4", json!([0])));
}

#[tokio::test]
async fn the_host_locks_the_seats_and_each_phone_keeps_to_its_own() {
    let api = Api::with(Limits::default()).await;
    let (code, key) = new_table(&api).await;
    let key = key.as_str();
    let seat = format!("/api/v1/tables/{code}/seat");
    let host = format!("/api/v1/tables/{code}/host");
    let changes = format!("/api/v1/tables/{code}/ops");

    let (status, table) = api
        .call(
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
        .call(
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
        .call(
            PHONE,
            Method::POST,
            &host,
            Some(json!({"host_key": "0000000000000000000000000a", "seats_locked": true})),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, table) = api
        .call(
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
    let (status, _) = api.call(PHONE, Method::POST, &changes, own).await;
    assert_eq!(status, StatusCode::OK);
    let other = ops(
        "phone-a",
        2,
        json!([{"path": "players[1].settlements", "value": 3}]),
    );
    let (status, refused) = api.call(PHONE, Method::POST, &changes, other).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(
        refused["error"].as_str().unwrap().contains("players[0]"),
        "{refused}"
    );
    let by_host = Some(json!({"client": "host", "client_seq": 1, "host_key": key,
        "ops": [{"path": "players[1].settlements", "value": 3}]}));
    let (status, _) = api.call(PHONE, Method::POST, &changes, by_host).await;
    assert_eq!(status, StatusCode::OK);
    let (_, table) = api
        .call(
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
    let api = Api::with(Limits::default()).await;
    let (_, group) = api
        .call(
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
    let (status, refused) = api.call(PHONE, Method::POST, &finish, finishing(key)).await;
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
    api.call(
        PHONE,
        Method::POST,
        &format!("/api/v1/tables/{code}/ops"),
        batch,
    )
    .await;
    let (status, _) = api
        .call(
            PHONE,
            Method::POST,
            &finish,
            finishing("0000000000000000000000000a"),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, play) = api.call(PHONE, Method::POST, &finish, finishing(key)).await;
    assert_eq!(status, StatusCode::CREATED, "{play}");
    assert_eq!(play["result"]["winners"], json!(["Ann"]));
    assert_eq!(play["place"], "Ann's");
    let (status, again) = api.call(PHONE, Method::POST, &finish, finishing(key)).await;
    assert_eq!(
        (status, again["id"].clone()),
        (StatusCode::OK, play["id"].clone())
    );
    let (_, history) = api
        .call(
            PHONE,
            Method::GET,
            &format!("/api/v1/groups/{token}/plays"),
            None,
        )
        .await;
    assert_eq!(history["plays"].as_array().unwrap().len(), 1, "{history}");
    let (status, _) = api
        .call(
            PHONE,
            Method::POST,
            &finish,
            Some(json!({"host_key": key, "group": "nogroup", "played_at": "2026-11-24T21:30:00Z"})),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

/// A Catan pad as a phone keeps it (see `ScoreState::encode`).
fn catan_pad(lines: &[&str]) -> String {
    let mut pad = vec!["game\tcatan", "next\t3"];
    pad.extend_from_slice(lines);
    pad.join("\n")
}

#[tokio::test]
async fn a_shared_scorepad_becomes_a_table_and_phones_edit_it_as_pads() {
    let api = Api::with(Limits::default()).await;
    // Ann's pad, part filled in, with a seat left unnamed (named in Chinese).
    let pad = catan_pad(&[
        "seat\t0\tAnn",
        "value\tsettlements\t4",
        "seat\t1\t",
        "seat\t2\tCy",
        "value\tcities\t2",
        "table\tlongest_road\t2",
    ]);
    let (status, made) = api
        .call(
            PHONE,
            Method::POST,
            "/t",
            Some(json!({"pad": pad, "client": "phone-ann-1", "lang": "zh-TW"})),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let code = made["code"].as_str().unwrap().to_owned();
    assert_eq!(made["client_seq"], 1);
    // The API sees the score input, the unnamed seat named as the page named it.
    let (_, table) = api
        .call(PHONE, Method::GET, &format!("/api/v1/tables/{code}"), None)
        .await;
    assert_eq!(
        table["input"],
        json!({"players": [{"name": "Ann", "settlements": 4}, {"name": "玩家 2"},
                           {"name": "Cy", "cities": 2, "longest_road": true}]})
    );
    // A second phone moves the Longest Road and types a number half way.
    let (_, shown) = api
        .call(PHONE, Method::GET, &format!("/t/{code}/pad"), None)
        .await;
    let from = shown["pad"].as_str().unwrap().to_owned();
    let to = from
        .replace("table\tlongest_road\t2", "table\tlongest_road\t0")
        .replace("seat\t1\t玩家 2", "seat\t1\t玩家 2\nvalue\tvp_cards\t1x");
    assert_ne!(from, to, "{from}");
    let edit = json!({"client": "phone-bo-22", "client_seq": 1, "from": from, "to": to});
    let (status, answer) = api
        .call(
            "10.0.0.2",
            Method::POST,
            &format!("/t/{code}/pad"),
            Some(edit.clone()),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["again"], false);
    let (_, again) = api
        .call(
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
        .call(PHONE, Method::GET, &format!("/api/v1/tables/{code}"), None)
        .await;
    assert_eq!(table["input"]["players"][0]["longest_road"], true);
    assert_eq!(table["input"]["players"][1]["vp_cards"], "1x");
    assert_eq!(table["input"]["players"][2].get("longest_road"), None);
    assert_eq!(table["error"]["field"], "players[1].vp_cards");
    let (_, shown) = api
        .call(PHONE, Method::GET, &format!("/t/{code}/pad"), None)
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
        .call(
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
        .call(PHONE, Method::GET, &format!("/api/v1/tables/{code}"), None)
        .await;
    assert_eq!(table["input"]["players"][0]["settlements"], 4);
    let too_many: Vec<Value> = (0..201).map(|_| json!({"from": to, "to": mine})).collect();
    let (status, _) = api
        .call(
            PHONE,
            Method::POST,
            &format!("/t/{code}/look"),
            Some(json!({"pending": too_many})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, _) = api
        .call(PHONE, Method::POST, "/t/ZZZZZZZZ/look", Some(json!({})))
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
        let (status, answer) = api.call("10.0.0.3", Method::POST, &path, Some(body)).await;
        assert_eq!(status, expected, "{path}: {answer}");
    }
}

#[tokio::test]
async fn the_host_finishes_from_the_page_and_the_play_is_what_the_pads_showed() {
    let api = Api::with(Limits::default()).await;
    let (_, group) = api
        .call(PHONE, Method::POST, "/api/v1/groups", Some(json!({})))
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
    let (_, made) = api
        .call(
            PHONE,
            Method::POST,
            "/t",
            Some(json!({"pad": pad, "client": "phone-ann-1", "lang": "en"})),
        )
        .await;
    let code = made["code"].as_str().unwrap().to_owned();
    let key = made["host_key"].as_str().unwrap().to_owned();
    let finish = format!("/t/{code}/finish");
    let finishing = |key: &str| {
        Some(
            json!({"host_key": key, "group": token, "played_at": "2026-11-25T21:30:00+08:00", "lang": "en", "note": "Won on the last turn"}),
        )
    };
    // The half-typed "1x" is refused as the pad says it, and nothing is saved.
    let (status, refused) = api.call(PHONE, Method::PUT, &finish, finishing(&key)).await;
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
        .call(PHONE, Method::GET, &format!("/t/{code}/pad"), None)
        .await;
    let from = shown["pad"].as_str().unwrap().to_owned();
    let edit = json!({"client": "phone-ann-1", "client_seq": 2, "from": from, "to": from.replace("1x", "1")});
    let (status, _) = api
        .call(PHONE, Method::POST, &format!("/t/{code}/pad"), Some(edit))
        .await;
    assert_eq!(status, StatusCode::OK);
    // Only the host finishes; then one play, saved again in place.
    let (status, _) = api
        .call(
            PHONE,
            Method::PUT,
            &finish,
            finishing("0000000000000000000000000a"),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, play) = api.call(PHONE, Method::PUT, &finish, finishing(&key)).await;
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
    let (status, again) = api.call(PHONE, Method::PUT, &finish, finishing(&key)).await;
    assert_eq!(
        (status, again["id"].clone()),
        (StatusCode::OK, play["id"].clone())
    );
    let (_, history) = api
        .call(
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
        let (status, _) = api.call(PHONE, Method::PUT, &path, Some(body)).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
}

#[tokio::test]
async fn a_code_typed_on_the_home_page_opens_its_table_and_page_guesses_are_held_back() {
    let api = Api::with(Limits {
        table_misses: RateLimit::new(3, 60.0),
        ..Limits::default()
    })
    .await;
    let (code, _) = new_table(&api).await;
    // Typed in lower case, with a dash and a space: on to the table's page.
    let typed = format!("{}-{}%20", code[..4].to_lowercase(), &code[4..]);
    let (status, location, _) = api.page(PHONE, &format!("/t?code={typed}")).await;
    assert_eq!(
        (status, location.as_str()),
        (StatusCode::SEE_OTHER, format!("/t/{code}").as_str())
    );
    // Typed on a Chinese keyboard: full-width letters and digits.
    let wide: String = code
        .chars()
        .map(|c| char::from_u32(c as u32 + 0xFEE0).unwrap())
        .collect();
    let (_, location, _) = api
        .page(PHONE, &format!("/t?code={}", urlencoding(&wide)))
        .await;
    assert_eq!(location, format!("/t/{code}"));
    let (status, location, _) = api.page(PHONE, "/t?code=%2F%2Fevil.example").await;
    assert_eq!(
        (status, location.as_str()),
        (StatusCode::SEE_OTHER, "/t/EVILEXAMPLE")
    );
    let (_, location, _) = api.page(PHONE, "/t?code=").await;
    assert_eq!(location, "/");
    let (status, _, page) = api.page(PHONE, &format!("/t/{code}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("Ann") && page.contains(&code), "{page}");
    // The read-only view: the same table, no seat choice and no Finish.
    let (status, _, view) = api.page(PHONE, &format!("/t/{code}/view")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        view.contains("Table view") && view.contains(&code),
        "{view}"
    );
    assert!(!view.contains("live-seat") && !view.contains("save-play"));
    // Pages opened with codes that find nothing: three, then held back, even
    // for a real code; a phone opening its own table is not.
    for path in ["/t/ZZZZZZ00", "/t/ZZZZZZ01/view", "/t/zz-zz"] {
        let (status, _, _) = api.page("10.0.0.7", path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
    let (status, _, held) = api.page("10.0.0.7", &format!("/t/{code}")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        held.contains("Too many table codes") && held.contains("桌號"),
        "{held}"
    );
    for _ in 0..5 {
        let (status, _, _) = api.page(PHONE, &format!("/t/{code}")).await;
        assert_eq!(status, StatusCode::OK);
    }
}

/// Percent-encodes every byte of `text` (enough for a query value).
fn urlencoding(text: &str) -> String {
    text.bytes().map(|b| format!("%{b:02X}")).collect()
}

/// Event streams open at once are capped per client address (and per table):
/// past the cap a stream is refused with 429, and a stream that ends gives its
/// place back.
#[tokio::test]
async fn open_event_streams_are_capped_per_client() {
    let api = Api::with(Limits {
        streams: server::stream_caps::StreamCaps::with_per_client(2),
        ..Limits::default()
    })
    .await;
    let (code, _) = new_table(&api).await;
    let open = |ip: &str| {
        let mut request = Request::builder()
            .uri(format!("/api/v1/tables/{code}/events"))
            .body(Body::empty())
            .unwrap();
        let addr: std::net::SocketAddr = format!("{ip}:5000").parse().unwrap();
        request.extensions_mut().insert(ConnectInfo(addr));
        api.0.clone().oneshot(request)
    };
    let first = open(PHONE).await.unwrap();
    let second = open(PHONE).await.unwrap();
    assert_eq!(
        (first.status(), second.status()),
        (StatusCode::OK, StatusCode::OK)
    );
    let refused = open(PHONE).await.unwrap();
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers().contains_key(header::RETRY_AFTER));
    // Another phone is not held back by this one's streams.
    assert_eq!(open("10.0.0.2").await.unwrap().status(), StatusCode::OK);
    drop(first);
    assert_eq!(open(PHONE).await.unwrap().status(), StatusCode::OK);
    drop(second);
}
