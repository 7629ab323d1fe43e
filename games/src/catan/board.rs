//! Catan board geometry in axial coordinates (pointy-top hexes, `r` grows downward).

use serde::{Deserialize, Serialize};

/// The 19-hex base board (3–4 players) or the 30-hex extension board (5–6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoardSize {
    Base,
    Extended,
}

impl BoardSize {
    pub fn for_players(players: u8) -> BoardSize {
        if players >= 5 {
            BoardSize::Extended
        } else {
            BoardSize::Base
        }
    }

    /// How many hexes the board has: 19, or 30 with the extension.
    pub fn hex_count(self) -> usize {
        self.rows()
            .iter()
            .map(|(_, first, last)| (last - first + 1) as usize)
            .sum()
    }

    /// Hexes per row, top to bottom, and the first `q` of each row.
    fn rows(self) -> &'static [(i8, i8, i8)] {
        // (r, first q, last q)
        match self {
            BoardSize::Base => &[(-2, 0, 2), (-1, -1, 2), (0, -2, 2), (1, -2, 1), (2, -2, 0)],
            BoardSize::Extended => &[
                (-3, 0, 2),
                (-2, -1, 2),
                (-1, -2, 2),
                (0, -3, 2),
                (1, -3, 1),
                (2, -3, 0),
                (3, -3, -1),
            ],
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Hex {
    pub q: i8,
    pub r: i8,
}

/// Neighbour directions, clockwise from east: E, SE, SW, W, NW, NE.
pub const DIRECTIONS: [(i8, i8); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

impl Hex {
    pub fn step(self, direction: usize) -> Hex {
        let (dq, dr) = DIRECTIONS[direction % 6];
        Hex {
            q: self.q + dq,
            r: self.r + dr,
        }
    }

    /// Centre in hex-size units (for drawing and for ordering round the board).
    pub fn centre(self) -> (f64, f64) {
        let (q, r) = (f64::from(self.q), f64::from(self.r));
        (3f64.sqrt() * (q + r / 2.0), 1.5 * r)
    }
}

/// A sea-facing edge of a land hex: where a harbor can sit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CoastEdge {
    pub hex: usize,
    /// Index into [`DIRECTIONS`]: the side of the hex that faces the sea.
    pub side: u8,
}

/// Everything about the board's shape, computed once.
#[derive(Debug, Clone)]
pub struct Board {
    pub size: BoardSize,
    pub hexes: Vec<Hex>,
    pub neighbours: Vec<Vec<usize>>,
    /// Intersections touching at least two land hexes, as the land hexes they touch.
    pub intersections: Vec<Vec<usize>>,
    /// For each hex, the intersections (indices into `intersections`) at its corners.
    pub hex_intersections: Vec<Vec<usize>>,
    /// Rings from the coast inward, each in clockwise order.
    pub rings: Vec<Vec<usize>>,
    /// Coastal edges clockwise, starting at the upper-left hex's upper-left side.
    pub coast: Vec<CoastEdge>,
    /// Indices into `coast` where the frame has harbors.
    pub harbor_slots: Vec<usize>,
}

impl Board {
    pub fn new(size: BoardSize) -> Board {
        let hexes: Vec<Hex> = size
            .rows()
            .iter()
            .flat_map(|&(r, first, last)| (first..=last).map(move |q| Hex { q, r }))
            .collect();
        let index_of = |h: Hex| hexes.iter().position(|&x| x == h);
        let neighbours: Vec<Vec<usize>> = hexes
            .iter()
            .map(|&h| (0..6).filter_map(|d| index_of(h.step(d))).collect())
            .collect();

        // A corner is shared by a hex and two consecutive neighbours.
        let mut corners: Vec<[Hex; 3]> = Vec::new();
        let mut hex_corner_keys: Vec<Vec<[Hex; 3]>> = Vec::new();
        for &h in &hexes {
            let mut keys = Vec::new();
            for d in 0..6 {
                let mut key = [h, h.step(d), h.step(d + 1)];
                key.sort_by_key(|x| (x.r, x.q));
                if !corners.contains(&key) {
                    corners.push(key);
                }
                keys.push(key);
            }
            hex_corner_keys.push(keys);
        }
        let land =
            |key: &[Hex; 3]| -> Vec<usize> { key.iter().filter_map(|&h| index_of(h)).collect() };
        let kept: Vec<[Hex; 3]> = corners.into_iter().filter(|k| land(k).len() >= 2).collect();
        let intersections: Vec<Vec<usize>> = kept.iter().map(land).collect();
        let hex_intersections = hex_corner_keys
            .iter()
            .map(|keys| {
                keys.iter()
                    .filter_map(|k| kept.iter().position(|x| x == k))
                    .collect()
            })
            .collect();

        let rings = rings(&hexes, &neighbours);
        let coast = coast(&hexes, &index_of);
        let harbor_slots = frame_harbor_slots(size)
            .iter()
            .map(|&(q, r, side)| {
                let hex = index_of(Hex { q, r }).expect("a frame slot is on a land hex");
                coast
                    .iter()
                    .position(|e| e.hex == hex && e.side == side)
                    .expect("a frame slot faces the sea")
            })
            .collect();
        Board {
            size,
            hexes,
            neighbours,
            intersections,
            hex_intersections,
            rings,
            coast,
            harbor_slots,
        }
    }

    /// The board's geometry, computed once per size and shared.
    pub fn of(size: BoardSize) -> &'static Board {
        static BASE: std::sync::OnceLock<Board> = std::sync::OnceLock::new();
        static EXTENDED: std::sync::OnceLock<Board> = std::sync::OnceLock::new();
        match size {
            BoardSize::Base => BASE.get_or_init(|| Board::new(size)),
            BoardSize::Extended => EXTENDED.get_or_init(|| Board::new(size)),
        }
    }

    pub fn len(&self) -> usize {
        self.hexes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.hexes.is_empty()
    }

    pub fn index_of(&self, hex: Hex) -> Option<usize> {
        self.hexes.iter().position(|&h| h == hex)
    }

    /// Hexes on the outer ring with only three land neighbours: the board's corners.
    pub fn corners(&self) -> Vec<usize> {
        self.rings[0]
            .iter()
            .copied()
            .filter(|&i| self.neighbours[i].len() == 3)
            .collect()
    }

    pub fn adjacent(&self, a: usize, b: usize) -> bool {
        self.neighbours[a].contains(&b)
    }
}

/// The printed frame's harbor slots as (q, r, side facing the sea), clockwise from
/// the upper left (docs/rules.md, Catan, "Frame harbor slots"). Only which harbor sits in
/// which slot is shuffled.
pub fn frame_harbor_slots(size: BoardSize) -> &'static [(i8, i8, u8)] {
    match size {
        BoardSize::Base => &[
            (0, -2, 4),
            (1, -2, 5),
            (2, -1, 5),
            (2, 0, 0),
            (1, 1, 1),
            (-1, 2, 1),
            (-2, 2, 2),
            (-2, 1, 3),
            (-1, -1, 3),
        ],
        BoardSize::Extended => &[
            (0, -3, 4),
            (1, -3, 5),
            (2, -2, 5),
            (2, 0, 0),
            (1, 1, 1),
            (-1, 3, 0),
            (-2, 3, 1),
            (-3, 3, 2),
            (-3, 2, 3),
            (-3, 0, 2),
            (-2, -1, 3),
        ],
    }
}

