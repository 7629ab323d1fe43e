//! A group's plays out and back in: JSON that imports losslessly (the same play
//! ids, so importing twice changes nothing) and CSV for spreadsheets.

use super::answers::{from_store, from_store_within, PlayAnswer};
use super::body::ApiBytes;
use super::groups::{open, open_to_write, play_request};
use super::{ApiError, MAX_BODY_BYTES};
use crate::bounded_json::{at_most, value_within};
use crate::client_address::ClientAddress;
use crate::rate_limit::ImportVolume;
use axum::{
    body::Body,
    extract::{Path, State},
    http::header,
    response::{IntoResponse, Response},
    Extension, Json,
};
use bytes::Bytes;
use serde::Deserialize;
use serde_json::json;
use serde_json::value::RawValue;
use std::net::IpAddr;
use store::{Access, Outcome, PlayCursor, Store, StoredPlay};

/// The export's `format` and `version`: an import reads only what it knows.
const FORMAT: &str = "tableside-plays";
const VERSION: i64 = 1;
/// Plays one import may carry, and its bytes (an export of 1,000 plays is ~2 MB).
const MAX_IMPORT: usize = 1000;
pub const MAX_IMPORT_BYTES: usize = 8 * 1024 * 1024;

/// Plays read per batch of an export: a group of any size is sent with the
/// memory of one batch, never read whole. Small, because writing a batch holds
/// one of the server's threads: 100 plays (about 3 ms of work) made other
/// groups' pages wait behind them, and 25 did once plays carried their setups
/// in full (docs/performance.md).
const EXPORT_BATCH: i64 = 12;

/// `GET /api/v1/groups/{token}/export.json`.
pub async fn export_json(
    State(store): State<Store>,
    Path(token): Path<String>,
) -> Result<Response, ApiError> {
    let access = open(&store, &token).await?;
    let opening = json!({
        "format": FORMAT,
        "version": VERSION,
        "group": {"name": access.name},
    })
    .to_string();
    // The object without its closing brace, then the plays one batch at a time.
    let opening = format!("{},\"plays\":[", opening.trim_end_matches('}'));
    let body = streamed(store, access, opening, "]}", |play, out, index| {
        if index > 0 {
            out.push(',');
        }
        let play = serde_json::to_string(&PlayAnswer::of(play)).expect("plays serialise");
        out.push_str(&play);
    });
    Ok((
        [
            (header::CONTENT_TYPE, "application/json"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"tableside-plays.json\"",
            ),
        ],
        body,
    )
        .into_response())
}

/// `GET /api/v1/groups/{token}/export.csv`: one row per player per play.
pub async fn export_csv(
    State(store): State<Store>,
    Path(token): Path<String>,
) -> Result<Response, ApiError> {
    let access = open(&store, &token).await?;
    // A byte-order mark first: Excel reads a CSV without one in the
    // system's code page, and Chinese names come out garbled.
    let heading =
        "\u{FEFF}play_id,played_at,game,duration_min,place,player,score,rank,winner,unfinished\r\n";
    let body = streamed(store, access, heading.to_owned(), "", |play, csv, _| {
        csv_rows(play, csv)
    });
    Ok(csv_download(body))
}

/// A CSV body as a download (both CSVs: the programs' and the people's).
pub(super) fn csv_download(body: Body) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"tableside-plays.csv\"",
            ),
        ],
        body,
    )
        .into_response()
}

/// A play's rows of the CSV export.
fn csv_rows(play: &StoredPlay, csv: &mut String) {
    for player in play.result["players"].as_array().into_iter().flatten() {
        let name = player["name"].as_str().unwrap_or("");
        // Only what people typed can hold a formula; the rest is ours.
        let cells = [
            play.id.clone(),
            play.played_at.clone(),
            play.game.to_string(),
            play.duration_min.map(|d| d.to_string()).unwrap_or_default(),
            csv_cell(play.place.as_deref().unwrap_or_default()),
            csv_cell(name),
            player["total"].to_string(),
            player["rank"].to_string(),
            play.won(name).to_string(),
            play.unfinished.to_string(),
        ];
        csv.push_str(&cells.join(","));
        csv.push_str("\r\n");
    }
}

