//! Citadels' refusals of an impossible game, as data, and their words in English
//! and Traditional Chinese side by side.

use super::data::district_zh;
use super::Edition;
use crate::words::{Language, Say};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Two players reveal the one Secret Vault.
    SecondSecretVault { first: String, second: String },
    /// A haunted district built in the last round given another type.
    HauntedBuiltLast { who: String, district: &'static str },
    /// `built_last_round` on a district whose score does not depend on it:
    /// only the classic Haunted City has that flag.
    NotBuiltLastFlag { who: String, district: &'static str },
    /// A district the edition's deck does not have.
    DistrictNotInEdition {
        who: String,
        name: String,
        edition: Edition,
    },
    /// The same district twice in a city without the Quarry.
    BuiltTwice { who: String, district: &'static str },
    /// More copies across all cities than the deck has.
    CopiesOverDeck {
        district: &'static str,
        used: usize,
        copies: u8,
    },
    /// "First to complete" for a city that is not complete.
    FirstNotComplete { who: String, threshold: i64 },
    /// Several cities are complete and nobody is marked first (one complete
    /// city is its builder's first, without asking).
    FirstNotMarked { complete: Vec<String> },
    /// 2016: first place is tied, and the highest rank `who` revealed in the
    /// last round (blank) is what breaks it.
    RankBreaksTie { who: String, tied_with: Vec<String> },
    /// Two players said to have revealed the same rank last: each rank is one
    /// character.
    SameRankTwice {
        first: String,
        second: String,
        rank: i64,
    },
}

impl Say for Refusal {
    fn say(&self, language: Language) -> String {
        match self {
            Refusal::SecondSecretVault { first, second } => match language {
                Language::English => format!(
                    "The Secret Vault is marked revealed by {first} and {second}; the deck has one, so only one player can hold it"
                ),
                Language::TraditionalChinese => {
                    let first = crate::words::before_han(first);
                    let second = crate::words::before_han(second);
                    format!(
                        "{first}和{second}都標記展示了密室金庫；牌庫只有一張，只能有一位玩家持有。"
                    )
                }
            },
            Refusal::HauntedBuiltLast { who, district } => match language {
                Language::English => format!(
                    "{who}'s {district} was built in the last round, so it counts only as special and cannot count as another type"
                ),
                Language::TraditionalChinese => {
                    let who = crate::words::before_han(who);
                    format!("{who}的鬼城在最後一輪建造，只算特別類，不能算作其他類型。")
                }
            },
            Refusal::NotBuiltLastFlag { who, district } => match language {
                Language::English => format!(
                    "{who}'s {district} cannot be marked as built in the last round: only the classic Haunted City's type depends on when it was built"
                ),
                Language::TraditionalChinese => {
                    let who = crate::words::before_han(who);
                    format!(
                        "{who}的{}不能標記為「最後一輪建造」：只有經典版的鬼城會因建造時間而影響類型。",
                        district_zh(district)
                    )
                }
            },
            Refusal::DistrictNotInEdition { who, name, edition } => match language {
                Language::English => {
                    let hint = match (edition, name.trim()) {
                        (Edition::Y2016, "Battlefield") => " (in 2016 it is called Barracks)",
                        (Edition::Classic, "Barracks") => {
                            " (in the classic edition it is called Battlefield)"
                        }
                        _ => "",
                    };
                    format!(
                        "{who}'s district \"{name}\" does not exist in the {} edition{hint}",
                        edition.id()
                    )
                }
                Language::TraditionalChinese => {
                    let edition = match edition {
                        Edition::Classic => "經典版",
                        Edition::Y2016 => "2016 版",
                    };
                    let who = crate::words::before_han(who);
                    format!("{who}的地區「{name}」不在{edition}的牌庫中。")
                }
            },
            Refusal::BuiltTwice { who, district } => match language {
                Language::English => format!(
                    "{who}'s {district} is built twice; a city may not have two of the same district (2016: unless it has the Quarry)"
                ),
                Language::TraditionalChinese => {
                    let who = crate::words::before_han(who);
                    format!(
                        "{who}的{}蓋了兩次；一座城市不能有兩棟相同的地區（2016 版有採石場時除外）。",
                        district_zh(district)
                    )
                }
            },
            Refusal::CopiesOverDeck {
                district,
                used,
                copies,
            } => match language {
                Language::English => format!(
                    "{district} across all cities is built {used} times, but the deck has only {copies}"
                ),
                Language::TraditionalChinese => format!(
                    "所有城市共蓋了 {used} 棟{}，但牌庫只有 {copies} 張。",
                    district_zh(district)
                ),
            },
            Refusal::FirstNotComplete { who, threshold } => match language {
                Language::English => format!(
                    "{who}'s city is not complete ({threshold} districts), so it cannot be the first completed"
                ),
                Language::TraditionalChinese => {
                    let who = crate::words::before_han(who);
                    format!(
                        "{who}的城市尚未完成（{threshold} 個區域），不能是第一個完成的。"
                    )
                }
            },
            Refusal::FirstNotMarked { complete } => match language {
                Language::English => format!(
                    "{} completed their cities: mark who completed first",
                    crate::verdict::join_names(complete)
                ),
                Language::TraditionalChinese => {
                    format!("{}都完成了城市：請標示誰第一個完成。", complete.join("、"))
                }
            },
            Refusal::SameRankTwice {
                first,
                second,
                rank,
            } => match language {
                Language::English => format!(
                    "{first} and {second} both revealed rank {rank} last; each rank is one character, revealed by one player"
                ),
                Language::TraditionalChinese => {
                    let first = crate::words::before_han(first);
                    let second = crate::words::before_han(second);
                    format!("{first}和{second}最後都展示了 {rank} 號角色；每個編號只有一張角色，只會由一位玩家展示。")
                }
            },
            Refusal::RankBreaksTie { who, tied_with } => match language {
                Language::English => format!(
                    "{who} is tied for first with {}: enter the highest character rank {who} revealed in the last round, which breaks the tie",
                    crate::verdict::join_names(tied_with)
                ),
                Language::TraditionalChinese => {
                    let who = crate::words::before_han(who);
                    format!(
                        "{who}與{}同分並列第一：請輸入{who}在最後一輪展示的最高角色編號，用來打破平手。",
                        crate::words::before_han(&tied_with.join("、"))
                    )
                }
            },
        }
    }
}
