//! The 5×5 city grid: districts, rule violations and income, found from the cards.

use super::cards::Card;
use crate::score::triangular;
use crate::words::{Language, Say};
use serde::Serialize;
use std::fmt;

pub const SIZE: usize = 5;

/// A city as laid out on the table: `None` is an empty cell.
pub type Grid = [[Option<Card>; SIZE]; SIZE];

/// A grid that is not written as 5 rows of 5 cells from `R C L I P H .`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    #[error("a city grid has 5 rows, not {0}")]
    RowCount(usize),
    #[error("row {row} has {len} cells; each row has 5")]
    RowLength { row: usize, len: usize },
    #[error("row {row}, column {column}: '{found}' is not a card (R C L I P H) or empty (.)")]
    NotACard {
        row: usize,
        column: usize,
        found: char,
    },
}

/// Reads rows like `"RR.CH"`; letters in either case, `.`, `-`, `_` or a space for empty.
pub fn parse(rows: &[String]) -> Result<Grid, GridError> {
    if rows.len() != SIZE {
        return Err(GridError::RowCount(rows.len()));
    }
    let mut grid: Grid = [[None; SIZE]; SIZE];
    for (r, row) in rows.iter().enumerate() {
        let cells: Vec<char> = row.chars().collect();
        if cells.len() != SIZE {
            return Err(GridError::RowLength {
                row: r + 1,
                len: cells.len(),
            });
        }
        for (c, &ch) in cells.iter().enumerate() {
            grid[r][c] = match ch {
                '.' | '-' | '_' | ' ' => None,
                _ => Some(Card::from_letter(ch).ok_or(GridError::NotACard {
                    row: r + 1,
                    column: c + 1,
                    found: ch,
                })?),
            };
        }
    }
    Ok(grid)
}

/// A maximal orthogonally connected group of cards of one type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct District {
    pub card: Card,
    /// (row, column), 0-based, in reading order.
    pub cells: Vec<(u8, u8)>,
}

impl District {
    pub fn size(&self) -> usize {
        self.cells.len()
    }
}

/// A broken rule: the grid cannot be a legal city.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum Violation {
    NoCityHall,
    SeveralCityHalls {
        count: u32,
    },
    IndustrialNextToResidential {
        industrial: (u8, u8),
        residential: (u8, u8),
    },
    BuildingLimit {
        non_industrial: u32,
        industrial: u32,
        limit: u32,
    },
    MoreThanTheBox {
        card: Card,
        count: u32,
        in_box: u32,
    },
    /// Every card is placed touching the city, so a city is one connected group:
    /// `cell` is the first card (reading order) cut off from the City Hall's group.
    NotConnected {
        cell: (u8, u8),
    },
}

impl Violation {
    /// How many rules these break: one rule broken at several places (an
    /// Industrial card touching three Residential ones) is one problem.
    pub fn rules_broken(violations: &[Violation]) -> usize {
        let mut kinds: Vec<std::mem::Discriminant<Violation>> = Vec::new();
        for violation in violations {
            let kind = std::mem::discriminant(violation);
            if !kinds.contains(&kind) {
                kinds.push(kind);
            }
        }
        kinds.len()
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl Say for Violation {
    fn say(&self, language: Language) -> String {
        let at = |(r, c): (u8, u8)| format!("row {}, column {}", r + 1, c + 1);
        match self {
            Violation::NoCityHall => match language {
                Language::English => "the city has no City Hall".to_owned(),
                Language::TraditionalChinese => "城市沒有市鎮廳。".to_owned(),
            },
            Violation::SeveralCityHalls { count } => match language {
                Language::English => {
                    format!("the city has {count} City Halls; it must have exactly one")
                }
                Language::TraditionalChinese => format!("城市有 {count} 座市鎮廳；必須剛好一座。"),
            },
            Violation::IndustrialNextToResidential {
                industrial,
                residential,
            } => match language {
                Language::English => format!(
                    "Industrial at {} is next to Residential at {}",
                    at(*industrial),
                    at(*residential)
                ),
                Language::TraditionalChinese => "工業緊鄰住宅（標示 !）。".to_owned(),
            },
            Violation::BuildingLimit {
                non_industrial,
                industrial,
                limit,
            } => match language {
                Language::English => format!(
                    "{non_industrial} non-industrial cards, but {industrial} Industrial allow at most {limit}"
                ),
                Language::TraditionalChinese => format!(
                    "非工業卡 {non_industrial} 張，但 {industrial} 張工業卡最多只允許 {limit} 張。"
                ),
            },
            Violation::MoreThanTheBox {
                card,
                count,
                in_box,
            } => match language {
                Language::English => {
                    format!("{count} {} cards, but the box has only {in_box}", card.name())
                }
                Language::TraditionalChinese => {
                    format!("{}卡 {count} 張，但盒中只有 {in_box} 張。", card.name_zh_tw())
                }
            },
            Violation::NotConnected { cell } => match language {
                Language::English => format!(
                    "the card at {} does not touch the rest of the city; every card is placed next to the city",
                    at(*cell)
                ),
                Language::TraditionalChinese => format!(
                    "上起第 {} 排、左起第 {} 格的卡片沒有與城市其他卡片相鄰。",
                    cell.0 + 1,
                    cell.1 + 1
                ),
            },
        }
    }
}

/// The building limit: a city holds at most this many non-Industrial cards for
/// each Industrial card plus one (the City Hall counted among them).
pub const CARDS_PER_INDUSTRIAL: u32 = 5;

/// Growth that the rules make mandatory but that has not happened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MissedGrowth {
    pub district: usize,
    pub card: Card,
    pub size: u32,
    /// Culture cards (for Residential) or Residential districts (for Commercial) touched.
    pub touching: u32,
}

impl fmt::Display for MissedGrowth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Language::English))
    }
}

