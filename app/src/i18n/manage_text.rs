//! The words of a saved game's page and of a group's people and links page, and
//! what those pages say after a change, in both languages.

use crate::routes::Said;
use games::score::MAX_NAME;

pub struct ManageText {
    pub manage_link: &'static str,
    pub manage_heading: &'static str,
    pub people_heading: &'static str,
    /// "3 games".
    pub person_plays: fn(i64) -> String,
    pub no_people: &'static str,
    pub change_person: &'static str,
    pub new_name: &'static str,
    pub rename_button: &'static str,
    pub merge_into: &'static str,
    pub merge_hint: &'static str,
    pub merge_button: &'static str,
    pub links_heading: &'static str,
    pub write_link: &'static str,
    pub write_link_hint: &'static str,
    pub read_link: &'static str,
    pub read_link_hint: &'static str,
    pub no_read_link: &'static str,
    pub new_write_link: &'static str,
    pub new_read_link: &'static str,
    pub group_name: &'static str,
    pub rename_group: &'static str,
    pub player_filter: &'static str,
    pub everyone: &'static str,
    pub show: &'static str,
    pub open_play: &'static str,
    pub back_to_history: &'static str,
    pub details_heading: &'static str,
    pub save_changes: &'static str,
    pub delete_play: &'static str,
    pub undo: &'static str,
    pub setup_seed: &'static str,
    pub duration: &'static str,
    pub place: &'static str,
    pub note: &'static str,
    /// "The start player won 3 of 5 games (60%) whose setup named them."
    pub start_player_won: fn(i64, i64, &str) -> String,
    /// What a page says after a change (or why it was not made).
    pub said: fn(Said) -> String,
}

pub const EN: ManageText = ManageText {
    manage_link: "People & links",
    manage_heading: "People & links",
    people_heading: "People",
    person_plays: |n| match n {
        1 => "1 game".to_owned(),
        n => format!("{n} games"),
    },
    no_people: "No one has played yet.",
    change_person: "Rename or merge",
    new_name: "New name",
    rename_button: "Rename",
    merge_into: "The same person as",
    merge_hint: "For one person saved under two names: their games become that person's.",
    merge_button: "Merge",
    links_heading: "Links",
    write_link: "Link to see and add games",
    write_link_hint: "Share it with your group only: whoever has it can add and change games.",
    read_link: "Read-only link",
    read_link_hint: "Shows the history and statistics to others; it cannot change anything.",
    no_read_link: "This group's read-only link was made before it could be shown again: make a new one to see it.",
    new_write_link: "Make a new link (the old one stops working)",
    new_read_link: "Make a new read-only link (the old one stops working)",
    group_name: "Group name",
    rename_group: "Rename the group",
    player_filter: "Player",
    everyone: "Everyone",
    show: "Show",
    open_play: "Details",
    back_to_history: "← Games played",
    details_heading: "Details",
    save_changes: "Save changes",
    delete_play: "Delete this game",
    undo: "Undo",
    setup_seed: "Setup seed",
    duration: "Duration",
    place: "Place",
    note: "Note",
    start_player_won: |wins, plays, rate| {
        format!("The player who opened the game won {wins} of the {plays} games whose setup recorded it ({rate}).")
    },
    said: |said| {
        let text = match said {
        Said::Renamed => "Renamed in every game.",
        Said::Merged => "Merged: their games are one person's now.",
        Said::NameTaken => "Not renamed: that name is someone else's. If they are the same person, merge them.",
        Said::PlayedTogether => "Not merged: the two played in the same game, so they are two people.",
        Said::NoSuchPerson => "No one in this group has that name.",
        Said::NameInvalid => return format!("Not changed: a name needs 1 to {MAX_NAME} characters."),
        Said::GroupRenamed => "The group's name is changed.",
        Said::RotatedWrite => "This is the group's new link: the old one no longer works. Share this page's link with your group again.",
        Said::RotatedRead => "A new read-only link is made: the old one no longer works.",
        Said::Edited => "Changes saved.",
        Said::EditInvalid => "Not saved: check the date, the duration and the lengths of the place and note.",
        Said::Deleted => "The game is deleted.",
        Said::Restored => "The game is back.",
        };
        text.to_owned()
    },
};

pub const ZH_TW: ManageText = ManageText {
    manage_link: "成員與連結",
    manage_heading: "成員與連結",
    people_heading: "成員",
    person_plays: |n| format!("{n} 局"),
    no_people: "還沒有人玩過。",
    change_person: "改名或合併",
    new_name: "新名字",
    rename_button: "改名",
    merge_into: "與這位是同一人",
    merge_hint: "同一個人被存成兩個名字時使用：他的對局會歸到那位名下。",
    merge_button: "合併",
    links_heading: "連結",
    write_link: "可查看並新增對局的連結",
    write_link_hint: "只分享給你的群組：有這個連結的人都能新增和修改對局。",
    read_link: "唯讀連結",
    read_link_hint: "讓其他人查看紀錄與統計，無法修改任何內容。",
    no_read_link: "這個群組的唯讀連結建立得較早，無法再次顯示：請產生新的唯讀連結。",
    new_write_link: "產生新連結（舊連結將失效）",
    new_read_link: "產生新的唯讀連結（舊連結將失效）",
    group_name: "群組名稱",
    rename_group: "更改群組名稱",
    player_filter: "玩家",
    everyone: "所有人",
    show: "顯示",
    open_play: "詳細",
    back_to_history: "← 玩過的遊戲",
    details_heading: "對局資料",
    save_changes: "儲存變更",
    delete_play: "刪除這局",
    undo: "復原",
    setup_seed: "設置種子碼",
    duration: "時長",
    place: "地點",
    note: "備註",
    start_player_won: |wins, plays, rate| {
        format!("在記錄了起始玩家的 {plays} 局中，起始玩家贏了 {wins} 局（{rate}）。")
    },
    said: |said| {
        let text = match said {
            Said::Renamed => "已在所有對局中改名。",
            Said::Merged => "已合併：這些對局現在屬於同一人。",
            Said::NameTaken => "沒有改名：這個名字已屬於另一位。如果是同一人，請合併。",
            Said::PlayedTogether => "沒有合併：兩人玩過同一局，所以是不同的人。",
            Said::NoSuchPerson => "群組裡沒有這個名字的人。",
            Said::NameInvalid => return format!("沒有變更：名字需要 1 到 {MAX_NAME} 個字。"),
            Said::GroupRenamed => "群組名稱已更改。",
            Said::RotatedWrite => {
                "這是群組的新連結：舊連結已失效。請把這個頁面的連結重新分享給群組。"
            }
            Said::RotatedRead => "已產生新的唯讀連結：舊連結已失效。",
            Said::Edited => "變更已儲存。",
            Said::EditInvalid => "沒有儲存：請檢查日期、分鐘數以及地點和備註的長度。",
            Said::Deleted => "這局已刪除。",
            Said::Restored => "這局已復原。",
        };
        text.to_owned()
    },
};
