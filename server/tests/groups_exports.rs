//! A group's plays exported (Tableside's JSON file, CSV, BoardGameGeek's plays
//! XML) and imported back, through the API and the people page's file form:
//! whole, each play once, safe in a spreadsheet, compressed as a phone asks,
//! and never holding a turn another group waits for.

mod common;

use axum::{
    body::Body,
    http::{header, Method, Request, StatusCode},
};
use common::plays::{catan_play, PLAY};
use common::test_app::TestApp;
use http_body_util::BodyExt;
use serde_json::{json, Value};

/// An export whose reader stops part-way holds nothing another group waits for:
/// with more exports stalled mid-file than there are heavy turns, another
/// group's statistics still answer (before, the first stalled export kept the
/// only turn on two cores for as long as its socket lived).
#[tokio::test]
async fn stalled_exports_hold_no_turn_another_group_waits_for() {
    let api = TestApp::new().await;
    let big = api.new_group("").await;
    for n in 0..40 {
        let path = format!("/api/v1/groups/{big}/plays/6f1c2d3e-4a5b-4c6d-8e7f-{n:012x}");
        let (status, _) = api.json(Method::PUT, &path, Some(catan_play())).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let other = api.new_group("").await;
    let path = format!("/api/v1/groups/{other}/plays/{PLAY}");
    api.json(Method::PUT, &path, Some(catan_play())).await;

    let mut stalled = Vec::new();
    for _ in 0..=store::heavy_reads() {
        let request = Request::builder()
            .uri(format!("/api/v1/groups/{big}/export.csv"))
            .body(Body::empty())
            .unwrap();
        let response = api.respond(request).await;
        assert_eq!(response.status(), StatusCode::OK);
        let mut body = response.into_body();
        // The header line and the first batch of plays; then nobody reads on.
        let mut read = Vec::new();
        for _ in 0..2 {
            let frame = tokio::time::timeout(std::time::Duration::from_secs(20), body.frame())
                .await
                .expect("an export starts beside stalled ones")
                .unwrap()
                .unwrap();
            read.extend_from_slice(frame.data_ref().unwrap());
        }
        stalled.push((read, body));
    }
    let stats = format!("/api/v1/groups/{other}/stats");
    let answered = tokio::time::timeout(
        std::time::Duration::from_secs(20),
        api.json(Method::GET, &stats, None),
    )
    .await
    .expect("another group's statistics answer beside stalled exports");
    assert_eq!(answered.0, StatusCode::OK, "{}", answered.1);
    // The stalled exports still read on to the end when their clients do.
    for (mut csv, body) in stalled {
        csv.extend_from_slice(&body.collect().await.unwrap().to_bytes());
        assert_eq!(String::from_utf8_lossy(&csv).lines().count(), 1 + 40 * 3);
    }
}

/// BoardGameGeek's plays XML (issue 35): date, length, location, comments, the
/// game's BGG id (the Citadels edition's), each player's name, start position
/// from the recorded opener, score, win and `new` (a person's first play of
/// that game here, by date, though saved last); typed text escaped.
#[tokio::test]
async fn plays_export_as_boardgamegeek_plays_xml() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let put = |id: &'static str, body: Value| {
        let path = format!("/api/v1/groups/{token}/plays/{id}");
        let api = &api;
        async move {
            let (status, body) = api.json(Method::PUT, &path, Some(body)).await;
            assert_eq!(status, StatusCode::CREATED, "{body}");
        }
    };
    // The later game first: Bo opened it (seat 1 of 3).
    let mut later = catan_play();
    later["played_at"] = json!("2026-11-24T20:00:00+08:00");
    later["place"] = json!("<Ann's> & \"co\"");
    later["note"] = json!("</comments><script>alert(1)</script>\nsecond line");
    later["setup"] = json!({"seed": "NIGHT7", "players": 3, "start_seat": 1});
    put("6f1c2d3e-4a5b-4c6d-8e7f-000000000002", later).await;
    put("6f1c2d3e-4a5b-4c6d-8e7f-000000000001", catan_play()).await;
    let citadels = json!({
        "game": "citadels",
        "played_at": "2026-11-25T20:00:00+08:00",
        "score": {"edition": "2016", "players": [
            {"name": "Ann", "districts": [{"name": "Manor"}], "gold": 0},
            {"name": "Di", "districts": [{"name": "Temple"}, {"name": "Palace"}], "gold": 0}
        ]}
    });
    put("6f1c2d3e-4a5b-4c6d-8e7f-000000000003", citadels).await;
    let (status, xml) = api
        .page(&format!("/api/v1/groups/{token}/export.bgg.xml"))
        .await;
    assert_eq!(status, StatusCode::OK);
    let expected = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<plays>\n\
        <play date=\"2026-11-23\" quantity=\"1\" length=\"80\" incomplete=\"0\" nowinstats=\"0\" location=\"Ann&apos;s\">\n\
        <item name=\"Catan\" objecttype=\"thing\" objectid=\"13\"/>\n<players>\n\
        <player name=\"Ann\" startposition=\"1\" score=\"10\" new=\"1\" win=\"1\"/>\n\
        <player name=\"Bo\" startposition=\"2\" score=\"6\" new=\"1\" win=\"0\"/>\n\
        <player name=\"Cy\" startposition=\"3\" score=\"6\" new=\"1\" win=\"0\"/>\n\
        </players>\n</play>\n\
        <play date=\"2026-11-24\" quantity=\"1\" length=\"80\" incomplete=\"0\" nowinstats=\"0\" \
        location=\"&lt;Ann&apos;s&gt; &amp; &quot;co&quot;\">\n\
        <item name=\"Catan\" objecttype=\"thing\" objectid=\"13\"/>\n\
        <comments>&lt;/comments&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#10;second line</comments>\n<players>\n\
        <player name=\"Ann\" startposition=\"3\" score=\"10\" new=\"0\" win=\"1\"/>\n\
        <player name=\"Bo\" startposition=\"1\" score=\"6\" new=\"0\" win=\"0\"/>\n\
        <player name=\"Cy\" startposition=\"2\" score=\"6\" new=\"0\" win=\"0\"/>\n\
        </players>\n</play>\n\
        <play date=\"2026-11-25\" quantity=\"1\" incomplete=\"0\" nowinstats=\"0\">\n\
        <item name=\"Citadels\" objecttype=\"thing\" objectid=\"205398\"/>\n<players>\n";
    assert!(xml.starts_with(expected), "{xml}");
    // Ann's first Citadels game: new again; Di's first game of all.
    assert!(
        xml.contains("<player name=\"Ann\" startposition=\"1\" score=\"3\" new=\"1\""),
        "{xml}"
    );
    assert!(
        xml.contains("<player name=\"Di\" startposition=\"2\""),
        "{xml}"
    );
    assert!(xml.ends_with("</players>\n</play>\n</plays>\n"), "{xml}");
}

