//! The round caller (issue 64), drawn on the phone: the crown holder reads out
//! each character in rank order from this panel and taps the seat that
//! reveals it; the rules (`games::citadels::caller`) say what is asked next,
//! and every answer is written into the pad at once (`keep`), so the rounds
//! go with the game wherever the pad goes.

use super::super::RoundCall;
use crate::i18n::use_i18n;
use games::citadels::caller::{Answer, Ask, CallSource, Caller, RoundDeal, Row};
use games::citadels::{crown_calls, crown_passed, pad::table_edition};
use games::setup_query::SetupOptions as AnyOptions;
use games::Say;
use leptos::prelude::*;

#[component]
pub(crate) fn RoundCaller(call: RoundCall) -> impl IntoView {
    let RoundCall {
        pad,
        setup,
        keep,
        fill,
    } = call;
    let i18n = use_i18n();
    let t = i18n.rounds();
    let language = i18n.language();
    let default_name = move |n: usize| (i18n.island().seat)(n as u8);
    let name = move |seat: u8| pad.with(|pad| pad.shown_name(usize::from(seat), &default_name));
    let edition = move || pad.with(|pad| table_edition(&pad.table));
    let players = move || pad.with(|pad| pad.seats.len());
    // The rounds are dealt as the rules say from the game's setup, if any.
    let setup = StoredValue::new(match setup {
        Some((AnyOptions::Citadels(options), seed, seat)) => Some((options, seed, seat)),
        _ => None,
    });
    let source = move || CallSource::new(edition(), players(), setup.get_value());
    let caller = Memo::new(move |_| {
        let opening = source().opening();
        pad.with(|pad| Caller::read(pad, edition(), opening))
    });
    let deal = Memo::new(move |_| {
        let number = caller.with(|caller| caller.as_ref().map(Caller::round_number))?;
        source().deal(number)
    });
    let change = move |act: &mut dyn FnMut(&mut Caller, &RoundDeal)| {
        let (Some(mut kept), Some(dealt)) = (caller.get_untracked(), deal.get_untracked()) else {
            return;
        };
        act(&mut kept, &dealt);
        pad.update(|pad| kept.write(pad, fill));
        keep.run(pad.get_untracked());
    };
    let answer = move |given: Answer| {
        change(&mut |caller, dealt| {
            let _ = caller.answer(dealt, given.clone());
        })
    };
    let undo = move |_| {
        change(&mut |caller, _| {
            let source = source();
            caller.undo(
                |number| {
                    source
                        .deal(number)
                        .unwrap_or_else(RoundDeal::classic_unknown)
                },
                source.opening(),
            );
        })
    };

    let head = move || {
        let caller = caller.get()?;
        let crown = crown_calls(caller.round_number(), &name(caller.call.crown), language);
        let passed = caller
            .last_crown()
            .map(|(number, seat, with)| crown_passed(number, &name(seat), with.as_ref(), language));
        Some(view! {
            <p class="round-caller__crown" data-testid="round-crown">{crown}</p>
            {passed.map(|passed| view! { <p class="hint" data-testid="round-passed">{passed}</p> })}
            <p class="hint" data-testid="rounds-kept">{(t.rounds_kept)(caller.rounds.len())}</p>
        })
    };
    let asking = move || {
        let (caller, dealt) = (caller.get()?, deal.get()?);
        Some((caller.call.asking(&dealt), caller, dealt))
    };
    let question = move || {
        let (ask, caller, dealt) = asking()?;
        let refusal = caller.refusal(&dealt);
        Some(view! {
            <p class="round-caller__ask" role="status" aria-live="polite" data-testid="round-ask">
                {ask.question(language)}
            </p>
            {refusal.map(|refusal| view! {
                <p class="notice notice--error" role="alert" data-testid="round-refused">
                    {refusal.say(language)}
                    <br />
                    {t.refused_hint}
                </p>
            })}
        })
    };
    let choices = move || {
        let (ask, caller, dealt) = asking()?;
        let big = |label: String, testid: String, given: Answer, open: bool| {
            view! {
                <button type="button" class="round-caller__choice" data-testid=testid disabled=!open
                    on:click=move |_| answer(given.clone())>
                    {label}
                </button>
            }
        };
        Some(match ask {
            Ask::WhoHas { .. } => {
                let seats: Vec<_> = (0..caller.call.players as u8)
                    .map(|seat| {
                        let open = caller.call.seat_is_open(&dealt, seat);
                        big(
                            name(seat),
                            format!("round-seat-{seat}"),
                            Answer::Seat(seat),
                            open,
                        )
                    })
                    .collect();
                view! {
                    <div class="round-caller__choices" role="group" aria-label=t.seats_label>
                        {seats}
                        {big(t.nobody.to_owned(), "round-nobody".into(), Answer::Nobody, true)}
                    </div>
                }
                .into_any()
            }
            Ask::CrownTo { .. } => {
                let seats: Vec<_> = (0..caller.call.players as u8)
                    .map(|seat| {
                        big(
                            name(seat),
                            format!("round-crown-{seat}"),
                            Answer::Seat(seat),
                            true,
                        )
                    })
                    .collect();
                view! { <div class="round-caller__choices" role="group">{seats}</div> }.into_any()
            }
            Ask::Silent { .. } => view! {
                <div class="round-caller__choices">
                    {big(t.next.to_owned(), "round-next".into(), Answer::Silence, true)}
                </div>
            }
            .into_any(),
            Ask::TargetOf { choices, .. } => {
                let targets: Vec<_> = choices
                    .iter()
                    .map(|target| {
                        let label = format!(
                            "{} {}",
                            target.rank,
                            i18n.name(target.name, target.name_zh_tw)
                        );
                        let given = Answer::Target(Some(target.name.to_owned()));
                        big(label, format!("round-target-{}", target.name), given, true)
                    })
                    .collect();
                view! {
                    <div class="round-caller__choices" role="group">
                        {targets}
                        {big(t.not_known.to_owned(), "round-not-known".into(), Answer::Target(None), true)}
                    </div>
                }
                .into_any()
            }
            Ask::Whole => ().into_any(),
        })
    };
    let list = move || {
        let (caller, dealt) = (caller.get()?, deal.get()?);
        let rows: Vec<_> = caller
            .call
            .rows(&dealt)
            .into_iter()
            .map(|row| {
                let label = i18n.name(row.character.name, row.character.name_zh_tw);
                row_view(&row, label, name, language, t)
            })
            .collect();
        Some(view! {
            <ol class="round-caller__rows" aria-label=t.characters_label data-testid="round-rows">{rows}</ol>
        })
    };
    let can_undo = move || caller.with(|caller| caller.as_ref().is_some_and(Caller::can_undo));
    view! {
        {move || caller.with(Option::is_none).then(|| view! {
            <p class="notice notice--error" data-testid="round-unreadable">{t.unreadable}</p>
        })}
        {move || (caller.with(Option::is_some) && deal.with(Option::is_none)).then(|| view! {
            <p class="notice" data-testid="round-needs-setup">{t.needs_setup}</p>
        })}
        <div class="round-caller" data-testid="round-caller-ready" hidden=move || deal.with(Option::is_none)>
            {head}
            {question}
            {choices}
            <p class="button-row">
                <button type="button" class="button" data-testid="round-undo" disabled=move || !can_undo()
                    on:click=undo>{t.undo}</button>
            </p>
            {list}
        </div>
    }
}

fn row_view(
    row: &Row,
    label: &'static str,
    name: impl Fn(u8) -> String,
    language: games::Language,
    t: &'static crate::i18n::round_text::RoundText,
) -> impl IntoView {
    let character = row.character;
    let taken = match row.taken {
        Some(Some(seat)) => Some((t.taken_by)(&name(seat))),
        Some(None) => Some((t.taken_by)(t.nobody)),
        None => None,
    };
    let class = match (row.face_up, row.now) {
        (true, _) => "round-caller__row round-caller__row--out",
        (false, true) => "round-caller__row round-caller__row--now",
        (false, false) => "round-caller__row",
    };
    view! {
        <li class=class data-testid=format!("round-row-{}", character.name) aria-current=row.now.then_some("step")>
            <span class="round-caller__rank">{character.rank}</span>
            <span class="round-caller__name">{label}</span>
            {taken.map(|taken| view! { <span class="round-caller__taken">{taken}</span> })}
            {row.mark(language).map(|mark| view! { <span class="round-caller__mark">{mark}</span> })}
        </li>
    }
}
