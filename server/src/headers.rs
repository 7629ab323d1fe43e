//! Response headers that every page needs to be cached correctly.

use axum::{
    http::{header, HeaderValue},
    response::Response,
};

/// Pages are rendered in the language of the cookie or Accept-Language, so a cache
/// must key on both, and must revalidate rather than show an old page.
pub async fn html_varies_by_language(mut response: Response) -> Response {
    let is_html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/html"));
    if is_html {
        let headers = response.headers_mut();
        headers.insert(
            header::VARY,
            HeaderValue::from_static("cookie, accept-language"),
        );
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    }
    response
}
