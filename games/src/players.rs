//! Checks shared by every game's setup.

use crate::score::{check_range, InputError};
use crate::GameId;

/// The player count if the game allows it, else an error on `players`.
pub fn check_players(game: GameId, players: u8) -> Result<u8, InputError> {
    let info = game.info();
    check_range(
        "players",
        format!("The number of players for {}", info.name),
        players.into(),
        info.min_players.into(),
        info.max_players.into(),
    )?;
    Ok(players)
}
