//! Card City's tie-break and warning, as data, and their words in English and
//! Traditional Chinese side by side.

use super::grid::MissedGrowth;
use crate::words::{Language, Say};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieRule {
    /// Coins left after converting coins to points.
    CoinsLeft,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// Growth the rules make mandatory did not happen.
    MissedGrowth { who: String, growth: MissedGrowth },
}

impl Say for TieRule {
    fn say(&self, language: Language) -> String {
        match (self, language) {
            (TieRule::CoinsLeft, Language::English) => {
                "coins left after converting coins to points"
            }
            (TieRule::CoinsLeft, Language::TraditionalChinese) => "換算分數後剩下的金幣",
        }
        .to_owned()
    }
}

impl Say for Warning {
    fn say(&self, language: Language) -> String {
        match self {
            Warning::MissedGrowth { who, growth } => match language {
                Language::English => format!("{who}'s city: {}", growth.say(language)),
                Language::TraditionalChinese => {
                    let who = crate::words::before_han(who);
                    format!("{who}的城市：{}", growth.say(language))
                }
            },
        }
    }
}
