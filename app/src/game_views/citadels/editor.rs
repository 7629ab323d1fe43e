//! A Citadels city picked from the deck list: each district with its type and
//! cost filled in, the flags that change its score where they apply, and no pick
//! the deck cannot give (copies across the table, one of each in a city).
//!
//! The list and the deck are drawn as HTML text and driven by one delegated
//! handler reading `data-act`/`data-at`: a component per control would cost the
//! wasm more than the rest of the scorepad (measured in docs/performance.md).
//!
//! The deck is a button per district, so a city is entered at one tap per
//! district. Its type filter is radio buttons read by the style sheet alone
//! (`.deck:has(…:checked)`), and typing a name narrows it to what matches in
//! every type.

use super::city::{entries, entry_at, CITY};
use super::deck::{deck_head_html, deck_html};
use super::words::CitadelsScoreText;
use super::CitadelsPad;
use crate::components::pad_messages::field_error;
use crate::html::{markup, Act, Html, Markup, Value};
use crate::i18n::use_i18n;
use games::citadels::data::deck;
use games::citadels::{city_size, DistrictType};
use games::scorepad::{Problem, ScoreState};
use games::ScoreSheet;
use leptos::prelude::*;

#[component]
pub fn CitadelsCity(
    id: u32,
    pad: RwSignal<ScoreState>,
    result: Memo<Result<ScoreSheet, Vec<Problem>>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = super::words::score(i18n.language());
    // The message at this city, as at any field, and the entry a rules error names.
    let problem = move || {
        result.with(|r| {
            let problems = r.as_ref().err()?;
            pad.with(|p| {
                let message = field_error(&i18n.island().score, p, problems, id, CITY)?;
                // The entry the rules name, when the refusal is about this city.
                let at = problems.iter().find_map(|problem| match problem {
                    Problem::Rules(error)
                        if p.locate(error.field()).is_some_and(|(s, _)| s == id) =>
                    {
                        entry_at(error.field())
                    }
                    _ => None,
                });
                Some((at, message))
            })
        })
    };
    let bad = move || problem().and_then(|(at, _)| at);
    let list = move || pad.with(|p| list_html(t, p, id, bad()));
    // What is typed in the deck's search field: this phone's, never kept.
    let typed = RwSignal::new(String::new());
    let deck = move || typed.with(|typed| pad.with(|p| deck_html(t, p, id, typed)));
    let head = move || deck_head_html(t, id);
    let summary = move || pad.with(|p| summary_text(t, p, id));
    let act = move |event: leptos::ev::Event, clicked: bool| {
        #[cfg(feature = "browser")]
        if let Some(crate::browser::Acted { act, at, value }) =
            crate::browser::acted(&event, clicked, &[])
        {
            if act == Act::FindDistrict {
                typed.set(value);
                return;
            }
            // A district added: the keyboard stays on the deck, on the same
            // card while another copy can be built.
            if act == Act::AddDistrict {
                crate::browser::focus_soon(vec![
                    format!("#seat-{id}-{CITY} .deck__card[value=\"{value}\"]:enabled"),
                    format!("#seat-{id}-{CITY} .deck__card:enabled"),
                ]);
            }
            pad.update(|p| {
                let mut city = entries(&p.value(id, CITY));
                super::city::apply(&mut city, act, at, value);
                p.set_value(id, CITY, games::citadels::pad::encode(&city));
            });
        }
        let _ = (event, clicked);
    };
    view! {
        <div
            class="city"
            id=format!("seat-{id}-{CITY}")
            data-testid="city"
            on:change=move |ev| act(ev, false)
            on:input=move |ev| act(ev, false)
            on:click=move |ev: leptos::ev::MouseEvent| act(ev.into(), true)
        >
            <h3 class="city__heading">{t.city}" "<span class="hint" data-testid="city-summary">{summary}</span></h3>
            <ul class="city__list" {..markup(list)}></ul>
            // Open, so each district is one tap; a player done with their city
            // can fold it away.
            <details class="deck" open data-testid="deck">
                <summary class="deck__hint">{t.deck}</summary>
                <div {..markup(head)}></div>
                <div class="deck__cards" {..markup(deck)}></div>
            </details>
            <p class="field-error" role="alert">{move || problem().map(|(_, message)| message)}</p>
        </div>
    }
}

fn summary_text(t: &CitadelsScoreText, pad: &ScoreState, id: u32) -> String {
    let city = entries(&pad.value(id, CITY));
    let size = city_size(pad.edition(), city.iter().map(|e| e.name.as_str()));
    (t.summary)(city.len(), size, pad.complete_at())
}