/// A result recorded elsewhere, through the API: kept as recorded, refused
/// with its field when the rules refuse it, and carried by an export into
/// another group unchanged.
#[tokio::test]
async fn a_recorded_result_goes_through_the_api_and_an_export() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let recorded = |second: &str| {
        json!({
            "game": "gentes",
            "played_at": "2024-09-05T18:00:00Z",
            "score": {"recorded": {"players": [
                {"name": "Ann", "score": 95, "winner": true},
                {"name": second, "score": 80}
            ]}}
        })
    };
    let path = format!("/api/v1/groups/{token}/plays/{PLAY}");
    let (status, play) = api.json(Method::PUT, &path, Some(recorded("Di"))).await;
    assert_eq!(status, StatusCode::CREATED, "{play}");
    assert_eq!(play["result"]["winners"], json!(["Ann"]));
    assert_eq!(play["result"]["players"][1]["rank"], 2);
    let (status, error) = api.json(Method::PUT, &path, Some(recorded(" "))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    assert!(
        error["field"]
            .as_str()
            .unwrap()
            .ends_with("players[1].name"),
        "{error}"
    );
    let mut unknown = recorded("Di");
    unknown["score"]["recorded"]["players"][0]["total"] = json!(1);
    let (status, error) = api.json(Method::PUT, &path, Some(unknown)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{error}");
    // Exported and imported into another group: the same play.
    let (_, export) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{token}/export.json"),
            None,
        )
        .await;
    let other = &api.new_group("").await;
    let (status, counts) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{other}/import"),
            Some(export),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{counts}");
    assert_eq!(counts["created"], 1);
    let (_, copy) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{other}/plays/{PLAY}"),
            None,
        )
        .await;
    assert_eq!(copy["score"], play["score"]);
    assert_eq!(copy["result"], play["result"]);
}

