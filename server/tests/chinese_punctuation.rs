//! Chinese pages punctuate in full width: "這張版圖公平嗎？", "平手判定：",
//! "3:1（任意）". Every page kind in Traditional Chinese, its text read out of
//! the HTML, holds no half-width colon, question mark or bracket beside a
//! Chinese character (a ratio such as "3:1" between digits is not text).

mod common;

use axum::{
    body::Body,
    http::{header, Method, Request},
};
use common::test_app::TestApp;
use serde_json::{json, Value};

/// A request in Chinese: the status and the body, which must be UTF-8.
async fn call(app: &TestApp, method: Method, path: &str, body: Option<Value>) -> (u16, String) {
    let request = Request::builder()
        .method(method)
        .uri(path)
        .header(header::ACCEPT_LANGUAGE, "zh-TW")
        .header(header::CONTENT_TYPE, "application/json")
        .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
        .unwrap();
    let answer = app.send(request).await;
    (
        answer.status.as_u16(),
        String::from_utf8(answer.body).unwrap(),
    )
}

/// The page's text: scripts and styles out, then tags, entities read.
fn text_of(html: &str) -> String {
    let mut html = html.to_owned();
    for (open, close) in [("<script", "</script>"), ("<style", "</style>")] {
        while let Some(start) = html.find(open) {
            let end = html[start..]
                .find(close)
                .map_or(html.len(), |e| start + e + close.len());
            html.replace_range(start..end, "");
        }
    }
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

fn is_chinese(c: char) -> bool {
    ('\u{4e00}'..='\u{9fff}').contains(&c)
}

/// Each half-width mark next to a Chinese character, with what surrounds it.
fn half_width_marks(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    for (at, &c) in chars.iter().enumerate() {
        if !matches!(c, ':' | '?' | '(' | ')') {
            continue;
        }
        // The nearest characters either side, past spaces.
        let before = chars[..at].iter().rev().find(|c| !c.is_whitespace());
        let after = chars[at + 1..].iter().find(|c| !c.is_whitespace());
        let beside_chinese = match c {
            ':' | '?' | ')' => before.is_some_and(|&b| is_chinese(b)),
            _ => after.is_some_and(|&a| is_chinese(a)),
        } || (c == '(' && before.is_some_and(|&b| is_chinese(b)))
            || (c == ':'
                && after.is_some_and(|&a| is_chinese(a))
                && !before.is_some_and(char::is_ascii_digit));
        if beside_chinese {
            let from = at.saturating_sub(12);
            let to = (at + 12).min(chars.len());
            found.push(chars[from..to].iter().collect());
        }
    }
    found
}

#[tokio::test]
async fn chinese_pages_punctuate_in_full_width() {
    let app = TestApp::new().await;
    let (_, group) = call(
        &app,
        Method::POST,
        "/api/v1/groups",
        Some(json!({"name": "週五"})),
    )
    .await;
    let group: Value = serde_json::from_str(&group).unwrap();
    let token = group["token"].as_str().unwrap();
    let play = json!({
        "game": "catan",
        "played_at": "2026-11-20T20:15:00+08:00",
        "score": {"players": [
            {"name": "小明", "settlements": 4, "cities": 3},
            {"name": "阿華", "settlements": 4, "cities": 3},
            {"name": "佳佳", "settlements": 2, "cities": 0}
        ]}
    });
    let path = format!("/api/v1/groups/{token}/plays/6f1c2d3e-4a5b-4c6d-8e7f-000000000001");
    assert_eq!(call(&app, Method::PUT, &path, Some(play)).await.0, 201);
    let mut paths = vec!["/".to_owned()];
    for game in ["card-city", "city-council", "citadels", "catan", "gentes"] {
        paths.push(format!("/{game}/setup?players=4&seed=PUNCT1"));
        paths.push(format!("/{game}/score?players=4"));
        paths.push(format!("/{game}/score?players=4&seed=PUNCT1"));
    }
    paths.push("/catan/setup?players=5&seed=PUNCT2".to_owned());
    paths.push("/citadels/setup?players=4&seed=PUNCT1&edition=2016".to_owned());
    for page in ["", "/stats", "/manage"] {
        paths.push(format!("/g/{token}{page}"));
    }
    paths.push(format!("/g/{token}/p/6f1c2d3e-4a5b-4c6d-8e7f-000000000001"));
    let mut wrong = Vec::new();
    for path in &paths {
        let (status, html) = call(&app, Method::GET, path, None).await;
        assert_eq!(status, 200, "{path}");
        assert!(html.contains("lang=\"zh-TW\""), "{path} is not in Chinese");
        for mark in half_width_marks(&text_of(&html)) {
            wrong.push(format!("{path}: …{mark}…"));
        }
    }
    assert!(
        wrong.is_empty(),
        "half-width punctuation in Chinese:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_check_finds_half_width_marks_and_passes_ratios_and_full_width() {
    assert_eq!(half_width_marks("這張版圖公平嗎?").len(), 1);
    assert_eq!(half_width_marks("平手判定: 擲骰").len(), 1);
    assert_eq!(half_width_marks("3:1 (任意)").len(), 2);
    assert!(half_width_marks("3:1（任意） 這張版圖公平嗎？ 平手判定：擲骰 2:1 磚頭").is_empty());
}
