//! Where the server listens and where the compiled site is, from the environment.

use leptos::config::{Env, LeptosOptions};
use std::net::SocketAddr;

/// The `name` in `[[workspace.metadata.leptos]]`: the stem of `pkg/tableside.js`.
pub const OUTPUT_NAME: &str = "tableside";
pub const DEFAULT_SITE_ADDR: &str = "127.0.0.1:3000";
pub const DEFAULT_SITE_ROOT: &str = "target/site";

/// Every setting `tableside` reads, with what it does: `tableside --help`.
pub const SETTINGS: &[(&str, &str)] = &[
    (
        "LEPTOS_SITE_ADDR",
        "the address to listen on (default 127.0.0.1:3000)",
    ),
    (
        "LEPTOS_SITE_ROOT",
        "the compiled site's directory: pkg/, icons, manifest. Without it, the site \
         the binary carries (make build bundles one: target/tableside), else target/site",
    ),
    (
        "TABLESIDE_DATA_DIR",
        "the directory of the SQLite database of groups, plays and live tables \
         (default $XDG_DATA_HOME/tableside, i.e. ~/.local/share/tableside)",
    ),
    (
        "DATABASE_URL",
        "postgres://user@host/db: keep everything in PostgreSQL instead, \
         for several servers sharing one database",
    ),
    (
        "TABLESIDE_LIVE_IDLE_HOURS",
        "hours before a live table nobody changes is gone (1 to 8760, default 24)",
    ),
    (
        "TABLESIDE_MAX_GROUP_PLAYS",
        "the most games one group keeps, deleted ones aside (1 to 10000000, \
         default 100000): a save, an import or a deleted game brought back past it \
         is refused",
    ),
    (
        "TABLESIDE_IMPORTED_PLAYS_PER_HOUR",
        "games one network may import in an hour, from exports and BG Stats \
         backups (1 to 10000000, default 20000): past it, 429 and the page says \
         to try again later",
    ),
    (
        "TABLESIDE_TRUSTED_PROXIES",
        "addresses or networks of reverse proxies (127.0.0.1, ::1, 10.0.0.0/8): \
         from them, the client counted by the rate limits is the last address in \
         X-Forwarded-For that is not a trusted proxy (default: none, every \
         connection is its own client)",
    ),
    (
        "RUST_LOG",
        "what the log on stderr says (default info: start, stop, errors, and a \
         line per request with its id, route, status and time; \
         info,tableside::request=warn leaves the requests out; debug adds site \
         files and SQL)",
    ),
    (
        "TABLESIDE_LOG_FORMAT",
        "text (the default) or json: one object per line for a log collector",
    ),
];

/// What `tableside --help` says.
pub fn help() -> String {
    let mut text = String::from(
        "tableside: serves Tableside (pages, the JSON API, live tables) until \
         SIGTERM or Ctrl-C.\n\nUsage: tableside [--help | --version]\n       \
         tableside backup FILE      copy the SQLite database to FILE while the server \
         runs, checked whole (on PostgreSQL: says the pg_dump line)\n       \
         tableside restore FILE     put a backup back into an empty data directory \
         (the server stopped)\n       \
         tableside copy --to postgres://…|sqlite:DATA_DIR   copy every group, \
         its links kept, to the other engine; checked group by group\n       \
         tableside --bundle-site SITE_DIR OUT   write OUT: this server with the \
         site inside, one file to deploy\n\n\
         Settings, from the environment (the commands read the same):\n",
    );
    for (name, what) in SETTINGS {
        text.push_str(&format!("  {name}\n      {what}\n"));
    }
    text.push_str("\nHealth: GET /healthz (the process), GET /readyz (its database).\n");
    text
}

/// A setting from the environment; set but blank is not set.
fn setting(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

/// `TABLESIDE_TRUSTED_PROXIES`: the proxies whose forwarded addresses count.
pub fn trusted_proxies_from_env() -> Result<crate::client_address::TrustedProxies, String> {
    crate::client_address::TrustedProxies::parse(
        &setting("TABLESIDE_TRUSTED_PROXIES").unwrap_or_default(),
    )
}

/// `TABLESIDE_LOG_FORMAT`: how log lines are written.
pub fn log_format_from_env() -> Result<crate::logging::LogFormat, String> {
    crate::logging::format_from(setting("TABLESIDE_LOG_FORMAT"))
}

/// `LEPTOS_SITE_ROOT` when it is set: the site directory asked for.
pub fn site_root_from_env() -> Option<String> {
    setting("LEPTOS_SITE_ROOT")
}

/// Reads `LEPTOS_SITE_ADDR` (default 127.0.0.1:3000) and `LEPTOS_SITE_ROOT`
/// (default `target/site`), the variables cargo-leptos sets when it serves.
pub fn options_from_env() -> Result<LeptosOptions, String> {
    options_from(setting("LEPTOS_SITE_ADDR"), setting("LEPTOS_SITE_ROOT"))
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
        .output_name(OUTPUT_NAME)
        .site_root(site_root.unwrap_or_else(|| DEFAULT_SITE_ROOT.to_owned()))
        .site_pkg_dir("pkg")
        .site_addr(site_addr)
        .env(Env::PROD)
        .build())
}

