use crate::components::PageTitle;
use crate::i18n::use_i18n;
use leptos::prelude::*;

/// Shown for any address that is not a page; the server answers it with 404.
#[component]
pub fn NotFound() -> impl IntoView {
    #[cfg(feature = "ssr")]
    if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
        response.set_status(http::StatusCode::NOT_FOUND);
    }
    let i18n = use_i18n();
    view! {
        <PageTitle text=format!("{} · Tableside", i18n.t().not_found_title) />
        <section class="panel panel--center not-found">
            <p class="not-found__code" aria-hidden="true">"404"</p>
            <h1>{i18n.t().not_found_title}</h1>
            <p>{i18n.t().not_found_body}</p>
            <a class="button button--primary" href="/">{i18n.t().all_games}</a>
        </section>
    }
}
