//! Tableside's pages. Components render what the `games` crate computes; they hold
//! no rules of their own.

#[cfg(feature = "hydrate")]
mod browser;
mod components;
pub mod i18n;
mod routes;
#[cfg(feature = "ssr")]
pub mod security;

use components::{SiteFooter, SiteHeader};
use i18n::{I18n, Locale};
use leptos::prelude::*;
use leptos_meta::{provide_meta_context, HashedStylesheet, MetaTags};
use leptos_router::{
    components::{Route, Router, Routes},
    path,
};
use routes::{GamePage, GamePageKind, HomePage, NotFound};

/// The HTML document around the app, rendered on the server only.
pub fn shell(options: LeptosOptions) -> impl IntoView {
    #[cfg(feature = "ssr")]
    security::protect_page();
    let lang = request_locale().tag();
    view! {
        <!DOCTYPE html>
        <html lang=lang>
            <head>
                <meta charset="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
                <meta name="color-scheme" content="light dark" />
                <meta name="theme-color" content="#1f5c4a" />
                <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
                <HashedStylesheet options=options.clone() id="tableside" />
                <HydrationScripts options />
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
fn request_locale() -> Locale {
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

#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();
    I18n::provide(request_locale());
    #[cfg(feature = "hydrate")]
    Effect::new(|_| browser::mark_hydrated());

    view! {
        <Router>
            <SiteHeader />
            <main id="main" tabindex="-1">
                <Routes fallback=NotFound>
                    <Route path=path!("") view=HomePage />
                    <Route path=path!("/:game/setup") view=|| view! { <GamePage kind=GamePageKind::Setup /> } />
                    <Route path=path!("/:game/score") view=|| view! { <GamePage kind=GamePageKind::Score /> } />
                </Routes>
            </main>
            <SiteFooter />
        </Router>
    }
}
