//! Gentes: training costs, start player, the opening draft and the tiles to keep.

pub(crate) mod words;

use crate::components::setup_controls::Checklist;
use crate::components::setup_controls::Toggle;
use crate::components::setup_facts::{Drawn, SeatFact};
use crate::i18n::use_i18n;
use games::gentes::Setup;
use games::setup_query::SetupOptions;
use games::Say;
use leptos::prelude::*;

impl super::GameViews for games::gentes::Gentes {
    const BLURB: games::Words = games::Words::new(
        "Training costs, start player and the opening draft; final scores with hand cards and the hourglass penalty.",
        "訓練費用順序、起始玩家與開局選牌；終局計分含手牌與沙漏懲罰。",
    );

    fn options_view(drawn: Drawn) -> Option<AnyView> {
        Some(view! { <GentesOptions drawn /> }.into_any())
    }
    fn setup_view(_drawn: Drawn, setup: Setup, opening: (&'static str, u8)) -> AnyView {
        view! { <GentesSetup setup opening /> }.into_any()
    }
}

#[component]
pub fn GentesOptions(drawn: Drawn) -> impl IntoView {
    let i18n = use_i18n();
    let SetupOptions::Gentes(options) = drawn.options.clone() else {
        return ().into_any();
    };
    let mut flipped = options;
    flipped.lock_first_tax = !options.lock_first_tax;
    let href = drawn.href(&SetupOptions::Gentes(flipped), "lock-first-tax");
    view! {
        <Toggle
            label=words::setup(i18n.language()).lock_option
            on=options.lock_first_tax
            href
            testid="lock-first-tax"
            id="lock-first-tax"
        />
    }
    .into_any()
}

#[component]
pub fn GentesSetup(setup: Setup, opening: (&'static str, u8)) -> impl IntoView {
    let i18n = use_i18n();
    let s = setup.clone();
    let items = move || {
        let t = words::setup(i18n.language());
        let mut items = vec![
            (t.board_side)(s.two_player_board_side).to_owned(),
            (t.each_player)(s.coins_each, s.city_tokens_each),
            t.hourglass.to_owned(),
            t.locks.to_owned(),
            (t.training_levels)(s.starting_training_levels),
        ];
        if s.lock_first_tax {
            items.push(t.lock_first_tax.to_owned());
        }
        items.extend(s.reminders.iter().map(|r| r.say(i18n.language())));
        items
    };
    let t = move || words::setup(i18n.language());
    let draft = setup.draft_order.clone();
    view! {
        <section class="panel">
            <dl class="facts">
                <SeatFact opening />
            </dl>
            <h2>{t().training_heading}</h2>
            <p class="hint">{t().cheapest}</p>
            <ol class="training" data-testid="training-order">
                {setup
                    .training_order
                    .into_iter()
                    .map(|worker| view! { <li>{i18n.name(worker.name(), worker.name_zh_tw())}</li> })
                    .collect_view()}
            </ol>
            <h2>{t().draft_heading}</h2>
            <p>{move || (t().draft_note)(setup.draft_cards)}</p>
            <ol class="draft" data-testid="draft-order">
                {draft
                    .into_iter()
                    .map(|seat| view! { <li>{(i18n.island().seat)(seat + 1)}</li> })
                    .collect_view()}
            </ol>
            <p>{move || (t().draft_display)(setup.display_cards)}</p>
        </section>
        <Checklist items=items() />
    }
}
