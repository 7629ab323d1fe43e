//! Setup options as they travel in a URL query (`players=4&mode=random&…`).
//!
//! One reader and one writer, shared by the JSON API and the setup pages, so a link
//! copied from a page and a request to the API mean the same setup. This is the
//! setup's list of games: each game reads and writes its own options (its
//! `query` module) with the helpers of `crate::query`.

use crate::catan::{self, Constraints, Mode};
use crate::citadels::{self, Edition};
pub use crate::query::{parse_players, QueryError};
use crate::score::InputError;
use crate::{card_city, city_council, gentes, GameId, Seed};
use serde::Serialize;

/// Every game's setup options.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupOptions {
    CardCity(card_city::SetupOptions),
    CityCouncil(city_council::SetupOptions),
    Citadels(citadels::SetupOptions),
    Catan(catan::SetupOptions),
    Gentes(gentes::SetupOptions),
}

/// Every game's setup, serialised as that game's own setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Setup {
    CardCity(card_city::Setup),
    CityCouncil(city_council::Setup),
    Citadels(citadels::Setup),
    Catan(catan::Setup),
    Gentes(gentes::Setup),
}

/// What a game calls the seat that opens it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpeningRole {
    StartPlayer,
    FirstChair,
    Crown,
    FirstPlayer,
}

impl Setup {
    /// The seat (0-based) the setup drew to open the game, and what the game
    /// calls it: the start player, City Council's first chair, Citadels' crown.
    pub fn opening_seat(&self) -> (OpeningRole, u8) {
        match self {
            Setup::CardCity(s) => (OpeningRole::StartPlayer, s.start_player),
            Setup::CityCouncil(s) => (OpeningRole::FirstChair, s.first_chair),
            Setup::Citadels(s) => (OpeningRole::Crown, s.crown),
            Setup::Catan(s) => (OpeningRole::FirstPlayer, s.first_player),
            Setup::Gentes(s) => (OpeningRole::StartPlayer, s.start_player),
        }
    }
}

impl SetupOptions {
    /// The options a new table of the game's usual size starts with.
    pub fn defaults_for(game: GameId) -> SetupOptions {
        SetupOptions::defaults(game, game.default_players())
    }

