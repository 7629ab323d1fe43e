//! Card City 小卡之城 (Alban Viard, 2012), 1–4 players.

use crate::form::Field;
use crate::pad_text::PadText;
use crate::setup_query::OpeningRole;
use crate::words::Words;
use crate::{Game, InputError, Problems, ScoreSheet, Seed};

mod breakdown;
mod cards;
pub mod grid;
pub mod pad;
mod refusal;
mod reminder;
pub(crate) mod score;
mod setup;
mod verdict;

pub use breakdown::Item;
pub use cards::{Card, CardCounts};
pub use grid::{analyse, CityAnalysis, District, GridError, Violation};
pub use refusal::Refusal;
pub use reminder::Reminder;
pub use score::{score, score_or_every_problem, PlayerInput, ScoreInput};
pub use setup::{setup, Setup, SetupOptions};
pub use verdict::{TieRule, Warning};

crate::words::none_of_its_own!(Settled);

/// Card City's rules, as the house uses them.
pub struct CardCity;

impl Game for CardCity {
    const SLUG: &'static str = "card-city";
    const NAME: Words = Words::new("Card City", "小卡之城");
    const MIN_PLAYERS: u8 = 1;
    const MAX_PLAYERS: u8 = 4;
    const BGG_ID: u32 = 129710;

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
        (OpeningRole::StartPlayer, setup.start_player)
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
    #[cfg(feature = "live")]
    fn own_format_json(kind: crate::form::Kind, typed: &str) -> Option<serde_json::Value> {
        (kind == crate::form::Kind::Grid)
            .then(|| pad::grid_json(typed))
            .flatten()
    }
    #[cfg(feature = "live")]
    fn own_format_text(kind: crate::form::Kind, value: &serde_json::Value) -> Option<String> {
        (kind == crate::form::Kind::Grid)
            .then(|| pad::grid_of_json(value))
            .flatten()
    }
    fn own_format_filled(kind: crate::form::Kind, typed: &str) -> bool {
        kind == crate::form::Kind::Grid && pad::grid_rows(typed).is_some()
    }
    fn score(input: &ScoreInput) -> Result<ScoreSheet, Problems> {
        score_or_every_problem(input)
    }
    fn item_key(item: &Item) -> &'static str {
        item.key()
    }
}