/// Where an export's stream is.
enum Step {
    Opening(String),
    Plays {
        after: Option<PlayCursor>,
        written: usize,
    },
    Closing,
    Done,
}

/// An export's body: `opening`, each of the group's plays written by `write`
/// (with its index), then `closing`, read [`EXPORT_BATCH`] plays at a time.
/// Each batch is read and written during a turn of the store's heavy reads,
/// and the turn is given back before the batch goes out: a client that stops
/// reading holds its own connection and nothing another group waits for. A
/// database failure part-way ends
/// the stream with an error, so the client sees a broken download rather than a
/// file that looks whole.
pub(super) fn streamed<W>(
    store: Store,
    access: Access,
    opening: String,
    closing: &'static str,
    write: W,
) -> Body
where
    W: FnMut(&StoredPlay, &mut String, usize) + Send + 'static,
{
    // The writer travels with the stream's state: it may remember what it
    // wrote (the BoardGameGeek export marks each person's first play).
    let stream = futures_util::stream::unfold(
        (Step::Opening(opening), write),
        move |(step, mut write)| {
            let (store, access) = (store.clone(), access.clone());
            async move {
                match step {
                    Step::Opening(opening) => {
                        let next = Step::Plays {
                            after: None,
                            written: 0,
                        };
                        Some((Ok(Bytes::from(opening)), (next, write)))
                    }
                    Step::Plays { after, written } => {
                        let turn = store.heavy_read_turn().await;
                        let batch = store
                            .plays_in_order(&access, after.as_ref(), EXPORT_BATCH)
                            .await;
                        let (plays, after) = match batch {
                            Ok(batch) => batch,
                            Err(error) => {
                                tracing::error!(target: crate::logging::STORAGE_TARGET, %error, "export broken off");
                                let broken = std::io::Error::other("the export was broken off");
                                return Some((Err(broken), (Step::Done, write)));
                            }
                        };
                        let mut out = String::new();
                        for (index, play) in plays.iter().enumerate() {
                            write(play, &mut out, written + index);
                        }
                        drop(turn);
                        let next = match after {
                            Some(after) => Step::Plays {
                                after: Some(after),
                                written: written + plays.len(),
                            },
                            None => Step::Closing,
                        };
                        Some((Ok(Bytes::from(out)), (next, write)))
                    }
                    Step::Closing => Some((
                        Ok(Bytes::from_static(closing.as_bytes())),
                        (Step::Done, write),
                    )),
                    Step::Done => None,
                }
            }
        },
    );
    // Fused: the compression layer polls a stream once more after its end, and
    // an unfold polled past its end panics (the connection was reset mid-file).
    Body::from_stream(futures_util::StreamExt::fuse(stream))
}

