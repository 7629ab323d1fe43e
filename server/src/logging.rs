//! The server's log: `tracing` events, one line each on stderr, as text or as
//! JSON (`TABLESIDE_LOG_FORMAT`), filtered by `RUST_LOG` (default `info`).
//!
//! Every request gets an id, answered in `x-request-id` and carried by every
//! line logged while it is handled, so a user's report and an error line meet.
//! A group's token or a table's code is a key to it: the log names the route
//! with those parts left out, and never logs a query string or a client's
//! address.

use axum::{extract::Request, middleware::Next, response::Response};
use http::HeaderValue;
use rand::{rngs::SysRng, TryRng};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use tracing::Instrument;

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    /// `2026-11-25T10:00:00Z  INFO request{id=… method=GET path=/g/{token}}: tableside::request: answered status=200 ms=1.2`
    Text,
    /// One JSON object per line, for a log collector.
    Json,
}

/// The filter when `RUST_LOG` is not set: what the server says about itself
/// and every request it answers; files and the database's statements only
/// when asked for (`RUST_LOG=debug`).
pub const DEFAULT_FILTER: &str = "info";

/// The log's writing thread: dropping this writes what is still queued.
pub type Flush = tracing_appender::non_blocking::WorkerGuard;

/// Starts the log; lines written before this are lost. A filter in `RUST_LOG`
/// that cannot be read is an error rather than a silent default. Keep the
/// answer until the end: lines still queued are written when it is dropped.
pub fn init(format: LogFormat) -> Result<Flush, String> {
    use tracing_subscriber::EnvFilter;
    let filter = match std::env::var("RUST_LOG") {
        Ok(wanted) if !wanted.trim().is_empty() => EnvFilter::try_new(wanted.trim())
            .map_err(|error| format!("RUST_LOG {wanted:?} cannot be read: {error}"))?,
        _ => EnvFilter::new(DEFAULT_FILTER),
    };
    // stderr: a closed or full stdout cannot stop the server (writes to the
    // log are never an error the server acts on). Written by a thread of its
    // own: under a flood of requests a write per line on the requests' threads
    // cost the pages beside it a quarter of their p99. Lines are never dropped:
    // with the queue full, a request waits for it.
    let (writer, flush) = tracing_appender::non_blocking::NonBlockingBuilder::default()
        .lossy(false)
        .thread_name("tableside-log")
        .finish(std::io::stderr());
    let lines = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(writer)
        .with_ansi(false);
    let started = match format {
        LogFormat::Text => lines.try_init(),
        LogFormat::Json => lines
            .json()
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
    };
    started.map_err(|error| format!("the log cannot start: {error}"))?;
    Ok(flush)
}

/// A panic becomes an error line of the log (in the request's span when a
/// request's handling panicked), not text of its own on stderr; with errors
/// filtered out of the log, the standard report is written instead.
pub fn log_panics() {
    let standard = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |panic| {
        if !tracing::enabled!(target: PANIC_TARGET, tracing::Level::ERROR) {
            return standard(panic);
        }
        let at = panic
            .location()
            .map(|at| format!("{}:{}", at.file(), at.line()))
            .unwrap_or_default();
        let payload = panic.payload();
        let message = payload
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("(no message)");
        tracing::error!(target: PANIC_TARGET, at, "panicked: {message}");
    }));
}

/// Reads `TABLESIDE_LOG_FORMAT`: `text` (the default) or `json`.
pub fn format_from(setting: Option<String>) -> Result<LogFormat, String> {
    match setting.as_deref().map(str::trim) {
        None | Some("") | Some("text") => Ok(LogFormat::Text),
        Some("json") => Ok(LogFormat::Json),
        Some(other) => Err(format!(
            "TABLESIDE_LOG_FORMAT must be text or json, not {other:?}"
        )),
    }
}

/// The requests' lines: `RUST_LOG=info,tableside::request=warn` keeps the
/// rest of the log without a line per request.
pub const REQUEST_TARGET: &str = "tableside::request";
/// The database: an operation that failed, readiness lost and regained.
pub const STORAGE_TARGET: &str = "tableside::storage";
/// The pool of long board searches.
pub const SEARCH_TARGET: &str = "tableside::search";
/// Panics (see [`log_panics`]).
pub const PANIC_TARGET: &str = "tableside::panic";

/// The response header naming a request's id.
pub const REQUEST_ID: &str = "x-request-id";

/// Middleware, around everything but the site's files (site::serve_files logs
/// those at `debug`): gives the request its id (a trusted proxy's own
/// `x-request-id` when it sent a usable one; a client's could pass for another
/// request's), handles it inside a span carrying the id,
/// method and redacted route, logs the answer's status and time to its head,
/// and answers the id.
pub async fn log_requests(request: Request, next: Next) -> Response {
    let from_proxy = request
        .extensions()
        .get::<crate::client_address::FromTrustedProxy>()
        .is_some();
    let id = request
        .headers()
        .get(REQUEST_ID)
        .filter(|given| from_proxy && is_usable_id(given))
        .cloned()
        .unwrap_or_else(new_request_id);
    // At error level: every line logged while the request is handled carries
    // it, whatever RUST_LOG leaves of the requests' own lines.
    let span = tracing::error_span!(
        target: REQUEST_TARGET,
        "request",
        id = %id.to_str().unwrap_or_default(),
        method = %request.method(),
        path = %redacted_path(request.uri().path()),
    );
    let started = Instant::now();
    let mut response = next.run(request).instrument(span.clone()).await;
    let status = response.status().as_u16();
    let ms = (started.elapsed().as_secs_f64() * 1e4).round() / 10.0;
    span.in_scope(|| {
        // 503 is a deliberate "try again shortly" (a full search pool, a
        // database away, whose cause is logged where it arises).
        if status >= 500 && status != 503 {
            tracing::warn!(target: REQUEST_TARGET, status, ms, "answered");
        } else {
            tracing::info!(target: REQUEST_TARGET, status, ms, "answered");
        }
    });
    response.headers_mut().insert(REQUEST_ID, id);
    response
}

