//! Citadels' tie-breaks and warning, as data, and their words in English and
//! Traditional Chinese side by side.

use crate::words::{Language, Say};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieRule {
    /// 2016: the highest character rank revealed in the last round.
    HighestRank,
    /// Classic house rule: gold.
    MostGold,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// 2016: a tie needs every player's highest revealed rank.
    RankNeeded,
}

impl Say for TieRule {
    fn say(&self, language: Language) -> String {
        match (self, language) {
            (TieRule::HighestRank, Language::English) => {
                "highest character rank revealed in the last round"
            }
            (TieRule::HighestRank, Language::TraditionalChinese) => "最後一輪展示的最高角色順位",
            (TieRule::MostGold, Language::English) => "gold (house rule)",
            (TieRule::MostGold, Language::TraditionalChinese) => "金幣（家規）",
        }
        .to_owned()
    }
}

impl Say for Warning {
    fn say(&self, language: Language) -> String {
        match (self, language) {
            (Warning::RankNeeded, Language::English) => "A tie is broken by the highest character rank revealed in the last round; enter it for every player.",
            (Warning::RankNeeded, Language::TraditionalChinese) => {
                "平手時比較最後一輪展示的最高角色順位；請為每位玩家填入。"
            }
        }
        .to_owned()
    }
}
