//! The balanced-board rules, each switchable, and the fairness report.

use super::board::{Board, BoardSize};
use super::pieces::{is_red, pips, Resource, Terrain};
use serde::{Deserialize, Serialize};

/// Which balancing rules a board must meet. `None` turns a capped rule off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Constraints {
    /// 6s and 8s never on neighbouring hexes (also the official random rule).
    pub no_adjacent_6_8: bool,
    /// 2s and 12s never on neighbouring hexes.
    pub no_adjacent_2_12: bool,
    /// No two neighbouring hexes with the same number.
    pub no_equal_neighbours: bool,
    /// Like terrain in connected groups of at most this many hexes.
    pub max_terrain_cluster: Option<u8>,
    /// At most this many pips on the hexes around any intersection.
    pub max_intersection_pips: Option<u8>,
    /// Each resource's pips within this many of its fair share.
    pub max_resource_pip_deviation: Option<u8>,
}

impl Constraints {
    /// The official random setup's only rule.
    pub const RANDOM: Constraints = Constraints {
        no_adjacent_6_8: true,
        no_adjacent_2_12: false,
        no_equal_neighbours: false,
        max_terrain_cluster: None,
        max_intersection_pips: None,
        max_resource_pip_deviation: None,
    };

    /// Balanced by default: every rule but the per-resource spread.
    pub const BALANCED: Constraints = Constraints {
        no_adjacent_6_8: true,
        no_adjacent_2_12: true,
        no_equal_neighbours: true,
        max_terrain_cluster: Some(2),
        max_intersection_pips: Some(10),
        max_resource_pip_deviation: None,
    };

    pub const NONE: Constraints = Constraints {
        no_adjacent_6_8: false,
        no_adjacent_2_12: false,
        no_equal_neighbours: false,
        max_terrain_cluster: None,
        max_intersection_pips: None,
        max_resource_pip_deviation: None,
    };

    /// May number `a` sit next to number `b`?
    pub fn neighbours_allowed(&self, a: u8, b: u8) -> bool {
        let low = |n: u8| n == 2 || n == 12;
        !(self.no_adjacent_6_8 && is_red(a) && is_red(b)
            || self.no_adjacent_2_12 && low(a) && low(b)
            || self.no_equal_neighbours && a == b)
    }
}

/// A capped balancing rule as pages and the API offer it: its query name, the value
/// it takes when switched on, and the range a stepper walks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cap {
    pub rule: &'static str,
    pub default: u8,
    /// The tightest value the generator meets for every seed, with every other rule
    /// at its tightest too, on the 19-hex and on the 30-hex board. Measured by
    /// `examples/catan_feasibility.rs` (300 seeds each): 9 pips per intersection
    /// failed for 3 of 200 seeds on the base board and 195 of 200 on the 5–6 board;
    /// a resource spread of 0 for every seed, of 1 on the 5–6 board for 2 of 300.
    /// Tighter values are refused before any search, the same for every seed.
    tightest: [u8; 2],
    /// Beyond this the rule no longer changes any board.
    pub loosest: u8,
}

/// The capped rules, in the order pages list them.
pub const CAPS: [Cap; 3] = [
    Cap {
        rule: "max_terrain_cluster",
        default: 2,
        tightest: [1, 1],
        loosest: 6,
    },
    Cap {
        rule: "max_intersection_pips",
        default: 10,
        tightest: [10, 10],
        loosest: 15,
    },
    Cap {
        rule: "max_resource_pip_deviation",
        default: 3,
        tightest: [1, 2],
        loosest: 9,
    },
];

impl Cap {
    /// The tightest value every board of this size can meet.
    pub fn tightest(&self, size: BoardSize) -> u8 {
        match size {
            BoardSize::Base => self.tightest[0],
            BoardSize::Extended => self.tightest[1],
        }
    }

    /// This cap's value in a set of rules.
    pub fn value(&self, rules: &Constraints) -> Option<u8> {
        let mut copy = *rules;
        *self.slot(&mut copy)
    }

