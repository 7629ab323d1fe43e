//! Headers every response carries: caching that respects the page language, and
//! the security headers (the page CSP itself is set by the app with its nonce).

use axum::{
    http::{header, HeaderMap, HeaderName, HeaderValue},
    response::Response,
};

/// For responses without a policy of their own (API JSON, static files, errors).
pub const STRICT_POLICY: &str = "default-src 'none'; frame-ancestors 'none'";

pub fn is_html(response: &Response) -> bool {
    response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"))
}

pub async fn add_common_headers(mut response: Response) -> Response {
    let is_html = is_html(&response);
    let headers = response.headers_mut();
    if is_html {
        // Pages are rendered in the language of the cookie or Accept-Language, so a
        // cache must key on both, and revalidate rather than show an old page.
        headers.insert(
            header::VARY,
            HeaderValue::from_static("cookie, accept-language"),
        );
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    }
    add_security_headers(headers);
    response
}

/// The security headers, where a response has not set its own.
pub fn add_security_headers(headers: &mut HeaderMap) {
    let set = |headers: &mut HeaderMap, name: HeaderName, value: &'static str| {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    };
    set(headers, header::CONTENT_SECURITY_POLICY, STRICT_POLICY);
    set(headers, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(
        headers,
        header::REFERRER_POLICY,
        "strict-origin-when-cross-origin",
    );
    set(headers, header::X_FRAME_OPTIONS, "DENY");
}

/// A refusal a person meets on a page (429, 503), said as `page` with its
/// status and `Retry-After` kept: written in both languages, as the page's own
/// language is not known where it is refused.
pub fn said_as_page(response: Response, page: impl Into<axum::body::Body>) -> Response {
    let (mut parts, _) = response.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    Response::from_parts(parts, page.into())
}

/// Whether `Accept-Encoding` takes `encoding` (named, or `*`, and not `q=0`).
pub fn accepts_encoding(asked: &HeaderMap, encoding: &str) -> bool {
    asked
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|item| {
            let mut parts = item.split(';');
            let name = parts.next().unwrap_or("").trim();
            let refused = parts.any(|param| {
                param
                    .trim()
                    .strip_prefix("q=")
                    .and_then(|q| q.trim().parse::<f32>().ok())
                    .is_some_and(|q| q <= 0.0)
            });
            (name.eq_ignore_ascii_case(encoding) || name == "*") && !refused
        })
}
