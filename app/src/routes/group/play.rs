//! `/g/{token}/p/{play}`: one saved game in full, its result computed again by
//! `games` from the stored score input, with its details to edit and a delete
//! (undone from the history). Rendered on the server; the forms are plain posts
//! (server/src/group_forms.rs), so the page runs no wasm.

use super::group_page;
use super::head::{said_in_address, GroupHead, GroupTab, SaidNotice};
#[cfg(feature = "ssr")]
use super::open_group;
use super::{use_store, StoreHandle};
use crate::bridge::{data, data_attr};
use crate::components::TextBox;
use crate::html::{markup, Markup};
use crate::i18n::use_i18n;
use crate::routes::setup::SavedSetup;
use games::GameId;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use serde::{Deserialize, Serialize};

type Loaded = super::Loaded<Box<PlayView>>;

#[derive(Debug, Clone, Serialize, Deserialize)]
struct PlayView {
    group_name: String,
    can_write: bool,
    id: String,
    game: GameId,
    played_at: String,
    duration_min: Option<i64>,
    place: Option<String>,
    note: Option<String>,
    /// The setup's seed, when the game was scored from a setup page.
    seed: Option<String>,
    /// The setup recorded in full, as the setup page's address (options and
    /// seed): drawn again beside the result.
    setup_query: Option<Vec<(String, String)>>,
    /// The players in the order entered (the setup names its opener by seat).
    names: Vec<String>,
    /// The result was recorded in another app, not scored by the rules.
    recorded: bool,
    /// The seat the record says opened the game.
    start_seat: Option<i64>,
    /// The result as the scorepad shows it, in the page's language; `None` if
    /// the stored input can no longer be scored.
    result_html: Option<Markup>,
    bg_stats: String,
    limits: Limits,
    /// The scorepad's text holding this game's entries (see `pad_of_play`);
    /// `None` when the pad cannot hold them.
    edit_pad: Option<String>,
    players: usize,
    /// The dice rolled, the sums in order (none recorded: empty).
    rolls: Vec<u8>,
}

/// What the details form may hold (the store's limits, for the inputs).
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
struct Limits {
    max_duration: i64,
    max_place: usize,
    max_note: usize,
}

#[cfg(feature = "ssr")]
async fn load(store: Option<StoreHandle>, token: String, id: String) -> Loaded {
    let (store, access) = match open_group(store, &token).await {
        Ok(opened) => opened,
        Err(instead) => return instead,
    };
    let play = match store.play(&access, &id).await {
        Ok(Some(play)) => play,
        Ok(None) => return Loaded::NotFound,
        Err(_) => return Loaded::Unavailable,
    };
    let read = store::PlayInput::read(play.game, &play.score).ok();
    let sheet = read.as_ref().and_then(|input| input.score().ok());
    // A result recorded in another app: shown as recorded, not editable here.
    let recorded = matches!(read, Some(store::PlayInput::Recorded(..)));
    let input = read.as_ref().and_then(store::PlayInput::rules);
    let seed = play
        .setup
        .as_ref()
        .and_then(|setup| setup.get("seed"))
        .and_then(|seed| seed.as_str())
        .map(str::to_owned);
    let edit_pad = input
        .as_ref()
        .and_then(|input| {
            crate::routes::score::pad_of_play(
                input,
                seed.as_deref(),
                &play.rolls,
                &play.rounds,
                &play.id,
            )
        })
        .map(|pad| pad.encode());
    let t = &use_i18n().island().score;
    let setup_query = play
        .setup
        .as_ref()
        .and_then(|record| store::recorded_setup(play.game, record))
        .map(|(options, seed)| {
            let mut query: Vec<(String, String)> = options
                .to_query()
                .into_iter()
                .map(|(name, value)| (name.to_owned(), value))
                .collect();
            query.push(("seed".to_owned(), seed.code().to_owned()));
            query
        });
    Loaded::Found(Box::new(PlayView {
        group_name: access.name,
        recorded,
        setup_query,
        start_seat: play
            .setup
            .as_ref()
            .and_then(|setup| setup.get(store::START_SEAT))
            .and_then(|seat| seat.as_i64()),
        names: sheet.as_ref().map_or_else(Vec::new, |sheet| {
            sheet.players.iter().map(|p| p.name.clone()).collect()
        }),
        can_write: access.can_write,
        bg_stats: sheet.as_ref().map_or_else(String::new, |sheet| {
            super::bg_stats_link::bg_stats_href_of(&play, sheet, use_i18n().t())
        }),
        result_html: sheet
            .as_ref()
            .map(|sheet| crate::routes::score::sheet_html(t, sheet)),
        seed,
        edit_pad,
        players: sheet.as_ref().map_or(0, |sheet| sheet.players.len()),
        rolls: play.rolls,
        id: play.id,
        game: play.game,
        played_at: play.played_at,
        duration_min: play.duration_min,
        place: play.place,
        note: play.note,
        limits: Limits {
            max_duration: store::MAX_DURATION_MIN,
            max_place: store::MAX_PLACE,
            max_note: store::MAX_NOTE,
        },
    }))
}

