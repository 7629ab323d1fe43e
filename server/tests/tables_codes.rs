//! A live table's code: unknown and malformed codes get the same 404, a code
//! typed on the home page (in any case, with a dash, on a Chinese keyboard)
//! opens its table, and guessing codes, by the API or by the pages, is held back.

mod common;

use axum::{
    body::Body,
    http::{header, Method, Request, StatusCode},
};
use common::tables::{new_table, ops, PHONE};
use common::test_app::TestApp;
use serde_json::json;
use server::rate_limit::{Limits, RateLimit};

/// A page asked for by the phone at `ip`: status, `Location` and body.
async fn page_from(api: &TestApp, ip: &str, path: &str) -> (StatusCode, String, String) {
    let answer = api.get_from(ip, path).await;
    (answer.status, answer.location(), answer.text())
}

#[tokio::test]
async fn unknown_and_malformed_codes_get_the_same_404_and_guessing_is_held_back() {
    let limits = Limits {
        table_misses: RateLimit::new(3, 60.0),
        ..Limits::default()
    };
    let api = TestApp::with_limits(limits).await;
    let (code, _) = new_table(&api).await;
    let (_, unknown) = api
        .json_at("10.0.0.9", Method::GET, "/api/v1/tables/ZZZZZZZZ", None)
        .await;
    let (status, malformed) = api
        .json_at("10.0.0.9", Method::GET, "/api/v1/tables/not-a-code", None)
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(unknown, malformed);
    let (status, _) = api
        .json_at(
            "10.0.0.9",
            Method::POST,
            "/api/v1/tables/ZZZZZZZ1/ops",
            ops("g", 1, json!([])),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // Three misses spent: even a real code is refused to this client for now.
    let (status, _) = api
        .json_at(
            "10.0.0.9",
            Method::GET,
            &format!("/api/v1/tables/{code}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    // Guesses sent all at once are each paid for: what they spent past the
    // budget is owed, and the client waits it out (17 owed at 60 s each).
    let api = TestApp::with_limits(Limits {
        table_misses: RateLimit::new(3, 60.0),
        ..Limits::default()
    })
    .await;
    let (code, _) = new_table(&api).await;
    let guesses = (0..20).map(|n| {
        let api = &api;
        async move {
            api.json_at(
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
    let refused = api.respond(request).await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = refused.headers()[header::RETRY_AFTER]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((17 * 60..=18 * 60).contains(&wait), "{wait}");

    // Forty phones behind one address open a real table at once: a found
    // code spends nothing, so none is held back.
    let api = TestApp::with_limits(Limits {
        table_misses: RateLimit::new(3, 60.0),
        ..Limits::default()
    })
    .await;
    let (code, _) = new_table(&api).await;
    let path = format!("/api/v1/tables/{code}");
    let lookups = (0..40).map(|_| api.json_at(PHONE, Method::GET, &path, None));
    let answers = futures_util::future::join_all(lookups).await;
    assert!(answers.iter().all(|(s, _)| *s == StatusCode::OK));
    let (status, _, _) = page_from(&api, PHONE, &format!("/t/{code}")).await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn a_code_typed_on_the_home_page_opens_its_table_and_page_guesses_are_held_back() {
    let api = TestApp::with_limits(Limits {
        table_misses: RateLimit::new(3, 60.0),
        ..Limits::default()
    })
    .await;
    let (code, _) = new_table(&api).await;
    // Typed in lower case, with a dash and a space: on to the table's page.
    let typed = format!("{}-{}%20", code[..4].to_lowercase(), &code[4..]);
    let (status, location, _) = page_from(&api, PHONE, &format!("/t?code={typed}")).await;
    assert_eq!(
        (status, location.as_str()),
        (StatusCode::SEE_OTHER, format!("/t/{code}").as_str())
    );
    // Typed on a Chinese keyboard: full-width letters and digits.
    let wide: String = code
        .chars()
        .map(|c| char::from_u32(c as u32 + 0xFEE0).unwrap())
        .collect();
    let (_, location, _) = page_from(&api, PHONE, &format!("/t?code={}", urlencoding(&wide))).await;
    assert_eq!(location, format!("/t/{code}"));
    let (status, location, _) = page_from(&api, PHONE, "/t?code=%2F%2Fevil.example").await;
    assert_eq!(
        (status, location.as_str()),
        (StatusCode::SEE_OTHER, "/t/EVILEXAMPLE")
    );
    let (_, location, _) = page_from(&api, PHONE, "/t?code=").await;
    assert_eq!(location, "/");
    let (status, _, page) = page_from(&api, PHONE, &format!("/t/{code}")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("Ann") && page.contains(&code), "{page}");
    // The read-only view: the same table, no seat choice and no Finish.
    let (status, _, view) = page_from(&api, PHONE, &format!("/t/{code}/view")).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        view.contains("Table view") && view.contains(&code),
        "{view}"
    );
    assert!(!view.contains("live-seat") && !view.contains("save-play"));
    // Pages opened with codes that find nothing: three, then held back, even
    // for a real code; a phone opening its own table is not.
    for path in ["/t/ZZZZZZ00", "/t/ZZZZZZ01/view", "/t/zz-zz"] {
        let (status, _, _) = page_from(&api, "10.0.0.7", path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
    let (status, _, held) = page_from(&api, "10.0.0.7", &format!("/t/{code}")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        held.contains("Too many table codes") && held.contains("桌號"),
        "{held}"
    );
    for _ in 0..5 {
        let (status, _, _) = page_from(&api, PHONE, &format!("/t/{code}")).await;
        assert_eq!(status, StatusCode::OK);
    }
}

/// Percent-encodes every byte of `text` (enough for a query value).
fn urlencoding(text: &str) -> String {
    text.bytes().map(|b| format!("%{b:02X}")).collect()
}
