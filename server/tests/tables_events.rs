//! A live table's event stream: a watching phone gets the table, then every
//! change as it is made (and what it missed when it comes back), and the
//! streams open at once are capped per client.

mod common;

use axum::{
    body::Body,
    http::{header, Method, Request, StatusCode},
};
use common::tables::{new_table, ops, PHONE};
use common::test_app::TestApp;
use http_body_util::BodyExt;
use serde_json::{json, Value};
use server::rate_limit::Limits;

/// Opens a table's events, as a browser resuming after `last_id` would.
async fn events(api: &TestApp, code: &str, last_id: Option<&str>) -> axum::response::Response {
    let mut request = Request::builder().uri(format!("/api/v1/tables/{code}/events"));
    if let Some(last_id) = last_id {
        request = request.header("last-event-id", last_id);
    }
    api.respond(request.body(Body::empty()).unwrap()).await
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
    let api = TestApp::new().await;
    let (code, _) = new_table(&api).await;
    let changes = format!("/api/v1/tables/{code}/ops");
    api.json_at(
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

    api.json_at(
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
    api.json_at(
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
    api.json_at(
        PHONE,
        Method::POST,
        &format!("/api/v1/tables/{code}/seat"),
        Some(json!({"client": "phone-a", "seat": 0})),
    )
    .await;
    let (_, id, seated) = next_event(&mut body, &mut buffered).await;
    assert_eq!((id.as_str(), seated["taken"].clone()), ("4", json!([0])));
}

/// Event streams open at once are capped per client address (and per table):
/// past the cap a stream is refused with 429, and a stream that ends gives its
/// place back.
#[tokio::test]
async fn open_event_streams_are_capped_per_client() {
    let api = TestApp::with_limits(Limits {
        streams: server::stream_caps::StreamCaps::with_per_client(2),
        ..Limits::default()
    })
    .await;
    let (code, _) = new_table(&api).await;
    let open = |ip: &str| {
        let request = Request::builder()
            .uri(format!("/api/v1/tables/{code}/events"))
            .body(Body::empty())
            .unwrap();
        api.respond(TestApp::from_peer(request, ip))
    };
    let first = open(PHONE).await;
    let second = open(PHONE).await;
    assert_eq!(
        (first.status(), second.status()),
        (StatusCode::OK, StatusCode::OK)
    );
    let refused = open(PHONE).await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers().contains_key(header::RETRY_AFTER));
    // Another phone is not held back by this one's streams.
    assert_eq!(open("10.0.0.2").await.status(), StatusCode::OK);
    drop(first);
    assert_eq!(open(PHONE).await.status(), StatusCode::OK);
    drop(second);
}
