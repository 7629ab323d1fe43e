//! Catan's refusals of an impossible game (and of a setup's balancing limit no
//! board can meet), as data, and their words in English and Traditional Chinese
//! side by side.

use super::BoardSize;
use crate::words::{Language, Say};

/// A card only one player holds. It moves only to a player who exceeds its
/// holder: a tie leaves it where it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeldCard {
    LongestRoad,
    LargestArmy,
}

impl HeldCard {
    pub const fn name(self) -> &'static str {
        match self {
            HeldCard::LongestRoad => "Longest Road",
            HeldCard::LargestArmy => "Largest Army",
        }
    }

    /// What a player needs to take the card: 5 road segments, 3 knights.
    pub const fn least(self) -> i64 {
        match self {
            HeldCard::LongestRoad => super::LONGEST_ROAD_MIN,
            HeldCard::LargestArmy => super::LARGEST_ARMY_MIN,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// A player with fewer buildings than the two they started with.
    TooFewBuildings {
        who: String,
        buildings: i64,
        least: i64,
    },
    /// Another player's entered value exceeds the card holder's: the card would
    /// have moved to them.
    HolderExceeded {
        holder: String,
        card: HeldCard,
        held: i64,
        rival: String,
        rival_value: i64,
    },
    /// More knights played than the deck has.
    KnightsOverDeck { total: i64, deck: i64 },
    /// More victory point cards than the deck has.
    VpCardsOverDeck { total: i64, deck: i64 },
    /// The player said to have ended the game has too few points.
    EnderShort {
        who: String,
        points: i64,
        needed: i64,
    },
    /// Setup: a balancing limit tighter than every layout can meet.
    CapTooTight {
        rule: &'static str,
        value: u8,
        board: BoardSize,
        tightest: u8,
    },
}

impl Say for Refusal {
    fn say(&self, language: Language) -> String {
        match self {
            Refusal::TooFewBuildings {
                who,
                buildings,
                least,
            } => match language {
                Language::English => format!(
                    "{who}'s settlements and cities add up to {buildings}, but every player keeps the {least} settlements they started with (a city replaces a settlement)"
                ),
                Language::TraditionalChinese => {
                    let who = crate::words::before_han(who);
                    format!(
                        "{who}的村莊加城市共 {buildings} 個，但每位玩家都保有開局的 {least} 個村莊（城市由村莊升級而來）。"
                    )
                }
            },
            Refusal::HolderExceeded {
                holder,
                card,
                held,
                rival,
                rival_value,
            } => match language {
                Language::English => {
                    let unit = match card {
                        HeldCard::LongestRoad => "road segments",
                        HeldCard::LargestArmy => "knights",
                    };
                    format!(
                        "{holder} holds the {} with {held} {unit}, but {rival} has {rival_value}; the card moves to a player with at least {least} {unit} who exceeds its holder (a tie leaves it where it is)",
                        card.name(),
                        least = card.least(),
                    )
                }
                Language::TraditionalChinese => {
                    let least = card.least();
                    let (card, unit) = match card {
                        HeldCard::LongestRoad => ("最長道路", "段道路"),
                        HeldCard::LargestArmy => ("最大騎士團", "張騎士"),
                    };
                    let holder = crate::words::before_han(holder);
                    let rival = crate::words::before_han(rival);
                    format!(
                        "{holder}持有{card}（{held} {unit}），但{rival}有 {rival_value}；至少 {least} {unit}且超過持有者的玩家才會拿走這張卡（平手時仍歸原持有者）。"
                    )
                }
            },
            Refusal::KnightsOverDeck { total, deck } => match language {
                Language::English => {
                    format!("Knights played add up to {total}, but the deck has {deck}")
                }
                Language::TraditionalChinese => {
                    format!("已打出的騎士合計 {total} 張，但牌庫只有 {deck} 張。")
                }
            },
            Refusal::VpCardsOverDeck { total, deck } => match language {
                Language::English => {
                    format!("Victory point cards add up to {total}, but the deck has {deck}")
                }
                Language::TraditionalChinese => {
                    format!("分數卡合計 {total} 張，但牌庫只有 {deck} 張。")
                }
            },
            Refusal::EnderShort {
                who,
                points,
                needed,
            } => match language {
                Language::English => {
                    format!("{who}'s {points} points cannot end the game: it takes {needed}")
                }
                Language::TraditionalChinese => {
                    let who = crate::words::before_han(who);
                    format!("{who}只有 {points} 分，無法結束遊戲：需要 {needed} 分。")
                }
            },
            Refusal::CapTooTight {
                rule,
                value,
                board,
                tightest,
            } => match language {
                Language::English => {
                    let board = match board {
                        BoardSize::Base => "3–4",
                        BoardSize::Extended => "5–6",
                    };
                    format!(
                        "A limit of {value} for {rule} cannot be met on every layout of the {board} player board; {tightest} is the tightest (or turn the rule off)"
                    )
                }
                Language::TraditionalChinese => {
                    let board = match board {
                        BoardSize::Base => "3–4 人",
                        BoardSize::Extended => "5–6 人",
                    };
                    format!(
                        "限制 {value} 無法在 {board}版圖的每種配置上達成；最嚴只能到 {tightest}。"
                    )
                }
            },
        }
    }
}
