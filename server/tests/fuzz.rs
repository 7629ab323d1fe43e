//! Thousands of malformed, oversized and random requests at every API route and
//! page: none may answer 5xx or panic. Deterministic (seeded), so a failure
//! reproduces.

mod common;

use axum::{
    body::Body,
    http::{Method, Request},
};
use common::test_app::TestApp;
use games::{Draws, SetupRng};
use rand::SeedableRng;

const IDS: [&str; 9] = [
    "card-city",
    "city-council",
    "citadels",
    "catan",
    "gentes",
    "chess",
    "",
    "CATAN",
    "%00",
];
const KEYS: [&str; 16] = [
    "players",
    "seed",
    "edition",
    "preset",
    "nine",
    "round",
    "reveal",
    "mode",
    "keep",
    "no_adjacent_6_8",
    "no_equal_neighbours",
    "max_intersection_pips",
    "max_terrain_cluster",
    "max_resource_pip_deviation",
    "lock_first_tax",
    "lang",
];
// Intersection caps of 7–9 are left out: they are legal but make the search work
// for its whole budget, which is slow in a debug build (covered in `games`).
const VALUES: [&str; 22] = [
    "",
    "0",
    "1",
    "-1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "8",
    "255",
    "99999999999999999999",
    "abc",
    "%FF",
    "%F0%9F%98%80",
    "2016",
    "classic",
    "balanced",
    "beginner",
    "spiral",
    "0,0,forest,6;1,0,hills,8",
    "first-game",
];

const VALID_BODIES: [&str; 5] = [
    r#"{"players":[{"name":"Ann","coins":36,"residential_districts":[3,3,1,1],"cards_in_city":23},{"name":"Bo","coins":3,"grid":["RRRPR","PPPPP","RRRPI","PP.PI","RPH.I"]}]}"#,
    r#"{"players":[{"name":"Ann","points":11,"favour_cards_in_hand":3,"secret_funds":9},{"name":"Bo","points":2,"favour_cards_in_hand":1,"secret_funds":0}]}"#,
    r#"{"edition":"2016","players":[{"name":"Ann","districts":[{"name":"Manor"},{"name":"Museum","cards_under":2}],"gold":3},{"name":"Bo"}]}"#,
    r#"{"ended_by":0,"players":[{"name":"Ann","settlements":2,"cities":4},{"name":"Bo","settlements":4},{"name":"Cy"}]}"#,
    r#"{"players":[{"name":"Ann","track":80,"playable_hand":[5,4],"coins":29},{"name":"Bo","track":84}]}"#,
];

fn pick<'a>(rng: &mut SetupRng, items: &[&'a str]) -> &'a str {
    items[rng.below(items.len())]
}

fn random_query(rng: &mut SetupRng) -> String {
    (0..rng.below(6))
        .map(|_| format!("{}={}", pick(rng, &KEYS), pick(rng, &VALUES)))
        .collect::<Vec<_>>()
        .join("&")
}

/// A valid body with one byte changed, a piece cut out, or a number swapped for an odd one.
fn mutated_body(rng: &mut SetupRng) -> Vec<u8> {
    let mut body = pick(rng, &VALID_BODIES).as_bytes().to_vec();
    match rng.below(4) {
        0 => {
            let at = rng.below(body.len());
            body[at] = rng.below(256) as u8;
        }
        1 => {
            let at = rng.below(body.len());
            body.truncate(at);
        }
        2 => {
            let text = String::from_utf8_lossy(&body).replacen(
                "3",
                pick(
                    rng,
                    &["-3", "1e999", "99999999999999999999", "null", "\"3\"", "[]"],
                ),
                1,
            );
            body = text.into_bytes();
        }
        _ => body.extend_from_slice(b",}"),
    }
    body
}

fn random_body(rng: &mut SetupRng) -> Vec<u8> {
    match rng.below(5) {
        0 => (0..rng.below(3000)).map(|_| rng.below(256) as u8).collect(),
        1 => format!("{}{}", "[".repeat(5000), "]".repeat(5000)).into_bytes(),
        2 => format!(
            r#"{{"players":[{}]}}"#,
            vec![r#"{"name":"x"}"#; 50].join(",")
        )
        .into_bytes(),
        _ => mutated_body(rng),
    }
}

/// The status of one request, its body read to the end (which must not fail).
async fn status_of(app: &TestApp, method: Method, uri: &str, body: Vec<u8>) -> u16 {
    // As phones ask: compressed pages take their own path (whole_pages.rs).
    let Ok(request) = Request::builder()
        .method(method)
        .uri(uri)
        .header("accept-encoding", "br, gzip")
        .body(Body::from(body))
    else {
        return 400; // not even a valid URI: axum never sees it
    };
    app.send(request).await.status.as_u16()
}

#[tokio::test]
async fn random_requests_never_get_a_server_error() {
    let app = TestApp::new().await;
    let mut rng = SetupRng::seed_from_u64(20261122);
    let mut statuses = std::collections::BTreeMap::new();
    for i in 0..2_000 {
        let id = pick(&mut rng, &IDS);
        let (method, uri, body) = match rng.below(5) {
            0 => (
                Method::GET,
                format!("/api/v1/games/{id}/setup?{}", random_query(&mut rng)),
                Vec::new(),
            ),
            1 | 2 => (
                Method::POST,
                format!("/api/v1/games/{id}/score"),
                random_body(&mut rng),
            ),
            3 => (
                Method::GET,
                format!(
                    "/{id}/{}?{}",
                    pick(&mut rng, &["setup", "score", "x"]),
                    random_query(&mut rng)
                ),
                Vec::new(),
            ),
            _ => (
                Method::GET,
                format!(
                    "/api/v1/{}?{}",
                    pick(&mut rng, &["games", "", "games/x/y/z"]),
                    random_query(&mut rng)
                ),
                Vec::new(),
            ),
        };
        let status = status_of(&app, method.clone(), &uri, body).await;
        assert!(
            status < 500,
            "request {i}: {method} {uri} answered {status}"
        );
        *statuses.entry(status).or_insert(0) += 1;
    }
    // The mix reached the rules as well as the parsers.
    for expected in [200, 400, 404, 422] {
        assert!(
            statuses.contains_key(&expected),
            "no {expected} in {statuses:?}"
        );
    }
}
