//! 計分板的繁體中文文字。

use super::setup_text::{CitadelsScoreText, CityGridText, IslandText, ScoreText};
use games::breakdown::{haunted_district, plus_list, Effect, Item};
use games::card_city::Card;
use games::citadels::Edition;
use games::verdict::{TieGroup, TieRule};
use games::{Language, Say, Settled, Warning};

pub const ISLAND: IslandText = IslandText {
    seat: |n| format!("玩家 {n}"),
    copy_link: "複製連結",
    link_copied: "已複製連結。",
    copy_by_hand: "這裡無法自動複製：請選取連結後複製。",
    score: SCORE,
};

const SCORE: ScoreText = ScoreText {
    language: games::Language::TraditionalChinese,
    line: line_zh,
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
    nobody_wins: "無人獲勝：大家一起輸了。",
    tie_break: "平手判定",
    warnings: "值得再確認",
    why: "計算方式",
    not_a_number: "請輸入整數。",
    not_a_list: "請輸入以空格分隔的整數。",
    out_of_range: |min, max| format!("必須介於 {min} 到 {max} 之間。"),
    refusal: |refusal| refusal.say(Language::TraditionalChinese),
    settled: settled_zh,
    warning: warning_zh,
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
    add: "加入區域…",
    none_left: "已用完",
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
            let list: Vec<String> = sizes.iter().map(u32::to_string).collect();
            format!("住宅區 {}", list.join(" + "))
        };
        format!("{districts} · {cards} 張卡，{empty} 格空位")
    },
    income: |coins| format!("收入：每回合 {coins} 金幣"),
    violation: |broken| broken.say(Language::TraditionalChinese),
    broken: "違反規則",
    clear: "清空格子",
};

/// 計分明細的一行，附上數字。
fn line_zh(item: &Item) -> String {
    let listed = |what: &str, values: &[i64]| {
        if values.is_empty() {
            format!("{what}：無")
        } else {
            format!("{what} {}", plus_list(values))
        }
    };
    match item {
        Item::ResidentialDistricts { sizes } => listed("住宅區", sizes),
        Item::EmptyCells { cells } => format!("空格 {cells}"),
        Item::CoinsToPoints {
            coins,
            points,
            left,
        } => format!("金幣 {coins} → {points} 分，剩 {left}"),
        Item::TrackPoints => "計分軌分數".into(),
        Item::ScoredFavourCards { cards } => listed("已計分的偏好卡", cards),
        Item::Settlements { count } => format!("村莊 {count} × 1"),
        Item::Cities { count } => format!("城市 {count} × 2"),
        Item::LongestRoad => "最長道路".into(),
        Item::LargestArmy => "最大騎士團".into(),
        Item::VictoryPointCards { count } => format!("分數卡 {count}"),
        Item::Districts { costs } => listed("區域費用", costs),
        Item::Beautified { count } => format!("藝術家美化 ×{count}"),
        Item::AllTypes => "五種區域類型齊全".into(),
        Item::Completed { first: true } => "第一個完成城市".into(),
        Item::Completed { first: false } => "完成城市".into(),
        Item::ScoresEight { district } => format!("{}算 8 分", district_zh(district)),
        Item::Effect(effect) => effect_zh(*effect),
        Item::HauntedAs { edition, kind } => {
            let district = district_zh(haunted_district(*edition));
            format!("{district}算作{}", kind.name_zh_tw())
        }
        Item::ScoreTrack => "計分軌".into(),
        Item::PlayableHand { values, halves } => format!(
            "可打出的手牌 {}，每張各取一半、無條件進位：{}",
            plus_list(values),
            plus_list(halves)
        ),
        Item::UnplayableHand { values, halves } => format!(
            "無法打出的手牌 {}，每張各取一半、無條件進位：{}",
            plus_list(values),
            plus_list(halves)
        ),
        Item::Cubes { cubes } => format!("方塊 {cubes} ÷ 2"),
        Item::Coins { coins } => format!("金幣 {coins} ÷ 10"),
        Item::HourglassPenalty => "沙漏扣分（依規則書輸入）".into(),
    }
}

/// 特殊區域的計分效果。
fn effect_zh(effect: Effect) -> String {
    let name = district_zh(effect.district());
    match effect {
        Effect::Basilica { odd } => format!("{name}：{odd} 個費用為奇數的區域"),
        Effect::Capitol => format!("{name}：同一類型的區域 3 個"),
        Effect::DragonGate => name.to_owned(),
        Effect::ImperialTreasury { gold } => format!("{name}：{gold} 枚金幣"),
        Effect::IvoryTower => format!("{name}：城中唯一的特殊區域"),
        Effect::MapRoom { cards } => format!("{name}：手牌 {cards} 張"),
        Effect::Museum { under } => format!("{name}：下方 {under} 張卡"),
        Effect::Statue => format!("{name}：持有皇冠"),
        Effect::WishingWell { uniques } => format!("{name}：{uniques} 個特殊區域"),
        Effect::SecretVault => format!("{name}：從手牌展示"),
    }
}