/// A page's file form: `file` sent as the form's field `name`.
async fn post_file(api: &TestApp, path: &str, name: &str, file: &[u8]) -> (StatusCode, String) {
    api.multipart(path, &[(name, Some("export.json"), file)])
        .await
}

/// The people page's file form imports an export as the API does, and says
/// what it did, or why it did nothing, on the page in its words.
#[tokio::test]
async fn an_export_file_sent_from_the_page_imports_once_and_says_so() {
    let api = TestApp::new().await;
    let from = &api.new_group("").await;
    for id in [
        "6f1c2d3e-4a5b-4c6d-8e7f-000000000001",
        "6f1c2d3e-4a5b-4c6d-8e7f-000000000002",
    ] {
        let path = format!("/api/v1/groups/{from}/plays/{id}");
        let (status, body) = api.json(Method::PUT, &path, Some(catan_play())).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let (_, export) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{from}/export.json"),
            None,
        )
        .await;
    let file = export.to_string();
    let (to, read) = &api.new_group_links("").await;
    let import = format!("/g/{to}/import");
    let said = |outcome: &str| format!("/g/{to}/manage?import={outcome}#import");
    let (status, location) = post_file(&api, &import, "export", file.as_bytes()).await;
    assert_eq!(
        (status, location),
        (StatusCode::SEE_OTHER, said("ok.2.0.0"))
    );
    let (_, location) = post_file(&api, &import, "export", file.as_bytes()).await;
    assert_eq!(location, said("ok.0.2.0"));
    let (_, html) = api.page(&format!("/g/{to}/manage?import=ok.0.2.0")).await;
    assert!(html.contains("Imported: 0 new, 2 already here, 0 brought up to date."));
    // Refused whole, each said: not an export, no file, a game that breaks a rule.
    let (_, location) = post_file(&api, &import, "export", b"name,score\nAnn,3").await;
    assert_eq!(location, said("not-export"));
    let (_, location) = post_file(&api, &import, "export", b"").await;
    assert_eq!(location, said("no-file"));
    let huge = vec![b' '; 9 * 1024 * 1024];
    let (_, location) = post_file(&api, &import, "export", &huge).await;
    assert_eq!(location, said("too-big"));
    let mut broken = export.clone();
    broken["plays"][1]["score"]["players"][0]["settlements"] = json!(-3);
    let (_, location) = post_file(&api, &import, "export", broken.to_string().as_bytes()).await;
    assert_eq!(location, said("invalid.2"));
    let (_, html) = api.page(&format!("/g/{to}/manage?import=invalid.2")).await;
    assert!(html.contains("game 2 of the file cannot be kept"));
    // The read-only link imports nothing, and is offered only the downloads.
    let (status, _) = post_file(
        &api,
        &format!("/g/{read}/import"),
        "export",
        file.as_bytes(),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (_, html) = api.page(&format!("/g/{read}/manage")).await;
    assert!(html.contains(&format!("/api/v1/groups/{read}/export.csv")));
    assert!(html.contains(&format!("/api/v1/groups/{read}/export.bgg.xml")));
    assert!(!html.contains("import-form"));
}

/// A phone asks for its download compressed: the export's stream is read to
/// its end and past it by the compression, and must end whole, not in a
/// panic that resets the connection (what the page's download links met).
#[tokio::test]
async fn a_compressed_export_ends_whole() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let path = format!("/api/v1/groups/{token}/plays/6f1c2d3e-4a5b-4c6d-8e7f-000000000001");
    api.json(Method::PUT, &path, Some(catan_play())).await;
    for format in ["csv", "json"] {
        let request = Request::builder()
            .uri(format!("/api/v1/groups/{token}/export.{format}"))
            .header(header::ACCEPT_ENCODING, "br, gzip")
            .body(Body::empty())
            .unwrap();
        let response = api.respond(request).await;
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()[header::CONTENT_ENCODING], "br");
        let body = response.into_body().collect().await;
        assert!(
            body.is_ok_and(|body| !body.to_bytes().is_empty()),
            "{format}"
        );
    }
}

