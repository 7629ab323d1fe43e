//! 計分板的繁體中文文字。

use super::setup_text::{CitadelsScoreText, CityGridText, IslandText, ScoreText};
use games::card_city::Card;
use games::citadels::Edition;
use games::{Language, Say};

pub const ISLAND: IslandText = IslandText {
    seat: |n| format!("玩家 {n}"),
    copy_link: "複製連結",
    link_copied: "已複製連結。",
    copy_by_hand: "這裡無法自動複製：請選取連結後複製。",
    score: SCORE,
};

const SCORE: ScoreText = ScoreText {
    language: games::Language::TraditionalChinese,
    line: |item| item.say(Language::TraditionalChinese),
    nobody: "無人",
    players_heading: "玩家",
    player_name: |n| format!("玩家 {n} 的名字"),
    add_player: "新增玩家",
    remove_player: |name| format!("移除{name}"),
    move_up: |name| format!("將{name}上移"),
    move_down: |name| format!("將{name}下移"),
    less: |what| format!("減一：{what}"),
    more: |what| format!("加一：{what}"),
    table_heading: "整桌",
    results_heading: "結果",
    points: |n| format!("{n} 分"),
    winner: |names| match names {
        [one] => format!("{one} 獲勝！"),
        _ => format!("{} 共同獲勝！", names.join("、")),
    },
    leading: |names| format!("遊戲尚未結束：{} 領先。", names.join("、")),
    nobody_wins: "無人獲勝：大家一起輸了。",
    tie_break: "平手判定",
    then: "：",
    warnings: "值得再確認",
    why: "計算方式",
    not_a_number: "請輸入整數。",
    not_a_list: "請輸入以空格分隔的整數。",
    out_of_range: |min, max| format!("必須介於 {min} 到 {max} 之間。"),
    refusal: |refusal| refusal.say(Language::TraditionalChinese),
    settled: |settled| settled.say(Language::TraditionalChinese),
    warning: |warning| warning.say(Language::TraditionalChinese),
    fix_first: "請先修正這些欄位，才能看到結果：",
    still_to_enter: "尚未填寫：",
    dismiss: "關閉",
    name_limit: |n| format!("名字最多 {n} 個字，多出的部分沒有保留。"),
    start_hint: "在上方輸入每位玩家的數字：總分、排名與贏家會顯示在這裡。",
    new_game: "新的一局",
    new_game_confirm: "清除所有分數並開始新的一局？（可以復原）",
    undo: "復原",
    cleared: "已清除分數，開始新的一局。",
    replaced: |n| format!("已開始 {n} 人的新局；之前的遊戲仍可復原。"),
    share_results: "複製結果文字",
    results_copied: "已複製結果。",
    saved: "輸入時即儲存在這支手機上。",
    needs_script: "計分板需要 JavaScript 才能計算分數。",
    city_grid: CITY_GRID,
    edition: |edition| match edition {
        Edition::Classic => "經典版",
        Edition::Y2016 => "2016 版",
    },
    citadels: CITADELS,
};

const CITADELS: CitadelsScoreText = CitadelsScoreText {
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

const CITY_GRID: CityGridText = CityGridText {
    heading: "城市格子",
    hint: "點一下格子，選擇放在那裡的卡片（或空格）。格子裡一有卡片，就改用格子計算這位玩家的分數，而不是上面的數字。",
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
};
