//! The way to the dice panel (`routes::dice`) of a game played with dice,
//! from its setup and its scorepad.

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
