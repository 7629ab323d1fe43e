//! The text of the setup pages, one struct per page part, filled in per language.

use games::catan::Mode;
use games::citadels::{Edition, Procedure};
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

pub struct CardCityText {
    pub cards_heading: &'static str,
    pub card_column: &'static str,
    pub deck_column: &'static str,
    pub supply_column: &'static str,
    pub total_row: &'static str,
    pub deck_note: fn(u32) -> String,
    pub city_halls_back: fn(u32) -> String,
    /// What "New setup" changes here (only the start player).
    pub new_setup_note: &'static str,
    pub rounds: fn(u32, u32) -> String,
}

pub struct CityCouncilText {
    pub budget: &'static str,
    pub blue_workers: &'static str,
    pub white_workers: &'static str,
    pub plans_per_meeting: &'static str,
    pub favour_cards: &'static str,
    pub first_chair: &'static str,
    pub first_chair_note: &'static str,
    pub roles_heading: &'static str,
    pub roles: [&'static str; 5],
    pub budget_marker: fn(u32) -> String,
    pub labour_supply: fn(u32, u32) -> String,
    pub player_kit: &'static str,
    pub favour_deal: fn(u32, u32) -> String,
    pub goods_cube: fn(u32) -> String,
    pub starter_buildings: fn(u32) -> String,
    pub tokens: &'static str,
}

pub struct CitadelsText {
    pub edition_label: &'static str,
    pub edition_name: fn(Edition) -> &'static str,
    pub roster_label: &'static str,
    pub random_roster: &'static str,
    pub nine_option: &'static str,
    pub ten_with_three_option: &'static str,
    pub characters_heading: &'static str,
    pub rank: fn(u8) -> String,
    pub districts_heading: fn(usize) -> String,
    pub replaced: fn(Option<&str>, &str, u8) -> String,
    pub crown: &'static str,
    pub round_heading: fn(u32) -> String,
    pub next_round: &'static str,
    pub previous_round: &'static str,
    pub face_up_heading: &'static str,
    pub no_face_up: &'static str,
    pub face_down_heading: &'static str,
    pub hold_to_reveal: &'static str,
    pub hold_hint: &'static str,
    pub hold_needs_script: &'static str,
    pub steps: fn(Procedure, Edition, &[&str]) -> Vec<String>,
    pub each_player: fn(u32, u32) -> String,
    pub complete_at: fn(u32) -> String,
    pub characters_in_play: fn(usize) -> String,
}

pub struct CatanText {
    pub mode_label: &'static str,
    pub mode_name: fn(Mode) -> &'static str,
    pub mode_note: fn(Mode) -> &'static str,
    pub board_label: &'static str,
    pub robber: &'static str,
    pub first_player: &'static str,
    pub lock_hint: &'static str,
    pub lock_unavailable: &'static str,
    pub kept: fn(usize) -> String,
    pub unlock_all: &'static str,
    pub keep_hex: fn(&str, Option<u8>) -> String,
    pub release_hex: fn(&str, Option<u8>) -> String,
    pub rules_heading: &'static str,
    pub rule_name: fn(&str) -> &'static str,
    pub rule_off: &'static str,
    pub looser: &'static str,
    pub tighter: &'static str,
    pub report_heading: &'static str,
    pub pips_column: &'static str,
    pub fair_column: &'static str,
    pub max_intersection: &'static str,
    pub min_intersection: &'static str,
    pub largest_cluster: &'static str,
    pub rule_holds: &'static str,
    pub rule_broken: &'static str,
    pub rule_not_enforced: &'static str,
    pub too_tight: &'static str,
    /// A limit tighter than every layout can meet: the rule's name, the value asked
    /// for, the tightest that every layout meets.
    pub cap_too_tight: fn(&str, u8, u8) -> String,
    /// Beside a limit stepper at its tightest.
    pub tightest_hint: &'static str,
    pub harbors_heading: &'static str,
    /// A 3:1 harbor, which takes any resource.
    pub any_harbor: &'static str,
    pub spiral_start: fn(u8, bool) -> String,
    pub lay_terrain: fn(usize) -> String,
    pub lay_numbers: fn(usize) -> String,
    pub lay_harbors: fn(usize) -> String,
}

pub struct GentesText {
    pub training_heading: &'static str,
    pub cheapest: &'static str,
    pub draft_heading: &'static str,
    pub draft_note: fn(u32) -> String,
    pub draft_display: fn(u32) -> String,
    pub lock_option: &'static str,
    pub each_player: fn(u32, u32) -> String,
    pub hourglass: &'static str,
    pub locks: &'static str,
    pub lock_first_tax: &'static str,
    pub training_levels: fn(u32) -> String,
    pub board_side: fn(bool) -> &'static str,
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
    pub replaced: fn(usize) -> String,
    pub share_results: &'static str,
    pub results_copied: &'static str,
    pub saved: &'static str,
    pub needs_script: &'static str,
    pub city_grid: CityGridText,
    pub edition: fn(games::citadels::Edition) -> &'static str,
    pub citadels: CitadelsScoreText,
}

/// Citadels' city, picked from the deck list.
pub struct CitadelsScoreText {
    pub city: &'static str,
    /// Districts built, size towards completion, the size that completes a city.
    pub summary: fn(usize, i64, i64) -> String,
    pub empty: &'static str,
    /// The deck under a city: what a tap on a card does.
    pub deck: &'static str,
    /// The type filter's first choice, every type.
    pub all: &'static str,
    /// The deck's search field.
    pub find: &'static str,
    /// Nothing in the deck answers what was typed (given back, trimmed).
    pub no_match: fn(&str) -> String,
    /// After a district the list cannot offer, its own brackets included:
    /// every copy is built, or this city has it.
    pub none_left: &'static str,
    pub in_this_city: &'static str,
    pub district: fn(&games::citadels::data::District) -> &'static str,
    pub kind: fn(games::citadels::DistrictType) -> &'static str,
    pub remove: fn(&str) -> String,
    pub beautified: &'static str,
    pub counts_as: &'static str,
    pub best_type: &'static str,
    pub built_last_round: &'static str,
    pub cards_under: &'static str,
}

/// Card City's 5×5 grid editor.
pub struct CityGridText {
    pub heading: &'static str,
    pub hint: &'static str,
    /// A card as one short mark in a cell.
    pub card_mark: fn(games::card_city::Card) -> &'static str,
    /// A card's name in a cell's picker; `None` is the empty cell.
    pub kind: fn(Option<games::card_city::Card>) -> &'static str,
    /// "Row 2, column 3: Residential" (a cell's label; `None` is empty).
    pub cell: fn(usize, usize, Option<games::card_city::Card>) -> String,
    /// Residential district sizes, cards and empty cells, as read from the grid.
    pub summary: fn(&[i64], u32, u32) -> String,
    pub income: fn(i64) -> String,
    pub violation: fn(&games::card_city::Violation) -> String,
    pub broken: &'static str,
    pub clear: &'static str,
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
