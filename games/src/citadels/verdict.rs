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
    /// A district in a player's city scores by a count left blank (the
    /// Imperial Treasury by gold, the Map Room by cards in hand): counted as
    /// 0 until it is entered. `district` is its deck name; `field` the count's
    /// words as a sentence names it ("gold", 金幣).
    BlankCount {
        player: String,
        district: &'static str,
        field: crate::words::Words,
    },
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
            (Warning::RankNeeded, Language::English) => "A tie is broken by the highest character rank revealed in the last round; enter it for every player.".to_owned(),
            (Warning::RankNeeded, Language::TraditionalChinese) => {
                "平手時比較最後一輪展示的最高角色順位；請為每位玩家填入。".to_owned()
            }
            (Warning::BlankCount { player, district, field }, Language::English) => format!(
                "{player}'s {district} scores by {}, which is blank: counted as 0 until it is entered.",
                field.get(language)
            ),
            (Warning::BlankCount { player, district, field }, Language::TraditionalChinese) => {
                let player = crate::words::before_han(player);
                format!(
                    "{player}的{}依{}計分，但{}還沒填，暫時以 0 計。",
                    super::data::district_zh(district),
                    field.get(language),
                    field.get(language)
                )
            }
        }
    }
}
