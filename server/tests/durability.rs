//! An acknowledged save survives `kill -9`: the real `tableside` binary is
//! started, saves a play, is killed without warning, started again, and still
//! has the play. On SQLite, and on PostgreSQL through scripts/with-postgres.sh.

mod common;
use common::Server;

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
