//! A group's links: the write link shows the read-only one, both rotate (a new
//! link tapped twice lands on the one that works), the read-only link is
//! refused every change before its body is read, and an address with a
//! trailing slash is the page without it.

mod common;

use axum::{
    body::Body,
    http::{header, Method, Request, StatusCode},
};
use common::plays::{catan_play, PLAY};
use common::test_app::TestApp;
use serde_json::json;

#[tokio::test]
async fn the_write_link_shows_and_rotates_both_links_and_renames_people() {
    let api = TestApp::new().await;
    let (token, read) = api.new_group_links("").await;
    let (_, shown) = api
        .json(Method::GET, &format!("/api/v1/groups/{token}"), None)
        .await;
    assert_eq!(shown["read_token"], read.as_str());
    let (_, shown) = api
        .json(Method::GET, &format!("/api/v1/groups/{read}"), None)
        .await;
    assert!(shown.get("read_token").is_none(), "{shown}");

    // Rename the group; the read link may not.
    let (status, renamed) = api
        .json(
            Method::PATCH,
            &format!("/api/v1/groups/{token}"),
            Some(json!({"name": " Fridays "})),
        )
        .await;
    assert_eq!(
        (status, &renamed["name"]),
        (StatusCode::OK, &json!("Fridays"))
    );
    let (status, _) = api
        .json(
            Method::PATCH,
            &format!("/api/v1/groups/{read}"),
            Some(json!({"name": "Mine"})),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);

    api.put_play(&token, PLAY, catan_play()).await;
    let people = format!("/api/v1/groups/{token}/people");
    let (status, list) = api.json(Method::GET, &people, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list["people"][0], json!({"name": "Ann", "plays": 1}));
    let (status, renamed) = api
        .json(
            Method::POST,
            &format!("{people}/rename"),
            Some(json!({"name": "ann", "new_name": "Anna"})),
        )
        .await;
    assert_eq!((status, &renamed["name"]), (StatusCode::OK, &json!("Anna")));
    let (_, play) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(play["score"]["players"][0]["name"], "Anna");
    assert_eq!(play["result"]["winners"][0], "Anna");
    let (status, refused) = api
        .json(
            Method::POST,
            &format!("{people}/rename"),
            Some(json!({"name": "Anna", "new_name": "BO"})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused["field"], "new_name");
    let (status, refused) = api
        .json(
            Method::POST,
            &format!("{people}/merge"),
            Some(json!({"name": "Anna", "into": "Bo"})),
        )
        .await;
    assert_eq!(
        (status, &refused["field"]),
        (StatusCode::UNPROCESSABLE_ENTITY, &json!("into"))
    );
    let (status, _) = api
        .json(
            Method::POST,
            &format!("{people}/rename"),
            Some(json!({"name": "Nobody", "new_name": "Zed"})),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // A new read link: the old one opens nothing, the write link shows the new one.
    let rotate = format!("/api/v1/groups/{token}/rotate");
    let (status, rotated) = api
        .json(Method::POST, &rotate, Some(json!({"link": "read"})))
        .await;
    assert_eq!(status, StatusCode::OK);
    let new_read = rotated["read_token"].as_str().unwrap().to_owned();
    // Replaced, it says so (410, issue 49.6) and nothing of the group.
    let (status, gone) = api
        .json(Method::GET, &format!("/api/v1/groups/{read}"), None)
        .await;
    assert_eq!(status, StatusCode::GONE);
    assert_eq!(
        gone,
        json!({"error": "the group replaced this link with a new one: ask someone in the group for it"})
    );
    let (_, shown) = api
        .json(Method::GET, &format!("/api/v1/groups/{token}"), None)
        .await;
    assert_eq!(shown["read_token"], new_read.as_str());
    // A new write link: the old one stops working.
    let (_, rotated) = api
        .json(Method::POST, &rotate, Some(json!({"link": "write"})))
        .await;
    let new_token = rotated["token"].as_str().unwrap();
    let (status, _) = api
        .json(Method::GET, &format!("/api/v1/groups/{token}"), None)
        .await;
    assert_eq!(status, StatusCode::GONE);
    let (status, shown) = api
        .json(Method::GET, &format!("/api/v1/groups/{new_token}"), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(shown["read_token"], new_read.as_str());
    let (status, refused) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{new_read}/rotate"),
            Some(json!({"link": "write"})),
        )
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{refused}");
    let (status, _) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{new_token}/rotate"),
            Some(json!({"link": "both"})),
        )
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

/// "Make a new link" tapped twice: the second tap, sent with the old link,
/// lands on the same new link's page instead of a dead one or a 404.
#[tokio::test]
async fn a_new_link_tapped_twice_lands_on_the_link_that_works() {
    let api = TestApp::new().await;
    let token = api.new_group("").await;
    let rotate = format!("/g/{token}/rotate");
    let confirmed = [("link", "write"), ("confirmed", "yes")];
    let (status, first) = api.form(&rotate, &confirmed).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let (status, second) = api.form(&rotate, &confirmed).await;
    assert_eq!((status, &second), (StatusCode::SEE_OTHER, &first));
    let new = first
        .strip_prefix("/g/")
        .and_then(|rest| rest.split_once('/'))
        .map(|(new, _)| new.to_owned())
        .unwrap();
    assert_eq!(
        api.page(&format!("/g/{new}/manage")).await.0,
        StatusCode::OK
    );
    // The API likewise, and a read link asked twice is one link.
    let (status, again) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{token}/rotate"),
            Some(json!({"link": "write"})),
        )
        .await;
    assert_eq!(
        (status, again["token"].as_str()),
        (StatusCode::OK, Some(new.as_str()))
    );
    let read_rotate = format!("/api/v1/groups/{new}/rotate");
    let (_, one) = api
        .json(Method::POST, &read_rotate, Some(json!({"link": "read"})))
        .await;
    let (_, two) = api
        .json(Method::POST, &read_rotate, Some(json!({"link": "read"})))
        .await;
    assert_eq!(one["read_token"], two["read_token"]);
}

/// A read-only link is refused every change before its request is read: an
/// unreadable body gets the same 403 as a good one.
#[tokio::test]
async fn a_read_only_link_is_refused_before_its_body_is_read() {
    let api = TestApp::new().await;
    let (_, group) = api.json(Method::POST, "/api/v1/groups", None).await;
    let read = group["read_token"].as_str().unwrap().to_owned();
    let writes = [
        (Method::PATCH, format!("/api/v1/groups/{read}")),
        (Method::POST, format!("/api/v1/groups/{read}/rotate")),
        (Method::POST, format!("/api/v1/groups/{read}/people/rename")),
        (Method::POST, format!("/api/v1/groups/{read}/people/merge")),
        (Method::POST, format!("/api/v1/groups/{read}/import")),
        (Method::PUT, format!("/api/v1/groups/{read}/plays/{PLAY}")),
        (
            Method::DELETE,
            format!("/api/v1/groups/{read}/plays/{PLAY}"),
        ),
        (
            Method::POST,
            format!("/api/v1/groups/{read}/plays/{PLAY}/restore"),
        ),
    ];
    for (method, path) in writes {
        let (status, body) = api
            .json(method.clone(), &path, Some(json!({"nonsense": [1]})))
            .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{method} {path}: {body}");
    }
}

#[tokio::test]
async fn a_trailing_slash_is_the_page_without_it_never_an_outage() {
    let api = TestApp::new().await;
    let token = api.new_group("").await;
    api.put_play(&token, PLAY, catan_play()).await;
    let table = api
        .json(
            Method::POST,
            "/api/v1/tables",
            Some(json!({"game": "catan", "players": ["Ann", "Bo", "Cy"]})),
        )
        .await
        .1;
    let code = table["code"].as_str().unwrap().to_owned();
    let pages = [
        (format!("/g/{token}"), StatusCode::OK),
        (format!("/g/{token}/stats"), StatusCode::OK),
        (format!("/g/{token}/manage"), StatusCode::OK),
        (format!("/g/{token}/p/{PLAY}"), StatusCode::OK),
        (format!("/t/{code}"), StatusCode::OK),
        (format!("/t/{code}/view"), StatusCode::OK),
        ("/g/anything".to_owned(), StatusCode::NOT_FOUND),
        ("/t/anything".to_owned(), StatusCode::NOT_FOUND),
    ];
    for (page, status) in pages {
        for slashes in ["/", "//"] {
            let request = Request::builder()
                .uri(format!("{page}{slashes}?game=catan"))
                .body(Body::empty())
                .unwrap();
            let response = api.respond(request).await;
            assert_eq!(response.status(), StatusCode::PERMANENT_REDIRECT, "{page}");
            let location = response.headers()[header::LOCATION].to_str().unwrap();
            assert_eq!(location, format!("{page}?game=catan"));
            assert_eq!(api.page(location).await.0, status, "{location}");
        }
    }
    // Not a page, and never a 503: another site's address, a form's post.
    let (status, _) = api.page("//example.org/").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = api
        .form(&format!("/g/{token}/rename/"), &[("name", "x")])
        .await;
    assert_ne!(status, StatusCode::SERVICE_UNAVAILABLE);
    assert!(status.is_client_error(), "{status}");
}
