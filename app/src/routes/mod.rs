//! One page per file.

#[cfg(feature = "ssr")]
mod bg_stats;
#[cfg(feature = "ssr")]
pub use bg_stats::bg_stats_href_of;
mod group;
mod group_bgstats;
mod group_links;
mod group_manage;
mod group_page;
mod group_person;
mod group_play;
mod group_stats;
mod group_transfer;
mod home;
mod live_table;
mod not_found;
mod offline;
mod said;
mod score;
mod setup;

pub use group::GroupPage;
pub use group_bgstats::{BgStatsReport, BgStatsSaid, LeftOut};
pub use group_manage::GroupManagePage;
pub use group_person::GroupPersonPage;
pub use group_play::GroupPlayPage;
pub use group_stats::{Against, GroupStatsPage};
pub use group_transfer::ImportOutcome;
pub use home::HomePage;
pub use live_table::{LiveTablePage, LiveTableViewPage};
pub use not_found::NotFound;
pub use offline::OfflinePage;
pub use said::{Said, CONFIRMED};
#[cfg(feature = "ssr")]
pub use score::PadWords;
pub use score::{ScorePage, ScoreQuery};
pub use setup::SetupPage;
