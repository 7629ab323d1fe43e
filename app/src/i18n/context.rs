//! The page's language, shared by every component through context.

use super::{setup_text, Strings, Texts};
use games::{GameId, Language};
use leptos::prelude::*;

/// The current language.
#[derive(Debug, Clone, Copy)]
pub struct I18n {
    language: RwSignal<Language>,
}

impl I18n {
    /// Starts the language for this page and makes it available to [`use_i18n`].
    pub fn provide(initial: Language) -> I18n {
        let i18n = I18n {
            language: RwSignal::new(initial),
        };
        provide_context(i18n);
        i18n
    }

    /// The current language (tracked).
    pub fn language(&self) -> Language {
        self.language.get()
    }

    /// The text of the current language. Not tracked: pages are rendered on the
    /// server in one language (a switch asks for the page again), so text needs no
    /// effect of its own, which keeps the wasm small.
    pub fn t(&self) -> &'static Strings {
        self.language.get_untracked().strings()
    }

    /// The islands' text in the current language (not tracked, as [`I18n::t`]).
    pub fn island(&self) -> &'static setup_text::IslandText {
        self.language.get_untracked().island()
    }

    /// The dice words in the current language (not tracked, as [`I18n::t`]).
    pub fn dice(&self) -> &'static super::dice_text::DiceText {
        super::dice_text::dice_text(self.language.get_untracked())
    }

    /// The round caller's words in the current language (not tracked).
    pub fn rounds(&self) -> &'static super::round_text::RoundText {
        super::round_text::round_text(self.language.get_untracked())
    }

    /// A game's name in the current language (not tracked, as [`I18n::t`]).
    pub fn game_name(&self, game: GameId) -> &'static str {
        self.language.get_untracked().game_name(game)
    }

    /// A name from the rules crate in the current language (not tracked).
    pub fn name(&self, en: &'static str, zh_tw: &'static str) -> &'static str {
        match self.language.get_untracked() {
            Language::English => en,
            Language::TraditionalChinese => zh_tw,
        }
    }
}

/// The page's language. Islands hydrate without the page's context, so in the
/// browser they read it back from `<html lang>`.
pub fn use_i18n() -> I18n {
    use_context::<I18n>().unwrap_or_else(|| I18n::provide(crate::request::request_language()))
}
