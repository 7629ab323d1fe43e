//! What handlers share, given to the router once (`Router::with_state`) and
//! taken by each handler as `State<…>` of the part it needs: a handler asking
//! for something the router was not given is a compile error, not a 500 at the
//! first request (as a missing `Extension` layer would be).

use crate::searches::Searches;
use crate::stream_caps::StreamCaps;
use axum::extract::FromRef;
use leptos::prelude::LeptosOptions;
use std::sync::Arc;
use store::Store;

#[derive(Clone, FromRef)]
pub struct AppState {
    /// For the pages (leptos_axum reads its options from the state).
    pub options: LeptosOptions,
    /// Groups, plays and live tables.
    pub store: Store,
    /// Catan searches run off the request threads, a few at a time.
    pub searches: Arc<Searches>,
    /// How many live-table event streams each client and table may hold.
    pub streams: StreamCaps,
    /// How many plays each client may import an hour.
    pub imports: crate::rate_limit::ImportVolume,
}
