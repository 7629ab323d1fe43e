//! No two files of a crate import each other, directly or round a circle: a
//! file's imports (`use crate::…`, `use super::…`, and paths written out in
//! the code) are read as text and resolved to the file that defines the
//! module, for every crate of the workspace. A parent naming its own child
//! modules (`mod x; pub use x::Y;`) is structure, not an import. Tests are
//! left out: they may reach for anything.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

const CRATES: [&str; 4] = ["games", "store", "app", "server"];

/// A file's module path within its crate: `routes/group/mod.rs` is
/// `["routes", "group"]`, `lib.rs` and `main.rs` are `[]`.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_str().unwrap().to_owned())
        .collect();
    let last = parts.pop().unwrap();
    match last.as_str() {
        "mod.rs" | "lib.rs" | "main.rs" => {}
        name => parts.push(name.trim_end_matches(".rs").to_owned()),
    }
    parts
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code without its test module and comments.
fn code_of(text: &str) -> String {
    let code = text.split("#[cfg(test)]\nmod tests").next().unwrap();
    code.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `a::{b, c::{d, e}}` → `a::b`, `a::c::d`, `a::c::e`.
fn expand(path: &str) -> Vec<String> {
    let Some(open) = path.find('{') else {
        return vec![path.to_owned()];
    };
    let prefix = &path[..open];
    let inner = &path[open + 1..path.rfind('}').unwrap()];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (at, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .flat_map(|p| expand(&format!("{prefix}{p}")))
        .collect()
}

/// Every `crate::…` and `super::…` path the code names.
fn paths_named(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    // `use` statements, braces and all.
    for statement in code.split(';') {
        let statement = statement.trim();
        let Some(at) = statement.find("use ") else {
            continue;
        };
        let used: String = statement[at + 4..]
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        if used.starts_with("crate::") || used.starts_with("super::") {
            paths.extend(expand(&used));
        }
    }
    // Paths written out in the code.
    let bytes = code.as_bytes();
    for start in ["crate::", "super::"] {
        for (at, _) in code.match_indices(start) {
            let before = at.checked_sub(1).map(|b| bytes[b]);
            if before.is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$') {
                continue;
            }
            let end = code[at..]
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                .map_or(code.len(), |e| at + e);
            paths.push(code[at..end].trim_end_matches(':').to_owned());
        }
    }
    paths
}

/// The module a path leads into, as far as it names modules that exist.
fn target(path: &str, from: &[String], modules: &BTreeSet<Vec<String>>) -> Option<Vec<String>> {
    let mut segments = path.split("::").filter(|s| !s.is_empty());
    let mut at: Vec<String> = match segments.next()? {
        "crate" => Vec::new(),
        "super" => from[..from.len().checked_sub(1)?].to_vec(),
        _ => return None,
    };
    for segment in segments {
        if segment == "super" {
            at.pop();
            continue;
        }
        let mut deeper = at.clone();
        deeper.push(segment.to_owned());
        if !modules.contains(&deeper) {
            break;
        }
        at = deeper;
    }
    Some(at)
}

/// A circle of modules, if the graph has one.
fn a_circle(edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>) -> Option<Vec<Vec<String>>> {
    fn visit(
        node: &Vec<String>,
        edges: &BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
        path: &mut Vec<Vec<String>>,
        done: &mut BTreeSet<Vec<String>>,
    ) -> Option<Vec<Vec<String>>> {
        if let Some(at) = path.iter().position(|n| n == node) {
            return Some(path[at..].to_vec());
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.clone());
        for next in edges.get(node).into_iter().flatten() {
            if let Some(circle) = visit(next, edges, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.insert(node.clone());
        None
    }
    let mut done = BTreeSet::new();
    edges
        .keys()
        .find_map(|node| visit(node, edges, &mut Vec::new(), &mut done))
}

#[test]
fn no_two_files_of_a_crate_import_each_other() {
    let workspace = Path::new(&std::env::var("CARGO_MANIFEST_DIR").unwrap())
        .parent()
        .unwrap()
        .to_owned();
    for krate in CRATES {
        let src = workspace.join(krate).join("src");
        let mut files = Vec::new();
        rust_files(&src, &mut files);
        let modules: BTreeSet<Vec<String>> = files.iter().map(|f| module_of(&src, f)).collect();
        let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
        let mut arrows = 0;
        for file in &files {
            let from = module_of(&src, file);
            let code = code_of(&fs::read_to_string(file).unwrap());
            for path in paths_named(&code) {
                let Some(to) = target(&path, &from, &modules) else {
                    continue;
                };
                // Itself, or a parent naming its own children.
                if to == from || to.starts_with(&from) {
                    continue;
                }
                arrows += 1;
                edges.entry(from.clone()).or_default().insert(to);
            }
        }
        assert!(arrows > 20, "{krate}: only {arrows} imports read");
        if let Some(circle) = a_circle(&edges) {
            let names: Vec<String> = circle
                .iter()
                .map(|m| format!("{krate}::{}", m.join("::")))
                .collect();
            panic!(
                "these files import each other round a circle: {}",
                names.join(" → ")
            );
        }
    }
}

#[test]
fn a_circle_is_found() {
    let module = |name: &str| vec![name.to_owned()];
    let mut edges = BTreeMap::new();
    edges.insert(module("a"), BTreeSet::from([module("b")]));
    edges.insert(module("b"), BTreeSet::from([module("c")]));
    assert_eq!(a_circle(&edges), None);
    edges.insert(module("c"), BTreeSet::from([module("a")]));
    assert_eq!(a_circle(&edges).map(|c| c.len()), Some(3));
    assert_eq!(
        expand("super::{head::{when, GroupHead}, use_store}"),
        [
            "super::head::when",
            "super::head::GroupHead",
            "super::use_store"
        ]
    );
}
