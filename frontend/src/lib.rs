//! The wasm entry point. Pages are rendered on the server; only the islands (the
//! parts that respond to touch) are hydrated, so only their code ships.

#[wasm_bindgen::prelude::wasm_bindgen]
pub fn hydrate() {
    leptos::mount::hydrate_islands();
    // The island script hydrates every island right after this returns, in the
    // same task: by the time anyone sees the mark, the islands respond.
    app::browser::mark_hydrated();
}
