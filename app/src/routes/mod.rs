//! One page per file.

mod home;
mod not_found;
mod score_page;
mod setup;

pub use home::HomePage;
pub use not_found::NotFound;
pub use score_page::ScorePage;
pub use setup::SetupPage;
