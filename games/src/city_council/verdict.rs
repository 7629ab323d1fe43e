//! City Council's tie-breaks, its lost city and its warning, as data, and their
//! words in English and Traditional Chinese side by side.

use crate::words::{Language, Say};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieRule {
    /// Favour cards in hand, fewer wins.
    FavourCardsInHand,
    SecretFunds,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Settled {
    /// The city was lost, so nobody wins.
    CityLost,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// Nobody reached the points that end the game, and the deck lasts.
    CouncilNotOver { points: i64 },
}

impl Settled {
    /// Whether it says how a tie was broken: a lost city is why nobody wins.
    pub fn breaks_a_tie(&self) -> bool {
        match self {
            Settled::CityLost => false,
        }
    }
}

impl Say for TieRule {
    fn say(&self, language: Language) -> String {
        match (self, language) {
            (TieRule::FavourCardsInHand, Language::English) => "favour cards in hand (fewer wins)",
            (TieRule::FavourCardsInHand, Language::TraditionalChinese) => "手中偏好卡（少者勝）",
            (TieRule::SecretFunds, Language::English) => "secret funds",
            (TieRule::SecretFunds, Language::TraditionalChinese) => "秘密資金",
        }
        .to_owned()
    }
}

impl Say for Settled {
    fn say(&self, language: Language) -> String {
        match (self, language) {
            (Settled::CityLost, Language::English) => {
                "The city was lost (all crime or all pollution cubes on the board), so everyone loses."
            }
            (Settled::CityLost, Language::TraditionalChinese) => {
                "城市失守（犯罪或污染方塊全數上板），所有人一起落敗。"
            }
        }
        .to_owned()
    }
}

impl Warning {
    /// Whether it says the game is not over yet (nobody has the points to win).
    pub fn says_not_over(&self) -> bool {
        matches!(self, Warning::CouncilNotOver { .. })
    }
}

impl Say for Warning {
    fn say(&self, language: Language) -> String {
        match (self, language) {
            (Warning::CouncilNotOver { points }, Language::English) => format!(
                "Nobody reached {points} points and the favour deck is not exhausted: the game is not over yet, or a score is missing."
            ),
            (Warning::CouncilNotOver { points }, Language::TraditionalChinese) => format!(
                "沒有人達到 {points} 分，偏好卡牌庫也還沒用完：遊戲還沒結束，或有分數漏填。"
            ),
        }
    }
}
