//! Card City's city tapped in cell by cell: districts outlined, broken rules marked
//! and said in words, and what the grid scores and earns each round.

use super::city_grid;
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
    // The 25 cells and what they add up to, drawn as HTML text: one view per
    // cell cost the wasm more than the whole grid is worth (docs/performance.md).
    let cells_html = move || {
        let cells = city_grid::cells(&kept());
        let mut html = String::new();
        for (at, card) in cells.iter().enumerate() {
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
            let mut label = (t.cell)(at / SIZE + 1, at % SIZE + 1, *card);
            let mut mark = card.map_or("", t.card_mark).to_owned();
            if broken(at) {
                class.push_str(" city-grid__cell--broken");
                label = format!("{label} ({})", t.broken);
                mark.push('!');
            }
            let letter = card
                .map(|c| format!(" data-card=\"{}\"", c.letter()))
                .unwrap_or_default();
            html.push_str(&format!(
                "<button type=\"button\" class=\"{class}\"{letter} aria-label=\"{}\" data-act=\"cell\" data-at=\"{at}\" data-testid=\"cell-{at}\">{mark}</button>",
                super::escape(&label)
            ));
        }
        html
    };
    let tap = move |event: leptos::ev::MouseEvent| {
        #[cfg(feature = "hydrate")]
        if let Some((_, Some(at), _)) = crate::browser::acted(&event, true) {
            set(city_grid::tap(&kept(), at));
            // The cell was drawn again: keep the keyboard where it was.
            crate::browser::focus_soon(vec![format!("[data-seat=\"{id}\"] [data-at=\"{at}\"]")]);
        }
        let _ = event;
    };
    let summary_html = move || {
        if !in_use.get() {
            return String::new();
        }
        analysis.with(|a| {
            // Each rule broken is said once, however many cells break it.
            let mut said: Vec<String> = Vec::new();
            for violation in &a.violations {
                let text = (t.violation)(violation);
                if !said.contains(&text) {
                    said.push(text);
                }
            }
            let broken: String = said.iter().map(|text| format!("<li>{text}</li>")).collect();
            format!(
                "<p data-testid=\"grid-summary\">{}</p><p data-testid=\"grid-income\">{}</p><ul class=\"city-grid__broken\" data-testid=\"grid-broken\">{broken}</ul>",
                (t.summary)(&a.residential_sizes, a.cards_in_city, a.empty_cells),
                (t.income)(a.income_per_round),
            )
        })
    };
    view! {
        <details class="city-grid" prop:open=move || in_use.get() data-testid="city-grid">
            <summary>{t.heading}</summary>
            <p class="hint">{t.hint}</p>
            <div class="city-grid__cells" role="group" aria-label=t.heading data-seat=id inner_html=cells_html on:click=tap></div>
            <div inner_html=summary_html></div>
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
