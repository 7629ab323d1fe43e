//! Card City: deck and supply for the table, coins and the start player.

mod grid;
pub(crate) mod grid_editor;
pub(crate) mod words;

use crate::components::setup_controls::Checklist;
use crate::components::setup_facts::{Drawn, SeatFact};
use crate::i18n::use_i18n;
use games::card_city::{Card, Setup};
use games::Say;
use leptos::prelude::*;

impl super::GameViews for games::card_city::CardCity {
    const BLURB: games::Words = games::Words::new(
        "Deck and supply counted for your table and a start player; a 5×5 city grid that scores itself.",
        "依人數算好牌庫與供應區、抽出起始玩家；5×5 城市格自動計分。",
    );

    fn setup_view(drawn: Drawn, setup: Setup, opening: (&'static str, u8)) -> AnyView {
        view! { <CardCitySetup drawn setup opening /> }.into_any()
    }
}

#[component]
pub fn CardCitySetup(drawn: Drawn, setup: Setup, opening: (&'static str, u8)) -> impl IntoView {
    let _ = drawn;
    let i18n = use_i18n();
    let rows = [
        (
            Card::Residential,
            setup.deck.residential,
            setup.supply.residential,
        ),
        (
            Card::Commercial,
            setup.deck.commercial,
            setup.supply.commercial,
        ),
        (Card::Leisure, setup.deck.leisure, setup.supply.leisure),
        (
            Card::Industrial,
            setup.deck.industrial,
            setup.supply.industrial,
        ),
        (Card::Parking, setup.deck.parking, setup.supply.parking),
    ];
    let supply_total: u32 = rows.iter().map(|r| r.2).sum();
    let deck_total = setup.deck.total();
    let s = setup.clone();
    let items = move || {
        let t = words::setup(i18n.language());
        let mut items = vec![
            (t.deck_note)(s.deck.total()),
            (t.city_halls_back)(s.city_halls_in_box),
            (t.rounds)(s.rounds, s.cards_per_round),
        ];
        items.extend(s.reminders.iter().map(|r| r.say(i18n.language())));
        items
    };
    view! {
        <section class="panel" aria-labelledby="cards-heading">
            <dl class="facts">
                <SeatFact opening />
            </dl>
            <p class="hint" data-testid="new-setup-note">{words::setup(i18n.language()).new_setup_note}</p>
            <h2 id="cards-heading">{words::setup(i18n.language()).cards_heading}</h2>
            <table class="counts" data-testid="card-counts">
                <thead>
                    <tr>
                        <th scope="col">{words::setup(i18n.language()).card_column}</th>
                        <th scope="col" class="num">{words::setup(i18n.language()).deck_column}</th>
                        <th scope="col" class="num">{words::setup(i18n.language()).supply_column}</th>
                    </tr>
                </thead>
                <tbody>
                    {rows
                        .into_iter()
                        .map(|(card, deck, supply)| {
                            view! {
                                <tr>
                                    <th scope="row">
                                        <span class=format!("chip chip--{}", card.letter().to_ascii_lowercase()) aria-hidden="true">
                                            {card.letter().to_string()}
                                        </span>
                                        {i18n.name(card.name(), card.name_zh_tw())}
                                    </th>
                                    <td class="num">{deck}</td>
                                    <td class="num">{supply}</td>
                                </tr>
                            }
                        })
                        .collect_view()}
                </tbody>
                <tfoot>
                    <tr>
                        <th scope="row">{words::setup(i18n.language()).total_row}</th>
                        <td class="num">{deck_total}</td>
                        <td class="num">{supply_total}</td>
                    </tr>
                </tfoot>
            </table>
        </section>
        <Checklist items=items() />
    }
}
