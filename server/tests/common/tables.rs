//! The live table most table tests start from, made by the phone at
//! [`PHONE`], and the batches of changes phones send to it.

use super::test_app::TestApp;
use axum::http::{Method, StatusCode};
use serde_json::{json, Value};

/// The phone most requests come from.
pub const PHONE: &str = "10.0.0.1";

/// A new Catan table for three: its code and host key.
pub async fn new_table(api: &TestApp) -> (String, String) {
    let (status, body) = api
        .json_at(
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

/// A batch of changes from phone `client`, numbered `client_seq`.
pub fn ops(client: &str, client_seq: i64, ops: Value) -> Option<Value> {
    Some(json!({"client": client, "client_seq": client_seq, "ops": ops}))
}

/// The table as its page's pad (`GET /t/{code}/pad`).
pub async fn table_pad(api: &TestApp, code: &str) -> String {
    let path = format!("/t/{code}/pad");
    let (_, table) = api.json_at(PHONE, Method::GET, &path, None).await;
    table["pad"].as_str().unwrap().to_owned()
}

/// A phone's edit of the table's pad, from one pad to another, sent at once
/// (`POST /t/{code}/pad`) from another address than [`PHONE`].
pub async fn send_pad_edit(
    api: &TestApp,
    code: &str,
    client: &str,
    seq: i64,
    from: &str,
    to: &str,
) -> (StatusCode, Value) {
    let path = format!("/t/{code}/pad");
    let edit = json!({"client": client, "client_seq": seq, "from": from, "to": to, "waited_ms": 0});
    api.json_at("10.0.0.2", Method::POST, &path, Some(edit))
        .await
}
