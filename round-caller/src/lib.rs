//! A rounds page's caller (`app::round_page`), drawn on the phone.

/// Draws the round caller of a rounds page; whether it could.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn call_rounds() -> bool {
    let shown = app::round_page::mount();
    // The page's scripts wait for this mark, as on a scorepad.
    app::browser::mark_hydrated();
    shown
}
