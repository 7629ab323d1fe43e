//! One page per file.

pub(crate) mod dice;
mod group;
mod home;
mod live_dice;
mod live_rounds;
mod live_table;
mod not_found;
mod offline;
mod rounds;
mod said;
pub(crate) mod score;
pub(crate) mod setup;

pub use dice::DicePage;
#[cfg(feature = "ssr")]
pub use group::bg_stats_href_of;
pub use group::{
    Against, BgStatsReport, BgStatsSaid, GroupManagePage, GroupPage, GroupPersonPage,
    GroupPlayPage, GroupStatsPage, ImportOutcome, LeftOut,
};
pub use home::HomePage;
pub use live_dice::LiveDicePage;
pub use live_rounds::LiveRoundsPage;
pub use live_table::{LiveTablePage, LiveTableViewPage};
pub use not_found::NotFound;
pub use offline::{OfflinePage, PhoneWasm};
pub use rounds::RoundsPage;
pub use said::{Said, CONFIRMED};
#[cfg(feature = "ssr")]
pub use score::PadWords;
pub use score::{ScorePage, ScoreQuery};
pub use setup::SetupPage;
