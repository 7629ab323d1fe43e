//! The text of the setup pages, one struct per page part, filled in per language.

use games::SeedError;

/// Shared by every game's setup page.
pub struct SetupText {
    pub players_label: &'static str,
    pub options_label: &'static str,
    pub seed_label: &'static str,
    pub seed_hint: &'static str,
    pub seed_apply: &'static str,
    pub new_setup: &'static str,
    /// Offline, "New setup" dealt one the phone drew ahead while online.
    pub drawn_ahead: &'static str,
    /// How many more it keeps for the table; `{n}` is the number.
    pub drawn_ahead_left: &'static str,
    /// It kept no more for the table.
    pub drawn_ahead_last: &'static str,
    /// The folded panel of players, options and another seed.
    pub options_summary: fn(u8) -> String,
    pub drawing: &'static str,
    pub seed_error: fn(&SeedError) -> String,
    pub problem_title: &'static str,
    pub players_problem: fn(u8, u8) -> String,
    /// A query parameter the page could not read, by its name.
    pub option_problem: fn(&str) -> String,
    pub start_over: &'static str,
    pub share_heading: &'static str,
    pub share_hint: &'static str,
    pub link_label: &'static str,
    pub qr_label: &'static str,
    pub score_this_game: &'static str,
    pub checklist_heading: &'static str,
    pub start_player: &'static str,
    pub on: &'static str,
    pub off: &'static str,
}

/// The text the islands (the parts hydrated in the browser) show: kept apart from
/// the pages' text so the wasm carries only this.
pub struct IslandText {
    /// A seat, counted from 1.
    pub seat: fn(u8) -> String,
    pub copy_link: &'static str,
    pub link_copied: &'static str,
    pub copy_by_hand: &'static str,
    pub score: ScoreText,
}

/// The scorepads' text.
pub struct ScoreText {
    /// The language of the words `games` keeps beside its rules (fields' labels).
    pub language: games::Language,
    /// A breakdown line with its figures.
    pub line: fn(&games::breakdown::Item) -> String,
    pub nobody: &'static str,
    pub players_heading: &'static str,
    pub player_name: fn(usize) -> String,
    pub add_player: &'static str,
    pub remove_player: fn(&str) -> String,
    pub move_up: fn(&str) -> String,
    pub move_down: fn(&str) -> String,
    pub less: fn(&str) -> String,
    pub more: fn(&str) -> String,
    pub table_heading: &'static str,
    pub results_heading: &'static str,
    pub points: fn(i64) -> String,
    pub winner: fn(&[String]) -> String,
    /// Those in first place of a game not over yet (a warning says why).
    pub leading: fn(&[String]) -> String,
    pub nobody_wins: &'static str,
    pub tie_break: &'static str,
    /// Between a label and what follows it: ": " in English, a full-width
    /// "：" in Chinese.
    pub then: &'static str,
    pub warnings: &'static str,
    pub why: &'static str,
    pub not_a_number: &'static str,
    pub not_a_list: &'static str,
    pub out_of_range: fn(i64, i64) -> String,
    /// A rule that refuses an impossible game, from the rules' figures.
    pub refusal: fn(&games::Refusal) -> String,
    /// How a tie (or the whole game) was settled.
    pub settled: fn(&games::Settled) -> String,
    /// Something allowed that looks wrong.
    pub warning: fn(&games::Warning) -> String,
    pub fix_first: &'static str,
    /// Closes a notice.
    pub dismiss: &'static str,
    /// Above the fields still empty that the results need.
    pub still_to_enter: &'static str,
    /// At a name that has reached the rules' length limit.
    pub name_limit: fn(usize) -> String,
    pub start_hint: &'static str,
    pub new_game: &'static str,
    pub new_game_confirm: &'static str,
    pub undo: &'static str,
    pub cleared: &'static str,
    /// Opened for another game while this phone holds one never saved: the
    /// question, and the button that starts the address's game.
    pub unsaved_other: &'static str,
    pub start_this_game: &'static str,
    pub replaced: fn(usize) -> String,
    pub share_results: &'static str,
    pub results_copied: &'static str,
    pub saved: &'static str,
    pub needs_script: &'static str,
}

impl ScoreText {
    /// A field's label, as its game names it.
    pub fn label(&self, field: &games::form::Field) -> &'static str {
        field.label.get(self.language)
    }

    /// The line under a field's label, where its game gives one.
    pub fn hint(&self, field: &games::form::Field) -> Option<&'static str> {
        field.hint.map(|hint| hint.get(self.language))
    }
}
