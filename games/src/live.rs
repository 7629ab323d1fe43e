//! A live table: one score input that the phones at a table fill in together,
//! a field at a time. A change names its field by the path errors use
//! (`players[2].settlements`, `edition`) and gives the field's new value (null
//! empties it); the last change to a field wins. A seat is added by naming the
//! next player (`players[4].name`). Here a change is checked for where it goes
//! and its size; the rules judge the values when the table is scored, so an
//! entry half typed is kept and shown with its error, as on a scorepad.

use crate::live_keys::input_keys;
use crate::score::InputError;
use crate::{FieldPath, GameId};
use serde_json::{Map, Value};

/// The most a field's value may take, written as JSON: a Citadels city of
/// every district with its notes fits many times over.
pub const MAX_VALUE_BYTES: usize = 4096;

/// One field set to a new value.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    pub path: FieldPath,
    pub value: Value,
}

/// Whether two names are one person: "Ann" beside "ann" at a table is refused
/// as a group's Finish would refuse it. (Only here, on the server: the case
/// tables would cost the scorepad's wasm about 8 KB.)
fn same_person(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.to_lowercase()
}

/// A new table's input: its players' names, in seat order (checked as a
/// scorepad checks them), and nothing else entered yet.
pub fn start(game: GameId, names: &[String]) -> Result<Value, InputError> {
    let names = crate::score::player_names_for(game, names.iter().map(String::as_str))?;
    for (seat, name) in names.iter().enumerate() {
        let earlier = names[..seat].iter().map(String::as_str);
        crate::score::check_name_at(seat, name, earlier, same_person)?;
    }
    let players = names
        .into_iter()
        .map(|name| {
            let mut seat = Map::new();
            seat.insert("name".into(), Value::String(name));
            Value::Object(seat)
        })
        .collect();
    let mut input = Map::new();
    input.insert("players".into(), Value::Array(players));
    Ok(Value::Object(input))
}

/// Makes `change` in a table's `input` (as [`start`] made it and changes
/// kept it), or says why it cannot go there; the input is left as it was then.
pub fn apply(game: GameId, input: &mut Value, change: &Change) -> Result<(), InputError> {
    let path = &change.path;
    let refuse = |reason: &str| Err(InputError::rule(path.clone(), path.to_string(), reason));
    if path.item.is_some() || path.part.is_some() {
        return refuse("is part of a field: a change gives the whole field");
    }
    if serde_json::to_string(&change.value).map_or(true, |text| text.len() > MAX_VALUE_BYTES) {
        return refuse(&format!("is longer than {MAX_VALUE_BYTES} bytes"));
    }
    let Some(table) = input.as_object_mut() else {
        return refuse("belongs to no table");
    };
    let seats = table
        .get("players")
        .and_then(Value::as_array)
        .map_or(0, Vec::len);
    // The keys the score API reads (not the pad's own switches, such as
    // Gentes' three tile boxes that make `eight_point_tiles`).
    let (table_keys, player_keys) = input_keys(game);
    let Some(seat) = path.player else {
        let is_table_field = path.key != "players" && table_keys.contains(&path.key.as_str());
        if !is_table_field {
            return refuse(&format!(
                "is not a field of {} for the table",
                game.info().name
            ));
        }
        set(table, &path.key, change.value.clone());
        return Ok(());
    };
    if path.key == "name" {
        let Some(name) = change.value.as_str() else {
            return refuse("must be a name");
        };
        let name = name.trim();
        if name.is_empty() {
            return refuse("must not be empty");
        }
        // Checked as the table's Finish will check it, while it is typed.
        let others = table.get("players").and_then(Value::as_array);
        let others = others
            .into_iter()
            .flatten()
            .enumerate()
            .filter(|(at, _)| *at != seat)
            .filter_map(|(_, player)| player.get("name").and_then(Value::as_str));
        crate::score::check_name_at(seat, name, others, same_person)?;
        if seat > seats {
            return refuse(&format!("is past the next seat (players[{seats}])"));
        }
        if seat == seats && seats >= usize::from(game.info().max_players) {
            return refuse(&format!(
                "is one seat too many: {} takes at most {} players",
                game.info().name,
                game.info().max_players
            ));
        }
        let players = table
            .entry("players")
            .or_insert_with(|| Value::Array(Vec::new()));
        let players = players.as_array_mut().expect("players is a list");
        if seat == seats {
            players.push(Value::Object(Map::new()));
        }
        let player = players[seat].as_object_mut().expect("a seat is an object");
        player.insert("name".into(), Value::String(name.to_owned()));
        return Ok(());
    }
    if seat >= seats {
        return refuse(&format!("is no seat: the table has {seats} players"));
    }
    if !player_keys.contains(&path.key.as_str()) {
        return refuse(&format!(
            "is not a field of {} for a player",
            game.info().name
        ));
    }
    let players = table["players"].as_array_mut().expect("counted above");
    let player = players[seat].as_object_mut().expect("a seat is an object");
    set(player, &path.key, change.value.clone());
    Ok(())
}

