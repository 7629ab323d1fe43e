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
//!
//! The plain blocks of "Groups and plays", "Live tables" and "Health" are one
//! conversation, sent in page order to one server (see
//! [`every_example_of_the_groups_and_live_tables_is_what_the_server_answers`]).

mod common;

use axum::{
    body::Body,
    http::{header, Method, Request},
};
use common::test_app::TestApp;
use http_body_util::BodyExt;
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

// The groups' and live tables' examples: one conversation with one server.
//
// Their plain ``` blocks are requests (`METHOD /path`, an optional body on the
// same line or the lines under it) and answers (`→ STATUS …`, possibly over
// several lines), in an order that builds on itself: the group made first is
// the one the plays go to, the table made is the one the phones change. So
// they are sent in page order to one server, and what the server draws at
// random (tokens, codes, keys) is learnt from its answers as they come.
//
// Nothing else in them depends on the clock or on chance: the times sent
// (`played_at`) are the page's, and what the server derives from them (a
// month in the statistics) with them; a live table's play id, drawn from its
// random host key, is bound like the key. An event stream is read up to its
// first event only, which is sent at once: the later ones wait for changes.

/// The sections whose plain blocks are one conversation.
fn in_conversation(section: &str) -> bool {
    ["Groups and plays", "Live tables", "Health:"]
        .iter()
        .any(|name| section.starts_with(name))
}

/// Fields whose values the server draws at random: the page shows made-up
/// ones, bound to the real ones the first time they are seen. (`id` is a live
/// table's play, drawn from its host key; a play id the client made was sent
/// before it is shown, and is compared as it is.)
const DRAWN: [&str; 5] = ["token", "read_token", "code", "host_key", "id"];

/// A request as the page writes it.
enum Asked {
    New {
        method: Method,
        path: String,
        body: Option<String>,
    },
    /// The request before, sent again as the words before the `→` say.
    Again(Variation),
}

/// How a request sent again differs from the one before (the words the page
/// uses; any others stop the test, so a new wording is read, not skipped).
enum Variation {
    /// "(the same again)", "The same request again".
    Same,
    /// "With the read-only token": the group's read-only link in place of
    /// its write link.
    ReadOnlyToken,
    /// "With Bo's settlements at 6": that player's field set in the body.
    PlayerField {
        name: String,
        field: String,
        value: Value,
    },
    /// `With "rolls":[6,13]`: that field of the body set.
    BodyField { key: String, value: Value },
}

/// What the page says comes back.
enum Shown {
    /// JSON, where `…` marks what is left out (see [`mark_elisions`]).
    Json(String),
    /// "with the same body", "the same play": what the request before got.
    SameAsBefore,
    /// `text/event-stream`, then the first event's lines.
    Events(Vec<String>),
    /// Plain text (`ready`).
    Text(String),
}

struct Exchange {
    line: usize,
    asked: Asked,
    /// `None`: the page shows the request with no answer of its own (a phone
    /// sitting down before the host locks the seats); it is sent, since what
    /// follows builds on it, and must succeed.
    answer: Option<(u16, Shown)>,
}

/// Lines of an answer the server's state cannot give here, each with why: the
/// only `→` lines of the conversation that are read and not sent.
const NOT_SENT: [(&str, &str); 1] = [(
    "(database down)",
    "the store in memory cannot be taken down from a request",
)];

impl Shown {
    /// As the page says it, for a failure's message.
    fn said(&self) -> String {
        match self {
            Shown::Json(text) | Shown::Text(text) => text.clone(),
            Shown::SameAsBefore => "the answer before".into(),
            Shown::Events(lines) => lines.join("\n"),
        }
    }
}

/// `METHOD /path[ body]`.
fn request_line(line: &str) -> Option<(Method, String, Option<String>)> {
    let (method, rest) = line.split_once(' ')?;
    if !["GET", "POST", "PUT", "PATCH", "DELETE"].contains(&method) || !rest.starts_with('/') {
        return None;
    }
    let (path, body) = match rest.split_once(' ') {
        Some((path, body)) => (path, Some(body.trim().to_owned())),
        None => (rest, None),
    };
    Some((method.parse().unwrap(), path.to_owned(), body))
}

