//! The few things only a browser can do, kept in one place (compiled for hydrate).

use crate::i18n::{Locale, LANG_COOKIE};
use wasm_bindgen::JsCast;

/// About a year: a language choice should outlive a browser restart.
const COOKIE_MAX_AGE_SECONDS: u32 = 365 * 24 * 60 * 60;

/// Remembers the language in the cookie the server reads, and tells the browser
/// (screen readers, fonts, hyphenation) the page's language changed.
pub fn remember_locale(locale: Locale) {
    let document = leptos::prelude::document();
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", locale.tag());
    }
    if let Ok(html) = document.dyn_into::<web_sys::HtmlDocument>() {
        let cookie = format!(
            "{LANG_COOKIE}={}; path=/; max-age={COOKIE_MAX_AGE_SECONDS}; samesite=lax",
            locale.tag()
        );
        let _ = html.set_cookie(&cookie);
    }
}

/// Marks the page as interactive, so tests (and CSS) can tell hydration finished.
pub fn mark_hydrated() {
    if let Some(body) = leptos::prelude::document().body() {
        let _ = body.set_attribute("data-hydrated", "true");
    }
}

/// The language the server rendered this page in.
pub fn rendered_locale() -> Locale {
    leptos::prelude::document()
        .document_element()
        .and_then(|root| root.get_attribute("lang"))
        .and_then(|tag| Locale::from_tag(&tag))
        .unwrap_or_default()
}
