//! Live tables (`/api/v1/tables/…`): a thin layer over the store's live tables.
//! A table is found by its join code; unknown and malformed codes get the same
//! 404, and misses are rate-limited (see `rate_limit::limit_misses`).

use super::body::ApiJson;
use super::live_core::{find_table, from_table_store, make_batch, no_table, to_finish, told_saved};
use super::play_door::{self, TableFinish};
use super::{games_api, ApiError};
use crate::searches::Searches;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Extension, Json,
};
use games::live::Change;
use games::live_dice::TableDice;
use games::{FieldPath, GameId};
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::Arc;
use store::{LiveTable, Store, StoreError, TableCode};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct NewTable {
    game: String,
    players: Vec<String>,
    /// The setup the table plays, as a play's `setup` record: kept with the
    /// table and saved with its play.
    #[serde(default)]
    setup: Option<Value>,
}

/// `POST /api/v1/tables` with `{"game", "players": [names], "setup"?}`: a new
/// table, its join code and the host's key.
pub(super) async fn create(
    State(store): State<Store>,
    body: ApiJson<NewTable>,
) -> Result<Response, ApiError> {
    let request = body.read()?;
    let game: GameId = request
        .game
        .parse()
        .map_err(|e: games::UnknownGame| ApiError::unprocessable(e.to_string(), "game"))?;
    let dice = request
        .setup
        .as_ref()
        .map_or_else(TableDice::default, |record| dice_of_setup(game, record));
    let made = store
        .share_table(game, &request.players, dice, request.setup)
        .await
        .map_err(from_table_store)?;
    let mut body = table_body(&made.table);
    body["host_key"] = json!(made.host_key.as_str());
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

/// A game played with dice, shared from a setup record: its dice draw the
/// record's board and start at its opening seat (a record that draws nothing
/// leaves the dice as new; the record itself is checked by the store).
fn dice_of_setup(game: GameId, record: &Value) -> TableDice {
    let Some((options, seed)) =
        store::recorded_setup(game, record).filter(|_| game.info().keeps_dice_rolls)
    else {
        return TableDice::default();
    };
    let mut dice = TableDice::default();
    if let Some(seat) = record.get(store::START_SEAT).and_then(Value::as_u64) {
        dice.dice.first_turn = usize::try_from(seat).unwrap_or(0);
    }
    dice.setup = Some(games::live_dice::setup_query(&options, &seed));
    dice
}

/// `GET /api/v1/tables/{code}[?since=N]`: the table as it stands and what the
/// rules make of it; with `since`, the changes made after change N as well.
pub async fn show(
    State(store): State<Store>,
    Path(code): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Json<Value>, ApiError> {
    let since = since(query.get("since"))?;
    let table = find_table(&store, &code).await?;
    let mut body = table_body(&table);
    if let Some(since) = since {
        let caught_up = store
            .table_changes_since(&code, since)
            .await
            .map_err(from_table_store)?
            .ok_or_else(no_table)?;
        add_changes(&mut body, &caught_up, table.seq);
    }
    Ok(Json(body))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Op {
    path: String,
    value: Value,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Batch {
    client: String,
    client_seq: i64,
    #[serde(default)]
    host_key: Option<String>,
    ops: Vec<Op>,
}

/// `POST /api/v1/tables/{code}/ops` with `{"client", "client_seq", "ops":
/// [{"path", "value"}]}`: the changes made, all or none; answers the table's
/// new `seq` (`again`: this batch was taken before and changed nothing now).
pub(super) async fn change(
    State(store): State<Store>,
    Path(code): Path<String>,
    body: ApiJson<Batch>,
) -> Result<Json<Value>, ApiError> {
    let batch = body.read()?;
    let changes: Vec<Change> = batch
        .ops
        .into_iter()
        .map(|op| Change {
            path: FieldPath::parse(&op.path),
            value: op.value,
        })
        .collect();
    let host_key = batch.host_key.as_deref();
    let edit = store::TableEdit {
        fields: &changes,
        ..store::TableEdit::default()
    };
    make_batch(
        &store,
        &code,
        &batch.client,
        batch.client_seq,
        host_key,
        edit,
    )
    .await
}

/// Raised when the server begins to stop: every table's stream ends, so open
/// streams do not hold the shutdown up; browsers reconnect by themselves (to
/// another server, or this one started again) and resume from their last event.
static CLOSING: std::sync::LazyLock<tokio::sync::watch::Sender<bool>> =
    std::sync::LazyLock::new(|| tokio::sync::watch::channel(false).0);

/// Ends every live table's stream (the server is stopping).
pub fn end_live_streams() {
    CLOSING.send_replace(true);
}

/// How often a watching phone's stream looks at its table without word of a
/// change. Streams are woken by word of each change (and of word possibly lost,
/// when PostgreSQL's listener reconnects); this finds a table gone idle and is
/// the last resort. (Made 120 s, a live Playwright test once saw a phone keep a
/// wrong seat name past its 10 s wait: kept at 10 s until that is understood.)
const LOOK_AGAIN: std::time::Duration = std::time::Duration::from_secs(10);

/// `GET /api/v1/tables/{code}/events[?since=N]`: the table as server-sent
/// events. Each event (`table`, its id the table's `seq`) is the table as `GET`
/// gives it with the `changes` after the last event's; the first is the table
/// as it stands (with the changes after `since`, or after `Last-Event-ID` when a
/// browser reconnects by itself). A table that expires ends with `gone`.
pub async fn events(
    State(store): State<Store>,
    State(caps): State<crate::stream_caps::StreamCaps>,
    client: Option<Extension<crate::client_address::ClientAddress>>,
    Path(code): Path<String>,
    Query(query): Query<HashMap<String, String>>,
    headers: axum::http::HeaderMap,
) -> Result<impl IntoResponse, ApiError> {
    let resumed = headers
        .get("last-event-id")
        .and_then(|id| id.to_str().ok())
        .map(str::to_owned);
    let since = since(resumed.as_ref().or(query.get("since")))?;
    let table_code = TableCode::parse(&code).ok_or_else(no_table)?;
    // Listening first: a change made while the table is read is still heard.
    let word = store
        .watch_table(&table_code)
        .await
        .map_err(from_table_store)?;
    let table = find_table(&store, &code).await?;
    let client = client.map(|Extension(crate::client_address::ClientAddress(ip))| ip);
    // Counted by the code as read ("abcdefgh" is "ABCDEFGH"), so no spelling of
    // it gets past the caps.
    let held = caps
        .open(client, table_code.as_str())
        .ok_or_else(|| ApiError::too_many_requests(STREAM_FULL_WAIT))?;
    let watching = Watching {
        _held: held,
        store,
        code,
        seen: since.unwrap_or(table.seq),
        shown: Seating::of(&table),
        first: Some(table),
        word,
        closing: CLOSING.subscribe(),
        done: false,
    };
    let stream = futures_util::stream::unfold(watching, |mut watching| async move {
        let event = watching.next_event().await?;
        Some((Ok::<_, std::convert::Infallible>(event), watching))
    });
    // A reverse proxy passes each event on at once rather than gathering them.
    let unbuffered = [(
        axum::http::HeaderName::from_static("x-accel-buffering"),
        "no",
    )];
    Ok((
        unbuffered,
        Sse::new(stream).keep_alive(KeepAlive::default()),
    ))
}

/// Seconds a stream refused for too many open ones is asked to wait.
const STREAM_FULL_WAIT: u64 = 30;

/// One phone's stream of a table.
struct Watching {
    /// Its place among the streams open (given back when it ends).
    _held: crate::stream_caps::HeldStream,
    store: Store,
    code: String,
    /// The last change this phone was sent.
    seen: i64,
    /// Who sat where and the host's locks, as last sent.
    shown: Seating,
    /// The table as it stood when the phone came, sent first.
    first: Option<LiveTable>,
    word: tokio::sync::broadcast::Receiver<i64>,
    closing: tokio::sync::watch::Receiver<bool>,
    done: bool,
}

impl Watching {
    /// The next event: at once for the first, then whenever the table has
    /// changed past what was sent; `None` ends the stream.
    async fn next_event(&mut self) -> Option<Event> {
        if self.done || *self.closing.borrow() {
            return None;
        }
        if let Some(table) = self.first.take() {
            return Some(self.event_for(table).await);
        }
        loop {
            // Word of a change, lost word, or a while without: look again.
            let word = tokio::select! {
                word = tokio::time::timeout(LOOK_AGAIN, self.word.recv()) => word,
                _ = self.closing.wait_for(|closing| *closing) => return None,
            };
            if let Ok(Ok(seq)) = word {
                if seq != 0 && seq <= self.seen {
                    continue;
                }
            }
            match self.store.table(&self.code).await {
                Ok(Some(table)) if table.seq > self.seen || Seating::of(&table) != self.shown => {
                    return Some(self.event_for(table).await)
                }
                Ok(Some(_)) | Err(_) => continue,
                Ok(None) => {
                    self.done = true;
                    return Some(Event::default().event("gone").data("{}"));
                }
            }
        }
    }

    async fn event_for(&mut self, table: LiveTable) -> Event {
        let mut body = table_body(&table);
        if let Ok(Some(caught_up)) = self.store.table_changes_since(&self.code, self.seen).await {
            add_changes(&mut body, &caught_up, table.seq);
        }
        self.seen = table.seq;
        self.shown = Seating::of(&table);
        Event::default()
            .event("table")
            .id(table.seq.to_string())
            .data(body.to_string())
    }
}

/// Who sits where and the host's locks: news to a phone, like a change.
#[derive(Debug, Clone, PartialEq)]
struct Seating {
    taken: Vec<i64>,
    seats_locked: bool,
    joining_locked: bool,
    saved: bool,
}

impl Seating {
    fn of(table: &LiveTable) -> Seating {
        Seating {
            taken: table.taken.clone(),
            seats_locked: table.seats_locked,
            joining_locked: table.joining_locked,
            saved: table.saved,
        }
    }
}

/// The changes up to the table's `seq` as read (one made since is the next
/// answer's, not this one's too), and `behind` when they are too many to
/// carry: the phone then reads the table as it stands.
fn add_changes(body: &mut Value, caught_up: &store::CatchUp, upto: i64) {
    body["changes"] = changes_json(&caught_up.changes, upto);
    if caught_up.behind {
        body["behind"] = Value::Bool(true);
    }
}

fn changes_json(changes: &[store::NumberedChange], upto: i64) -> Value {
    changes
        .iter()
        .filter(|c| c.seq <= upto)
        .map(|c| {
            json!({
                "seq": c.seq,
                "seat": c.seat,
                "path": c.change.path.to_string(),
                "value": c.change.value,
            })
        })
        .collect()
}

/// A change number from the query (`since`) or a reconnecting browser.
fn since(text: Option<&String>) -> Result<Option<i64>, ApiError> {
    text.map(|text| {
        text.parse::<i64>().ok().filter(|n| *n >= 0).ok_or_else(|| {
            ApiError::bad_request("since must be a change number, 0 or more", "since")
        })
    })
    .transpose()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "TableSeat"))]
pub(super) struct Seat {
    client: String,
    seat: Option<i64>,
}

/// `POST /api/v1/tables/{code}/seat` with `{"client", "seat"}`: this phone
/// sits at that seat (from 0; `null`: at none, only watching). Answers the table.
pub(super) async fn seat(
    State(store): State<Store>,
    Path(code): Path<String>,
    body: ApiJson<Seat>,
) -> Result<Json<Value>, ApiError> {
    let request = body.read()?;
    answer(store.take_seat(&code, &request.client, request.seat).await)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[cfg_attr(test, ts(rename = "TableHost"))]
pub(super) struct Host {
    host_key: String,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    seats_locked: Option<bool>,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    joining_locked: Option<bool>,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    free_seat: Option<i64>,
}

/// `POST /api/v1/tables/{code}/host` with `{"host_key", "seats_locked"?,
/// "joining_locked"?, "free_seat"?}`: the host's locks set, and a seat freed
/// for another phone to take. Answers the table.
pub(super) async fn host(
    State(store): State<Store>,
    Path(code): Path<String>,
    body: ApiJson<Host>,
) -> Result<Json<Value>, ApiError> {
    let request = body.read()?;
    let locks = (request.seats_locked, request.joining_locked);
    let freed = request.free_seat;
    answer(
        store
            .host_table(&code, &request.host_key, locks.0, locks.1, freed)
            .await,
    )
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Finish {
    host_key: String,
    group: String,
    played_at: String,
    #[serde(default)]
    duration_min: Option<i64>,
    #[serde(default)]
    place: Option<String>,
    #[serde(default)]
    note: Option<String>,
}

/// `POST /api/v1/tables/{code}/finish` with `{"host_key", "group",
/// "played_at", "duration_min"?, "place"?, "note"?}`: the host saves the table
/// as one play of the group whose link `group` is, as `PUT …/plays/{id}` would
/// (201, then 200 when finished again: the table's play has one id).
pub(super) async fn finish(
    State(store): State<Store>,
    State(searches): State<Arc<Searches>>,
    Path(code): Path<String>,
    body: ApiJson<Finish>,
) -> Result<Response, ApiError> {
    let request = body.read()?;
    let (table, id, access) = to_finish(&store, &code, &request.host_key, &request.group).await?;
    // The page's Finish's own door: the same play, rolls and setup included.
    let finish = TableFinish {
        played_at: request.played_at,
        lang: None,
        duration_min: request.duration_min,
        place: request.place,
        note: request.note,
    };
    let play = play_door::from_table(&searches, id, &table, finish).await?;
    let saved = play_door::save(&store, &access, play).await?;
    told_saved(&store, &code).await;
    Ok(saved)
}

/// A table's answer: its code, game, `seq` and input, and the rules' result
/// (or the first error in the input, with its field, while it is unfinished).
fn table_body(table: &LiveTable) -> Value {
    let scored = games_api::score_json(table.game, table.input.to_string().as_bytes());
    let mut body = json!({
        "code": table.code.as_str(),
        "game": table.game.slug(),
        "seq": table.seq,
        "input": table.input,
        "taken": table.taken,
        "seats_locked": table.seats_locked,
        "joining_locked": table.joining_locked,
        "saved": table.saved,
    });
    // The rolls every phone entered (`games::live_dice`), for a game of dice.
    if table.game.info().keeps_dice_rolls {
        body["dice"] = table.dice.to_json();
    }
    // The rounds the table has called whole, as a play keeps them.
    if table.game.info().keeps_rounds {
        let rounds = games::rounds::decode_rounds(&table.call.rounds).unwrap_or_default();
        body[games::rounds::ROUNDS_KEY] = json!(rounds);
    }
    match scored {
        Ok(result) => body["result"] = result,
        Err(error) => body["error"] = error.body_json(),
    }
    body
}

/// The table a store operation answered with, as the API shows it.
fn answer(found: Result<Option<LiveTable>, StoreError>) -> Result<Json<Value>, ApiError> {
    let table = found.map_err(from_table_store)?.ok_or_else(no_table)?;
    Ok(Json(table_body(&table)))
}
