//! The lines of a player's breakdown as data: what each line counts and the figures
//! behind it. Each game's lines are its module's `Item`, worded there in both
//! languages; this type wraps them once. The API says a line in English
//! (`Display`), pages in their language, from the same words.

use crate::for_every_game;
use crate::words::{Language, Say};
use crate::Game;
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
    pub fn new(item: impl Into<Item>, points: i64) -> Line {
        Line {
            item: item.into(),
            points,
        }
    }

    /// Stable id of the kind of line (`residential_districts`); the API's `key`.
    pub fn key(&self) -> &'static str {
        self.item.key()
    }
}

macro_rules! items {
    ($($game:ident $module:ident,)*) => {
        /// What a breakdown line counts, in the game's own terms.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Item {
            $($game(<crate::$module::$game as Game>::Item),)*
        }

        impl Item {
            /// Stable id of the kind of line, for translations and the API.
            pub fn key(&self) -> &'static str {
                match self {
                    $(Item::$game(item) => crate::$module::$game::item_key(item),)*
                }
            }
        }

        crate::words::wrapped!(Item: $($game(<crate::$module::$game as Game>::Item)),*);

        impl Say for Item {
            fn say(&self, language: Language) -> String {
                match self {
                    $(Item::$game(item) => item.say(language),)*
                }
            }
        }
    };
}
for_every_game!(items);

