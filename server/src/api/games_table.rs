//! Which `games` functions answer for which game.

use super::ApiError;
use games::setup_query::SetupOptions;
use games::{GameId, ScoreInput, Seed};
use serde_json::Value;
use std::collections::HashMap;

/// Catan's searches run quickly here or in `searches`' bounded pool (503 when
/// it is full).
pub async fn setup(
    game: GameId,
    players: u8,
    seed: &Seed,
    query: &HashMap<String, String>,
    searches: &crate::searches::Searches,
) -> Result<Value, ApiError> {
    let options =
        SetupOptions::from_query(game, players, |name| query.get(name).map(String::as_str))?;
    let drawn = searches.draw(&options, seed).await?;
    to_json(drawn?)
}

pub fn score(game: GameId, body: &[u8]) -> Result<Value, ApiError> {
    let input = ApiError::parse_json_with(body, "", ScoreInput::reader(game))?;
    to_json(input.score()?)
}

fn to_json(value: impl serde::Serialize) -> Result<Value, ApiError> {
    // Our own types always serialise; a failure here would be a bug, not bad input.
    Ok(serde_json::to_value(value).expect("setup and score types serialise to JSON"))
}
