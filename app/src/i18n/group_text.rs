//! The words of the group pages and of "Save to a group", in both languages.

use crate::routes::Against;

/// Groups: the history page, the save form under a scorepad, the home page's list.
pub struct GroupText {
    pub save_heading: &'static str,
    pub save_intro: &'static str,
    pub group_label: &'static str,
    pub new_group: &'static str,
    pub new_group_name: &'static str,
    pub played_at: &'static str,
    pub duration: &'static str,
    pub place: &'static str,
    pub note: &'static str,
    pub save_button: &'static str,
    pub saving: &'static str,
    pub saved: &'static str,
    /// The game on the pad was saved, and has changed since.
    pub changed_since_saved: &'static str,
    pub queued: &'static str,
    pub refused: &'static str,
    /// A save refused because the group keeps all the plays it may.
    pub group_full: &'static str,
    /// A save refused because the group replaced the link this phone has:
    /// the phone stops offering it.
    pub link_replaced_save: &'static str,
    /// Saved to a new group with no network: the group and the game wait.
    pub new_group_queued: &'static str,
    /// A group started from the home page with no network: it waits on the
    /// phone (said beside its name in the phone's list, and once started).
    pub group_waiting: &'static str,
    pub no_result: &'static str,
    /// Save pressed on a game the rules call not over: the question.
    pub not_over_ask: &'static str,
    /// The save button while that question stands.
    pub save_unfinished: &'static str,
    /// Save pressed with a blank count that could change the result.
    pub blank_ask: &'static str,
    /// The save button while that question stands.
    pub save_as_entered: &'static str,
    /// A history line's game saved before it was over, with its leaders.
    pub unfinished_leading: fn(&[String]) -> String,
    /// Under a game's or a person's figures: how many unfinished games
    /// are left out of the win figures.
    pub unfinished_left_out: fn(i64) -> String,
    pub open_history: &'static str,
    pub unnamed_group: &'static str,
    pub history_heading: &'static str,
    pub no_plays: &'static str,
    /// Statistics of a group, or of a game, whose games are all unfinished.
    pub no_finished_game: &'static str,
    pub filter_label: &'static str,
    pub newer: &'static str,
    pub older: &'static str,
    pub can_write_note: &'static str,
    pub read_only_note: &'static str,
    pub unavailable: &'static str,
    /// A link the group replaced: what happened, and whom to ask.
    pub link_replaced_title: &'static str,
    pub link_replaced_body: &'static str,
    pub my_groups_heading: &'static str,
    /// The home page's groups, for a phone that has none yet.
    pub no_groups_yet: &'static str,
    pub start_group_label: &'static str,
    pub start_group_button: &'static str,
    pub minutes: fn(i64) -> String,
    pub stats_link: &'static str,
    pub history_link: &'static str,
    pub stats_heading: &'static str,
    /// The group's tabs (history, statistics, manage), as a landmark's name.
    pub group_pages_label: &'static str,
    /// A file picker's button, and what it says before a file is chosen.
    pub choose_file: &'static str,
    pub no_file_chosen: &'static str,
    /// The people's table on the statistics page, as a landmark's name
    /// (unique beside the section's heading: axe's landmark-unique).
    pub people_table_label: &'static str,
    /// A table's scrolling region named after its section's heading, yet
    /// apart from it (axe's landmark-unique).
    pub table_of: fn(&str) -> String,
    pub ties_note: &'static str,
    /// The page shows the people who played most: "(shown, of all)".
    pub most_played_shown: fn(usize, usize) -> String,
    pub player_col: &'static str,
    pub plays_col: &'static str,
    pub wins_col: &'static str,
    pub win_rate_col: &'static str,
    pub rival_col: &'static str,
    pub against_chance_heading: &'static str,
    /// A person's rate, its 95 % interval (low, high) and chance's rate.
    pub against_chance: fn(&str, &str, &str, &str) -> String,
    pub verdict: fn(Against) -> &'static str,
    /// A seat (1-based) and the player who opened, named in a line against chance.
    pub seat_name: fn(i64) -> String,
    pub start_player_name: &'static str,
    /// The fold of a game's seats split by setup and table size.
    pub splits_heading: &'static str,
    /// "At tables of 4".
    pub split_players: fn(i64) -> String,
    /// "Board: Balanced": a setup option's label and the choice.
    pub kind_label: fn(&str, &str) -> String,
    /// "Board: Balanced · 12 games".
    pub split_heading: fn(&str, i64) -> String,
    /// Between two sentences: a space in English, nothing after a Chinese "。".
    /// Joined to the text before it, never a text of its own: the server writes
    /// an empty text as a space (tachys, so hydration finds the node), which
    /// put "新成員： 小芳" on the page (issue 49.9).
    pub sentence_gap: &'static str,
    pub how_computed: &'static str,
    pub against_chance_method: &'static str,
    /// Between names in a list: ", " / "、".
    pub list_separator: &'static str,
    pub average_col: &'static str,
    pub best_col: &'static str,
    /// "Games: 4 · average winning score: 6.5".
    pub game_summary: fn(i64, &str) -> String,
    pub per_month_heading: &'static str,
    pub month_col: &'static str,
    pub chart_label: fn(&str) -> String,
    pub send_to_bg_stats: &'static str,
    pub by_table_col: &'static str,
    /// "3 players 6.5".
    pub by_table_size: fn(i64, &str) -> String,
    pub by_seat_heading: &'static str,
    pub seat_col: &'static str,
    pub distribution_heading: &'static str,
    pub distribution_label: fn(&str) -> String,
    pub score_col: &'static str,
    pub times_col: &'static str,
}

