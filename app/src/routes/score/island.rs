//! The scorepad island: seats, table choices and results, kept on this phone.

use super::pad::ScoreState;
use super::query::ScoreQuery;
use super::results::Results;
use super::seat::SeatCard;
use super::storage::Undo;
use super::table_panel::{edition_group, has_edition, TableChoices, TablePanel};
use crate::i18n::use_i18n;
use leptos::prelude::*;

/// The page's scorepad address: from the page on the server; in the browser, read
/// back from the address.
fn query_here() -> Option<ScoreQuery> {
    #[cfg(feature = "browser")]
    {
        let path = crate::browser::page_path();
        let slug = path.trim_start_matches('/').split('/').next()?.to_owned();
        let game: games::GameId = slug.parse().ok()?;
        let pairs = crate::browser::query_pairs(&ScoreQuery::parameters(game));
        ScoreQuery::read(&slug, |name| {
            pairs
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        })
    }
    #[cfg(not(feature = "browser"))]
    {
        use_context::<ScoreQuery>()
    }
}

/// A live table the pad shows (the table's page, `/t/{code}`): the table as
/// the page was drawn, as pad text.
#[derive(Debug, Clone)]
pub struct LiveStart {
    pub pad: String,
}

/// The live table of this page, if it is one: from the page on the server; in
/// the browser, from the marker the page put beside the pad.
fn live_here() -> Option<LiveStart> {
    #[cfg(feature = "browser")]
    {
        crate::browser::live_start().map(|pad| LiveStart { pad })
    }
    #[cfg(not(feature = "browser"))]
    {
        use_context::<LiveStart>()
    }
}

/// The whole scorepad: players, inputs, results. An island, exported for
/// hydration from the pages' wasm. A wasm drawn on the phone (feature
/// `phone`: the dealer, the dice panel) has it as a plain component that
/// nothing there calls, so none of the pad's code goes into it (issue 63: an
/// island's export kept the whole pad in the dice panel's wasm).
#[cfg_attr(not(feature = "phone"), island)]
#[cfg_attr(feature = "phone", component)]
pub fn Scorepad() -> impl IntoView {
    // One view for both (an erased view, `into_any`, cost 46 KB of brotli wasm).
    let live = live_here().and_then(|start| ScoreState::decode(&start.pad));
    let query = match &live {
        Some(table) => Some(ScoreQuery::plain(table.game)),
        None => query_here(),
    };
    query.map(|query| view! { <Pad query live /> })
}

