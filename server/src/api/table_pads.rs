//! A live table as the scorepad page sees it (`/t/…`): the same tables and
//! store operations as `/api/v1/tables`, with the table written as the pad
//! text the phone keeps, and a phone's edits sent as the pad before and after
//! them. The server turns them into the API's changes (`games::scorepad::LivePad`,
//! the reading "Save to a group" uses): the phone's wasm carries no JSON and no
//! rules about which field is which.

use super::body::ApiJson;
use super::live_core::{find_table, from_table_store, make_batch, no_table, to_finish, told_saved};
use super::play_door::{self, TableFinish};
use super::ApiError;
use crate::searches::Searches;
use app::PadWords;
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    Json,
};
use games::rounds::KeptCall;
use games::scorepad::LivePad;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Arc;
use store::{LiveTable, Store};

/// `GET /t?code=…`: the home page's "Join a live table". The code as typed
/// (any case, full-width letters and digits as a Chinese keyboard types them,
/// spaces or dashes) goes on to its page, `/t/{CODE}` (303), which answers a
/// code that finds no table with the same 404 as ever.
pub async fn join(Query(query): Query<HashMap<String, String>>) -> Redirect {
    let typed = query.get("code").map(String::as_str).unwrap_or_default();
    // The scorepad's own reading of a Chinese keyboard's full-width forms.
    let code: String = games::scorepad::half_width(typed)
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(20)
        .map(|c| c.to_ascii_uppercase())
        .collect();
    match code.is_empty() {
        true => Redirect::to("/"),
        false => Redirect::to(&app::bridge::route::fill(
            app::bridge::route::TABLE,
            &[("code", &code)],
        )),
    }
}

fn unreadable_pad() -> ApiError {
    ApiError::unprocessable("this is not a scorepad this server can read", "pad")
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "LiveShare"))]
pub(super) struct Share {
    pad: String,
    client: String,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    lang: Option<String>,
    /// The scorepad's address's query (`?players=4&seed=…`): the setup the
    /// table plays, whose board its dice panel draws.
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    setup: Option<String>,
}

/// The longest scorepad query a share reads for its setup: a setup's is far
/// shorter.
const MAX_SETUP_QUERY: usize = 1024;

/// A query string's pairs (`a=1&b=2`, with or without its `?`), decoded.
fn query_pairs(query: &str) -> Vec<(String, String)> {
    let query = query.strip_prefix('?').unwrap_or(query);
    url::form_urlencoded::parse(query.as_bytes())
        .into_owned()
        .collect()
}

/// `POST /t` with `{"pad", "client", "lang"?, "setup"?}`: a new live table
/// holding what the pad holds (its fields made as the host's phone's first
/// batch, its dice as the table's first). Answers the table's code, the host's
/// key and the table as `GET /t/{code}/pad` does.
pub(super) async fn create(
    State(store): State<Store>,
    State(searches): State<Arc<Searches>>,
    body: ApiJson<Share>,
) -> Result<Response, ApiError> {
    let request = body.read()?;
    let words = PadWords::for_tag(request.lang.as_deref());
    // A query longer than any setup's draws no setup: the table is made
    // all the same, with no setup and its dice with no board.
    let query = request
        .setup
        .filter(|setup| setup.len() <= MAX_SETUP_QUERY)
        .unwrap_or_default();
    // The setup the pad was opened from, drawn in the search pool: kept with
    // the table (every phone sees it, either Finish saves it).
    let pairs = query_pairs(&query);
    let setup = match LivePad::setup_asked(&request.pad, &pairs) {
        Some((game, _, seed)) => play_door::pad_setup(&searches, game, &pairs, seed.code()).await?,
        None => None,
    };
    let shared = LivePad::table_from(&request.pad, &|n| words.seat(n), setup.as_ref())
        .ok_or_else(unreadable_pad)?;
    let (game, names) = (shared.game, shared.names);
    let record =
        setup.map(|(options, seed, seat)| store::setup_record(&options, &seed, Some(seat)));
    let made = store
        .share_table(game, &names, shared.dice, record)
        .await
        .map_err(from_table_store)?;
    let code = made.table.code.as_str().to_owned();
    let host_key = made.host_key.as_str().to_owned();
    // The host's first batch: the pad's fields, and the rounds it called.
    let no_call = KeptCall::default();
    let first = store::TableEdit {
        fields: &shared.changes,
        call: (shared.call != no_call).then_some((&no_call, &shared.call)),
        ..store::TableEdit::default()
    };
    store
        .edit_table(&code, &request.client, 1, Some(&host_key), first)
        .await
        .map_err(from_table_store)?
        .ok_or_else(no_table)?;
    let table = find_table(&store, &code).await?;
    let body = LiveTableAnswer {
        host_key: Some(host_key.as_str()),
        client_seq: Some(1),
        ..LiveTableAnswer::of(&table)
    };
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

/// `GET /t/{code}/pad`: the table as the pad text, with its `seq`, seats
/// taken and the host's locks.
pub async fn show(
    State(store): State<Store>,
    Path(code): Path<String>,
) -> Result<Response, ApiError> {
    let table = find_table(&store, &code).await?;
    Ok(Json(LiveTableAnswer::of(&table)).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "LiveEdit"))]
