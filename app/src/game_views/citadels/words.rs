//! Citadels's words on its own pages, in both languages side by side: a
//! missing translation is a missing field, so it fails the build.

use games::citadels::{DistrictType, Edition, Procedure};
use games::Language;

pub(crate) struct CitadelsText {
    pub edition_label: &'static str,
    pub edition_name: fn(Edition) -> &'static str,
    pub roster_label: &'static str,
    pub random_roster: &'static str,
    pub nine_option: &'static str,
    pub ten_with_three_option: &'static str,
    pub characters_heading: &'static str,
    pub districts_heading: fn(usize) -> String,
    pub replaced: fn(Option<&str>, &str, u8) -> String,
    pub crown: &'static str,
    pub round_heading: fn(u32) -> String,
    pub next_round: &'static str,
    pub previous_round: &'static str,
    pub face_up_heading: &'static str,
    pub no_face_up: &'static str,
    pub face_down_heading: &'static str,
    pub hold_to_reveal: &'static str,
    pub hold_hint: &'static str,
    pub hold_needs_script: &'static str,
    pub steps: fn(Procedure, Edition, &[&str]) -> Vec<String>,
    pub each_player: fn(u32, u32) -> String,
    pub complete_at: fn(u32) -> String,
    pub characters_in_play: fn(usize) -> String,
}

/// Citadels's setup words in `language`.
pub(crate) fn setup(language: Language) -> &'static CitadelsText {
    match language {
        Language::English => &SETUP_EN,
        Language::TraditionalChinese => &SETUP_ZH_TW,
    }
}

const SETUP_EN: CitadelsText = CitadelsText {
    edition_label: "Edition",
    edition_name: |edition| match edition {
        Edition::Classic => "Classic",
        Edition::Y2016 => "2016",
    },
    roster_label: "Characters and districts",
    random_roster: "Random",
    nine_option: "Use a rank-9 character",
    ten_with_three_option: "10 districts with 3 players (house rule)",
    characters_heading: "Characters in play",
    districts_heading: |n| format!("Unique districts ({n})"),
    replaced: |original, replacement, players| match original {
        Some(original) => {
            format!("{original} is not used with {players} players: {replacement} instead.")
        }
        None => format!(
            "{players} players need a rank-9 character and this preset has none: {replacement}."
        ),
    },
    crown: "Crown, round 1",
    round_heading: |n| format!("Round {n}"),
    next_round: "Next round",
    previous_round: "Previous round",
    face_up_heading: "Face up, out this round",
    no_face_up: "None: with this many players no character is shown face up.",
    face_down_heading: "Face down",
    hold_to_reveal: "Hold to see the face-down card",
    hold_hint:
        "Only the crown holder looks: the card shows while you hold and hides when you let go.",
    hold_needs_script: "Holding to reveal needs JavaScript; deal the face-down card by hand.",
    // The rules crate words the steps in English for the API; the page uses them.
    steps: games::citadels::steps,
    each_player: |gold, cards| format!("Each player: {gold} gold and {cards} district cards."),
    complete_at: |n| {
        format!("A city is complete at {n} districts: that ends the game after the round.")
    },
    characters_in_play: |n| format!("Use these {n} characters; the others go back in the box."),
};

const SETUP_ZH_TW: CitadelsText = CitadelsText {
    edition_label: "版本",
    edition_name: |edition| match edition {
        Edition::Classic => "經典版",
        Edition::Y2016 => "2016 版",
    },
    roster_label: "角色與地區",
    random_roster: "隨機",
    nine_option: "使用第 9 順位角色",
    ten_with_three_option: "3 人遊戲建滿 10 座地區（家規）",
    characters_heading: "本局角色",
    districts_heading: |n| format!("特別地區（{n} 張）"),
    replaced: |original, replacement, players| match original {
        Some(original) => format!("{players} 人遊戲不使用{original}：改用{replacement}。"),
        None => format!("{players} 人遊戲需要第 9 順位角色，這組預設沒有：使用{replacement}。"),
    },
    crown: "第一回合持有皇冠",
    round_heading: |n| format!("第 {n} 回合"),
    next_round: "下一回合",
    previous_round: "上一回合",
    face_up_heading: "面朝上移除",
    no_face_up: "無：這個人數不需面朝上移除角色。",
    face_down_heading: "面朝下移除",
    hold_to_reveal: "按住查看蓋著的角色",
    hold_hint: "只有持皇冠的玩家查看：按住時顯示，放開就隱藏。",
    hold_needs_script: "按住查看需要 JavaScript；請手動蓋牌。",
    steps: |procedure, edition, face_up| {
        let mut steps = vec!["洗混角色卡，不看內容將 1 張面朝下移除。".to_owned()];
        match procedure {
            Procedure::Standard | Procedure::LastPlayerChoice => {
                if !face_up.is_empty() {
                    steps.push(format!(
                        "將 {} 張面朝上移除：{}。第 4 順位角色永遠不會面朝上移除。",
                        face_up.len(),
                        face_up.join("、")
                    ));
                }
                steps.push("持皇冠的玩家選 1 張角色，其餘順時針傳下去；每位玩家各選 1 張。".into());
                if procedure == Procedure::LastPlayerChoice {
                    steps.push("最後一位玩家可以選剩下的那張，或面朝下移除的那張。".into());
                }
            }
            Procedure::TwoPlayerDraft => {
                steps.push("持皇冠的玩家從剩下 7 張中留 1 張，傳出 6 張。".into());
                steps.push(
                    "兩人輪流各留 1 張、蓋掉 1 張，再傳出其餘的，直到沒有牌：每人各持 2 張。"
                        .into(),
                );
            }
            Procedure::ThreePlayerDraft => match edition {
                Edition::Y2016 => {
                    steps.push("每位玩家依序留 1 張，其餘傳下去。".into());
                    steps.push("第三位玩家從剩下的牌中隨機蓋掉 1 張，其餘傳下去。".into());
                    steps.push("每位玩家依序再留第 2 張角色；最後一張面朝下。".into());
                }
                Edition::Classic => {
                    steps.push("每位玩家依序留 1 張並把其餘傳下去，共繞兩圈。".into());
                    steps.push("最後一位玩家從最後 2 張中留 1 張，另一張面朝下。".into());
                }
            },
        }
        if matches!(
            procedure,
            Procedure::TwoPlayerDraft | Procedure::ThreePlayerDraft
        ) {
            steps.push("每位玩家扮演兩個角色，與所有人的角色一起依順位行動。".into());
        }
        steps
    },
    each_player: |gold, cards| format!("每位玩家：{gold} 枚金幣、{cards} 張地區卡。"),
    complete_at: |n| format!("建滿 {n} 座地區即完成城市：該回合結束後遊戲結束。"),
    characters_in_play: |n| format!("使用這 {n} 張角色；其他角色放回盒中。"),
};

