use super::board::{Board, BoardSize, Hex};
use super::constraints::{largest_cluster, report, Constraints, Report};
use super::generate::{place_numbers, place_terrain};
use super::pieces::{harbor_kinds, pips, spiral_tokens, terrain_tiles, Terrain};
use super::spiral::spiral_order;
use super::Reminder;
use crate::draw::{Effort, Unsettled};
use crate::players::check_players;
use crate::score::InputError;
use crate::{Draws, GameId, Seed};
use serde::{Deserialize, Serialize};

/// How numbers (and terrain) are laid out. Balanced unless the table asks otherwise:
/// it is why people open the generator instead of laying tiles by hand.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    Spiral,
    #[default]
    Balanced,
    Random,
    Beginner,
}

impl Mode {
    /// In the order a page offers them.
    pub const ALL: [Mode; 4] = [Mode::Balanced, Mode::Spiral, Mode::Random, Mode::Beginner];

    /// Whether a table of this many players can use the mode: the beginner map
    /// is printed for the 3–4 player board only.
    pub fn available_for(self, players: u8) -> bool {
        self != Mode::Beginner || BoardSize::for_players(players) == BoardSize::Base
    }

    /// Whether hexes can be kept while the rest is drawn again: only where the
    /// board is drawn at random.
    pub const fn keeps_hexes(self) -> bool {
        matches!(self, Mode::Balanced | Mode::Random)
    }

    pub fn parse(text: &str) -> Option<Mode> {
        match text.trim().to_ascii_lowercase().as_str() {
            "spiral" => Some(Mode::Spiral),
            "balanced" => Some(Mode::Balanced),
            "random" => Some(Mode::Random),
            "beginner" => Some(Mode::Beginner),
            _ => None,
        }
    }
}

/// A hex the players liked and keep while the rest is drawn again.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptHex {
    pub q: i8,
    pub r: i8,
    pub terrain: Terrain,
    pub number: Option<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupOptions {
    pub players: u8,
    pub mode: Mode,
    /// Used by the balanced mode (random always keeps 6 and 8 apart).
    pub constraints: Constraints,
    pub keep: Vec<KeptHex>,
}