pub(super) struct Edit {
    client: String,
    client_seq: i64,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    host_key: Option<String>,
    from: String,
    to: String,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    lang: Option<String>,
    /// How long the phone held the edit before sending it (its dice moves
    /// are timed as made).
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    waited_ms: Option<u64>,
}

/// `POST /t/{code}/pad` with `{"client", "client_seq", "host_key"?, "from",
/// "to", "lang"?, "waited_ms"?}`: the fields and the dice that differ between
/// the two pads, made as one batch (a batch sent again changes nothing).
/// Answers `seq` and `again`.
pub(super) async fn change(
    State(store): State<Store>,
    Path(code): Path<String>,
    body: ApiJson<Edit>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let edit = body.read()?;
    let words = PadWords::for_tag(edit.lang.as_deref());
    let changes =
        LivePad::changes(&edit.from, &edit.to, &|n| words.seat(n)).ok_or_else(unreadable_pad)?;
    // Dice that cannot be read refuse the whole batch: nothing of it is made.
    let dice = changes.dice.ok_or_else(|| {
        let refused = games::live_dice::DiceRefused::Unreadable;
        ApiError::unprocessable(format!("dice {}", refused.reason()), "dice")
    })?;
    let host_key = edit.host_key.as_deref();
    let batch = store::TableEdit {
        fields: &changes.fields,
        dice: &dice,
        call: changes.call.as_ref().map(|(seen, made)| (seen, made)),
        waited_ms: edit.waited_ms.unwrap_or_default(),
    };
    make_batch(
        &store,
        &code,
        &edit.client,
        edit.client_seq,
        host_key,
        batch,
    )
    .await
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "LiveFinish"))]
pub(super) struct Finish {
    host_key: String,
    group: String,
    played_at: String,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    lang: Option<String>,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    duration_min: Option<i64>,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    place: Option<String>,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    note: Option<String>,
}

/// `PUT /t/{code}/finish` with `{"host_key", "group", "played_at",
/// "duration_min"?, "place"?, "note"?, "lang"?}`: the host's Finish, the table
/// saved as one play of the group, read as "Save to a group" reads a pad (so
/// the play is what every phone's pad showed). The table's play has one id:
/// finishing again replaces it (201, then 200).
pub(super) async fn finish(
    State(store): State<Store>,
    State(searches): State<Arc<Searches>>,
    Path(code): Path<String>,
    body: ApiJson<Finish>,
) -> Result<Response, ApiError> {
    let request = body.read()?;
    let (table, id, access) = to_finish(&store, &code, &request.host_key, &request.group).await?;
    let finish = TableFinish {
        played_at: request.played_at,
        lang: request.lang,
        duration_min: request.duration_min,
        place: request.place,
        note: request.note,
    };
    let play = play_door::from_table(&searches, id, &table, finish).await?;
    let saved = play_door::save(&store, &access, play).await?;
    told_saved(&store, &code).await;
    Ok(saved)
}

