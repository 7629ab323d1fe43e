//! Words are chosen by an exhaustive `match` on the language, so a new language
//! fails to compile wherever its words are missing. A bool such as
//! `let zh = language == Language::TraditionalChinese` would instead hand every
//! other language the English arm, silently; this keeps it from coming back.

use std::fs;
use std::path::{Path, PathBuf};

/// What choosing words by a yes/no on the language looks like.
const LANGUAGE_AS_BOOL: [&str; 4] = ["let zh =", "match zh", "== Language::", "!= Language::"];

#[test]
fn no_word_is_chosen_by_a_bool_on_the_language() {
    let src = Path::new(
        &std::env::var("CARGO_MANIFEST_DIR").expect("cargo test sets CARGO_MANIFEST_DIR"),
    )
    .join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut read = 0;
    for path in files {
        let name = path.file_stem().unwrap().to_str().unwrap();
        // Test modules in files of their own (`#[cfg(test)] mod tests;`) may
        // compare languages: they check words, they do not choose them.
        if name == "tests" || name.ends_with("_tests") {
            continue;
        }
        read += 1;
        let code = without_test_items(&fs::read_to_string(&path).unwrap());
        for line in code.lines().filter(|l| !l.trim_start().starts_with("//")) {
            for pattern in LANGUAGE_AS_BOOL {
                assert!(
                    !line.contains(pattern),
                    "{} chooses words by `{pattern}`; match on every Language instead: {line}",
                    path.display()
                );
            }
        }
    }
    assert!(read >= 50, "only {read} files read under {src:?}");
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            into.push(path);
        }
    }
}

/// The source without each item marked `#[cfg(test)]` (a `mod tests { … }`, or
/// a `mod tests;` whose file is skipped by name). Braces are counted as text,
/// which the formatted source keeps balanced.
fn without_test_items(text: &str) -> String {
    let mut kept = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("#[cfg(test)]") {
        kept.push_str(&rest[..at]);
        let item = &rest[at..];
        let end = match (item.find(';'), item.find('{')) {
            (Some(semicolon), Some(open)) if semicolon < open => semicolon + 1,
            (_, Some(open)) => matching_brace(item, open),
            (Some(semicolon), None) => semicolon + 1,
            (None, None) => item.len(),
        };
        rest = &item[end..];
    }
    kept.push_str(rest);
    kept
}

/// Just past the `}` that closes the `{` at `open`.
fn matching_brace(text: &str, open: usize) -> usize {
    let mut depth = 0;
    for (at, c) in text[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return open + at + 1;
                }
            }
            _ => {}
        }
    }
    text.len()
}