    /// The options a new table starts with.
    pub fn defaults(game: GameId, players: u8) -> SetupOptions {
        match game {
            GameId::CardCity => SetupOptions::CardCity(card_city::SetupOptions { players }),
            GameId::CityCouncil => {
                SetupOptions::CityCouncil(city_council::SetupOptions { players })
            }
            GameId::Citadels => {
                SetupOptions::Citadels(citadels::SetupOptions::new(players, Edition::default()))
            }
            GameId::Catan => SetupOptions::Catan(catan::SetupOptions {
                players,
                mode: Mode::default(),
                constraints: Constraints::BALANCED,
                keep: Vec::new(),
            }),
            GameId::Gentes => SetupOptions::Gentes(gentes::SetupOptions {
                players,
                lock_first_tax: false,
            }),
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
            SetupOptions::CardCity(_) | SetupOptions::CityCouncil(_) => {}
            SetupOptions::Gentes(o) => gentes::query::read(o, &get)?,
            SetupOptions::Citadels(o) => citadels::query::read(o, &get)?,
            SetupOptions::Catan(o) => catan::query::read(o, &get)?,
        }
        Ok(options)
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

    pub fn game(&self) -> GameId {
        match self {
            SetupOptions::CardCity(_) => GameId::CardCity,
            SetupOptions::CityCouncil(_) => GameId::CityCouncil,
            SetupOptions::Citadels(_) => GameId::Citadels,
            SetupOptions::Catan(_) => GameId::Catan,
            SetupOptions::Gentes(_) => GameId::Gentes,
        }
    }

    pub fn players(&self) -> u8 {
        match self {
            SetupOptions::CardCity(o) => o.players,
            SetupOptions::CityCouncil(o) => o.players,
            SetupOptions::Citadels(o) => o.players,
            SetupOptions::Catan(o) => o.players,
            SetupOptions::Gentes(o) => o.players,
        }
    }

    /// The player counts these options can be drawn for (Citadels' depends on
    /// the edition).
    pub fn player_range(&self) -> std::ops::RangeInclusive<u8> {
        let info = self.game().info();
        let max = match self {
            SetupOptions::Citadels(o) => o.edition.max_players(),
            _ => info.max_players,
        };
        info.min_players..=max
    }

    /// The same options for another player count.
    pub fn with_players(&self, players: u8) -> SetupOptions {
        let mut options = self.clone();
        match &mut options {
            SetupOptions::CardCity(o) => o.players = players,
            SetupOptions::CityCouncil(o) => o.players = players,
            SetupOptions::Citadels(o) => o.players = players,
            SetupOptions::Catan(o) => {
                // Kept hexes belong to one board size.
                if catan::BoardSize::for_players(o.players)
                    != catan::BoardSize::for_players(players)
                {
                    o.keep.clear();
                }
                // The beginner map is for the 3–4 player board.
                if !o.mode.available_for(players) {
                    o.mode = catan::Mode::default();
                }
                o.players = players;
            }
            SetupOptions::Gentes(o) => o.players = players,
        }
        options
    }

    /// The options a setup page draws with: a face-down character (Citadels)
    /// is only ever drawn when asked for.
    pub fn as_dealt(&self) -> SetupOptions {
        let mut shown = self.clone();
        if let SetupOptions::Citadels(o) = &mut shown {
            o.reveal = false;
        }
        shown
    }

    /// The options for a new game with a new seed: the same choices, but a game's
    /// progress (the Citadels round, a face-down card shown) starts over.
    pub fn for_new_setup(&self) -> SetupOptions {
        let mut options = self.clone();
        if let SetupOptions::Citadels(o) = &mut options {
            let fresh = citadels::SetupOptions::new(o.players, o.edition);
            o.round = fresh.round;
            o.reveal = fresh.reveal;
        }
        options
    }

    /// The parameters that differ from the defaults, `players` first, in a fixed
    /// order, so equal options always give the same link.
    pub fn to_query(&self) -> Vec<(&'static str, String)> {
        let mut query = vec![("players", self.players().to_string())];
        match self {
            SetupOptions::CardCity(_) | SetupOptions::CityCouncil(_) => {}
            SetupOptions::Gentes(o) => gentes::query::write(o, &mut query),
            SetupOptions::Citadels(o) => citadels::query::write(o, &mut query),
            SetupOptions::Catan(o) => catan::query::write(o, &mut query),
        }
        query
    }

    /// The choice the statistics split a game's seats by, by its query id:
    /// Catan's board mode (does balancing even out the seats?) and Citadels'
    /// edition; `None` for games with no such choice.
    pub fn kind(&self) -> Option<&'static str> {
        match self {
            SetupOptions::Catan(o) => Some(catan::query::mode_id(o.mode)),
            SetupOptions::Citadels(o) => Some(o.edition.id()),
            _ => None,
        }
    }

    /// [`SetupOptions::setup`] within `effort`: only Catan's balanced and random
    /// boards search, and only they can come back [`catan::Unsettled`].
    pub fn setup_with(
        &self,
        seed: &Seed,
        effort: catan::Effort,
    ) -> Result<Result<Setup, InputError>, catan::Unsettled> {
        match self {
            SetupOptions::Catan(o) => {
                catan::setup_with(o, seed, effort).map(|drawn| drawn.map(Setup::Catan))
            }
            _ => Ok(self.setup(seed)),
        }
    }

    /// Whether a draw may search long (Catan's kept hexes and own balancing
    /// rules); see [`catan::SetupOptions::may_search_long`].
    pub fn may_search_long(&self) -> bool {
        matches!(self, SetupOptions::Catan(o) if o.may_search_long())
    }

    /// Draws the setup these options describe.
    pub fn setup(&self, seed: &Seed) -> Result<Setup, InputError> {
        Ok(match self {
            SetupOptions::CardCity(o) => Setup::CardCity(card_city::setup(o, seed)?),
            SetupOptions::CityCouncil(o) => Setup::CityCouncil(city_council::setup(o, seed)?),
            SetupOptions::Citadels(o) => Setup::Citadels(citadels::setup(o, seed)?),
            SetupOptions::Catan(o) => Setup::Catan(catan::setup(o, seed)?),
            SetupOptions::Gentes(o) => Setup::Gentes(gentes::setup(o, seed)?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
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
