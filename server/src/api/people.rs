//! A group's people (`/api/v1/groups/{token}/people…`): who has played, and
//! renaming or merging them; the store rewrites every play they are in.

use super::groups::{from_store, open};
use super::ApiError;
use axum::{
    extract::{rejection::BytesRejection, Path},
    Extension, Json,
};
use bytes::Bytes;
use serde::Deserialize;
use serde_json::{json, Value};
use store::{Store, StoreError};

/// `GET /api/v1/groups/{token}/people`: everyone by name, with their plays.
pub async fn list(
    Extension(store): Extension<Store>,
    Path(token): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let access = open(&store, &token).await?;
    let people = store.people(&access).await.map_err(from_store)?;
    let people: Vec<Value> = people
        .iter()
        .map(|person| json!({"name": person.name, "plays": person.plays}))
        .collect();
    Ok(Json(json!({ "people": people })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Rename {
    name: String,
    new_name: String,
}

/// `POST /api/v1/groups/{token}/people/rename` with `{"name", "new_name"}`.
pub async fn rename(
    Extension(store): Extension<Store>,
    Path(token): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let access = open(&store, &token).await?;
    let body = body.map_err(ApiError::from_body_rejection)?;
    let request: Rename = ApiError::parse_json(&body)?;
    let name = store
        .rename_person(&access, &request.name, &request.new_name)
        .await
        .map_err(|error| said_as(error, "new_name"))?;
    Ok(Json(json!({ "name": name })))
}

/// The store calls the person's new name (or the one merged into) `name`
/// (`into` for a refused merge); the request's own word for it is `field`.
fn said_as(error: StoreError, field: &str) -> ApiError {
    match error {
        StoreError::Invalid { reason, .. } => {
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
struct Merge {
    name: String,
    into: String,
}

/// `POST /api/v1/groups/{token}/people/merge` with `{"name", "into"}`: `name`'s
/// plays become `into`'s.
pub async fn merge(
    Extension(store): Extension<Store>,
    Path(token): Path<String>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, ApiError> {
    let access = open(&store, &token).await?;
    let body = body.map_err(ApiError::from_body_rejection)?;
    let request: Merge = ApiError::parse_json(&body)?;
    let name = store
        .merge_people(&access, &request.name, &request.into)
        .await
        .map_err(|error| said_as(error, "into"))?;
    Ok(Json(json!({ "name": name })))
}
