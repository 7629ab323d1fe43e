//! Gentes' scorepad text ↔ its score input: a box per 8-point tile makes the
//! list of tiles a player took.

use super::score::{
    CARDS_PLAYED, COINS, CUBES, HOURGLASS, PLAYABLE, TILE_FIELDS, TRACK, UNPLAYABLE,
};
use super::{BonusTile, PlayerInput, ScoreInput};
use crate::pad_text::{PadText, TextReader, TextWriter};
use crate::path::FieldPath;
use crate::score::InputError;

/// The pad's text as the score input; every field that is not a number at once.
pub fn read(
    pad: &PadText,
    default_name: &dyn Fn(usize) -> String,
) -> Result<ScoreInput, Vec<InputError>> {
    let mut text = TextReader::new(pad, default_name);
    let players = text
        .seats()
        .map(|seat| PlayerInput {
            name: text.name(seat),
            track: text.count(seat, &TRACK),
            playable_hand: text.list(seat, &PLAYABLE),
            unplayable_hand: text.list(seat, &UNPLAYABLE),
            cubes: text.count(seat, &CUBES),
            coins: text.count(seat, &COINS),
            hourglass_penalty: text.count(seat, &HOURGLASS),
            cards_played: text.count(seat, &CARDS_PLAYED),
            eight_point_tiles: TILE_FIELDS
                .into_iter()
                .filter(|(field, _)| text.ticked(seat, field.key))
                .map(|(_, tile)| tile)
                .collect(),
        })
        .collect();
    text.finish(ScoreInput { players })
}

/// The input as a player would have typed it.
pub fn write(input: &ScoreInput) -> PadText {
    let mut text = TextWriter::new(input.players.iter().map(|p| p.name.as_str()));
    for (seat, player) in input.players.iter().enumerate() {
        text.count(seat, TRACK.key, player.track);
        text.list(seat, PLAYABLE.key, &player.playable_hand);
        text.list(seat, UNPLAYABLE.key, &player.unplayable_hand);
        text.count(seat, CUBES.key, player.cubes);
        text.count(seat, COINS.key, player.coins);
        text.count(seat, HOURGLASS.key, player.hourglass_penalty);
        text.count(seat, CARDS_PLAYED.key, player.cards_played);
        for (field, tile) in TILE_FIELDS {
            text.tick(seat, field.key, player.eight_point_tiles.contains(&tile));
        }
    }
    text.finish()
}

/// The score input's key for the tiles, which the pad keeps as a box each.
pub const TILES_INPUT_KEY: &str = "eight_point_tiles";

/// The pad's box for each 8-point tile (its field key), in the order
/// `eight_point_tiles` lists them.
pub const TILE_BOXES: [(&str, BonusTile); 3] = [
    (TILE_FIELDS[0].0.key, TILE_FIELDS[0].1),
    (TILE_FIELDS[1].0.key, TILE_FIELDS[1].1),
    (TILE_FIELDS[2].0.key, TILE_FIELDS[2].1),
];

/// Where a rules error about the tiles points on the pad: the tiles go to the
/// rules as a list of the ticked ones, so `eight_point_tiles[k]` is the k-th
/// ticked box (`Some(None)` when there is none). `None`: not about the tiles.
pub fn tile_box_at(pad: &PadText, path: &FieldPath) -> Option<Option<&'static str>> {
    if path.key != TILES_INPUT_KEY {
        return None;
    }
    let (Some(seat), Some(k)) = (path.player.and_then(|i| pad.seats.get(i)), path.item) else {
        return Some(None);
    };
    let ticked = TILE_FIELDS
        .iter()
        .filter(|(field, _)| {
            seat.fields
                .get(field.key)
                .is_some_and(|t| t.trim() == crate::pad_text::TICKED)
        })
        .nth(k)
        .map(|(field, _)| field.key);
    Some(ticked)
}