/// A district's Chinese name, from either edition's deck list.
fn district_zh(name: &str) -> &str {
    games::citadels::data::district_named(name).map_or(name, |d| d.name_zh_tw)
}

/// 比較的項目。
fn tie_rule_zh(rule: TieRule) -> &'static str {
    match rule {
        TieRule::CoinsLeft => "換算分數後剩下的金幣",
        TieRule::FavourCardsInHand => "手中偏好卡（少者勝）",
        TieRule::SecretFunds => "秘密資金",
        TieRule::HighestRank => "最後一輪展示的最高角色順位",
        TieRule::MostGold => "金幣（家規）",
        TieRule::CardsPlayed => "已打出的文明卡",
        TieRule::Coins => "金幣",
    }
}

fn tie_group_zh(group: &TieGroup) -> String {
    let names = group.names.join("、");
    let mut text = format!("{names}同為 {} 分", group.total);
    if group.steps.is_empty() {
        let rank = group.shared_rank();
        return format!("{text}，並列第 {rank} 名。");
    }
    for step in &group.steps {
        let values: Vec<String> = step
            .values
            .iter()
            .map(|(n, v)| format!("{n}（{v}）"))
            .collect();
        text.push_str(&format!(
            "；比較{}：{}",
            tie_rule_zh(step.rule),
            values.join("、")
        ));
    }
    text.push('。');
    for place in &group.shared {
        text.push_str(&format!(
            "{}並列第 {} 名。",
            place.names.join("、"),
            place.rank
        ));
    }
    text
}

/// 平手如何決定（或整局的結果）。
fn settled_zh(settled: &Settled) -> String {
    match settled {
        Settled::Ties(groups) => groups.iter().map(tie_group_zh).collect(),
        Settled::CityLost => "城市失守（犯罪或污染方塊全數上板），所有人一起落敗。".to_owned(),
        Settled::EndedOnOwnTurn { winner, points } => {
            format!("{winner}在自己的回合達到 {points} 分，獲勝。")
        }
        Settled::HighestScoreHouseRule { ender } => {
            format!("家規：分數最高者獲勝，雖然是{ender}結束了遊戲。")
        }
    }
}

