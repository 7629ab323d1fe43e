//! `/{game}/rounds?…`: the round caller of the game on this phone's scorepad
//! (issue 64), for a game kept round by round. The address carries the
//! scorepad's own query (its table and the setup it came from). The server
//! draws the page around the caller; the caller is drawn on the phone, from
//! the pad the phone keeps, by its own wasm (the `round-caller` crate:
//! `app::round_page`), so neither the scorepad's wasm nor the dice panel's is
//! loaded for it.

use super::offline::{phone_wasm_script, PhoneWasm, PhoneWasmPreload};
use super::score::ScoreQuery;
use super::NotFound;
use crate::bridge::{data, data_attr, id};
use crate::components::PageTitle;
use crate::i18n::use_i18n;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

#[component]
pub fn RoundsPage() -> impl IntoView {
    let slug = use_params_map()
        .read_untracked()
        .get_str("game")
        .unwrap_or_default()
        .to_owned();
    let pairs = use_query_map().read_untracked();
    let Some(query) = ScoreQuery::read(&slug, |name| pairs.get_str(name)) else {
        return view! { <NotFound /> }.into_any();
    };
    if !query.game.info().keeps_rounds {
        return view! { <NotFound /> }.into_any();
    }
    let i18n = use_i18n();
    let t = i18n.rounds();
    let game_name = i18n.game_name(query.game);
    let scorepad = format!(
        "{}{}",
        crate::links::score_path(query.game),
        pairs.to_query_string()
    );
    let call = phone_wasm_script(PhoneWasm::RoundCaller, "true", "call_rounds");
    view! {
        <PageTitle text=format!("{} · {game_name} · Tableside", t.heading) />
        <PhoneWasmPreload wasm=PhoneWasm::RoundCaller />
        <nav class="crumbs">
            <a href=scorepad data-testid="back-to-scorepad">{format!("← {}", t.back_to_scorepad)}</a>
        </nav>
        // The caller is read out over a whole round: keep the screen on.
        <section class="panel round-page" aria-labelledby="round-page-heading" {..data_attr(data::KEEP_AWAKE, true)}>
            <h1 id="round-page-heading" class="dice-page__heading">{format!("{} · {game_name}", t.heading)}</h1>
            <div id=id::ROUND_CALLER data-testid="round-caller">
                <p class="hint">{t.loading}</p>
            </div>
        </section>
        <script type="module" nonce=leptos::nonce::use_nonce>{call}</script>
    }
    .into_any()
}
