//! Share a setup: the link, a copy button and a QR code drawn on the server from
//! the page's own address (no network service involved).

use crate::bridge::{data, data_attr};
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

/// The button that copies the link field beside it. Plain script (`/device.js`,
/// `copyButtons`) does the copying: the setup pages then load no wasm at all.
/// The page writes the status words in its language for the script to show;
/// the button waits, disabled, for the script (the field can still be copied by
/// hand without it).
#[component]
fn CopyLink() -> impl IntoView {
    let t = use_i18n().island();
    view! {
        <button
            class="button"
            type="button"
            {..(
                data_attr(data::COPY, "share-link"),
                data_attr(data::COPIED, t.link_copied),
                data_attr(data::COPY_BY_HAND, t.copy_by_hand),
                data_attr(data::STATUS, "share-status"),
            )}
            data-testid="copy-link"
            disabled
        >
            {t.copy_link}
        </button>
        <p id="share-status" class="hint share__status" role="status" aria-live="polite"></p>
    }
}
