//! English text of the scorepads.

use super::setup_text::{IslandText, ScoreText};

pub const ISLAND: IslandText = IslandText {
    seat: |n| format!("Player {n}"),
    copy_link: "Copy link",
    link_copied: "Link copied.",
    copy_by_hand: "Copying is blocked here: select the link and copy it.",
    score: SCORE,
};

const SCORE: ScoreText = ScoreText {
    language: games::Language::English,
    line: |item| item.to_string(),
    nobody: "Nobody",
    players_heading: "Players",
    player_name: |n| format!("Player {n}'s name"),
    add_player: "Add a player",
    remove_player: |name| format!("Remove {name}"),
    move_up: |name| format!("Move {name} up"),
    move_down: |name| format!("Move {name} down"),
    less: |what| format!("One less: {what}"),
    more: |what| format!("One more: {what}"),
    table_heading: "The table",
    results_heading: "Results",
    points: |n| {
        if n == 1 || n == -1 {
            format!("{n} point")
        } else {
            format!("{n} points")
        }
    },
    winner: |names| match names {
        [one] => format!("{one} wins!"),
        _ => format!("{} share the win!", names.join(" & ")),
    },
    leading: |names| match names {
        [one] => format!("Not over yet: {one} leads."),
        _ => format!("Not over yet: {} lead.", names.join(" & ")),
    },
    nobody_wins: "Nobody wins: everyone lost together.",
    tie_break: "Tie-break",
    then: ": ",
    warnings: "Worth a second look",
    why: "Why",
    not_a_number: "Enter a whole number.",
    not_a_list: "Enter whole numbers separated by spaces.",
    out_of_range: |min, max| format!("Must be between {min} and {max}."),
    refusal: |refusal| format!("{refusal}."),
    settled: ToString::to_string,
    warning: ToString::to_string,
    fix_first: "Fix these entries to see the results:",
    still_to_enter: "Still to enter:",
    dismiss: "Dismiss",
    name_limit: |n| format!("Names are at most {n} characters; the rest was not kept."),
    start_hint:
        "Enter each player's figures above: totals, the ranking and the winner appear here.",
    new_game: "New game",
    new_game_confirm: "Clear every score and start a new game? (You can undo.)",
    undo: "Undo",
    cleared: "Scores cleared for a new game.",
    unsaved_other: "This phone holds another game that was not saved: it is still here. Save it below, or start the game of this page (the other one can be brought back with Undo).",
    start_this_game: "Start this game",
    replaced: |n| {
        format!(
            "A new game for {n} players was started; your previous game can still be brought back."
        )
    },
    share_results: "Copy results as text",
    results_copied: "Results copied.",
    saved: "Saved on this phone as you type.",
    needs_script: "The scorepad needs JavaScript to add up the scores.",
};
