//! How a result was settled and what looks wrong in it, as data: the API says it in
//! English (`Display`), pages in their own language from the same figures.

use crate::card_city::grid::MissedGrowth;
use crate::words::{Language, Say};
use serde::{Serialize, Serializer};
use std::fmt;

/// The value a tie-break compares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieRule {
    /// Card City: coins left after converting coins to points.
    CoinsLeft,
    /// City Council: favour cards in hand, fewer wins.
    FavourCardsInHand,
    /// City Council: secret funds.
    SecretFunds,
    /// Citadels 2016: the highest character rank revealed in the last round.
    HighestRank,
    /// Citadels classic house rule: gold.
    MostGold,
    /// Gentes: civilization cards played.
    CardsPlayed,
    /// Gentes: coins.
    Coins,
}

impl TieRule {
    pub const fn label(self) -> &'static str {
        match self {
            TieRule::CoinsLeft => "coins left after converting coins to points",
            TieRule::FavourCardsInHand => "favour cards in hand (fewer wins)",
            TieRule::SecretFunds => "secret funds",
            TieRule::HighestRank => "highest character rank revealed in the last round",
            TieRule::MostGold => "gold (house rule)",
            TieRule::CardsPlayed => "civilization cards played",
            TieRule::Coins => "coins",
        }
    }
}

/// One tie-break applied to a tied group: each player's value, in entry order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TieStep {
    pub rule: TieRule,
    pub values: Vec<(String, i64)>,
}

/// Players still level after every tie-break, and the place they share.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedPlace {
    pub names: Vec<String>,
    pub rank: u32,
}

/// A group of players level on total, and how the tie-breaks split them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TieGroup {
    pub names: Vec<String>,
    pub total: i64,
    /// Empty when the game has no tie-break: the group shares its place.
    pub steps: Vec<TieStep>,
    pub shared: Vec<SharedPlace>,
}

impl TieGroup {
    /// The place a group without tie-breaks shares (1st when nothing says).
    pub fn shared_rank(&self) -> u32 {
        self.shared.first().map_or(1, |s| s.rank)
    }
}

/// How the ranking's top was settled, when there was anything to settle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Settled {
    /// Groups level on total, best first.
    Ties(Vec<TieGroup>),
    /// City Council: the city was lost, so nobody wins.
    CityLost,
    /// Catan: a level score goes to who reached 10 on their own turn.
    EndedOnOwnTurn { winner: String, points: i64 },
    /// Catan house rule: the highest score wins, not who ended the game.
    HighestScoreHouseRule { ender: String },
}

/// Something allowed that looks wrong, worth a second look.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// Card City: growth the rules make mandatory did not happen.
    MissedGrowth { who: String, growth: MissedGrowth },
    /// City Council: nobody reached the points that end the game, and the deck lasts.
    CouncilNotOver { points: i64 },
    /// Catan: others show the winning points too; only who ended the game wins.
    AlsoAtWinningPoints {
        others: Vec<String>,
        winner: String,
        points: i64,
    },
    /// Catan: nobody has the winning points.
    CatanNotOver { points: i64 },
    /// Citadels 2016: a tie needs every player's highest revealed rank.
    RankNeeded,
}

pub fn join_names<S: AsRef<str>>(names: &[S]) -> String {
    match names {
        [] => String::new(),
        [one] => one.as_ref().to_owned(),
        [init @ .., last] => {
            let init: Vec<&str> = init.iter().map(AsRef::as_ref).collect();
            format!("{} and {}", init.join(", "), last.as_ref())
        }
    }
}

pub fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

impl Say for TieRule {
    fn say(&self, language: Language) -> String {
        match language {
            Language::English => self.label(),
            Language::TraditionalChinese => match self {
                TieRule::CoinsLeft => "換算分數後剩下的金幣",
                TieRule::FavourCardsInHand => "手中偏好卡（少者勝）",
                TieRule::SecretFunds => "秘密資金",
                TieRule::HighestRank => "最後一輪展示的最高角色順位",
                TieRule::MostGold => "金幣（家規）",
                TieRule::CardsPlayed => "已打出的文明卡",
                TieRule::Coins => "金幣",
            },
        }
        .to_owned()
    }
}

impl Say for TieGroup {
    fn say(&self, language: Language) -> String {
        match language {
            Language::English => self.to_string(),
            Language::TraditionalChinese => {
                let names = self.names.join("、");
                let mut text = format!("{names}同為 {} 分", self.total);
                if self.steps.is_empty() {
                    let rank = self.shared_rank();
                    return format!("{text}，並列第 {rank} 名。");
                }
                for step in &self.steps {
                    let values: Vec<String> = step
                        .values
                        .iter()
                        .map(|(n, v)| format!("{n}（{v}）"))
                        .collect();
                    let rule = step.rule.say(language);
                    text.push_str(&format!("；比較{rule}：{}", values.join("、")));
                }
                text.push('。');
                for place in &self.shared {
                    let names = place.names.join("、");
                    text.push_str(&format!("{names}並列第 {} 名。", place.rank));
                }
                text
            }
        }
    }
}

