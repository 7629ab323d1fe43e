//! One page per file.

mod game_page;
mod home;
mod not_found;

pub use game_page::{GamePage, GamePageKind};
pub use home::HomePage;
pub use not_found::NotFound;
