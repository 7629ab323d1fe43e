//! Which `games` functions answer for which game.

use super::ApiError;
use games::setup_query::SetupOptions;
use games::{GameId, ScoreInput, Seed};
use serde_json::Value;
use std::collections::HashMap;

pub fn setup(
    game: GameId,
    players: u8,
    seed: &Seed,
    query: &HashMap<String, String>,
) -> Result<Value, ApiError> {
    let options =
        SetupOptions::from_query(game, players, |name| query.get(name).map(String::as_str))?;
    to_json(options.setup(seed)?)
}

pub fn score(game: GameId, body: &[u8]) -> Result<Value, ApiError> {
    let input = ApiError::parse_json_with(body, "", ScoreInput::reader(game))?;
    to_json(input.score()?)
}

fn to_json(value: impl serde::Serialize) -> Result<Value, ApiError> {
    // Our own types always serialise; a failure here would be a bug, not bad input.
    Ok(serde_json::to_value(value).expect("setup and score types serialise to JSON"))
}
