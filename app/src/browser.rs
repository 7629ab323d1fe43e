//! The few things only a browser can do, kept in one place (compiled with
//! `browser`: the pages' wasm and the phone's).

use crate::html::Act;
use crate::i18n::FALLBACK_LANGUAGE;
use games::Language;
use wasm_bindgen::JsCast;

/// Marks the page as interactive, so tests (and CSS) can tell hydration finished.
pub fn mark_hydrated() {
    if let Some(body) = leptos::prelude::document().body() {
        let _ = body.set_attribute(crate::bridge::data::HYDRATED, "true");
    }
}

/// The language the server rendered this page in.
pub fn rendered_language() -> Language {
    leptos::prelude::document()
        .document_element()
        .and_then(|root| root.get_attribute("lang"))
        .and_then(|tag| Language::from_tag(&tag))
        .unwrap_or(FALLBACK_LANGUAGE)
}

fn exec_copy() -> bool {
    leptos::prelude::document()
        .dyn_into::<web_sys::HtmlDocument>()
        .ok()
        .and_then(|html| html.exec_command("copy").ok())
        .unwrap_or(false)
}

/// These query parameters of the page's address, where present (islands read
/// their state from the address instead of props, so no JSON decoder ships).
pub fn query_pairs(keys: &[&str]) -> Vec<(String, String)> {
    let search = leptos::prelude::window()
        .location()
        .search()
        .unwrap_or_default();
    let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) else {
        return Vec::new();
    };
    keys.iter()
        .filter_map(|&key| params.get(key).map(|value| (key.to_owned(), value)))
        .collect()
}

/// The page's path (`/catan/score`).
pub fn page_path() -> String {
    leptos::prelude::window()
        .location()
        .pathname()
        .unwrap_or_default()
}

/// The origin the page was loaded from, for absolute share links.
pub fn page_origin() -> String {
    leptos::prelude::window()
        .location()
        .origin()
        .unwrap_or_default()
}

/// This device's saved value for `key`, if any (private modes may refuse storage).
pub fn load(key: &str) -> Option<String> {
    leptos::prelude::window()
        .local_storage()
        .ok()
        .flatten()?
        .get_item(key)
        .ok()
        .flatten()
}

/// Saves a value on this device; returns whether it was stored.
pub fn save(key: &str, value: &str) -> bool {
    leptos::prelude::window()
        .local_storage()
        .ok()
        .flatten()
        .is_some_and(|storage| storage.set_item(key, value).is_ok())
}

/// 16 bytes from the browser's random source (`crypto.getRandomValues`, which,
/// unlike `randomUUID`, works on a plain-http address too).
pub fn random_bytes() -> Option<[u8; 16]> {
    let mut bytes = [0u8; 16];
    let crypto = leptos::prelude::window().crypto().ok()?;
    crypto.get_random_values_with_u8_array(&mut bytes).ok()?;
    Some(bytes)
}

/// Removes a key from this phone's storage (nothing to say if there is none).
pub fn forget(key: &str) {
    if let Some(storage) = leptos::prelude::window().local_storage().ok().flatten() {
        let _ = storage.remove_item(key);
    }
}

/// Asks before something that cannot be seen undone at a glance.
pub fn confirm(message: &str) -> bool {
    leptos::prelude::window()
        .confirm_with_message(message)
        .unwrap_or(false)
}

/// Copies plain text: the Clipboard API in a secure context, else a hidden
/// text area and the older selection copy.
pub fn copy_plain(text: &str) -> bool {
    let window = leptos::prelude::window();
    if window.is_secure_context() {
        let _ = window.navigator().clipboard().write_text(text);
        return true;
    }
    let document = leptos::prelude::document();
    let Some(area) = document
        .create_element("textarea")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
    else {
        return false;
    };
    area.set_value(text);
    let Some(body) = document.body() else {
        return false;
    };
    let _ = body.append_child(&area);
    area.select();
    let copied = exec_copy();
    area.remove();
    copied
}

/// What a control drawn as HTML text asked for.
pub struct Acted {
    /// Its `data-act`, read back among the acts the builder writes (a table
    /// value's among `table_keys`).
    pub act: Act,
    /// Its `data-at`: which item of a list.
    pub at: Option<usize>,
    /// Its value ("true"/"false" for a box).
    pub value: String,
}

/// The act of the control an event came from. A click counts only on buttons,
/// so a box is read once, from its change.
pub fn acted(event: &web_sys::Event, clicked: bool, table_keys: &[&'static str]) -> Option<Acted> {
    let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    // A tap on the text inside a button is the button's.
    let control = target.closest(crate::html::ACT_SELECTOR).ok()??;
    let act = Act::parse(&control.get_attribute(crate::html::ACT)?, table_keys)?;
    if clicked != (control.tag_name() == "BUTTON") {
        return None;
    }
    let at = control
        .get_attribute(crate::html::AT)
        .and_then(|at| at.parse().ok());
    let value = if let Some(input) = control.dyn_ref::<web_sys::HtmlInputElement>() {
        match input.type_().as_str() {
            "checkbox" => input.checked().to_string(),
            _ => input.value(),
        }
    } else if let Some(select) = control.dyn_ref::<web_sys::HtmlSelectElement>() {
        select.value()
    } else {
        // A button's value says which (a deck card's district).
        control.get_attribute("value").unwrap_or_default()
    };
    Some(Acted { act, at, value })
}

/// The place (`data-at`) of the element matching `selector` that an event
/// happened in: a tap on a Card City cell, whatever part of it was hit.
pub fn place_of(event: &web_sys::Event, selector: &str) -> Option<usize> {
    let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    let found = target.closest(selector).ok()??;
    found.get_attribute(crate::html::AT)?.parse().ok()
}

/// Focuses the first element found for these selectors, tried in order, once the
/// page has drawn the change just made (a control redrawn from HTML text loses
/// the focus).
pub fn focus_soon(selectors: Vec<String>) {
    leptos::prelude::request_animation_frame(move || {
        let document = leptos::prelude::document();
        if let Some(element) = selectors
            .iter()
            .find_map(|selector| document.query_selector(selector).ok().flatten())
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = element.focus();
        }
    });
}

/// The live table this page shows (`#live-table`): the table as the page
/// was drawn, as pad text.
pub fn live_start() -> Option<String> {
    leptos::prelude::document()
        .get_element_by_id(crate::bridge::id::LIVE_TABLE)?
        .get_attribute(crate::bridge::data::PAD)
}

/// Tells the page's script (`/live.js`) that `name` happened; what it is
/// about waits in this phone's storage.
pub fn announce(name: &str) {
    if let Ok(event) = web_sys::Event::new(name) {
        let _ = leptos::prelude::window().dispatch_event(&event);
    }
}