/// Typed text as a cell a spreadsheet reads as text: one that would start a
/// formula (= + - @, their full-width forms, a tab or a carriage return, even
/// behind invisible marks such as a byte-order mark or a direction mark,
/// which some spreadsheets skip) gets a leading apostrophe; cells with
/// commas, quotes or line breaks are quoted.
pub fn csv_cell(text: &str) -> String {
    let invisible = |c: char| matches!(c, '\u{feff}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}');
    let starts_formula = matches!(
        text.trim_start_matches(invisible).chars().next(),
        Some('=' | '+' | '-' | '@' | '\t' | '\r' | '＝' | '＋' | '－' | '＠')
    );
    let text = if starts_formula {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// An export as an import reads it: each play kept as its text until it is
/// measured (issue 61.2), the list itself bounded while it is read.
#[derive(Deserialize)]
struct Export {
    format: String,
    version: i64,
    #[serde(deserialize_with = "at_most::<_, Box<RawValue>, MOST_LISTED>")]
    plays: Vec<Box<RawValue>>,
}

/// Plays an import's list may name before it is refused unread: past
/// [`MAX_IMPORT`] it is refused whole anyway, with that reason.
const MOST_LISTED: usize = 10 * MAX_IMPORT;

/// What an import did to the group's plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Imported {
    pub created: usize,
    pub unchanged: usize,
    pub replaced: usize,
}

/// `POST /api/v1/groups/{token}/import` with an export's JSON: every play is
/// checked before any is saved; a play already there (by id) is left as it is or
/// brought up to date. Answers how many were created, unchanged and replaced.
pub async fn import(
    State(store): State<Store>,
    State(imports): State<ImportVolume>,
    client: Option<Extension<ClientAddress>>,
    Path(token): Path<String>,
    body: ApiBytes<MAX_IMPORT_BYTES>,
) -> Result<Response, ApiError> {
    let access = open_to_write(&store, &token).await?;
    let body = body.read()?;
    let client = client.map(|Extension(ClientAddress(ip))| ip);
    let imported = import_export(&store, &access, &body, (&imports, client)).await?;
    Ok(Json(json!({
        "created": imported.created,
        "unchanged": imported.unchanged,
        "replaced": imported.replaced,
    }))
    .into_response())
}

/// An export's plays saved into `access`'s group, all or none: the API's
/// import and the people page's file form (server/src/group_forms.rs) both.
/// A refusal names its field (`format`, `plays`, `plays[3].…`, `group` when
/// the group is full); the client's hour of imports is taken a play each
/// once the file is read (429 at `plays` past it).
pub async fn import_export(
    store: &Store,
    access: &Access,
    body: &[u8],
    (imports, client): (&ImportVolume, Option<IpAddr>),
) -> Result<Imported, ApiError> {
    let export: Export = ApiError::parse_json(body)?;
    if export.format != FORMAT || export.version != VERSION {
        return Err(ApiError::unprocessable(
            format!("this is not a {FORMAT} export of version {VERSION}"),
            "format",
        ));
    }
    if export.plays.len() > MAX_IMPORT {
        return Err(ApiError::unprocessable(
            format!("one import takes at most {MAX_IMPORT} plays; split the file"),
            "plays",
        ));
    }
    let mut plays = Vec::with_capacity(export.plays.len());
    for (index, raw) in export.plays.into_iter().enumerate() {
        let within = format!("plays[{index}]");
        // As large as the API's one play at most, measured before it is read.
        let play = value_within(&raw, MAX_BODY_BYTES).ok_or_else(|| {
            ApiError::unprocessable(
                format!("a play takes at most {MAX_BODY_BYTES} bytes, as one saved alone does"),
                within.clone(),
            )
        })?;
        let play = play_request(play, &within)?;
        // Everything the store would refuse, before anything is saved.
        store::check_play(&play).map_err(|error| from_store_within(error, &within))?;
        plays.push(play);
    }
    imports
        .take(client, plays.len())
        .map_err(ApiError::too_many_imported)?;
    // One transaction: a failure half-way saves none of them.
    let outcomes = store.save_plays(access, &plays).await.map_err(from_store)?;
    let count = |wanted: Outcome| outcomes.iter().filter(|&&o| o == wanted).count();
    Ok(Imported {
        created: count(Outcome::Created),
        unchanged: count(Outcome::Unchanged),
        replaced: count(Outcome::Replaced),
    })
}

#[cfg(test)]
mod tests {
    use super::csv_cell;

    #[test]
    fn a_cell_cannot_run_as_a_formula_and_commas_stay_in_their_cell() {
        assert_eq!(csv_cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(csv_cell("+1"), "'+1");
        assert_eq!(csv_cell("-Bo"), "'-Bo");
        assert_eq!(csv_cell("@SUM"), "'@SUM");
        assert_eq!(csv_cell("Ann, Bo"), "\"Ann, Bo\"");
        assert_eq!(csv_cell("Ann"), "Ann");
        assert_eq!(csv_cell("甲"), "甲");
        assert_eq!(csv_cell("\u{feff}=1+1"), "'\u{feff}=1+1");
        assert_eq!(csv_cell("\u{200b}@SUM"), "'\u{200b}@SUM");
        assert_eq!(csv_cell("＝1+1"), "'＝1+1");
        assert_eq!(csv_cell("＋1"), "'＋1");
        assert_eq!(csv_cell("\u{feff}Ann"), "\u{feff}Ann");
        // Behind direction marks (an RTL override, an isolate) too.
        assert_eq!(csv_cell("\u{202e}=1+1"), "'\u{202e}=1+1");
        assert_eq!(csv_cell("\u{2067}\u{200f}-Bo"), "'\u{2067}\u{200f}-Bo");
        assert_eq!(csv_cell("\u{202e}Ann"), "\u{202e}Ann");
    }
}
