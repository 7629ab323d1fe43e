//! Rules that refuse an impossible game, as data: the ones every game shares,
//! and each game's own (its module's `Refusal`, worded there), wrapped here once.
//! The API says them in English (`Display`), pages in their language, from the
//! same words.

use crate::for_every_game;
use crate::path::FieldPath;
use crate::words::{Language, Say};
use crate::Game;
use std::fmt;

macro_rules! refusals {
    ($($game:ident $module:ident,)*) => {
        /// A rule that refuses a result: one every game shares, or a game's own.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum Refusal {
            /// Two players with the same name.
            NameTwice {
                name: String,
            },
            /// A player's name holding a control character (a NUL, a line break…),
            /// which no name is typed with and a database may refuse to keep.
            NameUnprintable {
                player: usize,
            },
            /// Typed text that is not a whole number (or a list of them) where one is
            /// needed; the field's path says which.
            NotANumber,
            $($game(<crate::$module::$game as Game>::Refusal),)*
        }

        impl Refusal {
            /// A second field the refusal concerns, for a page to mark as well.
            pub fn other_field(&self) -> Option<&FieldPath> {
                match self {
                    $(Refusal::$game(refusal) => crate::$module::$game::refusal_other_field(refusal),)*
                    Refusal::NameTwice { .. } | Refusal::NameUnprintable { .. } | Refusal::NotANumber => None,
                }
            }
        }

        crate::words::wrapped!(Refusal: $($game(<crate::$module::$game as Game>::Refusal)),*);

        impl Say for Refusal {
            fn say(&self, language: Language) -> String {
                match self {
                    $(Refusal::$game(refusal) => refusal.say(language),)*
                    Refusal::NameTwice { name } => match language {
                        Language::English => format!(
                            "The name \"{name}\" is used twice; give each player a different name"
                        ),
                        Language::TraditionalChinese => {
                            format!("「{name}」這個名字用了兩次；請給每位玩家不同的名字。")
                        }
                    },
                    Refusal::NameUnprintable { player } => match language {
                        Language::English => format!(
                            "Player {}'s name holds a control character (such as a line break); type the name again",
                            player + 1
                        ),
                        Language::TraditionalChinese => format!(
                            "第 {} 位玩家的名字含有控制字元（例如換行）；請重新輸入名字。",
                            player + 1
                        ),
                    },
                    Refusal::NotANumber => match language {
                        Language::English => {
                            "Enter a whole number, or whole numbers separated by spaces where a list is asked for".to_owned()
                        }
                        Language::TraditionalChinese => {
                            "請輸入整數；要填多個數字的欄位，請以空格分隔。".to_owned()
                        }
                    },
                }
            }
        }
    };
}
for_every_game!(refusals);

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card_city::{Card, Violation};
    use crate::gentes::BonusTile;
    use crate::{card_city, catan, citadels, gentes};

    /// Every refusal, worded in Chinese with no English left in it (names aside).
    #[test]
    fn every_refusal_is_said_in_traditional_chinese() {
        let tile_at = || Box::new(FieldPath::player(0, "eight_point_tiles"));
        let refusals: Vec<Refusal> = vec![
            Refusal::NameTwice { name: "甲".into() },
            Refusal::NameUnprintable { player: 2 },
            Refusal::NotANumber,
            card_city::Refusal::GridBroken {
                who: "甲".into(),
                first: Violation::NoCityHall,
                more: 2,
            }
            .into(),
            card_city::Refusal::CardsOverBox {
                card: Card::Leisure,
                used: 13,
                in_box: 12,
            }
            .into(),
            card_city::Refusal::ResidentialOverRoom {
                who: "甲".into(),
                residential: 9,
                cards: 12,
                least_industrial: 1,
                room: 8,
                per_industrial: 5,
            }
            .into(),
            card_city::Refusal::IndustrialOverBox {
                least: 9,
                in_box: 8,
            }
            .into(),
            catan::Refusal::VpCardsOverDeck { total: 6, deck: 5 }.into(),
            catan::Refusal::KnightsOverDeck {
                total: 15,
                deck: 14,
            }
            .into(),
            catan::Refusal::EnderShort {
                who: "甲".into(),
                points: 8,
                needed: 10,
            }
            .into(),
            catan::Refusal::TooFewBuildings {
                who: "甲".into(),
                buildings: 1,
                least: 2,
            }
            .into(),
            catan::Refusal::HolderExceeded {
                holder: "甲".into(),
                card: catan::HeldCard::LargestArmy,
                held: 3,
                rival: "乙".into(),
                rival_value: 4,
            }
            .into(),
            catan::Refusal::CapTooTight {
                rule: "pips",
                value: 9,
                board: catan::BoardSize::Extended,
                tightest: 11,
            }
            .into(),
            citadels::Refusal::BuiltTwice {
                who: "甲".into(),
                district: "Manor",
            }
            .into(),
            citadels::Refusal::CopiesOverDeck {
                district: "Watchtower",
                used: 4,
                copies: 3,
            }
            .into(),
            citadels::Refusal::DistrictNotInEdition {
                who: "甲".into(),
                name: "甲".into(),
                edition: citadels::Edition::Y2016,
            }
            .into(),
            citadels::Refusal::HauntedBuiltLast {
                who: "甲".into(),
                district: "Haunted City",
            }
            .into(),
            citadels::Refusal::FirstNotComplete {
                who: "甲".into(),
                threshold: 8,
            }
            .into(),
            citadels::Refusal::FirstNotMarked {
                complete: vec!["甲".into(), "乙".into()],
            }
            .into(),
            citadels::Refusal::RankBreaksTie {
                who: "甲".into(),
                tied_with: vec!["乙".into()],
            }
            .into(),
            citadels::Refusal::SecondSecretVault {
                first: "甲".into(),
                second: "乙".into(),
            }
            .into(),
            gentes::Refusal::TileTwice {
                tile: BonusTile::Population,
                first: "甲".into(),
                second: "乙".into(),
                first_at: tile_at(),
            }
            .into(),
            gentes::Refusal::TileTwice {
                tile: BonusTile::SixthCity,
                first: "甲".into(),
                second: "甲".into(),
                first_at: tile_at(),
            }
            .into(),
            gentes::Refusal::EighthCardTileTooEarly {
                cards_played: 7,
                needed: 8,
            }
            .into(),
        ];
        for refusal in refusals {
            let zh = refusal.say(Language::TraditionalChinese);
            assert!(!zh.chars().any(|c| c.is_ascii_alphabetic()), "{zh}");
            let en = refusal.to_string();
            assert_eq!(en, refusal.say(Language::English));
            assert_ne!(en, zh);
        }
    }
}
