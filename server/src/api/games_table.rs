//! Which `games` functions answer for which game.

use super::ApiError;
use games::{card_city, catan, citadels, city_council, gentes, GameId, Seed};
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
        GameId::Catan => to_json(catan::setup(&catan_options(players, options)?, seed)?),
    }
}

fn catan_options(
    players: u8,
    options: &HashMap<String, String>,
) -> Result<catan::SetupOptions, ApiError> {
    let mode = match options.get("mode") {
        None => catan::Mode::default(),
        Some(text) => catan::Mode::parse(text).ok_or_else(|| {
            ApiError::bad_request(
                format!("mode must be spiral, balanced, random or beginner, not {text:?}"),
                "mode",
            )
        })?,
    };
    let mut rules = catan::Constraints::BALANCED;
    let switch = |name: &str, default: bool| -> Result<bool, ApiError> {
        if options.contains_key(name) {
            flag(options, name)
        } else {
            Ok(default)
        }
    };
    rules.no_adjacent_6_8 = switch("no_adjacent_6_8", rules.no_adjacent_6_8)?;
    rules.no_adjacent_2_12 = switch("no_adjacent_2_12", rules.no_adjacent_2_12)?;
    rules.no_equal_neighbours = switch("no_equal_neighbours", rules.no_equal_neighbours)?;
    rules.max_terrain_cluster = cap(options, "max_terrain_cluster", rules.max_terrain_cluster)?;
    rules.max_intersection_pips = cap(
        options,
        "max_intersection_pips",
        rules.max_intersection_pips,
    )?;
    rules.max_resource_pip_deviation = cap(
        options,
        "max_resource_pip_deviation",
        rules.max_resource_pip_deviation,
    )?;
    let keep = match options.get("keep") {
        None => Vec::new(),
        Some(text) => parse_keep(text)?,
    };
    Ok(catan::SetupOptions {
        players,
        mode,
        constraints: rules,
        keep,
    })
}

/// A limit: a number, or `off` (also `0` or empty) for no limit.
fn cap(
    options: &HashMap<String, String>,
    name: &str,
    default: Option<u8>,
) -> Result<Option<u8>, ApiError> {
    match options
        .get(name)
        .map(|v| v.trim().to_ascii_lowercase())
        .as_deref()
    {
        None => Ok(default),
        Some("off" | "0" | "") => Ok(None),
        Some(text) => text.parse::<u8>().map(Some).map_err(|_| {
            ApiError::bad_request(
                format!("{name} must be a number from 1 to 255 or off, not {text:?}"),
                name,
            )
        }),
    }
}

/// `q,r,terrain,number;…` (the number left out for a desert).
fn parse_keep(text: &str) -> Result<Vec<catan::KeptHex>, ApiError> {
    text.split(';')
        .filter(|part| !part.trim().is_empty())
        .enumerate()
        .map(|(i, part)| {
            let field = format!("keep[{i}]");
            let bad = || {
                ApiError::bad_request(format!("{part:?} is not q,r,terrain,number"), field.clone())
            };
            let fields: Vec<&str> = part.split(',').map(str::trim).collect();
            let (q, r, terrain, number) = match fields.as_slice() {
                [q, r, t] => (q, r, t, None),
                [q, r, t, n] => (q, r, t, Some(*n)),
                _ => return Err(bad()),
            };
            Ok(catan::KeptHex {
                q: q.parse().map_err(|_| bad())?,
                r: r.parse().map_err(|_| bad())?,
                terrain: catan::Terrain::parse(terrain).ok_or_else(bad)?,
                number: number
                    .map(|n| n.parse::<u8>())
                    .transpose()
                    .map_err(|_| bad())?,
            })
        })
        .collect()
}

fn citadels_options(
    players: u8,
    options: &HashMap<String, String>,
) -> Result<citadels::SetupOptions, ApiError> {
    let edition = match options.get("edition") {
        None => citadels::Edition::default(),
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
        GameId::Catan => to_json(catan::score(&ApiError::parse_json(body)?)?),
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
