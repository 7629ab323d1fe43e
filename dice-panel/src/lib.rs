//! A dice page's panel (`app::dice_page`), drawn on the phone.

/// Draws the dice panel of a dice page; whether it could.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn roll_dice() -> bool {
    let shown = app::dice_page::mount();
    // The page's scripts wait for this mark, as on a scorepad.
    app::browser::mark_hydrated();
    shown
}
