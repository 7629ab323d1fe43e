//! The scorepad's state is `games::scorepad`'s (the page, the live table and
//! the server's save read a pad with one code); what the page adds is how a
//! game's own controls look at it.

pub use games::card_city::pad::GRID_KEY as CITY_GRID;
/// Citadels' table values: the edition, and the districts for a complete city
/// when the table plays another number.
pub use games::citadels::pad::{COMPLETE_AT_KEY as COMPLETE_AT, EDITION_KEY as EDITION};
use games::citadels::{self, Edition};
pub use games::scorepad::{half_width, Problem, ScoreState, Slot, IN_PLAY, SEED};

/// What a game's controls on the page ask of its pad.
pub trait GameViews {
    /// Card City: whether this seat's grid has a card, and so scores the city.
    fn grid_in_use(&self, id: u32) -> bool;
    /// Citadels: the edition chosen for the table (classic unless chosen).
    fn edition(&self) -> Edition;
    /// Citadels: the districts that complete a city by the rulebook.
    fn rulebook_complete_at(&self) -> i64;
    /// Citadels: the districts that complete a city, as typed or else the
    /// rulebook's.
    fn complete_at(&self) -> i64;
}

impl GameViews for ScoreState {
    fn grid_in_use(&self, id: u32) -> bool {
        games::card_city::pad::grid_rows(&self.value(id, CITY_GRID)).is_some()
    }

    fn edition(&self) -> Edition {
        citadels::pad::table_edition(&self.table)
    }

    fn rulebook_complete_at(&self) -> i64 {
        citadels::pad::rulebook_complete_at(&self.table, self.seats.len())
    }

    fn complete_at(&self) -> i64 {
        citadels::pad::complete_at(&self.table, self.seats.len())
    }
}
