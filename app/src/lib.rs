//! Tableside's pages. Components render what the `games` crate computes; they hold
//! no rules of their own.

// The scorepad island's view is one deeply nested static type; the server build
// computes its layout past the default depth of 128.
#![recursion_limit = "256"]

pub mod assets;
pub mod bridge;
#[cfg(feature = "browser")]
pub mod browser;
mod components;
mod cookies;
#[cfg(feature = "browser")]
pub mod dealer;
#[cfg(feature = "browser")]
pub mod dice_page;
mod game_views;
mod html;
pub mod i18n;
pub mod links;
mod qr;
mod request;
#[cfg(feature = "browser")]
pub mod round_page;
mod routes;
#[cfg(feature = "ssr")]
pub mod security;
pub mod theme;

use assets::{asset, AssetNames};
use components::{SiteFooter, SiteHeader};
use i18n::I18n;
use leptos::prelude::*;
use leptos_meta::{provide_meta_context, HashedStylesheet, MetaTags};
use leptos_router::{
    components::{Route, Router, Routes},
    path, SsrMode,
};
use request::{request_language, request_origin, request_theme};
pub use routes::PhoneWasm;
use routes::{
    DicePage, GroupManagePage, GroupPage, GroupPersonPage, GroupPlayPage, GroupStatsPage, HomePage,
    LiveDicePage, LiveRoundsPage, LiveTablePage, LiveTableViewPage, NotFound, OfflinePage,
    RoundsPage, ScorePage, SetupPage,
};

#[cfg(feature = "ssr")]
pub use request::DrawnAhead;
pub use request::PageOrigin;
#[cfg(feature = "ssr")]
pub use routes::bg_stats_href_of;
#[cfg(feature = "ssr")]
pub use routes::PadWords;
pub use routes::{BgStatsReport, BgStatsSaid, ImportOutcome, LeftOut, Said, CONFIRMED};

/// The HTML document around the app, rendered on the server only; the
/// site's files named as the server serves them (`assets`).
///
/// It and [`App`] return one erased type: the pages' rendering is then made
/// once, here, rather than once more in the server for the concrete type
/// (60 % of the server's generated code, a tenth of its rebuild; the pages
/// serve as fast: docs/performance.md).
pub fn shell(options: LeptosOptions, assets: AssetNames) -> AnyView {
    #[cfg(feature = "ssr")]
    security::protect_page();
    leptos::prelude::provide_context(assets);
    let lang = request_language().tag();
    let path = request::request_path();
    // Only a page with a scorepad, the one island, loads the wasm.
    let wasm = shows_scorepad(&path)
        .then(|| view! { <HydrationScripts options=options.clone() islands=true /> });
    view! {
        <!DOCTYPE html>
        <html lang={lang} {..bridge::data_attr(bridge::data::THEME, request_theme().attribute())}>
            <head>
                <meta charset="utf-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
                <meta name="color-scheme" content="light dark" />
                <meta name="theme-color" content="#1f5c4a" />
                <link rel="icon" href=asset(assets::FAVICON) type="image/svg+xml" />
                // Installable: name, icons, standalone display (public/manifest.webmanifest).
                <link rel="manifest" href=assets::MANIFEST />
                <link rel="apple-touch-icon" href=asset(assets::APPLE_TOUCH_ICON) />
                <HashedStylesheet options=options.clone() id="tableside" />
                {wasm}
                <PageScripts after_the_pad=scripts_wait_for_the_pad(&path) />
                <MetaTags />
            </head>
            <body>
                <App />
            </body>
        </html>
    }
    .into_any()
}

/// Whether the page at `path` shows a scorepad: the app's one island, so the
/// only pages that load the wasm (the others load none: a setup page's copy
/// button is plain script). Beside the routes it names; server/tests/router.rs
/// holds every kind of page to it.
pub fn shows_scorepad(path: &str) -> bool {
    let segments = path_segments(path);
    is_game_scorepad(&segments) || matches!(segments.as_slice(), ["t", _] | ["t", _, "view"])
}

/// `/{game}/score`.
fn is_game_scorepad(segments: &[&str]) -> bool {
    matches!(segments, [game, "score"] if game.parse::<games::GameId>().is_ok())
}

fn path_segments(path: &str) -> Vec<&str> {
    path.trim_start_matches('/').split('/').collect()
}

/// The plain scripts every page has: `/device.js` (offline copy, screen wake
/// lock, groups' outbox, copy and hold buttons) and `/live.js` (Share live, the
/// live tables), both in server/src/offline.rs.
const PAGE_SCRIPTS: [&str; 2] = [assets::DEVICE_SCRIPT, assets::LIVE_SCRIPT];

