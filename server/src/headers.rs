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
