//! The names the pages' Rust and their plain scripts (`/device.js`, `/live.js`)
//! both use: element ids, `data-` attributes, `localStorage` keys and the
//! events between the wasm and the scripts. Each is
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
    /// A live table's page: how the table is going, the note that the host
    /// saved it, the seat choice and the jump to it, the host's controls and
    /// their free-seat button, and the join panel.
    pub const LIVE_STATUS: &str = "live-status";
    pub const TABLE_SAVED: &str = "table-saved";
    pub const LIVE_SEAT: &str = "live-seat";
    pub const MY_SEAT: &str = "my-seat";
    pub const LIVE_HOST: &str = "live-host";
    pub const FREE_SEAT: &str = "free-seat-button";
    pub const JOIN_PANEL: &str = "join-panel";
    /// Where a dice page's panel is drawn (on a live table's, its
    /// `data-code`, `data-game` and `data-pad`).
    pub const DICE_PANEL: &str = "dice-panel";
    /// Where a rounds page's caller is drawn.
    pub const ROUND_CALLER: &str = "round-caller";
}

/// `data-` attributes the pages write for the scripts (and the wasm) to read;
/// the scripts have them as `BRIDGE.data.saving` ("data-saving").
pub mod data {
    /// A page that keeps the screen on (scorepads, the Citadels round helper).
    pub const KEEP_AWAKE: &str = "data-keep-awake";
    /// On `<html>`: the theme chosen (absent when following the system).
    pub const THEME: &str = "data-theme";
    /// On `<body>` once the islands respond (the wasm sets it).
    pub const HYDRATED: &str = "data-hydrated";
    /// The game a share-live form or a saved play belongs to (its slug).
    pub const GAME: &str = "data-game";
    /// A live table's code.
    pub const CODE: &str = "data-code";
    /// A pad as text: a live table as drawn, a saved play's entries.
    pub const PAD: &str = "data-pad";
    /// The face-down card's button: the press it takes, in ms.
    pub const HOLD: &str = "data-hold";
    /// The hold button's hint once script runs.
    pub const READY: &str = "data-ready";
    /// A copy button: the id of the field it copies.
    pub const COPY: &str = "data-copy";
    /// A copy button: the id of where it says how it went.
    pub const STATUS: &str = "data-status";
    pub const COPIED: &str = "data-copied";
    pub const COPY_BY_HAND: &str = "data-copy-by-hand";
    /// The note on a setup dealt offline, and its words.
    pub const DRAWN_AHEAD: &str = "data-drawn-ahead";
    pub const DRAWN_AHEAD_COUNT: &str = "data-drawn-ahead-count";
    pub const LEFT: &str = "data-left";
    pub const LAST: &str = "data-last";
    /// A group's page this phone may remember: its token and name.
    pub const REMEMBER_GROUP: &str = "data-remember-group";
    pub const GROUP_NAME: &str = "data-group-name";
    /// The home page's list of this phone's groups.
    pub const MY_GROUPS: &str = "data-my-groups";
    /// The home page's "start a group" form, and what it says of a group
    /// started with no network (it waits on the phone).
    pub const START_GROUP: &str = "data-start-group";
    pub const GROUP_WAITING: &str = "data-group-waiting";
    pub const UNNAMED: &str = "data-unnamed";
    /// A saved play's "edit the scores" button, with the play it opens.
    pub const EDIT_SCORES: &str = "data-edit-scores";
    pub const EDIT_SCORES_PANEL: &str = "data-edit-scores-panel";
    pub const PLAY: &str = "data-play";
    pub const TOKEN: &str = "data-token";
    pub const PLAYED_AT: &str = "data-played-at";
    pub const DURATION: &str = "data-duration";
    pub const PLACE: &str = "data-place";
    pub const NOTE: &str = "data-note";
    /// A scorepad's "save to a group" section (its game's slug) and its words.
    pub const SAVE_PLAY: &str = "data-save-play";
    pub const SAVING: &str = "data-saving";
    pub const SAVED: &str = "data-saved";
    pub const CHANGED: &str = "data-changed";
    pub const QUEUED: &str = "data-queued";
    pub const REFUSED: &str = "data-refused";
    /// A save refused because the group keeps all the plays it may.
    pub const GROUP_FULL: &str = "data-group-full";
    /// A save refused because the group replaced its link (410): the words;
    /// and the page a replaced link opens, whose group the phone forgets.
    pub const LINK_REPLACED: &str = "data-link-replaced";
    pub const REPLACED_LINK_PAGE: &str = "data-replaced-link-page";
    /// A game saved to a new group with no network: both wait on the phone.
    pub const NEW_GROUP_QUEUED: &str = "data-new-group-queued";
    pub const NO_RESULT: &str = "data-no-result";
    /// On the ranking of a game the rules call not over; on the save form,
    /// the question asked before saving it, and the button's words then.
    pub const NOT_OVER: &str = "data-not-over";
    pub const NOT_OVER_ASK: &str = "data-not-over-ask";
    pub const SAVE_UNFINISHED: &str = "data-save-unfinished";
    /// On the ranking of a game with a blank count that could change it (the
    /// warnings name it); on the save form, the question and the button then.
    pub const BLANK_MATTERS: &str = "data-blank-matters";
    pub const BLANK_ASK: &str = "data-blank-ask";
    pub const SAVE_AS_ENTERED: &str = "data-save-as-entered";
    pub const OPEN_HISTORY: &str = "data-open-history";
    /// The live table a pad saves from, if any.
    pub const LIVE: &str = "data-live";
    pub const NEW_GROUP: &str = "data-new-group";
    pub const EDITING: &str = "data-editing";
    pub const RESTORE: &str = "data-restore";
    pub const STOP_TEXT: &str = "data-stop-text";
    pub const RESTORE_TEXT: &str = "data-restore-text";
    /// Share live, and a live table's words for how it is going.
    pub const SHARING: &str = "data-sharing";
    pub const FAILED: &str = "data-failed";
    pub const SENDING: &str = "data-sending";
    pub const CONNECTED: &str = "data-connected";
    pub const OFFLINE: &str = "data-offline";
    pub const GONE: &str = "data-gone";
    pub const LOCKED: &str = "data-locked";
    pub const JOINING_LOCKED: &str = "data-joining-locked";
    pub const SEAT_TAKEN: &str = "data-seat-taken";
    pub const SEAT_REFUSED: &str = "data-seat-refused";
    /// A live table's notices: a seat freed (to its phone, to the host), the
    /// host seated on the table just made, a seat no phone may join now.
    pub const SEAT_FREED: &str = "data-seat-freed";
    pub const FREED_DONE: &str = "data-freed-done";
    pub const HOST_SEATED: &str = "data-host-seated";
    pub const JOINING_LOCKED_MARK: &str = "data-joining-locked-mark";
    /// A live table's dice moved by another phone (or the table saved)
    /// before this phone's move arrived.
    pub const DICE_LATE: &str = "data-dice-late";
    /// The BG Stats check's form, and the import's: the file checked is kept
    /// for the import (its hint's words then under `READY`).
    pub const BGSTATS_CHECK: &str = "data-bgstats-check";
    /// A file picker's input: the place that shows the chosen file's name in
    /// the page's language (the browser's own button speaks its own).
    pub const FILE_NAME: &str = "data-file-name";
    pub const BGSTATS_IMPORT: &str = "data-bgstats-import";