impl Say for MissedGrowth {
    fn say(&self, language: Language) -> String {
        let residential = self.card == Card::Residential;
        let (size, touching) = (self.size, self.touching);
        match language {
            Language::English => {
                let touched = match residential {
                    true => "culture cards",
                    false => "Residential districts",
                };
                format!(
                    "a {} district of {size} touches {touching} {touched}, so it should have grown by one card",
                    self.card.name()
                )
            }
            Language::TraditionalChinese => {
                let touched = match residential {
                    true => "張文化卡",
                    false => "個住宅區",
                };
                format!(
                    "{size} 張的{}區鄰接 {touching} {touched}，應該再成長一張。",
                    self.card.name_zh_tw()
                )
            }
        }
    }
}

/// Everything the scorer and the grid editor show about a city.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CityAnalysis {
    pub districts: Vec<District>,
    pub violations: Vec<Violation>,
    pub missed_growth: Vec<MissedGrowth>,
    /// Residential district sizes, largest first.
    pub residential_sizes: Vec<i64>,
    pub cards_in_city: u32,
    pub empty_cells: u32,
    /// 1 for the City Hall plus T(size) for each Commercial district.
    pub income_per_round: i64,
    /// Cards of each type, in `Card::ALL` order.
    pub counts: [u32; 6],
}

const NEIGHBOURS: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

fn neighbours(r: usize, c: usize) -> impl Iterator<Item = (usize, usize)> {
    NEIGHBOURS.iter().filter_map(move |&(dr, dc)| {
        let (nr, nc) = (r.checked_add_signed(dr)?, c.checked_add_signed(dc)?);
        (nr < SIZE && nc < SIZE).then_some((nr, nc))
    })
}

