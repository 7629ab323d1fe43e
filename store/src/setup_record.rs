//! A play's setup as it is kept: one JSON object holding the seed, the options
//! as the setup page's query names them and, when known, the seat that opened
//! the game (`{"seed":"K3XQ9ZD","players":"4","mode":"random","start_seat":2}`).
//! The API takes the same shape (numbers or text), so a setup recorded by a
//! scorepad and one sent by a client read alike: with the seed and `players`
//! the setup is drawn again exactly.

use games::setup_query::SetupOptions;
use games::{GameId, Seed};
use serde_json::{Map, Value};

/// The key of the opening seat (0-based, in the order the players were entered).
pub const START_SEAT: &str = "start_seat";
const SEED: &str = "seed";
const PLAYERS: &str = "players";

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
    let text = |name: &str| -> Option<String> {
        match record.get(name)? {
            Value::String(text) => Some(text.clone()),
            Value::Number(number) => Some(number.to_string()),
            Value::Bool(flag) => Some(if *flag { "1" } else { "0" }.to_owned()),
            _ => None,
        }
    };
    let seed = Seed::parse(&text(SEED)?).ok()?;
    text(PLAYERS)?;
    let values: Vec<(String, String)> = record
        .keys()
        .filter(|name| name.as_str() != START_SEAT)
        .filter_map(|name| Some((name.clone(), text(name)?)))
        .collect();
    let get = |name: &str| {
        values
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    };
    let options = SetupOptions::from_page_query(game, get).ok()?;
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
}
