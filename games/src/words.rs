//! Words a player reads, in every language the pages are written in, side by
//! side where the rule that needs them is written: a game's module names its own
//! fields, so the pages never spell a field's key to find its label.

/// A language the words are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    English,
    TraditionalChinese,
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
        (false, _) => format!("{what} {}", plus_list(values)),
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
