//! One page per file.

mod group;
mod home;
mod not_found;
mod offline;
mod score;
mod setup;

pub use group::GroupPage;
pub use home::HomePage;
pub use not_found::NotFound;
pub use offline::OfflinePage;
#[cfg(feature = "ssr")]
pub use score::{read_kept_pad, KeptPad, KeptPadError};
pub use score::{ScorePage, ScoreQuery};
pub use setup::SetupPage;
