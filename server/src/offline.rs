//! Working at a table without Wi-Fi: the service worker (`/sw.js`) that keeps the
//! app on the phone after the first visit, and `/device.js`, which registers it and
//! keeps the screen awake on the pages that ask.
//!
//! The worker is generated once at start-up: its cache name is a digest of every
//! file it pre-caches and of both scripts, so a deploy that changes any of them is a
//! new worker, which replaces the old cache whole (no stale wasm beside new pages).

use crate::site::Site;
use app::links::{default_new_setup, default_new_setups, scorepad_addresses, setup_path};
use games::GameId;
use std::hash::{DefaultHasher, Hash, Hasher};

const WORKER_BODY: &str = include_str!("offline/sw.js");
const DEVICE_SCRIPT: &str = include_str!("offline/device.js");
const LIVE_SCRIPT: &str = include_str!("offline/live.js");

/// The page shown for an address the phone has never opened while it is offline.
pub const OFFLINE_PAGE: &str = "/offline";

/// Site files every page needs, besides the compiled `/pkg` files, by their
/// plain names (the worker keeps them under the names the site serves them).
const SHELL_FILES: [&str; 5] = [
    app::assets::MANIFEST,
    app::assets::FAVICON,
    app::assets::ICON_192,
    app::assets::DEVICE_SCRIPT,
    app::assets::LIVE_SCRIPT,
];

/// Adds `/device.js`, `/live.js` and the worker (made from the site's files, so
/// added last) to the site.
pub fn add_scripts(site: &mut Site) {
    // The worker's own policy governs the requests it makes: same origin only.
    let device = app::bridge::with_prelude(DEVICE_SCRIPT);
    site.insert_generated(app::assets::DEVICE_SCRIPT, device, "default-src 'none'");
    let live = app::bridge::with_prelude(LIVE_SCRIPT);
    site.insert_generated(app::assets::LIVE_SCRIPT, live, "default-src 'none'");
    let worker = worker_script(site);
    site.insert_generated(app::assets::SERVICE_WORKER, worker, "default-src 'self'");
}

/// The worker: its version and the addresses to pre-cache, then its code.
pub fn worker_script(site: &Site) -> String {
    let mut precache: Vec<String> = vec!["/".to_owned(), OFFLINE_PAGE.to_owned()];
    // Each scorepad as the home page and the setups link to it: the pad is drawn for
    // the table in its address, so each one is kept (a few KB each).
    precache.extend(
        GameId::ALL
            .iter()
            .flat_map(|&game| scorepad_addresses(game)),
    );
    precache.extend(SHELL_FILES.iter().filter_map(|file| site.address_of(file)));
    precache.extend(site.built_addresses().iter().cloned());
    // The phone's wasm (the offline dealer, the dice panel), where the site
    // has them (a site built without the dealer keeps the offline page's
    // message).
    precache.extend(
        app::PhoneWasm::ALL
            .into_iter()
            .flat_map(app::PhoneWasm::files)
            .filter_map(|file| site.address_of(file)),
    );

    let mut digest = DefaultHasher::new();
    env!("CARGO_PKG_VERSION").hash(&mut digest);
    WORKER_BODY.hash(&mut digest);
    for address in &precache {
        address.hash(&mut digest);
        site.tag(address).hash(&mut digest);
    }
    // "New setup" for every game and player count: the worker keeps a few of
    // each drawn ahead, to deal offline.
    let new_setups = default_new_setups();
    new_setups.hash(&mut digest);
    // A game's bare setup address (the home page's link) asks for its default table.
    let default_setups: Vec<(String, String)> = GameId::ALL
        .iter()
        .map(|&game| (setup_path(game), default_new_setup(game)))
        .collect();
    default_setups.hash(&mut digest);
    let named_by_content: Vec<String> = precache
        .iter()
        .filter(|address| site.is_named_by_content(address))
        .cloned()
        .collect();
    let constants = format!(
        "const VERSION = \"{:016x}\";\nconst OFFLINE_PAGE = {OFFLINE_PAGE:?};\nconst PRECACHE = {};\nconst NAMED_BY_CONTENT = {};\nconst NEW_SETUPS = {};\nconst DEFAULT_SETUPS = {};\n",
        digest.finish(),
        js_list(&precache),
        js_list(&named_by_content),
        js_list(&new_setups),
        js_object(&default_setups),
    );
    // The worker reads a kept page's theme by the name the pages write it in.
    format!(
        "{constants}{}\n{WORKER_BODY}",
        app::bridge::script_prelude()
    )
}

