//! The words of a person's page (`/g/{token}/person?name=…`), in both languages.

/// A person's page: their games, runs and rivals.
pub struct PersonText {
    pub back_to_stats: &'static str,
    pub favourite_label: &'static str,
    pub win_rate_heading: &'static str,
    pub streaks_heading: &'static str,
    /// The longest run of wins, of losses (games in a row).
    pub longest_wins: fn(i64) -> String,
    pub longest_losses: fn(i64) -> String,
    /// The run the last game ended: how many, and whether they were wins.
    pub current_run: fn(i64, bool) -> String,
    pub rivals_heading: &'static str,
    /// The rivals (names joined) this person finished ahead of most: how many
    /// times, of how many games together.
    pub beats_most: fn(&str, i64, i64) -> String,
    pub beaten_most_by: fn(&str, i64, i64) -> String,
    /// No rival ever finished ahead of this person (or behind).
    pub never_beaten: &'static str,
    pub never_ahead: &'static str,
    pub per_game_heading: &'static str,
    pub game_col: &'static str,
    pub by_table_heading: &'static str,
    pub head_to_head_heading: &'static str,
    pub together_col: &'static str,
    pub ahead_col: &'static str,
    pub behind_col: &'static str,
    /// The head-to-head table shows the rivals played with most: "(shown, of all)".
    pub rivals_shown: fn(usize, usize) -> String,
    /// The link to a person's page, for a screen reader: "Ann's page".
    pub page_of: fn(&str) -> String,
}

pub const EN: PersonText = PersonText {
    back_to_stats: "← Statistics",
    favourite_label: "Played most",
    win_rate_heading: "Win rate",
    streaks_heading: "Runs",
    longest_wins: |n| format!("Longest run of wins: {n} {}.", games(n)),
    longest_losses: |n| format!("Longest run without a win: {n} {}.", games(n)),
    current_run: |n, wins| {
        if wins {
            format!("Now: {n} {} won in a row.", games(n))
        } else {
            format!("Now: {n} {} without a win.", games(n))
        }
    },
    rivals_heading: "Rivals",
    beats_most: |names, times, together| {
        format!(
            "Finishes ahead of {names} most: {times} of {together} {}.",
            games(together)
        )
    },
    beaten_most_by: |names, times, together| {
        format!(
            "{names} finishes ahead most: {times} of {together} {}.",
            games(together)
        )
    },
    never_beaten: "Nobody has finished ahead yet.",
    never_ahead: "Has not finished ahead of anyone yet.",
    per_game_heading: "By game",
    game_col: "Game",
    by_table_heading: "By table size",
    head_to_head_heading: "Head to head",
    together_col: "Together",
    ahead_col: "Ahead",
    behind_col: "Behind",
    rivals_shown: |shown, all| {
        format!("Shown: the {shown} people played with most, of {all}. Every rival is in the statistics API.")
    },
    page_of: |name| format!("{name}'s page"),
};

/// The English count word, from the one helper.
fn games(n: i64) -> &'static str {
    super::games_en(n.try_into().unwrap_or(u64::MAX))
}

pub const ZH_TW: PersonText = PersonText {
    back_to_stats: "← 統計",
    favourite_label: "最常玩",
    win_rate_heading: "勝率",
    streaks_heading: "連勝與連敗",
    longest_wins: |n| format!("最長連勝：{n} 局。"),
    longest_losses: |n| format!("最長未勝：連續 {n} 局。"),
    current_run: |n, wins| {
        if wins {
            format!("目前：連勝 {n} 局。")
        } else {
            format!("目前：連續 {n} 局未勝。")
        }
    },
    rivals_heading: "對手",
    beats_most: |names, times, together| {
        format!("最常名次領先{names}：同桌 {together} 局中 {times} 局。")
    },
    beaten_most_by: |names, times, together| {
        format!(
            "最常被{}領先：同桌 {together} 局中 {times} 局。",
            games::words::before_han(names)
        )
    },
    never_beaten: "還沒有人名次領先過。",
    never_ahead: "還沒有名次領先過任何人。",
    per_game_heading: "各遊戲",
    game_col: "遊戲",
    by_table_heading: "依人數",
    head_to_head_heading: "對戰紀錄",
    together_col: "同桌",
    ahead_col: "領先",
    behind_col: "落後",
    rivals_shown: |shown, all| {
        format!("顯示同桌最多的 {shown} 人，共 {all} 人。每位對手的數字都在統計 API 中。")
    },
    page_of: |name| format!("{name} 的頁面"),
};
