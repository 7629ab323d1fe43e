//! A table that may be wider than a phone: it scrolls sideways inside its own
//! box, and that box is a named region the keyboard can reach (axe's
//! "scrollable region must be focusable"), so no column is out of reach.

use leptos::prelude::*;

/// `label`: what the table is, as a heading names it ("By game").
#[component]
pub fn TableScroll(label: String, children: Children) -> impl IntoView {
    view! {
        <div class="table-scroll" role="region" tabindex="0" aria-label=label>
            {children()}
        </div>
    }
}