/// The built districts, each with the controls its card asks for.
fn list_html(t: &CitadelsScoreText, pad: &ScoreState, id: u32, bad: Option<usize>) -> Markup {
    let edition = pad.edition();
    let cards = deck(edition);
    let city = entries(&pad.value(id, CITY));
    let mut html = Html::new();
    if city.is_empty() {
        return html
            .element("li", &[("class", Value::Text("hint"))], t.empty)
            .finish();
    }
    // The Artist's +1 is offered where she can have played (a setup names
    // its characters); one ticked already stays shown, to be taken back.
    let artist = pad
        .cards_in_play()
        .is_none_or(|names| games::citadels::data::artist_in_play(&names));
    for (at, entry) in city.iter().enumerate() {
        let card = cards.iter().find(|d| d.name == entry.name);
        let shown = card.map_or(entry.name.as_str(), |d| (t.district)(d));
        let mut extras = card.map(|d| d.extras(edition)).unwrap_or_default();
        extras.beautified &= artist || entry.beautified;
        let at_value = Value::Number(at as i64);
        let class = if bad == Some(at) {
            "district district--bad"
        } else {
            "district"
        };
        let cost = card.map_or(String::new(), |d| {
            (d.cost + u8::from(entry.beautified)).to_string()
        });
        let row = [
            ("class", Value::Text(class)),
            ("data-type", Value::Text(card.map_or("", |d| d.kind.name()))),
            ("data-testid", Value::Text("district")),
        ];
        let remove = [
            ("class", Value::Text("icon-button")),
            ("type", Value::Text("button")),
            (crate::html::ACT, Value::Act(Act::RemoveDistrict)),
            (crate::html::AT, at_value),
            ("aria-label", Value::Text(&(t.remove)(shown))),
        ];
        html.wrap("li", &row, |html| {
            html.wrap("div", &[("class", Value::Text("district__head"))], |html| {
                html.element("span", &[("class", Value::Text("district__name"))], shown)
                    .element("span", &[("class", Value::Text("district__cost"))], &cost)
                    .element("button", &remove, "×");
            });
            // The Artist's +1, said in words under the district (phones show no hover
            // titles); the cost above includes it once ticked.
            if extras.beautified {
                html.wrap(
                    "label",
                    &[("class", Value::Text("check check--small"))],
                    |html| {
                        html.checkbox(Act::Beautified, at, entry.beautified)
                            .element("span", &[], t.beautified);
                    },
                );
            }
            // Built in the last round, the classic Haunted City is special only: no
            // type to choose (see `chooses_type`).
            if extras.built_last_round {
                html.wrap(
                    "label",
                    &[("class", Value::Text("check check--small"))],
                    |html| {
                        html.checkbox(Act::BuiltLast, at, entry.last_round).element(
                            "span",
                            &[],
                            t.built_last_round,
                        );
                    },
                );
            }
            if extras.chooses_type(entry.last_round) {
                let picker = [
                    (crate::html::ACT, Value::Act(Act::CountsAs)),
                    (crate::html::AT, at_value),
                ];
                html.wrap(
                    "label",
                    &[("class", Value::Text("district__option"))],
                    |html| {
                        html.element("span", &[], t.counts_as)
                            .wrap("select", &picker, |html| {
                                html.element("option", &[("value", Value::Text(""))], t.best_type);
                                for kind in DistrictType::ALL {
                                    html.element(
                                        "option",
                                        &[
                                            ("value", Value::Text(kind.name())),
                                            ("selected", Value::On(entry.counts_as == Some(kind))),
                                        ],
                                        (t.kind)(kind),
                                    );
                                }
                            });
                    },
                );
            }
            if extras.cards_under {
                let under = [
                    ("class", Value::Text("entry__input")),
                    ("inputmode", Value::Text("numeric")),
                    ("autocomplete", Value::Text("off")),
                    (crate::html::ACT, Value::Act(Act::CardsUnder)),
                    (crate::html::AT, at_value),
                    ("value", Value::Text(&entry.under)),
                ];
                html.wrap(
                    "label",
                    &[("class", Value::Text("district__option"))],
                    |html| {
                        html.element("span", &[], t.cards_under)
                            .void("input", &under);
                    },
                );
            }
        });
    }
    html.finish()
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use games::scorepad::IN_PLAY;
    use games::GameId;
    use games::Language;

    pub(in crate::game_views) fn citadels(edition: &str, city: &[&str]) -> ScoreState {
        let mut pad = ScoreState::new(GameId::Citadels, &["A".into(), "B".into()]);
        pad.table
            .insert(games::citadels::pad::EDITION_KEY.into(), edition.into());
        let mut entries = Vec::new();
        for name in city {
            super::super::city::apply(&mut entries, Act::AddDistrict, None, (*name).into());
        }
        let id = pad.seats[0].id;
        pad.set_value(id, CITY, games::citadels::pad::encode(&entries));
        pad
    }

    #[test]
    fn each_district_gets_the_controls_its_card_asks_for() {
        let t = super::super::words::score(Language::English);
        let pad = citadels("2016", &["Museum", "Haunted Quarter", "Manor"]);
        let html = list_html(t, &pad, pad.seats[0].id, Some(2));
        assert_eq!(html.matches("data-act=\"under\"").count(), 1, "{html}");
        assert_eq!(html.matches("data-act=\"as\"").count(), 1, "{html}");
        assert_eq!(html.matches("data-act=\"beautified\"").count(), 3, "{html}");
        assert_eq!(html.matches("district--bad").count(), 1, "{html}");
        let classic = citadels("classic", &["Haunted City"]);
        let html = list_html(t, &classic, classic.seats[0].id, None);
        assert!(html.contains("data-act=\"last\""), "{html}");
        assert!(!html.contains("beautified"), "{html}");
    }

    #[test]
    fn the_artists_plus_one_is_offered_only_when_she_is_in_play() {
        let t = super::super::words::score(Language::English);
        let mut pad = citadels("2016", &["Museum", "Manor"]);
        pad.table.insert(IN_PLAY.into(), "Museum,Queen,King".into());
        let html = list_html(t, &pad, pad.seats[0].id, None);
        assert!(!html.contains("data-act=\"beautified\""), "{html}");
        pad.table
            .insert(IN_PLAY.into(), "Museum,Artist,King".into());
        let html = list_html(t, &pad, pad.seats[0].id, None);
        assert_eq!(html.matches("data-act=\"beautified\"").count(), 2, "{html}");
    }
}
