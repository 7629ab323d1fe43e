//! One door for a play (issue 60). A game is saved through the API's
//! `PUT …/plays/{id}`, the scorepad's "Save to a group" (and the phone's
//! outbox, which sends it again), a live table's Finish on its page and in the
//! API, an import of an export and a BG Stats backup. Each door reads what it
//! was sent into a [`NewPlay`] (made only by the store's constructors) here or
//! in its importer, and every one is saved by [`save`]: scored once, with its
//! setup record, rolls and unfinished mark. A setup that must be drawn is
//! drawn through the search pool ([`Searches`]), never on the async runtime.

use super::answers::{from_store, PlayAnswer};
use super::ApiError;
use crate::searches::Searches;
use app::PadWords;
use axum::{
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use games::scorepad::{setup_options_of_pad, KeptPad, LivePad, SaveRefused};
use games::setup_query::SetupOptions;
use games::{GameId, Seed};
use serde::Deserialize;
use serde_json::json;
use store::{Access, LiveTable, NewPlay, Outcome, PlayId, PlayInput, PlayedAt, Store};

/// The body of `PUT /g/{token}/plays/{play_id}`: a phone's "Save to a group".
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(super) struct PadPlayRequest {
    /// The scorepad as the phone keeps it.
    pub pad: String,
    pub played_at: String,
    /// The page's language: unnamed seats are named as the page named them.
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub lang: Option<String>,
    /// The scorepad's address after `?`: when it draws the pad's setup, who
    /// opened the game is recorded (the start player's statistics).
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub setup_query: Option<String>,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub duration_min: Option<i64>,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub place: Option<String>,
    #[serde(default)]
    #[cfg_attr(test, ts(optional))]
    pub note: Option<String>,
}

/// The setup a scorepad's address (`query`, its pairs) draws with the pad's
/// own `seed`, drawn in the search pool, as `games::scorepad::setup_of_pad`
/// draws it: the options kept, the seed and the opening seat. `None` when the
/// address draws no setup for that seed; a 503 when the pool is full.
pub(super) async fn pad_setup(
    searches: &Searches,
    game: GameId,
    query: &[(String, String)],
    seed: &str,
) -> Result<Option<(SetupOptions, Seed, u8)>, ApiError> {
    let Some((options, seed)) = setup_options_of_pad(game, query, seed) else {
        return Ok(None);
    };
    Ok(match searches.draw(&options.as_dealt(), &seed).await? {
        Ok(setup) => Some((options.for_new_setup(), seed, setup.opening_seat().1)),
        Err(_) => None,
    })
}

/// A scorepad's save (its text read as the page reads it, scored once) as
/// the play `id`. A pad the rules refuse is a 422 listing each problem as the
/// pad says it. Nothing here asks the store: a save the server cannot take
/// (a 422, or a 503 with the search pool full) is refused before the group is
/// looked up; [`keeping_what_the_group_recorded`] then reads what the group knows.
pub(super) async fn from_pad(
    searches: &Searches,
    id: PlayId,
    request: PadPlayRequest,
) -> Result<NewPlay, ApiError> {
    let words = PadWords::for_tag(request.lang.as_deref());
    let kept =
        KeptPad::read(&request.pad, &|n| words.seat(n)).map_err(|refused| match refused {
            SaveRefused::Unreadable => {
                ApiError::unprocessable("this is not a scorepad this server can read", "pad")
            }
            SaveRefused::Problems { pad, problems } => {
                ApiError::unprocessable(words.problems(&pad, &problems).join(" · "), "pad")
            }
        })?;
    let played_at = played_at(&request.played_at, "played_at".to_owned())?;
    // A seed that is no seed (a hand-made address) is not kept: the scores
    // are. One that reads is kept as typed, or as its code when typed with so
    // many spaces and hyphens that the record would pass its size.
    let seed = kept.seed.and_then(|typed| {
        let code = games::Seed::parse(&typed).ok()?;
        Some(match typed.len() <= 2 * games::seed::MAX_LENGTH {
            true => typed,
            false => code.code().to_owned(),
        })
    });
    let setup = match seed {
        None => None,
        Some(seed) => {
            let pairs: Vec<(String, String)> = request
                .setup_query
                .as_deref()
                .and_then(|query| serde_urlencoded::from_str(query).ok())
                .unwrap_or_default();
            Some(match pad_setup(searches, kept.game, &pairs, &seed).await? {
                Some((options, seed, seat)) => store::setup_record(&options, &seed, Some(seat)),
                None => json!({ "seed": seed }),
            })
        }
    };
    Ok(NewPlay::new(id, played_at, PlayInput::Scored(kept.scored))
        .with_setup(setup)
        .with_rolls(kept.rolls)
        .with_rounds(kept.rounds)
        .with_details(request.duration_min, request.place, request.note))
}

/// A saved game's scores edited on the pad, or a pad sent again by its
/// outbox, come without what the pad may lack: the setup's address (its setup
/// is its seed alone), so who opened that game stays as the group recorded
/// it; and, for a game kept round by round, its rounds, which stay when the
/// pad brings none (checked again against the scores by the store).
pub(super) async fn keeping_what_the_group_recorded(
    store: &Store,
    access: &Access,
    mut play: NewPlay,
) -> Result<NewPlay, ApiError> {
    let setup_lacks_start = play
        .setup
        .as_ref()
        .is_some_and(|setup| setup.get(store::START_SEAT).is_none());
    let lacks_rounds = play.rounds.is_empty() && play.input.game().info().keeps_rounds;
    if !setup_lacks_start && !lacks_rounds {
        return Ok(play);
    }
    let Some(stored) = store
        .play(access, play.id.as_str())
        .await
        .map_err(from_store)?
    else {
        return Ok(play);
    };
    if setup_lacks_start {
        let seed = play.setup.as_ref().and_then(|setup| setup.get("seed"));
        if stored.setup.as_ref().and_then(|s| s.get("seed")) == seed {
            play.setup = stored.setup.or(play.setup);
        }
    }
    if lacks_rounds && stored.game == play.input.game() {
        play.rounds = stored.rounds;
    }
    Ok(play)
}

/// What a live table's Finish sends beside the table, on either door.
pub(super) struct TableFinish {
    pub played_at: String,
    /// The page's language (the API's Finish: none, English).
    pub lang: Option<String>,
    pub duration_min: Option<i64>,
    pub place: Option<String>,
    pub note: Option<String>,
}

/// A live table finished as the play `id`: its fields and rolls read as a
/// pad's save reads them, and the setup it was shared from. The page's Finish
/// and the API's make the same play.
pub(super) async fn from_table(
    searches: &Searches,
    id: PlayId,
    table: &LiveTable,
    finish: TableFinish,
) -> Result<NewPlay, ApiError> {
    // The API's Finish (no page language) refuses at the table's own field,
    // as the API's play does; the page's says it in the pad's words.
    if finish.lang.is_none() {
        let refused = |error: games::InputError| {
            ApiError::unprocessable(error.to_string(), format!("score.{}", error.field()))
        };
        PlayInput::read(table.game, &table.input)
            .map_err(|e| ApiError::unprocessable(e.to_string(), "score"))?
            .score()
            .map_err(refused)?;
    }
    // The play keeps the rolls, not what the table last said of an undo.
    let mut dice = table.dice.clone();
    dice.dice.undone = None;
    let pad = PadPlayRequest {
        pad: LivePad::of_table(table.game, &table.input, &dice, &table.call),
        played_at: finish.played_at,
        lang: finish.lang,
        setup_query: None,
        duration_min: finish.duration_min,
        place: finish.place,
        note: finish.note,
    };
    let play = from_pad(searches, id, pad).await?;
    Ok(play.with_setup(table.setup.clone()))
}

/// A play's time as sent, or a 422 at `field` (`played_at`, or within an
/// import's play).
pub(super) fn played_at(text: &str, field: String) -> Result<PlayedAt, ApiError> {
    PlayedAt::parse(text)
        .map_err(|reason| ApiError::unprocessable(format!("played_at {reason}"), field))
}

/// Saves a play from any door: 201 the first time, 200 for the same play
/// again or an edit.
pub(super) async fn save(
    store: &Store,
    access: &Access,
    play: NewPlay,
) -> Result<Response, ApiError> {
    let saved = store.save_play(access, play).await.map_err(from_store)?;
    let status = match saved.outcome {
        Outcome::Created => StatusCode::CREATED,
        // (The last two come from an import's adds only, never from a save.)
        Outcome::Unchanged | Outcome::Replaced | Outcome::AlreadyHere | Outcome::DeletedHere => {
            StatusCode::OK
        }
    };
    Ok((status, Json(PlayAnswer::of(&saved.play))).into_response())
}
