//! A Citadels city picked from the deck list: each district with its type and
//! cost filled in, the flags that change its score where they apply, and no pick
//! the deck cannot give (copies across the table, one of each in a city).
//!
//! The list and the picker are drawn as HTML text and driven by one delegated
//! handler reading `data-act`/`data-at`: a component per control would cost the
//! wasm more than the rest of the scorepad (measured in docs/performance.md).

use super::citadels_city::{entries, entry_at, Entry, CITY};
use super::escape;
use super::pad::{Problem, ScoreState};
use crate::i18n::setup_text::CitadelsScoreText;
use crate::i18n::use_i18n;
use games::citadels::data::deck;
use games::citadels::{can_build, city_size, DistrictType, Edition};
use games::ScoreSheet;
use leptos::prelude::*;

#[component]
pub fn CitadelsCity(
    id: u32,
    pad: RwSignal<ScoreState>,
    result: Memo<Result<ScoreSheet, Problem>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.island().score.citadels;
    // A rules error about this city, and the entry it names.
    let problem = move || {
        result.with(|r| match r {
            Err(Problem::Rules(error)) => pad.with(|p| {
                (p.locate(error.field()) == Some((id, CITY.to_owned())))
                    .then(|| (entry_at(error.field()), super::rules_message(i18n, error)))
            }),
            Err(Problem::NotANumber { seat, key }) if *seat == id && key == CITY => {
                Some((None, i18n.island().score.not_a_number.to_owned()))
            }
            _ => None,
        })
    };
    let bad = move || problem().and_then(|(at, _)| at);
    let list = move || pad.with(|p| list_html(t, p, id, bad()));
    let picker = move || pad.with(|p| picker_html(t, p, id));
    let summary = move || pad.with(|p| summary_text(t, p, id));
    let act = move |event: leptos::ev::Event, clicked: bool| {
        #[cfg(feature = "hydrate")]
        if let Some((act, at, value)) = crate::browser::acted(&event, clicked) {
            pad.update(|p| {
                let mut city = entries(&p.value(id, CITY));
                super::citadels_city::apply(&mut city, &act, at, value);
                p.set_value(id, CITY, super::citadels_city::encode(&city));
            });
        }
        let _ = (event, clicked);
    };
    view! {
        <div
            class="city"
            data-testid="city"
            on:change=move |ev| act(ev, false)
            on:click=move |ev: leptos::ev::MouseEvent| act(ev.into(), true)
        >
            <h3 class="city__heading">{t.city}" "<span class="hint" data-testid="city-summary">{summary}</span></h3>
            <ul class="city__list" inner_html=list></ul>
            <select class="city__add" aria-label=t.add data-act="add" data-testid="add-district" inner_html=picker></select>
            <p class="field-error" role="alert">{move || problem().map(|(_, message)| message)}</p>
        </div>
    }
}

fn summary_text(t: &CitadelsScoreText, pad: &ScoreState, id: u32) -> String {
    let city = entries(&pad.value(id, CITY));
    let size = city_size(pad.edition(), city.iter().map(|e| e.name.as_str()));
    (t.summary)(city.len(), size, pad.complete_at())
}