    /// Every one of them (a test holds this list to the constants above).
    pub const ALL: &[&str] = &[
        KEEP_AWAKE,
        THEME,
        HYDRATED,
        GAME,
        CODE,
        PAD,
        HOLD,
        READY,
        COPY,
        STATUS,
        COPIED,
        COPY_BY_HAND,
        DRAWN_AHEAD,
        DRAWN_AHEAD_COUNT,
        LEFT,
        LAST,
        REMEMBER_GROUP,
        GROUP_NAME,
        MY_GROUPS,
        UNNAMED,
        EDIT_SCORES,
        EDIT_SCORES_PANEL,
        PLAY,
        TOKEN,
        PLAYED_AT,
        DURATION,
        PLACE,
        NOTE,
        SAVE_PLAY,
        SAVING,
        SAVED,
        CHANGED,
        QUEUED,
        REFUSED,
        GROUP_FULL,
        NEW_GROUP_QUEUED,
        NO_RESULT,
        NOT_OVER,
        NOT_OVER_ASK,
        SAVE_UNFINISHED,
        BLANK_MATTERS,
        BLANK_ASK,
        SAVE_AS_ENTERED,
        OPEN_HISTORY,
        LIVE,
        NEW_GROUP,
        EDITING,
        RESTORE,
        STOP_TEXT,
        RESTORE_TEXT,
        SHARING,
        FAILED,
        SENDING,
        CONNECTED,
        OFFLINE,
        GONE,
        LOCKED,
        JOINING_LOCKED,
        SEAT_TAKEN,
        SEAT_REFUSED,
        SEAT_FREED,
        FREED_DONE,
        HOST_SEATED,
        JOINING_LOCKED_MARK,
        DICE_LATE,
        BGSTATS_CHECK,
        BGSTATS_IMPORT,
        FILE_NAME,
        LINK_REPLACED,
        REPLACED_LINK_PAGE,
        START_GROUP,
        GROUP_WAITING,
    ];
}

