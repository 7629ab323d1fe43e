//! A play's setup as it is kept: one JSON object holding the seed, the options
//! as the setup page's query names them and, when known, the seat that opened
//! the game (`{"seed":"K3XQ9ZD","players":"4","mode":"random","start_seat":2}`).
//! The API takes the same shape (numbers or text), so a setup recorded by a
//! scorepad and one sent by a client read alike: with the seed and `players`
//! the setup is drawn again exactly. Every door checks a record with
//! [`checked_setup`]: a typed value with known fields and a size limit.

use crate::StoreError;
use games::setup_query::SetupOptions;
use games::{GameId, Seed};
use serde_json::{Map, Value};
use std::cell::RefCell;

/// The key of the opening seat (0-based, in the order the players were entered).
pub const START_SEAT: &str = "start_seat";
const SEED: &str = "seed";
const PLAYERS: &str = "players";
/// The most a setup record may hold, written as JSON. The longest the app
/// writes, a 5–6 player Catan board keeping all 30 hexes with every balancing
/// rule changed, is under 800 bytes (tested).
pub const MAX_SETUP_BYTES: usize = 1024;

/// A record's value as the setup page's query would carry it: text, a number or
/// a flag; anything else is no option value.
fn as_query_text(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        Value::Bool(flag) => Some(if *flag { "1" } else { "0" }.to_owned()),
        _ => None,
    }
}

/// The setup options a record names (its fields other than the seed and the
/// opening seat), read as the game's setup page reads its address, and the
/// fields the game does not know.
fn read_options(
    game: GameId,
    options: &[(String, String)],
) -> (Result<SetupOptions, games::query::QueryError>, Vec<String>) {
    let asked = RefCell::new(Vec::<String>::new());
    let read = SetupOptions::from_page_query(game, |name| {
        asked.borrow_mut().push(name.to_owned());
        options
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    });
    let asked = asked.into_inner();
    let unknown = options
        .iter()
        .map(|(key, _)| key)
        .filter(|key| !asked.contains(key))
        .cloned()
        .collect();
    (read, unknown)
}

/// The opening seat a setup record names, if any, checked against the
/// `seats` of its play or table (0-based, in the order entered).
pub fn check_start_seat(record: &Value, seats: usize) -> Result<Option<i64>, StoreError> {
    match record.get(START_SEAT) {
        None | Some(Value::Null) => Ok(None),
        Some(seat) => seat
            .as_i64()
            .filter(|&seat| (0..seats as i64).contains(&seat))
            .map(Some)
            .ok_or_else(|| {
                StoreError::invalid(
                    "setup.start_seat",
                    format!(
                        "must be a seat from 0 to {} (the players in the order entered)",
                        seats.saturating_sub(1)
                    ),
                )
            }),
    }
}

/// A play's setup record checked at the door (the API, an import, the pad):
/// an object of at most [`MAX_SETUP_BYTES`] holding an optional `seed` (a seed
/// code as a person may type it), the opening seat (checked against the seats
/// by the play's own check) and the game's setup options as its setup page's
/// address names them, each readable and together a possible table. Anything
/// else is refused at its field; a record that passes is kept as it came.
pub fn checked_setup(game: GameId, record: &Value) -> Result<(), StoreError> {
    let Value::Object(fields) = record else {
        return Err(StoreError::invalid(
            "setup",
            "must be an object of the seed, the setup's options and start_seat",
        ));
    };
    let size = record.to_string().len();
    if size > MAX_SETUP_BYTES {
        return Err(StoreError::invalid(
            "setup",
            format!("is {size} bytes; a setup holds at most {MAX_SETUP_BYTES}"),
        ));
    }
    let mut options = Vec::new();
    for (key, value) in fields {
        let field = format!("setup.{key}");
        match key.as_str() {
            SEED => {
                let text = as_query_text(value)
                    .ok_or_else(|| StoreError::invalid(&field, "must be a seed code"))?;
                Seed::parse(&text).map_err(|error| {
                    StoreError::invalid(&field, format!("is not a seed: {error}"))
                })?;
            }
            START_SEAT => {}
            _ => {
                let text = as_query_text(value).ok_or_else(|| {
                    StoreError::invalid(&field, "must be text, a number or true/false")
                })?;
                options.push((key.clone(), text));
            }
        }
    }
    let (read, unknown) = read_options(game, &options);
    // The reading stops at its first error, before it has asked for every
    // option: that error comes first, so a known field is never called unknown.
    let read =
        read.map_err(|error| StoreError::invalid(format!("setup.{}", error.field), error.message))?;
    if let Some(key) = unknown.first() {
        return Err(StoreError::invalid(
            format!("setup.{key}"),
            format!("is not one of {game}'s setup options"),
        ));
    }
    if !read.player_range().contains(&read.players()) {
        return Err(StoreError::invalid(
            "setup.players",
            format!(
                "must be from {} to {}",
                read.player_range().start(),
                read.player_range().end()
            ),
        ));
    }
    Ok(())
}