/// Whether `text` opens as many `{`/`[` as it closes (outside strings): a
/// JSON answer over several lines is read to its end.
fn balanced(text: &str) -> bool {
    let (mut depth, mut in_string, mut escaped) = (0i32, false, false);
    for c in text.chars() {
        match (in_string, c) {
            (true, _) if escaped => escaped = false,
            (true, '\\') => escaped = true,
            (true, '"') | (false, '"') => in_string = !in_string,
            (false, '{' | '[') => depth += 1,
            (false, '}' | ']') => depth -= 1,
            _ => {}
        }
    }
    depth == 0
}

fn variation(line: usize, words: &str) -> Variation {
    if ["(the same again)", "The same request again"].contains(&words) {
        return Variation::Same;
    }
    if words == "With the read-only token" {
        return Variation::ReadOnlyToken;
    }
    if let Some(field) = words.strip_prefix("With \"") {
        let set: Value = serde_json::from_str(&format!("{{\"{field}}}"))
            .unwrap_or_else(|e| panic!("docs/api.md:{line}: {words:?} is not a field: {e}"));
        let (key, value) = set.as_object().unwrap().iter().next().unwrap();
        return Variation::BodyField {
            key: key.clone(),
            value: value.clone(),
        };
    }
    let player = words.strip_prefix("With ").and_then(|rest| {
        let (name, rest) = rest.split_once("'s ")?;
        let (field, value) = rest.split_once(" at ")?;
        Some(Variation::PlayerField {
            name: name.to_owned(),
            field: field.to_owned(),
            value: serde_json::from_str(value).ok()?,
        })
    });
    player
        .unwrap_or_else(|| panic!("docs/api.md:{line}: a request this test cannot read: {words:?}"))
}

/// `STATUS` and what follows it; an event stream takes the lines under it.
fn shown_answer(line: usize, text: &str, under: &mut Vec<String>) -> (u16, Shown) {
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let status = text[..digits]
        .parse()
        .unwrap_or_else(|_| panic!("docs/api.md:{line}: an answer without its status: {text:?}"));
    let rest = text[digits..].trim_start_matches([',', ' ']);
    let shown = match rest {
        _ if rest.starts_with(['{', '[']) => Shown::Json(rest.to_owned()),
        "with the same body." | "the same play" => Shown::SameAsBefore,
        "text/event-stream" => Shown::Events(std::mem::take(under)),
        _ => Shown::Text(rest.to_owned()),
    };
    (status, shown)
}

/// The exchanges of a plain block, and the `→` lines of it not sent (with why).
fn exchanges_of(block: &Block) -> (Vec<Exchange>, Vec<String>) {
    let (mut exchanges, mut not_sent) = (Vec::new(), Vec::new());
    let mut pending: Option<Exchange> = None;
    // A body alone on its lines goes where the request before it went.
    let mut last_target: Option<(Method, String)> = None;
    let mut lines = block
        .text
        .lines()
        .enumerate()
        .map(|(k, line)| (block.line + 1 + k, line.trim()))
        .peekable();
    while let Some((line, text)) = lines.next() {
        if text.is_empty() {
            continue;
        }
        if let Some((method, path, body)) = request_line(text) {
            exchanges.extend(pending.take());
            last_target = Some((method.clone(), path.clone()));
            let asked = Asked::New { method, path, body };
            pending = Some(Exchange {
                line,
                asked,
                answer: None,
            });
        } else if let Some((words, answer)) = text.split_once('→') {
            let words = words.trim();
            if let Some((_, why)) = NOT_SENT.iter().find(|(said, _)| *said == words) {
                not_sent.push(format!("docs/api.md:{line} {text}: {why}"));
                continue;
            }
            let mut answer = answer.trim().to_owned();
            if answer.is_empty() {
                // "With …'s … at 6 →" and its answer on the next line.
                answer = lines
                    .next()
                    .map(|(_, next)| next.to_owned())
                    .unwrap_or_default();
            }
            while !balanced(&answer) {
                let (_, next) = lines
                    .next()
                    .unwrap_or_else(|| panic!("docs/api.md:{line}: an answer left open"));
                answer.push(' ');
                answer.push_str(next);
            }
            // What an event stream sends: the lines up to the next blank one.
            let mut under = Vec::new();
            if answer.ends_with("text/event-stream") {
                while let Some((_, next)) = lines.next_if(|(_, next)| !next.is_empty()) {
                    under.push(next.to_owned());
                }
            }
            if !words.is_empty() {
                exchanges.extend(pending.take());
            }
            let mut exchange = match words {
                "" => pending
                    .take()
                    .unwrap_or_else(|| panic!("docs/api.md:{line}: an answer without its request")),
                words => Exchange {
                    line,
                    asked: Asked::Again(variation(line, words)),
                    answer: None,
                },
            };
            exchange.answer = Some(shown_answer(line, &answer, &mut under));
            exchanges.push(exchange);
        } else if let Some(Exchange {
            asked: Asked::New { body, .. },
            ..
        }) = pending.as_mut()
        {
            // The body, or its next line.
            let body = body.get_or_insert_with(String::new);
            body.push_str(text);
            body.push('\n');
        } else if text.starts_with('{') {
            let (method, path) = last_target
                .clone()
                .unwrap_or_else(|| panic!("docs/api.md:{line}: a body without a request"));
            let body = Some(format!("{text}\n"));
            let asked = Asked::New { method, path, body };
            pending = Some(Exchange {
                line,
                asked,
                answer: None,
            });
        } else {
            panic!("docs/api.md:{line}: a line this test cannot read: {text:?}");
        }
    }
    exchanges.extend(pending);
    (exchanges, not_sent)
}

