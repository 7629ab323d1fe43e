//! The round caller's page words (`routes::rounds`), in both languages. What
//! the caller asks and how a character stands are the rules' own words
//! (`games::citadels::caller`). Apart from [`super::Strings`], which the
//! scorepad's wasm links whole: only the caller's pages carry these.

use games::Language;

/// The caller's words in `language`.
pub fn round_text(language: Language) -> &'static RoundText {
    match language {
        Language::English => &EN,
        Language::TraditionalChinese => &ZH_TW,
    }
}

pub struct RoundText {
    pub heading: &'static str,
    /// The way to the caller, from a setup and a scorepad.
    pub open_rounds: &'static str,
    pub back_to_scorepad: &'static str,
    pub loading: &'static str,
    pub other_game: &'static str,
    pub unreadable: &'static str,
    /// A game whose characters only its setup knows (the 2016 roster).
    pub needs_setup: &'static str,
    /// The seats to tap for the character called.
    pub seats_label: &'static str,
    pub nobody: &'static str,
    /// After the murdered character's silence.
    pub next: &'static str,
    /// A target the table does not know (or nobody named).
    pub not_known: &'static str,
    pub undo: &'static str,
    /// The characters of this round, in rank order.
    pub characters_label: &'static str,
    /// Who revealed a character.
    pub taken_by: fn(&str) -> String,
    /// Rounds finished and kept with the game.
    pub rounds_kept: fn(usize) -> String,
    /// The rules refused the round just called: take the last answer back.
    pub refused_hint: &'static str,
    /// A live table's caller: its heading's end, the way back to the table,
    /// and a call that came after another phone's.
    pub at_the_table: &'static str,
    pub back_to_table: &'static str,
    pub call_late: &'static str,
}

static EN: RoundText = RoundText {
    heading: "Round by round",
    open_rounds: "Call the characters",
    back_to_scorepad: "Scorepad",
    loading: "Getting the round ready…",
    other_game: "This phone's scorepad holds another game that was not saved. Open the scorepad for this one first: it asks before it starts this game.",
    unreadable: "This phone's record of the rounds cannot be read by this version. Nothing was changed.",
    needs_setup: "The 2016 edition's characters come from the game's setup. Open the caller from the setup you play.",
    seats_label: "Who reveals it",
    nobody: "Nobody",
    next: "Next",
    not_known: "Not known",
    undo: "Undo",
    characters_label: "This round's characters",
    taken_by: |name| format!("— {name}"),
    rounds_kept: |count| match count {
        0 => "No round kept yet: each round joins the game once every character is called.".to_owned(),
        1 => "1 round kept with the game.".to_owned(),
        n => format!("{n} rounds kept with the game."),
    },
    refused_hint: "Undo the last answer to put it right.",
    at_the_table: "At the table",
    back_to_table: "Live table",
    call_late: "Another phone changed the call first (or the table was saved), so this phone's last tap was not counted. The call shown is the table's.",
};

static ZH_TW: RoundText = RoundText {
    heading: "逐回合叫角色",
    open_rounds: "叫角色",
    back_to_scorepad: "計分板",
    loading: "正在準備這一回合…",
    other_game: "這支手機的計分板上有另一局還沒儲存的遊戲。請先打開這一局的計分板：它會先問過你，才開始這一局。",
    unreadable: "這個版本讀不出這支手機記下的回合。沒有改動任何東西。",
    needs_setup: "2016 版的角色來自這局的設置。請從你們所用的設置打開叫角色。",
    seats_label: "誰翻開",
    nobody: "無人",
    next: "下一個",
    not_known: "不確定",
    undo: "復原",
    characters_label: "這一回合的角色",
    taken_by: |name| format!("— {name}"),
    rounds_kept: |count| match count {
        0 => "還沒有記錄任何回合：每個角色都叫過後，這一回合就記入這局遊戲。".to_owned(),
        n => format!("這局遊戲已記錄 {n} 回合。"),
    },
    refused_hint: "復原最後一個回答，再改正。",
    at_the_table: "牌桌上",
    back_to_table: "即時牌桌",
    call_late: "另一支手機先改了叫角色的進度（或牌桌已儲存），所以這支手機剛才那一下沒有算進去。畫面上是牌桌現在的進度。",
};
