//! The dice panel (issue 50): a roll in one tap. Eleven big buttons (2–12)
//! within thumb reach under the chart of the rolls so far, the last rolls with
//! Undo, whose turn it is and how long the game has run; below them the phone
//! rolling for the table (fair dice, or a balanced deck), each sum's rolls
//! and gaps, and the verdict. It changes the pad it is given (`PadDice`, kept
//! in the pad's table) and hands every change to `keep`.

use super::dice_record::{DiceChart, DiceRecord};
use crate::game_views::DiceMarks;
use crate::i18n::use_i18n;
use games::dice::{roll_two_with, BalancedDeck, DiceCounts, SUMS};
use games::scorepad::{Doubt, PadDice, PhoneRoll, ScoreState};
use leptos::prelude::*;

/// How many of the last rolls the panel lists.
const LAST_SHOWN: usize = 6;

/// What the phone needs from its browser: random bits and the time.
#[derive(Clone, Copy)]
pub struct PhoneSources {
    pub random: fn() -> Option<u64>,
    pub now_ms: fn() -> u64,
}

#[component]
pub fn DicePanel(
    pad: RwSignal<ScoreState>,
    /// The seat that opens the game (the setup's first player).
    opening_seat: usize,
    keep: Callback<ScoreState>,
    sources: PhoneSources,
    /// The setup the game is played on, when the address draws it: its board
    /// follows the dice.
    board: Option<games::setup_query::Setup>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = i18n.dice();
    let default_name = move |n: usize| (i18n.island().seat)(n as u8);
    let dice = Memo::new(move |_| pad.with(|pad| PadDice::read(&pad.table, opening_seat)));
    let seats = move || pad.with(|pad| pad.seats.len());
    let name = move |seat: usize| pad.with(|pad| pad.shown_name(seat, &default_name));
    // Every change is made on the kept dice and written back into the pad.
    let change = move |act: &mut dyn FnMut(&mut PadDice)| {
        let Some(mut kept) = dice.get_untracked() else {
            return;
        };
        act(&mut kept);
        pad.update(|pad| kept.write(&mut pad.table));
        keep.run(pad.get_untracked());
    };
    let tap = move |sum: u8| {
        change(&mut |dice| {
            let _ = dice.roll(sum, (sources.now_ms)());
        });
    };
    // The dice a phone rolls (or the card it deals) are kept with the roll:
    // every phone at a live table shows the table's last roll as it was
    // recorded, whichever phone made it.
    let roll_for_us = move |from_deck: bool| {
        let Some(bits) = (sources.random)() else {
            return;
        };
        change(&mut |dice| {
            let outcome = if from_deck {
                dice.deal(bits)
            } else {
                roll_two_with(bits)
            };
            let roll = PhoneRoll {
                outcome,
                dealt: from_deck,
            };
            let _ = dice.roll_by_phone(roll, (sources.now_ms)());
        });
    };
    let marks = Signal::derive(move || {
        let kept = dice.get();
        DiceMarks {
            lit: kept.as_ref().and_then(|dice| dice.rolls.last().copied()),
            robber: kept
                .as_ref()
                .and_then(|dice| dice.robber.map(|robber| robber.hex)),
            counts: kept.map_or_else(DiceCounts::default, |dice| DiceCounts::of(&dice.rolls)),
        }
    });
    let move_robber = Callback::new(move |hex: usize| change(&mut |dice| dice.move_robber(hex)));
    let board = board.and_then(|setup| crate::game_views::dice_board(setup, marks, move_robber));
    let buttons = SUMS
        .map(|sum| {
            view! {
                <button type="button" class="dice-panel__sum" data-testid=format!("roll-{sum}")
                    on:click=move |_| tap(sum)>
                    {sum}
                </button>
            }
        })
        .collect_view();

    // What every change redraws: the turn, the chart, the last rolls.
    let head = move || {
        let kept = dice.get()?;
        let counts = DiceCounts::of(&kept.rolls);
        let whose = kept.whose_turn(seats());
        let last: Vec<u8> = kept.rolls.iter().rev().take(LAST_SHOWN).copied().collect();
        let minutes = kept.minutes_played((sources.now_ms)());
        Some(view! {
            <div class="dice-panel__turn">
                <button type="button" class="button dice-panel__step" aria-label=t.previous_player
                    on:click=move |_| change(&mut |dice| dice.set_whose_turn(whose + seats() - 1, seats()))>"‹"</button>
                <p data-testid="dice-turn">
                    <strong>{(t.whose_turn)(&name(whose))}</strong>
                    <br />
                    <span class="hint">{(t.turn_and_time)(kept.turn(), minutes)}</span>
                </p>
                <button type="button" class="button dice-panel__step" aria-label=t.next_player
                    on:click=move |_| change(&mut |dice| dice.set_whose_turn(whose + 1, seats()))>"›"</button>
            </div>
            <DiceChart counts label=t.chart_label />
            <div class="dice-panel__last">
                <p data-testid="dice-last">
                    {if last.is_empty() {
                        t.no_rolls_yet.to_owned()
                    } else {
                        (t.last_rolls)(&last.iter().map(u8::to_string).collect::<Vec<_>>().join(" · "))
                    }}
                </p>
                <button type="button" class="button" data-testid="dice-undo" disabled=last.is_empty()
                    on:click=move |_| {
                        change(&mut |dice| {
                            dice.undo();
                        });
                    }>
                    {last.first().map_or_else(|| t.undo.to_owned(), |sum| (t.undo_roll)(*sum))}
                </button>
            </div>
        })
    };
    // Two phones of a live table entered one sum within a second (one
    // throw or two?), or rolled for the table at once (keep the first only,
    // or both?). Never on one phone.
    let doubt = move || {
        let asked = dice.with(|kept| kept.as_ref().and_then(PadDice::doubt_asked))?;
        let (question, one, two) = match asked {
            Doubt::SameSum(sum) => ((t.same_throw)(sum), t.one_throw.to_owned(), t.two_throws),
            Doubt::TwoPhoneRolls { first, second } => (
                (t.two_phone_rolls)(first, second),
                (t.keep_first)(first),
                t.keep_both,
            ),
        };
        Some(view! {
            <div class="notice dice-panel__doubt" role="alert" data-testid="dice-doubt">
                <p>{question}</p>
                <p class="button-row">
                    <button type="button" class="button" data-testid="one-throw"
                        on:click=move |_| change(&mut |dice| dice.answer_doubt(true))>{one}</button>
                    <button type="button" class="button" data-testid="two-throws"
                        on:click=move |_| change(&mut |dice| dice.answer_doubt(false))>{two}</button>
                </p>
            </div>
        })
    };
    // A roll another phone (or this one) took back at a live table, said on
    // every phone until the next roll.
    let undone = move || {
        let undone = dice.with(|kept| kept.as_ref().and_then(PadDice::undone_shown))?;
        let said = match undone.seat.filter(|seat| *seat < seats()) {
            Some(seat) => (t.took_back)(&name(seat), undone.sum),
            None => (t.a_phone_took_back)(undone.sum),
        };
        Some(
            view! { <p class="dice-panel__rolled" role="status" data-testid="dice-undone">{said}</p> },
        )
    };
    let from_deck = move || dice.with(|kept| kept.as_ref().and_then(|dice| dice.deck).is_some());
    let last_phone_roll =
        move || dice.with(|kept| kept.as_ref().and_then(PadDice::last_phone_roll));
    let has_board = board.is_some();
    let robber_asked =
        move || has_board && dice.with(|kept| kept.as_ref().is_some_and(PadDice::robber_to_move));
    let robber_where = move || {
        robber_asked().then(|| view! { <p class="notice" role="status" data-testid="robber-where">{t.robber_where}</p> })
    };
    // After a 7 (on this phone or another at the table), the question and
    // the board under it come into view together (issue 62.4).
    Effect::new(move |asked_before: Option<bool>| {
        let asked = robber_asked();
        if asked && asked_before != Some(true) {
            request_animation_frame(|| {
                let question = document()
                    .query_selector("[data-testid=robber-where]")
                    .ok()
                    .flatten();
                if let Some(question) = question {
                    question.scroll_into_view_with_bool(true);
                }
            });
        }
        asked
    });
    let deck = move || {
        let left = dice.with(|kept| {
            kept.as_ref()
                .and_then(|dice| dice.deck)
                .map(|deck| deck.until_shuffle())
        });
        match left {
            Some(left) => view! {
                <p data-testid="deck-left">{(t.cards_left)(left)}</p>
                <button type="button" class="button" data-testid="use-dice"
                    on:click=move |_| change(&mut |dice| dice.deck = None)>{t.use_fair_dice}</button>
            }
            .into_any(),
            None => view! {
                <button type="button" class="button" data-testid="use-deck"
                    on:click=move |_| {
                        if let Some(bits) = (sources.random)() {
                            change(&mut |dice| dice.deck = Some(BalancedDeck::new(bits)));
                        }
                    }>{t.use_balanced_deck}</button>
            }
            .into_any(),
        }
    };
    let record = move || {
        let rolls = dice.get()?.rolls;
        let counts = DiceCounts::of(&rolls);
        Some(view! {
            <DiceRecord
                counts
                gaps=Some(games::dice::gaps(&rolls))
                summary=(t.rolls_in_game)(counts.rolls())
                chart=false
            />
        })
    };
    view! {
        {move || dice.with(Option::is_none).then(|| view! {
            <p class="notice notice--error" data-testid="dice-unreadable">{t.unreadable}</p>
        })}
        <div class="dice-panel" data-testid="dice-panel-ready" hidden=move || dice.with(Option::is_none)>
            {head}
            {doubt}
            <div class="dice-panel__sums" role="group" aria-label=t.sums_label>
                {buttons}
                <button type="button" class="dice-panel__sum dice-panel__sum--phone" data-testid="roll-for-us"
                    on:click=move |_| roll_for_us(from_deck())>
                    {move || if from_deck() { t.deal_card } else { t.roll_for_us }}
                </button>
            </div>
            {move || last_phone_roll().map(|roll| {
                let (first, second) = (roll.outcome.first, roll.outcome.second);
                let said = if roll.dealt { (t.card_dealt)(first, second) } else { (t.phone_rolled)(first, second) };
                view! { <p class="dice-panel__rolled" role="status" data-testid="phone-rolled">{said}</p> }
            })}
            {undone}
            {robber_where}
            {board}
            <details class="how-computed" data-testid="dice-mode">
                <summary>{t.phone_rolls_heading}</summary>
                <p class="hint">{t.fair_dice_hint}</p>
                <p class="hint">{BalancedDeck::described(i18n.language())}</p>
                {deck}
            </details>
            {record}
        </div>
    }
}
