//! City Council's breakdown lines, as data, and their words in English and
//! Traditional Chinese side by side.

use crate::words::{listed, Language, Say};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// Points read off the track.
    TrackPoints,
    /// The scored favour cards, one by one.
    ScoredFavourCards { cards: Vec<i64> },
}

impl Item {
    /// Stable id of the kind of line (the API's `key`).
    pub const fn key(&self) -> &'static str {
        "points"
    }
}

impl Say for Item {
    fn say(&self, language: Language) -> String {
        match self {
            Item::TrackPoints => match language {
                Language::English => "Points on the track".to_owned(),
                Language::TraditionalChinese => "計分軌分數".to_owned(),
            },
            Item::ScoredFavourCards { cards } => match language {
                Language::English => listed("Scored favour cards", cards, language),
                Language::TraditionalChinese => listed("已計分的偏好卡", cards, language),
            },
        }
    }
}
