//! Tableside's pages. Components render what the `games` crate computes; they hold
//! no rules of their own.

// The scorepad island's view is one deeply nested static type; the server build
// computes its layout past the default depth of 128.
#![recursion_limit = "256"]

#[cfg(feature = "hydrate")]
pub mod browser;
mod components;
mod cookies;
pub mod i18n;
pub mod links;
mod qr;
mod routes;
#[cfg(feature = "ssr")]
pub mod security;
pub mod theme;

use components::{SiteFooter, SiteHeader};
use i18n::{I18n, Locale};
use leptos::prelude::*;
use leptos_meta::{provide_meta_context, HashedStylesheet, MetaTags};
use leptos_router::{
    components::{Route, Router, Routes},
    path,
};
use routes::{HomePage, NotFound, OfflinePage, ScorePage, SetupPage};

/// The HTML document around the app, rendered on the server only.
pub fn shell(options: LeptosOptions) -> impl IntoView {
    #[cfg(feature = "ssr")]
    security::protect_page();
    let lang = request_locale().tag();
    view! {
        <!DOCTYPE html>
        <html lang=lang data-theme=request_theme().attribute()>
            <head>
                <meta charset="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
                <meta name="color-scheme" content="light dark" />
                <meta name="theme-color" content="#1f5c4a" />
                <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
                // Installable: name, icons, standalone display (public/manifest.webmanifest).
                <link rel="manifest" href="/manifest.webmanifest" />
                <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
                <HashedStylesheet options=options.clone() id="tableside" />
                <HydrationScripts options islands=true />
                // Offline copy and screen wake lock (server/src/offline.rs).
                <script src="/device.js" defer nonce=leptos::nonce::use_nonce()></script>
                <MetaTags />
            </head>
            <body>
                <App />
            </body>
        </html>
    }
}

/// The language this request asked for (server), or the one the server chose
/// (browser, read back from `<html lang>` so hydration matches).
pub(crate) fn request_locale() -> Locale {
    #[cfg(feature = "ssr")]
    {
        use http::header::{ACCEPT_LANGUAGE, COOKIE};
        use_context::<http::request::Parts>()
            .map(|parts| {
                let header = |name| parts.headers.get(name).and_then(|v| v.to_str().ok());
                i18n::locale_from_request(header(COOKIE), header(ACCEPT_LANGUAGE))
            })
            .unwrap_or_default()
    }
    #[cfg(all(feature = "hydrate", not(feature = "ssr")))]
    {
        browser::rendered_locale()
    }
    #[cfg(not(any(feature = "ssr", feature = "hydrate")))]
    {
        Locale::default()
    }
}

/// The theme this request asked for (rendered on the server only).
pub(crate) fn request_theme() -> theme::Theme {
    #[cfg(feature = "ssr")]
    {
        use_context::<http::request::Parts>()
            .map(|parts| {
                let cookie = parts
                    .headers
                    .get(http::header::COOKIE)
                    .and_then(|v| v.to_str().ok());
                theme::Theme::from_cookie_header(cookie)
            })
            .unwrap_or_default()
    }
    #[cfg(not(feature = "ssr"))]
    {
        theme::Theme::default()
    }
}

/// Where this page was served from (`http://192.168.1.20:3000`), for links that
/// leave the phone: share links and their QR codes.
#[derive(Debug, Clone, Default)]
pub struct PageOrigin(pub String);

fn request_origin() -> String {
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
    #[cfg(all(feature = "hydrate", not(feature = "ssr")))]
    {
        browser::page_origin()
    }
    #[cfg(not(any(feature = "ssr", feature = "hydrate")))]
    {
        String::new()
    }
}

#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();
    I18n::provide(request_locale());
    provide_context(PageOrigin(request_origin()));

    view! {
        <Router>
            <SiteHeader />
            <main id="main" tabindex="-1">
                <Routes fallback=NotFound>
                    <Route path=path!("") view=HomePage />
                    <Route path=path!("/:game/setup") view=SetupPage />
                    <Route path=path!("/:game/score") view=ScorePage />
                    <Route path=path!("/offline") view=OfflinePage />
                </Routes>
            </main>
            <SiteFooter />
        </Router>
    }
}
