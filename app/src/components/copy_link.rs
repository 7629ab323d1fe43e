//! The button that copies a link field beside it. Plain script (`/device.js`,
//! `copyButtons`) does the copying: pages that use it need no wasm. The page
//! writes the status words in its language for the script to show; the button
//! waits, disabled, for the script (the field can still be copied by hand).

use crate::bridge::{data, data_attr};
use crate::i18n::use_i18n;
use leptos::prelude::*;

/// Copies the text of the field with id `field`, saying so in the element
/// with id `status` (written here, under the button).
#[component]
pub fn CopyLink(field: &'static str, status: &'static str) -> impl IntoView {
    let t = use_i18n().island();
    view! {
        <button
            class="button"
            type="button"
            {..(
                data_attr(data::COPY, field),
                data_attr(data::COPIED, t.link_copied),
                data_attr(data::COPY_BY_HAND, t.copy_by_hand),
                data_attr(data::STATUS, status),
            )}
            data-testid=format!("copy-{field}")
            disabled
        >
            {t.copy_link}
        </button>
        <p id=status class="hint share__status" role="status" aria-live="polite"></p>
    }
}
