//! Catan 卡坦島: the base game (3–4 players) and the 5–6 player extension.

use crate::draw::{Effort, Unsettled};
use crate::form::Field;
use crate::pad_text::PadText;
use crate::query::QueryError;
use crate::setup_query::OpeningRole;
use crate::words::Words;
use crate::{Game, InputError, Problems, ScoreSheet, Seed};

pub mod board;
mod breakdown;
mod constraints;
mod generate;
pub mod pad;
pub mod pieces;
pub mod query;
mod refusal;
mod reminder;
pub(crate) mod score;
mod setup;
mod spiral;
mod verdict;

pub use board::{Board, BoardSize, Hex};
pub use breakdown::Item;
pub use constraints::{Cap, Constraints, Report, CAPS};
pub use pieces::{pips, Resource, Terrain};
pub use refusal::{HeldCard, Refusal};
pub use reminder::Reminder;
pub use score::{
    knights_in_deck, score, score_or_every_problem, PlayerInput, ScoreInput, LARGEST_ARMY_MIN,
    LONGEST_ROAD_MIN, MAX_ROAD, STARTING_BUILDINGS, WINNING_POINTS,
};
pub use setup::{setup, setup_with, Harbor, KeptHex, Mode, PlacedHex, Setup, SetupOptions};
pub use spiral::spiral_order;
pub use verdict::{Settled, Warning};

crate::words::none_of_its_own!(TieRule);

/// Catan's rules (3–4 and 5–6), as the house uses them.
pub struct Catan;

impl Game for Catan {
    const SLUG: &'static str = "catan";
    const NAME: Words = Words::new("Catan", "卡坦島");
    /// 3–4 with the base game, 5–6 with the extension.
    const MIN_PLAYERS: u8 = 3;
    const MAX_PLAYERS: u8 = 6;
    const BGG_ID: u32 = 13;
    /// The dice decide what each turn produces (the panel counts them).
    const KEEPS_DICE_ROLLS: bool = true;

    type SetupOptions = SetupOptions;
    type Setup = Setup;
    type ScoreInput = ScoreInput;
    type PlayerInput = PlayerInput;
    type Item = Item;
    type Refusal = Refusal;
    type TieRule = TieRule;
    type Settled = Settled;
    type Warning = Warning;

    fn default_options(players: u8) -> SetupOptions {
        SetupOptions {
            players,
            mode: Mode::default(),
            constraints: Constraints::BALANCED,
            keep: Vec::new(),
        }
    }
    fn players(options: &SetupOptions) -> u8 {
        options.players
    }
    /// Kept hexes belong to a board size, and the beginner map to 3–4 players.
    fn with_players(options: &SetupOptions, players: u8) -> SetupOptions {
        let mut options = options.clone();
        if BoardSize::for_players(options.players) != BoardSize::for_players(players) {
            options.keep.clear();
        }
        if !options.mode.available_for(players) {
            options.mode = Mode::default();
        }
        options.players = players;
        options
    }
    fn read_query<'a>(
        options: &mut SetupOptions,
        get: &impl Fn(&str) -> Option<&'a str>,
    ) -> Result<(), QueryError> {
        query::read(options, get)
    }
    fn write_query(options: &SetupOptions, pairs: &mut Vec<(&'static str, String)>) {
        query::write(options, pairs)
    }
    fn kind(options: &SetupOptions) -> Option<&'static str> {
        Some(query::mode_id(options.mode))
    }
    fn setup(options: &SetupOptions, seed: &Seed) -> Result<Setup, InputError> {
        setup(options, seed)
    }
    fn setup_with(
        options: &SetupOptions,
        seed: &Seed,
        effort: Effort,
    ) -> Result<Result<Setup, InputError>, Unsettled> {
        setup_with(options, seed, effort)
    }
    fn may_search_long(options: &SetupOptions) -> bool {
        options.may_search_long()
    }
    fn opening_seat(setup: &Setup) -> (OpeningRole, u8) {
        (OpeningRole::FirstPlayer, setup.first_player)
    }
    fn fields(players: usize) -> Vec<Field> {
        score::fields(players)
    }
    fn read_pad(
        text: &PadText,
        default_name: &dyn Fn(usize) -> String,
    ) -> Result<ScoreInput, Vec<InputError>> {
        pad::read(text, default_name)
    }
    fn write_pad(input: &ScoreInput) -> PadText {
        pad::write(input)
    }
    fn score(input: &ScoreInput) -> Result<ScoreSheet, Problems> {
        score_or_every_problem(input)
    }
    fn item_key(item: &Item) -> &'static str {
        item.key()
    }
    fn warning_says_not_over(warning: &Warning) -> bool {
        warning.says_not_over()
    }
    /// The base board's 19 hexes, or the extension's 30 for 5–6.
    fn board_hexes(players: u8) -> usize {
        board::BoardSize::for_players(players).hex_count()
    }
}

#[cfg(test)]
mod tests;
