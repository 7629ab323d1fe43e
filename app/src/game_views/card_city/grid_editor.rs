//! Card City's city entered cell by cell: a card chosen from the palette is
//! placed by tapping its cells (13 cards in about 13 taps), or each cell's own
//! picker of the six kinds and Empty is used; districts outlined, broken rules
//! marked and said in words, and what the grid scores and earns each round.

use super::grid as city_grid;
use super::words::CityGridText;
use crate::html::{markup, Act, Html, Markup, Value};
use crate::i18n::use_i18n;
use games::card_city::grid::SIZE;
use games::card_city::pad::cell_letter;
use games::card_city::pad::{grid_rows, GRID_KEY as CITY_GRID};
use games::card_city::{analyse, Card, CityAnalysis as Analysis, Violation};
use games::scorepad::ScoreState;
use leptos::prelude::*;

#[component]
pub fn CityGridEditor(
    id: u32,
    pad: RwSignal<ScoreState>,
    error: Signal<Option<String>>,
) -> impl IntoView {
    let t = super::words::grid(use_i18n().language());
    let kept = move || pad.with(|p| p.value(id, CITY_GRID));
    let set = move |text: String| pad.update(|p| p.set_value(id, CITY_GRID, text));
    let in_use = Memo::new(move |_| pad.with(|p| grid_rows(&p.value(id, CITY_GRID)).is_some()));
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
    // The 25 cells and what they add up to, drawn as text: one view per cell
    // cost the wasm more than the whole grid is worth (docs/performance.md).
    let cells_html =
        move || analysis.with(|a| cells_html(t, &city_grid::cells(&kept()), a, broken));
    // A cell's picker chose a card (or Empty).
    let pick = move |event: leptos::ev::Event| {
        #[cfg(feature = "browser")]
        if let Some(crate::browser::Acted {
            act: Act::Cell,
            at: Some(at),
            value: letter,
        }) = crate::browser::acted(&event, false, &[])
        {
            let card = letter.chars().next().and_then(Card::from_letter);
            set(city_grid::put(&kept(), at, card));
            // The cell was drawn again: keep the keyboard where it was.
            crate::browser::focus_soon(vec![format!(
                "[data-seat=\"{id}\"] select[{}=\"{at}\"]",
                crate::html::AT
            )]);
        }
        let _ = event;
    };
    // The palette's card (`Some(None)`: Empty); `None`: each cell's picker.
    let brush: RwSignal<Option<Option<Card>>> = RwSignal::new(None);
    // A cell tapped with a card from the palette: placed, or taken away when
    // the cell holds it already.
    let paint = move |event: leptos::ev::MouseEvent| {
        #[cfg(feature = "browser")]
        if let (Some(card), Some(at)) = (
            brush.get_untracked(),
            crate::browser::place_of(&event, ".city-grid__cell"),
        ) {
            let placed = city_grid::cells(&kept()).get(at).copied().flatten();
            let card = if placed == card { None } else { card };
            set(city_grid::put(&kept(), at, card));
        }
        let _ = event;
    };
    let choices = std::iter::once(None)
        .chain(std::iter::once(Some(None)))
        .chain(Card::ALL.map(|card| Some(Some(card))));
    let palette = choices
        .map(|choice| {
            let label = choice.map_or(t.each_cell, |card| (t.kind)(card));
            let letter = choice
                .flatten()
                .map(|c| c.letter().to_string())
                .unwrap_or_default();
            view! {
                <label class="city-grid__brush" data-card=letter>
                    <input type="radio" name=format!("brush-{id}") checked=choice.is_none()
                        on:change=move |_| brush.set(choice) />
                    <span>{label}</span>
                </label>
            }
        })
        .collect_view();
    let cells_class = move || match brush.get() {
        Some(_) => "city-grid__cells city-grid__cells--brush",
        None => "city-grid__cells",
    };
    let summary_html = move || match in_use.get() {
        true => analysis.with(|a| summary_html(t, a)),
        false => Markup::default(),
    };
    view! {
        <details class="city-grid" id=format!("seat-{id}-{CITY_GRID}") prop:open=move || in_use.get() data-testid="city-grid">
            <summary>{t.heading}</summary>
            <p class="hint">{t.hint}</p>
            <fieldset class="city-grid__palette" data-testid="grid-palette">
                <legend>{t.palette}</legend>
                {palette}
            </fieldset>
            <div class=cells_class role="group" aria-label=t.heading data-seat={id} {..markup(cells_html)} on:change=pick on:click=paint></div>
            <div {..markup(summary_html)}></div>
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

fn cells_html(
    t: &CityGridText,
    cells: &[Option<Card>],
    analysis: &Analysis,
    broken: impl Fn(usize) -> bool,
) -> Markup {
    let mut html = Html::new();
    for (at, card) in cells.iter().enumerate() {
        let sides = city_grid::outline(&analysis.districts, at);
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
        let letter = card.map(|c| c.letter().to_string()).unwrap_or_default();
        let test_id = format!("cell-{at}");
        // The mark shows the card; the picker over it (transparent) chooses one.
        let cell = [
            ("class", Value::Text(&class)),
            ("data-card", Value::Text(&letter)),
            (crate::html::AT, Value::Number(at as i64)),
        ];
        let picker = [
            ("aria-label", Value::Text(&label)),
            (crate::html::ACT, Value::Act(Act::Cell)),
            (crate::html::AT, Value::Number(at as i64)),
            ("data-testid", Value::Text(&test_id)),
        ];
        html.wrap("span", &cell, |html| {
            html.element("span", &[("aria-hidden", Value::Text("true"))], &mark)
                .wrap("select", &picker, |html| {
                    // Empty, then the six kinds in the order the rules list them.
                    for choice in std::iter::once(None).chain(Card::ALL.map(Some)) {
                        let letter = cell_letter(choice);
                        html.element(
                            "option",
                            &[
                                ("value", Value::Text(letter.encode_utf8(&mut [0; 4]))),
                                ("selected", Value::On(choice == *card)),
                            ],
                            (t.kind)(choice),
                        );
                    }
                });
        });
    }
    html.finish()
}

/// What the grid adds up to; each rule broken is said once, however many cells
/// break it.
fn summary_html(t: &CityGridText, analysis: &Analysis) -> Markup {
    let mut said: Vec<String> = Vec::new();
    for violation in &analysis.violations {
        let text = (t.violation)(violation);
        if !said.contains(&text) {
            said.push(text);
        }
    }
    let mut html = Html::new();
    html.element(
        "p",
        &[("data-testid", Value::Text("grid-summary"))],
        &(t.summary)(
            &analysis.residential_sizes,
            analysis.cards_in_city,
            analysis.empty_cells,
        ),
    )
    .element(
        "p",
        &[("data-testid", Value::Text("grid-income"))],
        &(t.income)(analysis.income_per_round),
    )
    .wrap(
        "ul",
        &[
            ("class", Value::Text("city-grid__broken")),
            ("data-testid", Value::Text("grid-broken")),
        ],
        |html| {
            for text in &said {
                html.element("li", &[], text);
            }
        },
    )
    .finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::Language;

    #[test]
    fn cells_carry_their_card_position_and_broken_mark() {
        let t = super::super::words::grid(Language::English);
        let kept = "IR.......................";
        let cells = city_grid::cells(kept);
        let analysis = analyse(&city_grid::as_grid(kept));
        let html = cells_html(t, &cells, &analysis, |at| at < 2);
        assert_eq!(html.matches("<select").count(), SIZE * SIZE);
        // Each cell offers the six kinds and Empty, its own card chosen.
        assert_eq!(html.matches("<option").count(), SIZE * SIZE * 7);
        assert_eq!(html.matches(" selected").count(), SIZE * SIZE);
        assert!(html.contains("data-card=\"I\""), "{html}");
        assert!(html.contains("data-at=\"24\""), "{html}");
        assert_eq!(html.matches("city-grid__cell--broken").count(), 2);
        let summary = summary_html(t, &analysis);
        assert!(summary.contains("grid-broken"), "{summary}");
    }

    #[test]
    fn a_cell_offers_empty_then_every_card_of_games_in_its_order() {
        let t = super::super::words::grid(Language::English);
        let kept = ".".repeat(SIZE * SIZE);
        let html = cells_html(
            t,
            &city_grid::cells(&kept),
            &analyse(&city_grid::as_grid(&kept)),
            |_| false,
        );
        let first_cell = &html[..html.find("</select>").unwrap()];
        let values: Vec<&str> = first_cell
            .split("<option value=\"")
            .skip(1)
            .map(|option| &option[..option.find('"').unwrap()])
            .collect();
        let expected: Vec<String> = std::iter::once(city_grid_letter(None))
            .chain(Card::ALL.map(|card| city_grid_letter(Some(card))))
            .collect();
        assert_eq!(values, expected);
        for card in Card::ALL {
            let letter = city_grid_letter(Some(card));
            assert_eq!(city_grid::cells(&letter)[0], Some(card));
        }
    }

    fn city_grid_letter(card: Option<Card>) -> String {
        city_grid::put("", 0, card)[..1].to_owned()
    }
}
