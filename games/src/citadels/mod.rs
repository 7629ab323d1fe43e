//! Citadels 富饒之城 (Bruno Faidutti): the classic (2000) and 2016 editions.

mod breakdown;
pub mod data;
pub mod pad;
pub mod query;
mod refusal;
pub(crate) mod score;
mod setup;
mod verdict;

pub use breakdown::{haunted_district, Effect, Item};
pub use data::{DistrictType, Edition};
pub use refusal::Refusal;
pub use score::{
    can_build, city_size, score, score_or_every_problem, why_not_buildable, BuiltDistrict,
    ClassicTieBreak, PlayerInput, ScoreInput, Unbuildable,
};
pub use setup::{complete_at, setup, steps, Procedure, Replacement, Setup, SetupOptions};
pub use verdict::{TieRule, Warning};
