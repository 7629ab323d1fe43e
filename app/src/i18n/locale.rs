//! The languages the app is written in, and where each one's text is.

use super::{en, en_score, setup_text, zh_tw, zh_tw_score, Strings};
use games::GameId;

/// A language the app is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Locale {
    #[default]
    En,
    ZhTw,
}

impl Locale {
    pub const ALL: [Locale; 2] = [Locale::En, Locale::ZhTw];

    /// The BCP 47 tag used in `<html lang>`, the cookie and `/lang/{tag}`.
    pub const fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::ZhTw => "zh-TW",
        }
    }

    /// Parses a tag as written in `<html lang>` or the cookie (case-insensitive).
    pub fn from_tag(tag: &str) -> Option<Locale> {
        Locale::ALL
            .into_iter()
            .find(|locale| locale.tag().eq_ignore_ascii_case(tag.trim()))
    }

    /// The other language: pages name each game in both, as players know either.
    pub const fn other(self) -> Locale {
        match self {
            Locale::En => Locale::ZhTw,
            Locale::ZhTw => Locale::En,
        }
    }

    /// A game's name in this language (the names themselves live in `games`).
    pub const fn game_name(self, game: GameId) -> &'static str {
        match self {
            Locale::En => game.info().name,
            Locale::ZhTw => game.info().name_zh_tw,
        }
    }

    /// The islands' text (see [`setup_text::IslandText`]).
    pub const fn island(self) -> &'static setup_text::IslandText {
        match self {
            Locale::En => &en_score::ISLAND,
            Locale::ZhTw => &zh_tw_score::ISLAND,
        }
    }

    pub const fn strings(self) -> &'static Strings {
        match self {
            Locale::En => &en::STRINGS,
            Locale::ZhTw => &zh_tw::STRINGS,
        }
    }
}