#[cfg(not(feature = "ssr"))]
async fn load(_store: Option<StoreHandle>, _token: String, _id: String) -> Loaded {
    Loaded::Unavailable
}

#[component]
pub fn GroupPlayPage() -> impl IntoView {
    let params = use_params_map().read_untracked();
    let token = params.get("token").unwrap_or_default();
    let id = params.get("play").unwrap_or_default();
    let store = use_store();
    let (asked_token, asked_id) = (token.clone(), id);
    group_page(
        move || load(store.clone(), asked_token.clone(), asked_id.clone()),
        move |play: Box<PlayView>| view! { <PlayPage play=*play token=token.clone() /> },
    )
}

#[component]
fn PlayPage(play: PlayView, token: String) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().groups;
    let m = &i18n.t().manage;
    let game_name = i18n.game_name(play.game);
    let facts = [
        play.duration_min
            .map(|minutes| (m.duration, (t.minutes)(minutes))),
        play.place.clone().map(|place| (m.place, place)),
        play.note.clone().map(|note| (m.note, note)),
        // A setup recorded in full shows its seed with the rest of it.
        play.seed
            .clone()
            .filter(|_| play.setup_query.is_none())
            .map(|seed| (m.setup_seed, seed)),
    ]
    .into_iter()
    .flatten()
    .map(|(label, value)| view! { <dt>{label}</dt><dd>{value}</dd> })
    .collect_view();
    let result = play.result_html.clone().map(|html| {
        view! { <div data-testid="play-result" {..markup(move || html.clone())}></div> }
    });
    let recorded = play
        .recorded
        .then(|| view! { <p class="hint" data-testid="recorded-result">{m.recorded_result}</p> });
    let forms = play
        .can_write
        .then(|| view! { <PlayForms play=play.clone() token=token.clone() /> });
    view! {
        <GroupHead name=play.group_name.clone() can_write=play.can_write token=token.clone() tab=GroupTab::Play />
        <SaidNotice said=said_in_address() />
        <section class="panel results" aria-labelledby="play-heading">
            <p><a href=crate::bridge::route::for_group(crate::bridge::route::GROUP, &token)>{m.back_to_history}</a></p>
            <h2 id="play-heading" data-testid="play-heading">
                {game_name}" · "<time datetime=play.played_at.clone()>{super::head::when(&play.played_at)}</time>
            </h2>
            <dl class="facts">{facts}</dl>
            {result}
            {recorded}
            {(!play.bg_stats.is_empty()).then(|| view! {
                <p class="play__more" id="bg-stats">
                    <a href=play.bg_stats.clone() rel="noopener noreferrer" data-testid="bg-stats">{t.send_to_bg_stats}</a>
                </p>
            })}
        </section>
        {(!play.rolls.is_empty()).then(|| view! { <PlayDice rolls=play.rolls.clone() /> })}
        {play.setup_query.clone().map(|query| view! {
            <SavedSetup game=play.game query names=play.names.clone() start_seat=play.start_seat />
        })}
        {forms}
    }
}

