//! How the API answers with what the store holds or refuses: a play as every
//! route that shows one answers it, and a store's refusal as an API error at
//! the request's own field.

use super::ApiError;
use app::bridge::field;
use games::rounds::Round;
use games::GameId;
use serde::Serialize;
use serde_json::Value;
use store::{StoreError, StoredPlay};

/// A play as the API answers it (a save, a read, a restore, an export's
/// plays). Its fields are in the order `json!` wrote them before
/// (alphabetical), so the bytes are unchanged.
#[derive(Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(super) struct PlayAnswer<'a> {
    pub(super) duration_min: Option<i64>,
    #[cfg_attr(test, ts(type = "string"))]
    pub(super) game: GameId,
    pub(super) id: &'a str,
    pub(super) note: Option<&'a str>,
    pub(super) place: Option<&'a str>,
    pub(super) played_at: &'a str,
    #[cfg_attr(test, ts(type = "unknown"))]
    pub(super) result: &'a Value,
    /// Its dice rolls, the sums in order (none recorded: empty).
    pub(super) rolls: &'a [u8],
    /// Its rounds (Citadels; none recorded: empty).
    #[cfg_attr(
        test,
        ts(
            type = "Array<{ crown: number, murdered?: string | null, picks: Array<{ character: string, seat: number }>, robbed?: string | null }>"
        )
    )]
    pub(super) rounds: &'a [Round],
    #[cfg_attr(test, ts(type = "unknown"))]
    pub(super) score: &'a Value,
    #[cfg_attr(test, ts(type = "unknown"))]
    pub(super) setup: Option<&'a Value>,
    /// Saved before the game was over: `result`'s winners are its leaders,
    /// and the statistics count no win.
    pub(super) unfinished: bool,
}

impl<'a> PlayAnswer<'a> {
    pub(super) fn of(play: &'a StoredPlay) -> PlayAnswer<'a> {
        PlayAnswer {
            duration_min: play.duration_min,
            game: play.game,
            id: &play.id,
            note: play.note.as_deref(),
            place: play.place.as_deref(),
            played_at: &play.played_at,
            result: &play.result,
            rolls: &play.rolls,
            rounds: &play.rounds,
            score: &play.score,
            setup: play.setup.as_ref(),
            unfinished: play.unfinished,
        }
    }
}

pub(super) fn from_store(error: StoreError) -> ApiError {
    from_store_within(error, "")
}

/// A store's refusal of the request's part `within` (`plays[3]` of an import;
/// empty for the whole request), its field named from the request's top.
pub(super) fn from_store_within(error: StoreError, within: &str) -> ApiError {
    let field = |name: String| match within {
        "" => name,
        within => format!("{within}.{name}"),
    };
    match error {
        StoreError::Rules(error) => {
            let path = field(format!("score.{}", error.field()));
            ApiError::unprocessable(error.to_string(), path)
        }
        StoreError::Invalid {
            field: name,
            reason,
        } => ApiError::unprocessable(format!("{name} {reason}"), field(name)),
        StoreError::Rounds(ref refusal) => {
            // A player's field the rounds contradict is the score's.
            let at = refusal.field();
            let path = match at.player {
                Some(_) => format!("score.{at}"),
                None => at.to_string(),
            };
            ApiError::unprocessable(error.to_string(), field(path))
        }
        StoreError::ReadOnly | StoreError::Locked(_) | StoreError::NotHost => {
            ApiError::forbidden(error.to_string())
        }
        // Named, so that a page can say it in its own language.
        StoreError::JoiningLocked(_) => {
            ApiError::forbidden_at(error.to_string(), field::JOINING_LOCKED)
        }
        StoreError::TooLate {
            field: name,
            reason,
        } => ApiError::conflict(format!("{name} {reason}"), field(name)),
        StoreError::NoSuchPerson | StoreError::LinkReplaced => {
            ApiError::not_found(error.to_string())
        }
        // Named, so that a page can say it in its own language.
        StoreError::GroupFull { .. } => {
            ApiError::unprocessable(error.to_string(), field::GROUP_FULL)
        }
        StoreError::NameTaken(_) => {
            ApiError::unprocessable(format!("name {error}"), field("name".into()))
        }
        StoreError::PlayedTogether(_) => {
            ApiError::unprocessable(format!("into {error}"), field("into".into()))
        }
        StoreError::Unavailable(_)
        | StoreError::Migrate(_)
        | StoreError::NewerSchema { .. }
        | StoreError::NoRandomness => {
            // The request's span names its route without the key.
            tracing::error!(target: crate::logging::STORAGE_TARGET, %error, "storage unavailable");
            ApiError::unavailable("the group's plays cannot be reached just now; try again shortly")
        }
    }
}
