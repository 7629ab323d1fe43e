//! `/healthz` and `/readyz`, in-process over the router with a store in memory.

use axum::http::{header, StatusCode};

mod captured_log;
mod common;
use captured_log::Captured;
use common::test_app::TestApp;

/// The status, `Cache-Control` and body of a probe; a 503 says when to come back.
async fn get(app: &TestApp, path: &str) -> (StatusCode, Option<String>, String) {
    let answer = app.get(path, &[]).await;
    let cache = answer
        .headers
        .get(header::CACHE_CONTROL)
        .map(|v| v.to_str().unwrap().to_owned());
    assert!(
        answer.status != StatusCode::SERVICE_UNAVAILABLE
            || answer.headers.contains_key(header::RETRY_AFTER),
        "{path}: a 503 says when to come back"
    );
    (
        answer.status,
        cache,
        String::from_utf8(answer.body).unwrap(),
    )
}

#[tokio::test]
async fn the_process_is_healthy_and_ready_until_its_database_stops_answering() {
    let log = Captured::default();
    let _logging = tracing::subscriber::set_default(log.subscriber());
    let app = TestApp::new().await;
    let store = app.store.clone();
    assert_eq!(
        get(&app, "/healthz").await,
        (StatusCode::OK, Some("no-store".into()), "ok\n".into())
    );
    assert_eq!(
        get(&app, "/readyz").await,
        (StatusCode::OK, Some("no-store".into()), "ready\n".into())
    );
    // The database gone: still alive, no longer ready.
    store.close().await;
    assert_eq!(get(&app, "/healthz").await.0, StatusCode::OK);
    let (status, cache, body) = get(&app, "/readyz").await;
    assert_eq!(
        (status, cache.as_deref()),
        (StatusCode::SERVICE_UNAVAILABLE, Some("no-store"))
    );
    assert_eq!(body, "the database does not answer\n");
    // The reason is in the log, once for as long as it lasts (a balancer asks
    // every few seconds).
    assert_eq!(
        get(&app, "/readyz").await.0,
        StatusCode::SERVICE_UNAVAILABLE
    );
    assert_eq!(log.lines_with("not ready: the database does not answer"), 1);
    assert_eq!(log.lines_with("WARN"), 1);
}

#[test]
fn help_lists_every_setting_and_an_unknown_argument_is_refused() {
    let run = |arg: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_tableside"))
            .arg(arg)
            .output()
            .unwrap()
    };
    let help = run("--help");
    assert!(help.status.success());
    let text = String::from_utf8(help.stdout).unwrap();
    // The variables the server reads (server/src/config.rs).
    for name in [
        "LEPTOS_SITE_ADDR",
        "LEPTOS_SITE_ROOT",
        "TABLESIDE_DATA_DIR",
        "DATABASE_URL",
        "TABLESIDE_LIVE_IDLE_HOURS",
        "--bundle-site",
    ] {
        assert!(text.contains(name), "{name} missing from:\n{text}");
    }
    assert!(text.contains("/readyz"));
    let unknown = run("--port=80");
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8(unknown.stderr)
        .unwrap()
        .contains("see tableside --help"));
}
