//! `/t/{code}`: a live table. The page is drawn on the server from the table
//! as it stands; the scorepad island shows it and hands its edits to
//! `/live.js`, which sends them, follows the table's news, seats this phone
//! and runs the host's locks. Unknown, malformed and expired codes get the
//! same 404.

use super::group::{group_page, use_store, Loaded, StoreHandle};
use super::score::{LiveStart, SavePlay, Scorepad};
use crate::bridge::{data, data_attr, id};
use crate::components::PageTitle;
use crate::i18n::use_i18n;
use crate::qr::QrImage;
use games::GameId;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use serde::{Deserialize, Serialize};

/// The table as the page draws it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TableView {
    pub(crate) code: String,
    pub(crate) game: GameId,
    /// The table as pad text (`ScoreState::encode`).
    pub(crate) pad: String,
    names: Vec<String>,
    /// The setup the table plays, for its dice panel's board.
    dice_setup: Option<String>,
    /// The setup it was shared from, shown on every phone: its options, seed
    /// and opening seat, as the play will keep them.
    origin: Option<TableOrigin>,
}

/// The setup a table was shared from, as its record names it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct TableOrigin {
    /// The setup page's query (`players=3&seed=…`), read back as the page reads it.
    query: String,
    /// Who opens the game (a seat's name), when the record says.
    opener: Option<String>,
}

#[cfg(feature = "ssr")]
async fn load(store: Option<StoreHandle>, code: String) -> Loaded<TableView> {
    // Not given to an address the server does not list (see open_group).
    let Some(store) = store else {
        return Loaded::NotFound;
    };
    match store.table(&code).await {
        Ok(Some(table)) => Loaded::Found(TableView {
            code: table.code.as_str().to_owned(),
            game: table.game,
            pad: games::scorepad::LivePad::of_table(
                table.game,
                &table.input,
                &table.dice,
                &table.call,
            ),
            dice_setup: table.dice.setup.clone(),
            origin: table
                .setup
                .as_ref()
                .and_then(|record| origin_of(&table, record)),
            names: table.names(),
        }),
        Ok(None) => Loaded::NotFound,
        Err(_) => Loaded::Unavailable,
    }
}

/// A table's setup record as the line every phone shows: `None` for a record
/// that draws no setup (one kept as its seed alone).
#[cfg(feature = "ssr")]
fn origin_of(table: &store::LiveTable, record: &serde_json::Value) -> Option<TableOrigin> {
    let (options, seed) = store::recorded_setup(table.game, record)?;
    let opener = record
        .get(store::START_SEAT)
        .and_then(serde_json::Value::as_u64)
        .and_then(|seat| table.names().get(usize::try_from(seat).ok()?).cloned());
    Some(TableOrigin {
        query: games::live_dice::setup_query(&options, &seed),
        opener,
    })
}

/// The line naming the table's setup, its seed a link to it (drawn with the
/// page on the server: it is no island).
#[cfg(feature = "ssr")]
fn origin_line(game: GameId, origin: TableOrigin) -> Option<AnyView> {
    let (options, seed) = games::live_dice::read_setup_query(game, &origin.query)?;
    Some(super::score::setup_origin_line(&options, &seed, origin.opener).into_any())
}

#[cfg(not(feature = "ssr"))]
fn origin_line(_game: GameId, _origin: TableOrigin) -> Option<AnyView> {
    None
}

#[cfg(not(feature = "ssr"))]
async fn load(_store: Option<StoreHandle>, _code: String) -> Loaded<TableView> {
    Loaded::Unavailable
}

#[component]
pub fn LiveTablePage() -> impl IntoView {
    live_table_page(false)
}

/// `/t/{code}/view`: the table read only, for a tablet in the middle of the
/// table: the results as every phone shows them, following the table.
#[component]
pub fn LiveTableViewPage() -> impl IntoView {
    live_table_page(true)
}

fn live_table_page(read_only: bool) -> impl IntoView {
    table_page(move |table: TableView| view! { <LiveTable table read_only /> })
}

