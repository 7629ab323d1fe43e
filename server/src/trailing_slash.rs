//! An address with a slash after its last segment (`/g/{token}/`, `/t/{code}/view/`)
//! names no page; a GET or HEAD is sent to the same address without it (308), so
//! a link copied with a stray slash still opens. Anything else is left to the
//! routes, where it is a 404 like every other address that is not a page.

use axum::extract::Request;
use axum::http::{header, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

pub async fn drop_trailing_slash(request: Request, next: Next) -> Response {
    let reading = matches!(*request.method(), Method::GET | Method::HEAD);
    match reading
        .then(|| without_trailing_slash(request.uri().path(), request.uri().query()))
        .flatten()
    {
        Some(location) => (
            StatusCode::PERMANENT_REDIRECT,
            [(header::LOCATION, location)],
        )
            .into_response(),
        None => next.run(request).await,
    }
}

/// Where a path with trailing slashes goes instead; `None` for the home page,
/// for paths without one, and for any whose remainder would not be a path on
/// this site (`//host/` would become `//host`, a link to another site).
fn without_trailing_slash(path: &str, query: Option<&str>) -> Option<String> {
    let trimmed = path.strip_suffix('/')?.trim_end_matches('/');
    let first = trimmed.strip_prefix('/')?.chars().next()?;
    if !first.is_ascii_alphanumeric() {
        return None;
    }
    Some(match query {
        Some(query) => format!("{trimmed}?{query}"),
        None => trimmed.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trailing_slash_goes_to_the_page_without_it() {
        assert_eq!(
            without_trailing_slash("/g/abc/", None).as_deref(),
            Some("/g/abc")
        );
        assert_eq!(
            without_trailing_slash("/g/abc/stats//", Some("game=catan")).as_deref(),
            Some("/g/abc/stats?game=catan")
        );
    }

    #[test]
    fn the_home_page_and_other_sites_are_left_alone() {
        for path in [
            "/",
            "//",
            "/g/abc",
            "//example.org/",
            "/\\example.org/",
            "/%2F/",
        ] {
            assert_eq!(without_trailing_slash(path, None), None, "{path}");
        }
    }
}
