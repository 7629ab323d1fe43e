//! City Council 市議會 (Golden Egg Games, 2013), 2–5 players.

use crate::form::Field;
use crate::pad_text::PadText;
use crate::setup_query::OpeningRole;
use crate::words::Words;
use crate::{Game, InputError, Problems, ScoreSheet, Seed};

mod breakdown;
pub mod pad;
pub(crate) mod score;
mod setup;
mod verdict;

pub use breakdown::Item;
pub use score::{score, score_or_every_problem, PlayerInput, ScoreInput, WINNING_POINTS};
pub use setup::{setup, Setup, SetupOptions, ROLES};
pub use verdict::{Settled, TieRule, Warning};

crate::words::none_of_its_own!(Refusal);

/// City Council's rules, as the house uses them.
pub struct CityCouncil;

impl Game for CityCouncil {
    const SLUG: &'static str = "city-council";
    const NAME: Words = Words::new("City Council", "市議會");
    const MIN_PLAYERS: u8 = 2;
    const MAX_PLAYERS: u8 = 5;
    const BGG_ID: u32 = 144632;

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
        SetupOptions { players }
    }
    fn players(options: &SetupOptions) -> u8 {
        options.players
    }
    fn with_players(_: &SetupOptions, players: u8) -> SetupOptions {
        SetupOptions { players }
    }
    fn setup(options: &SetupOptions, seed: &Seed) -> Result<Setup, InputError> {
        setup(options, seed)
    }
    fn opening_seat(setup: &Setup) -> (OpeningRole, u8) {
        (OpeningRole::FirstChair, setup.first_chair)
    }
    fn fields(_players: usize) -> Vec<Field> {
        score::FIELDS.to_vec()
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
    fn settled_breaks_a_tie(settled: &Settled) -> bool {
        settled.breaks_a_tie()
    }
    fn warning_says_not_over(warning: &Warning) -> bool {
        warning.says_not_over()
    }
}