impl fmt::Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
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
    use crate::citadels::{DistrictType, Edition};
    use crate::{card_city, catan, citadels, city_council, gentes};

    #[test]
    fn a_line_is_sent_with_its_key_english_label_and_points() {
        let sizes = vec![3, 3, 1, 1];
        let line = Line::new(card_city::Item::ResidentialDistricts { sizes }, 14);
        assert_eq!(
            serde_json::to_value(&line).unwrap(),
            serde_json::json!({"key": "residential_districts", "label": "Residential districts 3+3+1+1", "points": 14})
        );
    }

    #[test]
    fn empty_lists_read_none() {
        let item = Item::from(citadels::Item::Districts { costs: vec![] });
        assert_eq!(item.to_string(), "Districts: none");
        assert_eq!(item.say(Language::TraditionalChinese), "區域費用：無");
    }

    #[test]
    fn haunted_lines_name_the_edition_s_district_and_type() {
        let item = Item::from(citadels::Item::HauntedAs {
            edition: Edition::Classic,
            kind: DistrictType::Noble,
        });
        assert_eq!(item.key(), "haunted_city");
        assert_eq!(item.to_string(), "Haunted City counted as noble");
    }

    /// Which kind of line an item is; a new kind fails to compile here until it
    /// is counted, and then the test below until it has an example.
    fn kind_of(item: &Item) -> usize {
        use citadels::Effect;
        match item {
            Item::CardCity(item) => match item {
                card_city::Item::ResidentialDistricts { .. } => 0,
                card_city::Item::EmptyCells { .. } => 1,
                card_city::Item::CoinsToPoints { .. } => 2,
            },
            Item::CityCouncil(item) => match item {
                city_council::Item::TrackPoints => 3,
                city_council::Item::ScoredFavourCards { .. } => 4,
            },
            Item::Catan(item) => match item {
                catan::Item::Settlements { .. } => 5,
                catan::Item::Cities { .. } => 6,
                catan::Item::LongestRoad => 7,
                catan::Item::LargestArmy => 8,
                catan::Item::VictoryPointCards { .. } => 9,
            },
            Item::Citadels(item) => match item {
                citadels::Item::Districts { .. } => 10,
                citadels::Item::Beautified { .. } => 11,
                citadels::Item::AllTypes => 12,
                citadels::Item::Completed { .. } => 13,
                citadels::Item::ScoresEight { .. } => 14,
                citadels::Item::Effect(effect) => match effect {
                    Effect::Basilica { .. } => 15,
                    Effect::Capitol => 16,
                    Effect::DragonGate => 17,
                    Effect::ImperialTreasury { .. } => 18,
                    Effect::IvoryTower => 19,
                    Effect::MapRoom { .. } => 20,
                    Effect::Museum { .. } => 21,
                    Effect::Statue => 22,
                    Effect::WishingWell { .. } => 23,
                    Effect::SecretVault => 24,
                },
                citadels::Item::HauntedAs { .. } => 25,
            },
            Item::Gentes(item) => match item {
                gentes::Item::ScoreTrack => 26,
                gentes::Item::PlayableHand { .. } => 27,
                gentes::Item::UnplayableHand { .. } => 28,
                gentes::Item::Cubes { .. } => 29,
                gentes::Item::Coins { .. } => 30,
                gentes::Item::HourglassPenalty => 31,
            },
        }
    }
    const LINE_KINDS: usize = 32;

    #[test]
    fn every_breakdown_line_is_said_in_chinese_with_its_figures() {
        use citadels::Effect;
        let list = || vec![3, 3, 1];
        let mut items: Vec<Item> = vec![
            card_city::Item::ResidentialDistricts { sizes: list() }.into(),
            card_city::Item::ResidentialDistricts { sizes: vec![] }.into(),
            card_city::Item::EmptyCells { cells: 2 }.into(),
            card_city::Item::CoinsToPoints {
                coins: 36,
                points: 7,
                left: 1,
            }
            .into(),
            city_council::Item::TrackPoints.into(),
            city_council::Item::ScoredFavourCards { cards: list() }.into(),
            city_council::Item::ScoredFavourCards { cards: vec![] }.into(),
            catan::Item::Settlements { count: 3, each: 1 }.into(),
            catan::Item::Cities { count: 2, each: 2 }.into(),
            catan::Item::LongestRoad.into(),
            catan::Item::LargestArmy.into(),
            catan::Item::VictoryPointCards { count: 1 }.into(),
            citadels::Item::Districts { costs: list() }.into(),
            citadels::Item::Districts { costs: vec![] }.into(),
            citadels::Item::Beautified { count: 2 }.into(),
            citadels::Item::AllTypes.into(),
            citadels::Item::Completed { first: true }.into(),
            citadels::Item::Completed { first: false }.into(),
            citadels::Item::ScoresEight {
                district: "Dragon Gate",
            }
            .into(),
            citadels::Item::ScoresEight {
                district: "University",
            }
            .into(),
            gentes::Item::ScoreTrack.into(),
            gentes::Item::PlayableHand {
                values: list(),
                halves: list(),
            }
            .into(),
            gentes::Item::UnplayableHand {
                values: list(),
                halves: list(),
            }
            .into(),
            gentes::Item::Cubes {
                cubes: 7,
                per_point: 2,
            }
            .into(),
            gentes::Item::Coins {
                coins: 29,
                per_point: 10,
            }
            .into(),
            gentes::Item::HourglassPenalty.into(),
        ];
        for edition in [Edition::Classic, Edition::Y2016] {
            for kind in DistrictType::ALL {
                items.push(citadels::Item::HauntedAs { edition, kind }.into());
            }
        }
        let effects = [
            Effect::Basilica { odd: 3 },
            Effect::Capitol,
            Effect::DragonGate,
            Effect::ImperialTreasury { gold: 4 },
            Effect::IvoryTower,
            Effect::MapRoom { cards: 2 },
            Effect::Museum { under: 3 },
            Effect::Statue,
            Effect::WishingWell { uniques: 2 },
            Effect::SecretVault,
        ];
        items.extend(effects.map(|effect| citadels::Item::Effect(effect).into()));
        let covered: std::collections::BTreeSet<usize> = items.iter().map(kind_of).collect();
        assert_eq!(covered, (0..LINE_KINDS).collect());
        for item in &items {
            let zh = item.say(Language::TraditionalChinese);
            assert!(!zh.chars().any(|c| c.is_ascii_alphabetic()), "{zh}");
            // The figures the English line shows are in the Chinese one too.
            let digits =
                |text: &str| -> String { text.chars().filter(char::is_ascii_digit).collect() };
            assert_eq!(digits(&zh), digits(&item.to_string()), "{zh} / {item}");
        }
    }

    #[test]
    fn a_rule_s_figures_are_said_from_the_line_not_retyped() {
        let cities = Item::from(catan::Item::Cities { count: 3, each: 2 });
        assert_eq!(cities.to_string(), "Cities 3 × 2");
        assert_eq!(cities.say(Language::TraditionalChinese), "城市 3 × 2");
        let cubes = Item::from(gentes::Item::Cubes {
            cubes: 7,
            per_point: 2,
        });
        assert_eq!(cubes.say(Language::TraditionalChinese), "方塊 7 ÷ 2");
    }
}
