//! The round caller drawn on the phone (`routes::rounds`): the page's address
//! names the game and its scorepad's table (and the setup it was opened
//! from); the caller works on the pad this phone keeps for that game, as the
//! scorepad would open it, and keeps every answer in it at once (so the
//! rounds are saved with the game, and outlive a reload or a lost network).
//! On a live table's rounds page (`routes::live_rounds`) it works on the
//! table's pad, as the table's scorepad does (`live_sync`).

use crate::game_views::RoundCall;
use crate::routes::score::{live_sync, storage, ScoreQuery};
use games::scorepad::ScoreState;
use leptos::prelude::*;
use leptos_router::location::{BrowserUrl, LocationProvider};
use wasm_bindgen::JsCast;

/// Draws the caller in the page's place for it; whether the page was a
/// caller's page it could draw.
pub fn mount() -> bool {
    let Ok(url) = BrowserUrl::current() else {
        return false;
    };
    let segments = crate::path_segments(url.path());
    if crate::table_rounds_code(&segments).is_some() {
        return mount_at_table(&url);
    }
    let Some(slug) = crate::rounds_page_game(&segments).map(str::to_owned) else {
        return false;
    };
    let params = url.search_params().clone();
    let Some(query) = ScoreQuery::read(&slug, |name| params.get_str(name)) else {
        return false;
    };
    let Some(place) = caller_place() else {
        return false;
    };
    let game = query.game;
    // A game saved, shared or never begun frees the phone: this one starts.
    let (mut pad, _, kept) = storage::load(query.clone(), query.seats());
    let other_game = kept == storage::Kept::InProgress;
    if !other_game {
        storage::give_play_id(&mut pad, crate::browser::random_bytes());
        storage::save(&pad);
    }
    // The setup the scorepad's address carries: the roster, each round's
    // removals and the first crown.
    let setup = crate::routes::setup::Request::drawn(game, &params)
        .map(|(options, seed, setup)| (options, seed, setup.opening_seat().1));
    place.set_text_content(None);
    leptos::mount::mount_to(place, move || {
        if other_game {
            // The phone's scorepad holds another game never saved: its
            // scorepad asks before it starts this one.
            let t = crate::i18n::use_i18n().rounds();
            return view! { <p class="notice" data-testid="round-other-game">{t.other_game}</p> }
                .into_any();
        }
        let call = RoundCall {
            pad: RwSignal::new(pad.clone()),
            setup: setup.clone(),
            keep: Callback::new(|pad: ScoreState| storage::save(&pad)),
            fill: true,
        };
        crate::game_views::round_caller(game, call).unwrap_or_else(|| ().into_any())
    })
    .forget();
    true
}

/// The caller of a live table's rounds page: on the table's pad as the page
/// drew it, each change handed to `/live.js`, the table's news shown.
fn mount_at_table(url: &leptos_router::location::Url) -> bool {
    let Some(place) = caller_place() else {
        return false;
    };
    let attribute = |name: &str| place.get_attribute(name).unwrap_or_default();
    let Ok(game) = attribute(crate::bridge::data::GAME).parse::<games::GameId>() else {
        return false;
    };
    let pad =
        ScoreState::decode(&attribute(crate::bridge::data::PAD)).filter(|pad| pad.game == game);
    let params = url.search_params().clone();
    let setup = crate::routes::setup::Request::drawn(game, &params)
        .map(|(options, seed, setup)| (options, seed, setup.opening_seat().1));
    place.set_text_content(None);
    leptos::mount::mount_to(place, move || {
        let Some(pad) = pad.clone() else {
            let t = crate::i18n::use_i18n().rounds();
            return view! { <p class="notice notice--error" data-testid="round-unreadable">{t.unreadable}</p> }
                .into_any();
        };
        let pad = RwSignal::new(pad);
        live_sync::follow(pad);
        let news = move |event| live_sync::take_news(pad, &event_target_value(&event));
        // The table fills the crown and the ranks from the rounds it takes:
        // a call is never refused for another seat's fields.
        let call = RoundCall {
            pad,
            setup: setup.clone(),
            keep: Callback::new(|pad: ScoreState| live_sync::edited(&pad)),
            fill: false,
        };
        let caller = crate::game_views::round_caller(game, call).unwrap_or_else(|| ().into_any());
        view! {
            <input type="hidden" id=crate::bridge::id::LIVE_NEWS on:change=news />
            {caller}
        }
        .into_any()
    })
    .forget();
    true
}

/// The element the page drew for the caller (`bridge::id::ROUND_CALLER`).
fn caller_place() -> Option<web_sys::HtmlElement> {
    document()
        .get_element_by_id(crate::bridge::id::ROUND_CALLER)
        .and_then(|place| place.dyn_into::<web_sys::HtmlElement>().ok())
}
