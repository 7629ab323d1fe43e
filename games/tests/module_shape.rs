//! One game, one module: the crate's shared modules are generic, and only the
//! registry names the games (the wrappers expand a macro over its list). A new
//! rule goes in its game.

use std::fs;
use std::path::Path;

const GAMES: [&str; 5] = ["card_city", "catan", "citadels", "city_council", "gentes"];

/// The modules whose job is to list the games.
const LISTS_OF_GAMES: [&str; 1] = ["registry.rs"];

/// A file's code before its test module (`#[cfg(test)]`, or a `cfg` that
/// needs `test` among others, on `mod tests`).
fn before_tests(text: &str) -> &str {
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let is_cfg_of_tests = line.starts_with("#[cfg(")
            && line.contains("test")
            && text[start + line.len()..].starts_with("mod tests");
        if is_cfg_of_tests {
            return &text[..start];
        }
        start += line.len();
    }
    text
}

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
        let code = before_tests(&text);
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

/// How many source files outside a game's own folders (its rules in
/// `games/src/<game>/`, its views and words in `app/src/game_views/<game>/`)
/// name it, test modules left out. At most three: `games`' `lib.rs` and
/// registry, and the app's list of game views.
const FILES_NAMING_A_GAME: [(&str, &str); 5] = [
    ("card_city", "CardCity"),
    ("city_council", "CityCouncil"),
    ("citadels", "Citadels"),
    ("catan", "Catan"),
    ("gentes", "Gentes"),
];
const AT_MOST: usize = 3;

fn source_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            source_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The files that are test modules (`#[cfg(test)] mod reading_tests;`).
fn test_module_files(files: &[std::path::PathBuf]) -> Vec<std::path::PathBuf> {
    let mut tests = Vec::new();
    for file in files {
        let text = fs::read_to_string(file).unwrap();
        let stem = file.file_stem().unwrap().to_str().unwrap();
        // A module's children sit beside mod.rs and lib.rs, else in a folder of its name.
        let dir = match stem {
            "mod" | "lib" | "main" => file.parent().unwrap().to_owned(),
            _ => file.with_extension(""),
        };
        for declared in text.split("#[cfg(test)]\n").skip(1) {
            let line = declared.lines().next().unwrap_or_default();
            let name = line
                .trim_start_matches("pub(crate) ")
                .trim_start_matches("pub(super) ")
                .strip_prefix("mod ")
                .and_then(|rest| rest.strip_suffix(';'));
            if let Some(name) = name {
                tests.push(dir.join(format!("{name}.rs")));
            }
        }
    }
    tests
}

/// A whole word of `text`, as an identifier.
fn names(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let ident = |c: char| c.is_alphanumeric() || c == '_';
        let before = text[..at].chars().next_back().is_none_or(|c| !ident(c));
        let after = text[at + word.len()..]
            .chars()
            .next()
            .is_none_or(|c| !ident(c));
        before && after
    })
}

#[test]
fn few_files_outside_a_game_name_it() {
    let workspace = Path::new(&std::env::var("CARGO_MANIFEST_DIR").unwrap())
        .parent()
        .unwrap()
        .to_owned();
    let mut files = Vec::new();
    for krate in ["games", "app", "server", "store", "frontend"] {
        source_files(&workspace.join(krate).join("src"), &mut files);
    }
    let tests = test_module_files(&files);
    files.retain(|file| !tests.contains(file));
    let mut grown = Vec::new();
    for (module, variant) in FILES_NAMING_A_GAME {
        let own_folder = workspace.join("games/src").join(module);
        let own_views = workspace.join("app/src/game_views").join(module);
        let naming: Vec<String> = files
            .iter()
            .filter(|file| !file.starts_with(&own_folder) && !file.starts_with(&own_views))
            .filter(|file| {
                let text = fs::read_to_string(file).unwrap();
                let code = before_tests(&text);
                let code: String = code
                    .lines()
                    .filter(|l| !l.trim_start().starts_with("//"))
                    .collect::<Vec<_>>()
                    .join("\n");
                names(&code, module) || names(&code, variant)
            })
            .map(|file| file.strip_prefix(&workspace).unwrap().display().to_string())
            .collect();
        if naming.len() > AT_MOST {
            grown.push(format!(
                "{} files outside {module}'s own name it (at most {AT_MOST}): {naming:?}",
                naming.len()
            ));
        }
    }
    assert!(grown.is_empty(), "{}", grown.join("\n"));
}