/// The most edits a phone may have on their way in one look: far more than
/// a phone's queue holds (typing runs into one batch while it waits).
const MAX_PENDING: usize = 200;

/// One edit still on its way: the pad before and after it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(super) struct PendingEdit {
    from: String,
    to: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(super) struct Look {
    #[serde(default)]
    pending: Vec<PendingEdit>,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    lang: Option<String>,
    /// The asking phone's id: the answer says its seat (`seat`).
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    client: Option<String>,
}

/// `POST /t/{code}/look` with `{"pending": [{"from", "to"}], "lang"?}`: the
/// table as `GET /t/{code}/pad` answers it, its pad with the phone's edits
/// still on their way made in it (`LivePad::laid_over`); the table itself
/// is not changed.
pub(super) async fn look(
    State(store): State<Store>,
    Path(code): Path<String>,
    body: ApiJson<Look>,
) -> Result<Response, ApiError> {
    let request = body.read()?;
    if request.pending.len() > MAX_PENDING {
        return Err(ApiError::unprocessable(
            format!("at most {MAX_PENDING} edits can be on their way"),
            "pending",
        ));
    }
    let table = find_table(&store, &code).await?;
    let pending: Vec<(String, String)> = request
        .pending
        .into_iter()
        .map(|edit| (edit.from, edit.to))
        .collect();
    let words = PadWords::for_tag(request.lang.as_deref());
    let shown = LivePad::laid_over(
        table.game,
        (&table.input, &table.dice, &table.call),
        &pending,
        &|n| words.seat(n),
    );
    let mut body = LiveTableAnswer::showing(&table, shown);
    // A malformed id is told nothing of a seat (the table still answers).
    match request
        .client
        .as_deref()
        .map(|client| store.seat_of(&code, client))
    {
        None => {}
        Some(seat) => match seat.await {
            Ok(seat) => body.seat = Some(seat),
            Err(store::StoreError::Invalid { .. }) => {}
            Err(error) => return Err(from_table_store(error)),
        },
    }
    Ok(Json(body).into_response())
}

/// The table as the pages read it: its pad, seats and locks. Its fields are
/// in the order `json!` wrote them before (alphabetical), so the bytes are
/// unchanged.
#[derive(Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(super) struct LiveTableAnswer<'a> {
    /// Only in answer to the table's making (the host's first batch).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub(super) client_seq: Option<i64>,
    pub(super) code: &'a str,
    pub(super) game: &'static str,
    /// Only in answer to the table's making.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub(super) host_key: Option<&'a str>,
    pub(super) joining_locked: bool,
    pub(super) names: Vec<String>,
    pub(super) pad: String,
    pub(super) saved: bool,
    /// Only in answer to a look that names its phone: that phone's seat
    /// (`null`: none).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub(super) seat: Option<Option<i64>>,
    pub(super) seats_locked: bool,
    pub(super) seq: i64,
    pub(super) taken: &'a [i64],
}

impl<'a> LiveTableAnswer<'a> {
    fn of(table: &'a LiveTable) -> LiveTableAnswer<'a> {
        LiveTableAnswer::showing(
            table,
            LivePad::of_table(table.game, &table.input, &table.dice, &table.call),
        )
    }

    /// [`LiveTableAnswer::of`] with `pad` as the pad to show.
    fn showing(table: &'a LiveTable, pad: String) -> LiveTableAnswer<'a> {
        LiveTableAnswer {
            client_seq: None,
            code: table.code.as_str(),
            game: table.game.slug(),
            host_key: None,
            joining_locked: table.joining_locked,
            names: table.names(),
            pad,
            saved: table.saved,
            seat: None,
            seats_locked: table.seats_locked,
            seq: table.seq,
            taken: &table.taken,
        }
    }
}