/// A proxy's id is kept when it is short and plain (letters, digits, `-_.:`):
/// anything else could forge lines in a text log.
fn is_usable_id(given: &HeaderValue) -> bool {
    let bytes = given.as_bytes();
    (1..=64).contains(&bytes.len())
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.:".contains(b))
}

/// 16 hex digits: this process's random half, then its count of requests, so
/// ids from several servers behind one balancer do not meet.
fn new_request_id() -> HeaderValue {
    static PROCESS: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let process = *PROCESS.get_or_init(|| {
        let mut bytes = [0u8; 4];
        // Without the OS's randomness the ids are still unique in this process.
        let _ = SysRng.try_fill_bytes(&mut bytes);
        u32::from_le_bytes(bytes)
    });
    let count = COUNT.fetch_add(1, Ordering::Relaxed) as u32;
    HeaderValue::from_str(&format!("{process:08x}{count:08x}")).expect("hex is a header value")
}

/// The path with every key left out: the segment after `g` or `groups` (a
/// group's token) becomes `{token}`, the one after `t` or `tables` (a live
/// table's code) `{code}`, whatever their case (a mistyped link is a 404
/// whose path still holds the key).
pub fn redacted_path(path: &str) -> String {
    let mut redacted = String::with_capacity(path.len());
    let mut hiding: Option<&str> = None;
    for (at, segment) in path.split('/').enumerate() {
        if at > 0 {
            redacted.push('/');
        }
        match hiding.take() {
            Some(name) if !segment.is_empty() => redacted.push_str(name),
            _ => push_plain(&mut redacted, segment),
        }
        hiding = match segment.to_ascii_lowercase().as_str() {
            "g" | "groups" => Some("{token}"),
            "t" | "tables" => Some("{code}"),
            _ => None,
        };
    }
    redacted
}

/// A path segment as logged: the characters a text line's fields are written
/// with (`key=value`, the span's braces, quotes) percent-encoded, so a path
/// cannot pass for fields of its own line.
fn push_plain(line: &mut String, segment: &str) {
    for c in segment.chars() {
        match c {
            '=' => line.push_str("%3D"),
            '{' => line.push_str("%7B"),
            '}' => line.push_str("%7D"),
            '"' => line.push_str("%22"),
            other => line.push(other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_left_out_of_logged_paths() {
        let token = "AbCdEfGhIjKlMnOpQrStUv";
        for (path, logged) in [
            (format!("/g/{token}"), "/g/{token}"),
            (format!("/g/{token}/p/7f1e/edit"), "/g/{token}/p/7f1e/edit"),
            (
                format!("/api/v1/groups/{token}/plays/9"),
                "/api/v1/groups/{token}/plays/9",
            ),
            (format!("/G/{token}/"), "/G/{token}/"),
            ("/t/KXQ7P2/pad".to_owned(), "/t/{code}/pad"),
            (
                "/api/v1/tables/KXQ7P2/events".to_owned(),
                "/api/v1/tables/{code}/events",
            ),
            ("/api/v1/groups".to_owned(), "/api/v1/groups"),
            ("/t".to_owned(), "/t"),
            ("/g//x".to_owned(), "/g//x"),
            ("/catan/setup".to_owned(), "/catan/setup"),
            (
                "/x}:%20answered status=200".to_owned(),
                "/x%7D:%20answered status%3D200",
            ),
            ("/".to_owned(), "/"),
        ] {
            assert_eq!(redacted_path(&path), logged, "{path}");
        }
    }

    #[test]
    fn a_proxys_id_is_kept_only_when_plain() {
        for kept in ["abc-123", "7f3a9c1e0b2d4e5f", "req:1.2_3"] {
            assert!(is_usable_id(&HeaderValue::from_static(kept)), "{kept}");
        }
        let long = "a".repeat(65);
        for refused in ["", "two words", "a\"b", "x=1 status=200", long.as_str()] {
            assert!(
                !is_usable_id(&HeaderValue::from_str(refused).unwrap()),
                "{refused:?}"
            );
        }
    }

    #[test]
    fn new_ids_differ_and_are_hex() {
        let one = new_request_id();
        let other = new_request_id();
        assert_ne!(one, other);
        for id in [one, other] {
            let id = id.to_str().unwrap();
            assert_eq!(id.len(), 16);
            assert!(id.bytes().all(|b| b.is_ascii_hexdigit()), "{id}");
        }
    }

    #[test]
    fn the_log_format_is_text_or_json() {
        assert_eq!(format_from(None), Ok(LogFormat::Text));
        assert_eq!(format_from(Some(" ".into())), Ok(LogFormat::Text));
        assert_eq!(format_from(Some("json".into())), Ok(LogFormat::Json));
        assert!(format_from(Some("xml".into()))
            .unwrap_err()
            .contains("text or json"));
    }
}
