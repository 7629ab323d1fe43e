//! Setup options as they travel in a URL query (`players=4&mode=random&…`).
//!
//! One reader and one writer, shared by the JSON API and the setup pages, so a link
//! copied from a page and a request to the API mean the same setup.

use crate::catan::{self, Constraints, KeptHex, Mode, Terrain};
use crate::citadels::{self, Edition};
use crate::score::InputError;
use crate::{card_city, city_council, gentes, GameId, Seed};
use serde::Serialize;

/// A query value that cannot be read, with the parameter it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueryError {
    pub field: String,
    pub message: String,
    /// Readable but describing no possible table (the API answers 422, not 400).
    pub impossible: bool,
}

impl QueryError {
    fn new(field: impl Into<String>, message: impl Into<String>) -> QueryError {
        QueryError {
            field: field.into(),
            message: message.into(),
            impossible: false,
        }
    }
}

/// `players=N` as typed: required, a whole number, and a possible table size (the
/// game's own range is checked by the game).
pub fn parse_players(text: Option<&str>) -> Result<u8, QueryError> {
    let text = text.ok_or_else(|| {
        QueryError::new("players", "the number of players is required (players=N)")
    })?;
    let players: i64 = text.trim().parse().map_err(|_| {
        QueryError::new(
            "players",
            format!("players must be a whole number, not {text:?}"),
        )
    })?;
    u8::try_from(players).map_err(|_| QueryError {
        impossible: true,
        ..QueryError::new(
            "players",
            format!("{players} players is not a possible table"),
        )
    })
}

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
            SetupOptions::Gentes(o) => o.lock_first_tax = flag(&get, "lock_first_tax", false)?,
            SetupOptions::Citadels(o) => read_citadels(o, &get)?,
            SetupOptions::Catan(o) => read_catan(o, &get)?,
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
        let on = |value: bool| if value { "1" } else { "0" }.to_owned();
        match self {
            SetupOptions::CardCity(_) | SetupOptions::CityCouncil(_) => {}
            SetupOptions::Gentes(o) => {
                if o.lock_first_tax {
                    query.push(("lock_first_tax", on(true)));
                }
            }
            SetupOptions::Citadels(o) => {
                let fresh = citadels::SetupOptions::new(o.players, Edition::default());
                if o.edition != fresh.edition {
                    query.push(("edition", o.edition.id().to_owned()));
                }
                if let Some(preset) = &o.preset {
                    query.push(("preset", preset.clone()));
                }
                for (name, value, default) in [
                    ("nine", o.nine, fresh.nine),
                    ("reveal", o.reveal, fresh.reveal),
                    (
                        "ten_with_three",
                        o.ten_districts_with_three,
                        fresh.ten_districts_with_three,
                    ),
                ] {
                    if value != default {
                        query.push((name, on(value)));
                    }
                }
                if o.round != fresh.round {
                    query.push(("round", o.round.to_string()));
                }
            }
            SetupOptions::Catan(o) => write_catan(o, &mut query),
        }
        query
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

fn read_citadels<'a>(
    o: &mut citadels::SetupOptions,
    get: &impl Fn(&str) -> Option<&'a str>,
) -> Result<(), QueryError> {
    if let Some(text) = get("edition") {
        o.edition = Edition::parse(text).ok_or_else(|| {
            QueryError::new(
                "edition",
                format!("edition must be classic or 2016, not {text:?}"),
            )
        })?;
    }
    if let Some(text) = get("round") {
        o.round = text.trim().parse().map_err(|_| {
            QueryError::new(
                "round",
                format!("round must be a whole number from 1, not {text:?}"),
            )
        })?;
    }
    o.preset = get("preset")
        .map(str::trim)
        .filter(|p| !p.is_empty() && *p != "random")
        .map(str::to_owned);
    o.nine = flag(get, "nine", false)?;
    o.reveal = flag(get, "reveal", false)?;
    o.ten_districts_with_three = flag(get, "ten_with_three", false)?;
    Ok(())
}

/// The Catan rule switches, by their query names (the capped rules are `catan::CAPS`).
const CATAN_SWITCHES: [&str; 3] = ["no_adjacent_6_8", "no_adjacent_2_12", "no_equal_neighbours"];

fn switch_of<'c>(rules: &'c mut Constraints, name: &str) -> &'c mut bool {
    match name {
        "no_adjacent_6_8" => &mut rules.no_adjacent_6_8,
        "no_adjacent_2_12" => &mut rules.no_adjacent_2_12,
        _ => &mut rules.no_equal_neighbours,
    }
}

