//! Card City's 5×5 city as the scorepad keeps it: 25 characters in reading order,
//! a card's letter (`R C L I P H`) or `.` for an empty cell. The analysis itself
//! (districts, broken rules, income) is `games::card_city::grid`.

use games::card_city::pad::{cells_text, grid_rows};
use games::card_city::{grid, Card};

/// The cells of a kept grid; anything unreadable or missing is an empty cell.
pub use games::card_city::pad::grid_cells as cells;

/// The grid with `card` (or nothing) put in cell `at`, as a cell's picker sets it.
#[cfg_attr(not(any(feature = "browser", test)), allow(dead_code))]
pub fn put(kept: &str, at: usize, card: Option<Card>) -> String {
    let mut cells = cells(kept);
    if let Some(cell) = cells.get_mut(at) {
        *cell = card;
    }
    cells_text(&cells)
}

/// The grid for `games` to analyse (an empty grid when it has no card).
pub fn as_grid(kept: &str) -> grid::Grid {
    grid_rows(kept)
        .and_then(|rows| grid::parse(&rows).ok())
        .unwrap_or([[None; grid::SIZE]; grid::SIZE])
}

/// Which sides of cell `at` border another district (or the edge): the outline
/// drawn around each district `games` found, as `[top, right, bottom, left]`.
pub fn outline(districts: &[grid::District], at: usize) -> [bool; 4] {
    let n = grid::SIZE;
    let district_of = |i: usize| {
        let cell = ((i / n) as u8, (i % n) as u8);
        districts.iter().position(|d| d.cells.contains(&cell))
    };
    let here = district_of(at);
    let (r, c) = (at / n, at % n);
    let same =
        |other: Option<usize>| here.is_some() && other.is_some_and(|o| district_of(o) == here);
    [
        !same(r.checked_sub(1).map(|r| r * n + c)),
        !same((c + 1 < n).then(|| at + 1)),
        !same((r + 1 < n).then(|| at + n)),
        !same(c.checked_sub(1).map(|c| r * n + c)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cell_takes_any_card_and_can_be_emptied_again() {
        let kept = put("", 6, Some(Card::CityHall));
        assert_eq!(kept, "......H..................");
        let kept = put(&kept, 6, Some(Card::Residential));
        assert_eq!(kept.chars().nth(6), Some('R'));
        let kept = put(&kept, 6, None);
        assert_eq!(kept.len(), grid::SIZE * grid::SIZE);
        assert!(grid_rows(&kept).is_none());
        // A cell outside the grid changes nothing.
        assert_eq!(
            put("R", 99, Some(Card::Leisure)),
            put("R", 0, Some(Card::Residential))
        );
    }

    #[test]
    fn kept_text_becomes_five_rows_and_junk_is_empty() {
        let kept = "HRR??C";
        assert_eq!(
            grid_rows(kept).unwrap(),
            ["HRR..", "C....", ".....", ".....", "....."]
        );
        assert_eq!(as_grid(kept)[1][0], Some(Card::Commercial));
    }

    #[test]
    fn outlines_follow_districts() {
        // R R at the top left, C below the first R.
        let districts = grid::analyse(&as_grid("RR...C...")).districts;
        assert_eq!(outline(&districts, 0), [true, false, true, true]);
        assert_eq!(outline(&districts, 1), [true, true, true, false]);
        assert_eq!(outline(&districts, 5), [true, true, true, true]);
        // Empty cells are never joined to each other.
        assert_eq!(outline(&districts, 2), [true, true, true, true]);
    }
}
