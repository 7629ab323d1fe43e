//! The few things only a browser can do, kept in one place (compiled for hydrate).

use crate::i18n::Locale;
use wasm_bindgen::JsCast;

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

/// Copies an input's text: the Clipboard API where the page is a secure context,
/// else the older selection copy (a phone on the café's LAN address is not secure).
/// Returns whether the copy is known to have worked.
pub fn copy_text(input: &web_sys::HtmlInputElement) -> bool {
    input.select();
    let window = leptos::prelude::window();
    if window.is_secure_context() {
        let _ = window.navigator().clipboard().write_text(&input.value());
        return true;
    }
    leptos::prelude::document()
        .dyn_into::<web_sys::HtmlDocument>()
        .ok()
        .and_then(|html| html.exec_command("copy").ok())
        .unwrap_or(false)
}

/// The origin the page was loaded from, for absolute share links.
pub fn page_origin() -> String {
    leptos::prelude::window()
        .location()
        .origin()
        .unwrap_or_default()
}
