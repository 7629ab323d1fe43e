//! English text of the setup pages.

use super::setup_text::*;
use games::SeedError;

pub const SETUP: SetupText = SetupText {
    players_label: "Players",
    options_label: "Options",
    seed_label: "Seed",
    seed_hint:
        "Same seed and options, same setup on every phone. Type a friend's seed to get their setup.",
    seed_apply: "Show",
    new_setup: "New setup",
    drawn_ahead: "The network did not answer, so this new setup is one drawn ahead while online and kept on this phone. Its seed gives the same setup on every phone.",
    drawn_ahead_left: "{n} more kept for this game and player count.",
    drawn_ahead_last: "That was the last one kept for this game and player count; more are drawn when the phone is back online.",
    options_summary: |n| format!("{n} players · options · another seed"),
    drawing: "Drawing a setup…",
    seed_error: |error| match error {
        SeedError::Empty => "Type a seed: letters and digits.".into(),
        SeedError::TooLong => "A seed is at most 16 letters and digits.".into(),
        SeedError::BadCharacter(c) => {
            format!("A seed uses only letters A–Z and digits 0–9, not “{c}”.")
        }
    },
    problem_title: "This setup cannot be drawn",
    players_problem: |min, max| {
        format!("This game is for {min}–{max} players: pick a player count above.")
    },
    option_problem: |name| {
        format!("The link has a value this page cannot read ({name}). Start over to use the usual options.")
    },
    start_over: "Start over",
    share_heading: "Share this setup",
    share_hint:
        "Other phones at the table scan the code or open the link and see exactly this setup.",
    link_label: "Link to this setup",
    qr_label: "QR code of the link to this setup",
    score_this_game: "Score this game",
    checklist_heading: "Lay out",
    start_player: "Start player",
    on: "On",
    off: "Off",
};