/// The dice the game kept: each sum's rolls against fair dice, and how long
/// each stayed away.
#[component]
fn PlayDice(rolls: Vec<u8>) -> impl IntoView {
    let t = use_i18n().dice();
    let counts = games::dice::DiceCounts::of(&rolls);
    view! {
        <section class="panel" aria-labelledby="dice-heading" data-testid="play-dice">
            <h2 id="dice-heading">{t.heading}</h2>
            <crate::components::DiceRecord
                counts
                gaps=Some(games::dice::gaps(&rolls))
                summary=(t.rolls_in_game)(counts.rolls())
            />
        </section>
    }
}

/// The details to edit, and the delete.
#[component]
fn PlayForms(play: PlayView, token: String) -> impl IntoView {
    let i18n = use_i18n();
    let t = &i18n.t().groups;
    let m = &i18n.t().manage;
    let this_play = [("token", token.as_str()), ("play", play.id.as_str())];
    let edit_action = crate::bridge::route::fill(crate::bridge::route::EDIT_PLAY, &this_play);
    let delete_action = crate::bridge::route::fill(crate::bridge::route::DELETE_PLAY, &this_play);
    let local_time = play.played_at.get(..16).unwrap_or_default().to_owned();
    let scores = match play.edit_pad.clone() {
        Some(pad) => view! {
            <div>
                <p class="hint">{m.edit_scores_hint}</p>
                <a
                    class="button button--primary"
                    href=format!("{}?players={}", crate::links::score_path(play.game), play.players)
                    {..(
                        data_attr(data::EDIT_SCORES, ""),
                        data_attr(data::PAD, pad),
                        data_attr(data::GAME, play.game.slug()),
                        data_attr(data::PLAY, play.id.clone()),
                        data_attr(data::TOKEN, token.clone()),
                        data_attr(data::GROUP_NAME, play.group_name.clone()),
                        data_attr(data::PLAYED_AT, local_time.clone()),
                        data_attr(
                            data::DURATION,
                            play.duration_min.map(|m| m.to_string()).unwrap_or_default(),
                        ),
                        data_attr(data::PLACE, play.place.clone().unwrap_or_default()),
                        data_attr(data::NOTE, play.note.clone().unwrap_or_default()),
                    )}
                    data-testid="edit-scores"
                >
                    {m.edit_scores}
                </a>
            </div>
        }
        .into_any(),
        None if play.recorded => view! { <p class="hint">{m.recorded_not_editable}</p> }.into_any(),
        None => view! { <p class="hint">{m.scores_not_editable}</p> }.into_any(),
    };
    view! {
        // Editing runs in /device.js (the pad lives in the phone's storage):
        // without it the section stays hidden, unless it only says why not.
        <section
            class="panel"
            aria-labelledby="scores-heading"
            hidden=play.edit_pad.is_some()
            {..data_attr(data::EDIT_SCORES_PANEL, "")}
        >
            <h2 id="scores-heading">{m.scores_heading}</h2>
            {scores}
        </section>
        <section class="panel" aria-labelledby="details-heading">
            <h2 id="details-heading">{m.details_heading}</h2>
            <form class="save-play__form stack-form" method="post" action=edit_action data-testid="edit-play">
                <label>{t.played_at}
                    <input type="datetime-local" name="played_at" required value=local_time />
                </label>
                <label>{t.duration}
                    <input type="number" name="duration_min" inputmode="numeric" min="1"
                        max=play.limits.max_duration value=play.duration_min.map(|m| m.to_string()) />
                </label>
                <label>{t.place}
                    <input type="text" name="place" maxlength=play.limits.max_place value=play.place.clone() />
                </label>
                <label>{t.note}
                    <TextBox name="note" rows=3 max_chars=play.limits.max_note text=play.note.clone().unwrap_or_default() />
                </label>
                <button class="button button--primary" type="submit">{m.save_changes}</button>
            </form>
            <form method="post" action=delete_action>
                <button class="button button--danger" type="submit" data-testid="delete-play">{m.delete_play}</button>
            </form>
        </section>
    }
}
