//! What a game is to the rest of the house, as one trait that each game's
//! folder implements once: its facts, its setup, its scorepad and the kinds of
//! data its results hold. The registry (`registry.rs`) lists the games; the
//! wrappers every page and API uses (`GameId`, `SetupOptions`, `ScoreInput`,
//! `Item`…) are derived from that list, so a new game adds its folder and one
//! line there.

use crate::draw::{Effort, Unsettled};
use crate::form::Field;
use crate::pad_text::PadText;
use crate::path::FieldPath;
use crate::query::QueryError;
use crate::score::{InputError, Problems, ScoreSheet};
use crate::setup_query::OpeningRole;
use crate::words::{Say, Words};
use crate::Seed;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Debug;

/// One game's rules and the types they work on. Everything is a function of the
/// type (no `self`): a game is a set of rules, not a value.
pub trait Game {
    /// The id in URLs and the API (`card-city`): the `GameId` variant's name in kebab case.
    const SLUG: &'static str;
    /// The game's name, as in docs/rules.md.
    const NAME: Words;
    const MIN_PLAYERS: u8;
    const MAX_PLAYERS: u8;
    /// BoardGameGeek's id (`/boardgame/{id}`), looked up once.
    const BGG_ID: u32;
    /// BoardGameGeek's ids of the kinds of play (by [`Game::kind`]'s id) that
    /// it lists as entries of their own, the kind of [`Game::BGG_ID`] among
    /// them when a BoardGameGeek id names a kind (Citadels' editions); a play
    /// of any other kind, or of none, is [`Game::BGG_ID`]. Each kind listed is
    /// kept with a play ([`Game::KIND_IN_SCORE`]).
    const BGG_IDS_BY_KIND: &'static [(&'static str, u32)] = &[];
    /// The setup option (by its query name) that the score input holds as
    /// well, when it names the play's kind: the rules need it to score
    /// (Citadels' edition). A saved play keeps its kind there: in its score,
    /// or for a result recorded elsewhere (which keeps no input) in its setup
    /// record, under the same key.
    const KIND_IN_SCORE: Option<&'static str> = None;
    /// Whether the game is played with two six-sided dice whose rolls a play
    /// keeps (`crate::dice`).
    const KEEPS_DICE_ROLLS: bool = false;

    /// The choices a setup is drawn with (the player count among them).
    type SetupOptions: Clone + Debug + PartialEq + Eq;
    /// A drawn setup; the setup API's answer.
    type Setup: Clone + Debug + PartialEq + Eq + Serialize;
    /// The end-of-game figures the game's scoring reads; the score API's body.
    type ScoreInput: Clone + Debug + Serialize + DeserializeOwned;
    /// One player's figures in [`Self::ScoreInput`] (a live table reads its keys).
    type PlayerInput: DeserializeOwned;
    /// A line of a player's breakdown.
    type Item: Clone + Debug + PartialEq + Eq + Say;
    /// A rule of this game that refuses an impossible result.
    type Refusal: Clone + Debug + PartialEq + Eq + Say;
    /// A tie-break rule.
    type TieRule: Copy + Debug + PartialEq + Eq + Say;
    /// How a result was settled other than by ties (Catan's turn, a lost city).
    type Settled: Clone + Debug + PartialEq + Eq + Say;
    /// Something that looks wrong in a result without refusing it.
    type Warning: Clone + Debug + PartialEq + Eq + Say;

    // Setup.
    fn default_options(players: u8) -> Self::SetupOptions;
    fn players(options: &Self::SetupOptions) -> u8;
    /// The options for another player count (what no longer fits is reset).
    fn with_players(options: &Self::SetupOptions, players: u8) -> Self::SetupOptions;
    /// The most players these options allow (an edition may allow more).
    fn max_players(_options: &Self::SetupOptions) -> u8 {
        Self::MAX_PLAYERS
    }
    /// Reads the options a page's query gives; absent ones keep `options`'.
    fn read_query<'a>(
        _options: &mut Self::SetupOptions,
        _get: &impl Fn(&str) -> Option<&'a str>,
    ) -> Result<(), QueryError> {
        Ok(())
    }
    /// The options that differ from a new table's, as query pairs.
    fn write_query(_options: &Self::SetupOptions, _query: &mut Vec<(&'static str, String)>) {}
    /// The choice the statistics split the game's seats by (an edition, a
    /// board's mode), by its query id.
    fn kind(_options: &Self::SetupOptions) -> Option<&'static str> {
        None
    }
    /// The options as the setup they dealt is shown (nothing left to reveal).
    fn as_dealt(options: &Self::SetupOptions) -> Self::SetupOptions {
        options.clone()
    }
    /// The options for the next game at the same table.
    fn for_new_setup(options: &Self::SetupOptions) -> Self::SetupOptions {
        options.clone()
    }
    fn setup(options: &Self::SetupOptions, seed: &Seed) -> Result<Self::Setup, InputError>;
    /// A setup drawn with a bound on its search; only a searching game can stop
    /// [`Unsettled`].
    fn setup_with(
        options: &Self::SetupOptions,
        seed: &Seed,
        _effort: Effort,
    ) -> Result<Result<Self::Setup, InputError>, Unsettled> {
        Ok(Self::setup(options, seed))
    }
    /// Whether drawing may search long enough to be done off the request.
    fn may_search_long(_options: &Self::SetupOptions) -> bool {
        false
    }
    /// The seat that opens the game, and in what role.
    fn opening_seat(setup: &Self::Setup) -> (OpeningRole, u8);

    // Scorepad.
    /// Every field of the score input, in the order a player reads them off the
    /// table, with the limits for this many players.
    fn fields(players: usize) -> Vec<Field>;
    /// The input from a scorepad's text, or every field that is not a number.
    fn read_pad(
        pad: &PadText,
        default_name: &dyn Fn(usize) -> String,
    ) -> Result<Self::ScoreInput, Vec<InputError>>;
    /// The input as a scorepad's text, as a player would have typed it.
    fn write_pad(input: &Self::ScoreInput) -> PadText;
    /// A pad's fields as an older version kept them, in today's keys.
    fn upgrade_kept_fields<'a>(
        _seats: impl IntoIterator<Item = &'a mut BTreeMap<String, String>>,
        _table: &mut BTreeMap<String, String>,
    ) {
    }
    /// A field of a kind this game keeps in a format of its own (a city, a
    /// grid), as a live table's JSON; `None` for any other kind, or empty.
    #[cfg(feature = "live")]
    fn own_format_json(_kind: crate::form::Kind, _typed: &str) -> Option<serde_json::Value> {
        None
    }
    /// The same field from a live table's JSON back to the pad's text.
    #[cfg(feature = "live")]
    fn own_format_text(_kind: crate::form::Kind, _value: &serde_json::Value) -> Option<String> {
        None
    }
    /// Whether a field of a kind this game keeps in a format of its own holds
    /// something (a grid with a card), so the fields it replaces step aside.
    fn own_format_filled(_kind: crate::form::Kind, _typed: &str) -> bool {
        false
    }
    /// The number the rules give a table field left empty (Citadels: a
    /// complete city's size for this edition and table), for a pad to show.
    fn rules_table_value(
        _key: &str,
        _table: &BTreeMap<String, String>,
        _seats: usize,
    ) -> Option<i64> {
        None
    }
    /// The final scores by the game's rules, or every problem with the input.
    fn score(input: &Self::ScoreInput) -> Result<ScoreSheet, Problems>;
    /// Whether a play keeps the game round by round (`crate::rounds`).
    const KEEPS_ROUNDS: bool = false;
    /// Checks a play's rounds against its input and fills what they decide
    /// (`crate::rounds`); a game not kept round by round keeps none.
    fn apply_rounds(
        _input: &mut Self::ScoreInput,
        rounds: &[crate::rounds::Round],
    ) -> Result<(), crate::rounds::RoundRefusal> {
        match rounds {
            [] => Ok(()),
            _ => Err(crate::rounds::RoundRefusal::NotKept),
        }
    }

    // What a setup hands its scorepad.
    /// The edition these options play, as its scorepad's `Kind::Edition`
    /// field names it (Citadels: classic or 2016); `None` for a game with one.
    fn edition(_options: &Self::SetupOptions) -> Option<&'static str> {
        None
    }
    /// The scorepad's table keys that a drawn setup decides, which a
    /// scorepad's address carries after its seed (Citadels: the districts in
    /// play, a city's size other than the rulebook's).
    const PAD_KEYS_OF_SETUP: &'static [&'static str] = &[];
    /// Their values for a table with these options that drew this setup.
    fn pad_table_of_setup(
        _options: &Self::SetupOptions,
        _setup: &Self::Setup,
    ) -> Vec<(&'static str, String)> {
        Vec::new()
    }
    /// One of those values as an address typed it (trimmed, not empty), as the
    /// pad keeps it; `None` leaves the pad's own.
    fn pad_address_value(_key: &str, typed: &str) -> Option<String> {
        Some(typed.to_owned())
    }

    // The data its results hold.
    /// Stable id of a kind of breakdown line, for the API.
    fn item_key(item: &Self::Item) -> &'static str;
    /// A second field a refusal concerns, for a page to mark as well.
    fn refusal_other_field(_refusal: &Self::Refusal) -> Option<&FieldPath> {
        None
    }
    /// Whether a settled result broke a tie (else it only explains one).
    fn settled_breaks_a_tie(_settled: &Self::Settled) -> bool {
        true
    }
    /// Whether a warning says the game is not over yet.
    fn warning_says_not_over(_warning: &Self::Warning) -> bool {
        false
    }
    /// The hexes of the board a table of `players` plays on (a game played
    /// on no board of hexes: none).
    fn board_hexes(_players: u8) -> usize {
        0
    }
    /// Whether a warning names a count left blank that could change a rank
    /// or the winner (a pad asks before saving it as it stands).
    fn warning_names_a_blank(_warning: &Self::Warning) -> bool {
        false
    }
}
