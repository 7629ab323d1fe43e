//! The lines of a player's breakdown as data: what each line counts and the figures
//! behind it. The API says a line in English (`Display`); pages word it in their own
//! language from the same figures, so no page has to read English back.

use crate::citadels::{DistrictType, Edition};
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use std::fmt;

/// One line of a player's breakdown: the "why" behind a total.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub item: Item,
    pub points: i64,
}

impl Line {
    pub fn new(item: Item, points: i64) -> Line {
        Line { item, points }
    }

    /// Stable id of the kind of line (`residential_districts`); the API's `key`.
    pub fn key(&self) -> &'static str {
        self.item.key()
    }
}

/// A Citadels 2016 district whose end-game effect scores, with what it counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// One point per district with an odd cost.
    Basilica {
        odd: i64,
    },
    /// Three districts of one type.
    Capitol,
    DragonGate,
    /// One point per gold.
    ImperialTreasury {
        gold: i64,
    },
    /// The only unique district in the city.
    IvoryTower,
    /// One point per card in hand.
    MapRoom {
        cards: i64,
    },
    /// One point per card under it.
    Museum {
        under: i64,
    },
    /// Holds the crown.
    Statue,
    /// One point per unique district.
    WishingWell {
        uniques: i64,
    },
    /// Revealed from hand at the end.
    SecretVault,
}

impl Effect {
    /// The district's deck name (a proper noun, and the line's key).
    pub const fn district(self) -> &'static str {
        match self {
            Effect::Basilica { .. } => "Basilica",
            Effect::Capitol => "Capitol",
            Effect::DragonGate => "Dragon Gate",
            Effect::ImperialTreasury { .. } => "Imperial Treasury",
            Effect::IvoryTower => "Ivory Tower",
            Effect::MapRoom { .. } => "Map Room",
            Effect::Museum { .. } => "Museum",
            Effect::Statue => "Statue",
            Effect::WishingWell { .. } => "Wishing Well",
            Effect::SecretVault => "Secret Vault",
        }
    }
}

/// What a breakdown line counts. Lists are the figures a player entered, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// Card City: each residential district scores T(size).
    ResidentialDistricts {
        sizes: Vec<i64>,
    },
    /// Card City: one point off per empty cell.
    EmptyCells {
        cells: i64,
    },
    /// Card City: coins become points; the rest breaks ties.
    CoinsToPoints {
        coins: i64,
        points: i64,
        left: i64,
    },
    /// City Council: points read off the track.
    TrackPoints,
    /// City Council: the scored favour cards, one by one.
    ScoredFavourCards {
        cards: Vec<i64>,
    },
    /// Catan.
    Settlements {
        count: i64,
    },
    Cities {
        count: i64,
    },
    LongestRoad,
    LargestArmy,
    VictoryPointCards {
        count: i64,
    },
    /// Citadels: the built districts' costs.
    Districts {
        costs: Vec<i64>,
    },
    /// Citadels 2016: districts beautified by the Artist.
    Beautified {
        count: i64,
    },
    /// Citadels: all five district types in the city.
    AllTypes,
    /// Citadels: a complete city, first or not.
    Completed {
        first: bool,
    },
    /// Citadels classic: Dragon Gate or University, cost 6, scoring 8.
    ScoresEight {
        district: &'static str,
    },
    /// Citadels 2016: a unique district's end-game effect.
    Effect(Effect),
    /// Citadels: the Haunted City/Quarter and the type it was counted as.
    HauntedAs {
        edition: Edition,
        kind: DistrictType,
    },
    /// Gentes: points on the score track.
    ScoreTrack,
    /// Gentes: each hand card scores half its printed value, rounded up on its
    /// own: the printed `values` and each card's `halves`.
    PlayableHand {
        values: Vec<i64>,
        halves: Vec<i64>,
    },
    UnplayableHand {
        values: Vec<i64>,
        halves: Vec<i64>,
    },
    /// Gentes: two cubes a point.
    Cubes {
        cubes: i64,
    },
    /// Gentes: ten coins a point.
    Coins {
        coins: i64,
    },
    /// Gentes: entered from the rulebook's table.
    HourglassPenalty,
}

/// The district that counts as another type in this edition (its deck name).
pub const fn haunted_district(edition: Edition) -> &'static str {
    match edition {
        Edition::Classic => "Haunted City",
        Edition::Y2016 => "Haunted Quarter",
    }
}

impl Item {
    /// Stable id of the kind of line, for translations and the API.
    pub const fn key(&self) -> &'static str {
        match self {
            Item::ResidentialDistricts { .. } => "residential_districts",
            Item::EmptyCells { .. } => "empty_cells",
            Item::CoinsToPoints { .. } | Item::Coins { .. } => "coins",
            Item::TrackPoints | Item::ScoredFavourCards { .. } => "points",
            Item::Settlements { .. } => "settlements",
            Item::Cities { .. } => "cities",
            Item::LongestRoad => "longest_road",
            Item::LargestArmy => "largest_army",
            Item::VictoryPointCards { .. } => "vp_cards",
            Item::Districts { .. } => "districts",
            Item::Beautified { .. } => "beautified",
            Item::AllTypes => "all_types",
            Item::Completed { .. } => "complete",
            Item::ScoresEight { district } => district,
            Item::Effect(effect) => effect.district(),
            Item::HauntedAs {
                edition: Edition::Classic,
                ..
            } => "haunted_city",
            Item::HauntedAs { .. } => "haunted_quarter",
            Item::ScoreTrack => "track",
            Item::PlayableHand { .. } => "playable_hand",
            Item::UnplayableHand { .. } => "unplayable_hand",
            Item::Cubes { .. } => "cubes",
            Item::HourglassPenalty => "hourglass_penalty",
        }
    }
}