#[tokio::test]
async fn an_export_imports_back_into_another_group_once_and_csv_is_safe() {
    let api = TestApp::new().await;
    let from = &api.new_group("").await;
    let mut hostile = catan_play();
    hostile["place"] = json!("=HYPERLINK(\"http://evil\")");
    hostile["score"]["players"][0]["name"] = json!("@Ann, the host");
    let first = "6f1c2d3e-4a5b-4c6d-8e7f-000000000001";
    let second = "6f1c2d3e-4a5b-4c6d-8e7f-000000000002";
    for (id, play) in [(first, hostile), (second, catan_play())] {
        let path = format!("/api/v1/groups/{from}/plays/{id}");
        let (status, body) = api.json(Method::PUT, &path, Some(play)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
    let (status, export) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{from}/export.json"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        (export["format"].as_str(), export["version"].as_i64()),
        (Some("tableside-plays"), Some(1))
    );
    assert_eq!(export["plays"].as_array().unwrap().len(), 2);

    let to = &api.new_group("").await;
    let import = format!("/api/v1/groups/{to}/import");
    let (status, counts) = api.json(Method::POST, &import, Some(export.clone())).await;
    assert_eq!(status, StatusCode::OK, "{counts}");
    assert_eq!(counts, json!({"created": 2, "unchanged": 0, "replaced": 0}));
    // Imported twice: nothing new.
    let (_, counts) = api.json(Method::POST, &import, Some(export.clone())).await;
    assert_eq!(counts, json!({"created": 0, "unchanged": 2, "replaced": 0}));
    // Lossless: the second group exports the same plays.
    let (_, again) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{to}/export.json"),
            None,
        )
        .await;
    assert_eq!(again["plays"], export["plays"]);

    // An impossible play anywhere in the file: nothing is imported, and the field says where.
    let mut broken = export.clone();
    broken["plays"][1]["id"] = json!("6f1c2d3e-4a5b-4c6d-8e7f-000000000003");
    broken["plays"][1]["score"]["players"][0]["cities"] = json!(9);
    let empty = &api.new_group("").await;
    let (status, error) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{empty}/import"),
            Some(broken),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{error}");
    assert!(
        error["field"]
            .as_str()
            .unwrap()
            .starts_with("plays[1].score"),
        "{error}"
    );
    let (_, list) = api
        .json(Method::GET, &format!("/api/v1/groups/{empty}/plays"), None)
        .await;
    assert_eq!(list["plays"].as_array().unwrap().len(), 0);
    let (status, _) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{empty}/import"),
            Some(json!({"format": "other", "version": 1, "plays": []})),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);

    // CSV: one row per player per play; typed text cannot run as a formula.
    let request = Request::builder()
        .uri(format!("/api/v1/groups/{from}/export.csv"))
        .body(Body::empty())
        .unwrap();
    let response = api.respond(request).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert!(response.headers()[header::CONTENT_TYPE]
        .to_str()
        .unwrap()
        .starts_with("text/csv"));
    let csv = String::from_utf8(
        response
            .into_body()
            .collect()
            .await
            .unwrap()
            .to_bytes()
            .to_vec(),
    )
    .unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 1 + 2 * 3, "{csv}");
    // A spreadsheet reads it as UTF-8 by its byte-order mark.
    assert_eq!(
        lines[0],
        "\u{FEFF}play_id,played_at,game,duration_min,place,player,score,rank,winner,unfinished"
    );
    // The second play's rows: Ann won at 10, Bo and Cy share 2nd; the game over.
    assert_eq!(
        lines[4..],
        [
            format!("{second},2026-11-23T20:15:00+08:00,catan,80,Ann's,Ann,10,1,true,false"),
            format!("{second},2026-11-23T20:15:00+08:00,catan,80,Ann's,Bo,6,2,false,false"),
            format!("{second},2026-11-23T20:15:00+08:00,catan,80,Ann's,Cy,6,2,false,false"),
        ],
        "{csv}"
    );
    assert!(
        csv.contains(",\"'=HYPERLINK(\"\"http://evil\"\")\",\"'@Ann, the host\","),
        "{csv}"
    );
    assert!(!csv.contains(",=") && !csv.contains(",@"), "{csv}");
}

