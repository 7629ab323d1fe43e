//! Checks shared by every game's setup.

use crate::score::InputError;
use crate::GameId;

/// The player count if the game allows it, else an error on `players`.
pub fn check_players(game: GameId, players: u8) -> Result<u8, InputError> {
    let info = game.info();
    if game.allows_players(players) {
        Ok(players)
    } else {
        Err(InputError::OutOfRange {
            field: "players".into(),
            what: format!("The number of players for {}", info.name),
            value: players.into(),
            min: info.min_players.into(),
            max: info.max_players.into(),
        })
    }
}