/// 值得再看一眼的地方。
fn warning_zh(warning: &Warning) -> String {
    match warning {
        Warning::MissedGrowth { who, growth } => {
            let touched = match growth.card {
                Card::Residential => "張文化卡",
                _ => "個住宅區",
            };
            format!(
                "{who}的城市：{} 張的{}區鄰接 {} {touched}，應該再成長一張。",
                growth.size,
                growth.card.name_zh_tw(),
                growth.touching
            )
        }
        Warning::CouncilNotOver { points } => {
            format!("沒有人達到 {points} 分，偏好卡牌庫也還沒用完：遊戲還沒結束，或有分數漏填。")
        }
        Warning::AlsoAtWinningPoints {
            others,
            winner,
            points,
        } => format!(
            "{}也有 {points} 分以上；只有在自己回合達到 {points} 分的{winner}獲勝。",
            others.join("、")
        ),
        Warning::CatanNotOver { points } => format!("還沒有人達到 {points} 分：遊戲尚未結束。"),
        Warning::RankNeeded => {
            "平手時比較最後一輪展示的最高角色順位；請為每位玩家填入。".to_owned()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::card_city::grid::MissedGrowth;
    use games::verdict::{SharedPlace, TieStep};

    /// Chinese text with Chinese names in it has no English words left.
    fn assert_chinese(text: &str) {
        assert!(!text.chars().any(|c| c.is_ascii_alphabetic()), "{text}");
    }

    /// Which kind of line an item is; a new kind fails to compile here until it
    /// is counted, and then the test below until it has an example.
    fn kind_of(item: &Item) -> usize {
        match item {
            Item::ResidentialDistricts { .. } => 0,
            Item::EmptyCells { .. } => 1,
            Item::CoinsToPoints { .. } => 2,
            Item::TrackPoints => 3,
            Item::ScoredFavourCards { .. } => 4,
            Item::Settlements { .. } => 5,
            Item::Cities { .. } => 6,
            Item::LongestRoad => 7,
            Item::LargestArmy => 8,
            Item::VictoryPointCards { .. } => 9,
            Item::Districts { .. } => 10,
            Item::Beautified { .. } => 11,
            Item::AllTypes => 12,
            Item::Completed { .. } => 13,
            Item::ScoresEight { .. } => 14,
            Item::Effect(effect) => match effect {
                Effect::Basilica { .. } => 15,
                Effect::Capitol => 16,
                Effect::DragonGate => 17,
                Effect::ImperialTreasury { .. } => 18,
                Effect::IvoryTower => 19,
                Effect::MapRoom { .. } => 20,
                Effect::Museum { .. } => 21,
                Effect::Statue => 22,
                Effect::WishingWell { .. } => 23,
                Effect::SecretVault => 24,
            },
            Item::HauntedAs { .. } => 25,
            Item::ScoreTrack => 26,
            Item::PlayableHand { .. } => 27,
            Item::UnplayableHand { .. } => 28,
            Item::Cubes { .. } => 29,
            Item::Coins { .. } => 30,
            Item::HourglassPenalty => 31,
        }
    }
    const LINE_KINDS: usize = 32;

    #[test]
    fn every_breakdown_line_is_said_in_chinese_with_its_figures() {
        use games::citadels::DistrictType;
        let list = || vec![3, 3, 1];
        let mut items = vec![
            Item::ResidentialDistricts { sizes: list() },
            Item::ResidentialDistricts { sizes: vec![] },
            Item::EmptyCells { cells: 2 },
            Item::CoinsToPoints {
                coins: 36,
                points: 7,
                left: 1,
            },
            Item::TrackPoints,
            Item::ScoredFavourCards { cards: list() },
            Item::ScoredFavourCards { cards: vec![] },
            Item::Settlements { count: 3 },
            Item::Cities { count: 2 },
            Item::LongestRoad,
            Item::LargestArmy,
            Item::VictoryPointCards { count: 1 },
            Item::Districts { costs: list() },
            Item::Districts { costs: vec![] },
            Item::Beautified { count: 2 },
            Item::AllTypes,
            Item::Completed { first: true },
            Item::Completed { first: false },
            Item::ScoresEight {
                district: "Dragon Gate",
            },
            Item::ScoresEight {
                district: "University",
            },
            Item::ScoreTrack,
            Item::PlayableHand {
                values: list(),
                halves: list(),
            },
            Item::UnplayableHand {
                values: list(),
                halves: list(),
            },
            Item::Cubes { cubes: 7 },
            Item::Coins { coins: 29 },
            Item::HourglassPenalty,
        ];
        for edition in [Edition::Classic, Edition::Y2016] {
            for kind in DistrictType::ALL {
                items.push(Item::HauntedAs { edition, kind });
            }
        }
        items.extend(
            [
                Effect::Basilica { odd: 3 },
                Effect::Capitol,
                Effect::DragonGate,
                Effect::ImperialTreasury { gold: 4 },
                Effect::IvoryTower,
                Effect::MapRoom { cards: 2 },
                Effect::Museum { under: 3 },
                Effect::Statue,
                Effect::WishingWell { uniques: 2 },
                Effect::SecretVault,
            ]
            .map(Item::Effect),
        );
        let covered: std::collections::BTreeSet<usize> = items.iter().map(kind_of).collect();
        assert_eq!(covered, (0..LINE_KINDS).collect());
        for item in &items {
            let zh = line_zh(item);
            assert_chinese(&zh);
            // The figures the English line shows are in the Chinese one too.
            let digits =
                |text: &str| -> String { text.chars().filter(char::is_ascii_digit).collect() };
            assert_eq!(digits(&zh), digits(&item.to_string()), "{zh} / {item}");
        }
    }

    #[test]
    fn every_tie_break_and_warning_is_said_in_chinese() {
        let names = || vec!["甲".to_owned(), "乙".to_owned()];
        let rules = [
            TieRule::CoinsLeft,
            TieRule::FavourCardsInHand,
            TieRule::SecretFunds,
            TieRule::HighestRank,
            TieRule::MostGold,
            TieRule::CardsPlayed,
            TieRule::Coins,
        ];
        for rule in rules {
            let group = TieGroup {
                names: names(),
                total: 9,
                steps: vec![TieStep {
                    rule,
                    values: vec![("甲".into(), 1), ("乙".into(), 1)],
                }],
                shared: vec![SharedPlace {
                    names: names(),
                    rank: 1,
                }],
            };
            assert_chinese(&settled_zh(&Settled::Ties(vec![group])));
        }
        let shared = TieGroup {
            names: names(),
            total: 7,
            steps: vec![],
            shared: vec![],
        };
        assert_chinese(&settled_zh(&Settled::Ties(vec![shared])));
        for settled in [
            Settled::CityLost,
            Settled::EndedOnOwnTurn {
                winner: "甲".into(),
                points: 10,
            },
            Settled::HighestScoreHouseRule {
                ender: "乙".into()
            },
        ] {
            assert_chinese(&settled_zh(&settled));
        }
        for card in [Card::Residential, Card::Commercial] {
            let growth = MissedGrowth {
                district: 0,
                card,
                size: 1,
                touching: 2,
            };
            assert_chinese(&warning_zh(&Warning::MissedGrowth {
                who: "甲".into(),
                growth,
            }));
        }
        for warning in [
            Warning::CouncilNotOver { points: 11 },
            Warning::AlsoAtWinningPoints {
                others: names(),
                winner: "丙".into(),
                points: 10,
            },
            Warning::CatanNotOver { points: 10 },
            Warning::RankNeeded,
        ] {
            assert_chinese(&warning_zh(&warning));
        }
    }
}
