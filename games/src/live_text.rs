//! A live table's input as a scorepad's text, and back. The table keeps the
//! score API's request body, but half filled in: a field typed as something that
//! is not a number is kept as the text typed (every phone shows it with its
//! error), and a field left empty is left out. The pad's keys are the input's;
//! each kind of field has one way to be kept as text (a Citadels city and a Card
//! City grid in their game's own format, which its `pad` module reads and
//! writes: `ScoreInput::own_format_json`).

use crate::form::{edition_id, Field, Kind, Scope};
use crate::pad_text::{chosen_values, half_width, parse_list, PadText, TICKED};
use crate::{GameId, ScoreInput};
use serde_json::{Map, Value};

/// The pad showing a live table's `input`: a seat per player, in order.
pub fn pad_of_input(game: GameId, input: &Value) -> PadText {
    let players = input["players"].as_array().map_or(&[][..], Vec::as_slice);
    let mut pad = PadText::seated(
        players
            .iter()
            .map(|p| p["name"].as_str().unwrap_or_default()),
    );
    let fields = ScoreInput::fields(game, players.len());
    for (seat, player) in players.iter().enumerate() {
        for field in fields.iter().filter(|f| f.scope == Scope::Player) {
            if field.kind == Kind::Holder {
                if player[field.key] == Value::Bool(true) {
                    pad.table.insert(field.key.to_owned(), seat.to_string());
                }
                continue;
            }
            let text = seat_text(field, player);
            if !text.is_empty() {
                pad.seats[seat].fields.insert(field.key.to_owned(), text);
            }
        }
    }
    for field in fields.iter().filter(|f| f.scope == Scope::Table) {
        let text = match (field.kind, field.key) {
            (Kind::Flag, key) => ticked(input[key] == Value::Bool(true)),
            (Kind::Seat, key) => input[key]
                .as_u64()
                .filter(|&seat| (seat as usize) < players.len())
                .map(|seat| seat.to_string())
                .unwrap_or_default(),
            (_, key) => plain_text(&input[key]),
        };
        if !text.is_empty() {
            pad.table.insert(field.key.to_owned(), text);
        }
    }
    pad
}

/// The text a pad keeps for one player field of the input.
fn seat_text(field: &Field, player: &Value) -> String {
    let value = &player[field.key];
    match field.kind {
        Kind::Flag => ticked(value == &Value::Bool(true)),
        Kind::Districts => {
            ScoreInput::own_format_text(field.kind, value).unwrap_or_else(|| plain_text(value))
        }
        Kind::Grid => ScoreInput::own_format_text(field.kind, value).unwrap_or_default(),
        _ => plain_text(value),
    }
}

fn ticked(on: bool) -> String {
    if on { TICKED } else { "" }.to_owned()
}

/// A number, a list of numbers ("3 1 1") or text as a field shows it.
fn plain_text(value: &Value) -> String {
    match value {
        Value::Null | Value::Bool(false) => String::new(),
        Value::String(text) => text.clone(),
        Value::Array(items) => items.iter().map(plain_text).collect::<Vec<_>>().join(" "),
        other => other.to_string(),
    }
}