pub const EN: GroupText = GroupText {
    save_heading: "Save to a group",
    save_intro: "Keep this game in your group's history on the server: every phone with the group's link sees it.",
    group_label: "Group",
    new_group: "A new group",
    new_group_name: "Name of the new group (optional)",
    played_at: "Played on",
    duration: "Duration in minutes (optional)",
    place: "Place (optional)",
    note: "Note (optional)",
    save_button: "Save the game",
    saving: "Saving…",
    saved: "Saved to the group.",
    changed_since_saved: "Changed since it was saved: save again to update the same game in the group.",
    queued: "Saved on this phone, not yet sent: it is sent when the network is back.",
    refused: "Not saved:",
    link_replaced_save: "Not saved: this group's link was replaced with a new one, so this phone no longer offers it. Ask someone in the group for the new link and open it once; the game stays on this phone.",
    group_full: "Not saved: the group keeps as many games as this server allows one group. Delete games it no longer needs, or ask the host to raise the limit. The game stays on this phone.",
    group_waiting: "Waiting on this phone: the group is made when the network is back.",
    new_group_queued: "Saved on this phone, not yet sent: when the network is back, the new group is made and the game saved to it.",
    no_result: "There is no result to save yet: enter the scores first.",
    not_over_ask: "This game is not over yet. Save it as unfinished? Its leaders do not count as winners, and the win statistics leave it out.",
    save_unfinished: "Save as unfinished",
    blank_ask: "A count left blank could change the result (see the warnings above). Fill it in, or save the game as it is entered, blanks counted as 0?",
    save_as_entered: "Save as entered",
    unfinished_leading: |names| {
        format!("Unfinished: {} leading", games::verdict::join_names(names))
    },
    unfinished_left_out: |n| match n {
        1 => "1 unfinished game is left out of wins, scores and seats.".to_owned(),
        n => format!("{n} unfinished games are left out of wins, scores and seats."),
    },
    open_history: "Open the group's history",
    unnamed_group: "Our game group",
    history_heading: "Games played",
    no_plays: "No games saved yet. Finish a scorepad and choose \u{201c}Save to a group\u{201d}.",
    no_finished_game: "No finished game yet: wins, scores and seats are counted from the first one.",
    filter_label: "Game",
    newer: "← Newer",
    older: "Older →",
    can_write_note: "Anyone with this page's link can see and add games: share it with your group only.",
    read_only_note: "This link shows the history; it cannot add or change games.",
    unavailable: "The history cannot be read right now. Try again in a moment.",
    link_replaced_title: "This group link was replaced",
    link_replaced_body: "The group made a new link, and this one no longer opens it. Ask someone in the group for the new link.",
    my_groups_heading: "Your groups",
    no_groups_yet: "A group keeps the games you save, with who won and its statistics, on every phone that has its link.",
    start_group_label: "Name of a new group (optional)",
    start_group_button: "Start a group",
    minutes: |n| format!("{n} min"),
    stats_link: "Statistics",
    history_link: "Games played",
    stats_heading: "Statistics",
    group_pages_label: "Group pages",
    choose_file: "Choose a file",
    no_file_chosen: "No file chosen yet",
    people_table_label: "Players' games and wins",
    table_of: |what| format!("Table: {what}"),
    ties_note: "A shared win counts as a win for each player who shares it.",
    most_played_shown: |shown, all| {
        format!("Shown: the {shown} people who played most, of {all}. Every person's figures are in the statistics API.")
    },
    player_col: "Player",
    plays_col: "Games",
    wins_col: "Wins",
    win_rate_col: "Win rate",
    rival_col: "Rival",
    against_chance_heading: "Skill or luck?",
    against_chance: |rate, low, high, chance| {
        format!("wins {rate} (95% interval {low}–{high}); by chance alone {chance}.")
    },
    verdict: |verdict| match verdict {
        Against::TooFewToTell => "Not enough games to tell.",
        Against::Above => "Wins more than chance would.",
        Against::Below => "Wins less than chance would.",
    },
    sentence_gap: " ",
    seat_name: |seat| format!("Seat {seat}"),
    start_player_name: "The player who opened",
    splits_heading: "By board, edition and table size",
    split_players: |n| format!("At tables of {n}"),
    kind_label: |label, name| format!("{label}: {name}"),
    split_heading: |by, plays| {
        format!("{by} · {plays} {}", super::games_en(plays.try_into().unwrap_or(u64::MAX)))
    },
    how_computed: "How this is computed",
    against_chance_method: "By chance alone, each player at a table of n wins one game in n; here a shared win counts as a share (half each for two), so the rate can differ from the table above. The interval is the 95% Wilson score interval of the rate. A rate is told apart from chance only when luck alone would land at least as far from the expected wins less than 5% of the time: a two-sided exact binomial test (a normal approximation past 400 games). Until then the page says there are not enough games to tell.",
    list_separator: ", ",
    average_col: "Average",
    best_col: "Best",
    game_summary: |plays, average| format!("Games: {plays} · average winning score: {average}"),
    per_month_heading: "Games per month",
    month_col: "Month",
    chart_label: |game| format!("{game}: games per month, as in the table below"),
    send_to_bg_stats: "Send to BG Stats",
    by_table_col: "Average by table size",
    by_table_size: |players, average| format!("{players} players {average}"),
    by_seat_heading: "Wins by seat (in the order the players were entered)",
    seat_col: "Seat",
    distribution_heading: "Final scores",
    distribution_label: |game| format!("{game}: how often each final score was reached, as in the table below"),
    score_col: "Score",
    times_col: "Times",
};

