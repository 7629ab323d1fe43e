//! The spreadsheet for people (`GET /api/v1/groups/{token}/plays.csv`, issue
//! 62.9): its columns in the page's language, each game by the name the pages
//! give it, times a spreadsheet reads as dates, yes-or-empty marks, typed text
//! that cannot run as a formula; offered first on the people and links page,
//! and the API's `export.csv` left exactly as it was.

mod common;

use axum::http::{header, StatusCode};
use common::plays::catan_play;
use common::test_app::{Answer, TestApp};
use games::{GameId, Language};
use serde_json::json;

const CATAN: &str = "6f1c2d3e-4a5b-4c6d-8e7f-000000000001";
const CITADELS: &str = "6f1c2d3e-4a5b-4c6d-8e7f-000000000002";
const NOT_OVER: &str = "6f1c2d3e-4a5b-4c6d-8e7f-000000000003";

/// A name a careless or hostile person types: a formula, markup, a quote and
/// a right-to-left override.
const HOSTILE: &str = "=HYPERLINK(\"x\")</script>\"\u{202E}";

/// The hostile name as its cell: an apostrophe before the formula, quoted,
/// its quotes doubled.
const HOSTILE_CELL: &str = "\"'=HYPERLINK(\"\"x\"\")</script>\"\"\u{202E}\"";

/// A group with a finished Catan game, a Citadels game with the hostile name
/// (no length, a place with a comma) and a Catan game saved unfinished.
async fn group_with_plays(api: &TestApp) -> String {
    let token = api.new_group("Friday").await;
    let citadels = json!({
        "game": "citadels",
        "played_at": "2026-11-25T09:05:00-05:00",
        "place": "Café, upstairs",
        "score": {"edition": "2016", "players": [
            {"name": "Ann", "districts": [{"name": "Manor"}], "gold": 0},
            {"name": HOSTILE, "districts": [{"name": "Temple"}, {"name": "Palace"}], "gold": 0}
        ]}
    });
    let mut not_over = catan_play();
    not_over["played_at"] = json!("2026-11-26T19:30:00Z");
    // Ann 3 + 4 + Largest Army 2 = 9: nobody at 10.
    not_over["score"]["players"][0]["settlements"] = json!(3);
    for (id, play) in [
        (CATAN, catan_play()),
        (CITADELS, citadels),
        (NOT_OVER, not_over),
    ] {
        let (status, saved) = api.put_play(&token, id, play).await;
        assert_eq!(status, StatusCode::CREATED, "{saved}");
    }
    token
}

/// The file's rows without their CRLF; the file must start with a byte-order
/// mark and end each row, the last too, with CRLF.
fn rows_of(answer: &Answer) -> Vec<String> {
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    assert_eq!(
        answer.header(header::CONTENT_TYPE),
        "text/csv; charset=utf-8"
    );
    assert_eq!(
        answer.header(header::CONTENT_DISPOSITION),
        "attachment; filename=\"tableside-plays.csv\""
    );
    let text = String::from_utf8(answer.body.clone()).expect("UTF-8");
    let text = text
        .strip_prefix('\u{FEFF}')
        .expect("a byte-order mark first");
    let text = text
        .strip_suffix("\r\n")
        .expect("the last row ends in CRLF");
    assert!(!text.replace("\r\n", "").contains('\n'), "{text}");
    text.split("\r\n").map(str::to_owned).collect()
}

/// What each language's file says: its header row, the games' names, its
/// winner and unfinished mark.
struct Expected {
    lang: &'static str,
    heading: &'static str,
    catan: &'static str,
    citadels: &'static str,
    yes: &'static str,
}

const LANGUAGES: [Expected; 2] = [
    Expected {
        lang: "en",
        heading: "Date and time,Game,Minutes,Place,Player,Score,Rank,Winner,Unfinished",
        catan: "Catan",
        citadels: "Citadels",
        yes: "Yes",
    },
    Expected {
        lang: "zh-TW",
        heading: "日期時間,遊戲,分鐘,地點,玩家,分數,名次,勝者,未完成",
        catan: "卡坦島",
        citadels: "富饒之城",
        yes: "是",
    },
];

#[tokio::test]
async fn the_spreadsheet_speaks_the_pages_language_and_a_spreadsheet_reads_its_dates() {
    let api = TestApp::new().await;
    let token = group_with_plays(&api).await;
    for expected in LANGUAGES {
        let Expected {
            lang,
            heading,
            catan,
            citadels,
            yes,
        } = expected;
        // The names are the pages' own, from the rules crate.
        let language = Language::from_tag(lang).unwrap();
        assert_eq!(language.game_name(GameId::Catan), catan);
        assert_eq!(language.game_name(GameId::Citadels), citadels);

        let answer = api
            .get(
                &format!("/api/v1/groups/{token}/plays.csv?lang={lang}"),
                &[],
            )
            .await;
        let rows = rows_of(&answer);
        // One row per player per play: three, two and three players.
        assert_eq!(rows.len(), 1 + 3 + 2 + 3, "{rows:#?}");
        assert_eq!(rows[0], heading);
        // Oldest first; the local time as recorded, to the minute, no offset.
        assert_eq!(
            rows[1..4],
            [
                format!("2026-11-23 20:15,{catan},80,Ann's,Ann,10,1,{yes},"),
                format!("2026-11-23 20:15,{catan},80,Ann's,Bo,6,2,,"),
                format!("2026-11-23 20:15,{catan},80,Ann's,Cy,6,2,,"),
            ],
            "{lang}"
        );
        // The hostile name cannot run as a formula and stays in its cell;
        // the place's comma too. 9:05 in New York is 9:05, not 14:05.
        assert_eq!(
            rows[4..6],
            [
                format!("2026-11-25 09:05,{citadels},,\"Café, upstairs\",Ann,3,2,,"),
                format!(
                    "2026-11-25 09:05,{citadels},,\"Café, upstairs\",{HOSTILE_CELL},6,1,{yes},"
                ),
            ],
            "{lang}"
        );
        // An unfinished game: its leader is no winner, every row marked.
        assert_eq!(
            rows[6..],
            [
                format!("2026-11-26 19:30,{catan},80,Ann's,Ann,9,1,,{yes}"),
                format!("2026-11-26 19:30,{catan},80,Ann's,Bo,6,2,,{yes}"),
                format!("2026-11-26 19:30,{catan},80,Ann's,Cy,6,2,,{yes}"),
            ],
            "{lang}"
        );
        for row in &rows[1..] {
            // `YYYY-MM-DD HH:MM`: no `T`, no seconds, no offset.
            let when = row.split(',').next().unwrap();
            let shape = when.bytes().enumerate().all(|(i, b)| match i {
                4 | 7 => b == b'-',
                10 => b == b' ',
                13 => b == b':',
                _ => b.is_ascii_digit(),
            });
            assert!(shape && when.len() == 16, "{row}");
            assert!(!row.contains(",=") && !row.starts_with('='), "{row}");
            assert!(!row.contains("true") && !row.contains("false"), "{row}");
        }
    }
}

