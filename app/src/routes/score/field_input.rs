//! One typed-in field: a number with steppers, a list, or a box. Kept a component
//! (not text) so the caret never jumps while typing.

use super::pad::{ScoreState, Slot};
use crate::i18n::use_i18n;
use games::form::{Field, Kind};
use games::pad_text::{has_choice, with_choice, TICKED};
use leptos::either::EitherOf3;
use leptos::prelude::*;

#[component]
pub fn FieldInput(
    place: Slot,
    field: Field,
    pad: RwSignal<ScoreState>,
    error: Signal<Option<String>>,
    /// Shown while empty: what the rules use then.
    #[prop(default = None)]
    placeholder: Option<Signal<String>>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.island().score;
    let key = field.key;
    let input_id = match place {
        Slot::Seat(id) => format!("seat-{id}-{key}"),
        Slot::Table => format!("table-{key}"),
    };
    let label = t.label(&field);
    let hint = t.hint(&field);
    let value = move || pad.with(|p| p.typed(place, key));
    let set = move |value: String| pad.update(|p| p.type_in(place, key, value));
    // A hint the same for everyone is said at the first seat only.
    let first_or_every = !field.hint_once
        || match place {
            Slot::Seat(id) => pad.with_untracked(|p| p.seats.first().map(|s| s.id) == Some(id)),
            Slot::Table => true,
        };
    let hint_id = format!("{input_id}-hint");
    let described = hint.map(|_| hint_id.clone());
    if let Kind::Several(choices) = field.kind {
        let boxes = choices
            .iter()
            .map(|choice| {
                let value = choice.value;
                let typed = move || pad.with(|p| p.typed(place, key));
                let tick = move |on: bool| set(with_choice(&field, &typed(), value, on));
                let label = choice.label.get(t.language);
                let checked = Signal::derive(move || has_choice(&typed(), value));
                let id = format!("{input_id}-{value}");
                check_box(id, label, Some(value), checked, Callback::new(tick), error)
            })
            .collect_view();
        EitherOf3::A(view! {
            <fieldset class="choice" data-testid=key id=input_id.clone()>
                <legend>{label}</legend>
                {boxes}
                {hint.filter(|_| first_or_every).map(|hint| view! { <p class="hint">{hint}</p> })}
                <p class="field-error" role="alert">{move || error.get()}</p>
            </fieldset>
        })
    } else if field.kind == Kind::Flag {
        let checked = Signal::derive(move || value() == TICKED);
        let tick = Callback::new(move |on: bool| set(on.to_string()));
        EitherOf3::B(view! {
            <div data-testid=key>
                {check_box(input_id, label, None, checked, tick, error)}
                {hint.map(|hint| view! { <p class="hint">{hint}</p> })}
                <p class="field-error" role="alert">{move || error.get()}</p>
            </div>
        })
    } else {
        let step = move |by: i64| {
            // The limits for the table as it is now (the knights depend on its size).
            let Some((min, max)) = pad
                .with_untracked(|p| p.field(key))
                .and_then(|f| f.bounds())
            else {
                return;
            };
            // From empty, a step starts at what the rules would use.
            let now = super::pad::half_width(&value()).trim().parse::<i64>().ok();
            let now = now
                .or_else(|| placeholder.and_then(|p| p.get_untracked().parse().ok()))
                .unwrap_or(0);
            set(stepped(now, by, min, max).to_string());
        };
        let is_count = matches!(field.kind, Kind::Count { .. });
        EitherOf3::C(view! {
            <div class="entry" class:entry--bad=move || error.get().is_some() data-testid=key>
                <label class="entry__label" for=input_id.clone()>{label}</label>
                <div class="entry__row">
                    {is_count.then(|| view! {
                        <button class="icon-button" type="button" tabindex="-1" aria-label=(t.less)(label) on:click=move |_| step(-1)>"−"</button>
                    })}
                    <input
                        id=input_id.clone()
                        class="entry__input"
                        class:entry__input--list=!is_count
                        inputmode=if is_count { "numeric" } else { "text" }
                        autocomplete="off"
                        aria-describedby=described
                        aria-invalid=move || error.get().is_some().then_some("true")
                        placeholder=move || placeholder.map(|p| p.get())
                        prop:value=value
                        on:input=move |ev| set(event_target_value(&ev))
                    />
                    {is_count.then(|| view! {
                        <button class="icon-button" type="button" tabindex="-1" aria-label=(t.more)(label) on:click=move |_| step(1)>"+"</button>
                    })}
                </div>
                {hint.map(|hint| view! { <p id=hint_id class="hint">{hint}</p> })}
                <p class="field-error" role="alert">{move || error.get()}</p>
            </div>
        })
    }
}

/// One box: the same for a flag and for each of several choices (its `value`).
fn check_box(
    id: String,
    label: &'static str,
    value: Option<&'static str>,
    checked: Signal<bool>,
    tick: Callback<bool>,
    error: Signal<Option<String>>,
) -> impl IntoView {
    view! {
        <label class="check">
            <input
                type="checkbox"
                id=id
                value=value
                aria-invalid=move || error.get().is_some().then_some("true")
                prop:checked=checked
                on:change=move |ev| tick.run(event_target_checked(&ev))
            />
            <span>{label}</span>
        </label>
    }
}

/// A stepper's next value: one up or down, kept within the rules' range.
pub fn stepped(now: i64, by: i64, min: i64, max: i64) -> i64 {
    now.saturating_add(by).clamp(min, max)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steppers_stay_within_the_rules_range() {
        assert_eq!(stepped(0, -1, 0, 5), 0);
        assert_eq!(stepped(5, 1, 0, 5), 5);
        assert_eq!(stepped(2, 1, 0, 5), 3);
        // A typed value out of range comes back into it.
        assert_eq!(stepped(40, 1, 1, 15), 15);
    }
}
