//! `/t/{code}/rounds`: a live table's round caller (issue 64). One phone
//! calls, every phone at the table sees the call as it stands; the caller is
//! drawn on the phone (as a game's rounds page is, `routes::rounds`) from
//! the table's pad, and hands each tap to `/live.js` as the pad before and
//! after it; the table takes a call made on the call it has, and its news
//! brings every phone the call. The address carries the setup the table was
//! shared from (the table's page links it so): it deals the rounds.

use super::live_table::{table_page, LiveMarker, TableView};
use super::offline::{phone_wasm_script, PhoneWasm, PhoneWasmPreload};
use super::NotFound;
use crate::bridge::{data, data_attr, id};
use crate::components::PageTitle;
use crate::i18n::use_i18n;
use leptos::prelude::*;

#[component]
pub fn LiveRoundsPage() -> impl IntoView {
    table_page(|table: TableView| view! { <LiveRounds table /> })
}

#[component]
fn LiveRounds(table: TableView) -> impl IntoView {
    if !table.game.info().keeps_rounds {
        return view! { <NotFound /> }.into_any();
    }
    let i18n = use_i18n();
    let t = i18n.rounds();
    let game_name = i18n.game_name(table.game);
    let table_href = crate::links::table_path(&table.code);
    let call = phone_wasm_script(PhoneWasm::RoundCaller, "true", "call_rounds");
    view! {
        <PageTitle text=format!("{} · {game_name} · {} · Tableside", t.heading, t.at_the_table) />
        <PhoneWasmPreload wasm=PhoneWasm::RoundCaller />
        <nav class="crumbs">
            <a href=table_href data-testid="back-to-table">{format!("← {}", t.back_to_table)}</a>
        </nav>
        <LiveMarker code=table.code.clone() pad=table.pad.clone() late=t.call_late />
        <section
            class="panel round-page"
            aria-labelledby="round-page-heading"
            {..data_attr(data::KEEP_AWAKE, true)}
        >
            <h1 id="round-page-heading" class="dice-page__heading">{format!("{} · {game_name}", t.heading)}</h1>
            <div
                id=id::ROUND_CALLER
                data-testid="round-caller"
                {..(
                    data_attr(data::CODE, table.code.clone()),
                    data_attr(data::GAME, table.game.slug()),
                    data_attr(data::PAD, table.pad.clone()),
                )}
            >
                <p class="hint">{t.loading}</p>
            </div>
        </section>
        <script type="module" nonce=leptos::nonce::use_nonce>{call}</script>
    }
    .into_any()
}
