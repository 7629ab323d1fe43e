//! Tableside's HTTP server: the pages (server-rendered by Leptos), the JSON API,
//! the language switch and the compiled site's static files.
//!
//! [`app`] builds the whole router so tests can drive it without a socket.
// The pages' view types nest deeply (as in `app`): checking that their
// rendering is `Send` needs more than the default depth.
#![recursion_limit = "256"]

mod api;
mod bg_stats_import;
mod bounded_json;
pub mod client_address;
pub mod config;
mod error;
mod group_forms;
mod headers;
mod health;
pub mod heavy_admission;
pub mod host_commands;
pub mod logging;
mod low_priority;
mod offline;
mod page_form;
mod preferences;
pub mod rate_limit;
mod searches;
mod send_play;
mod setup_seed;
pub mod site;
pub mod state;
pub mod stream_caps;
mod trailing_slash;
mod whole_pages;

pub use api::end_live_streams;

use app::{shell, App};
use axum::{routing::get, Router};
use leptos::prelude::LeptosOptions;
use leptos_axum::{generate_route_list, LeptosRoutes};
use tower_http::CompressionLevel;

/// The pages' routes, listed once per process. Listing them runs the app with
/// resource loading suppressed by a process-wide flag, and a page whose data is
/// first polled meanwhile waits forever (leptos#4773): with several routers in one
/// process (the tests) a second listing could stall another router's page.
fn page_routes() -> Vec<leptos_axum::AxumRouteListing> {
    static PAGES: std::sync::OnceLock<Vec<leptos_axum::AxumRouteListing>> =
        std::sync::OnceLock::new();
    PAGES.get_or_init(|| generate_route_list(App)).clone()
}

/// What a site is built from: its options, the store that keeps groups and
/// plays, the rate limits, and its files (read from a directory, or carried
/// in the binary) held in memory.
pub struct Config {
    pub options: LeptosOptions,
    pub store: store::Store,
    pub limits: rate_limit::Limits,
    pub site: site::Site,
}

impl Config {
    /// The site's files from the directory `options.site_root`, the default
    /// limits.
    pub fn new(options: LeptosOptions, store: store::Store) -> Config {
        let site = site::Site::from_dir(std::path::Path::new(&*options.site_root))
            .unwrap_or_else(|error| panic!("the site does not load: {error}"));
        Config {
            options,
            store,
            limits: rate_limit::Limits::default(),
            site,
        }
    }

    /// The same site with its own rate limits (tests make them small).
    pub fn with_limits(self, limits: rate_limit::Limits) -> Config {
        Config { limits, ..self }
    }
}

/// Every route Tableside answers.
pub fn app(config: Config) -> Router {
    let Config {
        mut options,
        store,
        limits,
        mut site,
    } = config;
    offline::add_scripts(&mut site);
    // The pages name the built files by the site's stem (see site.rs); the
    // stem is their content's digest, so no hash file is read per page.
    options.output_name = site.stem().into();
    options.hash_files = false;
    let assets = site.asset_names();
    let site = std::sync::Arc::new(site);
    let searches = searches::Searches::for_this_machine();
    let pages = page_routes();
    let state = state::AppState::new(state::Shared {
        options: options.clone(),
        store: store.clone(),
        searches: searches.clone(),
        streams: limits.streams.clone(),
        imports: limits.imports.clone(),
    });
    Router::new()
        .nest(app::bridge::route::API, api::routes(&limits))
        .merge(api::site_routes(&limits))
        .merge(group_forms::routes(&limits))
        .merge(send_play::routes())
        .merge(health::routes())
        .route("/lang/{tag}", get(preferences::remember_language))
        .route("/theme/{name}", get(preferences::remember_theme))
        .leptos_routes_with_context(
            &state,
            pages,
            {
                // The group pages read the store.
                let store = store.clone();
                move || leptos::prelude::provide_context(store.clone())
            },
            {
                let options = options.clone();
                let assets = assets.clone();
                move || shell(options.clone(), assets.clone())
            },
        )
        // The site's files were answered before routing; anything else is the 404 page.
        .fallback(leptos_axum::render_app_to_stream_in_order({
            let options = options.clone();
            move || shell(options.clone(), assets.clone())
        }))
        .layer(axum::middleware::from_fn_with_state(
            searches.clone(),
            searches::draw_pages_ahead,
        ))
        .layer(axum::middleware::from_fn_with_state(
            limits.table_misses.clone(),
            rate_limit::limit_table_page_misses,
        ))
        .layer(axum::middleware::from_fn(setup_seed::seed_setup_pages))
        .layer(axum::middleware::from_fn(
            trailing_slash::drop_trailing_slash,
        ))
        .layer(axum::middleware::map_response(headers::add_common_headers))
        // Pages, gathered whole and compressed fast (see whole_pages.rs).
        .layer(axum::middleware::from_fn(whole_pages::compress_pages))
        // Everything else: br or gzip, whichever the browser prefers (small bodies
        // are left alone). Brotli's default quality (11) is meant for files
        // compressed once; 4 is the usual choice per response.
        .layer(
            tower_http::compression::CompressionLayer::new().quality(CompressionLevel::Precise(4)),
        )
        // Each request's id and its line in the log.
        .layer(axum::middleware::from_fn(logging::log_requests))
        // Who the client is, for every rate limit (in the routes and above) and
        // for the log (a proxy's request id is believed from a trusted proxy only).
        .layer(axum::middleware::from_fn_with_state(
            std::sync::Arc::new(limits.trusted_proxies.clone()),
            client_address::find_client,
        ))
        // Outermost: a site file is answered from memory, ready compressed.
        .layer(axum::middleware::from_fn_with_state(
            site,
            site::serve_files,
        ))
        .with_state(state)
}

#[cfg(test)]
mod tests {
    use app::bridge::route;

    /// The pages' addresses are named once in `app::bridge::route`, and the
    /// links, forms and scripts fill them from there; the app's route table
    /// (Leptos's `path!`, which takes only literals) must answer each.
    #[test]
    fn every_named_page_route_is_in_the_apps_route_table() {
        let table: Vec<String> = super::page_routes()
            .iter()
            .map(|listing| listing.path().to_owned())
            .collect();
        for page in [
            route::GROUP,
            route::GROUP_STATS,
            route::GROUP_PERSON,
            route::GROUP_MANAGE,
            route::PLAY,
            route::TABLE,
            route::TABLE_VIEW,
            route::TABLE_DICE,
            route::DICE,
        ] {
            // The table names a parameter `{name}` as axum does.
            assert!(
                table.iter().any(|path| path == page),
                "{page} is not a page of the app: {table:?}"
            );
        }
    }
}
