//! `/lang/{tag}?next=/path` and `/theme/{name}?next=/path`: remember a language or
//! a theme in a cookie without JavaScript, then go back to the page.

use app::i18n::LANG_COOKIE;
use app::theme::{Theme, THEME_COOKIE};
use axum::{
    extract::{Path, Query},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
};
use games::Language;
use serde::Deserialize;

const ONE_YEAR_SECONDS: u32 = 365 * 24 * 60 * 60;

#[derive(Debug, Deserialize)]
pub struct Next {
    next: Option<String>,
}

/// Sets the language cookie and sends the browser back to the page it came from.
pub async fn remember_language(Path(tag): Path<String>, Query(query): Query<Next>) -> Response {
    let Some(language) = Language::from_tag(&tag) else {
        return (StatusCode::NOT_FOUND, "Unknown language").into_response();
    };
    let cookie = format!(
        "{LANG_COOKIE}={}; Path=/; Max-Age={ONE_YEAR_SECONDS}; SameSite=Lax",
        language.tag()
    );
    back_with_cookie(query, cookie)
}

/// Sets (or, for "system", clears) the theme cookie and goes back.
pub async fn remember_theme(Path(name): Path<String>, Query(query): Query<Next>) -> Response {
    let Some(theme) = Theme::from_name(&name) else {
        return (StatusCode::NOT_FOUND, "Unknown theme").into_response();
    };
    let cookie = match theme {
        Theme::System => format!("{THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax"),
        _ => format!(
            "{THEME_COOKIE}={}; Path=/; Max-Age={ONE_YEAR_SECONDS}; SameSite=Lax",
            theme.name()
        ),
    };
    back_with_cookie(query, cookie)
}

fn back_with_cookie(query: Next, cookie: String) -> Response {
    let target = local_path_or_home(query.next.as_deref());
    (
        StatusCode::SEE_OTHER,
        [(header::LOCATION, target), (header::SET_COOKIE, cookie)],
    )
        .into_response()
}

/// Only a path on this site, so the switch cannot redirect anywhere else
/// (`//evil.example` and `/\evil` are other hosts to a browser).
fn local_path_or_home(next: Option<&str>) -> String {
    match next {
        Some(path)
            if path.starts_with('/')
                && !path.starts_with("//")
                && !path.starts_with("/\\")
                && path.bytes().all(|b| b.is_ascii_graphic()) =>
        {
            path.to_owned()
        }
        _ => "/".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::local_path_or_home;

    #[test]
    fn keeps_local_paths() {
        assert_eq!(
            local_path_or_home(Some("/catan/setup?players=4")),
            "/catan/setup?players=4"
        );
        assert_eq!(local_path_or_home(Some("/")), "/");
    }

    #[test]
    fn refuses_other_sites_and_odd_text() {
        for next in [
            None,
            Some(""),
            Some("https://evil.example/"),
            Some("//evil.example"),
            Some("/\\evil.example"),
            Some("/a\r\nSet-Cookie: x=1"),
            Some("/名"),
            Some("catan"),
        ] {
            assert_eq!(local_path_or_home(next), "/", "{next:?}");
        }
    }
}
