//! How a result was settled and what looks wrong in it, as data: the API says it in
//! English (`Display`), pages in their own language from the same figures.

use crate::for_every_game;
use crate::words::{Language, Say};
use crate::Game;
use std::fmt;

macro_rules! verdicts {
    ($($game:ident $module:ident,)*) => {
        /// The value a tie-break compares: each game's own, wrapped once.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum TieRule {
            $($game(<crate::$module::$game as Game>::TieRule),)*
        }

        impl Say for TieRule {
            fn say(&self, language: Language) -> String {
                match self {
                    $(TieRule::$game(rule) => rule.say(language),)*
                }
            }
        }

        /// How the ranking's top was settled, when there was anything to settle.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Settled {
            Ties(Vec<TieGroup>),
            $($game(<crate::$module::$game as Game>::Settled),)*
        }

        impl Settled {
            /// Whether this settled a tie (else it only explains one).
            pub fn breaks_a_tie(&self) -> bool {
                match self {
                    Settled::Ties(_) => true,
                    $(Settled::$game(settled) => crate::$module::$game::settled_breaks_a_tie(settled),)*
                }
            }
        }

        impl Say for Settled {
            fn say(&self, language: Language) -> String {
                match self {
                    Settled::Ties(groups) => {
                        let sentences: Vec<String> = groups.iter().map(|g| g.say(language)).collect();
                        let between = match language {
                            Language::English => " ",
                            Language::TraditionalChinese => "",
                        };
                        sentences.join(between)
                    }
                    $(Settled::$game(settled) => settled.say(language),)*
                }
            }
        }

        /// Something allowed that looks wrong, worth a second look: each game's own,
        /// wrapped once.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Warning {
            /// First place is tied, and a tie-break it takes was left blank by
            /// a tied player: any game whose tie-break counts may be blank.
            BlankBreaksTie(BlankTieCount),
            /// A count left blank, scored as 0, that entered could change a
            /// rank or the winner (Catan's settlements, Gentes' score track).
            BlankChangesRanking(BlankCount),
            $($game(<crate::$module::$game as Game>::Warning),)*
        }

        impl Warning {
            /// Whether the warning says the game is not over yet.
            pub fn says_not_over(&self) -> bool {
                match self {
                    Warning::BlankBreaksTie(_) | Warning::BlankChangesRanking(_) => false,
                    $(Warning::$game(warning) => crate::$module::$game::warning_says_not_over(warning),)*
                }
            }

            /// Whether the warning names a count left blank that could change
            /// a rank or the winner.
            pub fn names_a_blank(&self) -> bool {
                match self {
                    Warning::BlankBreaksTie(_) | Warning::BlankChangesRanking(_) => true,
                    $(Warning::$game(warning) => crate::$module::$game::warning_names_a_blank(warning),)*
                }
            }
        }

        impl Say for Warning {
            fn say(&self, language: Language) -> String {
                match self {
                    Warning::BlankBreaksTie(blank) => blank.say(language),
                    Warning::BlankChangesRanking(blank) => blank.say(language),
                    $(Warning::$game(warning) => warning.say(language),)*
                }
            }
        }

        crate::words::wrapped!(TieRule: $($game(<crate::$module::$game as Game>::TieRule)),*);
        crate::words::wrapped!(Warning: $($game(<crate::$module::$game as Game>::Warning)),*);
        crate::words::wrapped!(Settled: $($game(<crate::$module::$game as Game>::Settled)),*);
    };
}
for_every_game!(verdicts);

impl TieRule {
    /// The rule in the API's English.
    pub fn label(self) -> String {
        self.say(Language::English)
    }
}

/// A tie-break count a tied player left blank, counted as 0 until entered,
/// that first place is decided by. `field`: the count's words in a sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlankTieCount {
    pub player: String,
    pub field: crate::words::Words,
}

impl Say for BlankTieCount {
    fn say(&self, language: Language) -> String {
        let BlankTieCount { player, field } = self;
        let field = field.get(language);
        match language {
            Language::English => format!(
                "First place is tied, and {player}'s {field} breaks it, but it is blank: counted as 0 until it is entered."
            ),
            Language::TraditionalChinese => {
                let player = crate::words::before_han(player);
                format!("第一名平手，要比{field}，但{player}的還沒填：暫時以 0 計。")
            }
        }
    }
}