/// The answer's JSON with each `…` made a marker: in an object a key `"…"`
/// (other keys left out), in a list an entry `"…"` (more entries, or any).
fn mark_elisions(text: &str) -> String {
    let (mut marked, mut open) = (String::new(), Vec::new());
    let (mut in_string, mut escaped) = (false, false);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
        } else {
            match c {
                '"' => in_string = true,
                '{' | '[' => open.push(c),
                '}' | ']' => {
                    open.pop();
                }
                '…' => {
                    // `…` alone: an elision with words in it would say
                    // something this test does not check.
                    let said: String =
                        std::iter::from_fn(|| chars.next_if(|n| !matches!(n, ',' | '}' | ']')))
                            .collect();
                    assert!(said.trim().is_empty(), "an elision with words: …{said}");
                    marked.push_str("\"…\"");
                    if open.last() == Some(&'{') {
                        marked.push_str(":null");
                    }
                    continue;
                }
                _ => {}
            }
        }
        marked.push(c);
    }
    marked
}

/// Made-up values of the page and the real ones they stand for.
#[derive(Default)]
struct Bindings {
    /// (made up, real, field)
    bound: Vec<(String, String, String)>,
    /// Every path and body sent so far: a value in them is the client's own.
    sent: String,
}

impl Bindings {
    /// `text` with every made-up value bound so far put as the real one.
    fn real(&self, text: &str) -> String {
        self.bound
            .iter()
            .fold(text.to_owned(), |text, (made_up, real, _)| {
                text.replace(made_up.as_str(), real)
            })
    }

    /// The real value last bound to `field` (the group's links now).
    fn last(&self, field: &str) -> &str {
        let found = self.bound.iter().rev().find(|(_, _, f)| f == field);
        &found.unwrap_or_else(|| panic!("no {field} seen yet")).1
    }

    /// A drawn field: the value shown (its made-up value already put as the
    /// real one, when bound) is the real one; or, seen for the first time and
    /// neither bound nor sent by the client, it is bound to the real one if it
    /// looks like it (as long, letters of the same case).
    fn drawn(&mut self, field: &str, shown: &str, real: &str) -> bool {
        let known = self.bound.iter().any(|(_, r, _)| r == shown) || self.sent.contains(shown);
        if shown == real || known || !looks_alike(shown, real) {
            return shown == real;
        }
        self.bound
            .push((shown.to_owned(), real.to_owned(), field.to_owned()));
        true
    }
}

/// Whether a made-up value could be a real one: as long, its `-` in the same
/// places, and no letter of the other case (codes are upper case, tokens lower).
fn looks_alike(made_up: &str, real: &str) -> bool {
    let case = |s: &str| {
        (
            s.chars().any(|c| c.is_ascii_lowercase()),
            s.chars().any(|c| c.is_ascii_uppercase()),
        )
    };
    let (a, b) = (case(made_up), case(real));
    let dashes = |s: &str| s.match_indices('-').map(|(i, _)| i).collect::<Vec<_>>();
    made_up.len() == real.len() && dashes(made_up) == dashes(real) && !(a.0 && b.1) && !(a.1 && b.0)
}

