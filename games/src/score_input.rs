//! Any game's score input, read once its game is known: what the score API, a
//! saved play and a live table carry.

use crate::{card_city, catan, citadels, city_council, gentes, GameId, InputError, ScoreSheet};
use serde::de::DeserializeSeed;
use serde::{Deserialize, Deserializer};

/// One game's end-of-game figures, as its `score` function takes them.
#[derive(Debug, Clone)]
pub enum ScoreInput {
    CardCity(card_city::ScoreInput),
    CityCouncil(city_council::ScoreInput),
    Citadels(citadels::ScoreInput),
    Catan(catan::ScoreInput),
    Gentes(gentes::ScoreInput),
}

impl ScoreInput {
    /// Reads `game`'s input from any serde format (the request's field names).
    pub fn read<'de, D: Deserializer<'de>>(game: GameId, from: D) -> Result<ScoreInput, D::Error> {
        Ok(match game {
            GameId::CardCity => ScoreInput::CardCity(Deserialize::deserialize(from)?),
            GameId::CityCouncil => ScoreInput::CityCouncil(Deserialize::deserialize(from)?),
            GameId::Citadels => ScoreInput::Citadels(Deserialize::deserialize(from)?),
            GameId::Catan => ScoreInput::Catan(Deserialize::deserialize(from)?),
            GameId::Gentes => ScoreInput::Gentes(Deserialize::deserialize(from)?),
        })
    }

    /// A reader for `game`'s input, for readers that track where a field went
    /// wrong (a `DeserializeSeed`).
    pub fn reader(game: GameId) -> ReadScoreInput {
        ReadScoreInput(game)
    }

    pub fn game(&self) -> GameId {
        match self {
            ScoreInput::CardCity(_) => GameId::CardCity,
            ScoreInput::CityCouncil(_) => GameId::CityCouncil,
            ScoreInput::Citadels(_) => GameId::Citadels,
            ScoreInput::Catan(_) => GameId::Catan,
            ScoreInput::Gentes(_) => GameId::Gentes,
        }
    }

    /// The final scores by the game's rules.
    pub fn score(&self) -> Result<ScoreSheet, InputError> {
        match self {
            ScoreInput::CardCity(input) => card_city::score(input),
            ScoreInput::CityCouncil(input) => city_council::score(input),
            ScoreInput::Citadels(input) => citadels::score(input),
            ScoreInput::Catan(input) => catan::score(input),
            ScoreInput::Gentes(input) => gentes::score(input),
        }
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
}
