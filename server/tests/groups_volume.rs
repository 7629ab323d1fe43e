//! How much one group keeps and one network imports (issue 61.3): past the
//! host's numbers a save, an import or a deleted game brought back is refused,
//! clearly and in both languages, and nothing of it is kept; another group and
//! another network are not held back.

mod common;

use axum::http::{header, Method, StatusCode};
use common::plays::catan_play;
use common::test_app::TestApp;
use serde_json::Value;
use server::rate_limit::{ImportVolume, Limits};

const PHONE: &str = "10.0.0.7";
const OTHER_NETWORK: &str = "10.0.9.9";

fn play_id(n: u32) -> String {
    format!("6f1c2d3e-4a5b-4c6d-8e7f-{n:012}")
}

/// A group with `count` plays, and its export.
async fn group_with_plays(api: &TestApp, count: u32) -> (String, Value) {
    let token = api.new_group("").await;
    for n in 1..=count {
        let path = format!("/api/v1/groups/{token}/plays/{}", play_id(n));
        let (status, body) = api.json(Method::PUT, &path, Some(catan_play())).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let (_, export) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/export.json"),
            None,
        )
        .await;
    (token, export)
}

#[tokio::test]
async fn a_network_past_its_hour_of_imports_gets_429_and_the_page_says_so_in_both_languages() {
    let limits = Limits {
        imports: ImportVolume::per_hour(5),
        ..Limits::default()
    };
    let api = TestApp::with_limits(limits).await;
    let (_, export) = group_with_plays(&api, 3).await;
    let to = api.new_group("").await;
    let import = format!("/api/v1/groups/{to}/import");
    let (status, counts) = api
        .json_at(PHONE, Method::POST, &import, Some(export.clone()))
        .await;
    assert_eq!(
        (status, counts["created"].clone()),
        (StatusCode::OK, 3.into())
    );
    // Three more would be six in the hour: refused, nothing saved.
    let other = api.new_group("").await;
    let request = common::test_app::json_request(
        Method::POST,
        &format!("/api/v1/groups/{other}/import"),
        Some(export.clone()),
    );
    let answer = api.send(TestApp::from_peer(request, PHONE)).await;
    assert_eq!(answer.status, StatusCode::TOO_MANY_REQUESTS);
    let retry: u64 = answer.header(header::RETRY_AFTER).parse().unwrap();
    assert!((1..=3600).contains(&retry), "{retry}");
    let refused: Value = serde_json::from_slice(&answer.body).unwrap();
    assert_eq!(refused["field"], "plays");
    assert!(
        refused["error"].as_str().unwrap().contains("in an hour"),
        "{refused}"
    );
    let (_, plays) = api
        .json(Method::GET, &format!("/api/v1/groups/{other}/plays"), None)
        .await;
    assert_eq!(plays["plays"].as_array().unwrap().len(), 0, "{plays}");
    // The page's file form says it in the page's language.
    let file = export.to_string();
    let (status, location) = api
        .multipart_from(
            PHONE,
            &format!("/g/{other}/import"),
            &[("export", Some("export.json"), file.as_bytes())],
        )
        .await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert!(location.ends_with("?import=hour-full#import"), "{location}");
    let (_, english) = api.page_in(&location, "en").await;
    assert!(
        english.contains("as many games as it may in an hour"),
        "{english}"
    );
    let (_, chinese) = api.page_in(&location, "zh-TW").await;
    assert!(chinese.contains("一小時內匯入的對局已達上限"), "{chinese}");
    // Another network imports the same file.
    let (status, counts) = api
        .json_at(
            OTHER_NETWORK,
            Method::POST,
            &format!("/api/v1/groups/{other}/import"),
            Some(export),
        )
        .await;
    assert_eq!(
        (status, counts["created"].clone()),
        (StatusCode::OK, 3.into())
    );
}

#[tokio::test]
async fn a_full_group_refuses_a_save_an_import_and_a_game_brought_back_in_both_languages() {
    let store = store::Store::open(&store::Location::Memory)
        .await
        .unwrap()
        .with_max_group_plays(2);
    let api = TestApp::on_store(store, Limits::default());
    let (token, export) = group_with_plays(&api, 2).await;
    // A third game: 422 at `group`, said in full.
    let path = format!("/api/v1/groups/{token}/plays/{}", play_id(3));
    let (status, refused) = api.json(Method::PUT, &path, Some(catan_play())).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
    assert_eq!(refused["field"], "group");
    assert!(
        refused["error"]
            .as_str()
            .unwrap()
            .contains("already keeps 2 games"),
        "{refused}"
    );
    // An import of three into an empty group: none of them.
    let (_, bigger) = {
        let big = TestApp::new().await;
        group_with_plays(&big, 3).await
    };
    let empty = api.new_group("").await;
    let (status, refused) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{empty}/import"),
            Some(bigger.clone()),
        )
        .await;
    assert_eq!(
        (status, refused["field"].clone()),
        (StatusCode::UNPROCESSABLE_ENTITY, "group".into())
    );
    let file = bigger.to_string();
    let (_, location) = api
        .multipart(
            &format!("/g/{empty}/import"),
            &[("export", Some("export.json"), file.as_bytes())],
        )
        .await;
    assert!(
        location.ends_with("?import=group-full#import"),
        "{location}"
    );
    let (_, english) = api.page_in(&location, "en").await;
    assert!(
        english.contains("more games than this server allows one group"),
        "{english}"
    );
    let (_, chinese) = api.page_in(&location, "zh-TW").await;
    assert!(chinese.contains("超過本伺服器的上限"), "{chinese}");
    let (_, plays) = api
        .json(Method::GET, &format!("/api/v1/groups/{empty}/plays"), None)
        .await;
    assert_eq!(plays["plays"].as_array().unwrap().len(), 0, "{plays}");
    // The same export again into its own group changes nothing: no refusal.
    let (status, counts) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{token}/import"),
            Some(export),
        )
        .await;
    assert_eq!(
        (status, counts["unchanged"].clone()),
        (StatusCode::OK, 2.into())
    );
    // Deleted, one makes room; brought back over the most, the page says why.
    let first = format!("/api/v1/groups/{token}/plays/{}", play_id(1));
    let (status, _) = api.json(Method::DELETE, &first, None).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let (status, _) = api.json(Method::PUT, &path, Some(catan_play())).await;
    assert_eq!(status, StatusCode::CREATED);
    let (status, location) = api
        .form(&format!("/g/{token}/p/{}/restore", play_id(1)), &[])
        .await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert!(location.ends_with("?said=group-full"), "{location}");
    let (_, english) = api.page_in(&location, "en").await;
    assert!(english.contains("Not brought back"), "{english}");
    let (_, chinese) = api.page_in(&location, "zh-TW").await;
    assert!(chinese.contains("沒有復原"), "{chinese}");
}
