//! A group's plays as a spreadsheet for people (`plays.csv`): the columns in
//! the page's language, each game by the name the pages give it, and the time
//! as a spreadsheet reads a date and time. `export.csv` stays the programs'
//! file (ids, ISO times, `true`/`false`); this one is the people's.
//!
//! The words are the app's (`app::i18n::manage_text::SheetText`, English and
//! Traditional Chinese side by side and checked by the compiler), as every
//! other word the server writes in the page's language is; the games' names
//! are the rules crate's.

use super::export::{csv_cell, csv_download, streamed};
use super::groups::open;
use super::ApiError;
use app::i18n::{manage_text::SheetText, Texts};
use axum::{
    extract::{rejection::QueryRejection, Path, Query, State},
    http::{header, HeaderMap},
    response::Response,
};
use games::Language;
use serde::Deserialize;
use store::{PlayedAt, Store, StoredPlay};

#[derive(Deserialize)]
pub struct SheetQuery {
    /// `en` or `zh-TW`; without it, the language a page would be shown in.
    lang: Option<String>,
}

/// `GET /api/v1/groups/{token}/plays.csv?lang=en|zh-TW`: one row per player per
/// play, oldest first, read in batches as `export.csv` is.
pub async fn plays_csv(
    State(store): State<Store>,
    Path(token): Path<String>,
    query: Result<Query<SheetQuery>, QueryRejection>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::bad_request(e.body_text(), "lang"))?;
    let language = match query.lang.as_deref() {
        Some(tag) => Language::from_tag(tag)
            .ok_or_else(|| ApiError::unprocessable("lang is en or zh-TW", "lang"))?,
        None => {
            let header = |name| headers.get(name).and_then(|v| v.to_str().ok());
            app::i18n::language_from_request(
                header(header::COOKIE),
                header(header::ACCEPT_LANGUAGE),
            )
        }
    };
    let access = open(&store, &token).await?;
    let words = &language.strings().manage.sheet;
    // A byte-order mark first, as export.csv: Excel reads a CSV without one
    // in the system's code page, and Chinese names come out garbled.
    let heading = format!("\u{FEFF}{}\r\n", heading(words));
    let body = streamed(store, access, heading, "", move |play, csv, _| {
        rows(play, language, words, csv)
    });
    Ok(csv_download(body))
}

/// The header row, in the order of [`rows`]' cells.
fn heading(words: &SheetText) -> String {
    [
        words.played_at,
        words.game,
        words.minutes,
        words.place,
        words.player,
        words.score,
        words.rank,
        words.winner,
        words.unfinished,
    ]
    .map(csv_cell)
    .join(",")
}

/// A play's rows: one per player, in the order the result lists them.
fn rows(play: &StoredPlay, language: Language, words: &SheetText, csv: &mut String) {
    let mark = |yes: bool| if yes { words.yes } else { "" };
    let when = local_minute(&play.played_at);
    let game = csv_cell(language.game_name(play.game));
    let minutes = play.duration_min.map(|d| d.to_string()).unwrap_or_default();
    // Only what people typed can hold a formula; every cell goes through the
    // guard anyway, which also quotes a comma.
    let place = csv_cell(play.place.as_deref().unwrap_or_default());
    for player in play.result["players"].as_array().into_iter().flatten() {
        let name = player["name"].as_str().unwrap_or("");
        let number = |key: &str| match &player[key] {
            serde_json::Value::Number(n) => n.to_string(),
            _ => String::new(),
        };
        let cells = [
            when.clone(),
            game.clone(),
            minutes.clone(),
            place.clone(),
            csv_cell(name),
            number("total"),
            number("rank"),
            csv_cell(mark(play.won(name))),
            csv_cell(mark(play.unfinished)),
        ];
        csv.push_str(&cells.join(","));
        csv.push_str("\r\n");
    }
}

/// The play's local date and time as the phone recorded it, to the minute and
/// without its offset: `2026-11-23 20:15`, which Excel, LibreOffice, Google
/// Sheets and Numbers read as a date and time (the `T` and the offset of
/// `2026-11-23T20:15:00+08:00` make it text to them). The store keeps the
/// time as given, checked by [`PlayedAt::parse`]: once it has passed, its
/// date and its hour and minute are at fixed places. A time that does not
/// pass (none is stored so) is written as it is, through the guard.
fn local_minute(played_at: &str) -> String {
    match PlayedAt::parse(played_at) {
        Ok(at) => format!("{} {}", &at.text[..10], &at.text[11..16]),
        Err(_) => csv_cell(played_at),
    }
}

#[cfg(test)]
mod tests {
    use super::local_minute;

    #[test]
    fn a_time_is_written_as_a_spreadsheet_reads_a_date_and_time() {
        assert_eq!(
            local_minute("2026-11-23T20:15:00+08:00"),
            "2026-11-23 20:15"
        );
        assert_eq!(local_minute("2026-11-23T07:05-05:00"), "2026-11-23 07:05");
        assert_eq!(local_minute("2026-11-23T20:15:59.999Z"), "2026-11-23 20:15");
        assert_eq!(local_minute("2026-11-23 20:15:00Z"), "2026-11-23 20:15");
        assert_eq!(local_minute("=1+1"), "'=1+1");
    }
}