#[component]
fn Pad(query: ScoreQuery, live: Option<ScoreState>) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.island().score;
    let game = query.game;
    let is_live = live.is_some();
    let pad =
        RwSignal::new(live.unwrap_or_else(|| query.fresh(&vec![String::new(); query.seats()])));
    let undo = RwSignal::new(None::<(ScoreState, Undo)>);
    // The address's new game, held back while this phone's unsaved game is
    // shown: started only when the player says so (one game in progress).
    let waiting = RwSignal::new(None::<(ScoreState, Undo)>);
    let address = query.clone();
    let ready = RwSignal::new(false);

    // After hydration (the server cannot see this phone's storage): bring back the
    // saved game, or start one with the names used last time. A live table is
    // the table's: /live.js brings its news.
    Effect::new(move |_| {
        #[cfg(feature = "browser")]
        if is_live {
            super::live_sync::follow(pad);
        } else {
            let (mut opened, replaced, kept) =
                super::storage::load(query.clone(), pad.with_untracked(|p| p.seats.len()));
            super::storage::give_play_id(&mut opened, crate::browser::random_bytes());
            match (kept, replaced) {
                (super::storage::Kept::InProgress, Some((unsaved, how))) => {
                    pad.set(unsaved);
                    waiting.set(Some((opened, how)));
                }
                (_, replaced) => {
                    pad.set(opened);
                    undo.set(replaced);
                }
            }
        }
        ready.set(true);
    });
    // Save on every change, once the saved game has been read; a live table's
    // edits go to /live.js instead, which sends them to the table.
    Effect::new(move |_| {
        let current = pad.get();
        if ready.get_untracked() {
            #[cfg(feature = "browser")]
            match is_live {
                true => super::live_sync::edited(&current),
                false => super::storage::save(&current),
            }
            let _ = current;
        }
    });

    // A new game (New game, or an address for another table) is not the saved
    // game being edited: saving it must make a play of its own, not replace
    // that one (/device.js reads the mark when saving).
    #[cfg(feature = "browser")]
    Effect::new(move |_| {
        if undo.with(Option::is_some) {
            crate::browser::forget(&super::storage::editing_key(game));
        }
    });

    let default_name = move |n: usize| (i18n.island().seat)(n as u8);
    // Every change of the pad is a new result: comparing the old result with the
    // new one would bring the whole result's equality code into the wasm (~KBs).
    let result = Memo::new_with_compare(move |_| pad.with(|p| p.score(&default_name)), |_, _| true);
    let max = game.info().max_players;
    // The layout's fields; limits that depend on the table are read when used.
    let fields = games::ScoreInput::fields(game, max.into());
    let edition_first = has_edition(&fields);
    let editions = edition_group(t, &fields);

    let add = move |_| pad.update(|p| p.add_seat(String::new()));
    let new_game = move |_| {
        #[cfg(feature = "browser")]
        if !crate::browser::confirm(t.new_game_confirm) {
            return;
        }
        let old = pad.get_untracked();
        #[cfg_attr(not(feature = "browser"), allow(unused_mut))]
        let mut fresh = address.new_game(&old);
        #[cfg(feature = "browser")]
        super::storage::give_play_id(&mut fresh, crate::browser::random_bytes());
        pad.set(fresh);
        undo.set(Some((old, Undo::Cleared)));
        // The tap was at the foot of the pad: its undo, and the first seat to fill
        // in again, are at the top.
        #[cfg(feature = "browser")]
        crate::browser::focus_soon(vec!["[data-testid=\"undo\"]".to_owned()]);
    };
    let start_waiting = move |_| {
        if let Some((fresh, how)) = waiting.get_untracked() {
            let unsaved = pad.get_untracked();
            pad.set(fresh);
            undo.set(Some((unsaved, how)));
            waiting.set(None);
        }
    };
    let undo_last = move |_| {
        if let Some((old, _)) = undo.get_untracked() {
            pad.set(old);
            undo.set(None);
        }
    };

    // The table's news, from /live.js.
    let news = move |_ev: leptos::ev::Event| {
        #[cfg(feature = "browser")]
        super::live_sync::take_news(pad, &event_target_value(&_ev));
    };

    view! {
        <input type="hidden" id=crate::bridge::id::LIVE_NEWS on:change=news />
        // A live table says where its entries are in the page's own status line.
        <p class="hint" data-testid="pad-state" hidden=is_live>
            {move || if ready.get() { t.saved } else { t.needs_script }}
        </p>
        // Opened for another game while an unsaved one is here: asked once,
        // at the top, before anything is replaced.
        <p class="notice" role="alert" data-testid="unsaved-other" hidden=move || waiting.with(Option::is_none)>
            <span>{t.unsaved_other}</span>
            " "
            <button class="button button--primary" type="button" on:click=start_waiting data-testid="start-this-game">{t.start_this_game}</button>
        </p>
        // Undo for a cleared pad or a game replaced on opening, at the top of the
        // pad; "New game" brings it into view. It stays until used or dismissed.
        <p class="notice" role="status" data-testid="undo-notice" hidden=move || undo.with(Option::is_none)>
            <span>{move || undo.with(|u| match u {
                Some((_, Undo::Replaced(n))) => (t.replaced)((*n).into()),
                _ => t.cleared.to_owned(),
            })}</span>
            " "
            <button class="button" type="button" on:click=undo_last data-testid="undo">{t.undo}</button>
            " "
            <button class="button button--quiet" type="button" on:click=move |_| undo.set(None)>{t.dismiss}</button>
        </p>
        {edition_first.then(|| view! {
            <section class="panel">
                <TableChoices pad groups=editions />
            </section>
        })}
        <section class="panel pad" aria-labelledby="players-heading">
            <h2 id="players-heading">{t.players_heading}</h2>
            <ol class="seats">
                <For
                    each=move || pad.with(|p| p.seats.iter().map(|s| s.id).collect::<Vec<_>>())
                    key=|id| *id
                    let:id
                >
                    <SeatCard id pad result fields=fields.clone() />
                </For>
            </ol>
            <button
                class="button button--wide"
                type="button"
                on:click=add
                disabled=move || !ready.get() || pad.with(|p| p.seats.len() >= usize::from(max))
                data-testid="add-player"
            >
                {t.add_player}
            </button>
        </section>
        <TablePanel pad result />
        <Results game pad result />
        <div class="page-actions pad-actions">
            <button class="button button--wide" type="button" on:click=new_game disabled=move || !ready.get() data-testid="new-game">
                {t.new_game}
            </button>
        </div>
    }
}
