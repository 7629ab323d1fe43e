//! Where each language's text is. The language itself is the rules crate's
//! [`Language`], so the rules' words and the pages' text are chosen by one type.

use super::{en, en_score, setup_text, zh_tw, zh_tw_score, Strings};
use games::Language;

/// The app's text tables in a language.
pub trait Texts {
    /// Every piece of text a page shows.
    fn strings(self) -> &'static Strings;

    /// The islands' text (see [`setup_text::IslandText`]).
    fn island(self) -> &'static setup_text::IslandText;
}

impl Texts for Language {
    fn strings(self) -> &'static Strings {
        match self {
            Language::English => &en::STRINGS,
            Language::TraditionalChinese => &zh_tw::STRINGS,
        }
    }

    fn island(self) -> &'static setup_text::IslandText {
        match self {
            Language::English => &en_score::ISLAND,
            Language::TraditionalChinese => &zh_tw_score::ISLAND,
        }
    }
}
