//! Gentes' scorepad text ↔ its score input.

use super::score::{CARDS_PLAYED, COINS, CUBES, HOURGLASS, PLAYABLE, TILES, TRACK, UNPLAYABLE};
use super::{BonusTile, PlayerInput, ScoreInput};
use crate::pad_text::{several_text, PadText, TextReader, TextWriter, TICKED};
use crate::score::InputError;
use std::collections::BTreeMap;

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
            track: text.optional(seat, &TRACK),
            playable_hand: text.list(seat, &PLAYABLE),
            unplayable_hand: text.list(seat, &UNPLAYABLE),
            cubes: text.count(seat, &CUBES),
            coins: text.optional(seat, &COINS),
            hourglass_penalty: text.count(seat, &HOURGLASS),
            cards_played: text.optional(seat, &CARDS_PLAYED),
            eight_point_tiles: text.several(seat, &TILES, &BonusTile::ALL),
        })
        .collect();
    text.finish(ScoreInput { players })
}

/// The input as a player would have typed it.
pub fn write(input: &ScoreInput) -> PadText {
    let mut text = TextWriter::new(input.players.iter().map(|p| p.name.as_str()));
    for (seat, player) in input.players.iter().enumerate() {
        text.optional(seat, TRACK.key, player.track);
        text.list(seat, PLAYABLE.key, &player.playable_hand);
        text.list(seat, UNPLAYABLE.key, &player.unplayable_hand);
        text.count(seat, CUBES.key, player.cubes);
        text.optional(seat, COINS.key, player.coins);
        text.count(seat, HOURGLASS.key, player.hourglass_penalty);
        text.optional(seat, CARDS_PLAYED.key, player.cards_played);
        text.several(seat, &TILES, &BonusTile::ALL, &player.eight_point_tiles);
    }
    text.finish()
}

/// Pads kept before the tiles were one field had a box per tile (in
/// `BonusTile::ALL`'s order): those boxes become the field's choices.
const TILE_BOXES_BEFORE: [&str; 3] = ["eighth_card_tile", "population_tile", "sixth_city_tile"];

/// A seat's fields as kept by an older pad, in today's keys.
pub fn upgrade_seat(fields: &mut BTreeMap<String, String>) {
    let ticked: Vec<BonusTile> = (BonusTile::ALL.into_iter().zip(TILE_BOXES_BEFORE))
        .filter(|(_, key)| {
            fields
                .remove(*key)
                .is_some_and(|text| text.trim() == TICKED)
        })
        .map(|(tile, _)| tile)
        .collect();
    if !ticked.is_empty() && !fields.contains_key(TILES.key) {
        let text = several_text(&TILES, &BonusTile::ALL, &ticked);
        fields.insert(TILES.key.to_owned(), text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::form::Kind;

    #[test]
    fn each_tile_box_is_the_tile_the_score_input_names() {
        let Kind::Several(choices) = TILES.kind else {
            panic!("the tiles are several choices");
        };
        assert_eq!(choices.len(), BonusTile::ALL.len());
        for (choice, tile) in choices.iter().zip(BonusTile::ALL) {
            assert_eq!(serde_json::to_value(tile).unwrap(), choice.value);
        }
    }

    #[test]
    fn the_tiles_read_and_write_as_the_words_of_their_boxes() {
        let mut pad = PadText::seated(["Ann"]);
        let ticked = "sixth_city  eighth_card nonsense".to_owned();
        pad.seats[0].fields.insert(TILES.key.into(), ticked);
        let input = read(&pad, &|n| format!("P{n}")).unwrap();
        let tiles = &input.players[0].eight_point_tiles;
        assert_eq!(tiles, &[BonusTile::EighthCard, BonusTile::SixthCity]);
        let written = write(&input);
        assert_eq!(written.seats[0].fields[TILES.key], "eighth_card sixth_city");
    }

    #[test]
    fn a_pad_kept_with_a_box_per_tile_keeps_its_tiles() {
        let mut fields = BTreeMap::from([
            ("population_tile".to_owned(), TICKED.to_owned()),
            ("eighth_card_tile".to_owned(), TICKED.to_owned()),
            ("sixth_city_tile".to_owned(), String::new()),
            ("track".to_owned(), "40".to_owned()),
        ]);
        upgrade_seat(&mut fields);
        let today = BTreeMap::from([
            (TILES.key.to_owned(), "eighth_card population".to_owned()),
            ("track".to_owned(), "40".to_owned()),
        ]);
        assert_eq!(fields, today);
        upgrade_seat(&mut fields);
        assert_eq!(fields, today, "an upgraded pad stays as it is");
    }
}