pub fn analyse(grid: &Grid) -> CityAnalysis {
    let (districts, district_of) = find_districts(grid);
    let mut counts = [0u32; 6];
    for card in grid.iter().flatten().flatten() {
        counts[Card::ALL.iter().position(|c| c == card).unwrap_or(0)] += 1;
    }
    let count = |card: Card| counts[Card::ALL.iter().position(|&c| c == card).unwrap_or(0)];
    let cards_in_city: u32 = counts.iter().sum();

    let mut violations = Vec::new();
    match count(Card::CityHall) {
        0 => violations.push(Violation::NoCityHall),
        1 => {}
        n => violations.push(Violation::SeveralCityHalls { count: n }),
    }
    for (r, row) in grid.iter().enumerate() {
        for (c, cell) in row.iter().enumerate() {
            if *cell != Some(Card::Industrial) {
                continue;
            }
            for (nr, nc) in neighbours(r, c) {
                if grid[nr][nc] == Some(Card::Residential) {
                    violations.push(Violation::IndustrialNextToResidential {
                        industrial: (r as u8, c as u8),
                        residential: (nr as u8, nc as u8),
                    });
                }
            }
        }
    }
    let industrial = count(Card::Industrial);
    let non_industrial = cards_in_city - industrial;
    let limit = CARDS_PER_INDUSTRIAL * (1 + industrial);
    if non_industrial > limit {
        violations.push(Violation::BuildingLimit {
            non_industrial,
            industrial,
            limit,
        });
    }
    for card in Card::ALL {
        if count(card) > card.in_box() {
            violations.push(Violation::MoreThanTheBox {
                card,
                count: count(card),
                in_box: card.in_box(),
            });
        }
    }

    if let Some(cell) = first_disconnected(grid) {
        violations.push(Violation::NotConnected {
            cell: (cell.0 as u8, cell.1 as u8),
        });
    }

    let room = GrowthRoom {
        residential: count(Card::Residential) < Card::Residential.in_box(),
        commercial: count(Card::Commercial) < Card::Commercial.in_box(),
        under_limit: non_industrial < limit,
    };
    let missed_growth = missed_growth(grid, &districts, &district_of, room);
    let mut residential_sizes: Vec<i64> = districts
        .iter()
        .filter(|d| d.card == Card::Residential)
        .map(|d| d.size() as i64)
        .collect();
    residential_sizes.sort_by(|a, b| b.cmp(a));
    let income_per_round = 1 + districts
        .iter()
        .filter(|d| d.card == Card::Commercial)
        .map(|d| triangular(d.size() as i64))
        .sum::<i64>();

    CityAnalysis {
        districts,
        violations,
        missed_growth,
        residential_sizes,
        cards_in_city,
        empty_cells: (SIZE * SIZE) as u32 - cards_in_city,
        income_per_round,
        counts,
    }
}

type DistrictMap = [[Option<usize>; SIZE]; SIZE];

fn find_districts(grid: &Grid) -> (Vec<District>, DistrictMap) {
    let mut district_of: DistrictMap = [[None; SIZE]; SIZE];
    let mut districts = Vec::new();
    for r in 0..SIZE {
        for c in 0..SIZE {
            let Some(card) = grid[r][c] else { continue };
            if district_of[r][c].is_some() {
                continue;
            }
            let id = districts.len();
            districts.push(District {
                card,
                cells: Vec::new(),
            });
            let mut stack = vec![(r, c)];
            district_of[r][c] = Some(id);
            while let Some((cr, cc)) = stack.pop() {
                for (nr, nc) in neighbours(cr, cc) {
                    if grid[nr][nc] == Some(card) && district_of[nr][nc].is_none() {
                        district_of[nr][nc] = Some(id);
                        stack.push((nr, nc));
                    }
                }
            }
        }
    }
    // Each district's cells, in reading order.
    for (r, row) in district_of.iter().enumerate() {
        for (c, district) in row.iter().enumerate() {
            if let Some(id) = *district {
                districts[id].cells.push((r as u8, c as u8));
            }
        }
    }
    (districts, district_of)
}

/// The first card, in reading order, not joined to the City Hall's group (or to the
/// first card's, without a City Hall) by a chain of neighbouring cards.
fn first_disconnected(grid: &Grid) -> Option<(usize, usize)> {
    let cards: Vec<(usize, usize)> = (0..SIZE)
        .flat_map(|r| (0..SIZE).map(move |c| (r, c)))
        .filter(|&(r, c)| grid[r][c].is_some())
        .collect();
    let start = cards
        .iter()
        .copied()
        .find(|&(r, c)| grid[r][c] == Some(Card::CityHall))
        .or_else(|| cards.first().copied())?;
    let mut reached = [[false; SIZE]; SIZE];
    reached[start.0][start.1] = true;
    let mut stack = vec![start];
    while let Some((r, c)) = stack.pop() {
        for (nr, nc) in neighbours(r, c) {
            if grid[nr][nc].is_some() && !reached[nr][nc] {
                reached[nr][nc] = true;
                stack.push((nr, nc));
            }
        }
    }
    cards.into_iter().find(|&(r, c)| !reached[r][c])
}

/// Whether this city may still take a growth card: the box has one left and the
/// building limit allows another non-Industrial card.
#[derive(Debug, Clone, Copy)]
struct GrowthRoom {
    residential: bool,
    commercial: bool,
    under_limit: bool,
}

