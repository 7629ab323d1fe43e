//! How a result was settled and what looks wrong in it, as data: the API says it in
//! English (`Display`), pages in their own language from the same figures.

use crate::card_city::grid::MissedGrowth;
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
        match self {
            Settled::Ties(groups) => {
                let sentences: Vec<String> = groups.iter().map(ToString::to_string).collect();
                f.write_str(&sentences.join(" "))
            }
            Settled::CityLost => f.write_str(
                "The city was lost (all crime or all pollution cubes on the board), so everyone loses.",
            ),
            Settled::EndedOnOwnTurn { winner, points } => {
                write!(f, "{winner} reached {points} points on their own turn and wins.")
            }
            Settled::HighestScoreHouseRule { ender } => {
                write!(f, "House rule: the highest score wins, though {ender} ended the game.")
            }
        }
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Warning::MissedGrowth { who, growth } => write!(f, "{who}'s city: {growth}"),
            Warning::CouncilNotOver { points } => write!(
                f,
                "Nobody reached {points} points and the favour deck is not exhausted: the game is not over yet, or a score is missing."
            ),
            Warning::AlsoAtWinningPoints {
                others,
                winner,
                points,
            } => write!(
                f,
                "{} also shows {points} or more points; only {winner}, who reached {points} on their own turn, wins.",
                others.join(", ")
            ),
            Warning::CatanNotOver { points } => {
                write!(f, "Nobody has {points} points yet: the game is not over.")
            }
            Warning::RankNeeded => f.write_str(
                "A tie is broken by the highest character rank revealed in the last round; enter it for every player.",
            ),
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
