//! Where the server listens and where the compiled site is, from the environment.

use leptos::config::{Env, LeptosOptions};
use std::net::SocketAddr;

/// The `name` in `[[workspace.metadata.leptos]]`: the stem of `pkg/tableside.js`.
pub const OUTPUT_NAME: &str = "tableside";
pub const DEFAULT_SITE_ADDR: &str = "127.0.0.1:3000";
pub const DEFAULT_SITE_ROOT: &str = "target/site";

/// Reads `LEPTOS_SITE_ADDR` (default 127.0.0.1:3000) and `LEPTOS_SITE_ROOT`
/// (default `target/site`), the variables cargo-leptos sets when it serves.
pub fn options_from_env() -> Result<LeptosOptions, String> {
    let var = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
    options_from(var("LEPTOS_SITE_ADDR"), var("LEPTOS_SITE_ROOT"))
}

pub fn options_from(
    site_addr: Option<String>,
    site_root: Option<String>,
) -> Result<LeptosOptions, String> {
    let addr_text = site_addr.unwrap_or_else(|| DEFAULT_SITE_ADDR.to_owned());
    let site_addr: SocketAddr = addr_text.trim().parse().map_err(|_| {
        format!("LEPTOS_SITE_ADDR must be an address like {DEFAULT_SITE_ADDR}, not {addr_text:?}")
    })?;
    Ok(LeptosOptions::builder()
        .hash_files(built_with_hashes())
        .output_name(OUTPUT_NAME)
        .site_root(site_root.unwrap_or_else(|| DEFAULT_SITE_ROOT.to_owned()))
        .site_pkg_dir("pkg")
        .site_addr(site_addr)
        .env(Env::PROD)
        .build())
}

/// cargo-leptos writes `hash.txt` beside the server binary when it names the
/// site's files by their hashes; Leptos reads it from there to link them.
fn built_with_hashes() -> bool {
    match std::env::var("LEPTOS_HASH_FILES") {
        Ok(value) => value.trim() == "true",
        Err(_) => std::env::current_exe()
            .ok()
            .and_then(|exe| exe.parent().map(|dir| dir.join("hash.txt").is_file()))
            .unwrap_or(false),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_to_loopback_port_3000() {
        let options = options_from(None, None).unwrap();
        assert_eq!(options.site_addr.to_string(), "127.0.0.1:3000");
        assert_eq!(&*options.site_root, "target/site");
        assert_eq!(&*options.output_name, "tableside");
    }

    #[test]
    fn reads_the_configured_address() {
        let options = options_from(Some("0.0.0.0:8080".into()), Some("/srv/site".into())).unwrap();
        assert_eq!(options.site_addr.to_string(), "0.0.0.0:8080");
        assert_eq!(&*options.site_root, "/srv/site");
    }

    #[test]
    fn a_bad_address_is_explained() {
        let error = options_from(Some("localhost".into()), None).unwrap_err();
        assert!(error.contains("LEPTOS_SITE_ADDR"), "{error}");
    }
}