/// What can be kept of a setup record stored before records were checked: the
/// record itself when it passes [`checked_setup`], else its seed when that
/// reads and the opening seat when it is a seat number (the statistics count
/// it), else nothing.
pub fn kept_part_of(game: GameId, record: &Value) -> Option<Value> {
    if checked_setup(game, record).is_ok() {
        return Some(record.clone());
    }
    let mut kept = Map::new();
    let seed = record
        .get(SEED)
        .and_then(as_query_text)
        .filter(|text| text.len() <= 64)
        .and_then(|text| Seed::parse(&text).ok());
    if let Some(seed) = seed {
        kept.insert(SEED.into(), Value::from(seed.code()));
    }
    if let Some(seat) = record.get(START_SEAT).and_then(Value::as_u64) {
        kept.insert(START_SEAT.into(), Value::from(seat));
    }
    (!kept.is_empty()).then_some(Value::Object(kept))
}

/// The record of a setup drawn from `options` and `seed`.
pub fn setup_record(options: &SetupOptions, seed: &Seed, start_seat: Option<u8>) -> Value {
    let mut record = Map::new();
    record.insert(SEED.into(), Value::from(seed.code()));
    for (name, value) in options.to_query() {
        record.insert(name.into(), Value::from(value));
    }
    if let Some(seat) = start_seat {
        record.insert(START_SEAT.into(), Value::from(seat));
    }
    Value::Object(record)
}

/// The options and seed a record draws again; `None` when it names no seed, no
/// player count, or options the setup pages would refuse.
pub fn recorded_setup(game: GameId, record: &Value) -> Option<(SetupOptions, Seed)> {
    let record = record.as_object()?;
    let text = |name: &str| as_query_text(record.get(name)?);
    let seed = Seed::parse(&text(SEED)?).ok()?;
    text(PLAYERS)?;
    let values: Vec<(String, String)> = record
        .keys()
        .filter(|name| ![SEED, START_SEAT].contains(&name.as_str()))
        .filter_map(|name| Some((name.clone(), text(name)?)))
        .collect();
    let (options, _) = read_options(game, &values);
    let options = options.ok()?;
    options
        .player_range()
        .contains(&options.players())
        .then_some((options, seed))
}

