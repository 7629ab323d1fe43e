//! Share a setup: the link, a copy button and a QR code drawn on the server from
//! the page's own address (no network service involved).

use crate::i18n::use_i18n;
use crate::qr::qr_svg_path;
use leptos::prelude::*;

#[component]
pub fn SharePanel(href: String) -> impl IntoView {
    let i18n = use_i18n();
    let origin = use_context::<crate::PageOrigin>().unwrap_or_default().0;
    let url = format!("{origin}{href}");
    let (size, path) = qr_svg_path(&url);
    let view_box = format!("0 0 {size} {size}");
    let t = &i18n.t().setup_page;
    view! {
        <section class="panel share" aria-labelledby="share-heading">
            <h2 id="share-heading">{t.share_heading}</h2>
            <p class="hint">{t.share_hint}</p>
            <svg
                class="share__qr"
                viewBox=view_box
                role="img"
                aria-label=t.qr_label
                data-testid="qr"
                shape-rendering="crispEdges"
            >
                <rect width="100%" height="100%" fill="#fff" />
                <path d=path fill="#000" />
            </svg>
            <CopyLink url />
        </section>
    }
}

/// The link in a read-only field and a button that copies it (an island: the only
/// part of the panel that needs the wasm).
#[island]
fn CopyLink(url: String) -> impl IntoView {
    let i18n = use_i18n();
    let status = RwSignal::new(None::<bool>);
    let input_ref = NodeRef::<leptos::html::Input>::new();
    let on_copy = move |_| {
        #[cfg(feature = "hydrate")]
        {
            if let Some(input) = input_ref.get() {
                status.set(Some(crate::browser::copy_text(&input)));
            }
        }
    };
    let t = &i18n.t().setup_page;
    let status_text = move || match status.get() {
        None => "",
        Some(true) => t.link_copied,
        Some(false) => t.copy_by_hand,
    };
    view! {
        <label class="field__label" for="share-link">{t.link_label}</label>
        <div class="share__row">
            <input
                id="share-link"
                class="share__link"
                node_ref=input_ref
                readonly
                value=url
                data-testid="share-link"
            />
            <button class="button" type="button" on:click=on_copy data-testid="copy-link">
                {t.copy_link}
            </button>
        </div>
        <p class="hint share__status" role="status" aria-live="polite">{status_text}</p>
    }
}
