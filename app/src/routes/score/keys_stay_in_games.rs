//! A game's field keys are its own: the pages take each field from `games`
//! (`ScoreInput::fields`, the pad modules' constants) and never spell a key.
//! Tests may: they write score API bodies in the API's own words.

use games::{GameId, ScoreInput};
use std::path::{Path, PathBuf};

/// Files compiled only for tests.
const TEST_FILES: [&str; 3] = [
    "golden_pads.rs",
    "reading_tests.rs",
    "keys_stay_in_games.rs",
];

fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        match path.is_dir() {
            true => sources(&path, found),
            false => found.push(path),
        }
    }
}

#[test]
fn no_page_spells_a_games_field_key() {
    let keys: Vec<&str> = GameId::ALL
        .into_iter()
        .flat_map(|game| ScoreInput::fields(game, game.info().max_players.into()))
        .map(|field| field.key)
        .collect();
    let root = Path::new(
        &std::env::var("CARGO_MANIFEST_DIR").expect("cargo test sets CARGO_MANIFEST_DIR"),
    )
    .join("src");
    let mut files = Vec::new();
    sources(&root, &mut files);
    let mut read = 0;
    for path in &files {
        let name = path.file_name().unwrap().to_str().unwrap();
        // Words (i18n and each game's `words.rs`: "districts" is English) and
        // the setup pages' options (named by the setup's query; a game's setup
        // view is its folder's `mod.rs`) are not fields.
        let in_game_views = path.starts_with(root.join("game_views"));
        let words_or_setup = path.starts_with(root.join("i18n"))
            || path.starts_with(root.join("routes").join("setup"))
            || (in_game_views && matches!(name, "words.rs" | "mod.rs"));
        if TEST_FILES.contains(&name) || words_or_setup {
            continue;
        }
        read += 1;
        let text = std::fs::read_to_string(path).unwrap();
        let code = text.split("#[cfg(test)]\nmod tests").next().unwrap();
        for key in &keys {
            assert!(
                !code.contains(&format!("\"{key}\"")),
                "{} spells the field key {key:?}",
                path.display()
            );
        }
    }
    assert!(read > 20, "the sources were found");
}
