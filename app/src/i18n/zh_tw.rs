use super::Strings;

pub const STRINGS: Strings = Strings {
    language: games::Language::TraditionalChinese,
    language_name: "繁體中文",
    language_switch_label: "語言",
    skip_to_content: "跳至主要內容",
    tagline: "桌上那盒遊戲的隨機設置與計分板",
    home_heading: "今天玩什麼？",
    home_intro:
        "選一款遊戲：開局前，Tableside 幫你產生公平的隨機設置；結束後，幫你算好分數並判定平手。",
    games_list_label: "遊戲",
    players_range: |min, max| {
        if min == max {
            format!("{min} 人")
        } else {
            format!("{min}–{max} 人")
        }
    },
    setup: "設置",
    scorepad: "計分板",
    setup_title: |game| format!("{game} 設置"),
    score_title: |game| format!("{game} 計分板"),
    played_on: "本局配置",
    all_games: "所有遊戲",
    not_found_title: "找不到頁面",
    not_found_body: "這個網址沒有內容，可能是打錯字，或是舊版本的連結。",
    offline_title: "目前離線",
    offline_body: "這支手機還沒開過這個頁面，所以沒有離線副本。每個遊戲的配置（任何人數、選項或分享的種子）和所有計分板，沒有連線也能使用。",
    footer_note: "Tableside — 為桌遊而生，任何手機都能用。",
    theme_label: "外觀",
    theme_name: |theme| match theme {
        crate::theme::Theme::System => "跟隨系統",
        crate::theme::Theme::Light => "淺色",
        crate::theme::Theme::Dark => "深色",
    },
    setup_page: super::zh_tw_setup::SETUP,
    groups: super::group_text::ZH_TW,
    manage: super::manage_text::ZH_TW,
    person: super::person_text::ZH_TW,
    bgstats: super::bg_stats_text::ZH_TW,
    live: super::live_text::ZH_TW,
};
