//! One file to deploy: `tableside --bundle-site` writes the server with the site
//! inside, and that copy serves the site with no site directory anywhere.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// A directory of its own, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("tableside-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn write(root: &Path, files: &[(&str, &str)]) {
    for (path, body) in files {
        let file = root.join(path);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, body).unwrap();
    }
}

fn bundle(site: &Path, out: &Path) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_tableside"))
        .arg("--bundle-site")
        .arg(site)
        .arg(out)
        .output()
        .unwrap()
}

#[test]
fn the_bundled_binary_serves_its_site_from_anywhere() {
    let scratch = Scratch::new("bundle");
    let site = scratch.0.join("site");
    write(
        &site,
        &[
            ("pkg/tableside.h1.js", "console.log('built');"),
            ("pkg/tableside.h2.wasm", "\0asm"),
            ("pkg/tableside.h3.css", "body { margin: 0 }"),
            ("favicon.svg", "<svg/>"),
        ],
    );
    let out = scratch.0.join("tableside");
    let made = bundle(&site, &out);
    assert!(made.status.success(), "{made:?}");
    // The site directory is gone: everything comes from the one file.
    std::fs::remove_dir_all(&site).unwrap();

    let data = scratch.0.join("data");
    let data_dir = data.to_str().unwrap();
    let server = common::Server::start_program(&out, None, &[("TABLESIDE_DATA_DIR", data_dir)]);
    assert!(
        server.said_line.contains("the site inside the binary"),
        "{}",
        server.said_line
    );
    // A scorepad's page: the one kind that loads the scripts.
    let (status, page) = server.call("GET", "/catan/score", "");
    assert_eq!(status, 200);
    let js = page
        .split('"')
        .find(|part| part.starts_with("/pkg/tableside.") && part.ends_with(".js"))
        .unwrap_or_else(|| panic!("no script in the page: {page}"))
        .to_owned();
    assert_eq!(
        server.call("GET", &js, ""),
        (200, "console.log('built');".to_owned())
    );
    let favicon = page
        .split('"')
        .find(|part| part.starts_with("/favicon.") && part.ends_with(".svg"))
        .unwrap_or_else(|| panic!("no favicon in the page: {page}"));
    assert_eq!(server.call("GET", favicon, "").0, 200);
}

#[test]
fn a_directory_without_a_build_is_not_bundled() {
    let scratch = Scratch::new("bundle-empty");
    write(&scratch.0, &[("favicon.svg", "<svg/>")]);
    let out = scratch.0.join("tableside");
    let made = bundle(&scratch.0, &out);
    assert_eq!(made.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&made.stderr).contains("make build"));
    assert!(!out.exists());
}
