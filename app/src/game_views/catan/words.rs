//! Catan's words on its own pages, in both languages side by side: a
//! missing translation is a missing field, so it fails the build.

use games::catan::Mode;
use games::Language;

pub(crate) struct CatanText {
    pub mode_label: &'static str,
    pub mode_name: fn(Mode) -> &'static str,
    pub mode_note: fn(Mode) -> &'static str,
    pub board_label: &'static str,
    pub robber: &'static str,
    pub first_player: &'static str,
    pub lock_hint: &'static str,
    pub lock_unavailable: &'static str,
    pub kept: fn(usize) -> String,
    pub unlock_all: &'static str,
    pub keep_hex: fn(&str, Option<u8>) -> String,
    pub release_hex: fn(&str, Option<u8>) -> String,
    pub rules_heading: &'static str,
    pub rule_name: fn(&str) -> &'static str,
    pub looser: &'static str,
    pub tighter: &'static str,
    pub report_heading: &'static str,
    pub pips_column: &'static str,
    pub fair_column: &'static str,
    pub max_intersection: &'static str,
    pub min_intersection: &'static str,
    pub largest_cluster: &'static str,
    pub rule_holds: &'static str,
    pub rule_broken: &'static str,
    pub rule_not_enforced: &'static str,
    pub too_tight: &'static str,
    /// A limit tighter than every layout can meet: the rule's name, the value asked
    /// for, the tightest that every layout meets.
    pub cap_too_tight: fn(&str, u8, u8) -> String,
    /// Beside a limit stepper at its tightest.
    pub tightest_hint: &'static str,
    pub harbors_heading: &'static str,
    /// A 3:1 harbor, which takes any resource.
    pub any_harbor: &'static str,
    pub spiral_start: fn(u8, bool) -> String,
    pub lay_terrain: fn(usize) -> String,
    pub lay_numbers: fn(usize) -> String,
    pub lay_harbors: fn(usize) -> String,
}

/// Catan's setup words in `language`.
pub(crate) fn setup(language: Language) -> &'static CatanText {
    match language {
        Language::English => &SETUP_EN,
        Language::TraditionalChinese => &SETUP_ZH_TW,
    }
}

const SETUP_EN: CatanText = CatanText {
    mode_label: "Board",
    mode_name: |mode| match mode {
        Mode::Balanced => "Balanced",
        Mode::Spiral => "Spiral",
        Mode::Random => "Random",
        Mode::Beginner => "Beginner",
    },
    mode_note: |mode| match mode {
        Mode::Balanced => "Random terrain and numbers, redrawn until every balancing rule below holds.",
        Mode::Spiral => "The official variable setup: numbers in letter order, spiralling in from a corner.",
        Mode::Random => "Numbers anywhere, except that 6s and 8s never touch (the official rule).",
        Mode::Beginner => "The map printed in the rulebook for a first game.",
    },
    board_label: "The island",
    robber: "Robber",
    first_player: "First to place",
    lock_hint: "Tap hexes you like to keep them; New setup then draws the rest again.",
    lock_unavailable: "Keeping hexes works with the balanced and random boards.",
    kept: |n| if n == 1 { "1 hex kept.".into() } else { format!("{n} hexes kept.") },
    unlock_all: "Release all",
    keep_hex: |terrain, number| match number {
        Some(n) => format!("Keep {terrain} {n}"),
        None => format!("Keep {terrain}"),
    },
    release_hex: |terrain, number| match number {
        Some(n) => format!("Release {terrain} {n} (kept)"),
        None => format!("Release {terrain} (kept)"),
    },
    rules_heading: "Balancing rules",
    rule_name: |rule| match rule {
        "no_adjacent_6_8" => "No 6 or 8 next to a 6 or 8",
        "no_adjacent_2_12" => "No 2 or 12 next to a 2 or 12",
        "no_equal_neighbours" => "No equal numbers side by side",
        "max_terrain_cluster" => "Largest group of one terrain",
        "max_intersection_pips" => "Most pips around a corner",
        "max_resource_pip_deviation" => "Pips per resource, off fair share by at most",
        _ => "Rule",
    },
    looser: "Looser",
    tighter: "Tighter",
    report_heading: "How fair is this board?",
    pips_column: "Pips",
    fair_column: "Fair share",
    max_intersection: "Most pips around a corner",
    min_intersection: "Fewest pips around an inland corner",
    largest_cluster: "Largest group of one terrain",
    rule_holds: "holds",
    rule_broken: "broken",
    rule_not_enforced: "not asked for",
    too_tight: "These balancing rules cannot all be met around the kept hexes. Release a hex, turn a rule off or loosen a limit.",
    cap_too_tight: |rule, value, tightest| {
        format!("{rule}: {value} cannot be met on every board of this size; {tightest} is the tightest. Loosen it or turn it off.")
    },
    tightest_hint: "The tightest every board can meet.",
    harbors_heading: "Harbors, clockwise from the upper left",
    any_harbor: "3:1 (any)",
    spiral_start: |corner, clockwise| format!(
        "Numbers start on corner hex {} (counted clockwise from the top) and spiral {}.",
        corner + 1,
        if clockwise { "clockwise" } else { "counter-clockwise" }
    ),
    lay_terrain: |n| format!("{n} terrain hexes as drawn."),
    lay_numbers: |n| format!("{n} number tokens; none on a desert."),
    lay_harbors: |n| format!("{n} harbors on the frame."),
};

const SETUP_ZH_TW: CatanText = CatanText {
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
