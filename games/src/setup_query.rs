//! Setup options as they travel in a URL query (`players=4&mode=random&…`).
//!
//! One reader and one writer, shared by the JSON API and the setup pages, so a link
//! copied from a page and a request to the API mean the same setup. This is the
//! setup's list of games: each game reads and writes its own options (its
//! `query` module) with the helpers of `crate::query`.

use crate::for_every_game;
pub use crate::query::{parse_players, QueryError};
use crate::score::InputError;
use crate::{Effort, Game, GameId, Seed, Unsettled};
use serde::Serialize;

/// What a game calls the seat that opens it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpeningRole {
    StartPlayer,
    FirstChair,
    Crown,
    FirstPlayer,
}

macro_rules! setup_options {
    ($($game:ident $module:ident,)*) => {
        /// Every game's setup options.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum SetupOptions {
            $($game(<crate::$module::$game as Game>::SetupOptions),)*
        }

        /// Every game's setup, serialised as that game's own setup.
        #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
        #[serde(untagged)]
        pub enum Setup {
            $($game(<crate::$module::$game as Game>::Setup),)*
        }

        impl Setup {
            pub fn game(&self) -> GameId {
                match self {
                    $(Setup::$game(_) => GameId::$game,)*
                }
            }

            /// The seat (0-based) the setup drew to open the game, and what the game
            /// calls it: the start player, City Council's first chair, Citadels' crown.
            pub fn opening_seat(&self) -> (OpeningRole, u8) {
                match self {
                    $(Setup::$game(setup) => crate::$module::$game::opening_seat(setup),)*
                }
            }
        }

        impl SetupOptions {
            /// The options a new table starts with.
            pub fn defaults(game: GameId, players: u8) -> SetupOptions {
                match game {
                    $(GameId::$game => SetupOptions::$game(crate::$module::$game::default_options(players)),)*
                }
            }

            /// Reads a game's options from query parameters; `get` looks one up by name.
            /// Absent parameters take their defaults.
            pub fn from_query<'a>(
                game: GameId,
                players: u8,
                get: impl Fn(&str) -> Option<&'a str>,
            ) -> Result<SetupOptions, QueryError> {
                let mut options = SetupOptions::defaults(game, players);
                match &mut options {
                    $(SetupOptions::$game(o) => crate::$module::$game::read_query(o, &get)?,)*
                }
                Ok(options)
            }

            pub fn game(&self) -> GameId {
                match self {
                    $(SetupOptions::$game(_) => GameId::$game,)*
                }
            }

            pub fn players(&self) -> u8 {
                match self {
                    $(SetupOptions::$game(o) => crate::$module::$game::players(o),)*
                }
            }

            /// The player counts these options can be drawn for (Citadels' depends on
            /// the edition).
            pub fn player_range(&self) -> std::ops::RangeInclusive<u8> {
                let max = match self {
                    $(SetupOptions::$game(o) => crate::$module::$game::max_players(o),)*
                };
                self.game().info().min_players..=max
            }

            /// The same options for another player count.
            pub fn with_players(&self, players: u8) -> SetupOptions {
                match self {
                    $(SetupOptions::$game(o) => SetupOptions::$game(crate::$module::$game::with_players(o, players)),)*
                }
            }

            /// The options a setup page draws with: a face-down character (Citadels)
            /// is only ever drawn when asked for.
            pub fn as_dealt(&self) -> SetupOptions {
                match self {
                    $(SetupOptions::$game(o) => SetupOptions::$game(crate::$module::$game::as_dealt(o)),)*
                }
            }

            /// The options for a new game with a new seed: the same choices, but a game's
            /// progress (the Citadels round, a face-down card shown) starts over.
            pub fn for_new_setup(&self) -> SetupOptions {
                match self {
                    $(SetupOptions::$game(o) => SetupOptions::$game(crate::$module::$game::for_new_setup(o)),)*
                }
            }

            /// The parameters that differ from the defaults, `players` first, in a fixed
            /// order, so equal options always give the same link.
            pub fn to_query(&self) -> Vec<(&'static str, String)> {
                let mut query = vec![("players", self.players().to_string())];
                match self {
                    $(SetupOptions::$game(o) => crate::$module::$game::write_query(o, &mut query),)*
                }
                query
            }

            /// The choice the statistics split a game's seats by, by its query id:
            /// Catan's board mode (does balancing even out the seats?) and Citadels'
            /// edition; `None` for games with no such choice.
            pub fn kind(&self) -> Option<&'static str> {
                match self {
                    $(SetupOptions::$game(o) => crate::$module::$game::kind(o),)*
                }
            }

            /// [`SetupOptions::setup`] within `effort`: only a game whose setup
            /// searches (Catan's balanced and random boards) can come back [`Unsettled`].
            pub fn setup_with(
                &self,
                seed: &Seed,
                effort: Effort,
            ) -> Result<Result<Setup, InputError>, Unsettled> {
                Ok(match self {
                    $(SetupOptions::$game(o) => crate::$module::$game::setup_with(o, seed, effort)?.map(Setup::$game),)*
                })
            }

            /// Whether a draw may search long (Catan's kept hexes and own balancing
            /// rules).
            pub fn may_search_long(&self) -> bool {
                match self {
                    $(SetupOptions::$game(o) => crate::$module::$game::may_search_long(o),)*
                }
            }

            /// The edition these options play, as their scorepad names it.
            pub fn edition(&self) -> Option<&'static str> {
                match self {
                    $(SetupOptions::$game(o) => crate::$module::$game::edition(o),)*
                }
            }

            /// The scorepad's table values a drawn setup decided (nothing for
            /// a setup of another game than the options').
            pub fn pad_table_of_setup(&self, setup: &Setup) -> Vec<(&'static str, String)> {
                match (self, setup) {
                    $((SetupOptions::$game(o), Setup::$game(setup)) => crate::$module::$game::pad_table_of_setup(o, setup),)*
                    _ => Vec::new(),
                }
            }

            /// Draws the setup these options describe.
            pub fn setup(&self, seed: &Seed) -> Result<Setup, InputError> {
                Ok(match self {
                    $(SetupOptions::$game(o) => Setup::$game(crate::$module::$game::setup(o, seed)?),)*
                })
            }
        }
    };
}
for_every_game!(setup_options);

