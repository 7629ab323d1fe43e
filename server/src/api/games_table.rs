//! Which `games` functions answer for which game.

use super::ApiError;
use games::{card_city, GameId, Seed};
use serde_json::Value;
use std::collections::HashMap;

pub fn setup(
    game: GameId,
    players: u8,
    seed: &Seed,
    _options: &HashMap<String, String>,
) -> Result<Value, ApiError> {
    match game {
        GameId::CardCity => to_json(card_city::setup(
            &card_city::SetupOptions { players },
            seed,
        )?),
        _ => Err(ApiError::not_built(game.info().name)),
    }
}

pub fn score(game: GameId, body: &[u8]) -> Result<Value, ApiError> {
    match game {
        GameId::CardCity => to_json(card_city::score(&ApiError::parse_json(body)?)?),
        _ => Err(ApiError::not_built(game.info().name)),
    }
}

fn to_json(value: impl serde::Serialize) -> Result<Value, ApiError> {
    // Our own types always serialise; a failure here would be a bug, not bad input.
    Ok(serde_json::to_value(value).expect("setup and score types serialise to JSON"))
}