/// Whether the answer `shown` (elisions marked) is `real`: what is shown must
/// be there exactly, and only where the page elides may more be there. (Plain
/// `part_of` would let any object gain keys and any list entries: a
/// `"winners":["Ann"]` shown would pass for Ann and Bo.)
fn shows(shown: &Value, real: &Value, bindings: &mut Bindings) -> bool {
    // Every part is compared, even past a difference: a drawn value further on
    // is still learnt, so one wrong answer does not make the next ones wrong.
    match (shown, real) {
        (Value::Object(shown), Value::Object(real)) => {
            let elided = shown.contains_key("…");
            let keys = shown.iter().filter(|(key, _)| *key != "…");
            let mut same = elided || shown.len() == real.len();
            for (key, value) in keys {
                same &= match (value, real.get(key)) {
                    (_, None) => false,
                    (Value::String(s), Some(Value::String(r))) if DRAWN.contains(&key.as_str()) => {
                        bindings.drawn(key, s, r)
                    }
                    (_, Some(real)) => shows(value, real, bindings),
                };
            }
            same
        }
        (Value::Array(shown), Value::Array(real)) => {
            let (entries, elided) = match shown.split_last() {
                Some((Value::String(last), entries)) if last == "…" => (entries, true),
                _ => (&shown[..], false),
            };
            let mut same = match elided {
                true => entries.len() <= real.len(),
                false => entries.len() == real.len(),
            };
            for (s, r) in entries.iter().zip(real) {
                same &= shows(s, r, bindings);
            }
            same
        }
        _ => shown == real,
    }
}

/// The first event of a stream: its lines as the page writes them
/// (`event: table`, `id: 5`, `data: {…}`); what came, if the stream ended first.
async fn first_event(body: &mut Body) -> Vec<String> {
    let mut read = String::new();
    loop {
        // Events end with a blank line; keep-alive comments carry no data.
        let complete = read
            .rsplit_once("\n\n")
            .map_or("", |(complete, _)| complete);
        if let Some(event) = complete.split("\n\n").find(|e| e.contains("data:")) {
            return event.lines().map(str::to_owned).collect();
        }
        let frame = tokio::time::timeout(std::time::Duration::from_secs(5), body.frame())
            .await
            .expect("an event within 5 s");
        let Some(frame) = frame else {
            return read.lines().map(str::to_owned).collect();
        };
        if let Ok(bytes) = frame.unwrap().into_data() {
            read.push_str(std::str::from_utf8(&bytes).unwrap());
        }
    }
}

/// A line of an event as the page shows it (`data:` JSON with elisions) is
/// the server's.
fn event_line_shows(shown: &str, real: &str, bindings: &mut Bindings) -> bool {
    match (shown.strip_prefix("data: "), real.strip_prefix("data: ")) {
        (Some(shown), Some(real)) => {
            let shown: Value = serde_json::from_str(&mark_elisions(shown)).unwrap();
            let real: Value = serde_json::from_str(real).unwrap();
            shows(&shown, &real, bindings)
        }
        _ => shown == real,
    }
}

/// One request sent: its method, path and body as the server got them.
#[derive(Clone)]
struct Sent {
    method: Method,
    path: String,
    body: Option<String>,
}

impl Sent {
    fn request(&self) -> Request<Body> {
        Request::builder()
            .method(self.method.clone())
            .uri(&self.path)
            .header(header::CONTENT_TYPE, "application/json")
            .body(self.body.clone().map_or_else(Body::empty, Body::from))
            .unwrap()
    }

