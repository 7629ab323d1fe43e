//! Card City's scorepad text ↔ its score input. A seat's city grid is kept as 25
//! characters in reading order (a card's letter, `.` for an empty cell); a grid
//! with a card in it replaces the quick entry (districts and cards in the city).

use super::grid::SIZE;
use super::score::{CARDS_IN_CITY, COINS, GRID, RESIDENTIAL};
use super::{Card, PlayerInput, ScoreInput};
use crate::pad_text::{PadText, TextReader, TextWriter};
use crate::score::InputError;

/// The seat field holding the city grid.
pub const GRID_KEY: &str = GRID.key;

/// A seat's grid as a live table keeps it: the score API's five rows; `None`
/// when no card is on it.
#[cfg(feature = "live")]
pub fn grid_json(typed: &str) -> Option<serde_json::Value> {
    grid_rows(typed).map(serde_json::Value::from)
}

/// A live table's grid as the seat's text; `None` when it is not a list of
/// rows.
#[cfg(feature = "live")]
pub fn grid_of_json(value: &serde_json::Value) -> Option<String> {
    let rows: Vec<&str> = value
        .as_array()?
        .iter()
        .filter_map(serde_json::Value::as_str)
        .collect();
    Some(grid_text(&rows.concat()))
}

/// The pad's text as the score input; every field that is not a number at once.
pub fn read(
    pad: &PadText,
    default_name: &dyn Fn(usize) -> String,
) -> Result<ScoreInput, Vec<InputError>> {
    let mut text = TextReader::new(pad, default_name);
    let players = text
        .seats()
        .map(|seat| {
            let player = PlayerInput {
                name: text.name(seat),
                coins: text.count(seat, &COINS),
                ..PlayerInput::default()
            };
            match grid_rows(text.text(seat, GRID.key)) {
                Some(grid) => PlayerInput {
                    grid: Some(grid),
                    ..player
                },
                None => PlayerInput {
                    residential_districts: Some(text.list(seat, &RESIDENTIAL)),
                    cards_in_city: Some(text.count(seat, &CARDS_IN_CITY)),
                    ..player
                },
            }
        })
        .collect();
    text.finish(ScoreInput { players })
}

/// The input as a player would have typed it. (Empty cells, the API's
/// alternative to the cards in the city, have no field on the pad.)
pub fn write(input: &ScoreInput) -> PadText {
    let mut text = TextWriter::new(input.players.iter().map(|p| p.name.as_str()));
    for (seat, player) in input.players.iter().enumerate() {
        text.count(seat, COINS.key, player.coins);
        if let Some(grid) = &player.grid {
            text.text(seat, GRID.key, grid_text(&grid.concat()));
        }
        if let Some(districts) = &player.residential_districts {
            text.list(seat, RESIDENTIAL.key, districts);
        }
        text.optional(seat, CARDS_IN_CITY.key, player.cards_in_city);
    }
    text.finish()
}

/// The kept grid's 25 cells; anything unreadable or missing is an empty cell.
pub fn grid_cells(kept: &str) -> [Option<Card>; SIZE * SIZE] {
    let mut cells = [None; SIZE * SIZE];
    for (cell, letter) in cells.iter_mut().zip(kept.chars()) {
        *cell = Card::from_letter(letter);
    }
    cells
}

/// The kept grid normalised: 25 cells, unreadable ones empty.
pub fn grid_text(kept: &str) -> String {
    cells_text(&grid_cells(kept))
}

/// Cells as the pad keeps them: a card's letter, `.` for an empty cell.
pub fn cells_text(cells: &[Option<Card>; SIZE * SIZE]) -> String {
    cells.iter().copied().map(cell_letter).collect()
}

/// How the pad keeps one cell: the card's letter, `.` when empty.
pub fn cell_letter(cell: Option<Card>) -> char {
    cell.map_or('.', Card::letter)
}

/// The kept grid as the rows the scorer reads; `None` for a grid without a
/// card, which is no grid (the quick entry scores the player).
pub fn grid_rows(kept: &str) -> Option<Vec<String>> {
    if grid_cells(kept).iter().all(Option::is_none) {
        return None;
    }
    let text = grid_text(kept);
    Some(
        text.as_bytes()
            .chunks(SIZE)
            .map(|row| String::from_utf8_lossy(row).into_owned())
            .collect(),
    )
}