/// The pad as a live table's input: what each field holds, as the score API
/// reads it; unnamed seats named by `default_name` (seat number).
pub fn input_of_pad(game: GameId, pad: &PadText, default_name: &dyn Fn(usize) -> String) -> Value {
    let fields = ScoreInput::fields(game, pad.seats.len());
    let edition = fields
        .iter()
        .find_map(|f| f.edition_chosen(pad.table.get(f.key).map(String::as_str)));
    let counts = |f: &&Field| edition.is_none_or(|edition| f.in_edition(edition));
    let chosen = |key: &str| -> Option<usize> {
        let seat = pad.table.get(key)?.trim().parse().ok()?;
        (seat < pad.seats.len()).then_some(seat)
    };
    let players = pad
        .seats
        .iter()
        .enumerate()
        .map(|(index, seat)| {
            let mut player = Map::new();
            let name = match seat.name.trim() {
                "" => default_name(index + 1),
                name => name.to_owned(),
            };
            player.insert("name".into(), name.into());
            for field in fields
                .iter()
                .filter(|f| f.scope == Scope::Player)
                .filter(counts)
            {
                let typed = seat.fields.get(field.key).map_or("", |v| v.trim());
                let value = match field.kind {
                    Kind::Holder => (chosen(field.key) == Some(index)).then_some(Value::Bool(true)),
                    Kind::Flag => (typed == TICKED).then_some(Value::Bool(true)),
                    Kind::Districts | Kind::Grid => ScoreInput::own_format_json(field.kind, typed),
                    Kind::List { .. } => typed_list(typed),
                    Kind::Several(_) => Some(chosen_values(field, typed))
                        .filter(|values| !values.is_empty())
                        .map(Value::from),
                    _ => typed_number(typed),
                };
                if let Some(value) = value {
                    player.insert(field.key.into(), value);
                }
            }
            Value::Object(player)
        })
        .collect::<Vec<_>>();
    let mut input = Map::new();
    input.insert("players".into(), players.into());
    for field in fields
        .iter()
        .filter(|f| f.scope == Scope::Table)
        .filter(counts)
    {
        let typed = pad.table.get(field.key).map_or("", |v| v.trim());
        let (key, value) = match (field.kind, field.key) {
            (Kind::Flag, key) => (key, (typed == TICKED).then_some(Value::Bool(true))),
            (Kind::Seat, key) => (key, chosen(key).map(Value::from)),
            (Kind::Edition(editions), key) => (key, edition_id(editions, typed).map(Value::from)),
            (Kind::OneOf(_), key) => (key, chosen_values(field, typed).first().map(|&v| v.into())),
            (_, key) => (key, typed_number(typed)),
        };
        if let Some(value) = value {
            input.insert(key.into(), value);
        }
    }
    Value::Object(input)
}

/// A count as typed: a number, or the text itself when it is not one; `None`
/// when empty.
fn typed_number(typed: &str) -> Option<Value> {
    let text = half_width(typed);
    match text.trim() {
        "" => None,
        number => Some(
            number
                .parse::<i64>()
                .map_or_else(|_| typed.into(), Value::from),
        ),
    }
}

fn typed_list(typed: &str) -> Option<Value> {
    let text = half_width(typed);
    match text.trim() {
        "" => None,
        list => Some(parse_list(list).map_or_else(|| typed.into(), Value::from)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn unnamed(n: usize) -> String {
        format!("Player {n}")
    }

    #[test]
    fn a_half_filled_table_comes_back_from_its_pad_text_as_it_was() {
        let tables = [
            (
                GameId::Catan,
                json!({"players": [
                    {"name": "Ann", "settlements": "two", "longest_road": true, "road_length": 6},
                    {"name": "Bo", "cities": 1},
                    {"name": "Player 3"}],
                  "ended_by": 0}),
            ),
            (
                GameId::Gentes,
                json!({"players": [
                    {"name": "Ann", "playable_hand": "5 x", "eight_point_tiles": ["population"]},
                    {"name": "Bo", "track": 12}]}),
            ),
            (
                GameId::Citadels,
                json!({"edition": "classic", "classic_tie_break": "most_gold", "players": [
                    {"name": "Ann", "districts": [{"name": "Haunted City", "beautified": false,
                      "counts_as": null, "built_last_round": true, "cards_under": null}]},
                    {"name": "Bo", "gold": 3}]}),
            ),
            (
                GameId::CardCity,
                json!({"players": [
                    {"name": "Ann", "grid": ["RRH..", ".....", ".....", ".....", "....."]},
                    {"name": "Bo", "residential_districts": [3, 2], "coins": "７"}]}),
            ),
        ];
        for (game, input) in tables {
            let pad = pad_of_input(game, &input);
            let again = input_of_pad(game, &pad, &unnamed);
            // A full-width number typed is read as the number it is.
            let expected = match game {
                GameId::CardCity => {
                    let mut expected = input.clone();
                    expected["players"][1]["coins"] = json!(7);
                    expected
                }
                _ => input.clone(),
            };
            assert_eq!(again, expected, "{game:?}");
        }
    }
}