impl SetupOptions {
    /// Whether a draw may need more than [`Effort::Quick`]: only with kept hexes
    /// or balancing rules other than the defaults. Every other draw settles
    /// quickly (tested for every board size and mode).
    pub fn may_search_long(&self) -> bool {
        !self.keep.is_empty()
            || (self.mode == Mode::Balanced && self.constraints != Constraints::BALANCED)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PlacedHex {
    pub q: i8,
    pub r: i8,
    pub terrain: Terrain,
    pub number: Option<u8>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Harbor {
    /// Frame slot, clockwise from the upper left.
    pub slot: u8,
    pub kind: &'static str,
    /// The land hex (index into `hexes`) and its sea-facing side (0 = east, clockwise).
    pub hex: u8,
    pub side: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SpiralStart {
    /// Which of the six corner hexes (clockwise from the top) the spiral starts on.
    pub corner: u8,
    pub clockwise: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Setup {
    pub board: BoardSize,
    pub mode: Mode,
    pub hexes: Vec<PlacedHex>,
    pub harbors: Vec<Harbor>,
    /// Index into `hexes`: a desert.
    pub robber: u8,
    pub first_player: u8,
    pub report: Report,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub spiral: Option<SpiralStart>,
    pub reminders: Vec<Reminder>,
}

/// Number tries on one terrain layout before the terrain is drawn again.
const NUMBER_TRIES_PER_TERRAIN: u32 = 8;
/// Search nodes, over all tries, before the rules are declared too tight: about 75
/// times the most the default balanced rules have needed (a fraction of a second),
/// so a request cannot keep the server busy and a feasible board is not given up.
pub(super) const WORK_BUDGET: u32 = 60_000;
/// The first share of it, enough for every board of the default balanced rules
/// (2.5 times the most they have needed): what [`Effort::Quick`] spends.
const QUICK_WORK: u32 = 2_000;

/// Why a search stopped without a board.
pub(super) enum Stop {
    Refused(InputError),
    OutOfWork,
}

impl From<InputError> for Stop {
    fn from(error: InputError) -> Stop {
        Stop::Refused(error)
    }
}

pub fn setup(options: &SetupOptions, seed: &Seed) -> Result<Setup, InputError> {
    setup_with(options, seed, Effort::Full)
        .unwrap_or_else(|Unsettled| unreachable!("a full search ends decided"))
}

/// [`setup`] within `effort`: `Err(Unsettled)` when a quick draw ran out of work.
pub fn setup_with(
    options: &SetupOptions,
    seed: &Seed,
    effort: Effort,
) -> Result<Result<Setup, InputError>, Unsettled> {
    match draw(options, seed, effort) {
        Ok(setup) => Ok(Ok(setup)),
        Err(Stop::Refused(error)) => Ok(Err(error)),
        Err(Stop::OutOfWork) if effort == Effort::Full => Ok(Err(too_tight())),
        Err(Stop::OutOfWork) => Err(Unsettled),
    }
}

fn draw(options: &SetupOptions, seed: &Seed, effort: Effort) -> Result<Setup, Stop> {
    let players = check_players(GameId::Catan, options.players)?;
    let size = BoardSize::for_players(players);
    let board = Board::of(size);
    if !options.keep.is_empty() && !options.mode.keeps_hexes() {
        return Err(InputError::rule(
            "keep",
            "Keeping hexes",
            "works with the balanced and random modes",
        )
        .into());
    }
    if options.mode == Mode::Balanced {
        options.constraints.check_feasible(size)?;
    }
    let enforced = match options.mode {
        Mode::Balanced => options.constraints,
        Mode::Random => Constraints::RANDOM,
        Mode::Spiral | Mode::Beginner => Constraints::NONE,
    };

    let (terrain, numbers, spiral, harbor_order) = match options.mode {
        Mode::Beginner => {
            if !Mode::Beginner.available_for(players) {
                return Err(
                    InputError::rule("mode", "The beginner map", "is for 3–4 players").into(),
                );
            }
            let (terrain, numbers) = beginner_map();
            (terrain, numbers, None, BEGINNER_HARBORS.to_vec())
        }
        Mode::Spiral => {
            let mut rng = seed.rng("catan/spiral");
            let mut terrain = terrain_tiles(size);
            rng.shuffle(&mut terrain);
            let start = SpiralStart {
                corner: rng.below(6) as u8,
                clockwise: rng.below(2) == 1,
            };
            let mut numbers = vec![None; board.len()];
            let mut tokens = spiral_tokens(size).iter();
            for hex in spiral_order(board, start.corner.into(), start.clockwise) {
                if terrain[hex] != Terrain::Desert {
                    numbers[hex] = tokens.next().copied();
                }
            }
            (terrain, numbers, Some(start), shuffled_harbors(size, seed))
        }
        Mode::Balanced | Mode::Random => {
            let work = match effort {
                Effort::Full => WORK_BUDGET,
                Effort::Quick => QUICK_WORK,
            };
            let (terrain, numbers) = search(board, &options.keep, &enforced, seed, work)?;
            (terrain, numbers, None, shuffled_harbors(size, seed))
        }
    };

    let deserts: Vec<usize> = (0..board.len())
        .filter(|&i| terrain[i] == Terrain::Desert)
        .collect();
    let robber = deserts[seed.rng("catan/robber").below(deserts.len())] as u8;
    let harbors = board
        .harbor_slots
        .iter()
        .zip(harbor_order)
        .enumerate()
        .map(|(slot, (&edge, kind))| Harbor {
            slot: slot as u8,
            kind,
            hex: board.coast[edge].hex as u8,
            side: board.coast[edge].side,
        })
        .collect();
    let first_player = seed.rng("catan/first-player").below(players.into()) as u8;
    let mut reminders = vec![
        Reminder::PlacementOrder { first_player },
        Reminder::SecondSettlementResources,
    ];
    if size == BoardSize::Extended {
        reminders.push(Reminder::SpecialBuildPhase);
    }
    Ok(Setup {
        board: size,
        mode: options.mode,
        hexes: board
            .hexes
            .iter()
            .enumerate()
            .map(|(i, &Hex { q, r })| PlacedHex {
                q,
                r,
                terrain: terrain[i],
                number: numbers[i],
            })
            .collect(),
        harbors,
        robber,
        first_player,
        report: report(board, &terrain, &numbers, &enforced),
        spiral,
        reminders,
    })
}

fn shuffled_harbors(size: BoardSize, seed: &Seed) -> Vec<&'static str> {
    let mut kinds = harbor_kinds(size);
    seed.rng("catan/harbors").shuffle(&mut kinds);
    kinds
}

type Layout = (Vec<Terrain>, Vec<Option<u8>>);

/// Terrain then numbers, within the constraints; a fresh try when one runs dry.
pub(super) fn search(
    board: &Board,
    keep: &[KeptHex],
    rules: &Constraints,
    seed: &Seed,
    budget: u32,
) -> Result<Layout, Stop> {
    let (fixed_terrain, fixed_numbers, terrain_pool, number_pool) = kept(board, keep, rules)?;
    let mut rng = seed.rng("catan/board");
    let mut work = 0;
    while work < budget {
        let cap = rules.max_terrain_cluster;
        let Some(terrain) = place_terrain(
            board,
            &fixed_terrain,
            &terrain_pool,
            cap,
            &mut rng,
            &mut work,
        ) else {
            continue;
        };
        for _ in 0..NUMBER_TRIES_PER_TERRAIN {
            if let Some(numbers) = place_numbers(
                board,
                &terrain,
                &fixed_numbers,
                &number_pool,
                rules,
                &mut rng,
                &mut work,
            ) {
                return Ok((terrain, numbers));
            }
        }
    }
    Err(Stop::OutOfWork)
}

/// Without kept hexes every accepted limit is met (see `Cap::tightest`); kept
/// hexes can leave the rest of the board no way to meet them.
fn too_tight() -> InputError {
    InputError::rule(
        "constraints",
        "These balancing rules",
        "could not all be met around the kept hexes; release a hex, turn a rule off or loosen a limit",
    )
}

type Kept = (Vec<Option<Terrain>>, Vec<Option<u8>>, Vec<Terrain>, Vec<u8>);

/// Checks the kept hexes and takes their tiles and tokens out of the pools.
fn kept(board: &Board, keep: &[KeptHex], rules: &Constraints) -> Result<Kept, InputError> {
    let mut terrain = vec![None; board.len()];
    let mut numbers = vec![None; board.len()];
    let mut terrain_pool = terrain_tiles(board.size);
    let mut number_pool: Vec<u8> = spiral_tokens(board.size).to_vec();
    for (i, k) in keep.iter().enumerate() {
        let field = format!("keep[{i}]");
        let what = format!("The kept hex at ({}, {})", k.q, k.r);
        let hex = board
            .index_of(Hex { q: k.q, r: k.r })
            .ok_or_else(|| InputError::rule(&field, &what, "is not on this board"))?;
        if terrain[hex].is_some() {
            return Err(InputError::rule(&field, &what, "is kept twice"));
        }
        let take = |pool: &mut Vec<Terrain>| {
            pool.iter()
                .position(|&t| t == k.terrain)
                .map(|at| pool.swap_remove(at))
        };
        take(&mut terrain_pool).ok_or_else(|| {
            InputError::rule(
                &field,
                &what,
                format!("needs one {} tile more than the box has", k.terrain.name()),
            )
        })?;
        match (k.terrain, k.number) {
            (Terrain::Desert, Some(_)) => {
                return Err(InputError::rule(
                    &field,
                    &what,
                    "is a desert, which has no number",
                ))
            }
            (Terrain::Desert, None) => {}
            (_, None) => return Err(InputError::rule(&field, &what, "needs its number")),
            (_, Some(n)) => {
                let at = number_pool.iter().position(|&x| x == n).ok_or_else(|| {
                    InputError::rule(
                        &field,
                        &what,
                        format!("has a {n}, but no {n} token is left"),
                    )
                })?;
                number_pool.swap_remove(at);
            }
        }
        terrain[hex] = Some(k.terrain);
        numbers[hex] = k.number;
    }
    // Kept hexes that already break a rule can never be completed.
    for a in 0..board.len() {
        for &b in &board.neighbours[a] {
            if let (Some(x), Some(y)) = (numbers[a], numbers[b]) {
                if !rules.neighbours_allowed(x, y) {
                    return Err(InputError::rule(
                        "keep",
                        "The kept hexes",
                        format!("already put {x} next to {y}, which the rules forbid"),
                    ));
                }
            }
        }
    }
    if let Some(cap) = rules.max_intersection_pips {
        let over = board.intersections.iter().any(|hexes| {
            hexes
                .iter()
                .map(|&h| numbers[h].map_or(0, |n| u32::from(pips(n))))
                .sum::<u32>()
                > u32::from(cap)
        });
        if over {
            return Err(InputError::rule(
                "keep",
                "The kept hexes",
                format!("already put more than {cap} pips on one intersection"),
            ));
        }
    }
    if let Some(cap) = rules.max_terrain_cluster {
        if largest_cluster(board, |h| terrain[h]) > u32::from(cap) {
            return Err(InputError::rule(
                "keep",
                "The kept hexes",
                format!("already make a group of more than {cap} like terrain"),
            ));
        }
    }
    Ok((terrain, numbers, terrain_pool, number_pool))
}

/// The beginner map, rows top to bottom.
fn beginner_map() -> (Vec<Terrain>, Vec<Option<u8>>) {
    use Terrain::{Desert, Fields, Forest, Hills, Mountains, Pasture};
    let layout: [(Terrain, Option<u8>); 19] = [
        (Mountains, Some(10)),
        (Pasture, Some(2)),
        (Forest, Some(9)),
        (Fields, Some(12)),
        (Hills, Some(6)),
        (Pasture, Some(4)),
        (Hills, Some(10)),
        (Fields, Some(9)),
        (Forest, Some(11)),
        (Desert, None),
        (Forest, Some(3)),
        (Mountains, Some(8)),
        (Forest, Some(8)),
        (Mountains, Some(3)),
        (Fields, Some(4)),
        (Pasture, Some(5)),
        (Hills, Some(5)),
        (Fields, Some(6)),
        (Pasture, Some(11)),
    ];
    layout.iter().copied().unzip()
}

/// The printed starting layout's harbors, one a frame slot, clockwise from the
/// upper left (slot 0, the north-west edge of mountains 10).
const BEGINNER_HARBORS: [&str; 9] = [
    "3:1",
    "2:1-grain",
    "2:1-ore",
    "3:1",
    "2:1-wool",
    "3:1",
    "3:1",
    "2:1-brick",
    "2:1-lumber",
];
