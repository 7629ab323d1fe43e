//! Card City's city tapped in cell by cell: districts outlined, broken rules marked
//! and said in words, and what the grid scores and earns each round.

use super::city_grid::{self, CELLS};
use super::pad::{ScoreState, CITY_GRID};
use crate::i18n::use_i18n;
use games::card_city::{analyse, grid::SIZE, Violation};
use leptos::prelude::*;

#[component]
pub fn CityGridEditor(
    id: u32,
    pad: RwSignal<ScoreState>,
    error: Signal<Option<String>>,
) -> impl IntoView {
    let t = &use_i18n().island().score.city_grid;
    let kept = move || pad.with(|p| p.value(id, CITY_GRID));
    let set = move |text: String| pad.update(|p| p.set_value(id, CITY_GRID, text));
    let in_use = Memo::new(move |_| pad.with(|p| p.grid_in_use(id)));
    let analysis = Memo::new(move |_| analyse(&city_grid::as_grid(&kept())));
    // Cells on either side of an Industrial–Residential contact.
    let broken = move |at: usize| {
        let cell = ((at / SIZE) as u8, (at % SIZE) as u8);
        analysis.with(|a| {
            a.violations.iter().any(|v| {
                matches!(v, Violation::IndustrialNextToResidential { industrial, residential }
                    if *industrial == cell || *residential == cell)
            })
        })
    };
    let cell = move |at: usize| {
        let cells = move || city_grid::cells(&kept());
        let class = move || {
            let sides = analysis.with(|a| city_grid::outline(&a.districts, at));
            let mut class = String::from("city-grid__cell");
            for (edge, name) in sides
                .iter()
                .zip([" edge-t", " edge-r", " edge-b", " edge-l"])
            {
                if *edge {
                    class.push_str(name);
                }
            }
            if broken(at) {
                class.push_str(" city-grid__cell--broken");
            }
            class
        };
        let label = move || {
            let mut label = (t.cell)(at / SIZE + 1, at % SIZE + 1, cells()[at]);
            if broken(at) {
                label = format!("{label} ({})", t.broken);
            }
            label
        };
        view! {
            <button
                type="button"
                class=class
                data-card=move || cells()[at].map(|card| card.letter().to_string())
                aria-label=label
                on:click=move |_| set(city_grid::tap(&kept(), at))
                data-testid=format!("cell-{at}")
            >
                {move || cells()[at].map(t.card_mark)}
                {move || broken(at).then_some("!")}
            </button>
        }
    };
    view! {
        <details class="city-grid" prop:open=move || in_use.get() data-testid="city-grid">
            <summary>{t.heading}</summary>
            <p class="hint">{t.hint}</p>
            <div class="city-grid__cells" role="group" aria-label=t.heading>
                {(0..CELLS).map(cell).collect_view()}
            </div>
            {move || in_use.get().then(|| analysis.with(|a| view! {
                <p data-testid="grid-summary">{(t.summary)(&a.residential_sizes, a.cards_in_city, a.empty_cells)}</p>
                <p data-testid="grid-income">{(t.income)(a.income_per_round)}</p>
                <ul class="city-grid__broken" data-testid="grid-broken">
                    {a.violations.iter().map(|v| view! { <li>{(t.violation)(v)}</li> }).collect_view()}
                </ul>
            }))}
            // The rules' own words only for what the list above does not say
            // (the box's Residential cards shared by every city).
            <p class="field-error" role="alert">
                {move || analysis.with(|a| a.violations.is_empty()).then(|| error.get()).flatten()}
            </p>
            <button class="button" type="button" on:click=move |_| set(String::new()) disabled=move || !in_use.get()>
                {t.clear}
            </button>
        </details>
    }
}
