//! The public JSON API (`docs/api.md`): a thin layer over the `games` crate.
//! Bad input is a 4xx with `{"error", "field"}`, never a 500.

mod answers;
mod bgg_plays;
mod body;
mod export;
mod games_api;
mod groups;
mod live_core;
mod people;
mod play_door;
mod spreadsheet;
mod table_pads;
mod tables;

pub use crate::error::ApiError;
use crate::heavy_admission;
use crate::rate_limit::{self, Limits};
use crate::state::AppState;
use app::bridge::route::{self, within_api};
use axum::middleware::from_fn_with_state;
use axum::{
    extract::DefaultBodyLimit,
    routing::{get, patch, post, put},
    Router,
};
pub use export::{import_export, Imported, MAX_IMPORT_BYTES};
pub(crate) use games_api::fresh_random_bits;
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
    let heavy = from_fn_with_state(limits.heavy.clone(), heavy_admission::one_at_a_time);
    Router::new()
        .route("/v1/games", get(games_api::list_games))
        .route("/v1/tables", post(tables::create).layer(new_tables))
        .route(
            "/v1/tables/{code}",
            get(tables::show).layer(table_misses.clone()),
        )
        .route(
            within_api(route::TABLE_EVENTS),
            get(tables::events).layer(table_misses.clone()),
        )
        .route(
            within_api(route::TABLE_SEAT),
            post(tables::seat)
                .layer(table_changes.clone())
                .layer(table_misses.clone()),
        )
        .route(
            within_api(route::TABLE_HOST),
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
        .route("/v1/games/{id}/setup", get(games_api::setup))
        .route("/v1/games/{id}/score", post(games_api::score))
        .route(
            within_api(route::NEW_GROUP),
            post(groups::create).layer(new_groups),
        )
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
        .route(
            "/v1/groups/{token}/export.json",
            get(export::export_json).layer(heavy.clone()),
        )
        .route(
            "/v1/groups/{token}/export.csv",
            get(export::export_csv).layer(heavy.clone()),
        )
        // The same plays for people: the page's language, dates a spreadsheet reads.
        .route(
            "/v1/groups/{token}/plays.csv",
            get(spreadsheet::plays_csv).layer(heavy.clone()),
        )
        .route(
            "/v1/groups/{token}/export.bgg.xml",
            get(bgg_plays::export_bgg_xml).layer(heavy.clone()),
        )
        .route(
            "/v1/groups/{token}/import",
            post(export::import)
                .layer(DefaultBodyLimit::max(export::MAX_IMPORT_BYTES))
                .layer(heavy)
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
        .route(route::SAVE_PAD, put(groups::save_pad).layer(writes.clone()))
        // The scorepad page's live table: the same limits as the API's.
        .route(
            route::SHARE_LIVE,
            get(table_pads::join).merge(post(table_pads::create).layer(new_tables)),
        )
        .route(
            route::TABLE_PAD,
            get(table_pads::show).layer(table_misses.clone()).merge(
                post(table_pads::change)
                    .layer(table_changes)
                    .layer(table_misses.clone()),
            ),
        )
        .route(
            route::TABLE_LOOK,
            post(table_pads::look).layer(table_misses.clone()),
        )
        // Finish saves a play: a group write, limited as "Save to a group" is.
        .route(
            route::TABLE_FINISH,
            put(table_pads::finish)
                .layer(writes.clone())
                .layer(table_misses),
        )
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
}

async fn not_found() -> ApiError {
    ApiError::not_found("there is no such API route; see /api/v1/games")
}

/// The request bodies the page scripts send, as TypeScript (ts-rs, from the
/// structs the handlers read): server/src/offline/types/requests.d.ts.
#[cfg(test)]
pub(crate) fn request_declarations() -> String {
    use ts_rs::TS;
    let config = ts_config();
    let declarations = [
        groups::NewGroup::decl(&config),
        play_door::PadPlayRequest::decl(&config),
        table_pads::Share::decl(&config),
        table_pads::Edit::decl(&config),
        table_pads::PendingEdit::decl(&config),
        table_pads::Look::decl(&config),
        table_pads::Finish::decl(&config),
        tables::Seat::decl(&config),
        tables::Host::decl(&config),
    ];
    format!(
        "// Generated by ts-rs from the request structs of server/src/api. Run the\n\
         // server's tests with BLESS_GOLDEN=1 to write it again.\n{}\n",
        declarations.join("\n")
    )
}

/// The answers the page scripts read, as TypeScript (ts-rs, from the structs
/// the handlers answer with): server/src/offline/types/answers.d.ts.
#[cfg(test)]
pub(crate) fn answer_declarations() -> String {
    use ts_rs::TS;
    let config = ts_config();
    let declarations = [
        crate::error::ErrorBody::decl(&config),
        groups::NewGroupAnswer::decl(&config),
        answers::PlayAnswer::decl(&config),
        table_pads::LiveTableAnswer::decl(&config),
    ];
    format!(
        "// Generated by ts-rs from the answer structs of server/src/api and\n\
         // server/src/error.rs. Run the server's tests with BLESS_GOLDEN=1 to\n\
         // write it again.\n{}\n",
        declarations.join("\n")
    )
}

#[cfg(test)]
fn ts_config() -> ts_rs::Config {
    // Every integer the scripts send or read is small: a JSON number.
    ts_rs::Config::new().with_large_int("number")
}

#[cfg(test)]
mod tests {
    use super::answers::PlayAnswer;
    use super::groups::NewGroupAnswer;
    use super::table_pads::LiveTableAnswer;
    use serde_json::json;

    /// What a struct writes is what `json!` wrote before it (a `Value`'s keys
    /// are sorted): the answers' bytes did not change with their types.
    fn written_as_json_did<T: serde::Serialize>(answer: &T) {
        let written = serde_json::to_string(answer).unwrap();
        let sorted = serde_json::to_value(answer).unwrap().to_string();
        assert_eq!(written, sorted);
    }

    #[test]
    fn the_answers_fields_are_in_json_macros_order() {
        written_as_json_did(&NewGroupAnswer {
            name: "Friday",
            read_token: "r",
            token: "w",
        });
        let (result, score, setup) = (json!({"ranking": []}), json!({}), json!({"seed": "x"}));
        written_as_json_did(&PlayAnswer {
            duration_min: Some(40),
            game: games::GameId::Catan,
            id: "id",
            note: None,
            place: Some("home"),
            played_at: "2026-01-02T20:00:00+01:00",
            result: &result,
            rolls: &[6, 8],
            rounds: &[games::rounds::Round {
                crown: 1,
                murdered: Some("King".into()),
                picks: vec![games::rounds::Pick {
                    character: "Thief".into(),
                    seat: 1,
                }],
                robbed: None,
            }],
            score: &score,
            setup: Some(&setup),
            unfinished: true,
        });
        written_as_json_did(&LiveTableAnswer {
            client_seq: Some(1),
            code: "ABCDE",
            game: "catan",
            host_key: Some("key"),
            joining_locked: false,
            names: vec!["Ann".into()],
            pad: "game\tcatan".into(),
            saved: false,
            seat: Some(None),
            seats_locked: true,
            seq: 3,
            taken: &[0],
        });
    }
}
