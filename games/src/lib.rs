//! Tableside's rules engine.
//!
//! Everything a player sees as a rule (which games exist, how many may play, and in
//! later modules how a setup is drawn and a score is computed) is decided here, so
//! the web app, the JSON API and the tests all agree.

mod blank;
pub mod breakdown;
pub mod card_city;
pub mod catalog;
pub mod catan;
pub mod citadels;
pub mod city_council;
pub mod counting;
pub mod decimal;
pub mod dice;
pub mod draw;
pub mod form;
mod game;
pub mod gentes;
#[cfg(feature = "live")]
pub mod live;
#[cfg(feature = "live")]
pub mod live_dice;
#[cfg(feature = "live")]
mod live_keys;
#[cfg(feature = "live")]
pub mod live_text;
pub mod pad_text;
pub mod path;
mod players;
pub mod query;
pub mod ranking;
pub mod recorded;
pub mod refusal;
mod registry;
pub mod score;
pub mod score_input;
pub mod scored;
pub mod scorepad;
pub mod seed;
pub mod setup_query;
pub mod verdict;
pub mod words;

pub use catalog::{GameId, GameInfo, UnknownGame};
/// A play kept round by round: only Citadels is, so its rounds and the call
/// a pad or a live table keeps of them are the house's (`Game::KEEPS_ROUNDS`).
pub mod rounds {
    #[cfg(feature = "live")]
    pub use crate::citadels::caller::check_for_table;
    pub use crate::citadels::caller::{kept_in, KeptCall, KeptCallRefused, MAX_KEPT_CALL};
    pub use crate::citadels::rounds::*;
}
pub use draw::{Draws, Effort, SetupRng, Unsettled};
pub use game::Game;
pub use path::FieldPath;
pub use refusal::Refusal;
pub use score::{InputError, Line, PlayerScore, Problems, ScoreSheet};
pub use score_input::ScoreInput;
pub use scored::Scored;
pub use seed::{Seed, SeedError};
pub use verdict::{Settled, TieRule, Warning};
pub use words::{Language, Say, Words};
