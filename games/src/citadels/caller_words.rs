//! The caller's words (`super::caller`), in both languages side by side: what
//! the crown holder asks, how a character stands in the round, and how the
//! crown passes. Character names are the seed's (`data`).

use super::caller::{Ask, Row};
use super::data::Character;
use crate::words::Language;

fn name(character: &Character, language: Language) -> &'static str {
    match language {
        Language::English => character.name,
        Language::TraditionalChinese => character.name_zh_tw,
    }
}

/// A character named by its English name (the rounds' own), in `language`.
fn named(english: &str, language: Language) -> String {
    match super::rounds::character(english) {
        Some(character) => name(&character, language).to_owned(),
        None => english.to_owned(),
    }
}

impl Ask {
    /// The question the caller reads out.
    pub fn question(&self, language: Language) -> String {
        match (self, language) {
            (
                Ask::WhoHas {
                    character,
                    revealed_last: false,
                },
                Language::English,
            ) => format!(
                "{}. The {}! Who reveals it?",
                character.rank, character.name
            ),
            (
                Ask::WhoHas {
                    character,
                    revealed_last: false,
                },
                Language::TraditionalChinese,
            ) => format!(
                "{} 號，{}！誰翻開？",
                character.rank, character.name_zh_tw
            ),
            (
                Ask::WhoHas {
                    character,
                    revealed_last: true,
                },
                Language::English,
            ) => format!(
                "Every other character has acted: who held the murdered {}?",
                character.name
            ),
            (
                Ask::WhoHas {
                    character,
                    revealed_last: true,
                },
                Language::TraditionalChinese,
            ) => format!(
                "其他角色都已行動完畢：被殺的{}在誰手上？",
                character.name_zh_tw
            ),
            (Ask::Silent { character }, Language::English) => format!(
                "{}. The {}… was murdered: its holder stays silent, and reveals it once every other character has acted.",
                character.rank, character.name
            ),
            (Ask::Silent { character }, Language::TraditionalChinese) => format!(
                "{} 號，{}……已被殺：持有者保持沉默，等所有角色執行完行動後才翻開。",
                character.rank, character.name_zh_tw
            ),
            (Ask::TargetOf { character, .. }, Language::English) => match character.name {
                "Assassin" => "Whom does the Assassin murder?".to_owned(),
                "Thief" => {
                    "Whom does the Thief rob? (Not the Assassin, not the murdered character.)"
                        .to_owned()
                }
                other => format!("Whom does the {other} name?"),
            },
            (Ask::TargetOf { character, .. }, Language::TraditionalChinese) => {
                match character.name {
                    "Assassin" => "殺手要殺哪個角色？".to_owned(),
                    "Thief" => "盜賊要打劫哪個角色？（不能打劫殺手或被殺的角色。）".to_owned(),
                    _ => format!("{}指定哪個角色？", character.name_zh_tw),
                }
            }
            (Ask::CrownTo { character }, Language::English) => format!(
                "The {} is revealed: who holds the crown now?",
                character.name
            ),
            (Ask::CrownTo { character }, Language::TraditionalChinese) => {
                format!("{}已翻開：皇冠現在在誰手上？", character.name_zh_tw)
            }
            (Ask::Whole, Language::English) => "Every character has been called.".to_owned(),
            (Ask::Whole, Language::TraditionalChinese) => "所有角色都已叫過。".to_owned(),
        }
    }
}

impl Row {
    /// What befell the character this round (its target mark), if anything.
    pub fn mark(&self, language: Language) -> Option<String> {
        if self.face_up {
            return Some(
                match language {
                    Language::English => "removed face up",
                    Language::TraditionalChinese => "正面朝上移除",
                }
                .to_owned(),
            );
        }
        let by = self.named_by?;
        Some(match (by, language) {
            ("Assassin", Language::English) => "murdered".to_owned(),
            ("Assassin", Language::TraditionalChinese) => "被殺".to_owned(),
            ("Thief", Language::English) => "robbed: its gold goes to the Thief".to_owned(),
            ("Thief", Language::TraditionalChinese) => "被打劫：金幣歸盜賊".to_owned(),
            (other, Language::English) => format!("named by the {other}"),
            (other, Language::TraditionalChinese) => format!("被{}指定", named(other, language)),
        })
    }
}

/// Who holds the crown and calls round `number`.
pub fn crown_calls(number: usize, holder: &str, language: Language) -> String {
    match language {
        Language::English => format!("Round {number} · {holder} holds the crown and calls"),
        Language::TraditionalChinese => format!("第 {number} 回合 · {holder} 持有皇冠，負責叫角色"),
    }
}

/// How the crown passed at the end of a round: taken with the rank-4
/// character its holder revealed (the King's by the rules, the Emperor's or
/// the Patrician's as the table said), or kept (nobody took that rank).
pub fn crown_passed(
    number: usize,
    holder: &str,
    with: Option<&Character>,
    language: Language,
) -> String {
    match (with, language) {
        (Some(character), Language::English) => format!(
            "Round {number}: {holder} holds the crown, after the {}",
            character.name
        ),
        (Some(character), Language::TraditionalChinese) => format!(
            "第 {number} 回合：{}之後，皇冠在 {holder} 手上",
            character.name_zh_tw
        ),
        (None, Language::English) => {
            format!("Round {number}: nobody took rank 4; {holder} keeps the crown")
        }
        (None, Language::TraditionalChinese) => {
            format!("第 {number} 回合：無人選擇 4 號角色，{holder} 繼續持有皇冠")
        }
    }
}
