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
        let zh = language == Language::TraditionalChinese;
        match self {
            Item::Districts { costs } => match zh {
                false => listed("Districts", costs, language),
                true => listed("區域費用", costs, language),
            },
            Item::Beautified { count } => match zh {
                false => format!("Beautified by the Artist ×{count}"),
                true => format!("藝術家美化 ×{count}"),
            },
            Item::AllTypes => match zh {
                false => "All five district types".to_owned(),
                true => "五種區域類型齊全".to_owned(),
            },
            Item::Completed { first } => match (zh, first) {
                (false, true) => "First to complete the city".to_owned(),
                (false, false) => "Completed the city".to_owned(),
                (true, true) => "第一個完成城市".to_owned(),
                (true, false) => "完成城市".to_owned(),
            },
            Item::ScoresEight { district } => match zh {
                false => format!("{district} scores 8"),
                true => format!("{}算 8 分", district_zh(district)),
            },
            Item::Effect(effect) => effect.say(language),
            Item::HauntedAs { edition, kind } => {
                let district = haunted_district(*edition);
                match zh {
                    false => format!("{district} counted as {}", kind.name_in(*edition)),
                    true => format!("{}算作{}", district_zh(district), kind.name_zh_tw()),
                }
            }
        }
    }
}

impl Say for Effect {
    fn say(&self, language: Language) -> String {
        let en = self.district();
        let zh = match language {
            Language::English => None,
            Language::TraditionalChinese => Some(district_zh(en)),
        };
        match (*self, zh) {
            (Effect::Basilica { odd }, None) => format!("{en}: {odd} districts with an odd cost"),
            (Effect::Basilica { odd }, Some(name)) => format!("{name}：{odd} 個費用為奇數的區域"),
            (Effect::Capitol, None) => format!("{en}: 3 districts of one type"),
            (Effect::Capitol, Some(name)) => format!("{name}：同一類型的區域 3 個"),
            (Effect::DragonGate, name) => name.unwrap_or(en).to_owned(),
            (Effect::ImperialTreasury { gold }, None) => format!("{en}: {gold} gold"),
            (Effect::ImperialTreasury { gold }, Some(name)) => format!("{name}：{gold} 枚金幣"),
            (Effect::IvoryTower, None) => format!("{en}: the only unique district"),
            (Effect::IvoryTower, Some(name)) => format!("{name}：城中唯一的特殊區域"),
            (Effect::MapRoom { cards }, None) => format!("{en}: {cards} cards in hand"),
            (Effect::MapRoom { cards }, Some(name)) => format!("{name}：手牌 {cards} 張"),
            (Effect::Museum { under }, None) => format!("{en}: {under} cards under it"),
            (Effect::Museum { under }, Some(name)) => format!("{name}：下方 {under} 張卡"),
            (Effect::Statue, None) => format!("{en}: holds the crown"),
            (Effect::Statue, Some(name)) => format!("{name}：持有皇冠"),
            (Effect::WishingWell { uniques }, None) => format!("{en}: {uniques} unique districts"),
            (Effect::WishingWell { uniques }, Some(name)) => {
                format!("{name}：{uniques} 個特殊區域")
            }
            (Effect::SecretVault, None) => format!("{en} revealed from hand"),
            (Effect::SecretVault, Some(name)) => format!("{name}：從手牌展示"),
        }
    }
}
