//! A live table's call of a game kept round by round (issue 64): one phone
//! calls, every phone watches. A phone's call is taken whole when it was made
//! on the call the table has; one made on a call that changed meanwhile comes
//! too late (another phone called first), and nothing of it is taken.

use crate::StoreError;
use games::rounds::{check_for_table, KeptCall, ROUNDS_KEY};
use games::GameId;
use serde_json::Value;

/// The call a table keeps after a phone's move from `seen` to `made`, on a
/// table whose input is `input`, whose call is `kept` and which the host has
/// `saved` (or not).
pub(crate) fn take_call(
    game: GameId,
    input: &Value,
    (seen, made): (&KeptCall, &KeptCall),
    kept: &KeptCall,
    saved: bool,
) -> Result<KeptCall, StoreError> {
    if !game.info().keeps_rounds {
        return Err(StoreError::invalid(
            ROUNDS_KEY,
            format!("are not kept for {}", game.info().name),
        ));
    }
    let too_late = |reason: &str| StoreError::TooLate {
        field: ROUNDS_KEY.into(),
        reason: reason.into(),
    };
    if saved {
        return Err(too_late("cannot change: the host has saved the table"));
    }
    if seen != kept {
        return Err(too_late(
            "changed before this phone's call arrived: look at the call again",
        ));
    }
    check_for_table(input, made)
        .map_err(|refused| StoreError::invalid(ROUNDS_KEY, refused.reason()))?;
    Ok(made.clone())
}
