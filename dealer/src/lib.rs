//! The offline page's dealer (`app::dealer`): loaded only when the phone has
//! no network and no copy of a setup's page, never by a page the server drew.

/// Draws the setup this address asks for in place of the offline message;
/// whether the address was a game's setup.
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn deal() -> bool {
    let dealt = app::dealer::deal();
    // The page's scripts wait for this mark (as they wait for a scorepad),
    // so they find the dealt page's buttons.
    app::browser::mark_hydrated();
    dealt
}