/// A field set to a value, or emptied by null.
fn set(fields: &mut Map<String, Value>, key: &str, value: Value) {
    if value.is_null() {
        fields.remove(key);
    } else {
        fields.insert(key.to_owned(), value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ScoreInput;
    use serde_json::json;

    fn change(path: &str, value: Value) -> Change {
        Change {
            path: FieldPath::parse(path),
            value,
        }
    }

    fn catan_table() -> Value {
        start(GameId::Catan, &["Ann".into(), "Bo".into(), "Cy".into()]).unwrap()
    }

    #[test]
    fn a_new_table_seats_no_one_twice_whatever_the_case() {
        let refused = start(GameId::Catan, &["Ann".into(), " ann ".into(), "Cy".into()]);
        assert_eq!(refused.unwrap_err().field(), "players[1].name");
    }

    #[test]
    fn a_new_table_has_its_players_and_nothing_else() {
        assert_eq!(
            catan_table(),
            json!({"players": [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}]})
        );
        let too_few = start(GameId::Catan, &["Ann".into()]).unwrap_err();
        assert_eq!(too_few.field().to_string(), "players");
    }

    #[test]
    fn changes_fill_in_a_table_the_last_one_winning_and_the_rules_score_it() {
        let mut table = catan_table();
        for (path, value) in [
            ("players[0].settlements", json!(2)),
            ("players[0].settlements", json!(4)),
            ("players[0].cities", json!(3)),
            ("players[1].settlements", json!(5)),
            ("players[1].longest_road", json!(true)),
            ("players[2].settlements", json!(2)),
            ("highest_score_wins", json!(true)),
        ] {
            apply(GameId::Catan, &mut table, &change(path, value)).unwrap();
        }
        let sheet = ScoreInput::read(GameId::Catan, &table)
            .unwrap()
            .score()
            .unwrap();
        // Ann: 4 settlements + 3 cities × 2 = 10; Bo: 5 + Longest Road 2 = 7.
        assert_eq!(sheet.players[0].total, 10);
        assert_eq!(sheet.players[1].total, 7);
        assert_eq!(sheet.winners, vec!["Ann".to_string()]);
    }

    #[test]
    fn null_empties_a_field() {
        let mut table = catan_table();
        apply(
            GameId::Catan,
            &mut table,
            &change("players[1].cities", json!(2)),
        )
        .unwrap();
        apply(
            GameId::Catan,
            &mut table,
            &change("players[1].cities", Value::Null),
        )
        .unwrap();
        assert_eq!(table["players"][1], json!({"name": "Bo"}));
    }

    #[test]
    fn the_next_seat_is_taken_by_naming_it_up_to_the_games_limit() {
        let mut table = catan_table();
        apply(
            GameId::Catan,
            &mut table,
            &change("players[3].name", json!(" Di ")),
        )
        .unwrap();
        assert_eq!(table["players"][3], json!({"name": "Di"}));
        let past = apply(
            GameId::Catan,
            &mut table,
            &change("players[5].name", json!("Ed")),
        );
        assert!(past.unwrap_err().to_string().contains("past the next seat"));
        let six = ["A", "B", "C", "D", "E", "F"].map(String::from);
        let mut full = start(GameId::Catan, &six).unwrap();
        let seventh = change("players[6].name", json!("G"));
        let refused = apply(GameId::Catan, &mut full, &seventh).unwrap_err();
        assert!(
            refused.to_string().contains("at most 6 players"),
            "{refused}"
        );
    }

    #[test]
    fn changes_that_go_nowhere_are_refused_and_change_nothing() {
        let mut table = catan_table();
        let before = table.clone();
        for (path, value, says) in [
            (
                "players[0].gold",
                json!(3),
                "not a field of Catan for a player",
            ),
            ("players[7].cities", json!(1), "no seat"),
            (
                "edition",
                json!("2016"),
                "not a field of Catan for the table",
            ),
            ("players", json!([]), "not a field of Catan for the table"),
            ("players[0].settlements[0]", json!(1), "part of a field"),
            ("players[0].name", json!(""), "must not be empty"),
            ("players[0].name", json!(7), "must be a name"),
            (
                "players[0].name",
                json!("x".repeat(41)),
                "longer than 40 characters",
            ),
            // Another seat's name in another case (Finish would refuse the
            // two), and a name no one types.
            ("players[0].name", json!(" bo "), "used twice"),
            ("players[0].name", json!("A\u{0}nn"), "control character"),
            (
                "players[0].cities",
                json!("x".repeat(5000)),
                "longer than 4096 bytes",
            ),
        ] {
            let refused = apply(GameId::Catan, &mut table, &change(path, value)).unwrap_err();
            assert!(refused.to_string().contains(says), "{path}: {refused}");
            assert_eq!(refused.field().to_string(), path);
            assert_eq!(table, before, "{path}");
        }
    }

    #[test]
    fn a_value_the_rules_refuse_is_kept_and_scored_as_an_error() {
        let mut table = catan_table();
        for seat in 0..3 {
            let path = format!("players[{seat}].settlements");
            apply(GameId::Catan, &mut table, &change(&path, json!(2))).unwrap();
        }
        apply(
            GameId::Catan,
            &mut table,
            &change("players[2].cities", json!(9)),
        )
        .unwrap();
        let error = ScoreInput::read(GameId::Catan, &table)
            .unwrap()
            .score()
            .unwrap_err();
        assert_eq!(error.field().to_string(), "players[2].cities");
    }

    #[test]
    fn a_gentes_player_takes_the_score_apis_list_of_tiles_not_the_pads_boxes() {
        let names = ["Ann", "Bo"].map(String::from);
        let mut table = start(GameId::Gentes, &names).unwrap();
        let tiles = change("players[1].eight_point_tiles", json!(["population"]));
        apply(GameId::Gentes, &mut table, &tiles).unwrap();
        let pads_box = change("players[1].population_tile", json!(true));
        assert!(apply(GameId::Gentes, &mut table, &pads_box).is_err());
        for seat in 0..2 {
            let track = change(&format!("players[{seat}].track"), json!(30));
            apply(GameId::Gentes, &mut table, &track).unwrap();
        }
        let input = ScoreInput::read(GameId::Gentes, &table).unwrap();
        assert!(input.score().is_ok());
    }

    #[test]
    fn table_fields_of_each_game_are_accepted() {
        let names = ["Ann", "Bo", "Cy"].map(String::from);
        for (game, path, value) in [
            (GameId::Citadels, "edition", json!("2016")),
            (GameId::CityCouncil, "city_lost", json!(true)),
            (GameId::Catan, "ended_by", json!(1)),
            (GameId::Citadels, "classic_tie_break", json!("most_gold")),
            (GameId::Citadels, "complete_at", json!(7)),
        ] {
            let mut table = start(game, &names).unwrap();
            apply(game, &mut table, &change(path, value.clone())).unwrap();
            assert_eq!(table[path], value, "{path}");
        }
    }
}
