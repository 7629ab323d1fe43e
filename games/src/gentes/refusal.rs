//! Gentes' refusals of an impossible game, as data, and their words in English
//! and Traditional Chinese side by side.

use super::BonusTile;
use crate::path::FieldPath;
use crate::words::{Language, Say};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The 8th-card tile without 8 cards played.
    EighthCardTileTooEarly { cards_played: i64, needed: i64 },
    /// An 8-point tile kind claimed twice: by `first` (at `first_at`) and again
    /// by `second` (at the error's own field); the same name when one player
    /// lists it twice.
    TileTwice {
        tile: BonusTile,
        first: String,
        second: String,
        first_at: Box<FieldPath>,
    },
}

impl Refusal {
    /// The earlier claim to a tile ticked twice, for a page to mark as well.
    pub fn other_field(&self) -> Option<&FieldPath> {
        match self {
            Refusal::TileTwice { first_at, .. } => Some(first_at),
            Refusal::EighthCardTileTooEarly { .. } => None,
        }
    }
}

impl Say for Refusal {
    fn say(&self, language: Language) -> String {
        match self {
            Refusal::EighthCardTileTooEarly {
                cards_played,
                needed,
            } => match language {
                Language::English => format!(
                    "The 8-point tile for the 8th card played needs {needed} civilization cards played, but {cards_played} are entered"
                ),
                Language::TraditionalChinese => format!(
                    "「第 8 張卡」的 8 分板塊需要打出 {needed} 張文明卡，但目前填的是 {cards_played} 張。"
                ),
            },
            Refusal::TileTwice {
                tile,
                first,
                second,
                ..
            } if first == second => match language {
                Language::English => format!(
                    "The {} 8-point tile is listed twice for {first}: each kind has only one 8-point tile",
                    tile.name()
                ),
                Language::TraditionalChinese => {
                    let first = crate::words::before_han(first);
                    format!(
                        "「{}」8 分板塊替{first}列了兩次：每種 8 分板塊只有一張。",
                        tile.name_zh_tw()
                    )
                }
            },
            Refusal::TileTwice {
                tile, first, second, ..
            } => match language {
                Language::English => format!(
                    "The {} 8-point tile is ticked for both {first} and {second}: each kind has only one, taken by the first player to qualify (its points are already on the track)",
                    tile.name()
                ),
                Language::TraditionalChinese => {
                    let first = crate::words::before_han(first);
                    let second = crate::words::before_han(second);
                    format!(
                        "{first}和{second}都勾了「{}」8 分板塊：每種只有一張，由第一位達成條件的玩家拿走（分數已在計分軌上）。請取消沒拿到的那位。",
                        tile.name_zh_tw()
                    )
                }
            },
        }
    }
}
