//! `/t/{code}/dice`: a live table's dice panel (issue 50). Every phone at the
//! table enters rolls on it; the panel is drawn on the phone (as a game's dice
//! page is, `routes::dice`) from the table's pad, and hands each tap to
//! `/live.js` as the pad before and after it, which sends it with the table's
//! other edits, in order; the table's news brings every phone's rolls back.
//! The address carries the table's setup for the board (the table's page
//! links it so).

use super::live_table::{table_page, LiveMarker, TableView};
use super::NotFound;
use crate::bridge::{data, data_attr, id};
use crate::components::PageTitle;
use crate::i18n::use_i18n;
use leptos::prelude::*;

#[component]
pub fn LiveDicePage() -> impl IntoView {
    table_page(|table: TableView| view! { <LiveDice table /> })
}

#[component]
fn LiveDice(table: TableView) -> impl IntoView {
    if !table.game.info().keeps_dice_rolls {
        return view! { <NotFound /> }.into_any();
    }
    let i18n = use_i18n();
    let t = i18n.dice();
    let game_name = i18n.game_name(table.game);
    let table_href = crate::links::table_path(&table.code);
    let roll = super::offline::phone_wasm_script(
        super::offline::PhoneWasm::DicePanel,
        "true",
        "roll_dice",
    );
    view! {
        <PageTitle text=format!("{} · {game_name} · {} · Tableside", t.heading, t.at_the_table) />
        <super::offline::PhoneWasmPreload wasm=super::offline::PhoneWasm::DicePanel />
        <nav class="crumbs">
            <a href=table_href data-testid="back-to-table">{format!("← {}", t.back_to_table)}</a>
        </nav>
        <LiveMarker code=table.code.clone() pad=table.pad.clone() />
        <section
            class="panel dice-page"
            aria-labelledby="dice-page-heading"
            {..data_attr(data::KEEP_AWAKE, true)}
        >
            // Short, as on one phone: the status line above says it is live.
            <h1 id="dice-page-heading" class="dice-page__heading">{format!("{} · {game_name}", t.heading)}</h1>
            <div
                id=id::DICE_PANEL
                data-testid="dice-panel"
                {..(
                    data_attr(data::CODE, table.code.clone()),
                    data_attr(data::GAME, table.game.slug()),
                    data_attr(data::PAD, table.pad.clone()),
                )}
            >
                <p class="hint">{t.loading}</p>
            </div>
        </section>
        <script type="module" nonce=leptos::nonce::use_nonce>{roll}</script>
    }
    .into_any()
}
