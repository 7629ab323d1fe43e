//! 計分板的繁體中文文字。

use super::setup_text::{IslandText, ScoreText};
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
    move_up: |name| format!("將{}上移", games::words::before_han(name)),
    move_down: |name| format!("將{}下移", games::words::before_han(name)),
    less: |what| format!("減一：{what}"),
    more: |what| format!("加一：{what}"),
    table_heading: "整桌",
    results_heading: "結果",
    points: |n| format!("{n} 分"),
    winner: |names| match names {
        [one] => format!("{}獲勝！", games::words::before_han(one)),
        _ => format!("{}共同獲勝！", games::words::before_han(&names.join("、"))),
    },
    leading: |names| {
        format!("遊戲尚未結束：{}領先。", games::words::before_han(&names.join("、")))
    },
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
    unsaved_other: "這支手機上有另一局還沒儲存，仍留在這裡。可以在下面儲存，或開始這一頁的遊戲（另一局可以用「復原」找回）。",
    start_this_game: "開始這一局",
    replaced: |n| format!("已開始 {n} 人的新局；之前的遊戲仍可復原。"),
    share_results: "複製結果文字",
    results_copied: "已複製結果。",
    saved: "輸入時即儲存在這支手機上。",
    needs_script: "計分板需要 JavaScript 才能計算分數。",
};