/// Without `lang`, the file is in the language a page would be shown in (the
/// cookie, else the browser's); a language the pages are not written in is
/// refused at `lang`; a group that is not there is a 404.
#[tokio::test]
async fn the_language_comes_from_lang_else_from_the_request() {
    let api = TestApp::new().await;
    let token = group_with_plays(&api).await;
    let path = format!("/api/v1/groups/{token}/plays.csv");
    let chinese = api.get(&path, &[(header::ACCEPT_LANGUAGE, "zh-TW")]).await;
    assert_eq!(rows_of(&chinese)[0], LANGUAGES[1].heading);
    let remembered = api
        .get(
            &path,
            &[
                (header::COOKIE, "lang=zh-TW"),
                (header::ACCEPT_LANGUAGE, "en"),
            ],
        )
        .await;
    assert_eq!(rows_of(&remembered)[0], LANGUAGES[1].heading);
    let asked = api
        .get(
            &format!("{path}?lang=en"),
            &[(header::ACCEPT_LANGUAGE, "zh-TW")],
        )
        .await;
    assert_eq!(rows_of(&asked)[0], LANGUAGES[0].heading);

    let unknown = api.get(&format!("{path}?lang=fr"), &[]).await;
    assert_eq!(unknown.status, StatusCode::UNPROCESSABLE_ENTITY);
    let error: serde_json::Value = serde_json::from_slice(&unknown.body).unwrap();
    assert_eq!(error["field"], "lang", "{error}");
    let missing = api
        .get("/api/v1/groups/no-such-group/plays.csv?lang=en", &[])
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}

/// The API's CSV is the programs' file still: the same header, byte for byte,
/// ids, ISO times, game ids and `true`/`false`.
#[tokio::test]
async fn the_apis_csv_is_unchanged() {
    let api = TestApp::new().await;
    let token = group_with_plays(&api).await;
    let answer = api
        .get(&format!("/api/v1/groups/{token}/export.csv"), &[])
        .await;
    assert_eq!(answer.status, StatusCode::OK);
    let heading =
        b"\xEF\xBB\xBFplay_id,played_at,game,duration_min,place,player,score,rank,winner,unfinished\r\n";
    assert!(answer.body.starts_with(heading), "{}", answer.text());
    let csv = answer.text();
    assert!(
        csv.contains(&format!(
            "\r\n{CATAN},2026-11-23T20:15:00+08:00,catan,80,Ann's,Ann,10,1,true,false\r\n"
        )),
        "{csv}"
    );
    assert!(
        csv.contains(&format!(
            "{CITADELS},2026-11-25T09:05:00-05:00,citadels,,\"Café, upstairs\",{HOSTILE_CELL},6,1,true,false\r\n"
        )),
        "{csv}"
    );
}

/// The people and links page offers the spreadsheet first, in its own
/// language, and the API's CSV beside it, for programs.
#[tokio::test]
async fn the_page_links_the_spreadsheet_in_its_language() {
    let api = TestApp::new().await;
    let (token, read) = api.new_group_links("").await;
    for (lang, sheet, programs) in [
        ("en", "Download spreadsheet (CSV)", "CSV for programs"),
        ("zh-TW", "下載試算表（CSV）", "程式用 CSV"),
    ] {
        for link in [&token, &read] {
            let (status, html) = api.page_in(&format!("/g/{link}/manage"), lang).await;
            assert_eq!(status, StatusCode::OK);
            let href = format!("href=\"/api/v1/groups/{link}/plays.csv?lang={lang}\"");
            let at = html.find(&href).unwrap_or_else(|| panic!("{href}: {html}"));
            let tag = &html[html[..at].rfind('<').unwrap()..];
            let tag = &tag[..tag.find("</a>").unwrap()];
            assert!(tag.contains("data-testid=\"export-sheet\""), "{tag}");
            assert!(tag.contains("download=\"tableside-plays.csv\""), "{tag}");
            assert!(tag.ends_with(sheet), "{tag}");
            // The API's file follows it, labelled for programs.
            let csv = format!("href=\"/api/v1/groups/{link}/export.csv\"");
            let after = html.find(&csv).unwrap_or_else(|| panic!("{csv}: {html}"));
            assert!(after > at);
            let tag = &html[after..];
            let tag = &tag[..tag.find("</a>").unwrap()];
            assert!(tag.contains("data-testid=\"export-csv\""), "{tag}");
            assert!(tag.ends_with(programs), "{tag}");
        }
    }
}
