//! What every group page shares: the group its link opens, read from the store
//! on the server, and what the page is instead when the link opens nothing (the
//! same 404 for unknown and malformed links) or the database cannot answer.

#[cfg(feature = "ssr")]
use super::group::StoreHandle;
use super::group::Unavailable;
use super::NotFound;
use leptos::prelude::*;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::future::Future;

/// What the store answered for a page.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(super) enum Loaded<T> {
    Found(T),
    /// Unknown and malformed links alike.
    NotFound,
    Unavailable,
}

/// The store and the group `token` opens, or what the page says instead.
#[cfg(feature = "ssr")]
pub(super) async fn open_group<T>(
    store: Option<StoreHandle>,
    token: &str,
) -> Result<(StoreHandle, store::Access), Loaded<T>> {
    // The server gives the store to the routes it lists; an address the
    // router matches without being one of them (a trailing slash) is no page.
    let store = store.ok_or(Loaded::NotFound)?;
    match store.access(token).await {
        Ok(Some(access)) => Ok((store, access)),
        Ok(None) => Err(Loaded::NotFound),
        Err(_) => Err(Loaded::Unavailable),
    }
}

/// A group page: `load` runs on the server before the page is sent (a blocking
/// resource); `found` draws what it found.
pub(super) fn group_page<T, Fut, V>(
    load: impl Fn() -> Fut + Send + Sync + 'static,
    found: impl Fn(T) -> V + Clone + Send + Sync + 'static,
) -> impl IntoView
where
    T: Clone + Serialize + DeserializeOwned + Send + Sync + 'static,
    Fut: Future<Output = Loaded<T>> + Send + 'static,
    V: IntoView + Send + 'static,
{
    let loaded = Resource::new_blocking(|| (), move |_| load());
    view! {
        <Suspense fallback=|| ()>
            {move || {
                let found = found.clone();
                Suspend::new(async move {
                    match loaded.await {
                        Loaded::Found(data) => found(data).into_any(),
                        Loaded::NotFound => view! { <NotFound /> }.into_any(),
                        Loaded::Unavailable => view! { <Unavailable /> }.into_any(),
                    }
                })
            }}
        </Suspense>
    }
}
