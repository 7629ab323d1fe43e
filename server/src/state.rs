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

/// Cloned by the router for every request it routes: one count of a shared
/// part, not a clone of every part (measured under a flood of refused saves,
/// cloning and dropping the parts one by one was 5% of the server's time).
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

pub struct Shared {
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

impl AppState {
    pub fn new(shared: Shared) -> AppState {
        AppState(Arc::new(shared))
    }
}

/// `State<Part>` for each part of the state.
macro_rules! part {
    ($part:ty, $field:ident) => {
        impl FromRef<AppState> for $part {
            fn from_ref(state: &AppState) -> $part {
                state.0.$field.clone()
            }
        }
    };
}

part!(LeptosOptions, options);
part!(Store, store);
part!(Arc<Searches>, searches);
part!(StreamCaps, streams);
part!(crate::rate_limit::ImportVolume, imports);
