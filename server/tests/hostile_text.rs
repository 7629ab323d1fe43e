//! Hostile text in every field a person can write (group, player and person
//! names, a play's place and note, a live table's seats, a history filter, a
//! person's page asked by name),
//! and every page that shows it, in both languages, on both engines: no markup
//! from the text reaches the page, the text itself is shown, and what cannot be
//! kept (a control character, too many characters) is refused with its field.
//! In-process (`common::test_app`), one site per engine.

mod common;

use axum::http::{Method, StatusCode};
use common::test_app::TestApp;
use serde_json::{json, Value};
use server::rate_limit::Limits;

/// What a careless or hostile person types. Each is put into every field it
/// fits; where it does not, the refusal is checked instead.
fn corpus() -> Vec<String> {
    [
        "</title><meta http-equiv=refresh content=0;url=//x.y>",
        "</textarea><script>alert(1)</script>",
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
        "' onfocus='alert(1)' x='",
        "Tom & Jerry &amp; &lt;b&gt;",
        "\u{202E}evil\u{200B}mark\u{200D}\u{FEFF}",
        "nul\u{0}byte",
    ]
    .map(String::from)
    .into_iter()
    .chain([format!("long{}", "x".repeat(10_000))])
    .collect()
}

/// Markup the corpus would put into a page if any of it were written as it is.
const MARKUP: [&str; 4] = ["<meta http-equiv", "<script>alert", "<img src=x", "\"><img"];

const LANGUAGES: [&str; 2] = ["en", "zh-TW"];
const PLAY: &str = "6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab";
const OTHER_PLAY: &str = "6f1c2d3e-4a5b-4c6d-8e7f-0123456789ac";
const MAX_NAME: usize = games::score::MAX_NAME;

/// The BG Stats form's check of `file`: where it leads.
async fn checked_backup(site: &TestApp, path: &str, file: &[u8]) -> String {
    let (status, location) = site.bgstats_form(path, "check", file).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    location
}

/// Whether `text` can be kept in a one-line field of `limit` characters.
fn fits(text: &str, limit: usize) -> bool {
    text.chars().count() <= limit && !text.chars().any(char::is_control)
}

/// `text` where it fits in `limit` characters, else what is used `instead`.
fn kept<'a>(text: &'a str, limit: usize, instead: &'a str) -> &'a str {
    if fits(text, limit) {
        text
    } else {
        instead
    }
}

fn assert_refused(reply: (StatusCode, Value), field: &str) {
    assert_eq!(
        reply.0,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{field}: {}",
        reply.1
    );
    assert_eq!(reply.1["field"], field, "{}", reply.1);
}

