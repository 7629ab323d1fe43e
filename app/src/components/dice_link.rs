//! The way to the dice panel (`routes::dice`) of a game played with dice, and
//! to the round caller (`routes::rounds`) of one kept round by round, from
//! its setup and its scorepad.

use crate::i18n::use_i18n;
use leptos::prelude::*;

#[component]
pub fn DiceLink(href: String) -> impl IntoView {
    view! {
        <p class="dice-link">
            <a class="button button--wide" href=href data-testid="dice-link">{use_i18n().dice().open_dice}</a>
        </p>
    }
}

/// The way to the round caller (`routes::rounds`) of a game kept round by
/// round, from its setup and its scorepad.
#[component]
pub fn RoundsLink(href: String) -> impl IntoView {
    view! {
        <p class="dice-link">
            <a class="button button--wide" href=href data-testid="rounds-link">{use_i18n().rounds().open_rounds}</a>
        </p>
    }
}
