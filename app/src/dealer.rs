//! Dealing a setup with no network (issue 49.4): the service worker answers an
//! address this phone never opened with the offline page, whose script loads
//! the dealer (the `dealer` crate, a wasm of its own so the scorepad's stays
//! small) when the address is a game's setup. The dealer draws the setup page
//! from the same code as the server, in place of the offline message: any game,
//! count, options or shared seed.

use crate::routes::setup::dealt_offline;
use games::setup_query::SetupOptions;
use games::{GameId, Seed};
use leptos::prelude::*;
use leptos_router::location::{BrowserUrl, LocationProvider};
use leptos_router::params::ParamsMap;
use wasm_bindgen::JsCast;

/// Draws this address's setup in the page's `<main>`; whether it was a setup
/// address. An address without a seed is given one first (as the server
/// would: a new setup), so a reload or a shared link is the same setup.
pub fn deal() -> bool {
    let Ok(url) = BrowserUrl::current() else {
        return false;
    };
    let Some(game) = setup_game(url.path()) else {
        return false;
    };
    let mut query = url.search_params().clone();
    if query.get_str("seed").is_none() {
        if let Some(seeded) = seeded(game, &query) {
            query = seeded;
        }
    }
    let document = document();
    let Some(main) = document
        .get_element_by_id("main")
        .and_then(|main| main.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return false;
    };
    // The offline message goes; the setup takes its place.
    main.set_text_content(None);
    leptos::mount::mount_to(main, move || {
        // The setup's title is the page's (`<Title>` needs the context).
        leptos_meta::provide_meta_context();
        dealt_offline(game, query)
    })
    .forget();
    true
}

/// The game of a `/{game}/setup` address (its segments read as the shell
/// reads a page's path).
fn setup_game(path: &str) -> Option<GameId> {
    match crate::path_segments(path).as_slice() {
        [game, "setup"] => game.parse().ok(),
        _ => None,
    }
}

/// The query with a new seed, and the address bar showing it; `None` when
/// the options do not read (the page then says what is wrong).
fn seeded(game: GameId, query: &ParamsMap) -> Option<ParamsMap> {
    let options = SetupOptions::from_page_query(game, |name| query.get_str(name)).ok()?;
    let bytes = crate::browser::random_bytes()?;
    let bits = u64::from_le_bytes(bytes[..8].try_into().ok()?);
    let seed = Seed::from_random_bits(bits);
    let address = crate::links::setup_href(&options, Some(seed.code()));
    let history = window().history().ok()?;
    history
        .replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&address))
        .ok()?;
    BrowserUrl::current()
        .ok()
        .map(|url| url.search_params().clone())
}
