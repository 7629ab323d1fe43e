//! Share a setup: the link, a copy button and a QR code drawn on the server from
//! the page's own address (no network service involved).

use crate::i18n::use_i18n;
use crate::qr::QrImage;
use leptos::prelude::*;

#[component]
pub fn SharePanel(href: String) -> impl IntoView {
    let i18n = use_i18n();
    let origin = use_context::<crate::PageOrigin>().unwrap_or_default().0;
    let url = format!("{origin}{href}");
    let t = &i18n.t().setup_page;
    view! {
        <section class="panel share" aria-labelledby="share-heading">
            <h2 id="share-heading">{t.share_heading}</h2>
            <p class="hint">{t.share_hint}</p>
            <QrImage link=url.clone() label=t.qr_label />
            <label class="field__label" for="share-link">{t.link_label}</label>
            <div class="share__row">
                <input id="share-link" class="share__link" readonly value=url data-testid="share-link" />
                <CopyLink />
            </div>
        </section>
    }
}

/// The button that copies the link field beside it (an island, and the only part
/// of the panel that needs the wasm; no props, so no JSON decoder ships).
#[island]
fn CopyLink() -> impl IntoView {
    let i18n = use_i18n();
    let status = RwSignal::new(None::<bool>);
    let on_copy = move |_| {
        #[cfg(feature = "hydrate")]
        status.set(Some(crate::browser::copy_field("share-link")));
    };
    let t = i18n.island();
    let status_text = move || match status.get() {
        None => "",
        Some(true) => t.link_copied,
        Some(false) => t.copy_by_hand,
    };
    view! {
        <button class="button" type="button" on:click=on_copy data-testid="copy-link">
            {t.copy_link}
        </button>
        <p class="hint share__status" role="status" aria-live="polite">{status_text}</p>
    }
}
