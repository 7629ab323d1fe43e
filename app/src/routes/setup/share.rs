//! Share a setup: the link, a copy button and a QR code drawn on the server from
//! the page's own address (no network service involved).

use crate::components::CopyLink;
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
                <CopyLink field="share-link" status="share-status" />
            </div>
        </section>
    }
}