fn board_centre(hexes: &[Hex]) -> (f64, f64) {
    let n = hexes.len() as f64;
    let (sx, sy) = hexes
        .iter()
        .map(|h| h.centre())
        .fold((0.0, 0.0), |(a, b), (x, y)| (a + x, b + y));
    (sx / n, sy / n)
}

/// Clockwise angle on screen (y down) from the direction `start`, in [0, 2π).
fn clockwise_from(start: f64, (x, y): (f64, f64)) -> f64 {
    (y.atan2(x) - start).rem_euclid(std::f64::consts::TAU)
}

/// Peels the board from the coast inward; each ring sorted clockwise.
fn rings(hexes: &[Hex], neighbours: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let (cx, cy) = board_centre(hexes);
    let mut left: Vec<usize> = (0..hexes.len()).collect();
    let mut rings = Vec::new();
    while !left.is_empty() {
        let mut ring: Vec<usize> = left
            .iter()
            .copied()
            .filter(|&i| neighbours[i].iter().filter(|n| left.contains(n)).count() < 6)
            .collect();
        ring.sort_by(|&a, &b| {
            let angle = |i: usize| {
                let (x, y) = hexes[i].centre();
                clockwise_from(-std::f64::consts::FRAC_PI_2, (x - cx, y - cy))
            };
            angle(a).total_cmp(&angle(b))
        });
        left.retain(|i| !ring.contains(i));
        rings.push(ring);
    }
    rings
}

