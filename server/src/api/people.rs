//! A group's people (`/api/v1/groups/{token}/people…`): who has played, and
//! renaming or merging them; the store rewrites every play they are in.

use super::answers::from_store;
use super::body::ApiJson;
use super::groups::{open, open_to_write, Paging};
use super::ApiError;
use axum::{
    extract::{rejection::QueryRejection, Path, Query, State},
    Json,
};
use serde::Deserialize;
use serde_json::{json, Value};
use store::{Store, StoreError};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PeopleQuery {
    page: Option<i64>,
    per_page: Option<i64>,
}

/// `GET /api/v1/groups/{token}/people?page=&per_page=`: a page of everyone by
/// name, with their plays (paged like the plays).
pub async fn list(
    State(store): State<Store>,
    Path(token): Path<String>,
    query: Result<Query<PeopleQuery>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let access = open(&store, &token).await?;
    let Query(query) = query.map_err(|e| ApiError::bad_request(e.body_text(), ""))?;
    let paging = Paging::checked(query.page, query.per_page)?;
    let found = store
        .people(&access, paging.offset(), paging.per_page)
        .await
        .map_err(from_store)?;
    let people: Vec<Value> = found
        .people
        .iter()
        .map(|person| json!({"name": person.name, "plays": person.plays}))
        .collect();
    Ok(Json(paging.answer(json!({ "people": people }), found.more)))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Rename {
    name: String,
    new_name: String,
}

/// `POST /api/v1/groups/{token}/people/rename` with `{"name", "new_name"}`.
pub(super) async fn rename(
    State(store): State<Store>,
    Path(token): Path<String>,
    body: ApiJson<Rename>,
) -> Result<Json<Value>, ApiError> {
    let access = open_to_write(&store, &token).await?;
    let request = body.read()?;
    let name = store
        .rename_person(&access, &request.name, &request.new_name)
        .await
        .map_err(|error| said_as(error, "new_name"))?;
    Ok(Json(json!({ "name": name })))
}

/// The store calls the person's new name (or the one merged into) `name`
/// (`into` for a refused merge), the request's own word for it is `field`; the
/// store's `person`, the one renamed or merged, is the request's `name`.
fn said_as(error: StoreError, field: &str) -> ApiError {
    match error {
        StoreError::Invalid {
            field: said,
            reason,
        } => {
            let field = if said == "person" { "name" } else { field };
            ApiError::unprocessable(format!("{field} {reason}"), field)
        }
        error @ (StoreError::NameTaken(_) | StoreError::PlayedTogether(_)) => {
            ApiError::unprocessable(format!("{field} {error}"), field)
        }
        error => from_store(error),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Merge {
    name: String,
    into: String,
}

/// `POST /api/v1/groups/{token}/people/merge` with `{"name", "into"}`: `name`'s
/// plays become `into`'s.
pub(super) async fn merge(
    State(store): State<Store>,
    Path(token): Path<String>,
    body: ApiJson<Merge>,
) -> Result<Json<Value>, ApiError> {
    let access = open_to_write(&store, &token).await?;
    let request = body.read()?;
    let name = store
        .merge_people(&access, &request.name, &request.into)
        .await
        .map_err(|error| said_as(error, "into"))?;
    Ok(Json(json!({ "name": name })))
}