impl fmt::Display for TieGroup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} tied on {} points",
            join_names(&self.names),
            self.total
        )?;
        if self.steps.is_empty() {
            let rank = self.shared_rank();
            return write!(f, ". They share {} place.", ordinal(rank));
        }
        for step in &self.steps {
            let values: Vec<String> = step
                .values
                .iter()
                .map(|(n, v)| format!("{n} {v}"))
                .collect();
            write!(f, "; by {}: {}", step.rule.label(), values.join(", "))?;
        }
        f.write_str(".")?;
        for place in &self.shared {
            write!(
                f,
                " {} share {} place.",
                join_names(&place.names),
                ordinal(place.rank)
            )?;
        }
        Ok(())
    }
}

impl fmt::Display for Settled {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl Say for Settled {
    fn say(&self, language: Language) -> String {
        let zh = language == Language::TraditionalChinese;
        match self {
            Settled::Ties(groups) => {
                let sentences: Vec<String> = groups.iter().map(|g| g.say(language)).collect();
                sentences.join(if zh { "" } else { " " })
            }
            Settled::CityLost => match zh {
                false => "The city was lost (all crime or all pollution cubes on the board), so everyone loses.".to_owned(),
                true => "城市失守（犯罪或污染方塊全數上板），所有人一起落敗。".to_owned(),
            },
            Settled::EndedOnOwnTurn { winner, points } => match zh {
                false => format!("{winner} reached {points} points on their own turn and wins."),
                true => format!("{winner}在自己的回合達到 {points} 分，獲勝。"),
            },
            Settled::HighestScoreHouseRule { ender } => match zh {
                false => format!("House rule: the highest score wins, though {ender} ended the game."),
                true => format!("家規：分數最高者獲勝，雖然是{ender}結束了遊戲。"),
            },
        }
    }
}

impl Say for Warning {
    fn say(&self, language: Language) -> String {
        let zh = language == Language::TraditionalChinese;
        match self {
            Warning::MissedGrowth { who, growth } => match zh {
                false => format!("{who}'s city: {}", growth.say(language)),
                true => format!("{who}的城市：{}", growth.say(language)),
            },
            Warning::CouncilNotOver { points } => match zh {
                false => format!("Nobody reached {points} points and the favour deck is not exhausted: the game is not over yet, or a score is missing."),
                true => format!("沒有人達到 {points} 分，偏好卡牌庫也還沒用完：遊戲還沒結束，或有分數漏填。"),
            },
            Warning::AlsoAtWinningPoints {
                others,
                winner,
                points,
            } => match zh {
                false => format!(
                    "{} also shows {points} or more points; only {winner}, who reached {points} on their own turn, wins.",
                    others.join(", ")
                ),
                true => format!(
                    "{}也有 {points} 分以上；只有在自己回合達到 {points} 分的{winner}獲勝。",
                    others.join("、")
                ),
            },
            Warning::CatanNotOver { points } => match zh {
                false => format!("Nobody has {points} points yet: the game is not over."),
                true => format!("還沒有人達到 {points} 分：遊戲尚未結束。"),
            },
            Warning::RankNeeded => match zh {
                false => "A tie is broken by the highest character rank revealed in the last round; enter it for every player.".to_owned(),
                true => "平手時比較最後一輪展示的最高角色順位；請為每位玩家填入。".to_owned(),
            },
        }
    }
}

/// The API keeps its sentences: both are sent as their English text.
impl Serialize for Settled {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl Serialize for Warning {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card_city::Card;

    /// Chinese text with Chinese names in it has no English words left.
    fn assert_chinese(text: &str) {
        assert!(!text.chars().any(|c| c.is_ascii_alphabetic()), "{text}");
    }

    fn say_zh(said: &impl Say) -> String {
        said.say(Language::TraditionalChinese)
    }

    #[test]
    fn every_tie_break_and_warning_is_said_in_chinese() {
        let names = || vec!["甲".to_owned(), "乙".to_owned()];
        let rules = [
            TieRule::CoinsLeft,
            TieRule::FavourCardsInHand,
            TieRule::SecretFunds,
            TieRule::HighestRank,
            TieRule::MostGold,
            TieRule::CardsPlayed,
            TieRule::Coins,
        ];
        for rule in rules {
            let group = TieGroup {
                names: names(),
                total: 9,
                steps: vec![TieStep {
                    rule,
                    values: vec![("甲".into(), 1), ("乙".into(), 1)],
                }],
                shared: vec![SharedPlace {
                    names: names(),
                    rank: 1,
                }],
            };
            assert_chinese(&say_zh(&Settled::Ties(vec![group])));
        }
        let shared = TieGroup {
            names: names(),
            total: 7,
            steps: vec![],
            shared: vec![],
        };
        assert_chinese(&say_zh(&Settled::Ties(vec![shared])));
        for settled in [
            Settled::CityLost,
            Settled::EndedOnOwnTurn {
                winner: "甲".into(),
                points: 10,
            },
            Settled::HighestScoreHouseRule {
                ender: "乙".into()
            },
        ] {
            assert_chinese(&say_zh(&settled));
        }
        for card in [Card::Residential, Card::Commercial] {
            let growth = MissedGrowth {
                district: 0,
                card,
                size: 1,
                touching: 2,
            };
            assert_chinese(&say_zh(&Warning::MissedGrowth {
                who: "甲".into(),
                growth,
            }));
        }
        for warning in [
            Warning::CouncilNotOver { points: 11 },
            Warning::AlsoAtWinningPoints {
                others: names(),
                winner: "丙".into(),
                points: 10,
            },
            Warning::CatanNotOver { points: 10 },
            Warning::RankNeeded,
        ] {
            assert_chinese(&say_zh(&warning));
        }
    }
}
