//! docs/api.md's examples of the games' endpoints are answers of today's
//! server: each is sent and must be answered exactly as the page shows it, so
//! the page cannot drift from the rules again (issue 59.5: a Citadels example
//! showed breakdown keys the server no longer sent).
//!
//! The page shows them three ways, all read here:
//! - a `GET …` line in backticks, then a ```json block: its answer (200);
//!   a ```json excerpt block shows part of it (some keys, each list's first
//!   entries), and every part it shows must be the answer's;
//! - under `POST /api/v1/games/{id}/score`, a game's ```json request block
//!   followed at once by its ```json answer block (200);
//! - a plain ``` block of `METHOD /api/v1/games/…`, an optional body line and
//!   `→ STATUS {json}`, one or more such requests per block.

mod common;

use axum::{
    body::Body,
    http::{header, Method, Request},
};
use common::test_app::TestApp;
use serde_json::Value;

/// One example: what is sent and what the page says comes back.
#[derive(Debug)]
struct Example {
    line: usize,
    method: Method,
    path: String,
    body: Option<String>,
    status: u16,
    answer: Value,
    /// The page shows only part of the answer.
    excerpt: bool,
}

fn api_page() -> String {
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo test sets CARGO_MANIFEST_DIR");
    std::fs::read_to_string(std::path::Path::new(&dir).join("../docs/api.md")).unwrap()
}

/// A fenced block: its first line's number (1-based), its info string, its text.
struct Block {
    line: usize,
    info: String,
    text: String,
    /// The last non-empty line before the fence.
    before: String,
    /// The `## ` and `### ` headings it is under.
    section: String,
    game: String,
}

fn blocks(page: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let (mut section, mut game, mut before) = (String::new(), String::new(), String::new());
    let mut lines = page.lines().enumerate();
    while let Some((n, line)) = lines.next() {
        if let Some(heading) = line.strip_prefix("## ") {
            section = heading.trim().to_owned();
            game.clear();
        } else if let Some(heading) = line.strip_prefix("### ") {
            game = heading.trim().to_owned();
        }
        if let Some(info) = line.strip_prefix("```") {
            let mut text = String::new();
            for (_, inner) in lines.by_ref() {
                if inner.starts_with("```") {
                    break;
                }
                text.push_str(inner);
                text.push('\n');
            }
            blocks.push(Block {
                line: n + 1,
                info: info.trim().to_owned(),
                text,
                before: before.clone(),
                section: section.clone(),
                game: game.clone(),
            });
            before.clear();
        } else if !line.trim().is_empty() {
            before = line.trim().to_owned();
        }
    }
    blocks
}

fn json(block: &Block) -> Value {
    serde_json::from_str(&block.text)
        .unwrap_or_else(|e| panic!("docs/api.md:{}: not JSON: {e}", block.line))
}

/// Every example of the games' endpoints the page shows.
fn examples(page: &str) -> Vec<Example> {
    let blocks = blocks(page);
    let mut examples = Vec::new();
    let mut i = 0;
    while i < blocks.len() {
        let block = &blocks[i];
        let next = blocks.get(i + 1);
        let is_json = block.info == "json" || block.info == "json excerpt";
        if is_json && block.section == "POST /api/v1/games/{id}/score" {
            let answer = next
                .filter(|next| next.info == "json" && next.before.is_empty())
                .unwrap_or_else(|| {
                    panic!(
                        "docs/api.md:{}: a score request without its answer",
                        block.line
                    )
                });
            examples.push(Example {
                line: block.line,
                method: Method::POST,
                path: format!("/api/v1/games/{}/score", block.game),
                body: Some(block.text.clone()),
                status: 200,
                answer: json(answer),
                excerpt: false,
            });
            i += 2;
            continue;
        }
        if is_json {
            let request = block
                .before
                .strip_prefix("`GET ")
                .and_then(|rest| rest.strip_suffix('`'))
                .map(str::to_owned)
                .or_else(|| (block.section == "GET /api/v1/games").then(|| "/api/v1/games".into()));
            if let Some(path) = request {
                examples.push(Example {
                    line: block.line,
                    method: Method::GET,
                    path,
                    body: None,
                    status: 200,
                    answer: json(block),
                    excerpt: block.info == "json excerpt",
                });
            }
        } else if block.info.is_empty() {
            examples.extend(exchanges(block));
        }
        i += 1;
    }
    examples
}