/// A page of the table the address's code opens (`found` draws it), or the
/// 404 every unknown code gets.
pub(crate) fn table_page<V: IntoView + 'static>(
    found: impl Fn(TableView) -> V + Clone + Send + Sync + 'static,
) -> impl IntoView {
    let code = use_params_map()
        .read_untracked()
        .get("code")
        .unwrap_or_default();
    let store = use_store();
    group_page(move || load(store.clone(), code.clone()), found)
}

#[component]
fn LiveTable(table: TableView, read_only: bool) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().live;
    let game_name = i18n.game_name(table.game);
    let title = match read_only {
        true => (t.view_title)(game_name),
        false => (t.title)(game_name),
    };
    let view_href =
        crate::bridge::route::fill(crate::bridge::route::TABLE_VIEW, &[("code", &table.code)]);
    let dice_href = table
        .game
        .info()
        .keeps_dice_rolls
        .then(|| crate::links::table_dice_href(&table.code, table.dice_setup.as_deref()));
    // The table's round caller, for a game kept round by round (on the
    // setup the table was shared from, which deals its rounds).
    let rounds_href = table.game.info().keeps_rounds.then(|| {
        let setup = table.origin.as_ref().map(|origin| origin.query.as_str());
        crate::links::table_rounds_href(&table.code, setup)
    });
    let origin = use_context::<crate::PageOrigin>().unwrap_or_default().0;
    let link = format!("{origin}{}", crate::links::table_path(&table.code));
    provide_context(LiveStart {
        pad: table.pad.clone(),
    });
    let seats = table
        .names
        .iter()
        .enumerate()
        .map(|(seat, name)| view! { <option value=seat.to_string()>{name.clone()}</option> })
        .collect_view();
    view! {
        <PageTitle text=format!("{title} · Tableside") />
        <nav class="crumbs">
            <a href="/">{format!("← {}", i18n.t().all_games)}</a>
        </nav>
        <header
            class="page-head"
            {..(data_attr(data::GAME, table.game.slug()), data_attr(data::KEEP_AWAKE, true))}
        >
            <h1>{title}</h1>
        </header>
        {table.origin.clone().and_then(|origin| origin_line(table.game, origin))}
        <LiveMarker code=table.code.clone() pad=table.pad.clone() />
        <p class="hint" hidden=!read_only>{t.view_hint}</p>
        {(!read_only).then(|| view! {
            <JoinPanel code=table.code.clone() link=link.clone() view_href=view_href.clone() />
            <section class="panel live-seat" aria-labelledby="seat-heading">
                <h2 id="seat-heading">{t.seat_heading}</h2>
                <label class="field">
                    <span class="field__label">{t.seat_label}</span>
                    <select name="seat" id=id::LIVE_SEAT data-testid="live-seat" disabled>
                        <option value="">{t.watching}</option>
                        {seats}
                    </select>
                </label>
                <p class="button-row live-jumps">
                    <button class="button" type="button" hidden id=id::MY_SEAT data-testid="my-seat">{t.my_seat_link}</button>
                    <a class="button button--quiet" href="#results-heading" data-testid="to-ranking">{t.ranking_link}</a>
                    // The table's dice panel, for a game played with dice.
                    {dice_href.clone().map(|href| view! {
                        <a class="button" href=href data-testid="dice-link">{i18n.dice().open_dice}</a>
                    })}
                    {rounds_href.clone().map(|href| view! {
                        <a class="button" href=href data-testid="rounds-link">{i18n.rounds().open_rounds}</a>
                    })}
                </p>
                <HostControls />
            </section>
        })}
        // Read only: only the results show (their "why" still opens); the
        // inputs are not drawn, so nothing can be typed here.
        <div class="live-pad" class:live-view=read_only>
            <Scorepad />
        </div>
        {(!read_only).then(|| view! { <SavePlay game=table.game live=table.code.clone() /> })}
        {read_only.then(|| view! { <JoinPanel code=table.code.clone() link=link.clone() view_href=String::new() /> })}
    }
}

