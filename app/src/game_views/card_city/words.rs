//! Card City's words on its own pages, in both languages side by side: a
//! missing translation is a missing field, so it fails the build.

use games::card_city::{Card, Violation};
use games::{Language, Say};

pub(crate) struct CardCityText {
    pub cards_heading: &'static str,
    pub card_column: &'static str,
    pub deck_column: &'static str,
    pub supply_column: &'static str,
    pub total_row: &'static str,
    pub deck_note: fn(u32) -> String,
    pub city_halls_back: fn(u32) -> String,
    /// What "New setup" changes here (only the start player).
    pub new_setup_note: &'static str,
    pub rounds: fn(u32, u32) -> String,
}

/// Card City's setup words in `language`.
pub(crate) fn setup(language: Language) -> &'static CardCityText {
    match language {
        Language::English => &SETUP_EN,
        Language::TraditionalChinese => &SETUP_ZH_TW,
    }
}

const SETUP_EN: CardCityText = CardCityText {
    cards_heading: "Cards",
    card_column: "Card",
    deck_column: "Deck",
    supply_column: "Supply",
    total_row: "Total",
    deck_note: |n| {
        format!("Shuffle the {n} deck cards face down; sort the rest by type as the supply.")
    },
    new_setup_note:
        "A new setup draws another start player: the cards depend only on the number of players.",
    city_halls_back: |n| match n {
        1 => "1 City Hall goes back in the box.".to_owned(),
        n => format!("{n} City Halls go back in the box."),
    },
    rounds: |rounds, cards| {
        format!("{rounds} rounds, {cards} cards drawn each round: the deck runs out exactly.")
    },
};

const SETUP_ZH_TW: CardCityText = CardCityText {
    cards_heading: "卡片",
    card_column: "卡片",
    deck_column: "牌庫",
    supply_column: "供應區",
    total_row: "合計",
    deck_note: |n| format!("將牌庫的 {n} 張卡洗勻面朝下放好；其餘卡片依種類放在一旁成為供應區。"),
    city_halls_back: |n| format!("{n} 張市鎮廳放回盒中。"),
    new_setup_note: "重新配置只會換一位起始玩家：卡片數量只由玩家人數決定。",
    rounds: |rounds, cards| format!("共 {rounds} 回合，每回合翻 {cards} 張：牌庫剛好用完。"),
};

/// Card City's 5×5 grid editor.
pub(crate) struct CityGridText {
    pub heading: &'static str,
    pub hint: &'static str,
    /// A card as one short mark in a cell.
    pub card_mark: fn(games::card_city::Card) -> &'static str,
    /// A card's name in a cell's picker; `None` is the empty cell.
    pub kind: fn(Option<games::card_city::Card>) -> &'static str,
    /// "Row 2, column 3: Residential" (a cell's label; `None` is empty).
    pub cell: fn(usize, usize, Option<games::card_city::Card>) -> String,
    /// Residential district sizes, cards and empty cells, as read from the grid.
    pub summary: fn(&[i64], u32, u32) -> String,
    pub income: fn(i64) -> String,
    pub violation: fn(&games::card_city::Violation) -> String,
    pub broken: &'static str,
    pub clear: &'static str,
    /// The palette: its name, and its first choice (each cell's own picker).
    pub palette: &'static str,
    pub each_cell: &'static str,
}

/// Card City's scorepad words in `language`.
pub(crate) fn grid(language: Language) -> &'static CityGridText {
    match language {
        Language::English => &GRID_EN,
        Language::TraditionalChinese => &GRID_ZH_TW,
    }
}

const GRID_EN: CityGridText = CityGridText {
    heading: "City grid",
    hint: "Choose a card below, then tap each cell it is on (tap again to empty it); or tap a cell and choose. Once it has a card, the grid scores this player instead of the figures above.",
    card_mark: |card| match card {
        Card::Residential => "R",
        Card::Commercial => "C",
        Card::Leisure => "L",
        Card::Industrial => "I",
        Card::Parking => "P",
        Card::CityHall => "H",
    },
    kind: |card| card.map_or("Empty", Card::name),
    cell: |row, column, card| {
        format!("Row {row}, column {column}: {}", card.map_or("empty", Card::name))
    },
    summary: |sizes, cards, empty| {
        let districts = if sizes.is_empty() {
            "no Residential district".to_owned()
        } else {
            let list: Vec<String> = sizes.iter().map(i64::to_string).collect();
            format!("Residential districts {}", list.join(" + "))
        };
        format!("{districts} · {cards} cards, {empty} empty")
    },
    income: |coins| format!("Income: {coins} coins a round"),
    violation: |broken| match broken {
        Violation::NoCityHall => "The city has no City Hall.".to_owned(),
        Violation::SeveralCityHalls { count } => {
            format!("The city has {count} City Halls; it must have exactly one.")
        }
        Violation::IndustrialNextToResidential { .. } => {
            "Industrial next to Residential (marked !).".to_owned()
        }
        Violation::BuildingLimit { non_industrial, industrial, limit } => format!(
            "{non_industrial} non-industrial cards, but {industrial} Industrial allow at most {limit}."
        ),
        Violation::MoreThanTheBox { card, count, in_box } => {
            format!("{count} {} cards, but the box has only {in_box}.", card.name())
        }
        Violation::NotConnected { cell: (row, column) } => format!(
            "The card at row {}, column {} does not touch the rest of the city.",
            row + 1,
            column + 1
        ),
    },
    broken: "breaks a rule",
    clear: "Clear the grid",
    palette: "Tap cells to place",
    each_cell: "Choose per cell",
};

const GRID_ZH_TW: CityGridText = CityGridText {
    heading: "城市格子",
    hint: "先在下方選一種卡片，再點它所在的每一格（再點一次就清空）；也可以點格子逐格選擇。格子裡一有卡片，就改用格子計算這位玩家的分數，而不是上面的數字。",
    card_mark: |card| match card {
        Card::Residential => "住",
        Card::Commercial => "商",
        Card::Leisure => "休",
        Card::Industrial => "工",
        Card::Parking => "停",
        Card::CityHall => "廳",
    },
    kind: |card| card.map_or("空格", Card::name_zh_tw),
    cell: |row, column, card| {
        format!("上起第 {row} 排、左起第 {column} 格：{}", card.map_or("空", Card::name_zh_tw))
    },
    summary: |sizes, cards, empty| {
        let districts = if sizes.is_empty() {
            "沒有住宅區".to_owned()
        } else {
            let list: Vec<String> = sizes.iter().map(i64::to_string).collect();
            format!("住宅區 {}", list.join(" + "))
        };
        format!("{districts} · {cards} 張卡，{empty} 格空位")
    },
    income: |coins| format!("收入：每回合 {coins} 金幣"),
    violation: |broken| broken.say(Language::TraditionalChinese),
    broken: "違反規則",
    clear: "清空格子",
    palette: "點格子放卡片",
    each_cell: "逐格選擇",
};
