//! Controls that are plain links, so they work before (and without) the wasm.

use crate::i18n::use_i18n;
use leptos::prelude::*;

/// One choice of a segmented control: its text, where it leads, whether it is current.
pub type Choice = (String, String, bool);

/// A row of mutually exclusive choices ("3 4 5 6", "Classic 2016").
#[component]
pub fn Segmented(
    label_id: &'static str,
    label: &'static str,
    items: Vec<Choice>,
    testid: &'static str,
    /// Short labels (player counts) get equal cells.
    #[prop(optional)]
    numbers: bool,
) -> impl IntoView {
    view! {
        <div class="field">
            <span id=label_id class="field__label">{label}</span>
            <div class="segmented" class:segmented--numbers=numbers role="group" aria-labelledby=label_id id=testid data-testid=testid>
                {items
                    .into_iter()
                    .map(|(text, href, current)| {
                        view! {
                            <a href=href aria-current=current.then_some("true")>{text}</a>
                        }
                    })
                    .collect_view()}
            </div>
        </div>
    }
}

/// An on/off option: a link to the same page with the option flipped. `id` is
/// where such links land (see `Drawn::href`).
#[component]
pub fn Toggle(
    label: &'static str,
    on: bool,
    href: String,
    testid: &'static str,
    #[prop(optional)] id: Option<&'static str>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().setup_page;
    let state = if on { t.on } else { t.off };
    view! {
        <a
            class="toggle"
            id=id
            href=href
            role="switch"
            aria-checked=if on { "true" } else { "false" }
            data-testid=testid
        >
            <span class="toggle__label">{label}</span>
            <span class="toggle__state" aria-hidden="true">{state}</span>
        </a>
    }
}

/// What to lay out, as boxes to tick while doing it (ticks are not kept: the next
/// game starts from an empty list).
#[component]
pub fn Checklist(items: Vec<String>) -> impl IntoView {
    let i18n = use_i18n();
    view! {
        <section class="panel checklist" aria-labelledby="checklist-heading">
            <h2 id="checklist-heading">{i18n.t().setup_page.checklist_heading}</h2>
            <ul data-testid="checklist">
                {items
                        .into_iter()
                        .map(|item| {
                            view! {
                                <li>
                                    <label>
                                        <input type="checkbox" />
                                        <span>{item}</span>
                                    </label>
                                </li>
                            }
                        })
                        .collect_view()}
            </ul>
        </section>
    }
}
