//! Words a player reads, in every language the pages are written in, side by
//! side where the rule that needs them is written: a game's module names its own
//! fields, so the pages never spell a field's key to find its label.

use crate::GameId;

/// A language the words are written in: the rules' words and the pages' text.
/// Words are chosen by matching on it without a catch-all, so a new language
/// fails to compile wherever its words are missing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    English,
    TraditionalChinese,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::TraditionalChinese];

    /// The BCP 47 tag used in `<html lang>`, the cookie and `/lang/{tag}`.
    pub const fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::TraditionalChinese => "zh-TW",
        }
    }

    /// Parses a tag as written in `<html lang>` or the cookie (case-insensitive).
    pub fn from_tag(tag: &str) -> Option<Language> {
        Language::ALL
            .into_iter()
            .find(|language| language.tag().eq_ignore_ascii_case(tag.trim()))
    }

    /// The other language: pages name each game in both, as players know either.
    pub const fn other(self) -> Language {
        match self {
            Language::English => Language::TraditionalChinese,
            Language::TraditionalChinese => Language::English,
        }
    }

    /// A game's name in this language.
    pub const fn game_name(self, game: GameId) -> &'static str {
        match self {
            Language::English => game.info().name,
            Language::TraditionalChinese => game.info().name_zh_tw,
        }
    }
}

/// The same words in English and Traditional Chinese.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Words {
    pub en: &'static str,
    pub zh_tw: &'static str,
}

impl Words {
    /// No words: a field whose editor carries its own heading.
    pub const NONE: Words = Words { en: "", zh_tw: "" };

    pub const fn new(en: &'static str, zh_tw: &'static str) -> Words {
        Words { en, zh_tw }
    }

    pub const fn get(&self, language: Language) -> &'static str {
        match language {
            Language::English => self.en,
            Language::TraditionalChinese => self.zh_tw,
        }
    }
}

/// What the rules say as data (a refusal, a broken rule), worded in either
/// language by the module that owns it.
pub trait Say {
    fn say(&self, language: Language) -> String;
}

/// Joins numbers as "3+3+1+1".
pub fn plus_list(values: &[i64]) -> String {
    values
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join("+")
}

/// A breakdown line of the figures a player entered: "Districts 3+2", or that
/// there were none ("Districts: none").
pub fn listed(what: &str, values: &[i64], language: Language) -> String {
    match (values.is_empty(), language) {
        (true, Language::English) => format!("{what}: none"),
        (true, Language::TraditionalChinese) => format!("{what}：無"),
        (false, Language::English | Language::TraditionalChinese) => {
            format!("{what} {}", plus_list(values))
        }
    }
}

/// `From` each game's own enum into the shared one that wraps it:
/// `wrapped!(Refusal: Catan(catan::Refusal), …)`.
macro_rules! wrapped {
    ($shared:ident: $($variant:ident($game:ty)),* $(,)?) => {
        $(
            impl From<$game> for $shared {
                fn from(inner: $game) -> $shared {
                    $shared::$variant(inner)
                }
            }
        )*
    };
}
pub(crate) use wrapped;

/// A name (or names) as it runs into the Chinese text after it ("Ann的城市"):
/// as it is, but one ending in a digit ("玩家 4", the pad's default) keeps the
/// space the page puts between a number and Chinese everywhere else
/// ("玩家 4 的城市").
pub fn before_han(name: &str) -> BeforeHan<'_> {
    BeforeHan(name)
}

/// A name written as [`before_han`] says (a wrapper, so no sentence copies it).
pub struct BeforeHan<'a>(&'a str);

impl std::fmt::Display for BeforeHan<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)?;
        if self.0.ends_with(|c: char| c.is_ascii_digit()) {
            f.write_str(" ")?;
        }
        Ok(())
    }
}

/// `Display` and `Serialize` for data the API sends as its English sentence
/// (its `Say` in English): reminders, how a result was settled, warnings.
macro_rules! sent_in_english {
    ($($kind:ty),* $(,)?) => {
        $(
            impl std::fmt::Display for $kind {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    f.write_str(&$crate::words::Say::say(self, $crate::words::Language::English))
                }
            }

            impl serde::Serialize for $kind {
                fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.collect_str(self)
                }
            }
        )*
    };
}
pub(crate) use sent_in_english;

/// Kinds of data a game has none of (City Council refuses nothing beyond the
/// rules every game shares): enums with no values, so the wrapper's variant for
/// the game can never be made and needs no words.
macro_rules! none_of_its_own {
    ($($kind:ident),* $(,)?) => {
        $(
            #[derive(Debug, Clone, Copy, PartialEq, Eq)]
            pub enum $kind {}

            impl $crate::words::Say for $kind {
                fn say(&self, _: $crate::words::Language) -> String {
                    match *self {}
                }
            }
        )*
    };
}
pub(crate) use none_of_its_own;

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 49.9: "玩家 4同為" ran a number into the Chinese after it. Every
    /// sentence that names a player before Chinese text goes by `before_han`.
    #[test]
    fn a_name_ending_in_a_number_keeps_its_space_before_chinese() {
        assert_eq!(before_han("玩家 4").to_string(), "玩家 4 ");
        assert_eq!(before_han("Ann").to_string(), "Ann");
        assert_eq!(before_han("小明").to_string(), "小明");
        let refusal = crate::catan::Refusal::TooFewBuildings {
            who: "玩家 2".into(),
            buildings: 1,
            least: 2,
        };
        assert!(refusal
            .say(Language::TraditionalChinese)
            .starts_with("玩家 2 的村莊加城市共 1 個"));
        let named = crate::catan::Refusal::TooFewBuildings {
            who: "小明".into(),
            buildings: 1,
            least: 2,
        };
        assert!(named
            .say(Language::TraditionalChinese)
            .starts_with("小明的村莊"));
    }

    #[test]
    fn tags_round_trip() {
        for language in Language::ALL {
            assert_eq!(Language::from_tag(language.tag()), Some(language));
        }
        assert_eq!(
            Language::from_tag("ZH-tw"),
            Some(Language::TraditionalChinese)
        );
        assert_eq!(Language::from_tag("fr"), None);
    }

    #[test]
    fn game_names_follow_the_language() {
        assert_eq!(Language::English.game_name(GameId::Catan), "Catan");
        assert_eq!(
            Language::TraditionalChinese.game_name(GameId::Catan),
            "卡坦島"
        );
    }
}