/// A play saved before the game was over (nobody at 10): its rows say so in
/// the CSV's last column, and its leader is no winner there.
#[tokio::test]
async fn an_unfinished_play_exports_its_leader_as_no_winner() {
    let api = TestApp::new().await;
    let token = &api.new_group("").await;
    let mut not_over = catan_play();
    // Ann 3 + 4 + Largest Army 2 = 9.
    not_over["score"]["players"][0]["settlements"] = json!(3);
    let path = format!("/api/v1/groups/{token}/plays/{PLAY}");
    let (status, saved) = api.json(Method::PUT, &path, Some(not_over)).await;
    assert_eq!(status, StatusCode::CREATED, "{saved}");
    assert_eq!(saved["unfinished"], true);
    let (status, csv) = api
        .page(&format!("/api/v1/groups/{token}/export.csv"))
        .await;
    assert_eq!(status, StatusCode::OK);
    let rows: Vec<&str> = csv.lines().skip(1).collect();
    assert_eq!(
        rows,
        [
            format!("{PLAY},2026-11-23T20:15:00+08:00,catan,80,Ann's,Ann,9,1,false,true"),
            format!("{PLAY},2026-11-23T20:15:00+08:00,catan,80,Ann's,Bo,6,2,false,true"),
            format!("{PLAY},2026-11-23T20:15:00+08:00,catan,80,Ann's,Cy,6,2,false,true"),
        ],
        "{csv}"
    );
}

/// An export is read in batches (100 plays): one of several batches arrives
/// whole, valid, each play once, oldest first, and imports back losslessly.
#[tokio::test]
async fn an_export_of_several_batches_is_whole_and_imports_back() {
    let api = TestApp::new().await;
    let from = &api.new_group("").await;
    let plays: Vec<Value> = (0..250)
        .map(|n| {
            let mut play = catan_play();
            play["id"] = json!(format!("6f1c2d3e-4a5b-4c6d-8e7f-{n:012}"));
            // Two plays at each moment, in no order of id.
            play["played_at"] = json!(format!("2026-{:02}-10T20:00:00Z", 1 + (n * 7 % 125) / 12));
            play
        })
        .collect();
    let file = json!({"format": "tableside-plays", "version": 1, "plays": plays});
    let import = format!("/api/v1/groups/{from}/import");
    let (status, counts) = api.json(Method::POST, &import, Some(file)).await;
    assert_eq!(
        (status, counts["created"].as_i64()),
        (StatusCode::OK, Some(250))
    );

    let (status, export) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{from}/export.json"),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let exported = export["plays"].as_array().unwrap();
    let mut ids: Vec<&str> = exported.iter().map(|p| p["id"].as_str().unwrap()).collect();
    let times: Vec<&str> = exported
        .iter()
        .map(|p| p["played_at"].as_str().unwrap())
        .collect();
    assert!(times.windows(2).all(|w| w[0] <= w[1]), "oldest first");
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 250, "each play once");

    let to = &api.new_group("").await;
    let (_, counts) = api
        .json(
            Method::POST,
            &format!("/api/v1/groups/{to}/import"),
            Some(export.clone()),
        )
        .await;
    assert_eq!(counts["created"], 250);
    let (_, again) = api
        .json(
            Method::GET,
            &format!("/api/v1/groups/{to}/export.json"),
            None,
        )
        .await;
    assert_eq!(again["plays"], export["plays"]);

    let request = Request::builder()
        .uri(format!("/api/v1/groups/{from}/export.csv"))
        .body(Body::empty())
        .unwrap();
    let response = api.respond(request).await;
    let csv = response.into_body().collect().await.unwrap().to_bytes();
    let csv = String::from_utf8(csv.to_vec()).unwrap();
    assert_eq!(
        csv.lines().count(),
        1 + 250 * 3,
        "a heading and a row per player"
    );
}
