//! Live tables across real `tableside` processes: two servers on one
//! PostgreSQL serve one table (a change made through one reaches the phones
//! watching through the other), and stopping a server ends its live streams
//! instead of waiting for them.

mod common;
use common::Server;
use std::time::Duration;

const WITHIN: Duration = Duration::from_secs(5);

fn new_table(server: &Server) -> String {
    let (status, made) = server.call(
        "POST",
        "/api/v1/tables",
        r#"{"game":"catan","players":["Ann","Bo","Cy"]}"#,
    );
    assert_eq!(status, 201, "{made}");
    let made: serde_json::Value = serde_json::from_str(&made).unwrap();
    made["code"].as_str().unwrap().to_owned()
}

#[test]
#[ignore = "needs PostgreSQL: make test runs it through scripts/with-postgres.sh"]
fn a_change_through_one_server_reaches_a_phone_on_another() {
    let url = std::env::var("TABLESIDE_TEST_POSTGRES")
        .expect("TABLESIDE_TEST_POSTGRES: run through scripts/with-postgres.sh");
    let one = Server::start(&[("DATABASE_URL", &url)]);
    let other = Server::start(&[("DATABASE_URL", &url)]);
    // Both ready: their database answers (`/readyz` on PostgreSQL).
    for server in [&one, &other] {
        assert_eq!(
            server.call("GET", "/readyz", ""),
            (200, "ready\n".to_owned())
        );
    }
    let code = new_table(&one);
    let mut watching = other.open(&format!("/api/v1/tables/{code}/events"));
    assert!(
        watching.wait_for("event: table", WITHIN),
        "the table as it stands"
    );
    let (status, taken) = one.call(
        "POST",
        &format!("/api/v1/tables/{code}/ops"),
        r#"{"client":"phone-a","client_seq":1,"ops":[{"path":"players[2].cities","value":3}]}"#,
    );
    assert_eq!(status, 200, "{taken}");
    assert!(
        watching.wait_for(r#""path":"players[2].cities""#, WITHIN),
        "the change, through the other server"
    );
}

#[test]
fn stopping_a_server_ends_its_live_streams() {
    let dir = std::env::temp_dir().join(format!("tableside-live-stop-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut server = Server::start(&[("TABLESIDE_DATA_DIR", dir.to_str().unwrap())]);
    let code = new_table(&server);
    let mut watching = server.open(&format!("/api/v1/tables/{code}/events"));
    assert!(watching.wait_for("event: table", WITHIN));
    let stopped = server
        .terminate(WITHIN)
        .expect("the server stops within 5 s");
    assert!(stopped.success(), "{stopped:?}");
    assert!(watching.ends(WITHIN), "the stream is closed");
    // Its last words: the stop is in the log.
    assert!(
        server.logged(&["INFO", "stopping"], WITHIN),
        "{:#?}",
        server.log()
    );
    assert!(server.logged(&["INFO", "tableside: stopped"], WITHIN));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_sigterm_as_soon_as_the_server_says_it_serves_is_a_clean_stop() {
    // The signal handlers are in place before the server says where it listens
    // (a SIGTERM in that moment used to kill it outright: exit by signal 15).
    for round in 0..5 {
        let dir =
            std::env::temp_dir().join(format!("tableside-sigterm-{}-{round}", std::process::id()));
        let mut server = Server::start(&[("TABLESIDE_DATA_DIR", dir.to_str().unwrap())]);
        let stopped = server
            .terminate(WITHIN)
            .expect("the server stops within 5 s");
        assert!(stopped.success(), "round {round}: {stopped:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
