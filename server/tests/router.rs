//! The whole router, driven in-process (`common::test_app`: no socket, no
//! built site: a site root with no files, so pages render and static lookups
//! miss).

mod common;

use axum::{
    body::Body,
    http::{header, Request, StatusCode},
};
use common::test_app::TestApp;

struct Reply {
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: String,
}

/// `path` from a site of its own, with `headers`; the body must be UTF-8.
async fn get(path: &str, headers: &[(header::HeaderName, &str)]) -> Reply {
    let answer = TestApp::new().await.get(path, headers).await;
    Reply {
        status: answer.status,
        headers: answer.headers,
        body: String::from_utf8(answer.body).unwrap(),
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
        // A setup page without a seed is sent to one with a fresh seed.
        let path = format!("/{}/setup", game.slug());
        let reply = get(&path, &[]).await;
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{path}");
        let location = reply.headers[header::LOCATION].to_str().unwrap().to_owned();
        let prefix = format!("{path}?players={}&seed=", game.default_players());
        assert!(location.starts_with(&prefix), "{location}");
        let seed = &location[prefix.len()..];
        let reply = get(&location, &[]).await;
        assert_eq!(reply.status, StatusCode::OK, "{location}");
        assert!(reply.body.contains(game.info().name), "{location}");
        assert!(
            reply.body.contains(&format!("value=\"{seed}\"")),
            "{location}"
        );

        let path = format!("/{}/score", game.slug());
        let reply = get(&path, &[]).await;
        assert_eq!(reply.status, StatusCode::OK, "{path}");
        assert!(reply.body.contains(game.info().name), "{path}");
    }
}

/// The part of a page between two markers, to compare renders without the nonce.
fn section<'a>(body: &'a str, start: &str, end: &str) -> &'a str {
    let from = body
        .find(start)
        .unwrap_or_else(|| panic!("no {start} in {body}"));
    let to = from + body[from..].find(end).unwrap();
    &body[from..to]
}

#[tokio::test]
async fn a_seed_in_the_url_renders_the_same_setup_every_time() {
    let path = "/catan/setup?players=4&seed=TABLE5";
    let first = get(path, &[]).await;
    let again = get(path, &[]).await;
    let board = |body| section(body, "data-testid=\"board\"", "</svg>");
    assert_eq!(board(&first.body), board(&again.body));
    let other = get("/catan/setup?players=4&seed=TABLE6", &[]).await;
    assert_ne!(board(&first.body), board(&other.body));
    // Typed differently, the same seed.
    let typed = get("/catan/setup?players=4&seed=table5", &[]).await;
    assert_eq!(board(&first.body), board(&typed.body));
}

#[tokio::test]
async fn the_language_links_come_back_to_the_same_setup() {
    let reply = get("/citadels/setup?players=5&seed=LANG", &[]).await;
    assert!(
        reply
            .body
            .contains("/lang/zh-TW?next=/citadels/setup%3Fplayers%3D5%26seed%3DLANG\""),
        "{}",
        reply.body
    );
}

#[tokio::test]
async fn impossible_setups_are_explained_on_the_page() {
    let cases = [
        ("/catan/setup?players=4&seed=A%21", "seed-error"),
        ("/catan/setup?players=9&seed=A", "setup-problem"),
        ("/catan/setup?players=lots&seed=A", "setup-problem"),
        (
            "/catan/setup?players=4&seed=A&mode=hexagonal",
            "setup-problem",
        ),
        (
            "/catan/setup?players=4&seed=A&max_intersection_pips=6&max_terrain_cluster=1",
            "setup-problem",
        ),
    ];
    for (path, marker) in cases {
        let reply = get(path, &[]).await;
        assert_eq!(reply.status, StatusCode::OK, "{path}");
        assert!(reply.body.contains(marker), "{path}: {}", reply.body);
    }
}

/// Rules no search can meet, though no check before the search sees it (the
/// hills kept on 8, 8 and 6, every resource's pips within 1 of its share).
const LONG_SEARCH: &str = "players=4&seed=LONG&max_resource_pip_deviation=1\
                           &keep=-2%2C0%2Chills%2C8%3B1%2C0%2Chills%2C8%3B-2%2C2%2Chills%2C6";

