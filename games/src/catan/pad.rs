//! Catan's scorepad text ↔ its score input. The Longest Road and the Largest
//! Army are chosen once for the table, as is who ended the game.

use super::score::{
    CITIES, ENDED_BY, HIGHEST_SCORE_WINS, KNIGHTS, LARGEST_ARMY, LONGEST_ROAD, ROAD_LENGTH,
    SETTLEMENTS, VP_CARDS,
};
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
            settlements: text.optional(seat, &SETTLEMENTS),
            cities: text.count(seat, &CITIES),
            vp_cards: text.count(seat, &VP_CARDS),
            longest_road: text.holds(seat, LONGEST_ROAD.key),
            largest_army: text.holds(seat, LARGEST_ARMY.key),
            road_length: text.optional(seat, &ROAD_LENGTH),
            knights: text.optional(seat, &KNIGHTS),
        })
        .collect();
    let input = ScoreInput {
        players,
        ended_by: text.chosen_seat(ENDED_BY.key),
        highest_score_wins: text.table_ticked(HIGHEST_SCORE_WINS.key),
    };
    text.finish(input)
}

/// The input as a player would have typed it.
pub fn write(input: &ScoreInput) -> PadText {
    let mut text = TextWriter::new(input.players.iter().map(|p| p.name.as_str()));
    for (seat, player) in input.players.iter().enumerate() {
        text.optional(seat, SETTLEMENTS.key, player.settlements);
        text.count(seat, CITIES.key, player.cities);
        text.count(seat, VP_CARDS.key, player.vp_cards);
        text.holds(seat, LONGEST_ROAD.key, player.longest_road);
        text.holds(seat, LARGEST_ARMY.key, player.largest_army);
        text.optional(seat, ROAD_LENGTH.key, player.road_length);
        text.optional(seat, KNIGHTS.key, player.knights);
    }
    let ended_by = input.ended_by.filter(|&seat| seat < input.players.len());
    text.choose_seat(ENDED_BY.key, ended_by);
    text.table_tick(HIGHEST_SCORE_WINS.key, input.highest_score_wins);
    text.finish()
}