    /// This cap's slot in a set of rules.
    pub fn slot<'c>(&self, rules: &'c mut Constraints) -> &'c mut Option<u8> {
        match self.rule {
            "max_terrain_cluster" => &mut rules.max_terrain_cluster,
            "max_intersection_pips" => &mut rules.max_intersection_pips,
            _ => &mut rules.max_resource_pip_deviation,
        }
    }
}

impl Constraints {
    /// Every capped rule at its tightest for the board and every switch on: what
    /// `examples/catan_feasibility.rs` checks the generator meets for every seed.
    pub fn tightest(size: BoardSize) -> Constraints {
        let mut rules = Constraints::BALANCED;
        for cap in CAPS {
            *cap.slot(&mut rules) = Some(cap.tightest(size));
        }
        rules
    }

    /// Refuses, before any search, a cap tighter than every board of this size can
    /// meet: the answer is then the same for every seed.
    pub fn check_feasible(&self, size: BoardSize) -> Result<(), crate::InputError> {
        for cap in CAPS {
            let tightest = cap.tightest(size);
            if let Some(value) = cap.value(self).filter(|&v| v < tightest) {
                return Err(crate::InputError::refused(
                    cap.rule,
                    super::Refusal::CapTooTight {
                        rule: cap.rule,
                        value,
                        board: size,
                        tightest,
                    },
                ));
            }
        }
        Ok(())
    }
}

/// Per-resource pips.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct ResourcePips {
    pub lumber: u32,
    pub wool: u32,
    pub grain: u32,
    pub brick: u32,
    pub ore: u32,
}

impl ResourcePips {
    pub fn get(&self, resource: Resource) -> u32 {
        match resource {
            Resource::Lumber => self.lumber,
            Resource::Wool => self.wool,
            Resource::Grain => self.grain,
            Resource::Brick => self.brick,
            Resource::Ore => self.ore,
        }
    }

    fn add(&mut self, resource: Resource, pips: u32) {
        let slot = match resource {
            Resource::Lumber => &mut self.lumber,
            Resource::Wool => &mut self.wool,
            Resource::Grain => &mut self.grain,
            Resource::Brick => &mut self.brick,
            Resource::Ore => &mut self.ore,
        };
        *slot += pips;
    }
}

/// One named rule: whether the generator enforced it, and whether the board meets it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RuleStatus {
    pub rule: &'static str,
    pub enforced: bool,
    pub holds: bool,
}

/// How fair the board is, whatever mode drew it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Report {
    pub pips_per_resource: ResourcePips,
    /// Each resource's fair share of all pips, by its number of hexes (rounded).
    pub fair_pips_per_resource: ResourcePips,
    pub max_pips_per_intersection: u32,
    /// Over intersections where three land hexes meet.
    pub min_pips_per_inner_intersection: u32,
    pub largest_terrain_cluster: u32,
    pub rules: Vec<RuleStatus>,
}

