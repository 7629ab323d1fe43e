//! Any game's score input, read once its game is known: what the score API, a
//! saved play and a live table carry.

use crate::for_every_game;
use crate::form::Field;
#[cfg(feature = "live")]
use crate::form::Kind;
use crate::pad_text::PadText;
use crate::path::FieldPath;
use crate::score::Problems;
use crate::{Game, GameId, InputError, ScoreSheet};
use serde::de::DeserializeSeed;
use serde::{Deserialize, Deserializer, Serialize};
use std::collections::BTreeMap;

macro_rules! score_inputs {
    ($($game:ident $module:ident,)*) => {
        /// One game's end-of-game figures, as its `score` function takes them. It is
        /// written as the score API's request body (`serde_json::to_value`): the
        /// game's input alone, no tag, since the game is carried beside it.
        #[derive(Debug, Clone, Serialize)]
        #[serde(untagged)]
        pub enum ScoreInput {
            $($game(<crate::$module::$game as Game>::ScoreInput),)*
        }

        impl ScoreInput {
            /// Reads `game`'s input from any serde format (the request's field names).
            pub fn read<'de, D: Deserializer<'de>>(
                game: GameId,
                from: D,
            ) -> Result<ScoreInput, D::Error> {
                Ok(match game {
                    $(GameId::$game => ScoreInput::$game(Deserialize::deserialize(from)?),)*
                })
            }

            pub fn game(&self) -> GameId {
                match self {
                    $(ScoreInput::$game(_) => GameId::$game,)*
                }
            }

            /// Every field of `game`'s score input, in the order a player reads them
            /// off the table, with the limits for this many players.
            pub fn fields(game: GameId, players: usize) -> Vec<Field> {
                match game {
                    $(GameId::$game => crate::$module::$game::fields(players),)*
                }
            }

            /// A field its game keeps in a format of its own (a Citadels city, a Card
            /// City grid) as a live table keeps it: the score API's JSON; `None` when
            /// empty, or for a field of another kind.
            #[cfg(feature = "live")]
            pub(crate) fn own_format_json(kind: Kind, typed: &str) -> Option<serde_json::Value> {
                None$(.or_else(|| crate::$module::$game::own_format_json(kind, typed)))*
            }

            /// The same field from a live table's JSON back to the pad's text; `None`
            /// when the JSON is not one (the table kept what was typed).
            #[cfg(feature = "live")]
            pub(crate) fn own_format_text(kind: Kind, value: &serde_json::Value) -> Option<String> {
                None$(.or_else(|| crate::$module::$game::own_format_text(kind, value)))*
            }

            /// `game`'s input from a scorepad's text (each game's `pad::read`), or every
            /// field that is not a number, at once.
            pub fn read_pad(
                game: GameId,
                pad: &PadText,
                default_name: &dyn Fn(usize) -> String,
            ) -> Result<ScoreInput, Vec<InputError>> {
                Ok(match game {
                    $(GameId::$game => ScoreInput::$game(crate::$module::$game::read_pad(pad, default_name)?),)*
                })
            }

            /// The input as a scorepad's text, as a player would have typed it (each
            /// game's `pad::write`).
            pub fn pad_text(&self) -> PadText {
                match self {
                    $(ScoreInput::$game(input) => crate::$module::$game::write_pad(input),)*
                }
            }

            /// A pad's fields as kept by an older version (each seat's, the table's),
            /// in today's keys: each game knows what it once kept otherwise.
            pub fn upgrade_kept_fields<'a>(
                game: GameId,
                seats: impl IntoIterator<Item = &'a mut BTreeMap<String, String>>,
                table: &mut BTreeMap<String, String>,
            ) {
                match game {
                    $(GameId::$game => crate::$module::$game::upgrade_kept_fields(seats, table),)*
                }
            }

            /// Checks a play's rounds against this input and fills what they
            /// decide (each game's `apply_rounds`; none for a game not kept
            /// round by round).
            pub fn apply_rounds(
                &mut self,
                rounds: &[crate::rounds::Round],
            ) -> Result<(), crate::rounds::RoundRefusal> {
                match self {
                    $(ScoreInput::$game(input) => crate::$module::$game::apply_rounds(input, rounds),)*
                }
            }

            /// The final scores by the game's rules, or every problem with the input
            /// at once (what a scorepad marks).
            pub fn score_or_every_problem(&self) -> Result<ScoreSheet, Problems> {
                crate::counting::game_scored();
                match self {
                    $(ScoreInput::$game(input) => crate::$module::$game::score(input),)*
                }
            }
        }
    };
}
for_every_game!(score_inputs);

impl ScoreInput {
    /// A reader for `game`'s input, for readers that track where a field went
    /// wrong (a `DeserializeSeed`).
    pub fn reader(game: GameId) -> ReadScoreInput {
        ReadScoreInput(game)
    }

    /// The seat and field on a pad of `seats` seats that a rules error's path
    /// points at: the path's own, as the pad's keys are the input's
    /// (`players[1].coins`: seat 1, `coins`; a name: `name`).
    pub fn place_on_pad(seats: usize, path: &FieldPath) -> Option<(usize, String)> {
        let seat = path.player.filter(|&seat| seat < seats)?;
        let key = match path.key.as_str() {
            "" => "name",
            key => key,
        };
        Some((seat, key.to_owned()))
    }

    /// The final scores by the game's rules, or the first problem with the
    /// input (what the score API answers).
    pub fn score(&self) -> Result<ScoreSheet, InputError> {
        self.score_or_every_problem().map_err(Problems::into_first)
    }
}

/// Reads the score input of the game it holds.
#[derive(Debug, Clone, Copy)]
pub struct ReadScoreInput(GameId);

impl<'de> DeserializeSeed<'de> for ReadScoreInput {
    type Value = ScoreInput;

