//! A BG Stats backup brought into a group through the manage page's form:
//! checked first, imported once, imported again without undoing the edits,
//! deletions and merges made here since, and its report shown only to the
//! group that keeps it.

mod common;

use axum::http::{Method, StatusCode};
use common::plays::{catan_play, PLAY};
use common::test_app::TestApp;
use serde_json::{json, Value};

/// The answer a BG Stats form came back with: a refusal named in its
/// address, or the report the group kept under the number there.
async fn bgstats_said(api: &TestApp, location: &str) -> app::BgStatsSaid {
    use app::BgStatsSaid;
    let (path, query) = location.split_once('?').unwrap();
    let token = path
        .strip_prefix("/g/")
        .and_then(|rest| rest.strip_suffix("/manage"))
        .unwrap();
    let name = query
        .strip_prefix("bgstats=")
        .and_then(|rest| rest.strip_suffix("#bgstats"))
        .unwrap_or_else(|| panic!("{location}"));
    assert!(name.len() <= 12, "a short address: {location}");
    let access = api.store.access(token).await.unwrap().unwrap();
    BgStatsSaid::named(&api.store, &access, name)
        .await
        .unwrap()
        .unwrap_or_else(|| panic!("nothing kept for {location}"))
}

/// A BG Stats backup shaped as the app writes it (tests/fixtures: scores as
/// text, a sum, empty and null scores, 0/1 flags, fields we do not read):
/// the check says what would come in and saves nothing; the import brings
/// the three plays of our games with their recorded scores, once.
#[tokio::test]
async fn a_bg_stats_backup_is_checked_then_imported_once() {
    use app::{BgStatsReport, BgStatsSaid, LeftOut};
    use games::GameId;
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    // Ann is here already, as "ann".
    let mut known = catan_play();
    known["score"]["players"][0]["name"] = json!("ann");
    known["score"]["players"][1]["name"] = json!("Eve");
    known["score"]["players"][2]["name"] = json!("Fay");
    api.put_play(token, PLAY, known).await;
    let backup = include_bytes!("fixtures/bgstats-backup.json");
    let form = format!("/g/{token}/import/bgstats");
    let (status, location) = api.bgstats_form(&form, "check", backup).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let expected = BgStatsReport {
        plays: 3,
        by_game: vec![
            (GameId::Citadels, 1),
            (GameId::Catan, 1),
            (GameId::Gentes, 1),
        ],
        created: None,
        people: 4,
        new_people: 3,
        new_names: vec!["Bo".into(), "Cy".into(), "Di".into()],
        left_out: vec![
            (LeftOut::Ignored, 1),
            (LeftOut::NoScores, 1),
            (LeftOut::PlayerCount, 1),
            (LeftOut::NoId, 1),
        ],
        other_plays: 3,
        other_game_count: 2,
        other_games: vec![("Azul".into(), 2), ("Wingspan".into(), 1)],
        ..BgStatsReport::default()
    };
    assert_eq!(
        bgstats_said(&api, &location).await,
        BgStatsSaid::Checked(expected.clone())
    );
    // Nothing saved by the check.
    let plays = format!("/api/v1/groups/{token}/plays");
    let (_, list) = api.json(Method::GET, &plays, None).await;
    assert_eq!(list["plays"].as_array().unwrap().len(), 1);
    // The page says it in both languages.
    for (lang, said) in [
        (
            "en",
            [
                "3 games would come in.",
                "Left out: 1 game marked ignored in BG Stats.",
                "Left out: 3 games of 2 other games",
                "Azul 2",
                "4 people, 3 of them new to this group.",
            ],
        ),
        (
            "zh-TW",
            [
                "會匯入 3 局。",
                "未匯入：1 局在 BG Stats 中標記為忽略。",
                "未匯入：其他 2 款遊戲共 3 局",
                "Azul 2",
                "共 4 位玩家，其中 3 位是這個群組的新成員。",
            ],
        ),
    ] {
        let (status, html) = api.page_in(&location, lang).await;
        assert_eq!(status, StatusCode::OK);
        for said in said {
            assert!(html.contains(said), "{lang}: {said} not in the page");
        }
        assert!(html.contains("data-testid=\"bgstats-import\""), "{lang}");
    }

    let (_, location) = api.bgstats_form(&form, "import", backup).await;
    let imported = BgStatsReport {
        created: Some(3),
        ..expected.clone()
    };
    assert_eq!(
        bgstats_said(&api, &location).await,
        BgStatsSaid::Imported(imported)
    );
    let (_, list) = api.json(Method::GET, &plays, None).await;
    assert_eq!(list["plays"].as_array().unwrap().len(), 4);
    // The Catan play: its recorded scores, its place, who opened, BG Stats' id.
    let first = format!("/api/v1/groups/{token}/plays/7aa5af69-0000-4000-8000-000000000001");
    let (status, play) = api.json(Method::GET, &first, None).await;
    assert_eq!(status, StatusCode::OK, "{play}");
    assert_eq!(
        play["score"]["recorded"]["players"][2],
        json!({"name": "Cy", "score": 7, "winner": false})
    );
    assert_eq!(play["result"]["winners"], json!(["Ann"]));
    assert_eq!(play["place"], "Ann's kitchen");
    assert_eq!(play["played_at"], "2024-08-14T19:59:09Z");
    assert_eq!(play["setup"], json!({"start_seat": 1}));
    // "ann" kept her name: one person, her game here and the three brought in.
    let (_, stats) = api
        .json(Method::GET, &format!("/api/v1/groups/{token}/stats"), None)
        .await;
    let ann = stats["people"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "ann")
        .unwrap();
    assert_eq!(
        (ann["plays"].as_i64(), ann["wins"].as_i64()),
        (Some(4), Some(3))
    );
    // The play's page says the scores are as recorded, in both languages.
    for (lang, said) in [
        ("en", "Scores as recorded in another app (BG Stats)"),
        ("zh-TW", "分數照其他應用程式（BG Stats）的紀錄顯示"),
    ] {
        let (_, html) = api
            .page_in(
                &format!("/g/{token}/p/7aa5af69-0000-4000-8000-000000000001"),
                lang,
            )
            .await;
        assert!(html.contains(said), "{lang}");
        assert!(html.contains(">Cy<"), "{lang}");
        // No "why" to open: a recorded result has no breakdown.
        assert!(!html.contains("ranking__why"), "{lang}");
    }
    // The 2016 Citadels play goes to BoardGameGeek by its edition's id.
    let (_, xml) = api
        .page(&format!("/api/v1/groups/{token}/export.bgg.xml"))
        .await;
    assert!(xml.contains("objectid=\"205398\""), "{xml}");
    // Again: nothing new.
    let (_, location) = api.bgstats_form(&form, "import", backup).await;
    let BgStatsSaid::Imported(again) = bgstats_said(&api, &location).await else {
        panic!("{location}")
    };
    assert_eq!(
        (
            again.created,
            again.already_here,
            again.deleted_here,
            again.plays,
            again.new_people
        ),
        (Some(0), 3, 0, 0, 0)
    );
    // Checked again once imported (issue 49.7): it says what an import would
    // do now, nothing, not what it did the first time.
    let (_, location) = api.bgstats_form(&form, "check", backup).await;
    let BgStatsSaid::Checked(rechecked) = bgstats_said(&api, &location).await else {
        panic!("{location}")
    };
    assert_eq!(
        (
            rechecked.plays,
            rechecked.already_here,
            rechecked.new_people
        ),
        (0, 3, 0)
    );
    for (lang, said) in [("en", "3 games would come in."), ("zh-TW", "會匯入 3 局。")] {
        let (_, html) = api.page_in(&location, lang).await;
        assert!(!html.contains(said), "{lang}: {said} still in the page");
    }
    // Not a backup, and no file.
    let (_, location) = api
        .bgstats_form(&form, "check", b"{\"format\":\"tableside-plays\"}")
        .await;
    assert_eq!(bgstats_said(&api, &location).await, BgStatsSaid::NotBackup);
    let (_, location) = api.bgstats_form(&form, "check", b"").await;
    assert_eq!(bgstats_said(&api, &location).await, BgStatsSaid::NoFile);
}

