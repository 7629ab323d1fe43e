//! `GET /healthz`: the process answers. `GET /readyz`: and its database does
//! (within 2 s), so a load balancer sends requests only to a server that can
//! keep plays and live tables. Plain text, never cached.

use axum::{
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Extension, Router,
};
use std::time::Duration;
use store::Store;

/// How long a readiness check waits for the database.
const READY_WITHIN: Duration = Duration::from_secs(2);

pub fn routes<S: Clone + Send + Sync + 'static>() -> Router<S> {
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

async fn readyz(Extension(store): Extension<Store>) -> Response {
    match tokio::time::timeout(READY_WITHIN, store.ping()).await {
        Ok(Ok(())) => (
            StatusCode::OK,
            [(header::CACHE_CONTROL, "no-store")],
            "ready\n",
        )
            .into_response(),
        // The reason stays in the server: a probe needs only the answer.
        Ok(Err(_)) | Err(_) => (
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