/// Where plays are kept: PostgreSQL when `DATABASE_URL` is set (`postgres://…`),
/// else an SQLite file in `TABLESIDE_DATA_DIR` (default: `$XDG_DATA_HOME/tableside`,
/// i.e. `~/.local/share/tableside`).
pub fn store_location_from_env() -> Result<store::Location, String> {
    store_location_from(
        setting("DATABASE_URL"),
        setting("TABLESIDE_DATA_DIR"),
        setting("XDG_DATA_HOME"),
        setting("HOME"),
    )
}

/// A PostgreSQL URL in the parts the log treats apart: who (`user[:password]`),
/// where (`host[:port]/database`) and the settings after `?`.
struct DatabaseUrl<'a> {
    user_info: Option<&'a str>,
    place: &'a str,
    query: &'a str,
}

impl<'a> DatabaseUrl<'a> {
    fn split(url: &'a str) -> DatabaseUrl<'a> {
        let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
        // A host never holds '@': all before the last one is who, however a
        // password left unencoded holds '/', '#' or '?'.
        let (user_info, after) = match rest.rsplit_once('@') {
            Some((user_info, after)) => (Some(user_info), after),
            None => (None, rest),
        };
        let after = after.split('#').next().unwrap_or_default();
        let (place, query) = after.split_once('?').unwrap_or((after, ""));
        DatabaseUrl {
            user_info,
            place,
            query,
        }
    }
}

/// The settings after `?` that the PostgreSQL driver reads. Any other is left
/// out of the URL before the driver sees it, and the log names its key alone:
/// the driver would log it with its value ("ignoring unrecognized connect
/// parameter"), a mistyped `pasword=` or an `sslpassword=` with it.
const POSTGRES_SETTINGS: [&str; 18] = [
    "sslmode",
    "ssl-mode",
    "sslrootcert",
    "ssl-root-cert",
    "ssl-ca",
    "sslcert",
    "ssl-cert",
    "sslkey",
    "ssl-key",
    "statement-cache-capacity",
    "host",
    "hostaddr",
    "port",
    "dbname",
    "user",
    "password",
    "application_name",
    "options",
];

/// A setting after a URL's `?`: its key and value.
type Setting = (String, String);

/// The URL with only the settings the driver reads, as the driver reads the
/// URL (WHATWG parsing, as `sqlx` does), and the keys of those left out. A URL
/// that does not parse is given back as it is: the driver refuses it too, and
/// that error is said without secrets.
fn with_read_settings_only(url: &str) -> (String, Vec<String>) {
    let Ok(mut parsed) = url::Url::parse(url) else {
        return (url.to_owned(), Vec::new());
    };
    let (kept, left_out): (Vec<Setting>, Vec<Setting>) = parsed
        .query_pairs()
        .into_owned()
        .partition(|(key, _)| POSTGRES_SETTINGS.contains(&key.as_str()));
    if left_out.is_empty() {
        return (url.to_owned(), Vec::new());
    }
    if kept.is_empty() {
        parsed.set_query(None);
    } else {
        parsed.query_pairs_mut().clear().extend_pairs(&kept);
    }
    // A key is said, never a value; a key that does not look like one is not
    // said either (it may be a secret typed in the wrong place).
    let keys = left_out
        .into_iter()
        .map(|(key, _)| {
            let plain = !key.is_empty()
                && key.len() <= 40
                && key
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
            if plain {
                key
            } else {
                "(unreadable)".to_owned()
            }
        })
        .collect();
    (parsed.to_string(), keys)
}

/// Where plays are kept, for the log: a database URL without its user name,
/// password and query (where `?password=` and key files are set).
pub fn describe_location(location: &store::Location) -> String {
    match location {
        store::Location::DataDir(dir) => format!("SQLite in {}", dir.display()),
        store::Location::Postgres(url) => {
            format!("PostgreSQL at {}", DatabaseUrl::split(url).place)
        }
        store::Location::Memory => "memory".to_owned(),
    }
}

/// `text` (an error about the store) with the database URL's secrets, if it
/// repeats any, replaced by `***`.
pub fn without_secrets(text: &str, location: &store::Location) -> String {
    let store::Location::Postgres(url) = location else {
        return text.to_owned();
    };
    let parts = DatabaseUrl::split(url);
    let password = parts
        .user_info
        .and_then(|user_info| user_info.split_once(':'))
        .map(|(_, password)| password.to_owned());
    let query_secrets = serde_urlencoded::from_str::<Vec<(String, String)>>(parts.query)
        .unwrap_or_default()
        .into_iter()
        .filter(|(key, _)| key.contains("password") || key.contains("key"))
        .map(|(_, value)| value);
    let secrets: Vec<String> = std::iter::once(url.clone())
        .chain(password)
        .chain(query_secrets)
        .filter(|secret| !secret.is_empty())
        .collect();
    secrets.iter().fold(text.to_owned(), |text, secret| {
        text.replace(secret.as_str(), "***")
    })
}

pub fn store_location_from(
    database_url: Option<String>,
    data_dir: Option<String>,
    xdg_data_home: Option<String>,
    home: Option<String>,
) -> Result<store::Location, String> {
    if let Some(url) = database_url {
        let url = url.trim().to_owned();
        if !(url.starts_with("postgres://") || url.starts_with("postgresql://")) {
            return Err("DATABASE_URL must be a postgres:// URL (without it, plays are kept in SQLite in TABLESIDE_DATA_DIR)".to_owned());
        }
        let (url, left_out) = with_read_settings_only(&url);
        if !left_out.is_empty() {
            tracing::warn!(
                settings = %left_out.join(", "),
                "DATABASE_URL settings the PostgreSQL driver does not read are left out"
            );
        }
        return Ok(store::Location::Postgres(url));
    }
    let dir = match (data_dir, xdg_data_home, home) {
        (Some(dir), _, _) => std::path::PathBuf::from(dir),
        (None, Some(xdg), _) => std::path::Path::new(&xdg).join("tableside"),
        (None, None, Some(home)) => std::path::Path::new(&home).join(".local/share/tableside"),
        (None, None, None) => std::path::PathBuf::from("tableside-data"),
    };
    Ok(store::Location::DataDir(dir))
}

/// The volume limits (issue 61.3): `TABLESIDE_MAX_GROUP_PLAYS` and
/// `TABLESIDE_IMPORTED_PLAYS_PER_HOUR`, each `None` when unset.
pub fn volume_from_env() -> Result<(Option<i64>, Option<u32>), String> {
    volume_from(
        setting("TABLESIDE_MAX_GROUP_PLAYS"),
        setting("TABLESIDE_IMPORTED_PLAYS_PER_HOUR"),
    )
}

pub fn volume_from(
    max_group_plays: Option<String>,
    imported_per_hour: Option<String>,
) -> Result<(Option<i64>, Option<u32>), String> {
    let read = |name: &str, text: Option<String>| -> Result<Option<u32>, String> {
        let Some(text) = text else { return Ok(None) };
        match text.trim().parse::<u32>() {
            Ok(n @ 1..=10_000_000) => Ok(Some(n)),
            _ => Err(format!(
                "{name} must be a whole number from 1 to 10000000, not {text:?}"
            )),
        }
    };
    Ok((
        read("TABLESIDE_MAX_GROUP_PLAYS", max_group_plays)?.map(i64::from),
        read("TABLESIDE_IMPORTED_PLAYS_PER_HOUR", imported_per_hour)?,
    ))
}

/// How long a live table lasts without a change: `TABLESIDE_LIVE_IDLE_HOURS`
/// (a whole number of hours, at least 1), a day if unset.
pub fn live_idle_from_env() -> Result<Option<std::time::Duration>, String> {
    live_idle_from(std::env::var("TABLESIDE_LIVE_IDLE_HOURS").ok())
}

pub fn live_idle_from(hours: Option<String>) -> Result<Option<std::time::Duration>, String> {
    let Some(hours) = hours.filter(|h| !h.trim().is_empty()) else {
        return Ok(None);
    };
    match hours.trim().parse::<u64>() {
        Ok(hours @ 1..=8760) => Ok(Some(std::time::Duration::from_secs(hours * 3600))),
        _ => Err(format!(
            "TABLESIDE_LIVE_IDLE_HOURS must be a whole number of hours from 1 to 8760, not {hours:?}"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_volume_limits_are_whole_numbers_within_reason() {
        assert_eq!(volume_from(None, None), Ok((None, None)));
        assert_eq!(
            volume_from(Some("250000".into()), Some(" 5000 ".into())),
            Ok((Some(250_000), Some(5_000)))
        );
        for bad in ["0", "-1", "ten", "1.5", "10000001"] {
            let said = volume_from(Some(bad.into()), None).unwrap_err();
            assert!(said.contains("TABLESIDE_MAX_GROUP_PLAYS"), "{said}");
            let said = volume_from(None, Some(bad.into())).unwrap_err();
            assert!(said.contains("TABLESIDE_IMPORTED_PLAYS_PER_HOUR"), "{said}");
        }
    }

    #[test]
    fn a_database_url_is_logged_without_user_password_or_query() {
        for url in [
            "postgres://ann:s3cret@db.example:5432/tableside",
            "postgres://db.example:5432/tableside?user=ann&password=s3cret",
            "postgresql://ann@db.example:5432/tableside?sslpassword=s3cret#x",
        ] {
            let location = store::Location::Postgres(url.to_owned());
            let said = describe_location(&location);
            assert_eq!(said, "PostgreSQL at db.example:5432/tableside", "{url}");
            let error = format!("cannot connect to {url}: password s3cret refused");
            let scrubbed = without_secrets(&error, &location);
            assert!(!scrubbed.contains("s3cret"), "{scrubbed}");
        }
    }

    #[test]
    fn a_password_left_unencoded_stays_out_of_the_log() {
        for url in [
            "postgres://ann:pa/s3cret@db.example:5432/tableside",
            "postgres://ann:pa#s3cret@db.example:5432/tableside",
            "postgres://ann:pa?s3cret@db.example:5432/tableside",
            "postgres://ann:p@s3cret@db.example:5432/tableside?sslmode=require",
        ] {
            let location = store_location_from(Some(url.to_owned()), None, None, None).unwrap();
            let said = describe_location(&location);
            assert_eq!(said, "PostgreSQL at db.example:5432/tableside", "{url}");
            let error = format!("cannot connect to {url}");
            assert!(
                !without_secrets(&error, &location).contains("s3cret"),
                "{url}"
            );
        }
    }

    #[test]
    fn a_setting_the_driver_would_echo_is_left_out_before_it_sees_it() {
        for (url, kept, left_out) in [
            (
                "postgres://db.example/tableside?sslpassword=s3cret",
                "postgres://db.example/tableside",
                "sslpassword",
            ),
            (
                "postgres://ann@db.example/tableside?pasword=s3cret&sslmode=require",
                "postgres://ann@db.example/tableside?sslmode=require",
                "pasword",
            ),
            (
                "postgres://db.example/t?sslpassword=s3cret@x",
                "postgres://db.example/t",
                "sslpassword",
            ),
            (
                "postgres://db.example/t?pasword:s3cret",
                "postgres://db.example/t",
                "(unreadable)",
            ),
        ] {
            assert_eq!(
                with_read_settings_only(url),
                (kept.to_owned(), vec![left_out.to_owned()]),
                "{url}"
            );
        }
        let fine = "postgres://db.example/tableside?sslmode=require&application_name=tableside";
        assert_eq!(with_read_settings_only(fine), (fine.to_owned(), vec![]));
        let location = store_location_from(
            Some("postgres://db.example/tableside?sslpassword=s3cret".to_owned()),
            None,
            None,
            None,
        )
        .unwrap();
        let store::Location::Postgres(url) = location else {
            panic!("PostgreSQL");
        };
        assert!(!url.contains("s3cret"), "{url}");
    }

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
    fn plays_go_to_postgres_by_url_else_to_a_data_directory() {
        use store::Location;
        let some = |s: &str| Some(s.to_owned());
        assert_eq!(
            store_location_from(some("postgres://db/tableside"), some("/data"), None, None),
            Ok(Location::Postgres("postgres://db/tableside".into()))
        );
        assert!(store_location_from(some("mysql://db"), None, None, None)
            .unwrap_err()
            .contains("DATABASE_URL"));
        assert_eq!(
            store_location_from(None, some("/data"), some("/xdg"), some("/home/a")),
            Ok(Location::DataDir("/data".into()))
        );
        assert_eq!(
            store_location_from(None, None, some("/xdg"), some("/home/a")),
            Ok(Location::DataDir("/xdg/tableside".into()))
        );
        assert_eq!(
            store_location_from(None, None, None, some("/home/a")),
            Ok(Location::DataDir("/home/a/.local/share/tableside".into()))
        );
    }

    #[test]
    fn a_bad_address_is_explained() {
        let error = options_from(Some("localhost".into()), None).unwrap_err();
        assert!(error.contains("LEPTOS_SITE_ADDR"), "{error}");
    }

    #[test]
    fn live_tables_last_a_day_unless_told_otherwise_in_hours() {
        assert_eq!(live_idle_from(None), Ok(None));
        assert_eq!(live_idle_from(Some(" ".into())), Ok(None));
        assert_eq!(
            live_idle_from(Some("6".into())),
            Ok(Some(std::time::Duration::from_secs(6 * 3600)))
        );
        for bad in ["0", "-1", "1.5", "day", "9000"] {
            assert!(live_idle_from(Some(bad.into())).is_err(), "{bad}");
        }
    }
}
