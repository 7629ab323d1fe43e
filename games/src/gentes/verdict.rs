//! Gentes' tie-breaks, as data, and their words in English and Traditional
//! Chinese side by side.

use crate::words::{Language, Say};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieRule {
    /// Civilization cards played.
    CardsPlayed,
    Coins,
}

impl Say for TieRule {
    fn say(&self, language: Language) -> String {
        match (self, language) {
            (TieRule::CardsPlayed, Language::English) => "civilization cards played",
            (TieRule::CardsPlayed, Language::TraditionalChinese) => "已打出的文明卡",
            (TieRule::Coins, Language::English) => "coins",
            (TieRule::Coins, Language::TraditionalChinese) => "金幣",
        }
        .to_owned()
    }
}
