//! One save, one reading and one scoring of the pad: the page's code reads it
//! and scores it (`games::scorepad`), and the store keeps that sheet. Alone in
//! its binary: the counts are the process's.

mod common;

use axum::http::StatusCode;
use common::test_app::TestApp;
use games::scorepad::ScoreState;
use games::GameId;

fn gentes_pad() -> String {
    let mut pad = ScoreState::new(GameId::Gentes, &["Ann".into(), String::new()]);
    let ids: Vec<u32> = pad.seats.iter().map(|s| s.id).collect();
    pad.set_value(ids[0], "track", "40".into());
    pad.set_value(ids[1], "track", "31".into());
    pad.encode()
}

#[tokio::test]
async fn a_save_reads_the_pad_once_and_scores_it_once() {
    let app = TestApp::new().await;
    let token = app.new_group("Thursdays").await;
    let pad = gentes_pad();

    let before = games::counting::so_far();
    let (status, play) = app
        .save_pad(
            &token,
            "6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab",
            &pad,
            "zh-TW",
        )
        .await;
    let after = games::counting::so_far();

    assert_eq!(status, StatusCode::CREATED, "{play}");
    assert_eq!(play["result"]["winners"][0], "Ann");
    // The unnamed seat is named as the Chinese page names it.
    assert_ne!(play["result"]["players"][1]["name"], "Player 2");
    assert_eq!((after.0 - before.0, after.1 - before.1), (1, 1));
}
