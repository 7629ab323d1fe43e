//! `/{game}/dice?…`: the dice panel of the game on this phone's scorepad
//! (issue 50), for a game played with two dice. The address carries the
//! scorepad's own query (its table and the setup it came from). The server
//! draws the page around the panel; the panel is drawn on the phone, from the
//! pad the phone keeps, by the dice panel's own wasm (the `dice-panel` crate:
//! `app::dice_page`), so neither the scorepad's wasm nor the offline dealer's
//! is loaded for it.

use super::score::ScoreQuery;
use super::NotFound;
use crate::components::PageTitle;
use crate::i18n::use_i18n;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

#[component]
pub fn DicePage() -> impl IntoView {
    let slug = use_params_map()
        .read_untracked()
        .get_str("game")
        .unwrap_or_default()
        .to_owned();
    let pairs = use_query_map().read_untracked();
    let Some(query) = ScoreQuery::read(&slug, |name| pairs.get_str(name)) else {
        return view! { <NotFound /> }.into_any();
    };
    if !query.game.info().keeps_dice_rolls {
        return view! { <NotFound /> }.into_any();
    }
    let i18n = use_i18n();
    let t = i18n.dice();
    let game_name = i18n.game_name(query.game);
    let scorepad = format!(
        "{}{}",
        crate::links::score_path(query.game),
        pairs.to_query_string()
    );
    let roll = super::offline::phone_wasm_script(
        super::offline::PhoneWasm::DicePanel,
        "true",
        "roll_dice",
    );
    view! {
        <PageTitle text=format!("{} · {game_name} · Tableside", t.heading) />
        <super::offline::PhoneWasmPreload wasm=super::offline::PhoneWasm::DicePanel />
        <nav class="crumbs">
            <a href=scorepad data-testid="back-to-scorepad">{format!("← {}", t.back_to_scorepad)}</a>
        </nav>
        <section class="panel dice-page" aria-labelledby="dice-page-heading">
            <h1 id="dice-page-heading" class="dice-page__heading">{format!("{} · {game_name}", t.heading)}</h1>
            <div id=crate::bridge::id::DICE_PANEL data-testid="dice-panel">
                <p class="hint">{t.loading}</p>
            </div>
        </section>
        <script type="module" nonce=leptos::nonce::use_nonce>{roll}</script>
    }
    .into_any()
}