/// A backup of Catan plays at three seats: each `(uuid's last digits, names)`.
fn catan_backup(plays: &[(u32, [&str; 3])]) -> Vec<u8> {
    let mut names: Vec<&str> = plays.iter().flat_map(|(_, names)| *names).collect();
    names.sort_unstable();
    names.dedup();
    let id_of = |name: &str| names.iter().position(|n| *n == name).unwrap() + 1;
    let plays: Vec<Value> = plays
        .iter()
        .map(|(n, seated)| {
            json!({
                "uuid": format!("7AA5AF69-0000-4000-8000-{n:012}"),
                "gameRefId": 10,
                "playDate": format!("2024-08-{:02} 19:59:09", 1 + n % 28),
                "comments": "as in BG Stats",
                "playerScores": seated.iter().enumerate().map(|(seat, name)| json!({
                    "playerRefId": id_of(name),
                    "score": (10 - seat).to_string(),
                    "winner": seat == 0,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let players: Vec<Value> = names
        .iter()
        .enumerate()
        .map(|(at, name)| json!({"id": at + 1, "name": name}))
        .collect();
    json!({
        "players": players,
        "games": [{"id": 10, "name": "CATAN", "bggId": 13}],
        "plays": plays,
    })
    .to_string()
    .into_bytes()
}

/// Re-importing a backup adds what is new and undoes nothing the group did
/// since (issue 46.4): a play edited here keeps the edit, a play deleted here
/// stays deleted, a person merged here stays merged (the merged name is read
/// as the person it became), and each is counted as such, in the check as in
/// the import.
#[tokio::test]
async fn a_backup_imported_again_keeps_the_edits_deletions_and_merges_made_since() {
    use app::{BgStatsSaid, LeftOut};
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let form = format!("/g/{token}/import/bgstats");
    let first = catan_backup(&[(1, ["Ann", "Bo", "Cy"]), (2, ["Annie", "Bo", "Cy"])]);
    let (_, location) = api.bgstats_form(&form, "import", &first).await;
    let BgStatsSaid::Imported(report) = bgstats_said(&api, &location).await else {
        panic!("{location}")
    };
    assert_eq!((report.created, report.people), (Some(2), 4));
    // One play's place and note edited here, the other deleted; Annie merged
    // into Ann, as the report suggests.
    let play = |n: u32| format!("/api/v1/groups/{token}/plays/7aa5af69-0000-4000-8000-{n:012}");
    let (_, mut edited) = api.json(Method::GET, &play(1), None).await;
    edited["place"] = json!("Bo's garden");
    edited["note"] = json!("Bo found the missing road");
    let body = json!({
        "game": edited["game"], "played_at": edited["played_at"], "score": edited["score"],
        "setup": edited["setup"], "place": edited["place"], "note": edited["note"],
    });
    assert_eq!(
        api.json(Method::PUT, &play(1), Some(body)).await.0,
        StatusCode::OK
    );
    assert_eq!(
        api.json(Method::DELETE, &play(2), None).await.0,
        StatusCode::NO_CONTENT
    );
    let merge = format!("/api/v1/groups/{token}/people/merge");
    let (status, merged) = api
        .json(
            Method::POST,
            &merge,
            Some(json!({"name": "Annie", "into": "Ann"})),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{merged}");

    // A newer backup: the same two plays, one new game of Annie's, the same
    // uuid twice, and a game where Annie and Ann both sit.
    let newer = catan_backup(&[
        (1, ["Ann", "Bo", "Cy"]),
        (2, ["Annie", "Bo", "Cy"]),
        (3, ["Annie", "Cy", "Bo"]),
        (3, ["Annie", "Cy", "Bo"]),
        (4, ["Annie", "Ann", "Bo"]),
    ]);
    for step in ["check", "import"] {
        let (_, location) = api.bgstats_form(&form, step, &newer).await;
        let report = match bgstats_said(&api, &location).await {
            BgStatsSaid::Checked(report) | BgStatsSaid::Imported(report) => report,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            (report.plays, report.already_here, report.deleted_here),
            (1, 1, 1),
            "{step}: one new, one kept as edited here, one deleted here"
        );
        assert_eq!(
            report.left_out,
            [(LeftOut::RepeatedId, 1), (LeftOut::SamePersonTwice, 1)],
            "{step}"
        );
        assert_eq!(
            report.merged,
            [("Annie".to_owned(), "Ann".to_owned())],
            "{step}"
        );
        assert_eq!((report.merged_count, report.new_people), (1, 0), "{step}");
        let created = if step == "import" { Some(1) } else { None };
        assert_eq!(report.created, created, "{step}");
        // The page says so, in both languages.
        for (lang, said) in [
            (
                "en",
                [
                    "Already here: 1 game, left as",
                    "Deleted here: 1 game, which stays deleted.",
                    "Annie → Ann",
                    "whose id came earlier in the same file",
                ],
            ),
            (
                "zh-TW",
                [
                    "原本就在：1 局",
                    "已在這裡刪除：1 局，維持刪除。",
                    "Annie → Ann",
                    "有兩位玩家在這個群組裡是同一人",
                ],
            ),
        ] {
            let (_, html) = api.page_in(&location, lang).await;
            for said in said {
                assert!(html.contains(said), "{step} {lang}: {said} not in the page");
            }
        }
    }
    // The edit stands, the deleted play stays deleted, Annie's new game is Ann's.
    let (_, kept) = api.json(Method::GET, &play(1), None).await;
    assert_eq!(
        (kept["place"].as_str(), kept["note"].as_str()),
        (Some("Bo's garden"), Some("Bo found the missing road"))
    );
    assert_eq!(
        api.json(Method::GET, &play(2), None).await.0,
        StatusCode::NOT_FOUND
    );
    let (_, new) = api.json(Method::GET, &play(3), None).await;
    assert_eq!(new["score"]["recorded"]["players"][0]["name"], "Ann");
    let (_, people) = api
        .json(Method::GET, &format!("/api/v1/groups/{token}/people"), None)
        .await;
    let names: Vec<&str> = people["people"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert!(!names.contains(&"Annie"), "{people}");

    // The page shows only a report the group keeps: not one made up in the
    // address, not another group's (issue 46.8).
    let other = &api.new_group("").await;
    let (_, location) = api
        .bgstats_form(&format!("/g/{other}/import/bgstats"), "check", &first)
        .await;
    let theirs = location
        .split("bgstats=")
        .nth(1)
        .unwrap()
        .trim_end_matches("#bgstats");
    let made_up = r#"{"checked":{"plays":7,"by_game":[],"created":null,"people":0,"new_people":1,"new_names":["Mallory was here"],"left_out":[],"other_plays":0,"other_game_count":0,"other_games":[]}}"#;
    for asked in [
        format!("/g/{token}/manage?bgstats={}", query_value(made_up)),
        format!("/g/{token}/manage?bgstats={theirs}"),
        format!("/g/{token}/manage?bgstats=-1"),
    ] {
        let (status, html) = api.page_in(&asked, "en").await;
        assert_eq!(status, StatusCode::OK, "{asked}");
        assert!(!html.contains("bgstats-report"), "{asked}");
        // (The address itself is in the page's language links, encoded.)
        assert!(!html.contains("Mallory was here"), "{asked}");
    }
}

/// `text` as a query's value.
fn query_value(text: &str) -> String {
    let pair = serde_urlencoded::to_string([("v", text)]).unwrap();
    pair["v=".len()..].to_owned()
}
