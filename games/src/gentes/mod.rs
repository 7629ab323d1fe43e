//! Gentes 氏族 (Stefan Risthaus; Spielworxx 2017), 2–4 players.

pub mod pad;
pub(crate) mod score;
mod setup;

pub use score::{score, BonusTile, PlayerInput, ScoreInput};
pub use setup::{setup, Setup, SetupOptions, Worker};
