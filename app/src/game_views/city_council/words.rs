//! City Council's words on its own pages, in both languages side by side: a
//! missing translation is a missing field, so it fails the build.

use games::Language;

pub(crate) struct CityCouncilText {
    pub budget: &'static str,
    pub blue_workers: &'static str,
    pub white_workers: &'static str,
    pub plans_per_meeting: &'static str,
    pub favour_cards: &'static str,
    pub first_chair: &'static str,
    pub first_chair_note: &'static str,
    pub roles_heading: &'static str,
    pub roles: [&'static str; 5],
    pub budget_marker: fn(u32) -> String,
    pub labour_supply: fn(u32, u32) -> String,
    pub player_kit: &'static str,
    pub favour_deal: fn(u32, u32) -> String,
    pub goods_cube: fn(u32) -> String,
    pub starter_buildings: fn(u32) -> String,
    pub tokens: &'static str,
}

/// City Council's setup words in `language`.
pub(crate) fn setup(language: Language) -> &'static CityCouncilText {
    match language {
        Language::English => &SETUP_EN,
        Language::TraditionalChinese => &SETUP_ZH_TW,
    }
}

const SETUP_EN: CityCouncilText = CityCouncilText {
    budget: "City budget",
    blue_workers: "Blue-collar workers",
    white_workers: "White-collar workers",
    plans_per_meeting: "Plans per meeting",
    favour_cards: "Favour cards each",
    first_chair: "Election chair, round 1",
    first_chair_note: "The chair assigns the other roles in the first round.",
    roles_heading: "Roles, in order",
    roles: ["Transportation", "Finance", "Election", "Labour Union", "Executive"],
    budget_marker: |n| format!("Coin marker on ${n} of the city budget track."),
    labour_supply: |blue, white| format!("Labour supply: {blue} blue-collar and {white} white-collar workers."),
    player_kit: "Each player: 1 marker and 3 discs in their colour (one disc on 0 of the score track) and 1 black delegate.",
    favour_deal: |each, left| format!("Deal {each} favour cards to each player; {left} stay in the deck."),
    goods_cube: |n| format!("{n} green goods cube in the goods supply."),
    starter_buildings: |n| format!("Starter buildings (light): split by shape into two stacks, {n} face up under each. Advanced buildings (dark): set aside by shape."),
    tokens: "1 sale token and 1 relocation token ready.",
};

const SETUP_ZH_TW: CityCouncilText = CityCouncilText {
    budget: "城市預算",
    blue_workers: "小藍人（藍領）",
    white_workers: "小白人（白領）",
    plans_per_meeting: "每次議會執行提案",
    favour_cards: "每人偏好卡",
    first_chair: "第一回合議會委員長",
    first_chair_note: "第一回合由議會委員長指派其他職類。",
    roles_heading: "職類順位",
    roles: [
        "運輸委員長",
        "財政委員長",
        "議會委員長",
        "工會委員長",
        "執行委員長",
    ],
    budget_marker: |n| format!("錢幣指示物放在城市預算 ${n} 的位置。"),
    labour_supply: |blue, white| format!("勞動力供給區：{blue} 個小藍人、{white} 個小白人。"),
    player_kit: "每位玩家：自己顏色的 1 個指示物與 3 片圓片（1 片放在計分軌 0）以及 1 個小黑人。",
    favour_deal: |each, left| format!("每位玩家發 {each} 張偏好卡；牌庫剩 {left} 張。"),
    goods_cube: |n| format!("商品供給區放 {n} 個綠色方塊。"),
    starter_buildings: |n| {
        format!(
            "初始建築（淺色）：依形狀分成兩疊，各翻開 {n} 張。進階建築（深色）：依形狀放在一旁。"
        )
    },
    tokens: "準備好 1 個出售指示物與 1 個搬遷指示物。",
};