pub const ZH_TW: GroupText = GroupText {
    save_heading: "存到群組",
    save_intro: "把這局存進群組在伺服器上的紀錄：有群組連結的每支手機都看得到。",
    group_label: "群組",
    new_group: "新的群組",
    new_group_name: "新群組的名稱（選填）",
    played_at: "遊玩時間",
    duration: "遊玩分鐘數（選填）",
    place: "地點（選填）",
    note: "備註（選填）",
    save_button: "儲存這局",
    saving: "儲存中…",
    saved: "已存到群組。",
    changed_since_saved: "儲存後又有修改：再儲存一次，就會更新群組裡的同一局。",
    queued: "已存在這支手機，尚未送出：網路恢復後會自動送出。",
    refused: "沒有儲存：",
    link_replaced_save: "沒有儲存：這個群組的連結已經換新，這支手機不再列出它。請向群組裡的人要新的連結並打開一次；這局仍保留在這支手機上。",
    group_full: "沒有儲存：這個群組保存的對局已達本伺服器的上限。請刪除不需要的對局，或請主機管理員提高上限。這局仍保留在這支手機上。",
    group_waiting: "先存在這支手機：網路恢復後就會建立這個群組。",
    new_group_queued: "已存在這支手機，尚未送出：網路恢復後，會建立新群組並把這局存進去。",
    no_result: "還沒有可以儲存的結果：請先輸入分數。",
    not_over_ask: "這局遊戲還沒結束。要存成未完成的一局嗎？領先的玩家不算贏，勝負統計也不會計入這局。",
    save_unfinished: "存成未完成",
    blank_ask: "有空白的數字可能改變結果（見上面的提醒）。要填上，還是照目前輸入的儲存，空白以 0 計？",
    save_as_entered: "照目前輸入儲存",
    unfinished_leading: |names| {
        format!("未完成：{}領先", games::words::before_han(&names.join("、")))
    },
    unfinished_left_out: |n| format!("有 {n} 局未完成，不計入勝負、分數與座位。"),
    open_history: "打開群組紀錄",
    unnamed_group: "我們的桌遊群組",
    history_heading: "玩過的遊戲",
    no_plays: "還沒有儲存任何一局。計分完成後選「存到群組」。",
    no_finished_game: "還沒有完成的一局：勝負、分數與座位從第一局完成的遊戲開始計算。",
    filter_label: "遊戲",
    newer: "← 較新",
    older: "較舊 →",
    can_write_note: "有這個頁面連結的人都能查看並新增對局：只分享給你的群組。",
    read_only_note: "這個連結只能查看紀錄，不能新增或修改。",
    unavailable: "暫時無法讀取紀錄，請稍後再試。",
    link_replaced_title: "這個群組連結已經換新",
    link_replaced_body: "群組換了新的連結，這個舊連結已經打不開了。請向群組裡的人要新的連結。",
    my_groups_heading: "你的群組",
    no_groups_yet: "群組會保存你們存下的對局、誰贏了和統計，有連結的手機都看得到。",
    start_group_label: "新群組名稱（可不填）",
    start_group_button: "建立群組",
    minutes: |n| format!("{n} 分鐘"),
    stats_link: "統計",
    history_link: "玩過的遊戲",
    stats_heading: "統計",
    group_pages_label: "群組頁面",
    choose_file: "選擇檔案",
    no_file_chosen: "尚未選擇檔案",
    people_table_label: "各玩家的局數與勝場",
    table_of: |what| format!("{what}表格"),
    most_played_shown: |shown, all| {
        format!("這裡列出 {all} 人中玩得最多的 {shown} 人；每個人的數據都可以從統計 API 取得。")
    },
    ties_note: "平手共同獲勝時，每位共同獲勝的玩家都算贏一次。",
    player_col: "玩家",
    plays_col: "局數",
    wins_col: "勝場",
    win_rate_col: "勝率",
    rival_col: "最常同桌",
    against_chance_heading: "靠實力還是運氣？",
    against_chance: |rate, low, high, chance| {
        format!("勝率 {rate}（95% 區間 {low}–{high}）；純靠運氣是 {chance}。")
    },
    verdict: |verdict| match verdict {
        Against::TooFewToTell => "局數還不夠，看不出差別。",
        Against::Above => "贏得比運氣多。",
        Against::Below => "贏得比運氣少。",
    },
    sentence_gap: "",
    seat_name: |seat| format!("座位 {seat}"),
    start_player_name: "開局的玩家",
    splits_heading: "依版圖、版本與人數",
    split_players: |n| format!("{n} 人局"),
    kind_label: |label, name| format!("{label}：{name}"),
    split_heading: |by, plays| format!("{by} · {plays} 局"),
    how_computed: "計算方式",
    against_chance_method: "純靠運氣時，n 人桌的每位玩家每 n 局贏 1 局；這裡共同獲勝按比例計（兩人共同獲勝各算半場），所以勝率可能和上表不同。區間是勝率的 95% Wilson 信賴區間。只有當單靠運氣偏離預期勝場這麼遠的機率低於 5% 時（雙尾精確二項檢定，超過 400 局改用常態近似），才算與運氣不同；在那之前，頁面會說局數還不夠。",
    list_separator: "、",
    average_col: "平均",
    best_col: "最高",
    game_summary: |plays, average| format!("局數：{plays}，獲勝分數平均：{average}"),
    per_month_heading: "每月局數",
    month_col: "月份",
    chart_label: |game| format!("{game}：每月局數，數字同下表"),
    send_to_bg_stats: "傳送到 BG Stats",
    by_table_col: "依人數的平均",
    by_table_size: |players, average| format!("{players} 人 {average}"),
    by_seat_heading: "各座位勝場（依輸入玩家的順序）",
    seat_col: "座位",
    distribution_heading: "最終分數",
    distribution_label: |game| format!("{game}：各最終分數出現的次數，數字同下表"),
    score_col: "分數",
    times_col: "次數",
};
