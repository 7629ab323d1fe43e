//! Card City's breakdown lines, as data, and their words in English and
//! Traditional Chinese side by side.

use crate::words::{listed, Language, Say};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// Each residential district scores T(size).
    ResidentialDistricts { sizes: Vec<i64> },
    /// One point off per empty cell.
    EmptyCells { cells: i64 },
    /// Coins become points; the rest breaks ties.
    CoinsToPoints { coins: i64, points: i64, left: i64 },
}

impl Item {
    /// Stable id of the kind of line (the API's `key`).
    pub const fn key(&self) -> &'static str {
        match self {
            Item::ResidentialDistricts { .. } => "residential_districts",
            Item::EmptyCells { .. } => "empty_cells",
            Item::CoinsToPoints { .. } => "coins",
        }
    }
}

impl Say for Item {
    fn say(&self, language: Language) -> String {
        match self {
            Item::ResidentialDistricts { sizes } => match language {
                Language::English => listed("Residential districts", sizes, language),
                Language::TraditionalChinese => listed("住宅區", sizes, language),
            },
            Item::EmptyCells { cells } => match language {
                Language::English => format!("Empty cells {cells}"),
                Language::TraditionalChinese => format!("空格 {cells}"),
            },
            Item::CoinsToPoints {
                coins,
                points,
                left,
            } => match language {
                Language::English => format!("Coins {coins} → {points} points, {left} left"),
                Language::TraditionalChinese => format!("金幣 {coins} → {points} 分，剩 {left}"),
            },
        }
    }
}
