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
        let zh = language == Language::TraditionalChinese;
        match self {
            Item::TrackPoints => match zh {
                false => "Points on the track".to_owned(),
                true => "計分軌分數".to_owned(),
            },
            Item::ScoredFavourCards { cards } => match zh {
                false => listed("Scored favour cards", cards, language),
                true => listed("已計分的偏好卡", cards, language),
            },
        }
    }
}