#[tokio::test]
async fn a_search_decided_off_the_page_is_explained_on_the_page_and_by_the_api() {
    // The page: its words, in its language, from the pool's search.
    let reply = get(&format!("/catan/setup?{LONG_SEARCH}"), &[]).await;
    assert_eq!(reply.status, StatusCode::OK);
    assert!(reply.body.contains("setup-problem"), "{}", reply.body);
    assert!(reply.body.contains("Release a hex"), "{}", reply.body);
    let reply = get(
        &format!("/catan/setup?{LONG_SEARCH}"),
        &[(header::ACCEPT_LANGUAGE, "zh-TW")],
    )
    .await;
    assert!(reply.body.contains("setup-problem"));
    assert!(reply.body.contains(r#"<html lang="zh-TW""#));
    // The API: the same refusal, with its field.
    let reply = get(&format!("/api/v1/games/catan/setup?{LONG_SEARCH}"), &[]).await;
    assert_eq!(
        reply.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        reply.body
    );
    assert!(reply.body.contains("constraints"), "{}", reply.body);
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

#[tokio::test]
async fn the_theme_is_remembered_and_rendered_by_the_server() {
    let reply = get(
        "/theme/dark?next=/catan/setup%3Fplayers%3D4%26seed%3DT",
        &[],
    )
    .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    assert_eq!(
        reply.headers[header::LOCATION],
        "/catan/setup?players=4&seed=T"
    );
    let cookie = reply.headers[header::SET_COOKIE].to_str().unwrap();
    assert!(cookie.starts_with("theme=dark;"), "{cookie}");

    let page = get("/", &[(header::COOKIE, "lang=en; theme=dark")]).await;
    assert!(
        page.body.contains(r#"<html lang="en" data-theme="dark""#),
        "{}",
        page.body
    );
    let page = get("/", &[]).await;
    assert!(!page.body.contains("data-theme"), "{}", page.body);

    let reply = get("/theme/system?next=/", &[]).await;
    let cookie = reply.headers[header::SET_COOKIE].to_str().unwrap();
    assert!(cookie.contains("Max-Age=0"), "{cookie}");
    assert_eq!(
        get("/theme/purple", &[]).await.status,
        StatusCode::NOT_FOUND
    );
}

/// The address the home page loads the page script `name` (`device`,
/// `live`) from: a name made from its content (`app::assets`).
async fn page_script(name: &str) -> String {
    let home = get("/", &[]).await.body;
    let script = home
        .split('"')
        .find(|part| part.starts_with(&format!("/{name}.")) && part.ends_with(".js"));
    script
        .unwrap_or_else(|| panic!("no {name} script: {home}"))
        .to_owned()
}

#[tokio::test]
async fn the_service_worker_and_device_script_are_fresh_javascript() {
    let device = page_script("device").await;
    // Named by its content: kept a year, its plain name not served.
    assert_eq!(
        device.len(),
        "/device.".len() + 16 + ".js".len(),
        "{device}"
    );
    assert_eq!(get("/device.js", &[]).await.status, StatusCode::NOT_FOUND);
    for (path, policy, caching) in [
        ("/sw.js", "default-src 'self'", "no-cache"),
        (
            &device,
            "default-src 'none'",
            "public, max-age=31536000, immutable",
        ),
    ] {
        let reply = get(path, &[]).await;
        assert_eq!(reply.status, StatusCode::OK, "{path}");
        let header = |name| reply.headers[name].to_str().unwrap().to_owned();
        assert_eq!(
            header(header::CONTENT_TYPE),
            "text/javascript; charset=utf-8"
        );
        assert_eq!(header(header::CACHE_CONTROL), caching, "{path}");
        // The worker's policy governs its own requests: it must reach this site.
        assert_eq!(header(header::CONTENT_SECURITY_POLICY), policy, "{path}");
    }
    let worker = get("/sw.js", &[]).await.body;
    assert!(worker.starts_with("const VERSION = "), "{worker}");
    assert!(worker.contains("\"/offline\""));
}

#[tokio::test]
async fn pages_load_the_device_script_and_the_offline_page_is_translated() {
    let home = get("/", &[]).await;
    let device = page_script("device").await;
    assert!(
        home.body
            .contains(&format!(r#"<script src="{device}" defer"#)),
        "{}",
        home.body
    );
    let offline = get("/offline", &[(header::ACCEPT_LANGUAGE, "zh-TW")]).await;
    assert_eq!(offline.status, StatusCode::OK);
    assert!(offline.body.contains("目前離線"), "{}", offline.body);
}

/// The wasm runs the scorepad, the app's one island: a page loads it exactly
/// when it shows one (`app::shows_scorepad`), and the pages without a pad load
/// none (a setup page's copy button is plain script).
#[tokio::test]
async fn only_pages_with_a_scorepad_load_the_wasm() {
    let app = TestApp::new().await;
    let fetch = |method: &str, path: &str, body: Option<&str>| {
        let request = Request::builder()
            .method(method)
            .uri(path)
            .header(header::CONTENT_TYPE, "application/json")
            .body(body.map_or_else(Body::empty, |b| Body::from(b.to_owned())))
            .unwrap();
        let app = &app;
        async move { String::from_utf8(app.send(request).await.body).unwrap() }
    };
    let made = fetch(
        "POST",
        "/api/v1/tables",
        Some(r#"{"game": "catan", "players": ["Ann", "Bo", "Cy"]}"#),
    )
    .await;
    let made: serde_json::Value = serde_json::from_str(&made).unwrap();
    let code = made["code"].as_str().unwrap();
    let group = fetch("POST", "/api/v1/groups", Some(r#"{"name": "Friday"}"#)).await;
    let group: serde_json::Value = serde_json::from_str(&group).unwrap();
    let token = group["token"].as_str().unwrap_or_default();
    let with_pad = [
        "/catan/score".to_owned(),
        "/citadels/score?players=5&edition=2016".to_owned(),
        format!("/t/{code}"),
        format!("/t/{code}/view"),
    ];
    let without = [
        "/".to_owned(),
        "/catan/setup?players=4&seed=ABCDEFG".to_owned(),
        "/citadels/setup?players=5&seed=ABCDEFG".to_owned(),
        "/card-city/setup?players=2&seed=ABCDEFG".to_owned(),
        "/city-council/setup?players=3&seed=ABCDEFG".to_owned(),
        "/gentes/setup?players=3&seed=ABCDEFG".to_owned(),
        "/nowhere".to_owned(),
        "/chess/score".to_owned(),
        format!("/g/{token}"),
        format!("/g/{token}/stats"),
        format!("/g/{token}/person?name=Ann"),
        format!("/g/{token}/manage"),
    ];
    let loads_wasm = |body: &str| body.contains("rel=\"modulepreload\"") || body.contains(".wasm");
    let scripts = [page_script("device").await, page_script("live").await];
    let listed = format!("for (const src of [{:?}, {:?}])", scripts[0], scripts[1]);
    for (paths, pad) in [(&with_pad[..], true), (&without[..], false)] {
        for path in paths.iter() {
            let body = fetch("GET", path, None).await;
            assert_eq!(body.contains("<leptos-island"), pad, "{path}: {body}");
            assert_eq!(loads_wasm(&body), pad, "{path}: {body}");
            // The page scripts: deferred, except on a game's scorepad, where
            // they are fetched once the pad is hydrated (app::PageScripts).
            let after_the_pad = pad && !path.starts_with("/t/");
            for script in &scripts {
                let deferred = format!(r#"<script src="{script}" defer"#);
                assert_eq!(body.contains(&deferred), !after_the_pad, "{path}: {body}");
            }
            assert_eq!(body.contains(&listed), after_the_pad, "{path}: {body}");
        }
    }
    // The offline page has no island and preloads nothing; on a setup's
    // address (the worker's answer offline) its script imports the dealer,
    // and the page scripts wait for it, as they wait for a pad.
    let offline = fetch("GET", "/offline", None).await;
    assert!(!offline.contains("<leptos-island"), "{offline}");
    assert!(!offline.contains("rel=\"modulepreload\""), "{offline}");
    assert!(
        offline.contains(r#"if (location.pathname.endsWith("/setup"))"#),
        "{offline}"
    );
    assert!(
        offline.contains(r#"await import("/dealer/dealer.js")"#),
        "{offline}"
    );
    assert!(offline.contains(&listed), "{offline}");
    // A dice page loads the dice panel's own wasm, not the dealer's (one
    // wasm per purpose, issue 63).
    let dice = fetch("GET", "/catan/dice?players=4", None).await;
    assert!(
        dice.contains(r#"await import("/dice/dice.js")"#)
            && dice.contains(r#"module_or_path: "/dice/dice_bg.wasm""#),
        "{dice}"
    );
    assert!(!dice.contains("/dealer/"), "{dice}");
    // Both preloaded from the head, beside the CSS.
    assert!(
        dice.contains(r#"<link href="/dice/dice.js" rel="modulepreload">"#)
            && dice.contains(r#"href="/dice/dice_bg.wasm" rel="preload""#),
        "{dice}"
    );
}

#[tokio::test]
async fn only_pages_with_a_scorepad_or_round_helper_ask_to_stay_awake() {
    assert!(get("/catan/score", &[])
        .await
        .body
        .contains("data-keep-awake"));
    assert!(!get("/", &[]).await.body.contains("data-keep-awake"));
    let citadels = get("/citadels/setup?players=5&seed=ABCDEFG", &[]).await;
    assert!(
        citadels.body.contains("data-keep-awake"),
        "{}",
        citadels.body
    );
    let catan = get("/catan/setup?players=4&seed=ABCDEFG", &[]).await;
    assert!(!catan.body.contains("data-keep-awake"));
}
