//! A group's API under strain: a database outage is a clear 503 that loses
//! nothing saved, and each client (behind a trusted proxy, each forwarded
//! client) has its own rate limit, past which it gets 429.

mod common;

use axum::{
    body::Body,
    http::{header, Method, Request, StatusCode},
};
use common::plays::{catan_play, PLAY};
use common::test_app::TestApp;
use serde_json::Value;

#[tokio::test]
async fn a_database_outage_is_a_clear_503_with_retry_after_and_loses_nothing_saved() {
    let api = TestApp::new().await;
    let store = api.store.clone();
    let token = api.new_group("").await;
    let path = format!("/api/v1/groups/{token}/plays/{PLAY}");
    let (status, _) = api.json(Method::PUT, &path, Some(catan_play())).await;
    assert_eq!(status, StatusCode::CREATED);

    store.close().await;
    // `json` checks every 503 carries Retry-After.
    for (method, path, body) in [
        (Method::PUT, path.clone(), Some(catan_play())),
        (Method::GET, format!("/api/v1/groups/{token}/plays"), None),
        (Method::GET, format!("/api/v1/groups/{token}/stats"), None),
        (Method::POST, "/api/v1/groups".to_owned(), None),
    ] {
        let (status, error) = api.json(method.clone(), &path, body).await;
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
    let response = api.respond(request).await;
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(response.headers().contains_key(header::RETRY_AFTER));
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_limit() {
    use server::rate_limit::{Limits, RateLimit};
    let limits = Limits {
        new_groups: RateLimit::new(2, 60.0),
        trusted_proxies: server::client_address::TrustedProxies::parse("10.0.0.1").unwrap(),
        ..Limits::default()
    };
    let api = TestApp::with_limits(limits).await;
    let new_group = async |peer: &str, forwarded_for: &str| {
        api.json_from(peer, forwarded_for, Method::POST, "/api/v1/groups", None)
            .await
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
    use server::rate_limit::{Limits, RateLimit};
    let limits = Limits {
        new_groups: RateLimit::new(2, 60.0),
        writes: RateLimit::new(2, 60.0),
        ..Limits::default()
    };
    let api = TestApp::with_limits(limits).await;
    let from = |ip: &str, method: Method, path: &str| {
        let request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(if path.contains("/plays/") {
                catan_play().to_string()
            } else {
                String::new()
            }))
            .unwrap();
        api.send(TestApp::from_peer(request, ip))
    };
    for _ in 0..2 {
        assert_eq!(
            from("10.0.0.1", Method::POST, "/api/v1/groups")
                .await
                .status,
            StatusCode::CREATED
        );
    }
    let refused = from("10.0.0.1", Method::POST, "/api/v1/groups").await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers.contains_key(header::RETRY_AFTER));
    // Another client is not held back by the first.
    let other = from("10.0.0.2", Method::POST, "/api/v1/groups").await;
    assert_eq!(other.status, StatusCode::CREATED);
    let token = serde_json::from_slice::<Value>(&other.body).unwrap()["token"]
        .as_str()
        .unwrap()
        .to_owned();
    // Writes have their own bucket; reading is never limited.
    let play = format!("/api/v1/groups/{token}/plays/{PLAY}");
    assert_eq!(
        from("10.0.0.2", Method::PUT, &play).await.status,
        StatusCode::CREATED
    );
    assert_eq!(
        from("10.0.0.2", Method::PUT, &play).await.status,
        StatusCode::OK
    );
    assert_eq!(
        from("10.0.0.2", Method::PUT, &play).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
    for _ in 0..5 {
        assert_eq!(
            from("10.0.0.2", Method::GET, &play).await.status,
            StatusCode::OK
        );
    }
    // A group page's form past the limit: a page a person can read, not JSON.
    let request = Request::builder()
        .method(Method::POST)
        .uri(format!("/g/{token}/rename"))
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from("name=Friday"))
        .unwrap();
    let refused = api.send(TestApp::from_peer(request, "10.0.0.2")).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers.contains_key(header::RETRY_AFTER));
    assert!(refused.headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    let page = String::from_utf8_lossy(&refused.body);
    assert!(
        page.contains("Too many changes") && page.contains("太多變更"),
        "{page}"
    );
}
