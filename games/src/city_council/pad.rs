//! City Council's scorepad text ↔ its score input.

use super::score::{CITY_LOST, DECK_EXHAUSTED, HAND, POINTS, SECRET_FUNDS};
use super::{PlayerInput, ScoreInput};
use crate::pad_text::{PadText, TextReader, TextWriter};
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
            points: Some(text.count(seat, &POINTS)),
            favour_cards_in_hand: text.optional(seat, &HAND),
            secret_funds: text.optional(seat, &SECRET_FUNDS),
            ..PlayerInput::default()
        })
        .collect();
    let input = ScoreInput {
        players,
        city_lost: text.table_ticked(CITY_LOST.key),
        deck_exhausted: text.table_ticked(DECK_EXHAUSTED.key),
    };
    text.finish(input)
}

/// The input as a player would have typed it. (The scored cards one by one, the
/// API's alternative to the points, have no field on the pad.)
pub fn write(input: &ScoreInput) -> PadText {
    let mut text = TextWriter::new(input.players.iter().map(|p| p.name.as_str()));
    for (seat, player) in input.players.iter().enumerate() {
        text.optional(seat, POINTS.key, player.points);
        text.optional(seat, HAND.key, player.favour_cards_in_hand);
        text.optional(seat, SECRET_FUNDS.key, player.secret_funds);
    }
    text.table_tick(CITY_LOST.key, input.city_lost);
    text.table_tick(DECK_EXHAUSTED.key, input.deck_exhausted);
    text.finish()
}
