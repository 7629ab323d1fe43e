//! Choices for the whole table: the edition, one-holder cards and who ended the
//! game (one player or nobody each), numbers the rules otherwise decide, flags.
//! Which ones a game has comes from `games::form`.

use super::field_input::FieldInput;
use super::pad::{Problem, ScoreState, Slot};
use crate::components::pad_messages::table_error;
use crate::html::{markup, Act, Html, Markup, Value};
use crate::i18n::setup_text::ScoreText;
use crate::i18n::use_i18n;
use games::form::{Field, Kind, Scope};
use games::ScoreSheet;
use leptos::prelude::*;

#[component]
pub fn TablePanel(
    pad: RwSignal<ScoreState>,
    result: Memo<Result<ScoreSheet, Vec<Problem>>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.island().score;
    let fields = pad.with_untracked(|p| p.fields());
    // One of the rules' choices (Citadels' classic tie-break), where the edition has it.
    let one_of: Vec<Field> = fields
        .iter()
        .filter(|f| matches!(f.kind, Kind::OneOf(_)))
        .copied()
        .collect();
    // One player (or nobody) each: the one-holder cards, then who ended the game.
    let choices: Vec<&'static str> = fields
        .iter()
        .filter(|f| f.names_a_player())
        .map(|f| f.key)
        .collect();
    // Numbers the rules otherwise decide (empty: the rules' own, shown greyed) and flags.
    let others = fields
        .into_iter()
        .filter(|f| f.scope == Scope::Table && matches!(f.kind, Kind::Count { .. } | Kind::Flag))
        .map(|field| {
            let key = field.key;
            let placeholder = matches!(field.kind, Kind::Count { .. }).then(|| {
                Signal::derive(move || {
                    pad.with(|p| {
                        p.rules_table_value(key)
                            .map(|v| v.to_string())
                            .unwrap_or_default()
                    })
                })
            });
            let hidden = move || !pad.with(|p| p.asks_for(&field));
            let error = Signal::derive(move || {
                result.with(|r| r.as_ref().err().and_then(|p| table_error(t, p, key)))
            });
            view! {
                <div class="field" hidden=hidden>
                    <FieldInput place=Slot::Table field pad error placeholder />
                </div>
            }
        })
        .collect_view();
    let asks = !choices.is_empty() || !others.is_empty() || !one_of.is_empty();
    asks.then(|| {
        view! {
            <section class="panel" aria-labelledby="table-heading">
                <h2 id="table-heading">{t.table_heading}</h2>
                <TableChoices pad groups=player_groups(pad, choices) />
                {others}
                <TableChoices pad groups=choice_groups(pad, t, one_of) />
            </section>
        }
    })
}

