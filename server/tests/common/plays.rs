//! The play most group tests save: Catan at three seats, as the API takes it.

use serde_json::{json, Value};

/// The id the tests save their first play under.
pub const PLAY: &str = "6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab";

/// Catan at Ann's: Ann 10 with the Largest Army (the game over), Bo 6, Cy 6;
/// a balanced board's seed recorded.
pub fn catan_play() -> Value {
    json!({
        "game": "catan",
        "played_at": "2026-11-23T20:15:00+08:00",
        "duration_min": 80,
        "place": "Ann's",
        "setup": {"seed": "NIGHT7", "players": 3},
        "score": {"players": [
            {"name": "Ann", "settlements": 4, "cities": 2, "largest_army": true},
            {"name": "Bo", "settlements": 4, "cities": 1},
            {"name": "Cy", "settlements": 2, "cities": 2}
        ]}
    })
}
