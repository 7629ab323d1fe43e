//! Pieces every game's setup view shows: the setup drawn (its options and
//! seed, for option links) and facts shown large.

use crate::i18n::use_i18n;
use games::setup_query::SetupOptions;
use games::Seed;
use leptos::prelude::*;

/// What a per-game view needs: the options (to build its option links) and the seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawn {
    pub options: SetupOptions,
    pub seed: Seed,
}

/// A fact shown large: "City budget · $7".
#[component]
pub fn Fact(
    label: &'static str,
    #[prop(into)] value: String,
    #[prop(optional)] testid: &'static str,
) -> impl IntoView {
    view! {
        <div class="fact" data-testid=testid>
            <dt class="fact__label">{label}</dt>
            <dd class="fact__value">{value}</dd>
        </div>
    }
}

/// Who opens the game ("Start player · Player 3"), as [`opening_seat`] names it.
#[component]
pub fn SeatFact(opening: (&'static str, u8)) -> impl IntoView {
    let i18n = use_i18n();
    let (label, seat) = opening;
    view! {
        <Fact label value=(i18n.island().seat)(seat + 1) testid="start-player" />
    }
}
