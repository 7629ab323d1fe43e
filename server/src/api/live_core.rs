//! What the live table's two surfaces share: the API's (`tables.rs`, JSON
//! changes) and the scorepad page's (`table_pads.rs`, pads before and after).
//! Both find a table, make a phone's batch, finish the table into a group and
//! say a store's refusal the same way.

use super::answers::from_store;
use super::groups;
use super::ApiError;
use axum::Json;
use serde_json::{json, Value};
use store::{LiveTable, Store, StoreError, TableEdit, Taken};

/// Makes one phone's batch and answers the table's new `seq` (`again`: the
/// batch was taken before). Both surfaces' route for changes.
pub(super) async fn make_batch(
    store: &Store,
    code: &str,
    client: &str,
    client_seq: i64,
    host_key: Option<&str>,
    batch: TableEdit<'_>,
) -> Result<Json<Value>, ApiError> {
    let taken = store
        .edit_table(code, client, client_seq, host_key, batch)
        .await
        .map_err(from_table_store)?
        .ok_or_else(no_table)?;
    Ok(Json(json!({
        "seq": taken.seq(),
        "again": matches!(taken, Taken::Again(_)),
    })))
}

/// Every phone at the table told that its host saved it. The play is saved
/// whatever this does: a failure here is logged, not answered.
pub(super) async fn told_saved(store: &Store, code: &str) {
    if let Err(error) = store.mark_table_saved(code).await {
        tracing::warn!(target: crate::logging::STORAGE_TARGET, %error, "table saved, phones not told");
    }
}

/// The table the host finishes (its key checked), the id of its one play, and
/// the group the play goes to.
pub(super) async fn to_finish(
    store: &Store,
    code: &str,
    host_key: &str,
    group: &str,
) -> Result<(LiveTable, store::PlayId, store::Access), ApiError> {
    let (table, id) = store
        .table_to_finish(code, host_key)
        .await
        .map_err(from_table_store)?
        .ok_or_else(no_table)?;
    let access = groups::open(store, group).await?;
    Ok((table, id, access))
}

/// The table of `code` as it stands, or the 404 every unknown code gets.
pub(super) async fn find_table(store: &Store, code: &str) -> Result<LiveTable, ApiError> {
    store
        .table(code)
        .await
        .map_err(from_table_store)?
        .ok_or_else(no_table)
}

pub(super) fn no_table() -> ApiError {
    ApiError::not_found("there is no table with that code (or it was idle for too long)")
}

/// A store's refusal of a table request: a change that cannot go where it
/// says names its own path.
pub(super) fn from_table_store(error: StoreError) -> ApiError {
    match error {
        StoreError::Rules(error) => {
            ApiError::unprocessable(error.to_string(), error.field().to_string())
        }
        StoreError::Unavailable(_) | StoreError::Migrate(_) | StoreError::NoRandomness => {
            // The request's span names its route without the key.
            tracing::error!(target: crate::logging::STORAGE_TARGET, %error, "storage unavailable");
            ApiError::unavailable("the table cannot be reached just now; try again shortly")
        }
        other => from_store(other),
    }
}
