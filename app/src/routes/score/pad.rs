//! The scorepad's state is `games::scorepad`'s (the page, the live table and
//! the server's save read a pad with one code); a game's own controls read
//! their fields through their game's `pad` module (`crate::game_views`).

pub use games::scorepad::{half_width, Problem, ScoreState, Slot, SEED};
