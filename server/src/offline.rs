//! Working at a table without Wi-Fi: the service worker (`/sw.js`) that keeps the
//! app on the phone after the first visit, and `/device.js`, which registers it and
//! keeps the screen awake on the pages that ask.
//!
//! The worker is generated once at start-up: its cache name is a digest of every
//! file it pre-caches and of both scripts, so a deploy that changes any of them is a
//! new worker, which replaces the old cache whole (no stale wasm beside new pages).

use app::links::scorepad_addresses;
use axum::{
    http::{header, HeaderValue},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use games::GameId;
use leptos::prelude::LeptosOptions;
use std::{
    hash::{DefaultHasher, Hash, Hasher},
    path::Path,
    sync::Arc,
};

const WORKER_BODY: &str = include_str!("offline/sw.js");
const DEVICE_SCRIPT: &str = include_str!("offline/device.js");
const LIVE_SCRIPT: &str = include_str!("offline/live.js");

/// The page shown for an address the phone has never opened while it is offline.
pub const OFFLINE_PAGE: &str = "/offline";

/// Site files every page needs, besides the compiled `/pkg` files.
const SHELL_FILES: [&str; 5] = [
    "/manifest.webmanifest",
    "/favicon.svg",
    "/icons/icon-192.png",
    "/device.js",
    "/live.js",
];

pub fn routes(options: &LeptosOptions) -> Router<LeptosOptions> {
    let worker: Arc<str> =
        worker_script(Path::new(&*options.site_root), &options.site_pkg_dir).into();
    Router::new()
        .route(
            "/sw.js",
            get(move || {
                let worker = worker.clone();
                async move { script(worker.to_string(), "default-src 'self'") }
            }),
        )
        .route(
            "/device.js",
            get(|| async { script(DEVICE_SCRIPT.to_owned(), "default-src 'none'") }),
        )
        .route(
            "/live.js",
            get(|| async { script(LIVE_SCRIPT.to_owned(), "default-src 'none'") }),
        )
}

/// A script that must never be cached stale: a browser checks `/sw.js` for a new
/// version on every navigation, and `/device.js` belongs to that version.
fn script(body: String, policy: &'static str) -> Response {
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/javascript; charset=utf-8"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            // The worker's own policy governs the requests it makes: same origin only.
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(policy),
            ),
        ],
        body,
    )
        .into_response()
}

/// The worker: its version and the addresses to pre-cache, then its code.
pub fn worker_script(site_root: &Path, pkg_dir: &str) -> String {
    let built = built_files(&site_root.join(pkg_dir), pkg_dir);
    let mut precache: Vec<String> = vec!["/".to_owned(), OFFLINE_PAGE.to_owned()];
    // Each scorepad as the home page and the setups link to it: the pad is drawn for
    // the table in its address, so each one is kept (a few KB each).
    precache.extend(
        GameId::ALL
            .iter()
            .flat_map(|&game| scorepad_addresses(game)),
    );
    precache.extend(SHELL_FILES.iter().map(|file| file.to_string()));
    precache.extend(built);

    let mut digest = DefaultHasher::new();
    env!("CARGO_PKG_VERSION").hash(&mut digest);
    WORKER_BODY.hash(&mut digest);
    DEVICE_SCRIPT.hash(&mut digest);
    LIVE_SCRIPT.hash(&mut digest);
    for address in &precache {
        address.hash(&mut digest);
        let file = site_root.join(address.trim_start_matches('/'));
        std::fs::read(file).unwrap_or_default().hash(&mut digest);
    }
    let list = precache
        .iter()
        .map(|address| format!("  {address:?},\n"))
        .collect::<String>();
    format!(
        "const VERSION = \"{:016x}\";\nconst OFFLINE_PAGE = {OFFLINE_PAGE:?};\nconst PRECACHE = [\n{list}];\n\n{WORKER_BODY}",
        digest.finish()
    )
}

/// `/pkg/…` addresses of what a page loads from the compiled site (not the
/// precompressed copies, the same files to a browser, nor the TypeScript
/// declarations), sorted so the worker is stable.
fn built_files(dir: &Path, pkg_dir: &str) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<String> = entries
        .filter_map(|entry| entry.ok())
        .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| {
            [".js", ".wasm", ".css"]
                .iter()
                .any(|kind| name.ends_with(kind))
        })
        .map(|name| format!("/{pkg_dir}/{name}"))
        .collect();
    files.sort();
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(files: &[(&str, &str)]) -> tempdir::Site {
        tempdir::Site::new(files)
    }

    /// A throwaway site root, removed when dropped.
    mod tempdir {
        pub struct Site(pub std::path::PathBuf);
        impl Site {
            pub fn new(files: &[(&str, &str)]) -> Site {
                static NEXT: std::sync::atomic::AtomicUsize =
                    std::sync::atomic::AtomicUsize::new(0);
                let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let root = std::env::temp_dir()
                    .join(format!("tableside-offline-{}-{n}", std::process::id()));
                for (path, body) in files {
                    let file = root.join(path);
                    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
                    std::fs::write(file, body).unwrap();
                }
                Site(root)
            }
        }
        impl Drop for Site {
            fn drop(&mut self) {
                let _ = std::fs::remove_dir_all(&self.0);
            }
        }
    }

    fn version(worker: &str) -> &str {
        worker.lines().next().unwrap()
    }

    #[test]
    fn precaches_pages_shell_and_built_files_but_not_their_compressed_copies() {
        let site = site(&[
            ("pkg/tableside.abc.wasm", "wasm"),
            ("pkg/tableside.abc.wasm.br", "br"),
            ("pkg/tableside.abc.js.gz", "gz"),
            ("pkg/tableside.abc.js", "js"),
            ("pkg/tableside.d.abc.ts", "ts"),
        ]);
        let worker = worker_script(&site.0, "pkg");
        for address in [
            "\"/\"",
            "\"/offline\"",
            "\"/catan/score\"",
            "\"/catan/score?players=3\"",
            "\"/catan/score?players=6\"",
            "\"/gentes/score\"",
            "\"/manifest.webmanifest\"",
            "\"/device.js\"",
            "\"/pkg/tableside.abc.js\"",
            "\"/pkg/tableside.abc.wasm\"",
        ] {
            assert!(worker.contains(address), "{address} missing:\n{worker}");
        }
        assert!(!worker.contains(".br\""));
        assert!(!worker.contains(".gz\""));
        assert!(!worker.contains(".ts\""));
        assert!(worker.contains("addEventListener(\"fetch\""));
    }

    #[test]
    fn a_changed_file_is_a_new_version_and_the_same_files_the_same_version() {
        let first = site(&[("pkg/tableside.abc.wasm", "one")]);
        let same = site(&[("pkg/tableside.abc.wasm", "one")]);
        let changed = site(&[("pkg/tableside.abc.wasm", "two")]);
        let renamed = site(&[("pkg/tableside.def.wasm", "one")]);
        let v = |s: &tempdir::Site| version(&worker_script(&s.0, "pkg")).to_owned();
        assert_eq!(v(&first), v(&same));
        assert_ne!(v(&first), v(&changed));
        assert_ne!(v(&first), v(&renamed));
    }

    #[test]
    fn a_missing_site_still_gives_a_worker() {
        let worker = worker_script(Path::new("/nonexistent/tableside"), "pkg");
        assert!(worker.starts_with("const VERSION = \""));
        assert!(worker.contains("\"/catan/score\""));
    }
}
