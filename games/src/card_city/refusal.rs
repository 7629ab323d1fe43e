//! Card City's refusals of an impossible game, as data, and their words in
//! English and Traditional Chinese side by side.

use super::{Card, Violation};
use crate::words::{Language, Say};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Quick entry: more Residential cards than the building limit and the
    /// City Hall leave room for.
    ResidentialOverRoom {
        who: String,
        residential: i64,
        cards: i64,
        least_industrial: i64,
        room: i64,
        /// The building limit's non-Industrial cards per Industrial card plus one.
        per_industrial: i64,
    },
    /// The Industrial cards the building limit demands, over the box.
    IndustrialOverBox { least: i64, in_box: i64 },
    /// A grid that breaks a rule (the first of `1 + more`).
    GridBroken {
        who: String,
        first: Violation,
        more: usize,
    },
    /// More cards of a type across all cities than the box holds.
    CardsOverBox { card: Card, used: i64, in_box: i64 },
}

impl Say for Refusal {
    fn say(&self, language: Language) -> String {
        match self {
            Refusal::ResidentialOverRoom {
                who,
                residential,
                cards,
                least_industrial: 0,
                room,
                ..
            } => match language {
                Language::English => format!(
                    "{who}'s Residential districts add up to {residential} cards, but a city of {cards} cards has room for at most {room} besides its City Hall"
                ),
                Language::TraditionalChinese => {
                    let who = crate::words::before_han(who);
                    format!(
                        "{who}的住宅區合計 {residential} 張，但 {cards} 張卡的城市除了市鎮廳最多只能再放 {room} 張。"
                    )
                }
            },
            Refusal::ResidentialOverRoom {
                who,
                residential,
                cards,
                least_industrial,
                room,
                per_industrial: per,
            } => match language {
                Language::English => format!(
                    "{who}'s Residential districts add up to {residential} cards, but a city of {cards} cards needs at least {least_industrial} Industrial (non-Industrial cards ≤ {per} × (Industrial + 1)) and its City Hall, leaving room for at most {room}"
                ),
                Language::TraditionalChinese => {
                    let who = crate::words::before_han(who);
                    format!(
                        "{who}的住宅區合計 {residential} 張，但 {cards} 張卡的城市依建築上限（非工業卡 ≤ {per} × (工業卡 + 1)）至少要有 {least_industrial} 張工業卡，再加上市鎮廳，最多只剩 {room} 張的空間。"
                    )
                }
            },
            Refusal::IndustrialOverBox { least, in_box } => match language {
                Language::English => format!(
                    "Industrial cards across all cities number at least {least} under the building limit, but the box has only {in_box}"
                ),
                Language::TraditionalChinese => format!(
                    "依建築上限，所有城市至少需要 {least} 張工業卡，但盒中只有 {in_box} 張。"
                ),
            },
            Refusal::GridBroken { who, first, more } => {
                let first = first.say(language);
                match (language, more) {
                    (Language::English, 0) => format!("{who}'s city grid breaks a rule: {first}"),
                    (Language::English, 1) => {
                        format!("{who}'s city grid breaks a rule: {first} (and 1 more problem)")
                    }
                    (Language::English, n) => {
                        format!("{who}'s city grid breaks a rule: {first} (and {n} more problems)")
                    }
                    (Language::TraditionalChinese, 0) => {
                        let who = crate::words::before_han(who);
                        format!("{who}的城市格子違反規則：{first}")
                    }
                    (Language::TraditionalChinese, n) => {
                        let who = crate::words::before_han(who);
                        format!("{who}的城市格子違反規則：{first}（另有 {n} 個問題）")
                    }
                }
            }
            Refusal::CardsOverBox { card, used, in_box } => match language {
                Language::English => {
                    let what = match card {
                        Card::Residential => "Residential cards".to_owned(),
                        other => format!("{} cards", other.name()),
                    };
                    format!("{what} across all cities add up to {used}, but the box has only {in_box}")
                }
                Language::TraditionalChinese => format!(
                    "所有城市的{}卡合計 {used} 張，但盒中只有 {in_box} 張。",
                    card.name_zh_tw()
                ),
            },
        }
    }
}
