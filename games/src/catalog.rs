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

            /// The kinds of play BoardGameGeek lists as entries of their own
            /// ([`Game::BGG_IDS_BY_KIND`]).
            const fn bgg_ids_by_kind(self) -> &'static [(&'static str, u32)] {
                match self {
                    $(GameId::$game => <crate::$module::$game as Game>::BGG_IDS_BY_KIND,)*
                }
            }

            /// The hexes of the board a table of `players` plays on, where a
            /// robber may go (`Game::board_hexes`; 0 for a game with none).
            pub fn board_hexes(self, players: u8) -> usize {
                match self {
                    $(GameId::$game => <crate::$module::$game as Game>::board_hexes(players),)*
                }
            }

            /// The setup option a play's score input holds its kind under, when
            /// it does ([`Game::KIND_IN_SCORE`]).
            pub const fn kind_in_score(self) -> Option<&'static str> {
                match self {
                    $(GameId::$game => <crate::$module::$game as Game>::KIND_IN_SCORE,)*
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
    /// BoardGameGeek's id of the game; a kind of play may have its own
    /// ([`GameId::bgg_id`]).
    pub bgg_id: u32,
    /// Played with two dice whose rolls a play keeps ([`Game::KEEPS_DICE_ROLLS`]).
    pub keeps_dice_rolls: bool,
    /// Kept round by round with a play ([`Game::KEEPS_ROUNDS`]).
    pub keeps_rounds: bool,
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
            keeps_dice_rolls: G::KEEPS_DICE_ROLLS,
            keeps_rounds: G::KEEPS_ROUNDS,
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

/// A game's plays as BoardGameGeek lists them: by the game, or by the kind of
/// play when it is an entry of its own.
impl GameId {
    /// BoardGameGeek's id of a play of this game of `kind` (by its query id, as
    /// `SetupOptions::kind` and [`GameId::kind_of_play`] name it): the kind's
    /// own entry when it has one, else the game's.
    pub fn bgg_id(self, kind: Option<&str>) -> u32 {
        kind.and_then(|kind| self.bgg_ids_by_kind().iter().find(|(k, _)| *k == kind))
            .map_or(self.info().bgg_id, |&(_, id)| id)
    }

    /// The game BoardGameGeek's `id` is, and the kind of play when `id` is a
    /// kind's own entry; `None` for any other game.
    pub fn from_bgg_id(id: u32) -> Option<(GameId, Option<&'static str>)> {
        let by_kind = GameId::ALL.into_iter().find_map(|game| {
            game.bgg_ids_by_kind()
                .iter()
                .find(|&&(_, kind_id)| kind_id == id)
                .map(|&(kind, _)| (game, Some(kind)))
        });
        by_kind.or_else(|| {
            GameId::ALL
                .into_iter()
                .find(|game| game.info().bgg_id == id)
                .map(|game| (game, None))
        })
    }

    /// The kind a saved play names where its game keeps it
    /// ([`Game::KIND_IN_SCORE`]): in its score (the score API's input, as
    /// sent), else in its setup record (a recorded result has no input), read
    /// as the setup page reads that option. `None` for a game that keeps no
    /// kind there, or a value that names none.
    #[cfg(feature = "live")]
    pub fn kind_of_play(
        self,
        score: &serde_json::Value,
        setup: Option<&serde_json::Value>,
    ) -> Option<&'static str> {
        let key = self.kind_in_score()?;
        let text = score.get(key).or_else(|| setup?.get(key))?.as_str()?;
        crate::setup_query::SetupOptions::from_page_query(self, |name| {
            (name == key).then_some(text)
        })
        .ok()?
        .kind()
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

    #[test]
    fn each_boardgamegeek_id_names_one_game_and_kind_and_is_found_again() {
        let mut ids = Vec::new();
        for game in GameId::ALL {
            let own = game.info().bgg_id;
            assert_eq!(game.bgg_id(None), own);
            assert_eq!(GameId::from_bgg_id(own).map(|(g, _)| g), Some(game));
            ids.push(own);
            for &(kind, id) in game.bgg_ids_by_kind() {
                assert_eq!(game.bgg_id(Some(kind)), id, "{game} {kind}");
                assert_eq!(GameId::from_bgg_id(id), Some((game, Some(kind))));
                if id != own {
                    ids.push(id);
                }
            }
            // A kind without an entry of its own is the game's.
            assert_eq!(game.bgg_id(Some("no such kind")), own);
        }
        let mut distinct = ids.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), ids.len(), "{ids:?}");
        assert_eq!(GameId::from_bgg_id(1), None);
    }

    #[test]
    fn a_kind_with_its_own_boardgamegeek_id_is_kept_with_the_play() {
        for game in GameId::ALL {
            for &(kind, _) in game.bgg_ids_by_kind() {
                let key = game.kind_in_score().unwrap_or_else(|| {
                    panic!("{game} lists {kind} on BoardGameGeek but keeps no kind with a play")
                });
                let options = crate::setup_query::SetupOptions::from_page_query(game, |name| {
                    (name == key).then_some(kind)
                })
                .unwrap();
                assert_eq!(options.kind(), Some(kind), "{game}");
            }
        }
    }

    #[cfg(feature = "live")]
    #[test]
    fn only_a_game_that_scores_by_its_kind_reads_one_from_a_play() {
        let setup = serde_json::json!({"seed": "NIGHT7", "players": 4, "mode": "random"});
        let score = serde_json::json!({"edition": "2016", "mode": "random"});
        for game in GameId::ALL {
            let read = game.kind_of_play(&score, Some(&setup));
            assert_eq!(read.is_some(), game.kind_in_score().is_some(), "{game}");
        }
    }
}
