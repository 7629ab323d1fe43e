//! Which `games` functions answer for which game.

use super::ApiError;
use games::{card_city, citadels, city_council, gentes, GameId, Seed};
use serde_json::Value;
use std::collections::HashMap;

pub fn setup(
    game: GameId,
    players: u8,
    seed: &Seed,
    options: &HashMap<String, String>,
) -> Result<Value, ApiError> {
    match game {
        GameId::CardCity => to_json(card_city::setup(
            &card_city::SetupOptions { players },
            seed,
        )?),
        GameId::CityCouncil => to_json(city_council::setup(
            &city_council::SetupOptions { players },
            seed,
        )?),
        GameId::Gentes => {
            let lock_first_tax = flag(options, "lock_first_tax")?;
            to_json(gentes::setup(
                &gentes::SetupOptions {
                    players,
                    lock_first_tax,
                },
                seed,
            )?)
        }
        GameId::Citadels => to_json(citadels::setup(&citadels_options(players, options)?, seed)?),
        _ => Err(ApiError::not_built(game.info().name)),
    }
}

fn citadels_options(
    players: u8,
    options: &HashMap<String, String>,
) -> Result<citadels::SetupOptions, ApiError> {
    let edition = match options.get("edition") {
        None => citadels::Edition::Classic,
        Some(text) => citadels::Edition::parse(text).ok_or_else(|| {
            ApiError::bad_request(
                format!("edition must be classic or 2016, not {text:?}"),
                "edition",
            )
        })?,
    };
    let round = match options.get("round") {
        None => 1,
        Some(text) => text.trim().parse().map_err(|_| {
            ApiError::bad_request(
                format!("round must be a whole number from 1, not {text:?}"),
                "round",
            )
        })?,
    };
    Ok(citadels::SetupOptions {
        players,
        edition,
        preset: options
            .get("preset")
            .filter(|p| !p.is_empty() && p.as_str() != "random")
            .cloned(),
        nine: flag(options, "nine")?,
        round,
        reveal: flag(options, "reveal")?,
        ten_districts_with_three: flag(options, "ten_with_three")?,
    })
}

pub fn score(game: GameId, body: &[u8]) -> Result<Value, ApiError> {
    match game {
        GameId::CardCity => to_json(card_city::score(&ApiError::parse_json(body)?)?),
        GameId::CityCouncil => to_json(city_council::score(&ApiError::parse_json(body)?)?),
        GameId::Gentes => to_json(gentes::score(&ApiError::parse_json(body)?)?),
        GameId::Citadels => to_json(citadels::score(&ApiError::parse_json(body)?)?),
        _ => Err(ApiError::not_built(game.info().name)),
    }
}

/// An on/off option: absent, `0`/`false` is off; `1`/`true` is on.
fn flag(options: &HashMap<String, String>, name: &str) -> Result<bool, ApiError> {
    match options
        .get(name)
        .map(|v| v.trim().to_ascii_lowercase())
        .as_deref()
    {
        None | Some("0" | "false" | "") => Ok(false),
        Some("1" | "true") => Ok(true),
        Some(other) => Err(ApiError::bad_request(
            format!("{name} must be 1 or 0, not {other:?}"),
            name,
        )),
    }
}

fn to_json(value: impl serde::Serialize) -> Result<Value, ApiError> {
    // Our own types always serialise; a failure here would be a bug, not bad input.
    Ok(serde_json::to_value(value).expect("setup and score types serialise to JSON"))
}
