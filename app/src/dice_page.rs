//! The dice panel drawn on the phone (`routes::dice`): the page's address
//! names the game and its scorepad's table; the panel works on the pad this
//! phone keeps for that game, as the scorepad would open it, and keeps every
//! roll in it at once (so the rolls are saved with the game, and outlive a
//! reload or a lost network). On a live table's dice page
//! (`routes::live_dice`) it works on the table's pad, as the table's
//! scorepad does (`live_sync`).

use crate::components::{DicePanel, PhoneSources};
use crate::routes::score::{live_sync, storage, ScoreQuery};
use games::scorepad::ScoreState;
use leptos::prelude::*;
use leptos_router::location::{BrowserUrl, LocationProvider};
use wasm_bindgen::JsCast;

/// Draws the panel in the page's place for it; whether the page was a dice
/// page it could draw.
pub fn mount() -> bool {
    let Ok(url) = BrowserUrl::current() else {
        return false;
    };
    let segments = crate::path_segments(url.path());
    if crate::table_dice_code(&segments).is_some() {
        return mount_at_table(&url);
    }
    let Some(slug) = crate::dice_page_game(&segments).map(str::to_owned) else {
        return false;
    };
    let params = url.search_params().clone();
    let Some(query) = ScoreQuery::read(&slug, |name| params.get_str(name)) else {
        return false;
    };
    let Some(place) = panel_place() else {
        return false;
    };
    let seats_now = query.seats();
    // A game saved, shared or never begun frees the phone: this one starts.
    let (mut pad, _, kept) = storage::load(query.clone(), seats_now);
    let other_game = kept == storage::Kept::InProgress;
    if !other_game {
        storage::give_play_id(&mut pad, crate::browser::random_bytes());
        storage::save(&pad);
    }
    // The setup's first player opens; a pad from no setup starts at seat 1.
    let pairs: Vec<(String, String)> = params
        .clone()
        .into_iter()
        .map(|(key, value)| (key.into_owned(), value))
        .collect();
    let opening_seat = pad
        .table
        .get(games::scorepad::SEED)
        .and_then(|seed| games::scorepad::setup_of_pad(query.game, &pairs, seed))
        .map_or(0, |(_, _, seat)| usize::from(seat));
    // The board of the setup the address draws (the scorepad's address
    // carries the setup it was opened from).
    let board =
        crate::routes::setup::Request::drawn(query.game, &params).map(|(_, _, setup)| setup);
    place.set_text_content(None);
    leptos::mount::mount_to(place, move || {
        if other_game {
            // The phone's scorepad holds another game never saved: its
            // scorepad asks before it starts this one (and offers that one
            // back with Undo), so the panel does not replace it here.
            return view! { <OtherGame /> }.into_any();
        }
        let pad = RwSignal::new(pad);
        let keep = Callback::new(|pad: ScoreState| storage::save(&pad));
        view! { <DicePanel pad opening_seat keep sources=SOURCES board=board.clone() /> }.into_any()
    })
    .forget();
    true
}

/// The panel of a live table's dice page: on the table's pad as the page drew
/// it, each change handed to `/live.js`, the table's news shown.
fn mount_at_table(url: &leptos_router::location::Url) -> bool {
    let Some(place) = panel_place() else {
        return false;
    };
    let attribute = |name: &str| place.get_attribute(name).unwrap_or_default();
    let game = attribute(crate::bridge::data::GAME)
        .parse::<games::GameId>()
        .ok();
    let pad = ScoreState::decode(&attribute(crate::bridge::data::PAD))
        .filter(|pad| Some(pad.game) == game);
    let params = url.search_params().clone();
    let board = game
        .and_then(|game| crate::routes::setup::Request::drawn(game, &params))
        .map(|(_, _, setup)| setup);
    place.set_text_content(None);
    leptos::mount::mount_to(place, move || {
        let Some(pad) = pad.clone() else {
            let t = &crate::i18n::use_i18n().dice();
            return view! { <p class="notice notice--error" data-testid="dice-unreadable">{t.unreadable}</p> }
                .into_any();
        };
        let pad = RwSignal::new(pad);
        live_sync::follow(pad);
        let keep = Callback::new(|pad: ScoreState| live_sync::edited(&pad));
        let news = move |event| live_sync::take_news(pad, &event_target_value(&event));
        view! {
            <input type="hidden" id=crate::bridge::id::LIVE_NEWS on:change=news />
            <DicePanel pad opening_seat=0 keep sources=SOURCES board=board.clone() />
        }
        .into_any()
    })
    .forget();
    true
}

/// The element the page drew for the panel (`bridge::id::DICE_PANEL`).
fn panel_place() -> Option<web_sys::HtmlElement> {
    document()
        .get_element_by_id(crate::bridge::id::DICE_PANEL)
        .and_then(|place| place.dyn_into::<web_sys::HtmlElement>().ok())
}

const SOURCES: PhoneSources = PhoneSources {
    random: || {
        let bytes = crate::browser::random_bytes()?;
        Some(u64::from_le_bytes(bytes[..8].try_into().ok()?))
    },
    now_ms: || web_sys::js_sys::Date::now() as u64,
};

#[component]
fn OtherGame() -> impl IntoView {
    let t = &crate::i18n::use_i18n().dice();
    view! { <p class="notice" data-testid="dice-other-game">{t.other_game}</p> }
}
