//! One player's card: name, the seat's buttons (up, down, remove) and the fields
//! `games::form` asks of each player, each drawn by its kind.

use super::field_input::FieldInput;
use super::pad::{Problem, ScoreState, Slot};
use crate::components::pad_messages::field_error;
use crate::game_views::{CitadelsCity, CityGridEditor};
use crate::html::{markup, Act, Html, Markup, Value};
use crate::i18n::setup_text::ScoreText;
use crate::i18n::use_i18n;
use games::form::{Field, Kind, Scope};
use games::score::MAX_NAME;
use games::ScoreSheet;
use leptos::either::EitherOf3;
use leptos::prelude::*;

#[component]
pub fn SeatCard(
    id: u32,
    pad: RwSignal<ScoreState>,
    result: Memo<Result<ScoreSheet, Vec<Problem>>>,
    fields: Vec<Field>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.island().score;
    let index = move || pad.with(|p| p.seats.iter().position(|s| s.id == id).unwrap_or(0));
    let default_name = move |n: usize| (i18n.island().seat)(n as u8);
    let min = pad.with_untracked(|p| p.game.info().min_players);
    let error = move |key: &'static str| {
        Signal::derive(move || {
            result.with(|r| match r {
                Err(problem) => pad.with(|p| field_error(t, p, problem, id, key)),
                Ok(_) => None,
            })
        })
    };
    let tools = move || {
        pad.with(|p| {
            let name = p.shown_name(index(), &default_name);
            tools_html(t, p, index(), &name, usize::from(min))
        })
    };
    let tool = move |event: leptos::ev::MouseEvent| {
        #[cfg(feature = "browser")]
        if let Some(crate::browser::Acted { act, .. }) = crate::browser::acted(&event, true, &[]) {
            let name = act.name();
            pad.update(|p| match act {
                Act::SeatUp => p.shift(id, -1),
                Act::SeatDown => p.shift(id, 1),
                Act::SeatRemove => p.remove(id),
                _ => {}
            });
            // The buttons were drawn again: keep the keyboard on the one pressed
            // (or, moved to an end, on the arrow still usable).
            let seat = format!("[data-testid=\"seat-{id}\"]");
            crate::browser::focus_soon(vec![
                format!("{seat} [{}=\"{name}\"]:not([disabled])", crate::html::ACT),
                format!("{seat} .seat__tools button:not([disabled])"),
            ]);
        }
        let _ = event;
    };
    let name_id = format!("seat-{id}-name");
    // The box keeps no more than the rules take; a name that long no longer
    // matches `pattern`, and the style then shows the limit (no code needed).
    let below_limit = format!(".{{0,{}}}", MAX_NAME - 1);
    let entries = fields
        .into_iter()
        .filter(|f| f.scope == Scope::Player && f.kind != Kind::Holder)
        .map(|field| match field.kind {
            Kind::Districts => EitherOf3::A(view! { <CitadelsCity id pad result /> }),
            Kind::Grid => EitherOf3::B(view! { <CityGridEditor id pad error=error(field.key) /> }),
            _ => {
                let set_aside = move || pad.with(|p| p.steps_aside(id, &field));
                EitherOf3::C(view! {
                    <div class="field" hidden=set_aside>
                        <FieldInput place=Slot::Seat(id) field pad error=error(field.key) />
                    </div>
                })
            }
        })
        .collect_view();
    view! {
        <li class="seat" data-testid=format!("seat-{id}")>
            <div class="seat__head">
                <label class="visually-hidden" for=name_id.clone()>{move || (t.player_name)(index() + 1)}</label>
                <input
                    id=name_id
                    class="seat__name"
                    maxlength=MAX_NAME
                    pattern=below_limit
                    autocomplete="off"
                    placeholder=move || default_name(index() + 1)
                    prop:value=move || pad.with(|p| p.seats.iter().find(|s| s.id == id).map(|s| s.name.clone()).unwrap_or_default())
                    on:input=move |ev| {
                        let value = event_target_value(&ev);
                        pad.update(|p| if let Some(s) = p.seat_mut(id) { s.name = value });
                    }
                    data-testid="name"
                />
                <span class="seat__tools" {..markup(tools)} on:click=tool></span>
            </div>
            <p class="field-error" role="alert">{move || error("name").get()}</p>
            <p class="hint seat__limit" data-testid="name-limit">{(t.name_limit)(MAX_NAME)}</p>
            {entries}
        </li>
    }
}

/// Up, down, remove: drawn as text with one handler (smaller wasm). A button that
/// cannot act (the first seat up, below the game's players) is disabled.
fn tools_html(
    t: &ScoreText,
    pad: &ScoreState,
    at: usize,
    name: &str,
    min_players: usize,
) -> Markup {
    let mut html = Html::new();
    for (act, label, mark, disabled) in [
        (Act::SeatUp, (t.move_up)(name), "↑", at == 0),
        (
            Act::SeatDown,
            (t.move_down)(name),
            "↓",
            at + 1 >= pad.seats.len(),
        ),
        (
            Act::SeatRemove,
            (t.remove_player)(name),
            "×",
            pad.seats.len() <= min_players,
        ),
    ] {
        html.element(
            "button",
            &[
                ("class", Value::Text("icon-button")),
                ("type", Value::Text("button")),
                (crate::html::ACT, Value::Act(act)),
                ("aria-label", Value::Text(&label)),
                ("disabled", Value::On(disabled)),
            ],
            mark,
        );
    }
    html.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Texts;
    use games::GameId;
    use games::Language;

    #[test]
    fn the_seat_buttons_that_cannot_act_are_disabled() {
        let pad = ScoreState::new(GameId::Gentes, &["A".into(), "B".into()]);
        let t = &Language::English.island().score;
        let first = tools_html(t, &pad, 0, "A", 2);
        assert_eq!(first.matches(" disabled").count(), 2, "{first}");
        assert!(
            first.contains("data-act=\"up\" aria-label=\"Move A up\" disabled"),
            "{first}"
        );
        let roomy = tools_html(t, &pad, 1, "<B>", 1);
        assert!(
            roomy.contains("aria-label=\"Remove &lt;B&gt;\">×"),
            "{roomy}"
        );
        assert_eq!(roomy.matches(" disabled").count(), 1, "{roomy}");
    }
}
