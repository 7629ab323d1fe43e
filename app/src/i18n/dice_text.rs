//! The words around a record of dice rolls (a play's, the group's), in both
//! languages. The verdict and how it is reached are the rules' own words
//! (`games::dice`).

pub struct DiceText {
    /// A play's rolls.
    pub heading: &'static str,
    /// The group's rolls over every game that kept them.
    pub our_dice_heading: &'static str,
    /// How many rolls a game kept.
    pub rolls_in_game: fn(u32) -> String,
    /// How many rolls, over how many games.
    pub rolls_in_games: fn(u32, i64) -> String,
    pub chart_label: &'static str,
    pub sum_col: &'static str,
    pub rolled_col: &'static str,
    pub expected_col: &'static str,
    pub longest_gap_col: &'static str,
    pub how_judged: &'static str,
}

pub const EN: DiceText = DiceText {
    heading: "Dice",
    our_dice_heading: "Our dice",
    rolls_in_game: |rolls| match rolls {
        1 => "1 roll.".to_owned(),
        n => format!("{n} rolls."),
    },
    rolls_in_games: |rolls, games| match games {
        1 => format!("{rolls} rolls in 1 game."),
        n => format!("{rolls} rolls in {n} games."),
    },
    chart_label: "Rolls of each sum, with the count fair dice would give marked",
    sum_col: "Sum",
    rolled_col: "Rolled",
    expected_col: "Expected",
    longest_gap_col: "Longest gap",
    how_judged: "How this is judged",
};

pub const ZH_TW: DiceText = DiceText {
    heading: "骰子",
    our_dice_heading: "我們的骰子",
    rolls_in_game: |rolls| format!("共擲 {rolls} 次。"),
    rolls_in_games: |rolls, games| format!("{games} 局共擲 {rolls} 次。"),
    chart_label: "各點數擲出的次數，並標出公平骰子的預期次數",
    sum_col: "點數",
    rolled_col: "擲出",
    expected_col: "預期",
    longest_gap_col: "最久沒出現",
    how_judged: "怎麼判斷",
};
