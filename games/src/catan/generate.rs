//! Randomised search for terrain and numbers that meet the chosen constraints.
//!
//! Rather than shuffling until a board happens to fit (slow, and unbounded when the
//! rules are tight), each search places one hex at a time: the hex with the fewest
//! legal choices next, choices tried in a random order weighted by what is left,
//! and every rule checked the moment it can fail. A node budget bounds each try;
//! a fresh try starts from the same seeded generator, so results are reproducible.

use super::board::Board;
use super::constraints::{resource_spread_ok, Constraints};
use super::pieces::{pips, Terrain};
use crate::{Draws, SetupRng};

/// One number search may visit this many nodes per token before a fresh try: a
/// stuck search is abandoned early, because a new random start is far likelier to
/// succeed quickly than digging on (the cost of a board is heavy-tailed otherwise).
const NODES_PER_TOKEN: u32 = 4;
/// Nodes of one terrain try.
const TERRAIN_TRY_NODES: u32 = 1_000;

/// Picks the order to try values: each pick is as likely as its remaining count.
fn weighted_order<T: Copy>(mut options: Vec<(T, u32)>, rng: &mut SetupRng) -> Vec<T> {
    let mut order = Vec::with_capacity(options.len());
    while !options.is_empty() {
        let total: u32 = options.iter().map(|&(_, n)| n).sum();
        let mut ticket = rng.below(total as usize) as u32;
        let at = options
            .iter()
            .position(|&(_, n)| {
                if ticket < n {
                    true
                } else {
                    ticket -= n;
                    false
                }
            })
            .unwrap_or(0);
        order.push(options.swap_remove(at).0);
    }
    order
}

/// Outcome of one bounded search.
enum Found<T> {
    Yes(T),
    /// Searched everything: no solution exists from here.
    Impossible,
    /// Ran out of budget: another try may succeed.
    GaveUp,
}

/// Places terrain tiles on the hexes that are not fixed, with like terrain in
/// groups of at most `cap`.
pub fn place_terrain(
    board: &Board,
    fixed: &[Option<Terrain>],
    pool: &[Terrain],
    cap: Option<u8>,
    rng: &mut SetupRng,
    work: &mut u32,
) -> Option<Vec<Terrain>> {
    let free: Vec<usize> = (0..board.len()).filter(|&i| fixed[i].is_none()).collect();
    let Some(cap) = cap else {
        *work += 1;
        let mut tiles = pool.to_vec();
        rng.shuffle(&mut tiles);
        let mut placed: Vec<Option<Terrain>> = fixed.to_vec();
        for (&hex, tile) in free.iter().zip(tiles) {
            placed[hex] = Some(tile);
        }
        return placed.into_iter().collect();
    };
    let mut counts: Vec<(Terrain, u32)> = Terrain::ALL
        .iter()
        .map(|&t| (t, pool.iter().filter(|&&x| x == t).count() as u32))
        .filter(|&(_, n)| n > 0)
        .collect();
    let mut placed = fixed.to_vec();
    let mut nodes = 0;
    let found = terrain_dfs(
        board,
        &mut placed,
        &free,
        0,
        &mut counts,
        cap.into(),
        rng,
        &mut nodes,
        TERRAIN_TRY_NODES,
    );
    *work += nodes;
    match found {
        Found::Yes(()) => placed.into_iter().collect(),
        Found::Impossible | Found::GaveUp => None,
    }
}

