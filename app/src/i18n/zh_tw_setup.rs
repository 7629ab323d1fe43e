//! 配置頁面的繁體中文文字。

use super::setup_text::*;
use games::catan::Mode;
use games::citadels::{Edition, Procedure};
use games::SeedError;

pub const SETUP: SetupText = SetupText {
    players_label: "玩家人數",
    options_label: "選項",
    seed_label: "種子碼",
    seed_hint: "相同的種子碼與選項，每支手機都得到相同的配置。輸入朋友的種子碼就能看到他的配置。",
    seed_apply: "套用",
    new_setup: "重新配置",
    drawn_ahead: "網路沒有回應，所以這個新配置是連線時預先抽好、存在這支手機上的。用同一個種子碼，每支手機都會得到相同的配置。",
    drawn_ahead_left: "這個遊戲與人數還存有 {n} 個。",
    drawn_ahead_last: "這是這個遊戲與人數存的最後一個；手機恢復連線後會再補上。",
    options_summary: |n| format!("{n} 位玩家 · 選項 · 其他種子碼"),
    drawing: "正在產生配置…",
    seed_error: |error| match error {
        SeedError::Empty => "請輸入種子碼：英文字母與數字。".into(),
        SeedError::TooLong => "種子碼最多 16 個英文字母與數字。".into(),
        SeedError::BadCharacter(c) => {
            format!("種子碼只能用英文字母 A–Z 與數字 0–9，不能有「{c}」。")
        }
    },
    problem_title: "無法產生這個配置",
    players_problem: |min, max| format!("這款遊戲適合 {min}–{max} 位玩家：請在上方選擇人數。"),
    option_problem: |name| {
        format!("連結中有這個頁面讀不懂的值（{name}）。重新開始即可使用一般選項。")
    },
    start_over: "重新開始",
    share_heading: "分享這個配置",
    share_hint: "同桌的其他手機掃描條碼或打開連結，就會看到完全相同的配置。",
    link_label: "這個配置的連結",
    qr_label: "這個配置連結的 QR 碼",
    score_this_game: "開始計分",
    checklist_heading: "擺放清單",
    start_player: "起始玩家",
    on: "開",
    off: "關",
};

pub const CARD_CITY: CardCityText = CardCityText {
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

pub const CITY_COUNCIL: CityCouncilText = CityCouncilText {
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

pub const CITADELS: CitadelsText = CitadelsText {
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
    rank: |rank| format!("{rank}"),
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

pub const CATAN: CatanText = CatanText {
    mode_label: "版圖",
    mode_name: |mode| match mode {
        Mode::Balanced => "平衡",
        Mode::Spiral => "螺旋",
        Mode::Random => "隨機",
        Mode::Beginner => "新手",
    },
    mode_note: |mode| match mode {
        Mode::Balanced => "地形與數字隨機擺放，並重抽到下方每條平衡規則都成立。",
        Mode::Spiral => "官方變化配置：數字依字母順序，從角落螺旋向內擺放。",
        Mode::Random => "數字任意擺放，但 6 與 8 永不相鄰（官方規則）。",
        Mode::Beginner => "規則書中為第一局印好的地圖。",
    },
    board_label: "島嶼",
    robber: "盜賊",
    first_player: "第一位擺放",
    lock_hint: "點選喜歡的板塊將它保留；再按「重新配置」只重抽其餘板塊。",
    lock_unavailable: "保留板塊適用於平衡與隨機版圖。",
    kept: |n| format!("已保留 {n} 塊板塊。"),
    unlock_all: "全部取消保留",
    keep_hex: |terrain, number| match number {
        Some(n) => format!("保留{terrain} {n}"),
        None => format!("保留{terrain}"),
    },
    release_hex: |terrain, number| match number {
        Some(n) => format!("取消保留{terrain} {n}（已保留）"),
        None => format!("取消保留{terrain}（已保留）"),
    },
    rules_heading: "平衡規則",
    rule_name: |rule| match rule {
        "no_adjacent_6_8" => "6、8 不相鄰",
        "no_adjacent_2_12" => "2、12 不相鄰",
        "no_equal_neighbours" => "相同數字不相鄰",
        "max_terrain_cluster" => "同種地形最大相連數",
        "max_intersection_pips" => "單一路口最多點數",
        "max_resource_pip_deviation" => "各資源點數與公平值最多相差",
        _ => "規則",
    },
    rule_off: "不限",
    looser: "放寬",
    tighter: "收緊",
    report_heading: "這張版圖公平嗎？",
    pips_column: "點數",
    fair_column: "公平值",
    max_intersection: "單一路口最多點數",
    min_intersection: "內陸路口最少點數",
    largest_cluster: "同種地形最大相連數",
    rule_holds: "成立",
    rule_broken: "未成立",
    rule_not_enforced: "未要求",
    too_tight:
        "這組平衡規則在保留的板塊周圍無法同時成立。請放開一塊保留的板塊、關閉一條規則或放寬限制。",
    cap_too_tight: |rule, value, tightest| {
        format!("{rule}：{value} 無法在這種版圖的每種配置上達成；最嚴只能到 {tightest}。請放寬或關閉這條規則。")
    },
    tightest_hint: "每張版圖都能達成的最嚴限制。",
    harbors_heading: "港口（從左上順時針）",
    any_harbor: "3:1（任意）",
    spiral_start: |corner, clockwise| {
        format!(
            "數字從角落第 {} 塊（從上方順時針數）開始，{}螺旋擺放。",
            corner + 1,
            if clockwise { "順時針" } else { "逆時針" }
        )
    },
    lay_terrain: |n| format!("依圖擺放 {n} 塊地形板塊。"),
    lay_numbers: |n| format!("{n} 個數字指示物；沙漠不放。"),
    lay_harbors: |n| format!("{n} 個港口放在外框上。"),
};

pub const GENTES: GentesText = GentesText {
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
