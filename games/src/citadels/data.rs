//! Citadels cards: characters, districts and the 2016 presets, as docs/rules.md
//! (Citadels) lists them, with their Traditional Chinese names.

use serde::{Deserialize, Serialize};

/// The classic edition unless chosen otherwise (the rules reference lists it first).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edition {
    #[default]
    #[serde(rename = "classic")]
    Classic,
    #[serde(rename = "2016")]
    Y2016,
}

impl Edition {
    pub fn parse(text: &str) -> Option<Edition> {
        match text.trim().to_ascii_lowercase().as_str() {
            "classic" => Some(Edition::Classic),
            "2016" => Some(Edition::Y2016),
            _ => None,
        }
    }

    pub const fn id(self) -> &'static str {
        match self {
            Edition::Classic => "classic",
            Edition::Y2016 => "2016",
        }
    }

    /// BoardGameGeek's id of the edition: the 2016 edition has an entry of
    /// its own.
    pub const fn bgg_id(self) -> u32 {
        match self {
            Edition::Classic => 478,
            Edition::Y2016 => 205398,
        }
    }

    pub const fn max_players(self) -> u8 {
        match self {
            Edition::Classic => 7,
            Edition::Y2016 => 8,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Character {
    pub rank: u8,
    pub name: &'static str,
    pub name_zh_tw: &'static str,
}

const fn ch(rank: u8, name: &'static str, name_zh_tw: &'static str) -> Character {
    Character {
        rank,
        name,
        name_zh_tw,
    }
}

/// Classic: one character per rank 1–8.
pub const CLASSIC_CHARACTERS: [Character; 8] = [
    ch(1, "Assassin", "殺手"),
    ch(2, "Thief", "盜賊"),
    ch(3, "Magician", "魔術師"),
    ch(4, "King", "國王"),
    ch(5, "Bishop", "主教"),
    ch(6, "Merchant", "商人"),
    ch(7, "Architect", "建築師"),
    ch(8, "Warlord", "軍閥"),
];

/// 2016: three characters per rank 1–9.
pub const ROSTER_2016: [[Character; 3]; 9] = [
    [
        ch(1, "Assassin", "殺手"),
        ch(1, "Witch", "女巫"),
        ch(1, "Magistrate", "法官"),
    ],
    [
        ch(2, "Thief", "盜賊"),
        ch(2, "Spy", "間諜"),
        ch(2, "Blackmailer", "勒索者"),
    ],
    [
        ch(3, "Magician", "魔術師"),
        ch(3, "Wizard", "巫師"),
        ch(3, "Seer", "先知"),
    ],
    [
        ch(4, "King", "國王"),
        ch(4, "Emperor", "皇帝"),
        ch(4, "Patrician", "權貴"),
    ],
    [
        ch(5, "Bishop", "主教"),
        ch(5, "Abbot", "修道院長"),
        ch(5, "Cardinal", "樞機主教"),
    ],
    [
        ch(6, "Merchant", "商人"),
        ch(6, "Alchemist", "煉金術士"),
        ch(6, "Trader", "貿易商"),
    ],
    [
        ch(7, "Architect", "建築師"),
        ch(7, "Navigator", "航海家"),
        ch(7, "Scholar", "學者"),
    ],
    [
        ch(8, "Warlord", "軍閥"),
        ch(8, "Diplomat", "外交官"),
        ch(8, "Marshal", "元帥"),
    ],
    [
        ch(9, "Queen", "皇后"),
        ch(9, "Artist", "藝術家"),
        ch(9, "Tax Collector", "稅務官"),
    ],
];

/// A character of an edition by its English name.
pub fn character(edition: Edition, name: &str) -> Option<Character> {
    match edition {
        Edition::Classic => CLASSIC_CHARACTERS.into_iter().find(|c| c.name == name),
        Edition::Y2016 => character_2016(name),
    }
}

pub fn character_2016(name: &str) -> Option<Character> {
    ROSTER_2016
        .iter()
        .flatten()
        .copied()
        .find(|c| c.name == name)
}

/// Whether a 2016 character may be used with this many players.
/// Whether the Artist can have beautified districts (+1 each), given the names
/// a 2016 setup put in play (its unique districts and characters): only with
/// the Artist among them. A list naming no character (kept by a pad before
/// setups listed them) says nothing about her, so she may have played.
pub fn artist_in_play(in_play: &[&str]) -> bool {
    let names_characters = in_play.iter().any(|&name| character_2016(name).is_some());
    !names_characters || in_play.contains(&"Artist")
}

pub fn allowed_with(character: &Character, players: u8) -> bool {
    match character.name {
        "Emperor" => players != 2,
        "Queen" => players >= 5,
        _ => true,
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DistrictType {
    Noble,
    Religious,
    Trade,
    Military,
    /// Purple: classic special districts and 2016 unique districts.
    Unique,
}

impl DistrictType {
    pub const ALL: [DistrictType; 5] = [
        DistrictType::Noble,
        DistrictType::Religious,
        DistrictType::Trade,
        DistrictType::Military,
        DistrictType::Unique,
    ];

    /// A type by its name (`noble`…), as [`DistrictType::name`] writes it.
    pub fn parse(name: &str) -> Option<DistrictType> {
        DistrictType::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
    }

    pub const fn name(self) -> &'static str {
        match self {
            DistrictType::Noble => "noble",
            DistrictType::Religious => "religious",
            DistrictType::Trade => "trade",
            DistrictType::Military => "military",
            DistrictType::Unique => "unique",
        }
    }

    /// The name in an edition's words: the purple type is "special" in classic.
    pub const fn name_in(self, edition: super::Edition) -> &'static str {
        match (self, edition) {
            (DistrictType::Unique, super::Edition::Classic) => "special",
            _ => self.name(),
        }
    }

    pub const fn name_zh_tw(self) -> &'static str {
        match self {
            DistrictType::Noble => "貴族",
            DistrictType::Religious => "宗教",
            DistrictType::Trade => "商業",
            DistrictType::Military => "軍事",
            DistrictType::Unique => "特別",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct District {
    pub name: &'static str,
    pub name_zh_tw: &'static str,
    pub kind: DistrictType,
    pub cost: u8,
    pub copies: u8,
}

/// What a player may say about a built district beyond its name, by its card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Extras {
    /// The type it counts as at game end (the Haunted Quarter, the Haunted City).
    pub counts_as: bool,
    /// Built in the last round, which makes it no wildcard (the classic Haunted City).
    pub built_last_round: bool,
    /// Cards placed under it (the Museum).
    pub cards_under: bool,
    /// Beautified by the Artist, +1 (any 2016 district).
    pub beautified: bool,
}

impl Extras {
    /// Whether the player picks the type it counts as: a haunted district, unless
    /// it is the classic Haunted City built in the last round.
    pub fn chooses_type(self, built_last_round: bool) -> bool {
        self.counts_as && !(self.built_last_round && built_last_round)
    }
}

impl District {
    /// The district that may count as another type at game end: the 2016 Haunted
    /// Quarter, the classic Haunted City.
    pub fn takes_any_type(&self) -> bool {
        matches!(self.name, "Haunted Quarter" | "Haunted City")
    }

    pub fn extras(&self, edition: Edition) -> Extras {
        Extras {
            counts_as: self.takes_any_type(),
            built_last_round: edition == Edition::Classic && self.name == "Haunted City",
            cards_under: self.name == "Museum",
            beautified: edition == Edition::Y2016,
        }
    }
}

const fn d(
    name: &'static str,
    name_zh_tw: &'static str,
    kind: DistrictType,
    copies: u8,
    cost: u8,
) -> District {
    District {
        name,
        name_zh_tw,
        kind,
        cost,
        copies,
    }
}

use DistrictType::{Military, Noble, Religious, Trade, Unique};

/// The 54 basic districts; `Battlefield` is called Barracks in 2016.
const BASIC: [District; 17] = [
    d("Manor", "莊園", Noble, 5, 3),
    d("Castle", "城堡", Noble, 4, 4),
    d("Palace", "宮殿", Noble, 3, 5),
    d("Temple", "神廟", Religious, 3, 1),
    d("Church", "教堂", Religious, 3, 2),
    d("Monastery", "修道院", Religious, 3, 3),
    d("Cathedral", "大教堂", Religious, 2, 5),
    d("Tavern", "酒館", Trade, 5, 1),
    d("Market", "集市", Trade, 4, 2),
    d("Trading Post", "商棧", Trade, 3, 2),
    d("Docks", "船塢", Trade, 3, 3),
    d("Harbor", "港口", Trade, 3, 4),
    d("Town Hall", "市政廳", Trade, 2, 5),
    d("Watchtower", "瞭望塔", Military, 3, 1),
    d("Prison", "監獄", Military, 3, 2),
    d("Battlefield", "戰場", Military, 3, 3),
    d("Fortress", "要塞", Military, 2, 5),
];

pub const CLASSIC_SPECIAL: [District; 11] = [
    d("Haunted City", "鬼城", Unique, 1, 2),
    d("Keep", "堡壘", Unique, 1, 3),
    d("Laboratory", "實驗室", Unique, 1, 5),
    d("Smithy", "鐵匠鋪", Unique, 1, 5),
    d("Graveyard", "墓地", Unique, 1, 5),
    d("Observatory", "天文臺", Unique, 1, 5),
    d("School of Magic", "魔法學院", Unique, 1, 6),
    d("Library", "圖書館", Unique, 1, 6),
    d("Great Wall", "長城", Unique, 1, 6),
    d("University", "大學", Unique, 1, 6),
    d("Dragon Gate", "巨龍門", Unique, 1, 6),
];

/// The 30 unique districts of 2016; 14 are used per game. Secret Vault has no
/// cost: it can never be built.
pub const UNIQUE_2016: [District; 30] = [
    d("Armory", "軍械庫", Unique, 1, 3),
    d("Basilica", "聖殿", Unique, 1, 4),
    d("Capitol", "國會大廈", Unique, 1, 5),
    d("Dragon Gate", "巨龍門", Unique, 1, 6),
    d("Factory", "工廠", Unique, 1, 5),
    d("Framework", "鷹架", Unique, 1, 3),
    d("Gold Mine", "金礦", Unique, 1, 6),
    d("Great Wall", "長城", Unique, 1, 6),
    d("Haunted Quarter", "鬼區", Unique, 1, 2),
    d("Imperial Treasury", "帝國寶庫", Unique, 1, 5),
    d("Ivory Tower", "象牙塔", Unique, 1, 5),
    d("Keep", "堡壘", Unique, 1, 3),
    d("Laboratory", "實驗室", Unique, 1, 5),
    d("Library", "圖書館", Unique, 1, 6),
    d("Map Room", "地圖室", Unique, 1, 5),
    d("Monument", "紀念碑", Unique, 1, 4),
    d("Museum", "博物館", Unique, 1, 4),
    d("Necropolis", "墓城", Unique, 1, 5),
    d("Observatory", "天文臺", Unique, 1, 4),
    d("Park", "公園", Unique, 1, 6),
    d("Poor House", "濟貧院", Unique, 1, 4),
    d("Quarry", "採石場", Unique, 1, 5),
    d("School of Magic", "魔法學院", Unique, 1, 6),
    d("Secret Vault", "密室金庫", Unique, 1, 0),
    d("Smithy", "鐵匠鋪", Unique, 1, 5),
    d("Stables", "馬廄", Unique, 1, 2),
    d("Statue", "雕像", Unique, 1, 3),
    d("Theater", "劇院", Unique, 1, 6),
    d("Thieves' Den", "盜賊巢穴", Unique, 1, 6),
    d("Wishing Well", "許願井", Unique, 1, 5),
];

/// The basic districts as named in an edition.
pub fn basic_districts(edition: Edition) -> [District; 17] {
    let mut basic = BASIC;
    if edition == Edition::Y2016 {
        basic[15] = d("Barracks", "軍營", Military, 3, 3);
    }
    basic
}

/// Every district that can appear in an edition's deck.
pub fn deck(edition: Edition) -> Vec<District> {
    let special: &[District] = match edition {
        Edition::Classic => &CLASSIC_SPECIAL,
        Edition::Y2016 => &UNIQUE_2016,
    };
    basic_districts(edition)
        .iter()
        .chain(special)
        .copied()
        .collect()
}

/// A district by its deck name, from the classic deck or else the 2016 one (for
/// naming a district whatever the edition).
/// A district's Traditional Chinese name (its deck name when it has none).
pub fn district_zh(name: &str) -> &str {
    district_named(name).map_or(name, |d| d.name_zh_tw)
}

pub fn district_named(name: &str) -> Option<District> {
    [Edition::Classic, Edition::Y2016]
        .into_iter()
        .flat_map(deck)
        .find(|d| d.name == name)
}

pub fn find_district(edition: Edition, name: &str) -> Option<District> {
    deck(edition)
        .into_iter()
        .find(|d| d.name.eq_ignore_ascii_case(name.trim()))
}

/// A 2016 preset: one character per rank (rank 9 may be absent) and 14 districts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preset {
    pub id: &'static str,
    pub name: &'static str,
    /// Our own rendering: the presets have no Chinese names in the rules reference.
    pub name_zh_tw: &'static str,
    pub characters: [Option<&'static str>; 9],
    pub districts: [&'static str; 14],
}

pub const PRESETS: [Preset; 7] = [
    Preset {
        id: "first-game",
        name: "First game",
        name_zh_tw: "首局推薦",
        characters: [
            Some("Assassin"),
            Some("Thief"),
            Some("Magician"),
            Some("King"),
            Some("Bishop"),
            Some("Merchant"),
            Some("Architect"),
            Some("Warlord"),
            None,
        ],
        districts: [
            "Dragon Gate",
            "Factory",
            "Haunted Quarter",
            "Imperial Treasury",
            "Keep",
            "Laboratory",
            "Library",
            "Map Room",
            "Quarry",
            "School of Magic",
            "Smithy",
            "Statue",
            "Thieves' Den",
            "Wishing Well",
        ],
    },
    Preset {
        id: "ambitious-aristocrats",
        name: "Ambitious Aristocrats",
        name_zh_tw: "野心貴族",
        characters: [
            Some("Magistrate"),
            Some("Thief"),
            Some("Wizard"),
            Some("Patrician"),
            Some("Bishop"),
            Some("Trader"),
            Some("Architect"),
            Some("Marshal"),
            Some("Queen"),
        ],
        districts: [
            "Capitol",
            "Factory",
            "Framework",
            "Great Wall",
            "Haunted Quarter",
            "Keep",
            "Necropolis",
            "Park",
            "Poor House",
            "Quarry",
            "School of Magic",
            "Stables",
            "Statue",
            "Thieves' Den",
        ],
    },
    Preset {
        id: "cunning-agents",
        name: "Cunning Agents",
        name_zh_tw: "狡詐密探",
        characters: [
            Some("Witch"),
            Some("Blackmailer"),
            Some("Magician"),
            Some("Emperor"),
            Some("Abbot"),
            Some("Alchemist"),
            Some("Architect"),
            Some("Warlord"),
            Some("Tax Collector"),
        ],
        districts: [
            "Armory",
            "Basilica",
            "Dragon Gate",
            "Gold Mine",
            "Keep",
            "Monument",
            "Museum",
            "Necropolis",
            "Park",
            "Poor House",
            "Quarry",
            "Secret Vault",
            "Smithy",
            "Theater",
        ],
    },
    Preset {
        id: "illustrious-emissaries",
        name: "Illustrious Emissaries",
        name_zh_tw: "顯赫使節",
        characters: [
            Some("Witch"),
            Some("Spy"),
            Some("Seer"),
            Some("Emperor"),
            Some("Bishop"),
            Some("Merchant"),
            Some("Scholar"),
            Some("Diplomat"),
            Some("Artist"),
        ],
        districts: [
            "Factory",
            "Framework",
            "Great Wall",
            "Haunted Quarter",
            "Ivory Tower",
            "Keep",
            "Library",
            "Museum",
            "Observatory",
            "Park",
            "Poor House",
            "Quarry",
            "School of Magic",
            "Smithy",
        ],
    },
    Preset {
        id: "devious-dignitaries",
        name: "Devious Dignitaries",
        name_zh_tw: "奸巧權貴",
        characters: [
            Some("Magistrate"),
            Some("Blackmailer"),
            Some("Wizard"),
            Some("King"),
            Some("Abbot"),
            Some("Alchemist"),
            Some("Navigator"),
            Some("Marshal"),
            Some("Queen"),
        ],
        districts: [
            "Dragon Gate",
            "Factory",
            "Framework",
            "Haunted Quarter",
            "Laboratory",
            "Necropolis",
            "Park",
            "Poor House",
            "Secret Vault",
            "Smithy",
            "Stables",
            "Theater",
            "Thieves' Den",
            "Wishing Well",
        ],
    },
    Preset {
        id: "tenacious-delegates",
        name: "Tenacious Delegates",
        name_zh_tw: "堅毅代表",
        characters: [
            Some("Assassin"),
            Some("Spy"),
            Some("Seer"),
            Some("King"),
            Some("Cardinal"),
            Some("Trader"),
            Some("Scholar"),
            Some("Diplomat"),
            Some("Artist"),
        ],
        districts: [
            "Basilica",
            "Capitol",
            "Haunted Quarter",
            "Imperial Treasury",
            "Laboratory",
            "Library",
            "Map Room",
            "Observatory",
            "School of Magic",
            "Secret Vault",
            "Smithy",
            "Stables",
            "Statue",
            "Wishing Well",
        ],
    },
    Preset {
        id: "vicious-nobles",
        name: "Vicious Nobles",
        name_zh_tw: "凶狠貴族",
        characters: [
            Some("Assassin"),
            Some("Thief"),
            Some("Magician"),
            Some("Patrician"),
            Some("Cardinal"),
            Some("Merchant"),
            Some("Navigator"),
            Some("Warlord"),
            Some("Tax Collector"),
        ],
        districts: [
            "Armory",
            "Basilica",
            "Dragon Gate",
            "Gold Mine",
            "Imperial Treasury",
            "Ivory Tower",
            "Laboratory",
            "Map Room",
            "Monument",
            "Museum",
            "School of Magic",
            "Statue",
            "Thieves' Den",
            "Wishing Well",
        ],
    },
];

pub fn find_preset(id: &str) -> Option<&'static Preset> {
    PRESETS
        .iter()
        .find(|p| p.id == id.trim().to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_basic_deck_has_54_cards() {
        for edition in [Edition::Classic, Edition::Y2016] {
            let copies: u32 = basic_districts(edition)
                .iter()
                .map(|d| u32::from(d.copies))
                .sum();
            assert_eq!(copies, 54);
        }
        assert!(find_district(Edition::Y2016, "Barracks").is_some());
        assert!(find_district(Edition::Y2016, "Battlefield").is_none());
        assert!(find_district(Edition::Classic, "Battlefield").is_some());
    }

    #[test]
    fn special_district_counts() {
        assert_eq!(CLASSIC_SPECIAL.len(), 11);
        assert_eq!(UNIQUE_2016.len(), 30);
        let mut names: Vec<&str> = UNIQUE_2016.iter().map(|d| d.name).collect();
        names.dedup();
        assert_eq!(names.len(), 30);
    }

    #[test]
    fn presets_name_real_cards_in_rank_order() {
        for preset in PRESETS {
            for (rank, name) in preset.characters.iter().enumerate() {
                if let Some(name) = name {
                    let character = character_2016(name).unwrap_or_else(|| panic!("{name}"));
                    assert_eq!(
                        usize::from(character.rank),
                        rank + 1,
                        "{} {name}",
                        preset.name
                    );
                }
            }
            for name in preset.districts {
                let district =
                    find_district(Edition::Y2016, name).unwrap_or_else(|| panic!("{name}"));
                assert_eq!(district.kind, DistrictType::Unique, "{name}");
            }
            let mut sorted = preset.districts.to_vec();
            sorted.sort_unstable();
            sorted.dedup();
            assert_eq!(sorted.len(), 14, "{}", preset.name);
        }
    }
}

#[cfg(test)]
mod extras_tests {
    use super::*;

    #[test]
    fn only_their_cards_ask_for_more_than_a_name() {
        let asks = |edition: Edition| -> Vec<(&str, Extras)> {
            deck(edition)
                .iter()
                .map(|d| (d.name, d.extras(edition)))
                .filter(|(_, e)| e.counts_as || e.built_last_round || e.cards_under)
                .collect()
        };
        let classic = asks(Edition::Classic);
        assert_eq!(classic.len(), 1);
        assert_eq!(classic[0].0, "Haunted City");
        assert!(classic[0].1.built_last_round && !classic[0].1.beautified);
        let y2016: Vec<&str> = asks(Edition::Y2016).iter().map(|(n, _)| *n).collect();
        assert_eq!(y2016, ["Haunted Quarter", "Museum"]);
    }

    #[test]
    fn only_the_artist_beautifies_districts() {
        assert!(artist_in_play(&["Museum", "Artist", "King"]));
        assert!(!artist_in_play(&["Museum", "Queen", "King"]));
        // Unique districts alone say nothing about the characters.
        assert!(artist_in_play(&["Museum", "Dragon Gate"]));
    }
}
