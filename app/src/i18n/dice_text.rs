//! The words around a record of dice rolls (a play's, the group's) and of the
//! dice panel, in both languages. The verdict and how it is reached are the
//! rules' own words (`games::dice`). Apart from [`super::Strings`], which the
//! scorepad's wasm links whole: only the pages that show dice carry these.

use games::Language;

/// The dice words in `language`.
pub fn dice_text(language: Language) -> &'static DiceText {
    match language {
        Language::English => &EN,
        Language::TraditionalChinese => &ZH_TW,
    }
}

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
    /// The dice page.
    pub open_dice: &'static str,
    pub back_to_scorepad: &'static str,
    pub loading: &'static str,
    pub other_game: &'static str,
    pub unreadable: &'static str,
    /// The panel.
    pub whose_turn: fn(&str) -> String,
    /// The turn the next roll is for, and the minutes since the first roll.
    pub turn_and_time: fn(usize, Option<u64>) -> String,
    pub previous_player: &'static str,
    pub next_player: &'static str,
    pub no_rolls_yet: &'static str,
    /// The last rolls, newest first.
    pub last_rolls: fn(&str) -> String,
    pub undo: &'static str,
    pub undo_roll: fn(u8) -> String,
    pub sums_label: &'static str,
    pub roll_for_us: &'static str,
    pub deal_card: &'static str,
    /// The two dice of the table's last roll, when a phone threw them.
    pub phone_rolled: fn(u8, u8) -> String,
    /// The card of the table's last roll, when a phone dealt it.
    pub card_dealt: fn(u8, u8) -> String,
    pub phone_rolls_heading: &'static str,
    pub fair_dice_hint: &'static str,
    pub cards_left: fn(u32) -> String,
    pub use_fair_dice: &'static str,
    pub use_balanced_deck: &'static str,
    /// The board on the panel.
    pub board_label: &'static str,
    /// A place on the board (its terrain and number): moving the robber there.
    pub move_robber_to: fn(&str) -> String,
    /// After a 7, until the robber has moved.
    pub robber_where: &'static str,
    /// A live table's dice page: its heading's end, the way back to the table,
    /// and a move that came after another phone's.
    pub at_the_table: &'static str,
    pub back_to_table: &'static str,
    pub dice_late: &'static str,
    /// Two phones entered the same sum within a second: one throw or two?
    pub same_throw: fn(u8) -> String,
    pub one_throw: &'static str,
    pub two_throws: &'static str,
    /// Two phones rolled or dealt for the table at once: keep the first
    /// roll only, or both?
    pub two_phone_rolls: fn(u8, u8) -> String,
    pub keep_first: fn(u8) -> String,
    pub keep_both: &'static str,
    /// A roll taken back at a live table, by the player of a seat (or a
    /// phone with no seat).
    pub took_back: fn(&str, u8) -> String,
    pub a_phone_took_back: fn(u8) -> String,
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
    open_dice: "Dice",
    back_to_scorepad: "Scorepad",
    loading: "Getting the dice ready…",
    other_game: "This phone's scorepad holds another game that was not saved. Open the scorepad for this one first: it asks before it starts this game.",
    unreadable: "This phone's record of the dice cannot be read by this version. Nothing was changed.",
    whose_turn: |name| format!("{name} rolls"),
    turn_and_time: |turn, minutes| match minutes {
        Some(minutes) => format!("Turn {turn} · {minutes} min played"),
        None => format!("Turn {turn}"),
    },
    previous_player: "The player before",
    next_player: "The next player",
    no_rolls_yet: "No rolls yet: tap the sum rolled.",
    last_rolls: |rolls| format!("Last: {rolls}"),
    undo: "Undo",
    undo_roll: |sum| format!("Undo {sum}"),
    sums_label: "The sum rolled",
    roll_for_us: "Roll for us",
    deal_card: "Deal a card",
    phone_rolled: |first, second| format!("Rolled for the table: {first} and {second}, {}.", first + second),
    card_dealt: |first, second| format!("Card dealt: {first} and {second}, {}.", first + second),
    phone_rolls_heading: "The phone rolls for the table",
    fair_dice_hint: "Roll for us: two fair dice, drawn by the phone.",
    cards_left: |left| format!("Balanced deck: {left} cards until the next shuffle."),
    use_fair_dice: "Use fair dice",
    use_balanced_deck: "Use a balanced deck",
    board_label: "The board: the number rolled lit, the robber's hex dimmed",
    move_robber_to: |place| format!("Move the robber to {place}"),
    robber_where: "A 7: tap the hex the robber moves to.",
    at_the_table: "live table",
    back_to_table: "The table",
    dice_late: "Another phone changed the dice first (or the table was saved), so this phone's last tap was not counted. The dice shown are the table's.",
    same_throw: |sum| format!("Two phones entered {sum} within a second. Was it one throw or two?"),
    one_throw: "One throw",
    two_throws: "Two throws",
    two_phone_rolls: |first, second| format!("Two phones rolled for the table at once: {first}, then {second}. Keep only the first, or both?"),
    keep_first: |first| format!("Only the {first}"),
    keep_both: "Both",
    took_back: |name, sum| format!("{name} took back the {sum}."),
    a_phone_took_back: |sum| format!("A phone took back the {sum}."),
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
    open_dice: "骰子",
    back_to_scorepad: "計分板",
    loading: "正在準備骰子…",
    other_game:
        "這支手機的計分板上是另一局，還沒儲存。請先打開這一局的計分板：它會先問過，再開始這一局。",
    unreadable: "這個版本讀不出這支手機記下的骰子。沒有改動任何東西。",
    whose_turn: |name| format!("輪到{}擲骰", games::words::before_han(name)),
    turn_and_time: |turn, minutes| match minutes {
        Some(minutes) => format!("第 {turn} 回合 · 已玩 {minutes} 分鐘"),
        None => format!("第 {turn} 回合"),
    },
    previous_player: "上一位玩家",
    next_player: "下一位玩家",
    no_rolls_yet: "還沒有擲骰：擲出幾點就按幾。",
    last_rolls: |rolls| format!("最近：{rolls}"),
    undo: "復原",
    undo_roll: |sum| format!("復原 {sum}"),
    sums_label: "擲出的點數",
    roll_for_us: "幫我們擲",
    deal_card: "抽一張牌",
    phone_rolled: |first, second| format!("為大家擲出 {first} 和 {second}：{} 點。", first + second),
    card_dealt: |first, second| format!("抽出的牌：{first} 和 {second}，{} 點。", first + second),
    phone_rolls_heading: "讓手機幫大家擲骰",
    fair_dice_hint: "幫我們擲：由手機擲兩顆公平的骰子。",
    cards_left: |left| format!("平衡牌組：再 {left} 張就重洗。"),
    use_fair_dice: "改用公平骰子",
    use_balanced_deck: "改用平衡牌組",
    board_label: "版圖：擲出的數字亮起，盜賊所在的地形變暗",
    move_robber_to: |place| format!("把盜賊移到{place}"),
    robber_where: "擲出 7：點一下盜賊要去的地形。",
    at_the_table: "即時牌桌",
    back_to_table: "牌桌",
    dice_late: "另一支手機先改了骰子（或牌桌已儲存），所以這支手機剛才那一下沒有算進去。畫面上是牌桌現在的骰子。",
    same_throw: |sum| format!("兩支手機在一秒內都記了 {sum}。這是同一次擲骰，還是兩次？"),
    one_throw: "同一次",
    two_throws: "兩次",
    two_phone_rolls: |first, second| format!("兩支手機同時幫大家擲了骰：先是 {first}，再是 {second}。只留第一次，還是兩次都留？"),
    keep_first: |first| format!("只留 {first}"),
    keep_both: "兩次都留",
    took_back: |name, sum| format!("{}收回了 {sum}。", games::words::before_han(name)),
    a_phone_took_back: |sum| format!("有一支手機收回了 {sum}。"),
};