/// A table value and its choices: (value, label) pairs.
pub type RadioGroup = (&'static str, Vec<(String, String)>);

/// Radio groups for the table ("Longest Road: nobody / Ann / Bo …", Citadels'
/// edition), drawn as text and driven by one handler: each radio's action is the
/// table value it sets.
#[component]
pub fn TableChoices(pad: RwSignal<ScoreState>, groups: Signal<Vec<RadioGroup>>) -> impl IntoView {
    let t = &use_i18n().island().score;
    let html = move || groups.with(|groups| pad.with(|p| radios_html(t, p, groups)));
    let choose = move |event: leptos::ev::Event| {
        #[cfg(feature = "browser")]
        {
            let keys: Vec<&'static str> =
                groups.with_untracked(|g| g.iter().map(|(k, _)| *k).collect());
            if let Some(crate::browser::Acted {
                act: Act::Table(key),
                value,
                ..
            }) = crate::browser::acted(&event, false, &keys)
            {
                pad.update(|p| p.type_in(Slot::Table, key, value));
            }
        }
        let _ = event;
    };
    view! { <div {..markup(html)} on:change=choose></div> }
}

pub fn radios_html(t: &ScoreText, pad: &ScoreState, groups: &[RadioGroup]) -> Markup {
    let mut html = Html::new();
    for (key, options) in groups {
        // An edition is its first until chosen otherwise.
        let typed = pad.typed(Slot::Table, key);
        let chosen = pad
            .field(key)
            .and_then(|field| field.edition_chosen(Some(&typed)))
            .map_or(typed.clone(), str::to_owned);
        // Nothing chosen is the first option: nobody, or the rules' first choice.
        let chosen = match (chosen.is_empty(), options.first()) {
            (true, Some((first, _))) => first.clone(),
            _ => chosen,
        };
        let anchor = format!("table-{key}");
        let group = [
            ("id", Value::Text(&anchor)),
            ("class", Value::Text("choice")),
            ("data-testid", Value::Text(key)),
        ];
        html.wrap("fieldset", &group, |html| {
            let label = pad.field(key).map_or("", |field| t.label(&field));
            html.element("legend", &[], label).wrap(
                "div",
                &[("class", Value::Text("segmented"))],
                |html| {
                    for (value, label) in options {
                        let radio = [
                            ("type", Value::Text("radio")),
                            ("name", Value::Text(key)),
                            (crate::html::ACT, Value::Act(Act::Table(key))),
                            ("value", Value::Text(value)),
                            ("checked", Value::On(*value == chosen)),
                        ];
                        html.wrap(
                            "label",
                            &[("class", Value::Text("choice__option"))],
                            |html| {
                                html.void("input", &radio).element("span", &[], label);
                            },
                        );
                    }
                },
            );
        });
    }
    html.finish()
}

/// The game's editions (its value is the edition's id), when it has them.
pub fn edition_group(t: &'static ScoreText, fields: &[Field]) -> Signal<Vec<RadioGroup>> {
    let groups: Vec<RadioGroup> = fields
        .iter()
        .filter_map(|field| match field.kind {
            Kind::Edition(editions) => Some((
                field.key,
                editions
                    .iter()
                    .map(|e| (e.value.to_owned(), e.label.get(t.language).to_owned()))
                    .collect(),
            )),
            _ => None,
        })
        .collect();
    Signal::derive(move || groups.clone())
}

/// Each of these choices with its values, while the pad's edition has it.
fn choice_groups(
    pad: RwSignal<ScoreState>,
    t: &'static ScoreText,
    fields: Vec<Field>,
) -> Signal<Vec<RadioGroup>> {
    Signal::derive(move || {
        fields
            .iter()
            .filter(|field| pad.with(|p| p.asks_for(field)))
            .map(|field| {
                let options = field
                    .choices()
                    .iter()
                    .map(|c| (c.value.to_owned(), c.label.get(t.language).to_owned()))
                    .collect();
                (field.key, options)
            })
            .collect()
    })
}

/// One player, or nobody, for each of these table values (a seat's id).
fn player_groups(pad: RwSignal<ScoreState>, keys: Vec<&'static str>) -> Signal<Vec<RadioGroup>> {
    let i18n = use_i18n();
    Signal::derive(move || {
        let seats = pad.with(|p| {
            seat_options(p, i18n.island().score.nobody, &|n| {
                (i18n.island().seat)(n as u8)
            })
        });
        keys.iter().map(|&key| (key, seats.clone())).collect()
    })
}

/// Nobody, then every seat by its shown name; the value is the seat's id.
fn seat_options(
    pad: &ScoreState,
    nobody: &str,
    default_name: &dyn Fn(usize) -> String,
) -> Vec<(String, String)> {
    std::iter::once((String::new(), nobody.to_owned()))
        .chain(
            pad.seats
                .iter()
                .enumerate()
                .map(|(i, seat)| (seat.id.to_string(), pad.shown_name(i, default_name))),
        )
        .collect()
}

/// Whether the game asks for its edition first.
pub fn has_edition(fields: &[Field]) -> bool {
    fields.iter().any(|f| matches!(f.kind, Kind::Edition(_)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Texts;
    use games::GameId;
    use games::Language;

    #[test]
    fn a_holder_group_offers_nobody_and_each_seat_and_checks_the_holder() {
        let mut pad = ScoreState::new(
            GameId::Catan,
            &["Ann".into(), "<i>Bo</i>".into(), String::new()],
        );
        let bo = pad.seats[1].id;
        pad.table.insert("longest_road".into(), bo.to_string());
        let options = seat_options(&pad, "Nobody", &|n| format!("Player {n}"));
        assert_eq!(options.len(), 4);
        assert_eq!(options[3].1, "Player 3");
        let t = &Language::English.island().score;
        let html = radios_html(t, &pad, &[("longest_road", options)]);
        assert_eq!(html.matches("type=\"radio\"").count(), 4);
        assert!(html.contains(&format!("value=\"{bo}\" checked")), "{html}");
        assert!(html.contains("&lt;i&gt;Bo&lt;/i&gt;"), "{html}");
        assert_eq!(html.matches(" checked").count(), 1);
    }

    #[test]
    fn the_edition_is_classic_until_chosen() {
        let pad = ScoreState::new(GameId::Citadels, &["A".into(), "B".into()]);
        let t = &Language::TraditionalChinese.island().score;
        let groups = vec![(
            "edition",
            vec![
                ("classic".into(), "經典".into()),
                ("2016".into(), "2016".into()),
            ],
        )];
        let html = radios_html(t, &pad, &groups);
        assert!(html.contains("value=\"classic\" checked"), "{html}");
        assert!(has_edition(&pad.fields()));
        assert!(!has_edition(&ScoreState::new(GameId::Catan, &[]).fields()));
    }
}
