//! `/api/v1/games/…`: the games themselves, a setup drawn and a score
//! computed by `games` for whoever asks (no group, nothing kept).

use super::body::ApiBytes;
use super::ApiError;
use axum::extract::{Path, Query, State};
use axum::Json;
use games::setup_query::SetupOptions;
use games::{GameId, GameInfo, ScoreInput, Seed};
use rand::{rngs::SysRng, TryRng};
use serde_json::{Map, Value};
use std::collections::HashMap;

/// Catan's searches run quickly here or in `searches`' bounded pool (503 when
/// it is full).
async fn drawn_setup(
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

/// A score request's sheet as JSON (a live table's input is scored alike).
pub(super) fn score_json(game: GameId, body: &[u8]) -> Result<Value, ApiError> {
    let input = ApiError::parse_json_with(body, "", ScoreInput::reader(game))?;
    to_json(input.score()?)
}

fn to_json(value: impl serde::Serialize) -> Result<Value, ApiError> {
    // Our own types always serialise; a failure here would be a bug, not bad input.
    Ok(serde_json::to_value(value).expect("setup and score types serialise to JSON"))
}

/// `GET /api/v1/games`: every game with its id, names and player range.
pub(super) async fn list_games() -> Json<Vec<GameInfo>> {
    Json(GameId::ALL.map(GameId::info).to_vec())
}

/// `GET /api/v1/games/{id}/setup?players=N&seed=S&…`
pub(super) async fn setup(
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    State(searches): State<std::sync::Arc<crate::searches::Searches>>,
) -> Result<Json<Value>, ApiError> {
    let game = parse_game(&id)?;
    let players = players_from(&query)?;
    let seed = match query.get("seed") {
        Some(code) => {
            Seed::parse(code).map_err(|e| ApiError::unprocessable(e.to_string(), "seed"))?
        }
        None => Seed::from_random_bits(fresh_random_bits()),
    };
    let setup = drawn_setup(game, players, &seed, &query, &searches).await?;
    let mut body = Map::new();
    body.insert("game".into(), Value::from(game.slug()));
    body.insert("players".into(), Value::from(players));
    body.insert("seed".into(), Value::from(seed.code()));
    if let Value::Object(fields) = setup {
        body.extend(fields);
    }
    Ok(Json(Value::Object(body)))
}

/// `POST /api/v1/games/{id}/score` with the players' end-of-game figures.
pub(super) async fn score(Path(id): Path<String>, body: ApiBytes) -> Result<Json<Value>, ApiError> {
    let game = parse_game(&id)?;
    let body = body.read()?;
    score_json(game, &body).map(Json)
}

fn parse_game(id: &str) -> Result<GameId, ApiError> {
    id.parse::<GameId>()
        .map_err(|e| ApiError::not_found(e.to_string()))
}

fn players_from(query: &HashMap<String, String>) -> Result<u8, ApiError> {
    Ok(games::setup_query::parse_players(
        query.get("players").map(String::as_str),
    )?)
}

/// Entropy for a new seed; the rules crate has none of its own by design.
pub(crate) fn fresh_random_bits() -> u64 {
    SysRng.try_next_u64().unwrap_or_else(|_| {
        // No OS entropy (should not happen): the clock still gives a usable seed.
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    })
}
