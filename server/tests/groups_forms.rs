//! The group pages' forms: a play's details edited, people renamed and merged
//! (asked first), a play deleted and restored, a new link made; each change
//! said on the page it comes back to, and the read-only link shown no form.

mod common;

use axum::http::{Method, StatusCode};
use common::plays::{catan_play, PLAY};
use common::test_app::TestApp;
use serde_json::{json, Value};

#[tokio::test]
async fn the_group_pages_forms_change_the_group_and_say_so() {
    let api = TestApp::new().await;
    let (token, read) = api.new_group_links("").await;
    let mut play = catan_play();
    play["score"]["players"][1]["name"] = json!("<img src=x onerror=alert(1)>");
    // Ann 3 + 4 + Largest Army 2 = 9: the game not over.
    play["score"]["players"][0]["settlements"] = json!(3);
    api.put_play(&token, PLAY, play).await;

    // The play's page: the result again, the hostile name as text.
    let (status, html) = api.page(&format!("/g/{token}/p/{PLAY}")).await;
    assert_eq!(status, StatusCode::OK);
    // Nobody on 10: the saved game's page says who led it (issue 34, item 7).
    assert!(html.contains("Not over yet: Ann leads."), "{html}");
    assert!(html.contains("&lt;img src=x onerror=alert(1)&gt;"));
    assert!(!html.contains("<img src=x"));
    assert!(html.contains("data-testid=\"edit-play\""));
    // The read-only link shows the game without its forms.
    let (_, html) = api.page(&format!("/g/{read}/p/{PLAY}")).await;
    assert!(html.contains("Not over yet: Ann leads.") && !html.contains("edit-play"));
    let (status, _) = api
        .page(&format!(
            "/g/{token}/p/00000000-0000-4000-8000-000000000000"
        ))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);

    // Editing the details keeps the scores.
    let (status, location) = api
        .form(
            &format!("/g/{token}/p/{PLAY}/edit"),
            &[
                ("played_at", "2026-11-24T19:30"),
                ("duration_min", "95"),
                ("place", "Bo's"),
                ("note", ""),
            ],
        )
        .await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert_eq!(location, format!("/g/{token}/p/{PLAY}?said=edited"));
    let (_, saved) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(saved["played_at"], "2026-11-24T19:30:00+08:00");
    assert_eq!(
        (&saved["duration_min"], &saved["place"], &saved["note"]),
        (&json!(95), &json!("Bo's"), &Value::Null)
    );
    // Its leader kept in the result, the play said unfinished.
    assert_eq!(saved["result"]["winners"], json!(["Ann"]));
    assert_eq!(saved["unfinished"], true);
    let (_, location) = api
        .form(
            &format!("/g/{token}/p/{PLAY}/edit"),
            &[("played_at", "someday"), ("duration_min", "95")],
        )
        .await;
    assert!(location.ends_with("?said=edit-invalid"), "{location}");

    // People: renamed; a taken name is said, not an error page.
    let people = format!("/g/{token}/people");
    let (status, location) = api
        .form(
            &format!("{people}/rename"),
            &[("name", "ann"), ("new_name", "Anna")],
        )
        .await;
    assert_eq!(
        (status, location.as_str()),
        (
            StatusCode::SEE_OTHER,
            format!("/g/{token}/manage?said=renamed").as_str()
        )
    );
    let (_, location) = api
        .form(
            &format!("{people}/rename"),
            &[("name", "Anna"), ("new_name", "cy")],
        )
        .await;
    assert!(location.ends_with("?said=name-taken"), "{location}");
    // A merge is asked first: the form without its confirmation is sent to it.
    let (_, location) = api
        .form(
            &format!("{people}/merge"),
            &[("name", "Anna"), ("into", "Cy")],
        )
        .await;
    assert_eq!(
        location,
        format!("/g/{token}/manage?merge=Anna&into=Cy#confirm")
    );
    let (_, html) = api.page(location.split('#').next().unwrap()).await;
    assert!(html.contains("Merge Anna into Cy"), "{html}");
    let (_, location) = api
        .form(
            &format!("{people}/merge"),
            &[("name", "Anna"), ("into", "Cy"), ("confirmed", "yes")],
        )
        .await;
    assert!(location.ends_with("?said=played-together"), "{location}");
    // Asking to merge someone into themselves, or into no one, says so.
    let (_, html) = api
        .page(&format!("/g/{token}/manage?merge=Anna&into=ANNA"))
        .await;
    assert!(html.contains("no one is merged into themselves"), "{html}");
    let (_, html) = api
        .page(&format!("/g/{token}/manage?merge=Anna&into=Nobody"))
        .await;
    assert!(
        html.contains("No one in this group has that name"),
        "{html}"
    );
    // The read-only link is asked nothing.
    let (_, html) = api
        .page(&format!("/g/{read}/manage?merge=Anna&into=Cy"))
        .await;
    assert!(!html.contains("Merge Anna into Cy"));
    // An undo of a merge that is none (or undone already) says so.
    let (_, location) = api
        .form(&format!("{people}/unmerge"), &[("merge", "999999")])
        .await;
    assert!(location.ends_with("?said=already-undone"), "{location}");
    let (_, html) = api
        .page(&format!("/g/{token}/manage?said=name-taken"))
        .await;
    assert!(html.contains("that name is someone else"));
    assert!(
        html.contains(&format!("/g/{read}")),
        "the write link shows the read-only one"
    );

    // Deleted, then undone.
    let (_, location) = api.form(&format!("/g/{token}/p/{PLAY}/delete"), &[]).await;
    assert_eq!(location, format!("/g/{token}?deleted={PLAY}"));
    let (status, _) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, html) = api.page(&location).await;
    assert!(html.contains(&format!("/g/{token}/p/{PLAY}/restore")));
    let (_, location) = api.form(&format!("/g/{token}/p/{PLAY}/restore"), &[]).await;
    assert!(location.ends_with("?said=restored"));
    let (status, _) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);

    // A new write link is asked first; then the page moves to it and names
    // the old one in its fragment.
    let (_, location) = api
        .form(&format!("/g/{token}/rotate"), &[("link", "write")])
        .await;
    assert_eq!(
        location,
        format!("/g/{token}/manage?new_link=write#confirm")
    );
    let (_, html) = api.page(&format!("/g/{token}/manage?new_link=write")).await;
    assert!(html.contains("stops working at once"), "{html}");
    let (_, location) = api
        .form(
            &format!("/g/{token}/rotate"),
            &[("link", "write"), ("confirmed", "yes")],
        )
        .await;
    let new = location
        .strip_prefix("/g/")
        .and_then(|rest| rest.split_once("/manage?said=rotated-write#replaces="))
        .map(|(new, old)| {
            assert_eq!(old, token);
            new.to_owned()
        })
        .unwrap_or_else(|| panic!("{location}"));
    // The replaced link's forms say it was replaced (issue 49.6), as its pages do.
    let (status, _) = api
        .form(&format!("/g/{token}/rename"), &[("name", "x")])
        .await;
    assert_eq!(status, StatusCode::GONE);
    // The read-only link changes nothing; a play id that is none is a 404.
    let (status, _) = api
        .form(&format!("/g/{read}/rename"), &[("name", "x")])
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = api.form(&format!("/g/{new}/p/nonsense/delete"), &[]).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, _) = api
        .form(&format!("/g/{new}/rotate"), &[("link", "both")])
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

