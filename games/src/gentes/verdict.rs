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
        let zh = language == Language::TraditionalChinese;
        match (self, zh) {
            (TieRule::CardsPlayed, false) => "civilization cards played",
            (TieRule::CardsPlayed, true) => "已打出的文明卡",
            (TieRule::Coins, false) => "coins",
            (TieRule::Coins, true) => "金幣",
        }
        .to_owned()
    }
}