/// A JavaScript object of strings, one entry per line.
fn js_object(entries: &[(String, String)]) -> String {
    let lines: String = entries
        .iter()
        .map(|(name, value)| format!("  {name:?}: {value:?},\n"))
        .collect();
    format!("{{\n{lines}}}")
}

/// A JavaScript array of strings, one per line.
fn js_list(items: &[String]) -> String {
    let lines: String = items.iter().map(|item| format!("  {item:?},\n")).collect();
    format!("[\n{lines}]")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scripts take every name they share with the pages' Rust from
    /// `BRIDGE` (app/src/bridge.rs) and spell none of them.
    #[test]
    fn the_scripts_spell_no_name_the_bridge_gives_them() {
        let scripts = [
            ("device.js", DEVICE_SCRIPT),
            ("live.js", LIVE_SCRIPT),
            ("sw.js", WORKER_BODY),
        ];
        for (script, body) in scripts {
            for value in app::bridge::shared_values() {
                for before in ['"', '\'', '`', '['] {
                    let spelled = format!("{before}{value}");
                    assert!(!body.contains(&spelled), "{script} spells {spelled}");
                }
            }
            // Nor reads a bridged `data-` attribute through `dataset` (the
            // scripts' own marks for the tests, written there, are theirs).
            for read in app::bridge::dataset_reads() {
                for (at, _) in body.match_indices(&read) {
                    let rest = body[at + read.len()..].trim_start();
                    let written = rest.starts_with('=') && !rest.starts_with("==");
                    let longer = rest.starts_with(|c: char| c.is_alphanumeric());
                    assert!(written || longer, "{script} reads {read}");
                }
            }
            // Nor an address the bridge's routes give it, nor a test's hook.
            for literal in ["/api/", "/g/", "/t/", "\"/t\"", "data-testid"] {
                assert!(!body.contains(literal), "{script} spells {literal}");
            }
            if script == "sw.js" {
                continue;
            }
            let served = app::bridge::with_prelude(body);
            assert!(served.contains("var BRIDGE = Object.freeze({"));
            if body.contains("\"use strict\";") {
                let strict = served.find("\"use strict\";").unwrap();
                assert!(strict < served.find("var BRIDGE").unwrap(), "{script}");
            }
        }
    }

    fn site(files: &[(&str, &str)]) -> Site {
        let mut site = Site::from_files(
            files
                .iter()
                .map(|(path, body)| (path.to_string(), body.as_bytes().to_vec()))
                .collect(),
        )
        .unwrap();
        add_scripts(&mut site);
        site
    }

    fn built(wasm: &str) -> Site {
        site(&[
            ("pkg/tableside.abc.wasm", wasm),
            ("pkg/tableside.abc.wasm.br", "br"),
            ("pkg/tableside.abc.js", "js"),
            ("pkg/tableside.abc.js.gz", "gz"),
            ("pkg/tableside.abc.css", "css"),
            ("pkg/tableside.d.abc.ts", "ts"),
            ("manifest.webmanifest", "{}"),
            ("dice/dice.js", "glue"),
            ("dice/dice_bg.wasm", "dice"),
        ])
    }

    fn version(worker: &str) -> &str {
        worker.lines().next().unwrap()
    }

    #[test]
    fn precaches_pages_shell_and_built_files_but_not_their_compressed_copies() {
        let site = built("wasm");
        let worker = worker_script(&site);
        let mut addresses = vec![
            "/".to_owned(),
            "/offline".to_owned(),
            "/catan/score".to_owned(),
            "/catan/score?players=3".to_owned(),
            "/catan/score?players=6".to_owned(),
            "/gentes/score".to_owned(),
            "/manifest.webmanifest".to_owned(),
        ];
        // The scripts and the phone's wasm by the names made from their content.
        let phone = app::PhoneWasm::DicePanel.files();
        for script in [
            app::assets::DEVICE_SCRIPT,
            app::assets::LIVE_SCRIPT,
            phone[0],
            phone[1],
        ] {
            let named = site.address_of(script).unwrap();
            assert!(named.len() > script.len() + 16, "{named}");
            assert!(!worker.contains(&format!("{script:?}")), "{script}");
            addresses.push(named);
        }
        addresses.extend(site.built_addresses().iter().cloned());
        assert_eq!(site.built_addresses().len(), 3);
        for address in addresses {
            assert!(
                worker.contains(&format!("{address:?}")),
                "{address} missing:\n{worker}"
            );
        }
        // The files named by their content, which the browser may give from its cache.
        let named = worker
            .split_once("const NAMED_BY_CONTENT = [")
            .and_then(|(_, rest)| rest.split_once("];"))
            .expect("the list of files named by their content")
            .0;
        let device = site.address_of(app::assets::DEVICE_SCRIPT).unwrap();
        for address in site.built_addresses().iter().chain([&device]) {
            assert!(
                named.contains(&format!("{address:?}")),
                "{address}: {named}"
            );
        }
        for revalidated in ["\"/\"", "\"/offline\"", "\"/manifest.webmanifest\""] {
            assert!(!named.contains(revalidated), "{revalidated}: {named}");
        }
        assert!(!worker.contains(".br\""));
        assert!(!worker.contains(".gz\""));
        assert!(!worker.contains(".ts\""));
        assert!(worker.contains("addEventListener(\"fetch\""));
        // The worker keeps its address (a browser checks it for updates there).
        assert!(site.tag("/sw.js").is_some() && site.tag("/device.js").is_none());
    }

    #[test]
    fn a_changed_file_is_a_new_version_and_the_same_files_the_same_version() {
        let v = |site: &Site| version(&worker_script(site)).to_owned();
        assert_eq!(v(&built("one")), v(&built("one")));
        assert_ne!(v(&built("one")), v(&built("two")));
    }

    #[test]
    fn names_every_default_new_setup_to_keep_drawn_ahead() {
        let worker = worker_script(&built("wasm"));
        let (precache, rest) = worker
            .split_once("const NEW_SETUPS = [")
            .expect("the list of new setups");
        let new_setups = rest.split_once("];").unwrap().0;
        for table in default_new_setups() {
            assert!(new_setups.contains(&format!("{table:?}")), "{table}");
            // Drawn ahead, not pre-cached: each is a different setup.
            assert!(!precache.contains(&format!("{table:?}")), "{table}");
        }
        assert!(new_setups.contains("\"/catan/setup?players=4\""));
        assert!(new_setups.contains("\"/citadels/setup?players=5\""));
    }

    #[test]
    fn a_games_bare_setup_address_is_its_default_table() {
        let worker = worker_script(&built("wasm"));
        let defaults = worker
            .split_once("const DEFAULT_SETUPS = {")
            .and_then(|(_, rest)| rest.split_once("};"))
            .expect("the default tables")
            .0;
        let tables = default_new_setups();
        for game in GameId::ALL {
            let table = default_new_setup(game);
            assert!(tables.contains(&table), "{table} is kept drawn ahead");
            let entry = format!("{:?}: {table:?},", setup_path(game));
            assert!(defaults.contains(&entry), "{entry}");
        }
        assert!(defaults.contains("\"/catan/setup\": \"/catan/setup?players=4\","));
    }

    #[test]
    fn a_site_without_a_build_still_gives_a_worker() {
        let worker = worker_script(&Site::empty());
        assert!(worker.starts_with("const VERSION = \""));
        assert!(worker.contains("\"/catan/score\""));
    }

    /// Every page route the scripts link to is one the site's router lists
    /// (Leptos's `:name` written as axum's `{name}`).
    #[test]
    fn the_bridges_page_routes_are_the_pages_own() {
        use app::bridge::route;
        let listed: Vec<String> = crate::page_routes()
            .iter()
            .map(|listing| listing.path().to_owned())
            .collect();
        for page in [route::GROUP, route::PLAY, route::TABLE] {
            assert!(
                listed.iter().any(|path| path == page),
                "{page} not in {listed:?}"
            );
        }
    }

    /// The scripts are type-checked (`make lint`) against declarations made
    /// from the Rust: the bridge's names, the request bodies' and the
    /// answers' types.
    #[test]
    fn the_scripts_declarations_are_the_rusts() {
        let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo test sets it");
        let types = std::path::Path::new(&manifest).join("src/offline/types");
        let made = [
            ("bridge.d.ts", app::bridge::script_declarations()),
            ("requests.d.ts", crate::api::request_declarations()),
            ("answers.d.ts", crate::api::answer_declarations()),
        ];
        for (file, made) in made {
            let path = types.join(file);
            if std::env::var_os("BLESS_GOLDEN").is_some() {
                std::fs::write(&path, &made).unwrap();
            }
            let kept = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                kept == made,
                "{file} is not what the Rust declares: run with BLESS_GOLDEN=1"
            );
        }
    }
}