/// Citadels' city, picked from the deck list.
pub(crate) struct CitadelsScoreText {
    pub city: &'static str,
    /// Districts built, size towards completion, the size that completes a city.
    pub summary: fn(usize, i64, i64) -> String,
    pub empty: &'static str,
    /// The deck under a city: what a tap on a card does.
    pub deck: &'static str,
    /// The type filter's first choice, every type.
    pub all: &'static str,
    /// The deck's search field.
    pub find: &'static str,
    /// Nothing in the deck answers what was typed (given back, trimmed).
    pub no_match: fn(&str) -> String,
    /// After a district the list cannot offer, its own brackets included:
    /// every copy is built, or this city has it.
    pub none_left: &'static str,
    pub in_this_city: &'static str,
    pub district: fn(&games::citadels::data::District) -> &'static str,
    pub kind: fn(games::citadels::DistrictType) -> &'static str,
    pub remove: fn(&str) -> String,
    pub beautified: &'static str,
    pub counts_as: &'static str,
    pub best_type: &'static str,
    pub built_last_round: &'static str,
    pub cards_under: &'static str,
}

/// Citadels's scorepad words in `language`.
pub(crate) fn score(language: Language) -> &'static CitadelsScoreText {
    match language {
        Language::English => &SCORE_EN,
        Language::TraditionalChinese => &SCORE_ZH_TW,
    }
}

const SCORE_EN: CitadelsScoreText = CitadelsScoreText {
    city: "City",
    summary: |built, size, complete| {
        let districts = if built == 1 { "district" } else { "districts" };
        if size >= complete {
            format!("{built} {districts} · complete ({complete})")
        } else {
            format!("{built} {districts} · {size} of {complete} to complete")
        }
    },
    empty: "No districts yet.",
    deck: "Tap each district built in this city",
    all: "All",
    find: "Find by name",
    no_match: |typed| format!("No district name contains “{typed}”."),
    none_left: " (none left)",
    in_this_city: " (in this city)",
    district: |district| district.name,
    kind: |kind| match kind {
        DistrictType::Noble => "Noble",
        DistrictType::Religious => "Religious",
        DistrictType::Trade => "Trade",
        DistrictType::Military => "Military",
        DistrictType::Unique => "Unique",
    },
    remove: |name| format!("Remove {name}"),
    beautified: "Beautified by the Artist (+1)",
    counts_as: "Counts as",
    best_type: "The best type",
    built_last_round: "Built in the last round",
    cards_under: "Cards under it",
};

const SCORE_ZH_TW: CitadelsScoreText = CitadelsScoreText {
    city: "城市",
    summary: |built, size, complete| {
        if size >= complete {
            format!("{built} 個區域 · 已完成（{complete}）")
        } else {
            format!("{built} 個區域 · 完成需 {complete}，目前 {size}")
        }
    },
    empty: "尚未建造區域。",
    deck: "點一下這座城市建造的每個區域",
    all: "全部",
    find: "用名稱搜尋",
    no_match: |typed| format!("沒有名稱含「{typed}」的區域。"),
    none_left: "（已用完）",
    in_this_city: "（已在這座城市）",
    district: |district| district.name_zh_tw,
    kind: |kind| kind.name_zh_tw(),
    remove: |name| format!("移除{name}"),
    beautified: "藝術家美化（+1）",
    counts_as: "算作",
    best_type: "最有利的類型",
    built_last_round: "最後一輪建造",
    cards_under: "下方卡片數",
};