/// A bridged `data-` attribute and its value, for a view:
/// `<section {..(data_attr(data::SAVING, saving), data_attr(data::SAVED, saved))}>`.
pub fn data_attr<V>(name: &'static str, value: V) -> impl leptos::attr::Attribute
where
    V: leptos::attr::AttributeValue,
{
    leptos::tachys::html::attribute::custom::custom_attribute(name, value)
}

/// `localStorage` keys; a key ending in `:` is followed by a game's slug or a
/// table's code.
pub mod storage {
    /// A game's pad on this phone, by the game's slug.
    pub const SCORE: &str = "tableside:score:";
    /// A saved play being edited on a game's pad, by the game's slug.
    pub const EDITING: &str = "tableside:editing:";
    /// The pad set aside while a saved play is edited, and its play id, by
    /// the game's slug.
    pub const BEFORE_EDIT: &str = "tableside:before-edit:";
    pub const BEFORE_EDIT_PLAY_ID: &str = "tableside:before-edit-play-id:";
    /// The id of the play a game's pad is saved as, by the game's slug
    /// (written beside the pad, so the scripts never read the pad's text).
    pub const PLAY_ID: &str = "tableside:play-id:";
    /// The last play saved from a game's pad, by the game's slug.
    pub const LAST_SAVE: &str = "tableside:last-save:";
    /// A game's pad as it was last saved or handed to a live table, by the
    /// game's slug: a pad that still reads so is no game in progress, and the
    /// next setup starts at once (`storage::kept_for`).
    pub const SETTLED_PAD: &str = "tableside:settled-pad:";
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
    /// Groups started from the home page with no network, to be made when
    /// it is back: `[{"name"}]`, oldest first.
    pub const GROUPS_WAITING: &str = "tableside:groups-waiting";
}

/// Addresses the scripts fetch or link to, as templates whose `{name}`s the
/// scripts fill in (`fill` in each script). The server's router is built from
/// these same constants; the pages' own routes (Leptos's) are held to them by
/// a test (server/src/offline.rs).
pub mod route {
    /// The JSON API's root: the service worker never caches beneath it.
    pub const API: &str = "/api";
    pub const NEW_GROUP: &str = "/api/v1/groups";
    pub const TABLE_EVENTS: &str = "/api/v1/tables/{code}/events";
    pub const TABLE_SEAT: &str = "/api/v1/tables/{code}/seat";
    pub const TABLE_HOST: &str = "/api/v1/tables/{code}/host";
    /// A group's history page, a saved play's page, and where a phone saves
    /// its pad to a group.
    pub const GROUP: &str = "/g/{token}";
    pub const PLAY: &str = "/g/{token}/p/{play}";
    /// A group's statistics, and one person's page in it (`?name=`).
    pub const GROUP_STATS: &str = "/g/{token}/stats";
    pub const GROUP_PERSON: &str = "/g/{token}/person";
    pub const SAVE_PAD: &str = "/g/{token}/plays/{play_id}";
    /// A group's own pages and the forms they post (plain posts: the server's
    /// router and the pages' links both name them from here).
    pub const GROUP_MANAGE: &str = "/g/{token}/manage";
    pub const RENAME_PERSON: &str = "/g/{token}/people/rename";
    pub const MERGE_PEOPLE: &str = "/g/{token}/people/merge";
    pub const UNMERGE_PEOPLE: &str = "/g/{token}/people/unmerge";
    pub const RENAME_GROUP: &str = "/g/{token}/rename";
    pub const ROTATE_LINK: &str = "/g/{token}/rotate";
    pub const EDIT_PLAY: &str = "/g/{token}/p/{play}/edit";
    pub const DELETE_PLAY: &str = "/g/{token}/p/{play}/delete";
    pub const RESTORE_PLAY: &str = "/g/{token}/p/{play}/restore";
    pub const IMPORT_FILE: &str = "/g/{token}/import";
    pub const IMPORT_BGSTATS: &str = "/g/{token}/import/bgstats";
    pub const SEND_TO_BG_STATS: &str = "/g/{token}/p/{play}/bg-stats";
    /// The home page's "Start a group" form (a plain post; no script uses it).
    pub const START_GROUP: &str = "/g";
    /// A pad shared live, a live table's page and its pad's routes.
    pub const SHARE_LIVE: &str = "/t";
    pub const TABLE: &str = "/t/{code}";
    /// A live table's page for a screen that only watches.
    pub const TABLE_VIEW: &str = "/t/{code}/view";
    pub const TABLE_PAD: &str = "/t/{code}/pad";
    pub const TABLE_LOOK: &str = "/t/{code}/look";
    pub const TABLE_FINISH: &str = "/t/{code}/finish";
    /// A game's dice panel, with its scorepad's query (the worker keeps one
    /// copy for every table: the panel reads the address).
    pub const DICE: &str = "/{game}/dice";
    /// A live table's dice panel.
    pub const TABLE_DICE: &str = "/t/{code}/dice";
    /// A game's round caller, with its scorepad's query (one copy for every
    /// table, as the dice page).
    pub const ROUNDS: &str = "/{game}/rounds";
    /// A live table's round caller.
    pub const TABLE_ROUNDS: &str = "/t/{code}/rounds";

    /// `route` with each `{name}` filled in from `values` (as the scripts'
    /// `fillRoute` does): tokens, codes and ids are of URL-safe characters.
    pub fn fill(route: &str, values: &[(&str, &str)]) -> String {
        values
            .iter()
            .fold(route.to_owned(), |filled, (name, value)| {
                filled.replace(&format!("{{{name}}}"), value)
            })
    }

    /// One of a group's pages ([`GROUP`], [`GROUP_STATS`]…) for `token`.
    pub fn for_group(page: &str, token: &str) -> String {
        fill(page, &[("token", token)])
    }

    /// A route of the API as its router (nested under [`API`]) names it.
    pub fn within_api(route: &'static str) -> &'static str {
        route
            .strip_prefix(API)
            .expect("an API route starts with the API's root")
    }
}

/// The `field` of an API refusal that a page script words in its own
/// language (the refusal's `{"error", "field"}`).
pub mod field {
    /// A live table whose host has locked joining (403).
    pub const JOINING_LOCKED: &str = "joining";
    /// A group that keeps all the plays it may (422).
    pub const GROUP_FULL: &str = "group";
}

/// Class names the scripts look for.
pub mod class {
    /// The results' ranking: the pad has a result to save.
    pub const RANKING: &str = "ranking";
}

/// Events on the window between the wasm and the scripts.
pub mod event {
    /// The island edited a live table's pad (waiting in storage).
    pub const LIVE_EDIT: &str = "tableside-live-edit";
}

/// Every shared name, as (group, the scripts' name, its value).
fn names() -> Vec<(&'static str, String, &'static str)> {
    let data = data::ALL
        .iter()
        .map(|&attribute| ("data", script_name(attribute), attribute));
    let named = [
        ("id", "liveTable", id::LIVE_TABLE),
        ("id", "liveNews", id::LIVE_NEWS),
        ("id", "shareLive", id::SHARE_LIVE),
        ("id", "liveStatus", id::LIVE_STATUS),
        ("id", "tableSaved", id::TABLE_SAVED),
        ("id", "liveSeat", id::LIVE_SEAT),
        ("id", "mySeat", id::MY_SEAT),
        ("id", "liveHost", id::LIVE_HOST),
        ("id", "freeSeat", id::FREE_SEAT),
        ("id", "joinPanel", id::JOIN_PANEL),
        ("id", "dicePanel", id::DICE_PANEL),
        ("storage", "score", storage::SCORE),
        ("storage", "editing", storage::EDITING),
        ("storage", "beforeEdit", storage::BEFORE_EDIT),
        ("storage", "beforeEditPlayId", storage::BEFORE_EDIT_PLAY_ID),
        ("storage", "playId", storage::PLAY_ID),
        ("storage", "lastSave", storage::LAST_SAVE),
        ("storage", "settledPad", storage::SETTLED_PAD),
        ("storage", "names", storage::NAMES),
        ("storage", "client", storage::CLIENT),
        ("storage", "live", storage::LIVE),
        ("storage", "liveEditFrom", storage::LIVE_EDIT_FROM),
        ("storage", "liveEditTo", storage::LIVE_EDIT_TO),
        ("storage", "groups", storage::GROUPS),
        ("storage", "outbox", storage::OUTBOX),
        ("storage", "refused", storage::REFUSED),
        ("storage", "groupsWaiting", storage::GROUPS_WAITING),
        ("event", "liveEdit", event::LIVE_EDIT),
        ("class", "ranking", class::RANKING),
        ("field", "joiningLocked", field::JOINING_LOCKED),
        ("field", "groupFull", field::GROUP_FULL),
        ("route", "api", route::API),
        ("route", "newGroup", route::NEW_GROUP),
        ("route", "tableEvents", route::TABLE_EVENTS),
        ("route", "tableSeat", route::TABLE_SEAT),
        ("route", "tableHost", route::TABLE_HOST),
        ("route", "group", route::GROUP),
        ("route", "play", route::PLAY),
        ("route", "savePad", route::SAVE_PAD),
        ("route", "shareLive", route::SHARE_LIVE),
        ("route", "table", route::TABLE),
        ("route", "dice", route::DICE),
        ("route", "tableDice", route::TABLE_DICE),
        ("route", "rounds", route::ROUNDS),
        ("route", "tableRounds", route::TABLE_ROUNDS),
        ("route", "tablePad", route::TABLE_PAD),
        ("route", "tableLook", route::TABLE_LOOK),
        ("route", "tableFinish", route::TABLE_FINISH),
    ];
    named
        .into_iter()
        .map(|(group, name, value)| (group, name.to_owned(), value))
        .chain(data)
        .collect()
}

/// A `data-` attribute as the scripts name it: `data-copy-by-hand` is
/// `copyByHand` (as in `dataset`).
fn script_name(attribute: &str) -> String {
    let mut name = String::new();
    let mut upper = false;
    for c in attribute.trim_start_matches("data-").chars() {
        match c {
            '-' => upper = true,
            c if upper => {
                name.extend(c.to_uppercase());
                upper = false;
            }
            c => name.push(c),
        }
    }
    name
}

/// How a script fills in a route's `{name}`s (each value encoded), and the
/// fixed part of a route before its first `{name}`.
const ROUTE_HELPERS: &str = r#"/** @type {(template: string, values: Record<string, string | number>) => string} */
var fillRoute = (template, values) =>
  template.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(String(values[name])));
/** @type {(template: string) => string} */
var routeRoot = (template) => template.split("{")[0];
"#;

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
        "// Names shared with the pages' Rust (app/src/bridge.rs); `var`, as both\n// scripts of a page declare it.\nvar BRIDGE = Object.freeze({{\n{}\n}});\n{ROUTE_HELPERS}",
        groups.join("\n")
    )
}

