//! `/g/{token}/…`: a group's pages. What every one of them shares is here: the
//! store they read, the group its link opens (read on the server), and what
//! the page is instead when the link opens nothing (the same 404 for unknown
//! and malformed links) or the database cannot answer.

mod bg_stats_import;
#[cfg(feature = "ssr")]
mod bg_stats_link;
mod head;
mod history;
mod links;
mod manage;
mod person;
mod play;
mod stats;
mod transfer;

pub use bg_stats_import::{BgStatsReport, BgStatsSaid, LeftOut};
#[cfg(feature = "ssr")]
pub use bg_stats_link::bg_stats_href_of;
pub(crate) use head::{said_in_address, SaidNotice};
pub use history::GroupPage;
pub use manage::GroupManagePage;
pub use person::GroupPersonPage;
pub use play::GroupPlayPage;
pub use stats::{Against, GroupStatsPage};
pub use transfer::ImportOutcome;

use crate::i18n::use_i18n;
use crate::routes::NotFound;
use leptos::prelude::*;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::future::Future;

/// The store the pages read: the server's; the browser never renders these pages.
#[cfg(feature = "ssr")]
pub(crate) type StoreHandle = store::Store;
#[cfg(not(feature = "ssr"))]
#[derive(Clone)]
pub(crate) struct StoreHandle;

pub(crate) fn use_store() -> Option<StoreHandle> {
    #[cfg(feature = "ssr")]
    return use_context::<StoreHandle>();
    #[cfg(not(feature = "ssr"))]
    None
}

/// What the store answered for a page.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) enum Loaded<T> {
    Found(T),
    /// Unknown and malformed links alike.
    NotFound,
    /// A link the group replaced with a new one.
    Replaced,
    Unavailable,
}

/// The store and the group `token` opens, or what the page says instead.
#[cfg(feature = "ssr")]
pub(crate) async fn open_group<T>(
    store: Option<StoreHandle>,
    token: &str,
) -> Result<(StoreHandle, store::Access), Loaded<T>> {
    // The server gives the store to the routes it lists; an address the
    // router matches without being one of them (a trailing slash) is no page.
    let store = store.ok_or(Loaded::NotFound)?;
    match store.access(token).await {
        Ok(Some(access)) => Ok((store, access)),
        Ok(None) => match store.was_replaced(token).await {
            Ok(true) => Err(Loaded::Replaced),
            Ok(false) => Err(Loaded::NotFound),
            Err(_) => Err(Loaded::Unavailable),
        },
        Err(_) => Err(Loaded::Unavailable),
    }
}

/// A group page: `load` runs on the server before the page is sent (a blocking
/// resource); `found` draws what it found.
pub(crate) fn group_page<T, Fut, V>(
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
                        Loaded::Replaced => view! { <LinkReplaced /> }.into_any(),
                        Loaded::Unavailable => view! { <Unavailable /> }.into_any(),
                    }
                })
            }}
        </Suspense>
    }
}

/// A replaced link: 410 Gone, said plainly, with nothing of the group.
#[component]
fn LinkReplaced() -> impl IntoView {
    #[cfg(feature = "ssr")]
    if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
        response.set_status(http::StatusCode::GONE);
    }
    let i18n = use_i18n();
    let t = &i18n.t().groups;
    view! {
        <crate::components::PageTitle text=format!("{} · Tableside", t.link_replaced_title) />
        // The phone forgets the group by this link (/device.js).
        <section class="panel panel--center not-found" data-testid="link-replaced"
            {..crate::bridge::data_attr(crate::bridge::data::REPLACED_LINK_PAGE, "")}>
            <h1>{t.link_replaced_title}</h1>
            <p>{t.link_replaced_body}</p>
            <a class="button button--primary" href="/">{i18n.t().all_games}</a>
        </section>
    }
}

#[component]
fn Unavailable() -> impl IntoView {
    #[cfg(feature = "ssr")]
    if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
        response.set_status(http::StatusCode::SERVICE_UNAVAILABLE);
        response.insert_header(
            http::header::RETRY_AFTER,
            http::HeaderValue::from_static("5"),
        );
    }
    let i18n = use_i18n();
    view! {
        <section class="panel panel--center">
            <p data-testid="group-unavailable">{i18n.t().groups.unavailable}</p>
        </section>
    }
}