/// The choice a play's seats are split by in the statistics (see
/// [`SetupOptions::kind`]), when its setup was recorded in full.
pub fn recorded_kind(game: GameId, record: Option<&Value>) -> Option<&'static str> {
    recorded_setup(game, record?).and_then(|(options, _)| options.kind())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_setup_is_recorded_with_its_options_and_drawn_again_the_same() {
        let seed = Seed::parse("K3XQ9ZD").unwrap();
        let options = SetupOptions::from_page_query(GameId::Catan, |name| match name {
            "players" => Some("4"),
            "mode" => Some("random"),
            _ => None,
        })
        .unwrap();
        let record = setup_record(&options, &seed, Some(2));
        assert_eq!(
            record,
            json!({"seed": "K3XQ9ZD", "players": "4", "mode": "random", "start_seat": 2})
        );
        let (again, seed_again) = recorded_setup(GameId::Catan, &record).unwrap();
        assert_eq!(again, options);
        assert_eq!(
            again.setup(&seed_again).unwrap(),
            options.setup(&seed).unwrap()
        );
        assert_eq!(recorded_kind(GameId::Catan, Some(&record)), Some("random"));
    }

    #[test]
    fn the_apis_numbers_read_as_the_pages_text() {
        let record = json!({"seed": "NIGHT7", "players": 3, "edition": 2016});
        let (options, _) = recorded_setup(GameId::Citadels, &record).unwrap();
        assert_eq!(options.players(), 3);
        assert_eq!(options.kind(), Some("2016"));
        // Defaults are a kind too: a Catan board without a mode is balanced.
        let plain = json!({"seed": "NIGHT7", "players": 4});
        assert_eq!(recorded_kind(GameId::Catan, Some(&plain)), Some("balanced"));
        assert_eq!(recorded_kind(GameId::Gentes, Some(&plain)), None);
    }

    #[test]
    fn a_record_that_cannot_be_drawn_again_names_no_setup() {
        for record in [
            json!({"seed": "NIGHT7"}),
            json!({"players": 4}),
            json!({"seed": "not a seed!", "players": 4}),
            json!({"seed": "NIGHT7", "players": 4, "mode": "<script>"}),
            json!({"seed": "NIGHT7", "players": 9}),
            json!({"seed": "NIGHT7", "players": [4]}),
            json!("NIGHT7"),
        ] {
            assert_eq!(recorded_setup(GameId::Catan, &record), None, "{record}");
            assert_eq!(recorded_kind(GameId::Catan, Some(&record)), None);
        }
    }
    fn refused_at(game: GameId, record: Value) -> String {
        match checked_setup(game, &record) {
            Err(StoreError::Invalid { field, .. }) => field,
            other => panic!("{record}: {other:?}"),
        }
    }

    #[test]
    fn a_setup_record_is_checked_at_its_field() {
        let zeros = json!({"seed": "K3XQ9ZD", "players": 2, "junk": vec![0; 3_900_000]});
        assert_eq!(refused_at(GameId::Catan, zeros), "setup");
        let long_seed = json!({"seed": "A".repeat(60_000), "players": 3});
        assert_eq!(refused_at(GameId::Catan, long_seed), "setup");
        for (record, field) in [
            (json!("NIGHT7"), "setup"),
            (json!({"seed": "A\u{0}B"}), "setup.seed"),
            (json!({"seed": "A".repeat(40)}), "setup.seed"),
            (json!({"seed": ["NIGHT7"]}), "setup.seed"),
            (
                json!({"seed": "NIGHT7", "players": 4, "junk": 1}),
                "setup.junk",
            ),
            (
                json!({"seed": "NIGHT7", "players": 4, "edition": "2016"}),
                "setup.edition",
            ),
            (
                json!({"seed": "NIGHT7", "players": 4, "mode": "<script>"}),
                "setup.mode",
            ),
            (json!({"seed": "NIGHT7", "players": 9}), "setup.players"),
            (json!({"seed": "NIGHT7", "players": [4]}), "setup.players"),
            (
                json!({"seed": "NIGHT7", "players": "four"}),
                "setup.players",
            ),
            (
                json!({"seed": "NIGHT7", "keep": "1,1,sea"}),
                "setup.keep[0]",
            ),
            (
                json!({"players": "four", "mode": "random"}),
                "setup.players",
            ),
        ] {
            assert_eq!(refused_at(GameId::Catan, record), field);
        }
        assert_eq!(
            refused_at(GameId::Gentes, json!({"seed": "NIGHT7", "mode": "random"})),
            "setup.mode"
        );
    }

    #[test]
    fn every_record_the_app_writes_passes_the_check() {
        for record in [
            json!({"seed": "NIGHT7", "players": 3}),
            json!({"seed": "night-7"}),
            json!({"start_seat": 1, "edition": "2016"}),
            json!({"seed": "K3XQ9ZD", "players": "4", "mode": "random", "start_seat": 2}),
            json!({}),
        ] {
            let game = if record.get("edition").is_some() {
                GameId::Citadels
            } else {
                GameId::Catan
            };
            assert!(checked_setup(game, &record).is_ok(), "{record}");
        }
        // The longest: every hex of the 5–6 board kept, every rule changed.
        let seed = Seed::parse("K3XQ9ZD").unwrap();
        let six = SetupOptions::from_page_query(GameId::Catan, |name| match name {
            "players" => Some("6"),
            _ => None,
        })
        .unwrap();
        let games::setup_query::Setup::Catan(board) = six.setup(&seed).unwrap() else {
            panic!("a Catan setup");
        };
        let keep: Vec<String> = board
            .hexes
            .iter()
            .map(|h| match h.number {
                Some(n) => format!("{},{},{},{n}", h.q, h.r, h.terrain.name()),
                None => format!("{},{},{}", h.q, h.r, h.terrain.name()),
            })
            .collect();
        let keep = keep.join(";");
        let options = SetupOptions::from_page_query(GameId::Catan, |name| match name {
            "players" => Some("6"),
            "mode" => Some("balanced"),
            "keep" => Some(&keep),
            "no_adjacent_6_8" | "no_adjacent_2_12" | "no_equal_neighbours" => Some("0"),
            "max_terrain_cluster" | "max_intersection_pips" => Some("off"),
            "max_resource_pip_deviation" => Some("9"),
            _ => None,
        })
        .unwrap();
        let record = setup_record(&options, &seed, Some(5));
        assert_eq!(options.to_query().len(), 8, "{record}");
        assert!(
            record.to_string().len() < 800,
            "{}",
            record.to_string().len()
        );
        assert!(checked_setup(GameId::Catan, &record).is_ok(), "{record}");
    }

    #[test]
    fn a_record_stored_before_the_check_keeps_what_reads() {
        let junk = json!({"seed": "K3XQ9ZD", "players": 2, "junk": vec![0; 10_000]});
        assert_eq!(
            kept_part_of(GameId::Catan, &junk),
            Some(json!({"seed": "K3XQ9ZD"}))
        );
        let good = json!({"seed": "NIGHT7", "players": 3, "start_seat": 1});
        assert_eq!(kept_part_of(GameId::Catan, &good), Some(good.clone()));
        assert_eq!(
            kept_part_of(GameId::Catan, &json!({"seed": "A\u{0}B"})),
            None
        );
        assert_eq!(kept_part_of(GameId::Catan, &json!([1, 2])), None);
        let seat_kept = json!({"seed": null, "start_seat": 2, "junk": 1});
        assert_eq!(
            kept_part_of(GameId::Catan, &seat_kept),
            Some(json!({"start_seat": 2}))
        );
    }
}