#[allow(clippy::too_many_arguments)]
fn terrain_dfs(
    board: &Board,
    placed: &mut [Option<Terrain>],
    free: &[usize],
    depth: usize,
    counts: &mut [(Terrain, u32)],
    cap: u32,
    rng: &mut SetupRng,
    nodes: &mut u32,
    budget: u32,
) -> Found<()> {
    if depth == free.len() {
        return Found::Yes(());
    }
    *nodes += 1;
    if *nodes > budget {
        return Found::GaveUp;
    }
    let hex = free[depth];
    let options: Vec<(usize, u32)> = counts
        .iter()
        .enumerate()
        .filter(|(_, &(_, n))| n > 0)
        .map(|(k, &(_, n))| (k, n))
        .collect();
    let mut gave_up = false;
    for k in weighted_order(options, rng) {
        let terrain = counts[k].0;
        placed[hex] = Some(terrain);
        if cluster_size(board, placed, hex, cap + 1) <= cap {
            counts[k].1 -= 1;
            match terrain_dfs(
                board,
                placed,
                free,
                depth + 1,
                counts,
                cap,
                rng,
                nodes,
                budget,
            ) {
                Found::Yes(()) => return Found::Yes(()),
                Found::GaveUp => gave_up = true,
                Found::Impossible => {}
            }
            counts[k].1 += 1;
            if gave_up {
                break;
            }
        }
        placed[hex] = None;
    }
    placed[hex] = None;
    if gave_up {
        Found::GaveUp
    } else {
        Found::Impossible
    }
}

/// Size of the same-terrain group containing `hex`, counting no further than `limit`.
fn cluster_size(board: &Board, placed: &[Option<Terrain>], hex: usize, limit: u32) -> u32 {
    let terrain = placed[hex];
    let mut group = vec![hex];
    let mut k = 0;
    while k < group.len() && (group.len() as u32) < limit {
        for &n in &board.neighbours[group[k]] {
            if placed[n] == terrain && !group.contains(&n) {
                group.push(n);
            }
        }
        k += 1;
    }
    group.len() as u32
}

/// The number search: tokens are placed one at a time, most pips first (6 and 8,
/// then 5 and 9 …), each into a random legal hex. High-pip tokens are what the
/// neighbour and intersection rules constrain; placed first, conflicts show at
/// once, and the low tokens left at the end fit almost anywhere.
struct NumberSearch<'a> {
    board: &'a Board,
    terrain: &'a [Terrain],
    rules: &'a Constraints,
    numbers: Vec<Option<u8>>,
    /// Tokens still to place, in placing order.
    tokens: Vec<u8>,
    intersection_pips: Vec<u32>,
    /// Hexes at each intersection still waiting for a token.
    intersection_open: Vec<u32>,
    nodes: u32,
    budget: u32,
}