/// The `METHOD /api/v1/games/…`, body, `→ STATUS {json}` exchanges of a plain
/// block (others, such as a group's, hold tokens of their own and are not sent).
fn exchanges(block: &Block) -> Vec<Example> {
    let mut found = Vec::new();
    let mut request: Option<(usize, Method, String, Option<String>)> = None;
    for (k, line) in block.text.lines().enumerate() {
        let line = line.trim();
        if let Some((method, path)) = line
            .split_once(' ')
            .filter(|(m, p)| ["GET", "POST"].contains(m) && p.starts_with("/api/v1/games"))
        {
            request = Some((
                block.line + 1 + k,
                Method::from_bytes(method.as_bytes()).unwrap(),
                path.to_owned(),
                None,
            ));
        } else if let Some(answer) = line.strip_prefix("→ ") {
            let Some((line, method, path, body)) = request.take() else {
                continue;
            };
            let (status, json) = answer.split_once(' ').unwrap();
            found.push(Example {
                line,
                method,
                path,
                body,
                status: status.parse().unwrap(),
                answer: serde_json::from_str(json)
                    .unwrap_or_else(|e| panic!("docs/api.md:{line}: answer not JSON: {e}")),
                excerpt: false,
            });
        } else if let Some((_, _, _, body)) = request.as_mut().filter(|_| !line.is_empty()) {
            *body = Some(line.to_owned());
        }
    }
    found
}

#[tokio::test]
async fn every_example_of_the_games_endpoints_is_what_the_server_answers() {
    let app = TestApp::new().await;
    let examples = examples(&api_page());
    // Every game's score example and the setup examples are there to be checked.
    let scores = examples
        .iter()
        .filter(|e| e.path.ends_with("/score"))
        .count();
    assert!(
        scores >= 7,
        "only {scores} score examples read: {examples:#?}"
    );
    assert!(examples.iter().any(|e| e.path.contains("/setup?")));
    let mut wrong = Vec::new();
    for example in &examples {
        let answer = app
            .send(
                Request::builder()
                    .method(example.method.clone())
                    .uri(&example.path)
                    .header(header::CONTENT_TYPE, "application/json")
                    .body(example.body.clone().map_or_else(Body::empty, Body::from))
                    .unwrap(),
            )
            .await;
        let json: Value = serde_json::from_slice(&answer.body).unwrap_or(Value::Null);
        let shown = match example.excerpt {
            true => part_of(&example.answer, &json),
            false => json == example.answer,
        };
        if answer.status.as_u16() != example.status || !shown {
            wrong.push(format!(
                "docs/api.md:{} {} {}: the page says {} {}\n  the server answers {} {}",
                example.line,
                example.method,
                example.path,
                example.status,
                example.answer,
                answer.status.as_u16(),
                json
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Whether `shown` is part of `whole`: an object's keys shown are the whole's,
/// each with a part of its value; a list shown is the whole's first entries.
fn part_of(shown: &Value, whole: &Value) -> bool {
    match (shown, whole) {
        (Value::Object(shown), Value::Object(whole)) => shown
            .iter()
            .all(|(key, value)| whole.get(key).is_some_and(|w| part_of(value, w))),
        (Value::Array(shown), Value::Array(whole)) => {
            shown.len() <= whole.len() && shown.iter().zip(whole).all(|(s, w)| part_of(s, w))
        }
        _ => shown == whole,
    }
}

#[test]
fn an_excerpt_is_part_of_the_answer_and_nothing_else() {
    let whole = serde_json::json!({"a": [1, 2, 3], "b": {"c": 1, "d": 2}});
    assert!(part_of(
        &serde_json::json!({"a": [1, 2], "b": {"d": 2}}),
        &whole
    ));
    assert!(!part_of(&serde_json::json!({"a": [2]}), &whole));
    assert!(!part_of(&serde_json::json!({"b": {"e": 2}}), &whole));
    assert!(!part_of(&serde_json::json!({"a": [1, 2, 3, 4]}), &whole));
}
