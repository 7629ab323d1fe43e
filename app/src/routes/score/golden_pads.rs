//! Each game's scorepad results, pinned in both languages: for every pad kept in
//! `golden/pads.json` (as a phone keeps it), the results the pad shows, in
//! English and in Traditional Chinese, must be exactly the HTML recorded beside
//! it. Pads that rank, tie and end in every way, and pads with something typed
//! wrong, missing or refused by the rules, so a restructuring of how the pad is
//! read and scored that changes one sentence or one red field fails here.
//!
//! An intended change is recorded again with `BLESS_GOLDEN=1` and the diff of
//! `golden/pads.json` reviewed like code. The pads themselves were made once by
//! `make_golden_pads` (run it with `--ignored` to add fixtures).

use super::pad::ScoreState;
use super::results::results_html;
use crate::i18n::Texts;
use games::scorepad::pad_of_table;
use games::GameId;
use games::Language;
use serde_json::{json, Value};

/// The golden file, found where cargo runs the test from (read at run time:
/// a test binary built in another clone of the repository names that clone).
fn golden() -> std::path::PathBuf {
    let dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo test sets CARGO_MANIFEST_DIR");
    std::path::Path::new(&dir).join("golden/pads.json")
}

fn results_in(language: Language, pad: &ScoreState) -> String {
    let island = language.island();
    let default_name = |n: usize| (island.seat)(n as u8);
    let result = pad.score(&default_name);
    results_html(&island.score, pad, &result, &default_name).to_string()
}

#[test]
fn every_kept_pad_shows_its_recorded_results_in_both_languages() {
    let text = std::fs::read_to_string(golden()).unwrap();
    let mut cases: Vec<Value> = serde_json::from_str(&text).unwrap();
    let bless = std::env::var_os("BLESS_GOLDEN").is_some();
    let mut differences = Vec::new();
    for case in &mut cases {
        let name = case["name"].as_str().unwrap().to_owned();
        let pad = ScoreState::decode(case["pad"].as_str().unwrap())
            .unwrap_or_else(|| panic!("{name}: the kept pad no longer reads"));
        for language in Language::ALL {
            let shown = results_in(language, &pad);
            if bless {
                case[language.tag()] = json!(shown);
            } else if case[language.tag()] != json!(shown) {
                differences.push(format!(
                    "{name} ({}):\n  recorded {}\n  now      {shown}",
                    language.tag(),
                    case[language.tag()]
                ));
            }
        }
    }
    if bless {
        write(&cases);
    }
    assert!(
        differences.is_empty(),
        "{} results changed:\n{}",
        differences.len(),
        differences.join("\n")
    );
}

fn write(cases: &[Value]) {
    let mut text = serde_json::to_string_pretty(cases).unwrap();
    text.push('\n');
    std::fs::write(golden(), text).unwrap();
}

/// A pad of a table's input, then fields typed over it (`seat` None: the table's).
fn typed(game: GameId, input: Value, over: &[(Option<usize>, &str, &str)]) -> ScoreState {
    let mut pad = pad_of_table(game, &input);
    for &(seat, key, text) in over {
        match seat {
            Some(index) => {
                let id = pad.seats[index].id;
                pad.set_value(id, key, text.to_owned());
            }
            None => {
                pad.table.insert(key.to_owned(), text.to_owned());
            }
        }
    }
    pad
}

