//! How Catan settles a level score and what it warns of, as data, and their
//! words in English and Traditional Chinese side by side.

use crate::words::{Language, Say};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Settled {
    /// A level score goes to who reached the winning points on their own turn.
    EndedOnOwnTurn { winner: String, points: i64 },
    /// House rule: the highest score wins, not who ended the game.
    HighestScoreHouseRule { ender: String },
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// Others show the winning points too; only who ended the game wins.
    AlsoAtWinningPoints {
        others: Vec<String>,
        winner: String,
        points: i64,
    },
    /// Nobody has the winning points.
    CatanNotOver { points: i64 },
}

impl Say for Settled {
    fn say(&self, language: Language) -> String {
        match self {
            Settled::EndedOnOwnTurn { winner, points } => match language {
                Language::English => {
                    format!("{winner} reached {points} points on their own turn and wins.")
                }
                Language::TraditionalChinese => {
                    let winner = crate::words::before_han(winner);
                    format!("{winner}在自己的回合達到 {points} 分，獲勝。")
                }
            },
            Settled::HighestScoreHouseRule { ender } => match language {
                Language::English => {
                    format!("House rule: the highest score wins, though {ender} ended the game.")
                }
                Language::TraditionalChinese => {
                    let ender = crate::words::before_han(ender);
                    format!("家規：分數最高者獲勝，雖然是{ender}結束了遊戲。")
                }
            },
        }
    }
}

impl Warning {
    /// Whether it says the game is not over yet (nobody has the points to win).
    pub fn says_not_over(&self) -> bool {
        matches!(self, Warning::CatanNotOver { .. })
    }
}

impl Say for Warning {
    fn say(&self, language: Language) -> String {
        match self {
            Warning::AlsoAtWinningPoints {
                others,
                winner,
                points,
            } => match language {
                Language::English => format!(
                    "{} also shows {points} or more points; only {winner}, who reached {points} on their own turn, wins.",
                    others.join(", ")
                ),
                Language::TraditionalChinese => {
                    let winner = crate::words::before_han(winner);
                    format!(
                        "{}也有 {points} 分以上；只有在自己回合達到 {points} 分的{winner}獲勝。",
                        crate::words::before_han(&others.join("、"))
                    )
                }
            },
            Warning::CatanNotOver { points } => match language {
                Language::English => {
                    format!("Nobody has {points} points yet: the game is not over.")
                }
                Language::TraditionalChinese => format!("還沒有人達到 {points} 分：遊戲尚未結束。"),
            },
        }
    }
}
