//! Gentes 氏族 (Stefan Risthaus; Spielworxx 2017), 2–4 players.

mod breakdown;
pub mod pad;
pub mod query;
mod refusal;
pub(crate) mod score;
mod setup;
mod verdict;

pub use breakdown::Item;
pub use refusal::Refusal;
pub use score::{score, score_or_every_problem, BonusTile, PlayerInput, ScoreInput};
pub use setup::{setup, Setup, SetupOptions, Worker};
pub use verdict::TieRule;