/// What `/live.js` reads to follow a table (its code, its pad as drawn, and
/// what it says in the page's language), with the table's status line and
/// the note that the host saved it: on the table's page and its dice page.
#[component]
pub(crate) fn LiveMarker(
    code: String,
    pad: String,
    /// What a move that came after another phone's is told (the dice's
    /// words unless given).
    #[prop(optional)]
    late: Option<&'static str>,
) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().live;
    view! {
        <div
            id=crate::bridge::id::LIVE_TABLE
            hidden
            {..(
                data_attr(data::CODE, code),
                data_attr(data::PAD, pad),
                data_attr(data::CONNECTED, t.connected),
                data_attr(data::SENDING, t.sending),
                data_attr(data::OFFLINE, t.offline),
                data_attr(data::REFUSED, t.refused),
                data_attr(data::LOCKED, t.locked),
                data_attr(data::JOINING_LOCKED, t.joining_locked),
                data_attr(data::SEAT_TAKEN, t.seat_taken),
                data_attr(data::SEAT_REFUSED, t.seat_refused),
                data_attr(data::SEAT_FREED, t.seat_freed),
                data_attr(data::FREED_DONE, t.freed_done),
                data_attr(data::HOST_SEATED, t.host_seated),
                data_attr(data::JOINING_LOCKED_MARK, t.joining_locked_mark),
                data_attr(data::GONE, t.gone),
                data_attr(data::DICE_LATE, late.unwrap_or(i18n.dice().dice_late)),
            )}
        ></div>
        <p class="notice live-status" role="status" aria-live="polite" id=id::LIVE_STATUS data-testid="live-status">{t.needs_script}</p>
        <p class="notice" role="status" hidden id=id::TABLE_SAVED data-testid="table-saved">{t.saved_notice}</p>
    }
}

/// The host's locks, each saying what it stops, and freeing a seat; shown by
/// `/live.js` on the phone holding the table's host key.
#[component]
fn HostControls() -> impl IntoView {
    let t = &use_i18n().t().live;
    view! {
        <fieldset class="live-host" hidden id=id::LIVE_HOST data-testid="live-host">
            <legend>{t.host_heading}</legend>
            <label class="check">
                <input type="checkbox" name="seats_locked" data-testid="lock-seats" aria-describedby="lock-seats-hint" />
                " "{t.lock_seats}
            </label>
            <p class="hint" id="lock-seats-hint">{t.lock_seats_hint}</p>
            <label class="check">
                <input type="checkbox" name="joining_locked" data-testid="lock-joining" aria-describedby="lock-joining-hint" />
                " "{t.lock_joining}
            </label>
            <p class="hint" id="lock-joining-hint">{t.lock_joining_hint}</p>
            <div class="live-free">
                <label class="field">
                    <span class="field__label">{t.free_seat_label}</span>
                    <select name="free_seat" data-testid="free-seat">
                        <option value="">{t.free_seat_none}</option>
                    </select>
                </label>
                <button class="button" type="button" id=id::FREE_SEAT data-testid="free-seat-button">{t.free_seat_button}</button>
            </div>
        </fieldset>
    }
}

/// How another phone joins: the code to read aloud, the QR code to scan and
/// the link, at the top of the host's page (the host shares it before anything
/// else). `/live.js` folds it on a guest's phone, which has joined already:
/// its code still shows, and its seat comes next.
#[component]
fn JoinPanel(code: String, link: String, view_href: String) -> impl IntoView {
    let t = &use_i18n().t().live;
    let view_link = (!view_href.is_empty()).then(|| {
        view! {
            <p>
                <a class="button button--quiet" href=view_href data-testid="table-view-link">{t.view_link}</a>
            </p>
        }
    });
    view! {
        <details class="panel share live-join" open id=id::JOIN_PANEL data-testid="join-panel">
            <summary>
                <h2 id="join-heading">{t.join_heading}</h2>
                <span class="live-code">
                    <span class="field__label">{t.code_label}</span>
                    " "
                    <strong data-testid="join-code">{code}</strong>
                </span>
            </summary>
            <p class="hint">{t.join_hint}</p>
            <QrImage link=link.clone() label=t.qr_label />
            <label class="field__label" for="share-link">{t.link_label}</label>
            <input id="share-link" class="share__link" readonly value=link data-testid="share-link" />
            {view_link}
        </details>
    }
}
