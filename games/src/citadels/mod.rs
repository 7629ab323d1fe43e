//! Citadels 富饒之城 (Bruno Faidutti): the classic (2000) and 2016 editions.

use crate::form::Field;
use crate::pad_text::PadText;
use crate::query::QueryError;
use crate::scorepad::IN_PLAY;
use crate::setup_query::OpeningRole;
use crate::words::Words;
use crate::{Game, InputError, Problems, ScoreSheet, Seed};
use std::collections::BTreeMap;

mod breakdown;
pub mod caller;
mod caller_words;
pub mod data;
pub mod pad;
pub mod query;
mod refusal;
pub mod rounds;
pub(crate) mod score;
mod setup;
mod verdict;

pub use breakdown::{haunted_district, Effect, Item};
pub use caller_words::{crown_calls, crown_passed};
pub use data::{DistrictType, Edition};
pub use refusal::Refusal;
pub use score::{
    can_build, city_size, score, score_or_every_problem, why_not_buildable, BuiltDistrict,
    ClassicTieBreak, PlayerInput, ScoreInput, Unbuildable,
};
pub use setup::{complete_at, setup, steps, Procedure, Replacement, Setup, SetupOptions};
pub use verdict::{TieRule, Warning};

crate::words::none_of_its_own!(Settled);

/// Citadels' rules (both editions), as the house uses them.
pub struct Citadels;

impl Game for Citadels {
    const SLUG: &'static str = "citadels";
    const NAME: Words = Words::new("Citadels", "富饒之城");
    /// Classic plays 2–7; the 2016 edition's ninth character allows 8.
    const MIN_PLAYERS: u8 = 2;
    const MAX_PLAYERS: u8 = 8;
    /// The classic edition's; the 2016 edition has its own (`BGG_IDS_BY_KIND`).
    const BGG_ID: u32 = 478;
    /// The editions are two entries of BoardGameGeek's.
    const BGG_IDS_BY_KIND: &'static [(&'static str, u32)] = &[
        (Edition::Classic.id(), Edition::Classic.bgg_id()),
        (Edition::Y2016.id(), Edition::Y2016.bgg_id()),
    ];
    /// The score input names the edition it is scored by.
    const KIND_IN_SCORE: Option<&'static str> = Some(query::EDITION);

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
        SetupOptions::new(players, Edition::default())
    }
    fn players(options: &SetupOptions) -> u8 {
        options.players
    }
    fn with_players(options: &SetupOptions, players: u8) -> SetupOptions {
        SetupOptions {
            players,
            ..options.clone()
        }
    }
    fn max_players(options: &SetupOptions) -> u8 {
        options.edition.max_players()
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
        Some(options.edition.id())
    }
    /// A dealt setup is shown face down: its reveal is the asker's alone.
    fn as_dealt(options: &SetupOptions) -> SetupOptions {
        SetupOptions {
            reveal: false,
            ..options.clone()
        }
    }
    /// The next game starts again at round 1, face down.
    fn for_new_setup(options: &SetupOptions) -> SetupOptions {
        let fresh = SetupOptions::new(options.players, options.edition);
        SetupOptions {
            round: fresh.round,
            reveal: fresh.reveal,
            ..options.clone()
        }
    }
    fn setup(options: &SetupOptions, seed: &Seed) -> Result<Setup, InputError> {
        setup(options, seed)
    }
    fn opening_seat(setup: &Setup) -> (OpeningRole, u8) {
        (OpeningRole::Crown, setup.crown)
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
        _seats: impl IntoIterator<Item = &'a mut BTreeMap<String, String>>,
        table: &mut BTreeMap<String, String>,
    ) {
        pad::upgrade_table(table)
    }
    #[cfg(feature = "live")]
    fn own_format_json(kind: crate::form::Kind, typed: &str) -> Option<serde_json::Value> {
        (kind == crate::form::Kind::Districts)
            .then(|| pad::city_json(typed))
            .flatten()
    }
    #[cfg(feature = "live")]
    fn own_format_text(kind: crate::form::Kind, value: &serde_json::Value) -> Option<String> {
        (kind == crate::form::Kind::Districts)
            .then(|| pad::city_of_json(value))
            .flatten()
    }
    fn edition(options: &SetupOptions) -> Option<&'static str> {
        Some(options.edition.id())
    }
    const PAD_KEYS_OF_SETUP: &'static [&'static str] = &[IN_PLAY, pad::COMPLETE_AT_KEY];
    fn pad_table_of_setup(options: &SetupOptions, setup: &Setup) -> Vec<(&'static str, String)> {
        let mut table = Vec::new();
        // The unique districts and the characters in play: what the pad
        // offers (districts) and asks (the Artist's +1) follows them.
        if let Some(districts) = &setup.unique_districts {
            let names: Vec<&str> = districts.iter().chain(&setup.characters).copied().collect();
            table.push((IN_PLAY, names.join(",")));
        }
        let rulebook = complete_at(setup.edition, options.players, false);
        if setup.complete_at != rulebook {
            if let Ok(at) = u8::try_from(setup.complete_at) {
                table.push((pad::COMPLETE_AT_KEY, at.to_string()));
            }
        }
        table
    }
    fn pad_address_value(key: &str, typed: &str) -> Option<String> {
        match key {
            pad::COMPLETE_AT_KEY => typed.parse::<u8>().ok().map(|at| at.to_string()),
            _ => Some(typed.to_owned()),
        }
    }
    fn rules_table_value(key: &str, table: &BTreeMap<String, String>, seats: usize) -> Option<i64> {
        (key == pad::COMPLETE_AT_KEY).then(|| pad::rulebook_complete_at(table, seats))
    }
    fn score(input: &ScoreInput) -> Result<ScoreSheet, Problems> {
        score_or_every_problem(input)
    }
    /// The characters, the murder, the robbery and the crown of each round.
    const KEEPS_ROUNDS: bool = true;
    fn apply_rounds(
        input: &mut ScoreInput,
        rounds: &[rounds::Round],
    ) -> Result<(), rounds::RoundRefusal> {
        rounds::apply_rounds(input, rounds)
    }
    fn item_key(item: &Item) -> &'static str {
        item.key()
    }
    /// A blank count a district scores by, or a 2016 tie without the ranks
    /// that break it.
    fn warning_names_a_blank(warning: &Warning) -> bool {
        matches!(warning, Warning::BlankCount { .. } | Warning::RankNeeded)
    }
}