fn read_catan<'a>(
    o: &mut catan::SetupOptions,
    get: &impl Fn(&str) -> Option<&'a str>,
) -> Result<(), QueryError> {
    if let Some(text) = get("mode") {
        o.mode = Mode::parse(text).ok_or_else(|| {
            QueryError::new(
                "mode",
                format!("mode must be spiral, balanced, random or beginner, not {text:?}"),
            )
        })?;
    }
    for name in CATAN_SWITCHES {
        let rule = switch_of(&mut o.constraints, name);
        *rule = flag(get, name, *rule)?;
    }
    for limit in catan::CAPS {
        let rule = limit.slot(&mut o.constraints);
        *rule = cap(get, limit.rule, *rule)?;
    }
    if let Some(text) = get("keep") {
        o.keep = parse_keep(text)?;
    }
    Ok(())
}

fn write_catan(o: &catan::SetupOptions, query: &mut Vec<(&'static str, String)>) {
    if o.mode != Mode::default() {
        query.push(("mode", mode_id(o.mode).to_owned()));
    }
    let mut rules = o.constraints;
    let mut defaults = Constraints::BALANCED;
    for name in CATAN_SWITCHES {
        let value = *switch_of(&mut rules, name);
        if value != *switch_of(&mut defaults, name) {
            query.push((name, if value { "1" } else { "0" }.to_owned()));
        }
    }
    for limit in catan::CAPS {
        let value = limit.value(&rules);
        if value != limit.value(&defaults) {
            query.push((
                limit.rule,
                value.map_or("off".to_owned(), |v| v.to_string()),
            ));
        }
    }
    if !o.keep.is_empty() {
        query.push(("keep", write_keep(&o.keep)));
    }
}

/// The query name of a Catan mode.
pub const fn mode_id(mode: Mode) -> &'static str {
    match mode {
        Mode::Spiral => "spiral",
        Mode::Balanced => "balanced",
        Mode::Random => "random",
        Mode::Beginner => "beginner",
    }
}

/// An on/off option: `1`/`true` or `0`/`false`/empty; absent keeps `default`.
fn flag<'a>(
    get: &impl Fn(&str) -> Option<&'a str>,
    name: &str,
    default: bool,
) -> Result<bool, QueryError> {
    match get(name).map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None => Ok(default),
        Some("0" | "false" | "") => Ok(false),
        Some("1" | "true") => Ok(true),
        Some(other) => Err(QueryError::new(
            name,
            format!("{name} must be 1 or 0, not {other:?}"),
        )),
    }
}

/// A limit: a number, or `off` (also `0` or empty) for no limit.
fn cap<'a>(
    get: &impl Fn(&str) -> Option<&'a str>,
    name: &str,
    default: Option<u8>,
) -> Result<Option<u8>, QueryError> {
    match get(name).map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None => Ok(default),
        Some("off" | "") => Ok(None),
        // 0 is not "off": a reader would take it as the tightest limit of all.
        Some(text) => text
            .parse::<u8>()
            .ok()
            .filter(|&v| v > 0)
            .map(Some)
            .ok_or_else(|| {
                QueryError::new(
                    name,
                    format!("{name} must be a number from 1 to 255 or off, not {text:?}"),
                )
            }),
    }
}

/// `q,r,terrain,number;…` (the number left out for a desert).
pub fn parse_keep(text: &str) -> Result<Vec<KeptHex>, QueryError> {
    text.split(';')
        .filter(|part| !part.trim().is_empty())
        .enumerate()
        .map(|(i, part)| {
            let bad = || {
                QueryError::new(
                    format!("keep[{i}]"),
                    format!("{part:?} is not q,r,terrain,number"),
                )
            };
            let fields: Vec<&str> = part.split(',').map(str::trim).collect();
            let (q, r, terrain, number) = match fields.as_slice() {
                [q, r, t] => (q, r, t, None),
                [q, r, t, n] => (q, r, t, Some(*n)),
                _ => return Err(bad()),
            };
            Ok(KeptHex {
                q: q.parse().map_err(|_| bad())?,
                r: r.parse().map_err(|_| bad())?,
                terrain: Terrain::parse(terrain).ok_or_else(bad)?,
                number: number
                    .map(|n| n.parse::<u8>())
                    .transpose()
                    .map_err(|_| bad())?,
            })
        })
        .collect()
}

pub fn write_keep(keep: &[KeptHex]) -> String {
    let parts: Vec<String> = keep
        .iter()
        .map(|k| match k.number {
            Some(n) => format!("{},{},{},{n}", k.q, k.r, k.terrain.name()),
            None => format!("{},{},{}", k.q, k.r, k.terrain.name()),
        })
        .collect();
    parts.join(";")
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