/// The page as a browser reads its text: character references decoded.
fn decoded(html: &str) -> String {
    html.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

fn query(pairs: &[(&str, &str)]) -> String {
    serde_urlencoded::to_string(pairs).unwrap()
}

/// Every page shows `shown` and none carries markup from the corpus.
async fn assert_safe_pages(site: &TestApp, paths: &[String], shown: &[&str]) {
    for language in LANGUAGES {
        for path in paths {
            let (status, html) = site.page_in(path, language).await;
            let at = format!("{path} ({language})");
            assert_eq!(status, StatusCode::OK, "{at}");
            for markup in MARKUP {
                assert!(!html.contains(markup), "{at} carries {markup:?}");
            }
            let text = decoded(&html);
            for shown in shown {
                assert!(text.contains(shown), "{at} does not show {shown:?}");
            }
        }
    }
}

async fn hostile_text_everywhere(site: TestApp) {
    for text in corpus() {
        let text = text.as_str();
        let one_line = |limit| fits(text, limit);

        // The group's name.
        let asked = site
            .json(Method::POST, "/api/v1/groups", Some(json!({"name": text})))
            .await;
        let group_name = if one_line(store::MAX_GROUP_NAME) {
            assert_eq!(asked.0, StatusCode::CREATED, "{}", asked.1);
            asked.1
        } else {
            assert_refused(asked, "name");
            site.json(Method::POST, "/api/v1/groups", Some(json!({"name": "G"})))
                .await
                .1
        };
        let token = group_name["token"].as_str().unwrap().to_owned();
        let read = group_name["read_token"].as_str().unwrap().to_owned();
        let rename = site
            .json(
                Method::PATCH,
                &format!("/api/v1/groups/{token}"),
                Some(json!({"name": text})),
            )
            .await;
        if !one_line(store::MAX_GROUP_NAME) {
            assert_refused(rename, "name");
        }

        // A play with the text as a player's name, its place and its note.
        let play = |name: &str, place: &str, note: &str| {
            json!({
                "game": "catan",
                "played_at": "2026-11-23T20:15:00+08:00",
                "place": place,
                "note": note,
                "score": {"players": [
                    {"name": name, "settlements": 3, "cities": 4},
                    {"name": "Bo", "settlements": 4, "cities": 1},
                    {"name": "Cy", "settlements": 2, "cities": 2}
                ]}
            })
        };
        let plays = format!("/api/v1/groups/{token}/plays/{PLAY}");
        let (name, place, note) = (
            kept(text, MAX_NAME, "Ann"),
            kept(text, store::MAX_PLACE, "home"),
            kept(text, store::MAX_NOTE, "fun"),
        );
        if name != text {
            let asked = site.json(Method::PUT, &plays, Some(play(text, "home", "fun")));
            assert_refused(asked.await, "score.players[0].name");
        }
        if place != text {
            let asked = site.json(Method::PUT, &plays, Some(play("Ann", text, "fun")));
            assert_refused(asked.await, "place");
        }
        if note != text {
            let asked = site.json(Method::PUT, &plays, Some(play("Ann", "home", text)));
            assert_refused(asked.await, "note");
        }
        let (status, body) = site
            .json(Method::PUT, &plays, Some(play(name, place, note)))
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");

        // People: the text's person renamed away and back (to the text), or
        // refused as a new name; a rename or merge of no one by it.
        let people = format!("/api/v1/groups/{token}/people");
        let (rename, merge) = (format!("{people}/rename"), format!("{people}/merge"));
        if one_line(MAX_NAME) {
            let away = json!({"name": text, "new_name": "Zed"});
            assert_eq!(
                site.json(Method::POST, &rename, Some(away)).await.0,
                StatusCode::OK
            );
            let back = json!({"name": "Zed", "new_name": text});
            assert_eq!(
                site.json(Method::POST, &rename, Some(back)).await.0,
                StatusCode::OK
            );
        } else {
            let to = json!({"name": "Ann", "new_name": text});
            assert_refused(site.json(Method::POST, &rename, Some(to)).await, "new_name");
        }
        if text.contains('\0') {
            let away = json!({"name": text, "into": "Bo"});
            assert_refused(site.json(Method::POST, &merge, Some(away)).await, "name");
            let into = json!({"name": "Bo", "into": text});
            assert_refused(site.json(Method::POST, &merge, Some(into)).await, "into");
            let filtered = format!(
                "/api/v1/groups/{token}/plays?{}",
                query(&[("player", text)])
            );
            assert_refused(site.json(Method::GET, &filtered, None).await, "player");
            // The page's form says the details could not be kept.
            let (status, location) = site
                .form(
                    &format!("/g/{token}/p/{PLAY}/edit"),
                    &[("played_at", "2026-11-24T19:30"), ("note", text)],
                )
                .await;
            assert_eq!(status, StatusCode::SEE_OTHER);
            assert!(location.ends_with("?said=edit-invalid"), "{location}");
        }

        // A live table with the text at a seat.
        let asked = site
            .json(
                Method::POST,
                "/api/v1/tables",
                Some(json!({"game": "catan", "players": [text, "Bo", "Cy"]})),
            )
            .await;
        let table = if one_line(MAX_NAME) {
            assert_eq!(asked.0, StatusCode::CREATED, "{}", asked.1);
            asked.1
        } else {
            assert_refused(asked, "players[0].name");
            let ann = json!({"game": "catan", "players": ["Ann", "Bo", "Cy"]});
            site.json(Method::POST, "/api/v1/tables", Some(ann)).await.1
        };
        let code = table["code"].as_str().unwrap().to_owned();

        // Every page that shows any of it, by either link, in both languages.
        let group = kept(text, store::MAX_GROUP_NAME, "G");
        let mut paths = Vec::new();
        for link in [&token, &read] {
            paths.extend([
                format!("/g/{link}"),
                format!("/g/{link}/stats"),
                format!("/g/{link}/manage"),
                format!("/g/{link}/p/{PLAY}"),
                // The person's own page, and a rival's that names them.
                format!("/g/{link}/person?{}", query(&[("name", name)])),
                format!("/g/{link}/person?name=Bo"),
            ]);
        }
        assert_safe_pages(&site, &paths, &[group, name]).await;
        let play_page = [format!("/g/{token}/p/{PLAY}")];
        assert_safe_pages(&site, &play_page, &[group, name, place, note]).await;
        let filtered = [format!("/g/{token}?{}", query(&[("player", text)]))];
        assert_safe_pages(&site, &filtered, &[group]).await;
        let seat = kept(text, MAX_NAME, "Ann");
        let live = [format!("/t/{code}"), format!("/t/{code}/view")];
        assert_safe_pages(&site, &live, &[seat]).await;

        // A BG Stats backup with the text as a player's and another game's
        // name: the check's report names them on the people page.
        let backup = json!({
            "players": [{"id": 1, "name": text}, {"id": 2, "name": "Bo"}],
            "games": [{"id": 1, "name": "Gentes"}, {"id": 2, "name": text}],
            "plays": [
                {"uuid": "7aa5af69-0000-4000-8000-000000000001", "gameRefId": 1,
                 "playDate": "2024-08-14 19:59:09",
                 "playerScores": [{"playerRefId": 1, "score": "9", "winner": true},
                                  {"playerRefId": 2, "score": "7"}]},
                {"uuid": "7aa5af69-0000-4000-8000-000000000002", "gameRefId": 2,
                 "playDate": "2024-08-15 19:59:09", "playerScores": []}
            ]
        });
        let location = checked_backup(
            &site,
            &format!("/g/{token}/import/bgstats"),
            backup.to_string().as_bytes(),
        )
        .await;
        assert!(location.contains("bgstats="), "{location}");
        let report = [location.clone()];
        if fits(text, MAX_NAME) {
            // A new person, named.
            assert_safe_pages(&site, &report, &[group, text]).await;
        } else {
            assert_safe_pages(&site, &report, &[group]).await;
            let (_, page) = site.page_in(&location, "en").await;
            assert!(
                page.contains("with a player whose name cannot be kept"),
                "{location}"
            );
        }

        // A merge with the text's person: asked first (naming them), then
        // listed among the merges that can be undone.
        let other = format!("/api/v1/groups/{token}/plays/{OTHER_PLAY}");
        let mut di = play("Di", "home", "fun");
        di["score"]["players"][1]["name"] = json!("Ed");
        assert_eq!(
            site.json(Method::PUT, &other, Some(di)).await.0,
            StatusCode::CREATED
        );
        let asked = [format!(
            "/g/{token}/manage?{}",
            query(&[("merge", name), ("into", "Di")])
        )];
        assert_safe_pages(&site, &asked, &[name]).await;
        let (status, location) = site
            .form(
                &format!("/g/{token}/people/merge"),
                &[("name", "Di"), ("into", name), ("confirmed", "yes")],
            )
            .await;
        assert_eq!(status, StatusCode::SEE_OTHER);
        assert!(location.ends_with("?said=merged"), "{location}");
        assert_safe_pages(&site, &[format!("/g/{token}/manage")], &[name]).await;
        // A backup naming Di, merged away: the report says Di comes in as
        // the text's person.
        let backup = json!({
            "players": [{"id": 1, "name": "Di"}, {"id": 2, "name": "Bo"}],
            "games": [{"id": 1, "name": "Gentes"}],
            "plays": [{"uuid": "7aa5af69-0000-4000-8000-000000000003", "gameRefId": 1,
                "playDate": "2024-08-16 19:59:09",
                "playerScores": [{"playerRefId": 1, "score": "9", "winner": true},
                                 {"playerRefId": 2, "score": "7"}]}]
        });
        let location = checked_backup(
            &site,
            &format!("/g/{token}/import/bgstats"),
            backup.to_string().as_bytes(),
        )
        .await;
        assert_safe_pages(&site, &[location], &[name, "Di → "]).await;
    }
}

#[tokio::test]
async fn hostile_text_is_shown_as_text_or_refused_on_sqlite() {
    let store = store::Store::open(&store::Location::Memory).await.unwrap();
    hostile_text_everywhere(TestApp::on_store(store, Limits::default())).await;
}

#[tokio::test]
#[ignore = "needs PostgreSQL: make test runs it through scripts/with-postgres.sh"]
async fn hostile_text_is_shown_as_text_or_refused_on_postgres() {
    let url = std::env::var("TABLESIDE_TEST_POSTGRES")
        .expect("TABLESIDE_TEST_POSTGRES: run through scripts/with-postgres.sh");
    let store = store::Store::open(&store::Location::Postgres(url))
        .await
        .unwrap();
    hostile_text_everywhere(TestApp::on_store(store, Limits::default())).await;
}