/// A count a player left blank, scored as 0, that entered could change a
/// rank or the winner. `field`: the count's words in a sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlankCount {
    pub player: String,
    pub field: crate::words::Words,
}

impl Say for BlankCount {
    fn say(&self, language: Language) -> String {
        let BlankCount { player, field } = self;
        match language {
            Language::English => format!(
                "{player}'s count of {} is blank: counted as 0 until it is entered, and entering it can change the ranking.",
                field.en
            ),
            Language::TraditionalChinese => {
                let player = crate::words::before_han(player);
                format!("{player}的{}還沒填：暫時以 0 計，填入後名次可能改變。", field.zh_tw)
            }
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

impl Say for TieGroup {
    fn say(&self, language: Language) -> String {
        match language {
            Language::English => self.to_string(),
            Language::TraditionalChinese => {
                let joined = self.names.join("、");
                let names = crate::words::before_han(&joined);
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
                    let joined = place.names.join("、");
                    let names = crate::words::before_han(&joined);
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

// The API keeps its sentences: both are sent as their English text.
crate::words::sent_in_english!(Settled, Warning);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card_city::Card;
    use crate::{card_city, catan, citadels, city_council, gentes};

    /// Chinese text with Chinese names in it has no English words left.
    fn assert_chinese(text: &str) {
        assert!(!text.chars().any(|c| c.is_ascii_alphabetic()), "{text}");
    }

    #[test]
    fn a_name_ending_in_a_number_keeps_its_space_before_chinese() {
        let group = TieGroup {
            names: vec!["玩家 1".into(), "玩家 4".into()],
            total: 12,
            steps: vec![TieStep {
                rule: gentes::TieRule::CardsPlayed.into(),
                values: vec![("玩家 1".into(), 3), ("玩家 4".into(), 3)],
            }],
            shared: vec![SharedPlace {
                names: vec!["甲".into(), "玩家 4".into()],
                rank: 1,
            }],
        };
        let said = group.say(Language::TraditionalChinese);
        assert!(said.starts_with("玩家 1、玩家 4 同為 12 分"), "{said}");
        assert!(said.ends_with("甲、玩家 4 並列第 1 名。"), "{said}");
        let named = TieGroup {
            names: vec!["甲".into(), "乙".into()],
            ..group
        };
        assert!(named
            .say(Language::TraditionalChinese)
            .starts_with("甲、乙同為 12 分"));
    }

    fn say_zh(said: &impl Say) -> String {
        said.say(Language::TraditionalChinese)
    }

    #[test]
    fn every_tie_break_and_warning_is_said_in_chinese() {
        let names = || vec!["甲".to_owned(), "乙".to_owned()];
        let rules: [TieRule; 7] = [
            card_city::TieRule::CoinsLeft.into(),
            city_council::TieRule::FavourCardsInHand.into(),
            city_council::TieRule::SecretFunds.into(),
            citadels::TieRule::HighestRank.into(),
            citadels::TieRule::MostGold.into(),
            gentes::TieRule::CardsPlayed.into(),
            gentes::TieRule::Coins.into(),
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
        let settled: [Settled; 3] = [
            city_council::Settled::CityLost.into(),
            catan::Settled::EndedOnOwnTurn {
                winner: "甲".into(),
                points: 10,
            }
            .into(),
            catan::Settled::HighestScoreHouseRule {
                ender: "乙".into()
            }
            .into(),
        ];
        for settled in settled {
            assert_chinese(&say_zh(&settled));
        }
        for card in [Card::Residential, Card::Commercial] {
            let growth = card_city::grid::MissedGrowth {
                district: 0,
                card,
                size: 1,
                touching: 2,
            };
            let who = "甲".into();
            let warning = Warning::from(card_city::Warning::MissedGrowth { who, growth });
            assert_chinese(&say_zh(&warning));
        }
        let warnings: [Warning; 5] = [
            Warning::BlankBreaksTie(BlankTieCount {
                player: "甲".into(),
                field: crate::words::Words::new("coins", "金幣"),
            }),
            city_council::Warning::CouncilNotOver { points: 11 }.into(),
            catan::Warning::AlsoAtWinningPoints {
                others: names(),
                winner: "丙".into(),
                points: 10,
            }
            .into(),
            catan::Warning::CatanNotOver { points: 10 }.into(),
            citadels::Warning::RankNeeded.into(),
        ];
        for warning in warnings {
            assert_chinese(&say_zh(&warning));
        }
    }
}