impl SetupOptions {
    /// The options a new table of the game's usual size starts with.
    pub fn defaults_for(game: GameId) -> SetupOptions {
        SetupOptions::defaults(game, game.default_players())
    }

    /// [`SetupOptions::from_query`] for a page's address: `players` as typed, or
    /// the game's usual count when the address has none (the API requires it).
    pub fn from_page_query<'a>(
        game: GameId,
        get: impl Fn(&str) -> Option<&'a str>,
    ) -> Result<SetupOptions, QueryError> {
        let players = match get("players") {
            None => game.default_players(),
            Some(text) => parse_players(Some(text))?,
        };
        SetupOptions::from_query(game, players, get)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catan::Mode;
    use crate::citadels::{self, Edition};
    use crate::gentes;
    use std::collections::HashMap;

    fn read(game: GameId, query: &[(&str, &str)]) -> Result<SetupOptions, QueryError> {
        let map: HashMap<&str, &str> = query.iter().copied().collect();
        let players = parse_players(map.get("players").copied())?;
        SetupOptions::from_query(game, players, |name| map.get(name).copied())
    }

    fn round_trip(options: &SetupOptions) -> SetupOptions {
        let query = options.to_query();
        let pairs: Vec<(&str, &str)> = query.iter().map(|(k, v)| (*k, v.as_str())).collect();
        read(options.game(), &pairs).unwrap()
    }

    #[test]
    fn every_setup_names_a_seat_at_the_table_to_open_the_game() {
        for game in GameId::ALL {
            for players in game.info().min_players..=game.info().max_players {
                let options = SetupOptions::defaults(game, players);
                for code in ["SHARE", "TIMING", "SZE"] {
                    // (Classic Citadels seats 7 at most; its 8 needs the 2016 edition.)
                    let Ok(setup) = options.setup(&Seed::parse(code).unwrap()) else {
                        assert_eq!((game, players), (GameId::Citadels, 8));
                        continue;
                    };
                    let (role, seat) = setup.opening_seat();
                    assert!(seat < players, "{game:?} {players}: seat {seat}");
                    let expected = match game {
                        GameId::CityCouncil => OpeningRole::FirstChair,
                        GameId::Citadels => OpeningRole::Crown,
                        GameId::Catan => OpeningRole::FirstPlayer,
                        GameId::CardCity | GameId::Gentes => OpeningRole::StartPlayer,
                    };
                    assert_eq!(role, expected);
                }
            }
        }
    }

    #[test]
    fn player_ranges_follow_the_game_and_citadels_edition() {
        let range = |game| SetupOptions::defaults_for(game).player_range();
        assert_eq!(range(GameId::CardCity), 1..=4);
        assert_eq!(range(GameId::CityCouncil), 2..=5);
        assert_eq!(range(GameId::Catan), 3..=6);
        assert_eq!(range(GameId::Gentes), 2..=4);
        assert_eq!(range(GameId::Citadels), 2..=7);
        let mut citadels = citadels::SetupOptions::new(5, Edition::Y2016);
        assert_eq!(
            SetupOptions::Citadels(citadels.clone()).player_range(),
            2..=8
        );
        citadels.edition = Edition::Classic;
        assert_eq!(SetupOptions::Citadels(citadels).player_range(), 2..=7);
    }

    #[test]
    fn defaults_write_only_the_player_count() {
        for game in GameId::ALL {
            let options = SetupOptions::defaults(game, 3);
            assert_eq!(options.to_query(), vec![("players", "3".to_owned())]);
            assert_eq!(round_trip(&options), options);
        }
    }

    #[test]
    fn a_new_setup_keeps_the_choices_and_starts_the_game_over() {
        let citadels = read(
            GameId::Citadels,
            &[
                ("players", "5"),
                ("edition", "2016"),
                ("preset", "first-game"),
                ("round", "3"),
                ("reveal", "1"),
            ],
        )
        .unwrap();
        let fresh = citadels.for_new_setup();
        let SetupOptions::Citadels(o) = &fresh else {
            panic!("not Citadels")
        };
        assert_eq!((o.round, o.reveal), (1, false));
        assert_eq!(
            fresh.to_query(),
            [
                ("players", "5".to_owned()),
                ("edition", "2016".to_owned()),
                ("preset", "first-game".to_owned())
            ]
        );
        let catan = read(GameId::Catan, &[("players", "4"), ("keep", "0,0,desert")]).unwrap();
        assert_eq!(catan.for_new_setup(), catan);
    }

    #[test]
    fn every_option_survives_a_round_trip() {
        let catan = read(
            GameId::Catan,
            &[
                ("players", "5"),
                ("mode", "RANDOM"),
                ("no_adjacent_2_12", "0"),
                ("max_terrain_cluster", "off"),
                ("max_intersection_pips", "11"),
                ("max_resource_pip_deviation", "3"),
                ("keep", "0,0,desert;1,-1,hills,6"),
            ],
        )
        .unwrap();
        let SetupOptions::Catan(o) = &catan else {
            panic!("not Catan")
        };
        assert_eq!(o.mode, Mode::Random);
        assert!(!o.constraints.no_adjacent_2_12);
        assert_eq!(o.constraints.max_terrain_cluster, None);
        assert_eq!(o.constraints.max_intersection_pips, Some(11));
        assert_eq!(o.keep.len(), 2);
        assert_eq!(round_trip(&catan), catan);

        let citadels = read(
            GameId::Citadels,
            &[
                ("players", "5"),
                ("edition", "2016"),
                ("preset", "first-game"),
                ("nine", "1"),
                ("round", "4"),
            ],
        )
        .unwrap();
        assert_eq!(round_trip(&citadels), citadels);
        let gentes = read(
            GameId::Gentes,
            &[("players", "2"), ("lock_first_tax", "true")],
        )
        .unwrap();
        assert_eq!(round_trip(&gentes), gentes);
    }

    #[test]
    fn bad_values_name_their_parameter() {
        let cases = [
            (GameId::Catan, ("mode", "hex")),
            (GameId::Catan, ("max_intersection_pips", "lots")),
            (GameId::Catan, ("no_adjacent_6_8", "maybe")),
            (GameId::Citadels, ("edition", "1999")),
            (GameId::Citadels, ("round", "first")),
            (GameId::Gentes, ("lock_first_tax", "yes please")),
        ];
        for (game, (name, value)) in cases {
            let error = read(game, &[("players", "4"), (name, value)]).unwrap_err();
            assert_eq!(error.field, name);
            assert!(error.message.contains(value), "{}", error.message);
        }
        let error = read(GameId::Catan, &[("players", "4"), ("keep", "1,2")]).unwrap_err();
        assert_eq!(error.field, "keep[0]");
    }

    #[test]
    fn player_counts_are_read_strictly() {
        assert_eq!(parse_players(Some(" 4 ")), Ok(4));
        for text in [None, Some("four"), Some("-1"), Some("300"), Some("")] {
            assert_eq!(parse_players(text).unwrap_err().field, "players");
        }
    }

    #[test]
    fn options_draw_the_same_setup_as_the_game_itself() {
        let seed = Seed::parse("SHARE").unwrap();
        let options = read(GameId::Gentes, &[("players", "3")]).unwrap();
        let direct = gentes::setup(
            &gentes::SetupOptions {
                players: 3,
                lock_first_tax: false,
            },
            &seed,
        )
        .unwrap();
        assert_eq!(options.setup(&seed).unwrap(), Setup::Gentes(direct));
        assert_eq!(options.with_players(4).players(), 4);
        let kept = read(GameId::Catan, &[("players", "3"), ("keep", "0,0,desert")]).unwrap();
        let SetupOptions::Catan(same_board) = kept.with_players(4) else {
            panic!("not Catan")
        };
        assert_eq!(same_board.keep.len(), 1);
        let SetupOptions::Catan(bigger_board) = kept.with_players(5) else {
            panic!("not Catan")
        };
        assert!(bigger_board.keep.is_empty());
        assert!(GameId::ALL
            .iter()
            .all(|g| g.allows_players(g.default_players())));
    }
}
