//! Catan 卡坦島: the base game (3–4 players) and the 5–6 player extension.

pub mod board;
mod breakdown;
mod constraints;
mod generate;
pub mod pad;
pub mod pieces;
pub mod query;
mod refusal;
pub(crate) mod score;
mod setup;
mod spiral;
mod verdict;

pub use board::{Board, BoardSize, Hex};
pub use breakdown::Item;
pub use constraints::{Cap, Constraints, Report, CAPS};
pub use pieces::{pips, Resource, Terrain};
pub use refusal::{HeldCard, Refusal};
pub use score::{
    knights_in_deck, score, score_or_every_problem, PlayerInput, ScoreInput, LARGEST_ARMY_MIN,
    LONGEST_ROAD_MIN, MAX_ROAD, STARTING_BUILDINGS, WINNING_POINTS,
};
pub use setup::{
    setup, setup_with, Effort, Harbor, KeptHex, Mode, PlacedHex, Setup, SetupOptions, Unsettled,
};
pub use spiral::spiral_order;
pub use verdict::{Settled, Warning};

#[cfg(test)]
mod tests;
