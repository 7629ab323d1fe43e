//! One game, one module: the crate's shared modules are generic, and only the
//! lists of games name them (each game's enum wrapped once, the score input,
//! the setup options, the live table's keys). A new rule goes in its game.

use std::fs;
use std::path::Path;

const GAMES: [&str; 5] = ["card_city", "catan", "citadels", "city_council", "gentes"];

/// The modules whose job is to list the games.
const LISTS_OF_GAMES: [&str; 6] = [
    "breakdown.rs",
    "refusal.rs",
    "verdict.rs",
    "score_input.rs",
    "setup_query.rs",
    "live_keys.rs",
];

#[test]
fn no_shared_module_names_a_game() {
    let src = Path::new(
        &std::env::var("CARGO_MANIFEST_DIR").expect("cargo test sets CARGO_MANIFEST_DIR"),
    )
    .join("src");
    let mut shared = 0;
    for entry in fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        if path.is_dir() || name == "lib.rs" || LISTS_OF_GAMES.contains(&name.as_str()) {
            continue;
        }
        shared += 1;
        let text = fs::read_to_string(&path).unwrap();
        // Its tests may use a game to show it working.
        let code = text.split("#[cfg(test)]\nmod tests").next().unwrap();
        for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for game in GAMES {
                let path = line.contains(&format!("{game}::"));
                let imported = line.contains("use crate::{") && line.contains(game);
                assert!(!path && !imported, "{name} names {game}: {line}");
            }
        }
    }
    assert!(
        shared >= 12,
        "only {shared} shared modules found in {src:?}"
    );
}