    fn varied(&self, variation: &Variation, bindings: &Bindings) -> Sent {
        let mut sent = self.clone();
        let mut body: Value = self
            .body
            .as_deref()
            .map_or(Value::Null, |body| serde_json::from_str(body).unwrap());
        match variation {
            Variation::Same => return sent,
            Variation::ReadOnlyToken => {
                let (write, read) = (bindings.last("token"), bindings.last("read_token"));
                sent.path = self.path.replace(write, read);
                return sent;
            }
            Variation::PlayerField { name, field, value } => {
                let player = find_player(&mut body, name)
                    .unwrap_or_else(|| panic!("no player {name} in {:?}", self.body));
                player[field] = value.clone();
            }
            Variation::BodyField { key, value } => body[key] = value.clone(),
        }
        sent.body = Some(body.to_string());
        sent
    }
}

/// The object named `name` anywhere in `value` (a player of a score).
fn find_player<'a>(value: &'a mut Value, name: &str) -> Option<&'a mut Value> {
    if value.get("name").and_then(Value::as_str) == Some(name) {
        return Some(value);
    }
    match value {
        Value::Object(fields) => fields.values_mut().find_map(|v| find_player(v, name)),
        Value::Array(entries) => entries.iter_mut().find_map(|v| find_player(v, name)),
        _ => None,
    }
}

/// One server spoken to as the page speaks to it, and what it has answered.
struct Conversation {
    app: TestApp,
    bindings: Bindings,
    /// The last request the page wrote out in full: a variation's base.
    written: Option<Sent>,
    /// The last answer's body ("the same play" is compared with it).
    last: Option<Vec<u8>>,
}

impl Conversation {
    /// The request of `exchange` as it goes to the server: made-up values
    /// put as the real ones.
    fn request(&mut self, exchange: &Exchange) -> Sent {
        let sent = match &exchange.asked {
            Asked::New { method, path, body } => {
                let sent = Sent {
                    method: method.clone(),
                    path: self.bindings.real(path),
                    body: body.as_deref().map(|body| self.bindings.real(body)),
                };
                self.written = Some(sent.clone());
                sent
            }
            // Varied from the request the page wrote out last, not from the
            // variation before ("With the read-only token", then "With Bo's
            // settlements at 6": the write token's request).
            Asked::Again(variation) => self
                .written
                .as_ref()
                .unwrap_or_else(|| panic!("docs/api.md:{}: nothing to send again", exchange.line))
                .varied(variation, &self.bindings),
        };
        self.bindings.sent.push_str(&sent.path);
        self.bindings
            .sent
            .push_str(sent.body.as_deref().unwrap_or_default());
        sent
    }

    /// Sends `exchange`: `None` when the answer is what the page shows (or
    /// the page shows none and it succeeded), else what went wrong.
    async fn check(&mut self, exchange: &Exchange) -> Option<String> {
        let sent = self.request(exchange);
        let said = format!(
            "docs/api.md:{} {} {} {}",
            exchange.line,
            sent.method,
            sent.path,
            sent.body.as_deref().unwrap_or_default().trim()
        );
        if let Some((status, Shown::Events(lines))) = &exchange.answer {
            return self.check_events(&sent, *status, lines).await.map(|real| {
                format!("{said}\n  the page says {status} {lines:#?}\n  the server sends {real}")
            });
        }
        let answer = self.app.send(sent.request()).await;
        let last = self.last.replace(answer.body.clone());
        let Some((status, shown)) = &exchange.answer else {
            return (!answer.status.is_success()).then(|| {
                let real = answer.text();
                format!(
                    "{said}: no answer shown, and refused: {} {real}",
                    answer.status
                )
            });
        };
        let real: Value = serde_json::from_slice(&answer.body).unwrap_or(Value::Null);
        let same = answer.status.as_u16() == *status
            && match shown {
                Shown::Json(text) => {
                    let marked = mark_elisions(&self.bindings.real(text));
                    let shown: Value = serde_json::from_str(&marked).unwrap_or_else(|e| {
                        panic!(
                            "docs/api.md:{}: answer not JSON: {e}\n{marked}",
                            exchange.line
                        )
                    });
                    shows(&shown, &real, &mut self.bindings)
                }
                Shown::SameAsBefore => last.as_ref() == Some(&answer.body),
                Shown::Text(text) => answer.text().trim_end() == text,
                Shown::Events(_) => unreachable!("streams are read apart"),
            };
        (!same).then(|| {
            format!(
                "{said}\n  the page says {status} {}\n  the server answers {} {}",
                shown.said(),
                answer.status.as_u16(),
                answer.text()
            )
        })
    }

