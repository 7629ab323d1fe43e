//! The names the pages' Rust and their plain scripts (`/device.js`, `/live.js`)
//! both use: element ids, `localStorage` keys and the events between the wasm
//! and the scripts. Each is
//! written here once; the server gives the scripts [`script_prelude`] (a frozen
//! `BRIDGE` object of the same names) at start-up, and a test holds the scripts
//! to spelling none of them.

/// Element ids.
pub mod id {
    /// The live table a page shows (its `data-code` and `data-pad`).
    pub const LIVE_TABLE: &str = "live-table";
    /// Where `/live.js` leaves the table's news for the island.
    pub const LIVE_NEWS: &str = "live-news";
    /// A scorepad's "share live" form (its `data-game`).
    pub const SHARE_LIVE: &str = "share-live";
}

/// `localStorage` keys; a key ending in `:` is followed by a game's slug or a
/// table's code.
pub mod storage {
    /// A game's pad on this phone, by the game's slug.
    pub const SCORE: &str = "tableside:score:";
    /// A saved play being edited on a game's pad, by the game's slug.
    pub const EDITING: &str = "tableside:editing:";
    /// The pad set aside while a saved play is edited, by the game's slug.
    pub const BEFORE_EDIT: &str = "tableside:before-edit:";
    /// The last play saved from a game's pad, by the game's slug.
    pub const LAST_SAVE: &str = "tableside:last-save:";
    /// The names used last.
    pub const NAMES: &str = "tableside:names";
    /// This phone's id at live tables.
    pub const CLIENT: &str = "tableside:client";
    /// A live table this phone follows, by its code.
    pub const LIVE: &str = "tableside:live:";
    /// An edit of a live table's pad, before and after it, for `/live.js`.
    pub const LIVE_EDIT_FROM: &str = "tableside:live:from";
    pub const LIVE_EDIT_TO: &str = "tableside:live:to";
    /// The groups this phone remembers, plays waiting to be sent, and plays the
    /// server refused.
    pub const GROUPS: &str = "tableside:groups";
    pub const OUTBOX: &str = "tableside:outbox";
    pub const REFUSED: &str = "tableside:refused";
}

/// Events on the window between the wasm and the scripts.
pub mod event {
    /// The island edited a live table's pad (waiting in storage).
    pub const LIVE_EDIT: &str = "tableside-live-edit";
}

/// Every shared name, as (group, the scripts' name, its value).
fn names() -> Vec<(&'static str, &'static str, &'static str)> {
    vec![
        ("id", "liveTable", id::LIVE_TABLE),
        ("id", "liveNews", id::LIVE_NEWS),
        ("id", "shareLive", id::SHARE_LIVE),
        ("storage", "score", storage::SCORE),
        ("storage", "editing", storage::EDITING),
        ("storage", "beforeEdit", storage::BEFORE_EDIT),
        ("storage", "lastSave", storage::LAST_SAVE),
        ("storage", "names", storage::NAMES),
        ("storage", "client", storage::CLIENT),
        ("storage", "live", storage::LIVE),
        ("storage", "liveEditFrom", storage::LIVE_EDIT_FROM),
        ("storage", "liveEditTo", storage::LIVE_EDIT_TO),
        ("storage", "groups", storage::GROUPS),
        ("storage", "outbox", storage::OUTBOX),
        ("storage", "refused", storage::REFUSED),
        ("event", "liveEdit", event::LIVE_EDIT),
    ]
}

/// The scripts' `BRIDGE`: `BRIDGE.storage.score`, `BRIDGE.id.liveTable`…
pub fn script_prelude() -> String {
    let mut groups: Vec<(&str, Vec<String>)> = Vec::new();
    for (group, name, value) in names() {
        let entry = format!("{name}: {value:?}");
        match groups.iter_mut().find(|(g, _)| *g == group) {
            Some((_, entries)) => entries.push(entry),
            None => groups.push((group, vec![entry])),
        }
    }
    let groups: Vec<String> = groups
        .iter()
        .map(|(group, entries)| format!("  {group}: Object.freeze({{ {} }}),", entries.join(", ")))
        .collect();
    format!(
        "// Names shared with the pages' Rust (app/src/bridge.rs); `var`, as both\n// scripts of a page declare it.\nvar BRIDGE = Object.freeze({{\n{}\n}});\n",
        groups.join("\n")
    )
}

/// A script with the `BRIDGE` prelude, after its `"use strict";` when it has
/// one (a directive counts only as a script's first statement).
pub fn with_prelude(script: &str) -> String {
    const STRICT: &str = "\"use strict\";\n";
    match script.find(STRICT) {
        Some(at) => {
            let (head, body) = script.split_at(at + STRICT.len());
            format!("{head}{}{body}", script_prelude())
        }
        None => format!("{}{script}", script_prelude()),
    }
}

/// The values every script must take from `BRIDGE` rather than spell.
pub fn shared_values() -> Vec<&'static str> {
    names().into_iter().map(|(_, _, value)| value).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_prelude_names_each_value_once_under_its_group() {
        let prelude = script_prelude();
        assert!(prelude.contains("  storage: Object.freeze({ score: \"tableside:score:\","));
        assert!(prelude.contains("event: Object.freeze({ liveEdit: \"tableside-live-edit\" })"));
        let values = shared_values();
        for (i, value) in values.iter().enumerate() {
            assert!(!values[..i].contains(value), "{value} twice");
            assert_eq!(prelude.matches(&format!("{value:?}")).count(), 1, "{value}");
        }
    }
}