/// The built districts, each with the controls its card needs.
fn list_html(t: &CitadelsScoreText, pad: &ScoreState, id: u32, bad: Option<usize>) -> String {
    let edition = pad.edition();
    let y2016 = edition == Edition::Y2016;
    let cards = deck(edition);
    let city = entries(&pad.value(id, CITY));
    if city.is_empty() {
        return format!("<li class=\"hint\">{}</li>", t.empty);
    }
    let mut html = String::new();
    for (at, entry) in city.iter().enumerate() {
        let card = cards.iter().find(|d| d.name == entry.name);
        let shown = card.map_or(entry.name.as_str(), |d| (t.district)(d));
        let name = escape(shown);
        let check = |act: &str, on: bool, label: &str| {
            let checked = if on { " checked" } else { "" };
            format!("<label class=\"check check--small\"><input type=\"checkbox\" data-act=\"{act}\" data-at=\"{at}\"{checked}><span>{label}</span></label>")
        };
        // 2016: the Artist's +1 sits beside the cost it raises, named in full
        // for screen readers and on a long press.
        let beautify = match y2016 {
            true => format!(
                "<label class=\"check check--chip\" title=\"{0}\"><input type=\"checkbox\" data-act=\"beautified\" data-at=\"{at}\"{1}><span aria-hidden=\"true\">+1</span><span class=\"visually-hidden\">{0}</span></label>",
                t.beautified,
                if entry.beautified { " checked" } else { "" },
            ),
            false => String::new(),
        };
        html.push_str(&format!(
            "<li class=\"district{}\" data-type=\"{}\" data-testid=\"district\"><div class=\"district__head\"><span class=\"district__name\">{name}</span><span class=\"district__cost\">{}</span>{beautify}<button class=\"icon-button\" type=\"button\" data-act=\"remove\" data-at=\"{at}\" aria-label=\"{}\">×</button></div>",
            if bad == Some(at) { " district--bad" } else { "" },
            card.map_or("", |d| d.kind.name()),
            card.map_or(String::new(), |d| (d.cost + u8::from(entry.beautified)).to_string()),
            escape(&(t.remove)(shown)),
        ));
        let counts_as = |html: &mut String| {
            let mut options = format!("<option value=\"\">{}</option>", t.best_type);
            for kind in DistrictType::ALL {
                let selected = if entry.counts_as == Some(kind) {
                    " selected"
                } else {
                    ""
                };
                options.push_str(&format!(
                    "<option value=\"{}\"{selected}>{}</option>",
                    kind.name(),
                    (t.kind)(kind)
                ));
            }
            html.push_str(&format!("<label class=\"district__option\"><span>{}</span><select data-act=\"as\" data-at=\"{at}\">{options}</select></label>", t.counts_as));
        };
        match (y2016, entry.name.as_str()) {
            (true, "Haunted Quarter") => counts_as(&mut html),
            // Built in the last round, the Haunted City is special only: no type to choose.
            (false, "Haunted City") => {
                html.push_str(&check("last", entry.last_round, t.built_last_round));
                if !entry.last_round {
                    counts_as(&mut html);
                }
            }
            (true, "Museum") => html.push_str(&format!(
                "<label class=\"district__option\"><span>{}</span><input class=\"entry__input\" inputmode=\"numeric\" autocomplete=\"off\" data-act=\"under\" data-at=\"{at}\" value=\"{}\"></label>",
                t.cards_under,
                escape(&entry.under),
            )),
            _ => {}
        }
        html.push_str("</li>");
    }
    html
}

/// The deck grouped by type; what the deck cannot give any more is disabled.
fn picker_html(t: &CitadelsScoreText, pad: &ScoreState, id: u32) -> String {
    let edition = pad.edition();
    let city = entries(&pad.value(id, CITY));
    let everywhere: Vec<Entry> = pad
        .seats
        .iter()
        .flat_map(|seat| entries(&pad.value(seat.id, CITY)))
        .collect();
    let own: Vec<&str> = city.iter().map(|e| e.name.as_str()).collect();
    let everywhere: Vec<&str> = everywhere.iter().map(|e| e.name.as_str()).collect();
    let cards = deck(edition);
    let mut html = format!("<option value=\"\">{}</option>", t.add);
    for kind in DistrictType::ALL {
        html.push_str(&format!("<optgroup label=\"{}\">", (t.kind)(kind)));
        // The Secret Vault is never built, so never offered.
        for d in cards.iter().filter(|d| d.kind == kind && d.cost > 0) {
            let (disabled, note) = match can_build(edition, d, &own, &everywhere) {
                true => ("", String::new()),
                false => (" disabled", format!(" ({})", t.none_left)),
            };
            html.push_str(&format!(
                "<option value=\"{}\"{disabled}>{} · {}{note}</option>",
                escape(d.name),
                escape((t.district)(d)),
                d.cost
            ));
        }
        html.push_str("</optgroup>");
    }
    html
}