    /// An event stream does not end: its status, type and first event are
    /// compared (`None`: as shown), and the stream is dropped.
    async fn check_events(&mut self, sent: &Sent, status: u16, lines: &[String]) -> Option<String> {
        let response = self.app.respond(sent.request()).await;
        let real_status = response.status().as_u16();
        let kind = response.headers()[header::CONTENT_TYPE].clone();
        let real = first_event(&mut response.into_body()).await;
        let mut same = real_status == status && kind == "text/event-stream";
        same &= lines.len() == real.len();
        for (shown, real) in lines.iter().zip(&real) {
            let shown = self.bindings.real(shown);
            same &= event_line_shows(&shown, real, &mut self.bindings);
        }
        (!same).then(|| format!("{real_status} {kind:?} {real:#?}"))
    }
}

#[tokio::test]
async fn every_example_of_the_groups_and_live_tables_is_what_the_server_answers() {
    let page = api_page();
    let blocks: Vec<Block> = blocks(&page)
        .into_iter()
        .filter(|block| block.info.is_empty() && in_conversation(&block.section))
        .collect();
    // Every answer the page shows here, counted apart from the reading below:
    // each must be checked, or left unsent by a rule of NOT_SENT.
    let arrows: usize = blocks
        .iter()
        .map(|block| block.text.matches('→').count())
        .sum();
    let mut conversation = Conversation {
        app: TestApp::new().await,
        bindings: Bindings::default(),
        written: None,
        last: None,
    };
    let (mut checked, mut not_sent, mut wrong) = (0, Vec::new(), Vec::new());
    for block in &blocks {
        let (exchanges, skipped) = exchanges_of(block);
        not_sent.extend(skipped);
        for exchange in &exchanges {
            wrong.extend(conversation.check(exchange).await);
            checked += usize::from(exchange.answer.is_some());
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert_eq!(
        checked + not_sent.len(),
        arrows,
        "the page shows {arrows} answers here; {checked} checked, not sent: {not_sent:#?}"
    );
    // Each rule of NOT_SENT is still needed: its line is still on the page.
    assert_eq!(not_sent.len(), NOT_SENT.len(), "{not_sent:#?}");
}

#[test]
fn an_elided_answer_is_exact_except_where_it_elides() {
    let mut bindings = Bindings::default();
    let real = serde_json::json!({"a": [1, 2], "b": {"c": 1, "d": 2}, "e": "x…y"});
    let shown = |text: &str| -> Value { serde_json::from_str(&mark_elisions(text)).unwrap() };
    assert!(shows(
        &shown(r#"{"a":[1,…],"b":{…},"e":"x…y"}"#),
        &real,
        &mut bindings
    ));
    assert!(shows(&shown(r#"{…,"b":{"d":2,…}}"#), &real, &mut bindings));
    assert!(shows(&shown(r#"{"a":[…],…}"#), &real, &mut bindings));
    // Where nothing is elided, nothing more may be there.
    assert!(!shows(&shown(r#"{"a":[1],…}"#), &real, &mut bindings));
    assert!(!shows(
        &shown(r#"{"a":[1,2],"b":{"c":1},"e":"x…y"}"#),
        &real,
        &mut bindings
    ));
    assert!(!shows(&shown(r#"{"a":[1,2,3,…],…}"#), &real, &mut bindings));
}

#[test]
fn a_made_up_value_is_bound_once_then_stands_for_the_real_one() {
    let mut bindings = Bindings::default();
    let code = |code: &str| serde_json::json!({ "code": code });
    assert!(shows(&code("KQ4SMZ76"), &code("AB12CD34"), &mut bindings));
    assert_eq!(
        bindings.real("/api/v1/tables/KQ4SMZ76"),
        "/api/v1/tables/AB12CD34"
    );
    let again: Value = serde_json::from_str(&bindings.real(r#"{"code":"KQ4SMZ76"}"#)).unwrap();
    assert!(!shows(&again, &code("ZZ99XX88"), &mut bindings));
    // A value that cannot be the real one (too short, another case) is no stand-in.
    assert!(!shows(&code("SHORT"), &code("ZZ99XX88"), &mut bindings));
    assert!(!shows(&code("kq4smz76"), &code("ZZ99XX88"), &mut bindings));
}
