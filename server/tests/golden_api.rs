//! The API's answers, pinned: every request in `golden/api.json` (setups of every
//! game and option, scores that rank, tie and refuse) must get exactly the status
//! and JSON recorded beside it. A restructuring of the rules or the API that
//! changes one answer fails here, with the request named.
//!
//! An intended change is recorded again with `BLESS_GOLDEN=1 cargo test -p server
//! --test golden_api`, and the diff of `golden/api.json` reviewed like code.

mod common;

use axum::{
    body::Body,
    http::{header, Method, Request},
};
use common::test_app::TestApp;
use serde_json::{json, Value};

/// The golden file, found where cargo runs the test from (read at run time:
/// a test binary built in another clone of the repository names that clone).
fn golden() -> std::path::PathBuf {
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo test sets CARGO_MANIFEST_DIR");
    std::path::Path::new(&dir).join("tests/golden/api.json")
}

/// The status and JSON answer to one recorded request. A body recorded as a
/// JSON string is sent as it is (to send malformed JSON); any other is encoded.
async fn answer(app: &TestApp, request: &Value) -> (u16, Value) {
    let method = Method::from_bytes(request["method"].as_str().unwrap().as_bytes()).unwrap();
    let body = match &request["body"] {
        Value::Null => Body::empty(),
        Value::String(raw) => Body::from(raw.clone()),
        other => Body::from(other.to_string()),
    };
    let answer = app
        .send(
            Request::builder()
                .method(method)
                .uri(request["path"].as_str().unwrap())
                .header(header::CONTENT_TYPE, "application/json")
                .body(body)
                .unwrap(),
        )
        .await;
    let json = serde_json::from_slice(&answer.body)
        .unwrap_or_else(|_| json!({ "not JSON": answer.text() }));
    (answer.status.as_u16(), json)
}

#[tokio::test]
async fn every_recorded_request_gets_its_recorded_answer() {
    let app = TestApp::new().await;
    let text = std::fs::read_to_string(golden()).unwrap();
    let mut cases: Vec<Value> = serde_json::from_str(&text).unwrap();
    let bless = std::env::var_os("BLESS_GOLDEN").is_some();
    let mut differences = Vec::new();
    for case in &mut cases {
        let (status, json) = answer(&app, &case["request"]).await;
        if bless {
            case["status"] = json!(status);
            case["answer"] = json;
        } else if case["status"] != json!(status) || case["answer"] != json {
            differences.push(format!(
                "{} {}: recorded {} {}, now {status} {json}",
                case["request"]["method"], case["request"]["path"], case["status"], case["answer"]
            ));
        }
    }
    if bless {
        let mut text = serde_json::to_string_pretty(&cases).unwrap();
        text.push('\n');
        std::fs::write(golden(), text).unwrap();
    }
    assert!(
        differences.is_empty(),
        "{} answers changed:\n{}",
        differences.len(),
        differences.join("\n")
    );
}