/// The home page's "Start a group" (issue 49.9): a group made by a plain form,
/// and its links page next; a name the store refuses goes back home, said.
#[tokio::test]
async fn a_group_is_started_from_the_home_page() {
    let api = TestApp::new().await;
    let (status, location) = api.form("/g", &[("name", "Friday <b>club</b>")]).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let token = location
        .strip_prefix("/g/")
        .and_then(|rest| rest.strip_suffix("/manage?said=group-started"))
        .unwrap_or_else(|| panic!("{location}"));
    let (status, group) = api
        .json(Method::GET, &format!("/api/v1/groups/{token}"), None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(group["name"], "Friday <b>club</b>");
    let (status, html) = api.page(&location).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("Your group is ready."), "{html}");
    assert!(
        html.contains("data-remember-group"),
        "the phone remembers it"
    );
    // No name at all is a group too; a name past the limit is refused.
    let (status, location) = api.form("/g", &[]).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert!(
        location.ends_with("/manage?said=group-started"),
        "{location}"
    );
    let long = "x".repeat(61);
    let (status, location) = api.form("/g", &[("name", long.as_str())]).await;
    assert_eq!(
        (status, location.as_str()),
        (StatusCode::SEE_OTHER, "/?said=name-invalid")
    );
    let (_, html) = api.page(&location).await;
    assert!(html.contains("data-testid=\"said\""), "{html}");
}
