//! Catan's breakdown lines, as data (with the points each piece is worth, so no
//! sentence restates a rule), and their words in English and Traditional
//! Chinese side by side.

use crate::words::{Language, Say};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    Settlements { count: i64, each: i64 },
    Cities { count: i64, each: i64 },
    LongestRoad,
    LargestArmy,
    VictoryPointCards { count: i64 },
}

impl Item {
    /// Stable id of the kind of line (the API's `key`).
    pub const fn key(&self) -> &'static str {
        match self {
            Item::Settlements { .. } => "settlements",
            Item::Cities { .. } => "cities",
            Item::LongestRoad => "longest_road",
            Item::LargestArmy => "largest_army",
            Item::VictoryPointCards { .. } => "vp_cards",
        }
    }
}

impl Say for Item {
    fn say(&self, language: Language) -> String {
        match self {
            Item::Settlements { count, each } => match language {
                Language::English => format!("Settlements {count} × {each}"),
                Language::TraditionalChinese => format!("村莊 {count} × {each}"),
            },
            Item::Cities { count, each } => match language {
                Language::English => format!("Cities {count} × {each}"),
                Language::TraditionalChinese => format!("城市 {count} × {each}"),
            },
            Item::LongestRoad => match language {
                Language::English => "Longest Road".to_owned(),
                Language::TraditionalChinese => "最長道路".to_owned(),
            },
            Item::LargestArmy => match language {
                Language::English => "Largest Army".to_owned(),
                Language::TraditionalChinese => "最大騎士團".to_owned(),
            },
            Item::VictoryPointCards { count } => match language {
                Language::English => format!("Victory point cards {count}"),
                Language::TraditionalChinese => format!("分數卡 {count}"),
            },
        }
    }
}
