//! A file field that speaks the page's language. The browser's own button
//! and "no file chosen" speak the browser's (English on a Chinese page), so
//! the input is hidden from sight (still focusable, still `required`) behind
//! a button-like label in the page's words; `/device.js` (`filePickers`)
//! writes the chosen file's name where the page said none was chosen.

use crate::bridge::{data, data_attr};
use crate::i18n::use_i18n;
use leptos::prelude::*;

/// A required file field named `name`, labelled `label`, taking `accept`.
#[component]
pub fn FilePicker(
    label: &'static str,
    name: &'static str,
    accept: &'static str,
    #[prop(optional)] testid: Option<&'static str>,
) -> impl IntoView {
    let t = &use_i18n().t().groups;
    view! {
        <label class="file-pick">
            <span class="file-pick__label">{label}</span>
            <input class="file-pick__input visually-hidden" type="file" name=name accept=accept required
                data-testid=testid />
            <span class="button button--quiet file-pick__button" aria-hidden="true">{t.choose_file}</span>
            <span class="file-pick__name" {..data_attr(data::FILE_NAME, "")}>{t.no_file_chosen}</span>
        </label>
    }
}
