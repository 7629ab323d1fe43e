//! The site's files as the pages name them. The server serves each under a
//! name made from its content (`/icons/icon-192.<digest>.png`), cached for a
//! year, and hands the pages those names in [`AssetNames`] (issue 63): a
//! deploy that changes a file changes its name, so no phone keeps an old copy.
//! The pages, the scripts and the service worker's list all name a file
//! through this map; the plain names below are the files as the build writes
//! them.

use std::{collections::HashMap, sync::Arc};

pub const FAVICON: &str = "/favicon.svg";
pub const APPLE_TOUCH_ICON: &str = "/icons/apple-touch-icon.png";
/// The icon the service worker keeps for an installed app offline.
pub const ICON_192: &str = "/icons/icon-192.png";
/// The plain scripts every page has (server/src/offline.rs).
pub const DEVICE_SCRIPT: &str = "/device.js";
pub const LIVE_SCRIPT: &str = "/live.js";
/// The service worker: a browser finds its update at the address it was
/// registered from.
pub const SERVICE_WORKER: &str = "/sw.js";
/// The manifest: an installed app reads it again from where it was installed.
pub const MANIFEST: &str = "/manifest.webmanifest";

/// The files served at their own address, revalidated each time like the
/// pages; every other file of the site is named by its content.
const KEEP_THEIR_ADDRESS: [&str; 2] = [SERVICE_WORKER, MANIFEST];

/// Whether the file at `address` keeps it (else it is named by its content).
pub fn keeps_its_address(address: &str) -> bool {
    KEEP_THEIR_ADDRESS.contains(&address)
}

/// `address` with `digest` before its extension: `/icons/icon-192.png` and
/// `0123…` make `/icons/icon-192.0123….png`.
pub fn content_address(address: &str, digest: u64) -> String {
    let file_start = address.rfind('/').map_or(0, |slash| slash + 1);
    match address[file_start..].rfind('.') {
        Some(dot) => {
            let (stem, extension) = address.split_at(file_start + dot);
            format!("{stem}.{digest:016x}{extension}")
        }
        None => format!("{address}.{digest:016x}"),
    }
}

/// What the pages call each file of the site: its plain name to the address
/// it is served at. A name it does not hold (a site without that file, as in
/// tests) is its own address.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AssetNames(Arc<HashMap<String, String>>);

impl AssetNames {
    pub fn new(names: HashMap<String, String>) -> AssetNames {
        AssetNames(Arc::new(names))
    }

    /// The address the file `plain` is served at.
    pub fn of(&self, plain: &str) -> String {
        self.0
            .get(plain)
            .cloned()
            .unwrap_or_else(|| plain.to_owned())
    }
}

/// The address of the file `plain` in the page being rendered (the shell
/// provides the site's names).
pub fn asset(plain: &str) -> String {
    leptos::prelude::use_context::<AssetNames>()
        .unwrap_or_default()
        .of(plain)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_content_address_puts_the_digest_before_the_extension() {
        assert_eq!(
            content_address("/icons/icon-192.png", 0xab),
            "/icons/icon-192.00000000000000ab.png"
        );
        assert_eq!(
            content_address("/dice/dice_bg.wasm", 1),
            "/dice/dice_bg.0000000000000001.wasm"
        );
        assert_eq!(
            content_address("/v1.2/notes", 2),
            "/v1.2/notes.0000000000000002"
        );
    }

    #[test]
    fn a_name_the_site_does_not_hold_is_its_own_address() {
        let names = AssetNames::new(HashMap::from([(
            DEVICE_SCRIPT.to_owned(),
            "/device.00000000000000ab.js".to_owned(),
        )]));
        assert_eq!(names.of(DEVICE_SCRIPT), "/device.00000000000000ab.js");
        assert_eq!(names.of(LIVE_SCRIPT), LIVE_SCRIPT);
        assert!(keeps_its_address(SERVICE_WORKER) && !keeps_its_address(FAVICON));
    }
}
