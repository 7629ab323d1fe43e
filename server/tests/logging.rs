//! The log of a real `tableside` process: a line per request carrying its id
//! (the one answered in `x-request-id`), no group token or table code
//! anywhere, `RUST_LOG` and `TABLESIDE_LOG_FORMAT` obeyed.

mod common;
use common::Server;
use std::process::{Command, Stdio};
use std::time::Duration;

const WITHIN: Duration = Duration::from_secs(5);

struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("tableside-log-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        Scratch(dir)
    }
    fn path(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn answered_id(head: &str) -> String {
    head.lines()
        .find_map(|line| line.strip_prefix("x-request-id: "))
        .unwrap_or_else(|| panic!("no x-request-id in {head}"))
        .to_owned()
}

fn json_field(body: &str, name: &str) -> String {
    let value: serde_json::Value = serde_json::from_str(body).unwrap();
    value[name].as_str().unwrap().to_owned()
}

#[test]
fn each_request_is_logged_with_its_id_and_without_keys() {
    let data = Scratch::new("keys");
    // The test connects from 127.0.0.1: a trusted proxy, whose request ids are kept.
    let server = Server::start(&[
        ("TABLESIDE_DATA_DIR", data.path()),
        ("TABLESIDE_TRUSTED_PROXIES", "127.0.0.1"),
    ]);
    let (status, made) = server.call("POST", "/api/v1/groups", r#"{"name":"Fri"}"#);
    assert_eq!(status, 201, "{made}");
    let token = json_field(&made, "token");
    let read_token = json_field(&made, "read_token");
    let (status, table) = server.call(
        "POST",
        "/api/v1/tables",
        r#"{"game":"catan","players":["Ann","Bo","Cy"]}"#,
    );
    assert_eq!(status, 201, "{table}");
    let code = json_field(&table, "code");

    // A proxy's own id is kept and answered.
    let (status, head, _) = server.exchange(
        "GET",
        &format!("/api/v1/groups/{token}/plays"),
        "x-request-id: proxy-7\r\n",
        "",
    );
    assert_eq!(status, 200);
    assert_eq!(answered_id(&head), "proxy-7");
    assert!(
        server.logged(
            &[
                "id=proxy-7",
                "method=GET",
                "path=/api/v1/groups/{token}/plays",
                "status=200"
            ],
            WITHIN
        ),
        "{:#?}",
        server.log()
    );

    // Without one, the server makes one; each request its own.
    let (_, first, _) = server.exchange("GET", &format!("/g/{read_token}"), "", "");
    let (_, second, _) = server.exchange("GET", &format!("/t/{code}"), "", "");
    let (_, joined, _) = server.exchange("GET", &format!("/t?code={code}"), "", "");
    let (missing, _, _) = server.exchange("GET", &format!("/G/{token}/nothing"), "", "");
    assert_eq!(missing, 404);
    let ids = [&first, &second, &joined].map(|head| answered_id(head));
    assert!(ids[0] != ids[1] && ids[1] != ids[2], "{ids:?}");
    for (id, path) in ids.iter().zip(["/g/{token}", "/t/{code}", "/t"]) {
        assert!(
            server.logged(&[&format!("id={id}"), &format!("path={path}}}")], WITHIN),
            "{path}: {:#?}",
            server.log()
        );
    }
    assert!(server.logged(&["path=/G/{token}/nothing", "status=404"], WITHIN));

    // The site's files are answered from memory before any of this: only at debug.
    let (_, _, home) = server.exchange("GET", "/", "", "");
    let device = home
        .split('"')
        .find(|part| part.starts_with("/device.") && part.ends_with(".js"))
        .unwrap_or_else(|| panic!("no device script in the page: {home}"))
        .to_owned();
    let (status, head, _) = server.exchange("GET", &device, "", "");
    assert_eq!(status, 200);
    assert!(!head.contains("x-request-id"), "{head}");

    let log = server.log().join("\n");
    assert!(!log.contains("/device."), "{log}");
    for key in [&token, &read_token, &code] {
        assert!(!log.contains(key.as_str()), "{key} in the log:\n{log}");
    }
}

#[test]
fn the_log_can_be_json_lines() {
    let data = Scratch::new("json");
    let server = Server::start(&[
        ("TABLESIDE_DATA_DIR", data.path()),
        ("TABLESIDE_LOG_FORMAT", "json"),
    ]);
    // A client's own id (no trusted proxy here) is not believed.
    let (_, head, _) = server.exchange("GET", "/healthz", "x-request-id: forged-1\r\n", "");
    let id = answered_id(&head);
    assert_ne!(id, "forged-1");
    assert!(server.logged(&[&id, "answered"], WITHIN));
    let lines: Vec<serde_json::Value> = server
        .log()
        .iter()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    let answered = lines
        .iter()
        .find(|line| line["span"]["id"] == id.as_str())
        .expect("the request's line");
    assert_eq!(answered["level"], "INFO");
    assert_eq!(answered["fields"]["status"], 200);
    assert_eq!(answered["span"]["path"], "/healthz");
    // The start line: what is served, the engine and where, the schema.
    let start = lines
        .iter()
        .find(|line| {
            line["fields"]["message"]
                .as_str()
                .is_some_and(|said| said.starts_with("serving"))
        })
        .expect("the start line");
    let said = start["fields"]["message"].as_str().unwrap();
    assert!(said.contains("plays kept in SQLite in"), "{said}");
    assert_eq!(start["fields"]["schema"], store::known_schema(), "{said}");
}

#[test]
fn rust_log_chooses_what_is_said() {
    let data = Scratch::new("level");
    let server = Server::start(&[
        ("TABLESIDE_DATA_DIR", data.path()),
        ("RUST_LOG", "info,tableside::request=warn"),
    ]);
    for _ in 0..3 {
        assert_eq!(server.call("GET", "/healthz", "").0, 200);
    }
    // A 404 is an info line too: with warn, nothing about these requests.
    assert_eq!(server.call("GET", "/no/such/page", "").0, 404);
    std::thread::sleep(Duration::from_millis(200));
    assert!(
        !server.log().iter().any(|line| line.contains("answered")),
        "{:#?}",
        server.log()
    );
}

#[test]
fn settings_that_cannot_be_read_stop_the_start() {
    for (name, value, said) in [
        ("RUST_LOG", "tableside=loud", "RUST_LOG"),
        ("TABLESIDE_LOG_FORMAT", "xml", "text or json"),
        (
            "TABLESIDE_TRUSTED_PROXIES",
            "10.0.0.0/40",
            "not an address or a network",
        ),
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_tableside"))
            .env("LEPTOS_SITE_ADDR", "127.0.0.1:0")
            .env("LEPTOS_SITE_ROOT", "tests/no-site")
            .env(name, value)
            .stdout(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{name}={value}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(said), "{name}={value}: {stderr}");
    }
}

/// A database that cannot be reached stops the start, and what is said names
/// the host without the URL's user, password or query.
#[test]
fn a_database_password_is_never_said() {
    for url in [
        "postgres://ann:s3cret@127.0.0.1:1/tableside",
        "postgres://ann@127.0.0.1:1/tableside?password=s3cret&connect_timeout=2",
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_tableside"))
            .env("LEPTOS_SITE_ADDR", "127.0.0.1:0")
            .env("LEPTOS_SITE_ROOT", "tests/no-site")
            .env("DATABASE_URL", url)
            .env("RUST_LOG", "debug")
            .stdout(Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{url}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("PostgreSQL at 127.0.0.1:1/tableside"),
            "{stderr}"
        );
        assert!(!stderr.contains("s3cret"), "{stderr}");
    }
}
