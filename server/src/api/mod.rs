//! The public JSON API (`docs/api.md`): a thin layer over the `games` crate.
//! Bad input is a 4xx with `{"error", "field"}`, never a 500.

mod bgg_plays;
mod body;
mod export;
mod games_table;
mod groups;
mod people;
mod table_pads;
mod tables;

pub use crate::error::ApiError;
use crate::rate_limit::{self, Limits};
use crate::state::AppState;
use axum::middleware::from_fn_with_state;
use axum::{
    extract::{DefaultBodyLimit, Path, Query, State},
    routing::{get, patch, post, put},
    Json, Router,
};
use body::ApiBytes;
pub use export::{import_export, Imported, MAX_IMPORT_BYTES};
use games::{GameId, GameInfo, Seed};
use rand::{rngs::SysRng, TryRng};
use serde_json::{Map, Value};
use std::collections::HashMap;
pub use tables::end_live_streams;

/// Score requests are a few hundred bytes; anything near this is not a game.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// The API's routes, to be nested under `/api` (unknown API paths get a JSON 404).
pub fn routes(limits: &Limits) -> Router<AppState> {
    let new_groups = from_fn_with_state(limits.new_groups.clone(), rate_limit::limit);
    let writes = from_fn_with_state(limits.writes.clone(), rate_limit::limit);
    let new_tables = from_fn_with_state(limits.new_tables.clone(), rate_limit::limit);
    let table_changes = from_fn_with_state(limits.table_changes.clone(), rate_limit::limit);
    let table_misses = from_fn_with_state(limits.table_misses.clone(), rate_limit::limit_misses);
    Router::new()
        .route("/v1/games", get(list_games))
        .route("/v1/tables", post(tables::create).layer(new_tables))
        .route(
            "/v1/tables/{code}",
            get(tables::show).layer(table_misses.clone()),
        )
        .route(
            "/v1/tables/{code}/events",
            get(tables::events).layer(table_misses.clone()),
        )
        .route(
            "/v1/tables/{code}/seat",
            post(tables::seat)
                .layer(table_changes.clone())
                .layer(table_misses.clone()),
        )
        .route(
            "/v1/tables/{code}/host",
            post(tables::host)
                .layer(table_changes.clone())
                .layer(table_misses.clone()),
        )
        .route(
            "/v1/tables/{code}/finish",
            post(tables::finish)
                .layer(writes.clone())
                .layer(table_misses.clone()),
        )
        .route(
            "/v1/tables/{code}/ops",
            post(tables::change)
                .layer(table_changes)
                .layer(table_misses),
        )
        .route("/v1/games/{id}/setup", get(setup))
        .route("/v1/games/{id}/score", post(score))
        .route("/v1/groups", post(groups::create).layer(new_groups))
        .route(
            "/v1/groups/{token}",
            // Reading is never limited: only the rename counts as a write.
            get(groups::show).merge(patch(groups::rename).layer(writes.clone())),
        )
        .route(
            "/v1/groups/{token}/rotate",
            post(groups::rotate).layer(writes.clone()),
        )
        .route("/v1/groups/{token}/people", get(people::list))
        .route(
            "/v1/groups/{token}/people/rename",
            post(people::rename).layer(writes.clone()),
        )
        .route(
            "/v1/groups/{token}/people/merge",
            post(people::merge).layer(writes.clone()),
        )
        .route("/v1/groups/{token}/plays", get(groups::list))
        .route("/v1/groups/{token}/stats", get(groups::stats))
        .route("/v1/groups/{token}/export.json", get(export::export_json))
        .route("/v1/groups/{token}/export.csv", get(export::export_csv))
        .route(
            "/v1/groups/{token}/export.bgg.xml",
            get(bgg_plays::export_bgg_xml),
        )
        .route(
            "/v1/groups/{token}/import",
            post(export::import)
                .layer(DefaultBodyLimit::max(export::MAX_IMPORT_BYTES))
                .layer(writes.clone()),
        )
        .route(
            "/v1/groups/{token}/plays/{play_id}",
            put(groups::save)
                .get(groups::play)
                .delete(groups::delete)
                .layer(writes.clone()),
        )
        .route(
            "/v1/groups/{token}/plays/{play_id}/restore",
            post(groups::restore).layer(writes),
        )
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
}

/// The site's own routes that answer as the API does (the scorepad saves to a
/// group through them), outside `/api`.
pub fn site_routes(limits: &Limits) -> Router<AppState> {
    let writes = from_fn_with_state(limits.writes.clone(), rate_limit::limit);
    let new_tables = from_fn_with_state(limits.new_tables.clone(), rate_limit::limit);
    let table_changes = from_fn_with_state(limits.table_changes.clone(), rate_limit::limit);
    let table_misses = from_fn_with_state(limits.table_misses.clone(), rate_limit::limit_misses);
    Router::new()
        .route(
            "/g/{token}/plays/{play_id}",
            put(groups::save_pad).layer(writes.clone()),
        )
        // The scorepad page's live table: the same limits as the API's.
        .route(
            "/t",
            get(table_pads::join).merge(post(table_pads::create).layer(new_tables)),
        )
        .route(
            "/t/{code}/pad",
            get(table_pads::show).layer(table_misses.clone()).merge(
                post(table_pads::change)
                    .layer(table_changes)
                    .layer(table_misses.clone()),
            ),
        )
        .route(
            "/t/{code}/look",
            post(table_pads::look).layer(table_misses.clone()),
        )
        // Finish saves a play: a group write, limited as "Save to a group" is.
        .route(
            "/t/{code}/finish",
            put(table_pads::finish)
                .layer(writes.clone())
                .layer(table_misses),
        )
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
}

/// `GET /api/v1/games`: every game with its id, names and player range.
async fn list_games() -> Json<Vec<GameInfo>> {
    Json(GameId::ALL.map(GameId::info).to_vec())
}

/// `GET /api/v1/games/{id}/setup?players=N&seed=S&…`
async fn setup(
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
    let setup = games_table::setup(game, players, &seed, &query, &searches).await?;
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
async fn score(Path(id): Path<String>, body: ApiBytes) -> Result<Json<Value>, ApiError> {
    let game = parse_game(&id)?;
    let body = body.read()?;
    games_table::score(game, &body).map(Json)
}

async fn not_found() -> ApiError {
    ApiError::not_found("there is no such API route; see /api/v1/games")
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