/// Joins numbers as "3+3+1+1".
pub fn plus_list(values: &[i64]) -> String {
    values
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join("+")
}

impl fmt::Display for Effect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.district();
        match self {
            Effect::Basilica { odd } => write!(f, "{name}: {odd} districts with an odd cost"),
            Effect::Capitol => write!(f, "{name}: 3 districts of one type"),
            Effect::DragonGate => f.write_str(name),
            Effect::ImperialTreasury { gold } => write!(f, "{name}: {gold} gold"),
            Effect::IvoryTower => write!(f, "{name}: the only unique district"),
            Effect::MapRoom { cards } => write!(f, "{name}: {cards} cards in hand"),
            Effect::Museum { under } => write!(f, "{name}: {under} cards under it"),
            Effect::Statue => write!(f, "{name}: holds the crown"),
            Effect::WishingWell { uniques } => write!(f, "{name}: {uniques} unique districts"),
            Effect::SecretVault => write!(f, "{name} revealed from hand"),
        }
    }
}

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A list's figures, or "none" after a colon when nothing was entered.
        let listed = |f: &mut fmt::Formatter<'_>, what: &str, values: &[i64]| {
            if values.is_empty() {
                write!(f, "{what}: none")
            } else {
                write!(f, "{what} {}", plus_list(values))
            }
        };
        match self {
            Item::ResidentialDistricts { sizes } => listed(f, "Residential districts", sizes),
            Item::EmptyCells { cells } => write!(f, "Empty cells {cells}"),
            Item::CoinsToPoints {
                coins,
                points,
                left,
            } => write!(f, "Coins {coins} → {points} points, {left} left"),
            Item::TrackPoints => f.write_str("Points on the track"),
            Item::ScoredFavourCards { cards } => listed(f, "Scored favour cards", cards),
            Item::Settlements { count } => write!(f, "Settlements {count} × 1"),
            Item::Cities { count } => write!(f, "Cities {count} × 2"),
            Item::LongestRoad => f.write_str("Longest Road"),
            Item::LargestArmy => f.write_str("Largest Army"),
            Item::VictoryPointCards { count } => write!(f, "Victory point cards {count}"),
            Item::Districts { costs } => listed(f, "Districts", costs),
            Item::Beautified { count } => write!(f, "Beautified by the Artist ×{count}"),
            Item::AllTypes => f.write_str("All five district types"),
            Item::Completed { first: true } => f.write_str("First to complete the city"),
            Item::Completed { first: false } => f.write_str("Completed the city"),
            Item::ScoresEight { district } => write!(f, "{district} scores 8"),
            Item::Effect(effect) => effect.fmt(f),
            Item::HauntedAs { edition, kind } => write!(
                f,
                "{} counted as {}",
                haunted_district(*edition),
                kind.name_in(*edition)
            ),
            Item::ScoreTrack => f.write_str("Score track"),
            Item::PlayableHand { values, halves } => write!(
                f,
                "Playable hand cards {}, each halved and rounded up: {}",
                plus_list(values),
                plus_list(halves)
            ),
            Item::UnplayableHand { values, halves } => write!(
                f,
                "Unplayable hand cards {}, each halved and rounded up: {}",
                plus_list(values),
                plus_list(halves)
            ),
            Item::Cubes { cubes } => write!(f, "Cubes {cubes} ÷ 2"),
            Item::Coins { coins } => write!(f, "Coins {coins} ÷ 10"),
            Item::HourglassPenalty => f.write_str("Hourglass penalty (entered from the rulebook)"),
        }
    }
}

/// The API's shape is unchanged: `{"key", "label", "points"}`, the label in English.
impl Serialize for Line {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut line = serializer.serialize_struct("Line", 3)?;
        line.serialize_field("key", self.key())?;
        line.serialize_field("label", &self.item.to_string())?;
        line.serialize_field("points", &self.points)?;
        line.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_sent_with_its_key_english_label_and_points() {
        let line = Line::new(
            Item::ResidentialDistricts {
                sizes: vec![3, 3, 1, 1],
            },
            14,
        );
        assert_eq!(
            serde_json::to_value(&line).unwrap(),
            serde_json::json!({"key": "residential_districts", "label": "Residential districts 3+3+1+1", "points": 14})
        );
    }

    #[test]
    fn empty_lists_read_none() {
        assert_eq!(
            Item::Districts { costs: vec![] }.to_string(),
            "Districts: none"
        );
    }

    #[test]
    fn haunted_lines_name_the_edition_s_district_and_type() {
        let item = Item::HauntedAs {
            edition: Edition::Classic,
            kind: DistrictType::Noble,
        };
        assert_eq!(item.key(), "haunted_city");
        assert_eq!(item.to_string(), "Haunted City counted as noble");
    }
}