/// On a game's scorepad, the page scripts are fetched once the pad is
/// hydrated, so on a slow network the wasm has it to itself
/// (docs/performance.md); should the wasm never arrive, five seconds after the
/// page has loaded. `SCRIPTS` becomes the list above, `HYDRATED` the mark
/// the pad sets (`bridge::data::HYDRATED`).
const AFTER_THE_PAD: &str = r#"(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of [SCRIPTS]) {
      document.head.append(Object.assign(document.createElement("script"), { src }));
    }
  };
  new MutationObserver(start).observe(document.documentElement, {
    subtree: true,
    attributeFilter: [HYDRATED],
  });
  addEventListener("load", () => setTimeout(start, 5000), { once: true });
})();"#;

/// The page scripts: deferred, or on a game's scorepad after the pad.
#[component]
fn PageScripts(after_the_pad: bool) -> impl IntoView {
    let nonce = leptos::nonce::use_nonce;
    if after_the_pad {
        let list = PAGE_SCRIPTS
            .map(|src| format!("{:?}", asset(src)))
            .join(", ");
        let hydrated = format!("{:?}", bridge::data::HYDRATED);
        let script = AFTER_THE_PAD
            .replace("SCRIPTS", &list)
            .replace("HYDRATED", &hydrated);
        view! { <script nonce=nonce()>{script}</script> }.into_any()
    } else {
        PAGE_SCRIPTS
            .map(|src| view! { <script src=asset(src) defer nonce=nonce()></script> })
            .into_view()
            .into_any()
    }
}

/// Whether the page scripts of the page at `path` wait for its pad: on a
/// game's scorepad (the first visit with a hydration budget), where nothing
/// waits on them (Share live appears when `/live.js` runs). A live table's
/// page has them at once: its pad hands each edit to `/live.js`. The offline
/// page waits the same way for its dealer, which may draw a setup whose
/// buttons the scripts wire, and a dice page for its panel.
pub fn scripts_wait_for_the_pad(path: &str) -> bool {
    let segments = path_segments(path);
    is_game_scorepad(&segments)
        || segments == ["offline"]
        || dice_page_game(&segments).is_some()
        || table_dice_code(&segments).is_some()
        || rounds_page_game(&segments).is_some()
        || table_rounds_code(&segments).is_some()
}

/// The table code of a live table's round caller (`bridge::route::TABLE_ROUNDS`).
pub(crate) fn table_rounds_code<'a>(segments: &[&'a str]) -> Option<&'a str> {
    match segments {
        ["t", code, "rounds"] => Some(code),
        _ => None,
    }
}

/// The table code of a live table's dice page (`bridge::route::TABLE_DICE`).
pub(crate) fn table_dice_code<'a>(segments: &[&'a str]) -> Option<&'a str> {
    match segments {
        ["t", code, "dice"] => Some(code),
        _ => None,
    }
}

/// The game of a dice page's path (`/{game}/dice`, `bridge::route::DICE`).
pub(crate) fn dice_page_game<'a>(segments: &[&'a str]) -> Option<&'a str> {
    match segments {
        [game, "dice"] => Some(game),
        _ => None,
    }
}

/// The game of a round caller's path (`/{game}/rounds`, `bridge::route::ROUNDS`).
pub(crate) fn rounds_page_game<'a>(segments: &[&'a str]) -> Option<&'a str> {
    match segments {
        [game, "rounds"] => Some(game),
        _ => None,
    }
}

#[component]
pub fn App() -> AnyView {
    provide_meta_context();
    I18n::provide(request_language());
    provide_context(PageOrigin(request_origin()));

    view! {
        <Router>
            <SiteHeader />
            <main id="main" tabindex="-1">
                <Routes fallback=NotFound>
                    <Route path=path!("") view=HomePage />
                    <Route path=path!("/:game/setup") view=SetupPage />
                    <Route path=path!("/:game/score") view=ScorePage />
                    <Route path=path!("/:game/dice") view=DicePage />
                    <Route path=path!("/:game/rounds") view=RoundsPage />
                    <Route path=path!("/offline") view=OfflinePage />
                    // Rendered once the store has answered, head and all: the title
                    // is the group's name.
                    <Route path=path!("/g/:token") view=GroupPage ssr=SsrMode::Async />
                    <Route path=path!("/g/:token/stats") view=GroupStatsPage ssr=SsrMode::Async />
                    <Route path=path!("/g/:token/person") view=GroupPersonPage ssr=SsrMode::Async />
                    <Route path=path!("/g/:token/manage") view=GroupManagePage ssr=SsrMode::Async />
                    <Route path=path!("/g/:token/p/:play") view=GroupPlayPage ssr=SsrMode::Async />
                    <Route path=path!("/t/:code") view=LiveTablePage ssr=SsrMode::Async />
                    <Route path=path!("/t/:code/view") view=LiveTableViewPage ssr=SsrMode::Async />
                    <Route path=path!("/t/:code/dice") view=LiveDicePage ssr=SsrMode::Async />
                    <Route path=path!("/t/:code/rounds") view=LiveRoundsPage ssr=SsrMode::Async />
                </Routes>
            </main>
            <SiteFooter />
        </Router>
    }
    .into_any()
}