/// An empty cell next to the district where a card of its type may be placed
/// (a Residential card never next to an Industrial one).
fn has_room_to_grow(grid: &Grid, district: &District) -> bool {
    district.cells.iter().any(|&(r, c)| {
        neighbours(r.into(), c.into()).any(|(nr, nc)| {
            grid[nr][nc].is_none()
                && (district.card != Card::Residential
                    || neighbours(nr, nc).all(|(ar, ac)| grid[ar][ac] != Some(Card::Industrial)))
        })
    })
}

/// R districts of n touching ≥ n+1 culture cards, and C districts of n touching
/// ≥ n+1 distinct R districts, should have grown, where growth was possible: an
/// empty cell beside them, a card of the type left in the box, and room under the
/// building limit.
fn missed_growth(
    grid: &Grid,
    districts: &[District],
    district_of: &DistrictMap,
    room: GrowthRoom,
) -> Vec<MissedGrowth> {
    let mut missed = Vec::new();
    for (id, district) in districts.iter().enumerate() {
        let supply = match district.card {
            Card::Residential => room.residential,
            Card::Commercial => room.commercial,
            _ => continue,
        };
        if !supply || !room.under_limit || !has_room_to_grow(grid, district) {
            continue;
        }
        let mut touched: Vec<(usize, usize)> = Vec::new();
        let mut touched_districts: Vec<usize> = Vec::new();
        for &(r, c) in &district.cells {
            for (nr, nc) in neighbours(r.into(), c.into()) {
                let Some(card) = grid[nr][nc] else { continue };
                if card.is_culture() && !touched.contains(&(nr, nc)) {
                    touched.push((nr, nc));
                }
                if card == Card::Residential {
                    let other = district_of[nr][nc].unwrap_or(usize::MAX);
                    if !touched_districts.contains(&other) {
                        touched_districts.push(other);
                    }
                }
            }
        }
        let touching = match district.card {
            Card::Residential => touched.len(),
            Card::Commercial => touched_districts.len(),
            _ => continue,
        };
        if touching > district.size() {
            missed.push(MissedGrowth {
                district: id,
                card: district.card,
                size: district.size() as u32,
                touching: touching as u32,
            });
        }
    }
    missed
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(rows: [&str; 5]) -> Grid {
        parse(&rows.map(String::from)).unwrap()
    }

    /// The rules' worked example as a city: R districts of 3, 3, 1 and 1, two empty cells.
    /// 23 cards, 3 Industrial (limit 20 others), no Industrial touching Residential.
    pub(crate) const EXAMPLE: [&str; 5] = ["RRRPR", "PPPPP", "RRRPI", "PP.PI", "RPH.I"];

    #[test]
    fn finds_the_districts_of_the_worked_example() {
        let city = analyse(&grid(EXAMPLE));
        assert_eq!(city.residential_sizes, [3, 3, 1, 1]);
        assert_eq!(city.empty_cells, 2);
        assert_eq!(city.cards_in_city, 23);
        assert!(city.violations.is_empty(), "{:?}", city.violations);
        assert!(city.missed_growth.is_empty());
    }

    #[test]
    fn commercial_districts_earn_income() {
        // No Commercial: only the City Hall's 1.
        assert_eq!(analyse(&grid(EXAMPLE)).income_per_round, 1);
        let city = analyse(&grid(["CC.C.", "C....", ".....", "..H..", "....."]));
        // Districts of 3 and 1: 1 + 6 + 1.
        assert_eq!(city.income_per_round, 8);
    }

    #[test]
    fn income_of_commercial_districts_of_1_1_and_2_is_5_plus_the_city_halls_1() {
        // The rulebook's example: 1 + 1 + 3 from the districts, joined by parking.
        let city = analyse(&grid(["CPC..", "PPP..", "CCPH.", ".....", "....."]));
        assert_eq!(city.income_per_round, 1 + 1 + 1 + 3);
    }

    #[test]
    fn flags_industrial_next_to_residential() {
        let city = analyse(&grid(["RI...", ".H...", ".....", ".....", "....."]));
        assert_eq!(
            city.violations,
            [Violation::IndustrialNextToResidential {
                industrial: (0, 1),
                residential: (0, 0)
            }]
        );
        assert_eq!(
            city.violations[0].to_string(),
            "Industrial at row 1, column 2 is next to Residential at row 1, column 1"
        );
    }

    #[test]
    fn flags_city_hall_count() {
        assert_eq!(
            analyse(&grid(["R....", ".....", ".....", ".....", "....."])).violations,
            [Violation::NoCityHall]
        );
        assert_eq!(
            analyse(&grid(["HPPH.", ".....", ".....", ".....", "....."])).violations,
            [Violation::SeveralCityHalls { count: 2 }]
        );
    }

    #[test]
    fn flags_the_building_limit() {
        // 6 non-industrial cards with no Industrial: the limit is 5.
        let city = analyse(&grid(["HPPPP", "P....", ".....", ".....", "....."]));
        assert_eq!(
            city.violations,
            [Violation::BuildingLimit {
                non_industrial: 6,
                industrial: 0,
                limit: 5
            }]
        );
        // One Industrial raises the limit to 10.
        let city = analyse(&grid(["HPPPP", "PI...", ".....", ".....", "....."]));
        assert!(city.violations.is_empty());
    }

    #[test]
    fn flags_more_cards_than_the_box() {
        let city = analyse(&grid(["HLLLL", "LLLLL", "LLLLI", "IIIII", "....."]));
        assert!(city.violations.contains(&Violation::MoreThanTheBox {
            card: Card::Leisure,
            count: 13,
            in_box: 12
        }));
    }

    #[test]
    fn notices_growth_that_should_have_happened() {
        // One R card touching the City Hall and a Leisure card: 2 culture ≥ 1 + 1.
        let city = analyse(&grid(["HR...", ".L...", ".....", ".....", "....."]));
        assert_eq!(city.missed_growth.len(), 1);
        assert_eq!(city.missed_growth[0].card, Card::Residential);
        // A C card touching two separate R districts.
        let city = analyse(&grid(["RCR..", ".....", "..H..", ".....", "....."]));
        assert_eq!(city.missed_growth.len(), 1);
        assert_eq!(city.missed_growth[0].card, Card::Commercial);
        // Touching the same R district twice counts once.
        let city = analyse(&grid(["RC...", "RR...", "..H..", ".....", "....."]));
        assert!(city.missed_growth.is_empty());
    }

    #[test]
    fn growth_is_not_expected_where_it_could_not_happen() {
        // The R card touching two culture cards has no empty cell beside it.
        let boxed_in = analyse(&grid(["HRP..", "PLPI.", ".....", ".....", "....."]));
        assert!(
            boxed_in.missed_growth.is_empty(),
            "{:?}",
            boxed_in.missed_growth
        );
        // Its only empty neighbour touches an Industrial card: no Residential fits.
        let beside_industry = analyse(&grid(["HR.I.", "PLPI.", ".....", ".....", "....."]));
        assert!(beside_industry.missed_growth.is_empty());
        // At the building limit (5 non-industrial, no Industrial) nothing may grow.
        let at_limit = analyse(&grid(["HR...", "PL...", "P....", ".....", "....."]));
        assert!(at_limit.violations.is_empty(), "{:?}", at_limit.violations);
        assert!(at_limit.missed_growth.is_empty());
        // One card below the limit, with room beside it: the warning stands.
        let below = analyse(&grid(["HR...", "PL...", ".....", ".....", "....."]));
        assert_eq!(below.missed_growth.len(), 1);
    }

    #[test]
    fn a_city_grid_must_be_connected() {
        let city = analyse(&grid(["HP...", ".....", "...PP", ".....", "....."]));
        assert_eq!(city.violations, [Violation::NotConnected { cell: (2, 3) }]);
        assert_eq!(
            city.violations[0].to_string(),
            "the card at row 3, column 4 does not touch the rest of the city; every card is placed next to the city"
        );
        // Touching only at a corner is not touching.
        let corner = analyse(&grid(["H....", ".P...", ".....", ".....", "....."]));
        assert_eq!(
            corner.violations,
            [Violation::NotConnected { cell: (1, 1) }]
        );
        assert!(analyse(&grid(EXAMPLE)).violations.is_empty());
    }

    #[test]
    fn bad_grids_are_explained() {
        let rows = |r: &[&str]| r.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(parse(&rows(&["RRRRR"])), Err(GridError::RowCount(1)));
        assert_eq!(
            parse(&rows(&["RRRR", ".....", ".....", ".....", "....."])),
            Err(GridError::RowLength { row: 1, len: 4 })
        );
        assert_eq!(
            parse(&rows(&["RRRRR", "..X..", ".....", ".....", "....."])),
            Err(GridError::NotACard {
                row: 2,
                column: 3,
                found: 'X'
            })
        );
        assert!(parse(&rows(&["rr-ch", "_ _ .", ".....", ".....", "....."])).is_ok());
    }
}
