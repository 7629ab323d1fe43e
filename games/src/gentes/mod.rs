//! Gentes 氏族 (Stefan Risthaus; Spielworxx 2017), 2–4 players.

mod score;
mod setup;

pub use score::{hourglass_penalty_note, score, BonusTile, PlayerInput, ScoreInput};
pub use setup::{setup, Setup, SetupOptions, Worker};
