//! Gentes' breakdown lines, as data (with how many cubes or coins make a point,
//! so no sentence restates a rule), and their words in English and Traditional
//! Chinese side by side.

use crate::words::{plus_list, Language, Say};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// Points on the score track.
    ScoreTrack,
    /// Each hand card scores half its printed value, rounded up on its own: the
    /// printed `values` and each card's `halves`.
    PlayableHand {
        values: Vec<i64>,
        halves: Vec<i64>,
    },
    UnplayableHand {
        values: Vec<i64>,
        halves: Vec<i64>,
    },
    Cubes {
        cubes: i64,
        per_point: i64,
    },
    Coins {
        coins: i64,
        per_point: i64,
    },
    /// Entered from the rulebook's table.
    HourglassPenalty,
}

impl Item {
    /// Stable id of the kind of line (the API's `key`).
    pub const fn key(&self) -> &'static str {
        match self {
            Item::ScoreTrack => "track",
            Item::PlayableHand { .. } => "playable_hand",
            Item::UnplayableHand { .. } => "unplayable_hand",
            Item::Cubes { .. } => "cubes",
            Item::Coins { .. } => "coins",
            Item::HourglassPenalty => "hourglass_penalty",
        }
    }
}

impl Say for Item {
    fn say(&self, language: Language) -> String {
        match self {
            Item::ScoreTrack => match language {
                Language::English => "Score track".to_owned(),
                Language::TraditionalChinese => "計分軌".to_owned(),
            },
            Item::PlayableHand { values, halves } => match language {
                Language::English => format!(
                    "Playable hand cards {}, each halved and rounded up: {}",
                    plus_list(values),
                    plus_list(halves)
                ),
                Language::TraditionalChinese => format!(
                    "可打出的手牌 {}，每張各取一半、無條件進位：{}",
                    plus_list(values),
                    plus_list(halves)
                ),
            },
            Item::UnplayableHand { values, halves } => match language {
                Language::English => format!(
                    "Unplayable hand cards {}, each halved and rounded up: {}",
                    plus_list(values),
                    plus_list(halves)
                ),
                Language::TraditionalChinese => format!(
                    "無法打出的手牌 {}，每張各取一半、無條件進位：{}",
                    plus_list(values),
                    plus_list(halves)
                ),
            },
            Item::Cubes { cubes, per_point } => match language {
                Language::English => format!("Cubes {cubes} ÷ {per_point}"),
                Language::TraditionalChinese => format!("方塊 {cubes} ÷ {per_point}"),
            },
            Item::Coins { coins, per_point } => match language {
                Language::English => format!("Coins {coins} ÷ {per_point}"),
                Language::TraditionalChinese => format!("金幣 {coins} ÷ {per_point}"),
            },
            Item::HourglassPenalty => match language {
                Language::English => "Hourglass penalty (entered from the rulebook)".to_owned(),
                Language::TraditionalChinese => "沙漏扣分（依規則書輸入）".to_owned(),
            },
        }
    }
}