pub fn report(
    board: &Board,
    terrain: &[Terrain],
    numbers: &[Option<u8>],
    enforced: &Constraints,
) -> Report {
    let pip = |i: usize| numbers[i].map_or(0, |n| u32::from(pips(n)));
    let mut per_resource = ResourcePips::default();
    let mut hexes_per_resource = ResourcePips::default();
    for (i, t) in terrain.iter().enumerate() {
        if let Some(r) = t.resource() {
            per_resource.add(r, pip(i));
            hexes_per_resource.add(r, 1);
        }
    }
    let total: u32 = (0..board.len()).map(pip).sum();
    let producing: u32 = Resource::ALL
        .iter()
        .map(|&r| hexes_per_resource.get(r))
        .sum();
    let mut fair = ResourcePips::default();
    for r in Resource::ALL {
        fair.add(
            r,
            (total * hexes_per_resource.get(r) + producing / 2) / producing.max(1),
        );
    }
    let sums: Vec<(usize, u32)> = board
        .intersections
        .iter()
        .map(|hexes| (hexes.len(), hexes.iter().map(|&h| pip(h)).sum()))
        .collect();
    let max_pips = sums.iter().map(|&(_, s)| s).max().unwrap_or(0);
    let min_inner = sums
        .iter()
        .filter(|&&(n, _)| n == 3)
        .map(|&(_, s)| s)
        .min()
        .unwrap_or(0);
    let largest_cluster = largest_cluster(board, |h| Some(terrain[h]));
    let deviation = Resource::ALL
        .iter()
        .map(|&r| per_resource.get(r).abs_diff(fair.get(r)))
        .max()
        .unwrap_or(0);

    let pairs_ok = |rule: &Constraints| {
        (0..board.len()).all(|a| {
            board.neighbours[a]
                .iter()
                .all(|&b| match (numbers[a], numbers[b]) {
                    (Some(x), Some(y)) => rule.neighbours_allowed(x, y),
                    _ => true,
                })
        })
    };
    let only = |f: fn(&mut Constraints)| {
        let mut c = Constraints::NONE;
        f(&mut c);
        c
    };
    let rules = vec![
        RuleStatus {
            rule: "no_adjacent_6_8",
            enforced: enforced.no_adjacent_6_8,
            holds: pairs_ok(&only(|c| c.no_adjacent_6_8 = true)),
        },
        RuleStatus {
            rule: "no_adjacent_2_12",
            enforced: enforced.no_adjacent_2_12,
            holds: pairs_ok(&only(|c| c.no_adjacent_2_12 = true)),
        },
        RuleStatus {
            rule: "no_equal_neighbours",
            enforced: enforced.no_equal_neighbours,
            holds: pairs_ok(&only(|c| c.no_equal_neighbours = true)),
        },
        RuleStatus {
            rule: "max_terrain_cluster",
            enforced: enforced.max_terrain_cluster.is_some(),
            holds: enforced
                .max_terrain_cluster
                .is_none_or(|cap| largest_cluster <= u32::from(cap)),
        },
        RuleStatus {
            rule: "max_intersection_pips",
            enforced: enforced.max_intersection_pips.is_some(),
            holds: enforced
                .max_intersection_pips
                .is_none_or(|cap| max_pips <= u32::from(cap)),
        },
        RuleStatus {
            rule: "max_resource_pip_deviation",
            enforced: enforced.max_resource_pip_deviation.is_some(),
            holds: enforced
                .max_resource_pip_deviation
                .is_none_or(|cap| deviation <= u32::from(cap)),
        },
    ];
    Report {
        pips_per_resource: per_resource,
        fair_pips_per_resource: fair,
        max_pips_per_intersection: max_pips,
        min_pips_per_inner_intersection: min_inner,
        largest_terrain_cluster: largest_cluster,
        rules,
    }
}

/// The size of the largest connected group of one terrain; `terrain_at` gives a
/// hex's terrain, or `None` for a hex not placed yet (never part of a group).
pub fn largest_cluster(board: &Board, terrain_at: impl Fn(usize) -> Option<Terrain>) -> u32 {
    let mut seen = vec![false; board.len()];
    let mut largest = 0;
    for start in 0..board.len() {
        if seen[start] || terrain_at(start).is_none() {
            continue;
        }
        seen[start] = true;
        let mut stack = vec![start];
        let mut size = 0;
        while let Some(h) = stack.pop() {
            size += 1;
            for &n in &board.neighbours[h] {
                if !seen[n] && terrain_at(n) == terrain_at(start) {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        largest = largest.max(size);
    }
    largest
}

/// Whether each resource's pips lie within `cap` of its fair share.
pub fn resource_spread_ok(
    board: &Board,
    terrain: &[Terrain],
    numbers: &[Option<u8>],
    cap: u8,
) -> bool {
    let r = report(board, terrain, numbers, &Constraints::NONE);
    Resource::ALL.iter().all(|&res| {
        r.pips_per_resource
            .get(res)
            .abs_diff(r.fair_pips_per_resource.get(res))
            <= u32::from(cap)
    })
}
