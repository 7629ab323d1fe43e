//! Citadels' breakdown lines, as data, and their words in English and
//! Traditional Chinese side by side.

use super::data::district_zh;
use super::{DistrictType, Edition};
use crate::words::{listed, Language, Say};

/// A 2016 unique district whose end-game effect scores, with what it counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effect {
    /// One point per district with an odd cost.
    Basilica {
        odd: i64,
    },
    /// Three districts of one type.
    Capitol,
    DragonGate,
    /// One point per gold.
    ImperialTreasury {
        gold: i64,
    },
    /// The only unique district in the city.
    IvoryTower,
    /// One point per card in hand.
    MapRoom {
        cards: i64,
    },
    /// One point per card under it.
    Museum {
        under: i64,
    },
    /// Holds the crown.
    Statue,
    /// One point per unique district.
    WishingWell {
        uniques: i64,
    },
    /// Revealed from hand at the end.
    SecretVault,
}

impl Effect {
    /// The district's deck name (a proper noun, and the line's key).
    pub const fn district(self) -> &'static str {
        match self {
            Effect::Basilica { .. } => "Basilica",
            Effect::Capitol => "Capitol",
            Effect::DragonGate => "Dragon Gate",
            Effect::ImperialTreasury { .. } => "Imperial Treasury",
            Effect::IvoryTower => "Ivory Tower",
            Effect::MapRoom { .. } => "Map Room",
            Effect::Museum { .. } => "Museum",
            Effect::Statue => "Statue",
            Effect::WishingWell { .. } => "Wishing Well",
            Effect::SecretVault => "Secret Vault",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Item {
    /// The built districts' costs.
    Districts { costs: Vec<i64> },
    /// 2016: districts beautified by the Artist.
    Beautified { count: i64 },
    /// All five district types in the city.
    AllTypes,
    /// A complete city, first or not.
    Completed { first: bool },
    /// Classic: Dragon Gate or University, cost 6, scoring 8.
    ScoresEight { district: &'static str },
    /// 2016: a unique district's end-game effect.
    Effect(Effect),
    /// The Haunted City/Quarter and the type it was counted as.
    HauntedAs {
        edition: Edition,
        kind: DistrictType,
    },
}

/// The district that counts as another type in this edition (its deck name).
pub const fn haunted_district(edition: Edition) -> &'static str {
    match edition {
        Edition::Classic => "Haunted City",
        Edition::Y2016 => "Haunted Quarter",
    }
}

impl Item {
    /// Stable id of the kind of line (the API's `key`).
    pub const fn key(&self) -> &'static str {
        match self {
            Item::Districts { .. } => "districts",
            Item::Beautified { .. } => "beautified",
            Item::AllTypes => "all_types",
            Item::Completed { .. } => "complete",
            Item::ScoresEight { district } => district,
            Item::Effect(effect) => effect.district(),
            Item::HauntedAs {
                edition: Edition::Classic,
                ..
            } => "haunted_city",
            Item::HauntedAs { .. } => "haunted_quarter",
        }
    }
}

impl Say for Item {
    fn say(&self, language: Language) -> String {
        match self {
            Item::Districts { costs } => match language {
                Language::English => listed("Districts", costs, language),
                Language::TraditionalChinese => listed("區域費用", costs, language),
            },
            Item::Beautified { count } => match language {
                Language::English => format!("Beautified by the Artist ×{count}"),
                Language::TraditionalChinese => format!("藝術家美化 ×{count}"),
            },
            Item::AllTypes => match language {
                Language::English => "All five district types".to_owned(),
                Language::TraditionalChinese => "五種區域類型齊全".to_owned(),
            },
            Item::Completed { first } => match (language, first) {
                (Language::English, true) => "First to complete the city".to_owned(),
                (Language::English, false) => "Completed the city".to_owned(),
                (Language::TraditionalChinese, true) => "第一個完成城市".to_owned(),
                (Language::TraditionalChinese, false) => "完成城市".to_owned(),
            },
            Item::ScoresEight { district } => match language {
                Language::English => format!("{district} scores 8"),
                Language::TraditionalChinese => format!("{}算 8 分", district_zh(district)),
            },
            Item::Effect(effect) => effect.say(language),
            Item::HauntedAs { edition, kind } => {
                let district = haunted_district(*edition);
                match language {
                    Language::English => {
                        format!("{district} counted as {}", kind.name_in(*edition))
                    }
                    Language::TraditionalChinese => {
                        format!("{}算作{}", district_zh(district), kind.name_zh_tw())
                    }
                }
            }
        }
    }
}

impl Say for Effect {
    fn say(&self, language: Language) -> String {
        let en = self.district();
        let name_zh_tw = district_zh(en);
        match (*self, language) {
            (Effect::Basilica { odd }, Language::English) => {
                format!("{en}: {odd} districts with an odd cost")
            }
            (Effect::Basilica { odd }, Language::TraditionalChinese) => {
                format!("{name_zh_tw}：{odd} 個費用為奇數的區域")
            }
            (Effect::Capitol, Language::English) => format!("{en}: 3 districts of one type"),
            (Effect::Capitol, Language::TraditionalChinese) => {
                format!("{name_zh_tw}：同一類型的區域 3 個")
            }
            (Effect::DragonGate, Language::English) => en.to_owned(),
            (Effect::DragonGate, Language::TraditionalChinese) => name_zh_tw.to_owned(),
            (Effect::ImperialTreasury { gold }, Language::English) => format!("{en}: {gold} gold"),
            (Effect::ImperialTreasury { gold }, Language::TraditionalChinese) => {
                format!("{name_zh_tw}：{gold} 枚金幣")
            }
            (Effect::IvoryTower, Language::English) => format!("{en}: the only unique district"),
            (Effect::IvoryTower, Language::TraditionalChinese) => {
                format!("{name_zh_tw}：城中唯一的特殊區域")
            }
            (Effect::MapRoom { cards }, Language::English) => {
                format!("{en}: {cards} cards in hand")
            }
            (Effect::MapRoom { cards }, Language::TraditionalChinese) => {
                format!("{name_zh_tw}：手牌 {cards} 張")
            }
            (Effect::Museum { under }, Language::English) => {
                format!("{en}: {under} cards under it")
            }
            (Effect::Museum { under }, Language::TraditionalChinese) => {
                format!("{name_zh_tw}：下方 {under} 張卡")
            }
            (Effect::Statue, Language::English) => format!("{en}: holds the crown"),
            (Effect::Statue, Language::TraditionalChinese) => format!("{name_zh_tw}：持有皇冠"),
            (Effect::WishingWell { uniques }, Language::English) => {
                format!("{en}: {uniques} unique districts")
            }
            (Effect::WishingWell { uniques }, Language::TraditionalChinese) => {
                format!("{name_zh_tw}：{uniques} 個特殊區域")
            }
            (Effect::SecretVault, Language::English) => format!("{en} revealed from hand"),
            (Effect::SecretVault, Language::TraditionalChinese) => {
                format!("{name_zh_tw}：從手牌展示")
            }
        }
    }
}