fn coast(hexes: &[Hex], index_of: &dyn Fn(Hex) -> Option<usize>) -> Vec<CoastEdge> {
    let (cx, cy) = board_centre(hexes);
    let mut edges: Vec<(f64, CoastEdge)> = Vec::new();
    // Start the clockwise count just before the upper-left hex's upper-left side.
    let top_left = hexes[0].centre();
    let start = (top_left.1 - cy).atan2(top_left.0 - cx) - 0.25;
    for (i, &h) in hexes.iter().enumerate() {
        for side in 0..6 {
            if index_of(h.step(side)).is_none() {
                let (x, y) = h.centre();
                let (nx, ny) = h.step(side).centre();
                let mid = ((x + nx) / 2.0 - cx, (y + ny) / 2.0 - cy);
                edges.push((
                    clockwise_from(start, mid),
                    CoastEdge {
                        hex: i,
                        side: side as u8,
                    },
                ));
            }
        }
    }
    edges.sort_by(|a, b| a.0.total_cmp(&b.0));
    edges.into_iter().map(|(_, e)| e).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_3_4_5_4_3_and_3_4_5_6_5_4_3() {
        let count =
            |size: BoardSize, r: i8| Board::new(size).hexes.iter().filter(|h| h.r == r).count();
        assert_eq!(
            (-2..=2)
                .map(|r| count(BoardSize::Base, r))
                .collect::<Vec<_>>(),
            [3, 4, 5, 4, 3]
        );
        assert_eq!(
            (-3..=3)
                .map(|r| count(BoardSize::Extended, r))
                .collect::<Vec<_>>(),
            [3, 4, 5, 6, 5, 4, 3]
        );
    }

    #[test]
    fn neighbours_are_symmetric_and_the_centre_has_six() {
        for size in [BoardSize::Base, BoardSize::Extended] {
            let board = Board::new(size);
            for (a, ns) in board.neighbours.iter().enumerate() {
                for &b in ns {
                    assert!(board.neighbours[b].contains(&a));
                }
            }
        }
        let base = Board::new(BoardSize::Base);
        assert_eq!(
            base.neighbours[base.index_of(Hex { q: 0, r: 0 }).unwrap()].len(),
            6
        );
    }

    #[test]
    fn rings_peel_19_as_12_6_1_and_30_as_16_10_4() {
        let sizes = |size| {
            Board::new(size)
                .rings
                .iter()
                .map(Vec::len)
                .collect::<Vec<_>>()
        };
        assert_eq!(sizes(BoardSize::Base), [12, 6, 1]);
        assert_eq!(sizes(BoardSize::Extended), [16, 10, 4]);
        assert_eq!(Board::new(BoardSize::Base).corners().len(), 6);
        assert_eq!(Board::new(BoardSize::Extended).corners().len(), 6);
    }

    #[test]
    fn rings_are_walkable_clockwise() {
        for size in [BoardSize::Base, BoardSize::Extended] {
            let board = Board::new(size);
            for ring in board.rings.iter().filter(|r| r.len() > 1) {
                for k in 0..ring.len() {
                    assert!(
                        board.adjacent(ring[k], ring[(k + 1) % ring.len()]),
                        "{size:?} ring broken at {k}"
                    );
                }
            }
        }
    }

    #[test]
    fn intersections_and_coast() {
        let base = Board::new(BoardSize::Base);
        // 54 intersections on the base board: 24 touch three land hexes, 12 two, 18 one
        // (19 hexes × 6 corners = 3·24 + 2·12 + 18). Only the 36 shared ones are kept.
        assert_eq!(base.intersections.len(), 36);
        assert_eq!(
            base.intersections.iter().filter(|i| i.len() == 3).count(),
            24
        );
        assert_eq!(base.coast.len(), 30);
        assert_eq!(base.harbor_slots.len(), 9);
        // The first slot is on the upper-left hex.
        assert_eq!(base.coast[0].hex, 0);
        let ext = Board::new(BoardSize::Extended);
        assert_eq!(ext.harbor_slots.len(), 11);
    }

    /// Golden: the harbors sit on the printed frame's slots, listed in docs/rules.md.
    #[test]
    fn harbors_sit_on_the_printed_frame_slots() {
        let slots = |size| {
            let board = Board::new(size);
            board
                .harbor_slots
                .iter()
                .map(|&i| {
                    let edge = board.coast[i];
                    let Hex { q, r } = board.hexes[edge.hex];
                    (q, r, edge.side)
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(
            slots(BoardSize::Base),
            [
                (0, -2, 4),
                (1, -2, 5),
                (2, -1, 5),
                (2, 0, 0),
                (1, 1, 1),
                (-1, 2, 1),
                (-2, 2, 2),
                (-2, 1, 3),
                (-1, -1, 3)
            ]
        );
        assert_eq!(
            slots(BoardSize::Extended),
            [
                (0, -3, 4),
                (1, -3, 5),
                (2, -2, 5),
                (2, 0, 0),
                (1, 1, 1),
                (-1, 3, 0),
                (-2, 3, 1),
                (-3, 3, 2),
                (-3, 2, 3),
                (-3, 0, 2),
                (-2, -1, 3)
            ]
        );
        for size in [BoardSize::Base, BoardSize::Extended] {
            let board = Board::new(size);
            // Each slot is a different sea-facing edge, and they run clockwise
            // round the coast from the upper left.
            assert!(
                board.harbor_slots.windows(2).all(|w| w[0] < w[1]),
                "{size:?}"
            );
            // Each slot's side faces the sea.
            for (k, &i) in board.harbor_slots.iter().enumerate() {
                let edge = board.coast[i];
                let hex = board.hexes[edge.hex];
                assert!(
                    board.index_of(hex.step(edge.side.into())).is_none(),
                    "{size:?} slot {k}"
                );
            }
        }
    }
}
