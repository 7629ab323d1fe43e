//! The words of the BG Stats import on a group's people and links page.

use crate::routes::LeftOut;

pub struct BgStatsText {
    pub heading: &'static str,
    /// Given the games that come in, by name.
    pub hint: fn(&[&str]) -> String,
    pub file_label: &'static str,
    pub check_button: &'static str,
    pub import_button: &'static str,
    /// After a check: the file must be chosen again to import it.
    pub choose_again: &'static str,
    /// The same, when the phone kept the file checked.
    pub file_carried: &'static str,
    /// "12 games would come in." (a check saves nothing)
    pub would_import: fn(usize) -> String,
    /// Imported: how many were new.
    pub imported: fn(usize) -> String,
    /// Plays the group has already: left as they are here.
    pub already_here: fn(usize) -> String,
    /// Plays deleted here: they stay deleted.
    pub deleted_here: fn(usize) -> String,
    /// Names merged here, read as the person they became; then each pair.
    pub merged: fn(usize) -> String,
    pub merged_pair: fn(&str, &str) -> String,
    /// The people of those games, and how many are new to the group.
    pub people: fn(usize, usize) -> String,
    pub new_names: &'static str,
    pub left_out: fn(LeftOut, usize) -> String,
    /// Plays kept with a note or place cut to length, or a length left out.
    pub cut: fn(usize) -> String,
    /// Plays of other games, and how many games.
    pub other_games: fn(usize, usize) -> String,
    pub unnamed_game: &'static str,
    pub recorded_note: &'static str,
    pub merge_hint: &'static str,
    pub no_file: &'static str,
    pub not_backup: &'static str,
    pub too_big: &'static str,
    /// An import stopped by the group's most plays, or the network's hour.
    pub group_full: &'static str,
    pub hour_full: &'static str,
}

/// The English count word, from the one helper.
fn games(n: usize) -> &'static str {
    super::games_en(n.try_into().unwrap_or(u64::MAX))
}

pub const EN: BgStatsText = BgStatsText {
    heading: "From BG Stats",
    hint: |games| {
        format!(
            "Bring in a BG Stats backup (Settings → Backup in the app: the JSON file). Check it first: nothing is saved until you import. Games of {} come in with their people; other games are counted and left out. Importing a backup again adds only what is new: games edited or deleted here, and people merged here, stay as they are.",
            games::verdict::join_names(games)
        )
    },
    file_label: "BG Stats backup (JSON file)",
    check_button: "Check the backup",
    import_button: "Import these games",
    choose_again: "Nothing is saved yet. To import, choose the same file again:",
    file_carried: "Nothing is saved yet. The file you checked is ready to import:",
    would_import: |n| match n {
        0 => "Nothing new would come in: the games of this backup that can be kept are here already.".to_owned(),
        n => format!("{n} {} would come in.", games(n)),
    },
    imported: |created| format!("Imported: {created} new {}.", games(created)),
    already_here: |n| {
        format!(
            "Already here: {n} {}, left as they are in this group (edits made here are kept).",
            games(n)
        )
    },
    deleted_here: |n| {
        let stay = if n == 1 { "stays" } else { "stay" };
        format!("Deleted here: {n} {}, which {stay} deleted.", games(n))
    },
    merged: |n| {
        if n == 1 {
            "Merged here: 1 name comes in as the person it was merged into:".to_owned()
        } else {
            format!("Merged here: {n} names come in as the people they were merged into:")
        }
    },
    merged_pair: |name, person| format!("{name} → {person}"),
    people: |people, new| format!("{people} people, {new} of them new to this group."),
    new_names: "New:",
    left_out: |why, n| {
        let reason = match why {
            LeftOut::Ignored => "marked ignored in BG Stats",
            LeftOut::NoScores => "without a whole-number score for every player",
            LeftOut::PlayerCount => "with more or fewer players than the game seats",
            LeftOut::Unreadable => "that cannot be read as a game",
            LeftOut::NoId => "without the id BG Stats gives each game",
            LeftOut::NoDate => "whose date cannot be read",
            LeftOut::NamelessPlayer => "with a player whose name cannot be kept",
            LeftOut::RepeatedId => "whose id came earlier in the same file",
            LeftOut::SamePersonTwice => "with two players who are one person in this group",
        };
        format!("Left out: {n} {} {reason}.", games(n))
    },
    cut: |n| {
        format!(
            "Kept with a change: {n} {} whose note or place was cut to length, or whose length (over a day) was left out.",
            games(n)
        )
    },
    other_games: |plays, count| {
        format!(
            "Left out: {plays} {} of {count} other {} (Tableside keeps its five):",
            games(plays),
            games(count)
        )
    },
    unnamed_game: "(no name)",
    recorded_note: "Scores come in as BG Stats recorded them: a final score per player is not enough for the rules, so Tableside does not score them again, and each game's page says so.",
    merge_hint: "Someone with another name in BG Stats? Merge the two under People, above.",
    no_file: "Choose a BG Stats backup file first.",
    not_backup: "This file is not a BG Stats backup: nothing was imported.",
    too_big: "This file is too large to import here.",
    group_full: "Stopped: the group keeps as many games as this server allows one group. The games imported before it filled stay; delete games it no longer needs, or ask the host to raise the limit.",
    hour_full: "Stopped: this network has imported as many games as it may in an hour. The games imported so far stay; bring the same backup again in an hour to add the rest.",
};

