//! What the page knows about the request it answers: language, theme, origin. On
//! the server from the request's headers; in the browser from the rendered page.

use games::Language;
#[allow(unused_imports)]
use leptos::prelude::*;

/// The language this request asked for (server), or the one the server chose
/// (browser, read back from `<html lang>` so hydration matches).
pub(crate) fn request_language() -> Language {
    #[cfg(feature = "ssr")]
    {
        use http::header::{ACCEPT_LANGUAGE, COOKIE};
        use_context::<http::request::Parts>()
            .map(|parts| {
                let header = |name| parts.headers.get(name).and_then(|v| v.to_str().ok());
                crate::i18n::negotiate::language_from_request(
                    header(COOKIE),
                    header(ACCEPT_LANGUAGE),
                )
            })
            .unwrap_or(crate::i18n::FALLBACK_LANGUAGE)
    }
    #[cfg(all(feature = "browser", not(feature = "ssr")))]
    {
        crate::browser::rendered_language()
    }
    #[cfg(not(any(feature = "ssr", feature = "browser")))]
    {
        crate::i18n::FALLBACK_LANGUAGE
    }
}

/// The path this request asked for (`/catan/score`); empty in the browser,
/// which never renders the shell.
pub(crate) fn request_path() -> String {
    #[cfg(feature = "ssr")]
    {
        use_context::<http::request::Parts>()
            .map(|parts| parts.uri.path().to_owned())
            .unwrap_or_default()
    }
    #[cfg(not(feature = "ssr"))]
    {
        String::new()
    }
}

/// The theme this request asked for (rendered on the server only).
pub(crate) fn request_theme() -> crate::theme::Theme {
    #[cfg(feature = "ssr")]
    {
        use_context::<http::request::Parts>()
            .map(|parts| {
                let cookie = parts
                    .headers
                    .get(http::header::COOKIE)
                    .and_then(|v| v.to_str().ok());
                crate::theme::Theme::from_cookie_header(cookie)
            })
            .unwrap_or_default()
    }
    #[cfg(not(feature = "ssr"))]
    {
        crate::theme::Theme::default()
    }
}

/// Where this page was served from (`http://192.168.1.20:3000`), for links that
/// leave the phone: share links and their QR codes.
#[derive(Debug, Clone, Default)]
pub struct PageOrigin(pub String);

pub(crate) fn request_origin() -> String {
    #[cfg(feature = "ssr")]
    {
        use_context::<http::request::Parts>()
            .map(|parts| {
                let header = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok());
                // Behind a TLS proxy the proxy says which scheme the phone used.
                let scheme = match header("x-forwarded-proto") {
                    Some("https") => "https",
                    _ => "http",
                };
                let host = header("x-forwarded-host")
                    .or_else(|| header("host"))
                    .unwrap_or("localhost");
                format!("{scheme}://{host}")
            })
            .unwrap_or_default()
    }
    #[cfg(all(feature = "browser", not(feature = "ssr")))]
    {
        crate::browser::page_origin()
    }
    #[cfg(not(any(feature = "ssr", feature = "browser")))]
    {
        String::new()
    }
}

/// A setup the server drew before rendering the page (server/src/searches.rs:
/// Catan's longer searches run off the page's thread, in a bounded pool).
#[cfg(feature = "ssr")]
#[derive(Clone, Debug)]
pub struct DrawnAhead {
    pub options: games::setup_query::SetupOptions,
    pub seed: games::Seed,
    pub setup: Result<games::setup_query::Setup, games::InputError>,
}

/// The setup drawn ahead for exactly these options and seed, if any.
pub(crate) fn drawn_ahead(
    options: &games::setup_query::SetupOptions,
    seed: &games::Seed,
) -> Option<Result<games::setup_query::Setup, games::InputError>> {
    #[cfg(feature = "ssr")]
    {
        use_context::<http::request::Parts>()?
            .extensions
            .get::<DrawnAhead>()
            .filter(|ahead| &ahead.options == options && &ahead.seed == seed)
            .map(|ahead| ahead.setup.clone())
    }
    #[cfg(not(feature = "ssr"))]
    {
        let _ = (options, seed);
        None
    }
}
