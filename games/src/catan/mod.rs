//! Catan 卡坦島: the base game (3–4 players) and the 5–6 player extension.

pub mod board;
mod constraints;
mod generate;
pub mod pieces;
mod score;
mod setup;
mod spiral;

pub use board::{Board, BoardSize, Hex};
pub use constraints::{Cap, Constraints, Report, CAPS};
pub use pieces::{pips, Resource, Terrain};
pub use score::{score, PlayerInput, ScoreInput};
pub use setup::{setup, Harbor, KeptHex, Mode, PlacedHex, Setup, SetupOptions};
pub use spiral::spiral_order;

#[cfg(test)]
mod tests;
