//! Gentes 氏族 (Stefan Risthaus; Spielworxx 2017), 2–4 players.

use crate::form::Field;
use crate::pad_text::PadText;
use crate::path::FieldPath;
use crate::query::QueryError;
use crate::setup_query::OpeningRole;
use crate::words::Words;
use crate::{Game, InputError, Problems, ScoreSheet, Seed};
use std::collections::BTreeMap;

mod breakdown;
pub mod pad;
pub mod query;
mod refusal;
mod reminder;
pub(crate) mod score;
mod setup;
mod verdict;

pub use breakdown::Item;
pub use refusal::Refusal;
pub use reminder::Reminder;
pub use score::{score, score_or_every_problem, BonusTile, PlayerInput, ScoreInput};
pub use setup::{setup, Setup, SetupOptions, Worker};
pub use verdict::TieRule;

crate::words::none_of_its_own!(Settled, Warning);

/// Gentes' rules, as the house uses them.
pub struct Gentes;

impl Game for Gentes {
    const SLUG: &'static str = "gentes";
    const NAME: Words = Words::new("Gentes", "氏族");
    const MIN_PLAYERS: u8 = 2;
    const MAX_PLAYERS: u8 = 4;
    /// The 2017 game; the Deluxified edition has no id of its own found.
    const BGG_ID: u32 = 217780;

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
            lock_first_tax: false,
        }
    }
    fn players(options: &SetupOptions) -> u8 {
        options.players
    }
    fn with_players(options: &SetupOptions, players: u8) -> SetupOptions {
        SetupOptions {
            players,
            ..*options
        }
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
    fn upgrade_kept_fields<'a>(
        seats: impl IntoIterator<Item = &'a mut BTreeMap<String, String>>,
        _table: &mut BTreeMap<String, String>,
    ) {
        seats.into_iter().for_each(pad::upgrade_seat)
    }
    fn score(input: &ScoreInput) -> Result<ScoreSheet, Problems> {
        score_or_every_problem(input)
    }
    fn item_key(item: &Item) -> &'static str {
        item.key()
    }
    fn refusal_other_field(refusal: &Refusal) -> Option<&FieldPath> {
        refusal.other_field()
    }
}
