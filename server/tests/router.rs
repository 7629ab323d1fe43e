//! The whole router, driven in-process with `oneshot` (no socket, no built site).

use axum::{
    body::Body,
    http::{header, Request, StatusCode},
    Router,
};
use http_body_util::BodyExt;
use tower::ServiceExt;

fn router() -> Router {
    // A site root with no files: pages render, static lookups miss.
    let options = server::config::options_from(None, Some("tests/no-site".into())).unwrap();
    server::app(options)
}

struct Reply {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: String,
}

async fn get(path: &str, headers: &[(header::HeaderName, &str)]) -> Reply {
    let mut request = Request::builder().uri(path);
    for (name, value) in headers {
        request = request.header(name, *value);
    }
    let response = router()
        .oneshot(request.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    Reply {
        status,
        headers,
        body: String::from_utf8(bytes.to_vec()).unwrap(),
    }
}

#[tokio::test]
async fn home_page_lists_every_game_server_side() {
    let reply = get("/", &[]).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert!(reply.body.contains(r#"<html lang="en""#), "{}", reply.body);
    for game in games::GameId::ALL {
        let info = game.info();
        assert!(reply.body.contains(info.name), "missing {}", info.name);
        assert!(reply.body.contains(&format!("/{}/setup", game.slug())));
        assert!(reply.body.contains(&format!("/{}/score", game.slug())));
    }
    assert!(
        reply.body.contains("/pkg/tableside.js"),
        "hydration script missing"
    );
}

#[tokio::test]
async fn home_page_follows_accept_language() {
    let reply = get("/", &[(header::ACCEPT_LANGUAGE, "zh-TW,zh;q=0.9,en;q=0.5")]).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert!(reply.body.contains(r#"<html lang="zh-TW""#));
    assert!(reply.body.contains("今天玩什麼？"));
    assert!(reply.body.contains("卡坦島"));
}

#[tokio::test]
async fn the_language_cookie_beats_accept_language() {
    let reply = get(
        "/",
        &[
            (header::ACCEPT_LANGUAGE, "zh-TW"),
            (header::COOKIE, "lang=en"),
        ],
    )
    .await;
    assert!(reply.body.contains(r#"<html lang="en""#));
    assert!(reply.body.contains("What are we playing?"));
}

#[tokio::test]
async fn pages_say_they_vary_by_language() {
    let reply = get("/", &[]).await;
    let vary = reply.headers[header::VARY].to_str().unwrap();
    assert!(
        vary.contains("cookie") && vary.contains("accept-language"),
        "{vary}"
    );
}

#[tokio::test]
async fn every_game_has_a_setup_and_a_score_page() {
    for game in games::GameId::ALL {
        for page in ["setup", "score"] {
            let path = format!("/{}/{page}", game.slug());
            let reply = get(&path, &[]).await;
            assert_eq!(reply.status, StatusCode::OK, "{path}");
            assert!(reply.body.contains(game.info().name), "{path}");
        }
    }
}

#[tokio::test]
async fn unknown_routes_get_the_404_page() {
    for path in ["/chess/setup", "/catan/play", "/no/such/page", "/catan"] {
        let reply = get(path, &[]).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert!(
            reply.body.contains("Page not found"),
            "{path}: {}",
            reply.body
        );
    }
}

#[tokio::test]
async fn the_404_page_speaks_chinese_too() {
    let reply = get("/chess/setup", &[(header::ACCEPT_LANGUAGE, "zh-TW")]).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert!(reply.body.contains("找不到頁面"));
}

#[tokio::test]
async fn api_lists_the_games() {
    let reply = get("/api/v1/games", &[]).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert!(reply.headers[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("application/json"));
    let list: serde_json::Value = serde_json::from_str(&reply.body).unwrap();
    let catan = &list[3];
    assert_eq!(catan["id"], "catan");
    assert_eq!(catan["name"], "Catan");
    assert_eq!(catan["min_players"], 3);
    assert_eq!(catan["max_players"], 6);
    assert_eq!(list.as_array().unwrap().len(), 5);
}

#[tokio::test]
async fn the_language_link_remembers_and_returns() {
    let reply = get("/lang/zh-TW?next=%2Fcatan%2Fsetup%3Fplayers%3D4", &[]).await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    assert_eq!(reply.headers[header::LOCATION], "/catan/setup?players=4");
    let cookie = reply.headers[header::SET_COOKIE].to_str().unwrap();
    assert!(cookie.starts_with("lang=zh-TW;"), "{cookie}");
    assert!(cookie.contains("Path=/"), "{cookie}");
}

#[tokio::test]
async fn the_language_link_never_leaves_the_site() {
    let reply = get("/lang/en?next=%2F%2Fevil.example", &[]).await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    assert_eq!(reply.headers[header::LOCATION], "/");
}

#[tokio::test]
async fn an_unknown_language_is_not_found() {
    let reply = get("/lang/xx?next=/", &[]).await;
    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert!(reply.headers.get(header::SET_COOKIE).is_none());
}