#[test]
#[ignore = "made golden/pads.json's pads once; run to add fixtures"]
fn make_golden_pads() {
    use GameId::*;
    let fixtures: Vec<(&str, ScoreState)> = vec![
        (
            "card-city: blank",
            ScoreState::new(CardCity, &["Ann".into(), "Bo".into()]),
        ),
        (
            "card-city: tie broken by coins",
            typed(
                CardCity,
                json!({"players": [
            {"name": "Ann", "coins": 36, "residential_districts": [3, 3, 1, 1], "cards_in_city": 23},
            {"name": "Bo", "coins": 39, "residential_districts": [3, 3, 1, 1], "cards_in_city": 23}]}),
                &[],
            ),
        ),
        (
            "card-city: a grid and a quick entry",
            typed(
                CardCity,
                json!({"players": [
            {"name": "Ann", "coins": 3, "grid": ["RRH..", "R....", ".....", ".....", "....."]},
            {"name": "Bo", "coins": 1, "residential_districts": [3, 2], "cards_in_city": 12}]}),
                &[],
            ),
        ),
        (
            "card-city: typed wrong and missing",
            typed(
                CardCity,
                json!({"players": [
            {"name": "Ann", "coins": 3, "residential_districts": [3, 2]},
            {"name": "Bo", "coins": 1, "residential_districts": [24], "cards_in_city": 25},
            {"name": "Cy"}]}),
                &[
                    (Some(0), "coins", "three"),
                    (Some(2), "residential_districts", "3 x"),
                ],
            ),
        ),
        (
            "card-city: a grid over its limit",
            typed(
                CardCity,
                json!({"players": [
            {"name": "Ann", "coins": 0, "grid": ["HP...", ".....", "...PP", ".....", "....."]},
            {"name": "Bo", "coins": 0, "residential_districts": [2], "cards_in_city": 4}]}),
                &[],
            ),
        ),
        (
            "city-council: tie on points",
            typed(
                CityCouncil,
                json!({"players": [
            {"name": "Ann", "points": 11, "favour_cards_in_hand": 3, "secret_funds": 9},
            {"name": "Bo", "points": 11, "favour_cards_in_hand": 1, "secret_funds": 0}]}),
                &[],
            ),
        ),
        (
            "city-council: the city is lost",
            typed(
                CityCouncil,
                json!({"city_lost": true, "players": [
            {"name": "Ann", "points": 11, "favour_cards_in_hand": 3, "secret_funds": 9},
            {"name": "Bo", "points": 11, "favour_cards_in_hand": 1, "secret_funds": 0}]}),
                &[],
            ),
        ),
        (
            "city-council: deck out, shared win",
            typed(
                CityCouncil,
                json!({"deck_exhausted": true, "players": [
            {"name": "Ann", "points": 14, "favour_cards_in_hand": 0, "secret_funds": 2},
            {"name": "Bo", "points": 14, "favour_cards_in_hand": 0, "secret_funds": 2},
            {"name": "", "points": -3, "favour_cards_in_hand": 0, "secret_funds": 0}]}),
                &[],
            ),
        ),
        (
            "city-council: typed wrong, a name twice",
            typed(
                CityCouncil,
                json!({"players": [
            {"name": "Ann", "points": 4, "favour_cards_in_hand": 0, "secret_funds": 0},
            {"name": "Ann", "points": 5, "favour_cards_in_hand": 0, "secret_funds": 0}]}),
                &[(Some(0), "secret_funds", "-1"), (Some(1), "points", "5.5")],
            ),
        ),
        (
            "gentes: hands, tiles and penalties",
            typed(
                Gentes,
                json!({"players": [
            {"name": "Ann", "track": 40, "playable_hand": [5, 3], "unplayable_hand": [2],
             "cubes": 4, "coins": 12, "hourglass_penalty": 3, "cards_played": 9,
             "eight_point_tiles": ["eighth_card", "sixth_city"]},
            {"name": "Bo", "track": 44, "cubes": 0, "coins": 0, "hourglass_penalty": 0, "cards_played": 8}]}),
                &[],
            ),
        ),
        (
            "gentes: tie on track",
            typed(
                Gentes,
                json!({"players": [
            {"name": "Ann", "track": 80, "cubes": 7, "coins": 29, "hourglass_penalty": 4, "cards_played": 10},
            {"name": "Bo", "track": 84, "cards_played": 12}]}),
                &[],
            ),
        ),
        (
            "gentes: a tile not earned, typed wrong",
            typed(
                Gentes,
                json!({"players": [
            {"name": "Ann", "track": 50, "cards_played": 7, "eight_point_tiles": ["eighth_card"]},
            {"name": "Bo", "track": 40}]}),
                &[(Some(1), "playable_hand", "5 five")],
            ),
        ),
        (
            "citadels classic: first complete city",
            typed(
                Citadels,
                json!({"edition": "classic", "players": [
            {"name": "Ann", "first_complete": true, "districts": [
                {"name": "Manor"}, {"name": "Castle"}, {"name": "Temple"}, {"name": "Church"},
                {"name": "Tavern"}, {"name": "Market"}, {"name": "Watchtower"}, {"name": "Keep"}]},
            {"name": "Bo", "districts": [{"name": "Palace"}], "gold": 4}]}),
                &[],
            ),
        ),
        (
            "citadels 2016: effects, vault and rank tie-break",
            typed(
                Citadels,
                json!({"edition": "2016", "complete_at": 7, "players": [
            {"name": "Ann", "districts": [{"name": "Manor", "beautified": true},
              {"name": "Museum", "cards_under": 2}], "gold": 3, "cards_in_hand": 1,
             "secret_vault": true, "crown": true, "highest_rank_last_round": 4},
            {"name": "Bo", "districts": [{"name": "Palace"}, {"name": "Dragon Gate"},
              {"name": "Haunted Quarter", "counts_as": "noble"}], "gold": 2, "highest_rank_last_round": 6}]}),
                &[],
            ),
        ),
        (
            "citadels 2016: two secret vaults",
            typed(
                Citadels,
                json!({"edition": "2016", "players": [
            {"name": "Ann", "secret_vault": true}, {"name": "Bo", "secret_vault": true}]}),
                &[],
            ),
        ),
        (
            "citadels classic: haunted city built last",
            typed(
                Citadels,
                json!({"edition": "classic", "players": [
            {"name": "Ann", "districts": [{"name": "Haunted City", "built_last_round": true, "counts_as": "noble"}]},
            {"name": "Bo", "gold": 2}]}),
                &[],
            ),
        ),
        (
            "catan: ended by a player on 11",
            typed(
                Catan,
                json!({"ended_by": 0, "players": [
            {"name": "Ann", "settlements": 2, "cities": 3, "longest_road": true, "vp_cards": 1},
            {"name": "Bo", "settlements": 4, "cities": 1},
            {"name": "Cy", "settlements": 2}]}),
                &[],
            ),
        ),
        (
            "catan: highest score wins, road and army",
            typed(
                Catan,
                json!({"ended_by": 0, "highest_score_wins": true, "players": [
            {"name": "Ann", "settlements": 3, "cities": 2, "vp_cards": 1, "longest_road": true, "road_length": 7},
            {"name": "Bo", "settlements": 4, "cities": 0, "vp_cards": 0, "largest_army": true, "knights": 3},
            {"name": "Cy", "settlements": 2, "cities": 0, "vp_cards": 0}]}),
                &[],
            ),
        ),
        (
            "catan: nobody ended it, 9 against 9",
            typed(
                Catan,
                json!({"players": [
            {"name": "Ann", "settlements": 3, "cities": 3},
            {"name": "Bo", "settlements": 3, "cities": 3},
            {"name": "Cy", "settlements": 2}]}),
                &[],
            ),
        ),
        (
            "catan: impossible counts",
            typed(
                Catan,
                json!({"players": [
            {"name": "Ann", "settlements": 1, "knights": 8},
            {"name": "Bo", "settlements": 2, "knights": 7, "road_length": 7},
            {"name": "Cy", "settlements": 2}]}),
                &[(Some(2), "cities", "two")],
            ),
        ),
    ];
    let mut cases: Vec<Value> = std::fs::read_to_string(golden())
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default();
    for (name, pad) in fixtures {
        if cases.iter().all(|case| case["name"] != name) {
            cases.push(json!({"name": name, "pad": pad.encode()}));
        }
    }
    write(&cases);
}
