//! 配置頁面的繁體中文文字。

use super::setup_text::*;
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
