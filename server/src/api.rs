//! The public JSON API (`shared/api.md`), a thin layer over the `games` crate.

use axum::Json;
use games::{GameId, GameInfo};

/// `GET /api/v1/games`: every game with its id, names and player range.
pub async fn list_games() -> Json<Vec<GameInfo>> {
    Json(GameId::ALL.map(GameId::info).to_vec())
}
