use crate::components::PageTitle;
use crate::i18n::use_i18n;
use leptos::prelude::*;

/// What the service worker shows for an address this phone has never opened while
/// there is no connection (it keeps a copy of this page from its first visit).
#[component]
pub fn OfflinePage() -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <PageTitle text=format!("{} · Tableside", i18n.t().offline_title) />
        <section class="panel panel--center not-found" data-testid="offline-page">
            <h1>{i18n.t().offline_title}</h1>
            <p>{i18n.t().offline_body}</p>
            <a class="button button--primary" href="/">{i18n.t().all_games}</a>
        </section>
    }
}
