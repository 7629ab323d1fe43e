use super::Strings;

pub const STRINGS: Strings = Strings {
    language: games::Language::English,
    language_name: "English",
    language_switch_label: "Language",
    skip_to_content: "Skip to content",
    tagline: "Setups and scorepads for the game on your table",
    home_heading: "What are we playing?",
    home_intro: "Pick a game: Tableside deals a fair random setup before you play and adds up the scores, tie-breaks included, when you finish.",
    games_list_label: "Games",
    players_range: |min, max| {
        if min == max {
            format!("{min} players")
        } else {
            format!("{min}–{max} players")
        }
    },
    setup: "Setup",
    scorepad: "Scorepad",
    setup_title: |game| format!("{game} setup"),
    score_title: |game| format!("{game} scorepad"),
    played_on: "Played on the setup",
    all_games: "All games",
    not_found_title: "Page not found",
    not_found_body: "There is nothing at this address. It may be mistyped, or the link is from an older version.",
    offline_title: "You are offline",
    offline_body: "This page has not been opened on this phone yet, so there is no copy of it here. Every game's setup (any player count, options or shared seed) and every scorepad still work without the connection.",
    footer_note: "Tableside — made for the table, works on any phone.",
    theme_label: "Theme",
    theme_name: |theme| match theme {
        crate::theme::Theme::System => "System",
        crate::theme::Theme::Light => "Light",
        crate::theme::Theme::Dark => "Dark",
    },
    setup_page: super::en_setup::SETUP,
    groups: super::group_text::EN,
    manage: super::manage_text::EN,
    person: super::person_text::EN,
    bgstats: super::bg_stats_text::EN,
    live: super::live_text::EN,
};
