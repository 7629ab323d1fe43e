//! Gentes's words on its own pages, in both languages side by side: a
//! missing translation is a missing field, so it fails the build.

use games::Language;

pub(crate) struct GentesText {
    pub training_heading: &'static str,
    pub cheapest: &'static str,
    pub draft_heading: &'static str,
    pub draft_note: fn(u32) -> String,
    pub draft_display: fn(u32) -> String,
    pub lock_option: &'static str,
    pub each_player: fn(u32, u32) -> String,
    pub hourglass: &'static str,
    pub locks: &'static str,
    pub lock_first_tax: &'static str,
    pub training_levels: fn(u32) -> String,
    pub board_side: fn(bool) -> &'static str,
}

/// Gentes's setup words in `language`.
pub(crate) fn setup(language: Language) -> &'static GentesText {
    match language {
        Language::English => &SETUP_EN,
        Language::TraditionalChinese => &SETUP_ZH_TW,
    }
}

const SETUP_EN: GentesText = GentesText {
    training_heading: "Training costs",
    cheapest: "Cheapest first",
    draft_heading: "Opening draft",
    draft_note: |cards| {
        format!("Deal {cards} era-I cards face up. In this order each player takes 1, until each has 2:")
    },
    draft_display: |cards| {
        format!("Shuffle the rest back and display {cards} era-I cards below the board.")
    },
    lock_option: "Lock the first Tax Collection space (advanced)",
    each_player: |coins, tokens| format!("Each player: {coins} coins and {tokens} city tokens."),
    hourglass:
        "Each player: 1 hourglass on the leftmost space of the time track; population markers on 0.",
    locks: "A lock on every lock space of each player board.",
    lock_first_tax: "Advanced: put a lock on the first Tax Collection space.",
    training_levels: |n| {
        format!("Each player distributes {n} training levels freely among their workers.")
    },
    board_side: |two| {
        if two {
            "Use the 2-player side of the board."
        } else {
            "Use the 3–4 player side of the board."
        }
    },
};

const SETUP_ZH_TW: GentesText = GentesText {
    training_heading: "訓練費用",
    cheapest: "由便宜到貴",
    draft_heading: "起始選牌",
    draft_note: |cards| {
        format!("將 {cards} 張時代 1 文明卡面朝上。依下列順序每人拿 1 張，直到每人 2 張：")
    },
    draft_display: |cards| format!("剩下的洗回牌庫，並在主圖板下方翻開 {cards} 張時代 1 文明卡。"),
    lock_option: "禁用第一格稅收行動（進階）",
    each_player: |coins, tokens| format!("每位玩家：{coins} 元錢幣、{tokens} 個城市標記。"),
    hourglass: "每位玩家：1 個沙漏放在時間軌最左格；人口標記放在 0。",
    locks: "每位玩家圖板的每個鎖頭格都放上鎖頭。",
    lock_first_tax: "進階：在第一格稅收行動放上鎖頭。",
    training_levels: |n| format!("每位玩家將 {n} 點訓練等級自由分配給自己的工人。"),
    board_side: |two| {
        if two {
            "使用主圖板的 2 人面。"
        } else {
            "使用主圖板的 3–4 人面。"
        }
    },
};
