//! An acknowledged save survives `kill -9`: the real `tableside` binary is
//! started, saves a play, is killed without warning, started again, and still
//! has the play. On SQLite, and on PostgreSQL through scripts/with-postgres.sh.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

struct Server {
    child: Child,
    addr: String,
}

impl Server {
    /// Starts the binary on a port the system picks and waits for the line
    /// saying which: choosing a free port first and passing it on could meet
    /// the other test's server on a reused port.
    fn start(store: &[(&str, &str)]) -> Server {
        let mut command = Command::new(env!("CARGO_BIN_EXE_tableside"));
        command
            .env("LEPTOS_SITE_ADDR", "127.0.0.1:0")
            .env("LEPTOS_SITE_ROOT", "tests/no-site")
            .env_remove("DATABASE_URL")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit());
        for (name, value) in store {
            command.env(name, value);
        }
        let mut child = command.spawn().expect("the server binary starts");
        let mut said = BufReader::new(child.stdout.take().expect("stdout is piped"));
        let mut line = String::new();
        said.read_line(&mut line).unwrap();
        let addr = line
            .split("on http://")
            .nth(1)
            .and_then(|rest| rest.split(',').next())
            .unwrap_or_else(|| panic!("the server did not say where it listens: {line:?}"))
            .to_owned();
        Server { child, addr }
    }

    /// One HTTP/1.1 request; the status and body.
    fn call(&self, method: &str, path: &str, body: &str) -> (u16, String) {
        let mut stream = TcpStream::connect(&self.addr).unwrap();
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.addr,
            body.len()
        )
        .unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        let status = response[9..12].parse().unwrap();
        let body = response
            .split_once("\r\n\r\n")
            .map_or("", |(_, b)| b)
            .to_owned();
        (status, body)
    }

    /// `kill -9`: no shutdown, no flush.
    fn kill_hard(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

const PLAY: &str = r#"{"game":"gentes","played_at":"2026-11-23T21:00:00+01:00","score":{"players":[
    {"name":"Ann","track":40,"playable_hand":[5,3],"cards_played":9},
    {"name":"Bo","track":44,"cards_played":8}]}}"#;

fn survives_a_hard_kill(store: &[(&str, &str)]) {
    let server = Server::start(store);
    let (status, group) = server.call("POST", "/api/v1/groups", r#"{"name":"Kill"}"#);
    assert_eq!(status, 201, "{group}");
    let group: serde_json::Value = serde_json::from_str(&group).unwrap();
    let token = group["token"].as_str().unwrap();
    let play = format!("/api/v1/groups/{token}/plays/3b0e7c1a-2f4d-4e5a-9b6c-7d8e9f0a1b2c");
    let (status, saved) = server.call("PUT", &play, PLAY);
    assert_eq!(status, 201, "{saved}");
    server.kill_hard();

    let server = Server::start(store);
    let (status, again) = server.call("GET", &play, "");
    assert_eq!(status, 200, "{again}");
    assert_eq!(again, saved);
}

#[test]
fn an_acknowledged_save_survives_kill_9_on_sqlite() {
    let dir = std::env::temp_dir().join(format!("tableside-kill-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    survives_a_hard_kill(&[("TABLESIDE_DATA_DIR", dir.to_str().unwrap())]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
#[ignore = "needs PostgreSQL: make test runs it through scripts/with-postgres.sh"]
fn an_acknowledged_save_survives_kill_9_on_postgres() {
    let url = std::env::var("TABLESIDE_TEST_POSTGRES")
        .expect("TABLESIDE_TEST_POSTGRES: run through scripts/with-postgres.sh");
    survives_a_hard_kill(&[("DATABASE_URL", &url)]);
}