/// The prelude's names as TypeScript declarations, for checking the scripts
/// (`make lint`): server/src/offline/types/bridge.d.ts, held to this by a test.
pub fn script_declarations() -> String {
    let mut groups: Vec<(&str, Vec<String>)> = Vec::new();
    for (group, name, _) in names() {
        let entry = format!("    readonly {name}: string;");
        match groups.iter_mut().find(|(g, _)| *g == group) {
            Some((_, entries)) => entries.push(entry),
            None => groups.push((group, vec![entry])),
        }
    }
    let groups: String = groups
        .iter()
        .map(|(group, entries)| format!("  readonly {group}: {{\n{}\n  }};\n", entries.join("\n")))
        .collect();
    format!(
        "// Generated from app/src/bridge.rs: the names the server puts before each\n\
         // script. Run the server's tests with BLESS_GOLDEN=1 to write it again.\n\
         declare var BRIDGE: {{\n{groups}}};\n\
         declare function fillRoute(template: string, values: Record<string, string | number>): string;\n\
         declare function routeRoot(template: string): string;\n"
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

/// How a script would read a bridged `data-` attribute through `dataset`
/// (`.dataset.copyByHand`), which it must not: it takes the name from `BRIDGE`.
pub fn dataset_reads() -> Vec<String> {
    data::ALL
        .iter()
        .map(|attribute| format!(".dataset.{}", script_name(attribute)))
        .collect()
}

/// The values every script must take from `BRIDGE` rather than spell.
pub fn shared_values() -> Vec<&'static str> {
    names().into_iter().map(|(_, _, value)| value).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_route_is_filled_in_by_name() {
        assert_eq!(
            route::fill(route::EDIT_PLAY, &[("token", "t0k"), ("play", "p1")]),
            "/g/t0k/p/p1/edit"
        );
        assert_eq!(
            route::fill(route::GROUP_MANAGE, &[("token", "t0k")]),
            "/g/t0k/manage"
        );
    }

    /// A `data-` name left out of `data::ALL` would reach no script.
    #[test]
    fn every_data_attribute_is_in_the_list_the_scripts_get() {
        let source = include_str!("bridge.rs");
        let start = source.find("pub mod data {").expect("mod data");
        let end = start + source[start..].find("pub const ALL").expect("ALL");
        let declared: Vec<&str> = source[start..end]
            .lines()
            .filter_map(|line| line.trim().strip_prefix("pub const "))
            .filter_map(|rest| rest.split('"').nth(1))
            .collect();
        assert!(declared.len() > 50, "read {} names", declared.len());
        for value in &declared {
            assert!(data::ALL.contains(value), "{value} is not in data::ALL");
        }
        assert_eq!(
            declared.len(),
            data::ALL.len(),
            "data::ALL names something twice"
        );
    }

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
