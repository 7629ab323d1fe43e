//! `GET /healthz`: the process answers. `GET /readyz`: and its database does
//! (within 2 s), so a load balancer sends requests only to a server that can
//! keep plays and live tables. Plain text, never cached.

use crate::state::AppState;
use axum::{
    extract::State,
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use store::Store;

/// How long a readiness check waits for the database.
const READY_WITHIN: Duration = Duration::from_secs(2);

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
}

async fn healthz() -> Response {
    (
        StatusCode::OK,
        [(header::CACHE_CONTROL, "no-store")],
        "ok\n",
    )
        .into_response()
}

async fn readyz(State(store): State<Store>) -> Response {
    let answer = match tokio::time::timeout(READY_WITHIN, store.ping()).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(error)) => Err(error.to_string()),
        Err(_) => Err(format!("no answer within {READY_WITHIN:?}")),
    };
    log_change(&answer);
    match answer {
        Ok(()) => (
            StatusCode::OK,
            [(header::CACHE_CONTROL, "no-store")],
            "ready\n",
        )
            .into_response(),
        // The reason stays in the server's log: a probe needs only the answer.
        Err(_) => (
            StatusCode::SERVICE_UNAVAILABLE,
            [
                (header::CACHE_CONTROL, "no-store"),
                (header::RETRY_AFTER, "5"),
            ],
            "the database does not answer\n",
        )
            .into_response(),
    }
}

/// The database going away or coming back, logged once per change (a load
/// balancer asks every few seconds).
fn log_change(answer: &Result<(), String>) {
    static READY: AtomicBool = AtomicBool::new(true);
    let ready = answer.is_ok();
    if READY.swap(ready, Ordering::Relaxed) == ready {
        return;
    }
    match answer {
        Ok(()) => {
            tracing::info!(target: crate::logging::STORAGE_TARGET, "ready: the database answers again")
        }
        Err(error) => {
            tracing::warn!(target: crate::logging::STORAGE_TARGET, %error, "not ready: the database does not answer")
        }
    }
}