#[cfg(test)]
mod tests {
    use crate::GameId;

    #[test]
    fn the_2016_edition_has_its_own_boardgamegeek_id() {
        let citadels = GameId::Citadels;
        assert_eq!(citadels.bgg_id(Some("2016")), 205398);
        assert_eq!(GameId::from_bgg_id(205398), Some((citadels, Some("2016"))));
    }

    #[test]
    fn the_classic_edition_is_the_games_own_boardgamegeek_entry() {
        let citadels = GameId::Citadels;
        assert_eq!(citadels.info().bgg_id, 478);
        assert_eq!(citadels.bgg_id(Some("classic")), 478);
        // A play whose edition is not known is listed as the game.
        assert_eq!(citadels.bgg_id(None), 478);
        assert_eq!(GameId::from_bgg_id(478), Some((citadels, Some("classic"))));
    }

    #[cfg(feature = "live")]
    #[test]
    fn a_play_is_of_the_edition_its_score_names_else_its_setups() {
        use serde_json::json;
        let kind = |score: serde_json::Value, setup: Option<serde_json::Value>| {
            GameId::Citadels.kind_of_play(&score, setup.as_ref())
        };
        let scored = json!({"edition": "2016", "players": []});
        assert_eq!(kind(scored.clone(), None), Some("2016"));
        // The score is what was counted: it wins over the setup.
        let classic_setup = json!({"seed": "NIGHT7", "edition": "classic"});
        assert_eq!(kind(scored, Some(classic_setup.clone())), Some("2016"));
        // A result recorded elsewhere keeps no input: its setup says.
        let recorded = json!({"recorded": {"players": []}});
        assert_eq!(kind(recorded.clone(), Some(classic_setup)), Some("classic"));
        assert_eq!(
            kind(recorded.clone(), Some(json!({"edition": " 2016 "}))),
            Some("2016")
        );
        // No edition, or one that is no edition.
        assert_eq!(kind(recorded.clone(), None), None);
        assert_eq!(kind(recorded, Some(json!({"seed": "NIGHT7"}))), None);
        assert_eq!(kind(json!({"edition": "1999"}), None), None);
        // A score that names its edition as nothing is not read past.
        assert_eq!(
            kind(json!({"edition": null}), Some(json!({"edition": "2016"}))),
            None
        );
    }
}