pub const ZH_TW: BgStatsText = BgStatsText {
    heading: "從 BG Stats 匯入",
    hint: |games| {
        let listed = match games.split_last() {
            Some((last, [])) => (*last).to_owned(),
            Some((last, rest)) => format!("{}與{last}", rest.join("、")),
            None => String::new(),
        };
        format!(
            "匯入 BG Stats 的備份（在它的應用程式裡「設定 → 備份」產生的 JSON 檔）。請先檢查：匯入前不會儲存任何東西。{listed}的對局會連同玩家一起匯入；其他遊戲只計數、不匯入。備份再匯入一次，只會加入新的對局：在這裡修改或刪除過的對局、合併過的成員，都維持原樣。"
        )
    },
    file_label: "BG Stats 備份（JSON 檔）",
    check_button: "檢查備份",
    import_button: "匯入這些對局",
    choose_again: "目前還沒有儲存。要匯入，請再選一次同一個檔案：",
    file_carried: "目前還沒有儲存。剛才檢查的檔案已經選好，可以直接匯入：",
    would_import: |n| match n {
        0 => "沒有新的對局會匯入：這份備份中能保存的對局都已經在群組裡了。".to_owned(),
        n => format!("會匯入 {n} 局。"),
    },
    imported: |created| format!("已匯入：新增 {created} 局。"),
    already_here: |n| format!("原本就在：{n} 局，保持這個群組裡的樣子（在這裡做的修改都保留）。"),
    deleted_here: |n| format!("已在這裡刪除：{n} 局，維持刪除。"),
    merged: |n| format!("在這裡合併過：{n} 個名字會以合併後的成員匯入："),
    merged_pair: |name, person| format!("{name} → {person}"),
    people: |people, new| format!("共 {people} 位玩家，其中 {new} 位是這個群組的新成員。"),
    new_names: "新成員：",
    left_out: |why, n| {
        let reason = match why {
            LeftOut::Ignored => "在 BG Stats 中標記為忽略",
            LeftOut::NoScores => "有玩家沒有整數分數",
            LeftOut::PlayerCount => "玩家人數不符合這款遊戲",
            LeftOut::Unreadable => "無法讀成一局",
            LeftOut::NoId => "沒有 BG Stats 給每局的編號",
            LeftOut::NoDate => "日期無法讀取",
            LeftOut::NamelessPlayer => "有玩家的名字無法保留",
            LeftOut::RepeatedId => "的編號在同一個檔案裡已經出現過",
            LeftOut::SamePersonTwice => "有兩位玩家在這個群組裡是同一人",
        };
        format!("未匯入：{n} 局{reason}。")
    },
    cut: |n| format!("有改動後匯入：{n} 局的備註或地點超過長度而截短，或時長超過一天而省略。"),
    other_games: |plays, count| format!("未匯入：其他 {count} 款遊戲共 {plays} 局（Tableside 只記錄它的五款）："),
    unnamed_game: "（無名稱）",
    recorded_note: "分數照 BG Stats 的紀錄匯入：每位玩家只有最終分數，不足以依規則計分，所以 Tableside 不會重新計分，每局的頁面也會註明。",
    merge_hint: "有人在 BG Stats 裡用了別的名字嗎？可以在上方「成員」中合併兩人。",
    no_file: "請先選擇 BG Stats 備份檔。",
    not_backup: "這個檔案不是 BG Stats 備份：沒有匯入任何對局。",
    too_big: "這個檔案太大，無法在這裡匯入。",
    group_full: "已停止：這個群組保存的對局已達本伺服器的上限。停止前匯入的對局會保留；請刪除不需要的對局，或請主機管理員提高上限。",
    hour_full: "已停止：這個網路在一小時內匯入的對局已達上限。已匯入的對局會保留；一小時後再匯入同一個備份，就會補上其餘的對局。",
};