    fn deserialize<D: Deserializer<'de>>(self, from: D) -> Result<ScoreInput, D::Error> {
        ScoreInput::read(self.0, from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_reads_its_own_fields_and_scores_them() {
        let body = r#"{"players": [
            {"name": "Ann", "settlements": 2, "cities": 2, "longest_road": true},
            {"name": "Bo", "settlements": 3, "cities": 1},
            {"name": "Cy", "settlements": 2}]}"#;
        let input =
            ScoreInput::read(GameId::Catan, &mut serde_json::Deserializer::from_str(body)).unwrap();
        assert_eq!(input.game(), GameId::Catan);
        let sheet = input.score().unwrap();
        assert_eq!(sheet.winners, ["Ann"]);
        assert_eq!(sheet.players[0].total, 8);
        // Catan's fields are not City Council's.
        let wrong = ScoreInput::read(
            GameId::CityCouncil,
            &mut serde_json::Deserializer::from_str(body),
        );
        assert!(wrong.is_err());
    }

    #[test]
    fn an_input_written_out_reads_back_to_the_same_scores() {
        let bodies = [
            (
                GameId::CardCity,
                r#"{"players": [
                {"name": "Ann", "coins": 3, "residential_districts": [3, 1], "cards_in_city": 20},
                {"name": "Bo", "coins": 1, "grid": ["RRCHI", ".....", ".....", ".....", "....."]}]}"#,
            ),
            (
                GameId::CityCouncil,
                r#"{"players": [
                {"name": "Ann", "points": 30, "favour_cards_in_hand": 2, "secret_funds": 7},
                {"name": "Bo", "points": 28, "favour_cards_in_hand": 0, "secret_funds": 3}], "city_lost": false}"#,
            ),
            (
                GameId::Citadels,
                r#"{"edition": "2016", "complete_at": 7, "players": [
                {"name": "Ann", "gold": 2, "crown": true, "first_complete": true, "districts": [
                    {"name": "Temple"}, {"name": "Market"}, {"name": "Watchtower"},
                    {"name": "Manor"}, {"name": "Tavern"}, {"name": "Harbor"}, {"name": "Prison"}]},
                {"name": "Bo", "cards_in_hand": 3, "highest_rank_last_round": 6,
                 "districts": [{"name": "Castle", "beautified": true}]}]}"#,
            ),
            (
                GameId::Catan,
                r#"{"ended_by": 0, "players": [
                {"name": "Ann", "settlements": 2, "cities": 4, "longest_road": true, "road_length": 6},
                {"name": "Bo", "settlements": 3, "cities": 1, "knights": 2},
                {"name": "Cy", "settlements": 2, "vp_cards": 1}]}"#,
            ),
            (
                GameId::Gentes,
                r#"{"players": [
                {"name": "Ann", "track": 40, "playable_hand": [5, 3], "cubes": 4, "coins": 12,
                 "cards_played": 8, "eight_point_tiles": ["eighth_card"]},
                {"name": "Bo", "track": 31, "unplayable_hand": [3], "hourglass_penalty": 2}]}"#,
            ),
        ];
        for (game, body) in bodies {
            let read = |text: &str| {
                ScoreInput::read(game, &mut serde_json::Deserializer::from_str(text))
                    .unwrap_or_else(|e| panic!("{game:?}: {e}"))
            };
            let input = read(body);
            let written = serde_json::to_string(&input).unwrap();
            let again = read(&written);
            let (first, second) = (input.score().unwrap(), again.score().unwrap());
            let totals = |sheet: &ScoreSheet| -> Vec<(String, i64)> {
                sheet
                    .players
                    .iter()
                    .map(|p| (p.name.clone(), p.total))
                    .collect()
            };
            assert_eq!(totals(&first), totals(&second), "{game:?}: {written}");
            assert_eq!(first.winners, second.winners, "{game:?}");
            // Written out once more, it is the same text.
            assert_eq!(serde_json::to_string(&again).unwrap(), written);
            // Typed on a pad, it reads back as the very input.
            let unnamed = |n: usize| format!("Player {n}");
            let from_pad = ScoreInput::read_pad(game, &input.pad_text(), &unnamed)
                .unwrap_or_else(|e| panic!("{game:?}: {e:?}"));
            assert_eq!(serde_json::to_string(&from_pad).unwrap(), written);
        }
    }

    #[test]
    fn a_pad_reports_every_field_that_is_not_a_number_at_once() {
        let mut pad = PadText::seated(["Ann", "", "Cy"]);
        let mut typed = |seat: usize, key: &str, text: &str| {
            pad.seats[seat].fields.insert(key.into(), text.into());
        };
        typed(0, "settlements", "two");
        typed(1, "knights", "3.5");
        typed(2, "cities", "1");
        pad.table.insert("ended_by".into(), "2".into());
        let unnamed = |n: usize| format!("Player {n}");
        let errors = ScoreInput::read_pad(GameId::Catan, &pad, &unnamed).unwrap_err();
        let paths: Vec<String> = errors.iter().map(|e| e.field().to_string()).collect();
        assert_eq!(paths, ["players[0].settlements", "players[1].knights"]);
        pad.seats[0]
            .fields
            .insert("settlements".into(), "３".into());
        pad.seats[1].fields.clear();
        let ScoreInput::Catan(input) = ScoreInput::read_pad(GameId::Catan, &pad, &unnamed).unwrap()
        else {
            panic!("a Catan pad reads as Catan");
        };
        assert_eq!(input.players[0].settlements, Some(3));
        // A blank stays blank (the rules count it as 0).
        assert_eq!(input.players[1].settlements, None);
        assert_eq!(input.players[1].name, "Player 2");
        assert_eq!(input.ended_by, Some(2));
    }
}
