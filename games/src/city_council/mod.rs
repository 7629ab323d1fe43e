//! City Council 市議會 (Golden Egg Games, 2013), 2–5 players.

mod breakdown;
pub mod pad;
pub(crate) mod score;
mod setup;
mod verdict;

pub use breakdown::Item;
pub use score::{score, score_or_every_problem, PlayerInput, ScoreInput, WINNING_POINTS};
pub use setup::{setup, Setup, SetupOptions, ROLES};
pub use verdict::{Settled, TieRule, Warning};