impl NumberSearch<'_> {
    fn is_open(&self, hex: usize) -> bool {
        self.numbers[hex].is_none() && self.terrain[hex] != Terrain::Desert
    }

    /// The most pips an open hex can still take: at each of its intersections, the
    /// cap less what is placed and less the least every other open hex there will
    /// still receive (`least` pips each).
    fn room(&self, hex: usize, least: u32) -> u32 {
        let Some(cap) = self.rules.max_intersection_pips else {
            return u32::MAX;
        };
        self.board.hex_intersections[hex]
            .iter()
            .map(|&i| {
                let others = self.intersection_open[i].saturating_sub(1) * least;
                u32::from(cap).saturating_sub(self.intersection_pips[i] + others)
            })
            .min()
            .unwrap_or(u32::MAX)
    }

    fn allowed(&self, hex: usize, number: u8, least: u32) -> bool {
        self.is_open(hex)
            && self.board.neighbours[hex]
                .iter()
                .all(|&n| self.numbers[n].is_none_or(|m| self.rules.neighbours_allowed(number, m)))
            && u32::from(pips(number)) <= self.room(hex, least)
    }

    /// A necessary condition for the tokens left to fit: for every pip level, at
    /// least as many open hexes with room for it as tokens of at least that level
    /// (counted in histograms: pips run from 1 to 5).
    fn can_still_fit(&self, left: &[u8]) -> bool {
        if self.rules.max_intersection_pips.is_none() || left.is_empty() {
            return true;
        }
        let mut need = [0u32; 6];
        for &n in left {
            need[usize::from(pips(n))] += 1;
        }
        let least = need.iter().position(|&c| c > 0).unwrap_or(1) as u32;
        let mut room = [0u32; 6];
        for hex in (0..self.board.len()).filter(|&h| self.is_open(h)) {
            room[self.room(hex, least).min(5) as usize] += 1;
        }
        let (mut needed, mut available) = (0, 0);
        (1..=5).rev().all(|p| {
            needed += need[p];
            available += room[p];
            needed <= available
        })
    }

    fn set(&mut self, hex: usize, number: Option<u8>) {
        let (old, new) = (self.numbers[hex], number);
        for &i in &self.board.hex_intersections[hex] {
            self.intersection_pips[i] -= old.map_or(0, |n| u32::from(pips(n)));
            self.intersection_pips[i] += new.map_or(0, |n| u32::from(pips(n)));
            match (old, new) {
                (None, Some(_)) => self.intersection_open[i] -= 1,
                (Some(_), None) => self.intersection_open[i] += 1,
                _ => {}
            }
        }
        self.numbers[hex] = number;
    }

    /// Places `tokens[k..]`; `floor` keeps identical tokens in increasing hex order,
    /// so swapping two 6s is never searched twice.
    fn dfs(&mut self, k: usize, floor: usize, rng: &mut SetupRng) -> Found<()> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Found::GaveUp;
        }
        let Some(&number) = self.tokens.get(k) else {
            return match self.rules.max_resource_pip_deviation {
                Some(cap) if !resource_spread_ok(self.board, self.terrain, &self.numbers, cap) => {
                    Found::Impossible
                }
                _ => Found::Yes(()),
            };
        };
        let least = self.tokens[k..]
            .iter()
            .map(|&n| u32::from(pips(n)))
            .min()
            .unwrap_or(1);
        let mut hexes: Vec<usize> = (floor..self.board.len())
            .filter(|&h| self.allowed(h, number, least))
            .collect();
        // Enough room for this token and its identical twins still to come.
        let twins = self.tokens[k..]
            .iter()
            .take_while(|&&t| t == number)
            .count();
        if hexes.len() < twins {
            return Found::Impossible;
        }
        rng.shuffle(&mut hexes);
        for hex in hexes {
            self.set(hex, Some(number));
            if !self.can_still_fit(&self.tokens[k + 1..]) {
                self.set(hex, None);
                continue;
            }
            let next_floor = if self.tokens.get(k + 1) == Some(&number) {
                hex + 1
            } else {
                0
            };
            let outcome = self.dfs(k + 1, next_floor, rng);
            match outcome {
                Found::Yes(()) => return Found::Yes(()),
                Found::GaveUp => {
                    self.set(hex, None);
                    return Found::GaveUp;
                }
                Found::Impossible => self.set(hex, None),
            }
        }
        Found::Impossible
    }
}

/// Places number tokens on every non-desert hex that has none yet.
pub fn place_numbers(
    board: &Board,
    terrain: &[Terrain],
    fixed: &[Option<u8>],
    pool: &[u8],
    rules: &Constraints,
    rng: &mut SetupRng,
    work: &mut u32,
) -> Option<Vec<Option<u8>>> {
    let budget = NODES_PER_TOKEN * pool.len() as u32 + 10;
    let mut tokens = pool.to_vec();
    // 6s and 8s first (most pips, kept apart), then 2s and 12s (kept apart, but
    // almost no pips: left to the end they would meet in the last free hexes), then
    // the rest by pips. Equal tokens side by side, for the symmetry rule; which of
    // two equally weighted numbers goes first is left to chance.
    let six_first = rng.below(2) == 0;
    let stage = |n: u8| match n {
        6 | 8 => 0,
        2 | 12 => 1,
        _ => 2,
    };
    tokens.sort_by_key(|&n| {
        (
            stage(n),
            std::cmp::Reverse(pips(n)),
            if six_first { n } else { 14 - n },
        )
    });
    let mut search = NumberSearch {
        board,
        terrain,
        rules,
        numbers: vec![None; board.len()],
        tokens,
        intersection_pips: vec![0; board.intersections.len()],
        intersection_open: board
            .intersections
            .iter()
            .map(|hexes| {
                hexes
                    .iter()
                    .filter(|&&h| terrain[h] != Terrain::Desert)
                    .count() as u32
            })
            .collect(),
        nodes: 0,
        budget,
    };
    for (hex, number) in fixed.iter().enumerate() {
        if number.is_some() {
            search.set(hex, *number);
        }
    }
    let found = search.dfs(0, 0, rng);
    *work += search.nodes;
    match found {
        Found::Yes(()) => Some(search.numbers),
        Found::Impossible | Found::GaveUp => None,
    }
}
