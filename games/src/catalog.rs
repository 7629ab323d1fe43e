//! The games Tableside supports, their ids, names and player counts.

use crate::for_every_game;
use crate::Game;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

macro_rules! game_ids {
    ($($game:ident $module:ident,)*) => {
        /// One of the supported games. The kebab-case id is used in URLs and the API.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum GameId {
            $($game,)*
        }

        impl GameId {
            /// Every game, in the order the home page lists them.
            pub const ALL: [GameId; [$(GameId::$game),*].len()] = [$(GameId::$game),*];

            /// The id used in URLs (`/card-city/setup`) and in the API.
            pub const fn slug(self) -> &'static str {
                match self {
                    $(GameId::$game => <crate::$module::$game as Game>::SLUG,)*
                }
            }

            /// The scorepad's table keys a drawn setup decides (`Game::PAD_KEYS_OF_SETUP`).
            pub const fn pad_keys_of_setup(self) -> &'static [&'static str] {
                match self {
                    $(GameId::$game => <crate::$module::$game as Game>::PAD_KEYS_OF_SETUP,)*
                }
            }

            /// One of those values as a scorepad's address typed it, as the pad
            /// keeps it (`Game::pad_address_value`).
            pub fn pad_address_value(self, key: &str, typed: &str) -> Option<String> {
                match self {
                    $(GameId::$game => <crate::$module::$game as Game>::pad_address_value(key, typed),)*
                }
            }

            /// Whether a field kept in a format of the game's own holds something
            /// (`Game::own_format_filled`).
            pub fn own_format_filled(self, kind: crate::form::Kind, typed: &str) -> bool {
                match self {
                    $(GameId::$game => <crate::$module::$game as Game>::own_format_filled(kind, typed),)*
                }
            }

            /// The number the rules give an empty table field (`Game::rules_table_value`).
            pub fn rules_table_value(
                self,
                key: &str,
                table: &std::collections::BTreeMap<String, String>,
                seats: usize,
            ) -> Option<i64> {
                match self {
                    $(GameId::$game => <crate::$module::$game as Game>::rules_table_value(key, table, seats),)*
                }
            }

            pub const fn info(self) -> GameInfo {
                match self {
                    $(GameId::$game => GameInfo::of::<crate::$module::$game>(self),)*
                }
            }
        }
    };
}
for_every_game!(game_ids);

/// What every screen needs to know about a game before any rules apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct GameInfo {
    pub id: GameId,
    /// English name, as in docs/rules.md.
    pub name: &'static str,
    /// Traditional Chinese name, as in docs/rules.md.
    pub name_zh_tw: &'static str,
    pub min_players: u8,
    pub max_players: u8,
    /// BoardGameGeek's id of the game (Citadels: the classic edition's; the
    /// 2016 edition has its own, `citadels::Edition::bgg_id`).
    pub bgg_id: u32,
}

impl GameInfo {
    const fn of<G: Game>(id: GameId) -> GameInfo {
        GameInfo {
            id,
            name: G::NAME.en,
            name_zh_tw: G::NAME.zh_tw,
            min_players: G::MIN_PLAYERS,
            max_players: G::MAX_PLAYERS,
            bgg_id: G::BGG_ID,
        }
    }
}

impl GameId {
    /// The player count a new setup or scorepad starts with: four, the most common
    /// table, within the game's range.
    pub const fn default_players(self) -> u8 {
        let info = self.info();
        if info.max_players < 4 {
            info.max_players
        } else {
            4
        }
    }

    /// Whether `players` people can play this game.
    pub fn allows_players(self, players: u8) -> bool {
        let info = self.info();
        (info.min_players..=info.max_players).contains(&players)
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

/// A game id that Tableside does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("there is no game called \"{0}\"")]
pub struct UnknownGame(pub String);

impl FromStr for GameId {
    type Err = UnknownGame;

    fn from_str(slug: &str) -> Result<Self, Self::Err> {
        GameId::ALL
            .into_iter()
            .find(|game| game.slug() == slug)
            .ok_or_else(|| UnknownGame(slug.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_slug_parses_back_to_its_game() {
        for game in GameId::ALL {
            assert_eq!(game.slug().parse::<GameId>(), Ok(game));
        }
    }

    #[test]
    fn unknown_and_miscased_slugs_are_rejected() {
        for slug in ["", "chess", "Catan", "card_city", "catan/"] {
            assert_eq!(slug.parse::<GameId>(), Err(UnknownGame(slug.to_owned())));
        }
    }

    #[test]
    fn serde_uses_the_url_slug() {
        for game in GameId::ALL {
            let json = serde_json::to_string(&game).unwrap();
            assert_eq!(json, format!("\"{}\"", game.slug()));
        }
    }

    #[test]
    fn player_ranges_match_the_rules() {
        let ranges: Vec<_> = GameId::ALL
            .iter()
            .map(|g| (g.slug(), g.info().min_players, g.info().max_players))
            .collect();
        assert_eq!(
            ranges,
            [
                ("card-city", 1, 4),
                ("city-council", 2, 5),
                ("citadels", 2, 8),
                ("catan", 3, 6),
                ("gentes", 2, 4),
            ]
        );
        assert!(GameId::Catan.allows_players(5));
        assert!(!GameId::Catan.allows_players(2));
        assert!(!GameId::CardCity.allows_players(0));
    }
}
