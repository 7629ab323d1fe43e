//! City Council: the table values for the player count and the first chair.

pub(crate) mod words;

use crate::components::setup_controls::Checklist;
use crate::components::setup_facts::{Drawn, Fact, SeatFact};
use crate::i18n::use_i18n;
use games::city_council::Setup;
use games::Language;
use leptos::prelude::*;

impl super::GameViews for games::city_council::CityCouncil {
    const BLURB: games::Words = games::Words::new(
        "Budget, workers and favour cards for your player count and a first chair; final scores with every tie-break.",
        "依人數設定預算、工人與偏好卡，抽出首任議長；終局計分含所有平手判定。",
    );

    fn opener(language: Language) -> Option<&'static str> {
        Some(words::setup(language).first_chair)
    }
    fn setup_view(drawn: Drawn, setup: Setup, opening: (&'static str, u8)) -> AnyView {
        view! { <CityCouncilSetup drawn setup opening /> }.into_any()
    }
}

#[component]
pub fn CityCouncilSetup(drawn: Drawn, setup: Setup, opening: (&'static str, u8)) -> impl IntoView {
    let _ = drawn;
    let i18n = use_i18n();
    let s = setup.clone();
    let items = move || {
        let t = words::setup(i18n.language());
        vec![
            (t.budget_marker)(s.budget),
            (t.labour_supply)(s.blue_workers, s.white_workers),
            t.player_kit.to_owned(),
            (t.favour_deal)(s.favour_cards_each, s.favour_deck_after_dealing),
            (t.goods_cube)(s.green_goods_cubes),
            (t.starter_buildings)(s.starter_buildings_face_up),
            t.tokens.to_owned(),
        ]
    };
    let t = move || words::setup(i18n.language());
    view! {
        <section class="panel">
            <dl class="facts">
                <SeatFact opening />
                <Fact label=t().budget value=format!("${}", setup.budget) testid="budget" />
                <Fact label=t().blue_workers value=setup.blue_workers.to_string() />
                <Fact label=t().white_workers value=setup.white_workers.to_string() />
                <Fact label=t().plans_per_meeting value=setup.plans_per_meeting.to_string() />
                <Fact label=t().favour_cards value=setup.favour_cards_each.to_string() />
            </dl>
            <p class="hint">{t().first_chair_note}</p>
            <h2>{t().roles_heading}</h2>
            <ol class="roles">
                {(0..5).map(|i| view! { <li>{t().roles[i]}</li> }).collect_view()}
            </ol>
        </section>
        <Checklist items=items() />
    }
}
