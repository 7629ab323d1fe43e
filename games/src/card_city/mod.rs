//! Card City 小卡之城 (Alban Viard, 2012), 1–4 players.

mod breakdown;
mod cards;
pub mod grid;
pub mod pad;
mod refusal;
pub(crate) mod score;
mod setup;
mod verdict;

pub use breakdown::Item;
pub use cards::{Card, CardCounts};
pub use grid::{analyse, CityAnalysis, District, GridError, Violation};
pub use refusal::Refusal;
pub use score::{score, score_or_every_problem, PlayerInput, ScoreInput};
pub use setup::{setup, Setup, SetupOptions};
pub use verdict::{TieRule, Warning};
