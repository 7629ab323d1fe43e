//! The pads of each game scored as their players typed them: what each game's
//! reading of the pad (`games`, its `pad` module) hands the rules.

use super::test_pads::{first, pad, set};
use super::{half_width, Problem, Slot};
use crate::card_city::pad::GRID_KEY as CITY_GRID;
use crate::GameId;

#[test]
fn card_city_worked_example_scores_19() {
    let mut p = pad(GameId::CardCity, &["Ann"]);
    set(&mut p, 0, "residential_districts", "3 3 1 1");
    set(&mut p, 0, "cards_in_city", "23");
    set(&mut p, 0, "coins", "36");
    assert_eq!(
        p.score(&|n| format!("Player {n}")).unwrap().players[0].total,
        19
    );
}

#[test]
fn card_city_a_grid_with_cards_replaces_the_quick_entry() {
    let mut p = pad(GameId::CardCity, &["Ann"]);
    // Typed before the grid: set aside once the grid has a card.
    set(&mut p, 0, "residential_districts", "9");
    set(&mut p, 0, "cards_in_city", "x");
    set(&mut p, 0, "coins", "10");
    // R R H on the top row: one Residential district of 2 (T(2) = 3),
    // 22 empty cells, 10 coins → 2 points: 3 − 22 + 2 = −17.
    set(&mut p, 0, CITY_GRID, "RRH");
    let sheet = p.score(&|n| format!("Player {n}")).unwrap();
    assert_eq!(sheet.players[0].total, -17);

    // Industrial beside Residential: refused, at the grid.
    set(&mut p, 0, CITY_GRID, "RIH");
    match first(&p) {
        Some(Problem::Rules(error)) => {
            assert_eq!(
                p.locate(error.field()),
                Some((p.seats[0].id, CITY_GRID.into()))
            );
        }
        other => panic!("expected a rules problem, got {other:?}"),
    }

    // An emptied grid hands back to the quick entry (and its bad value).
    set(&mut p, 0, CITY_GRID, ".........");
    let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
    assert!(
        problems.iter().any(
            |problem| matches!(problem, Problem::NotANumber { key, .. } if key == "cards_in_city")
        ),
        "{problems:?}"
    );
}

#[test]
fn catan_holders_are_chosen_once_for_the_table() {
    let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
    for seat in 0..3 {
        set(&mut p, seat, "settlements", "2");
    }
    p.table
        .insert("longest_road".into(), p.seats[1].id.to_string());
    let sheet = p.score(&|n| format!("Player {n}")).unwrap();
    assert_eq!(sheet.players[1].total, 4);
    assert_eq!(sheet.winners, ["Bo"]);
    // Removing the holder takes the road with them.
    let bo = p.seats[1].id;
    p.remove(bo);
    assert!(p.table.is_empty());
}

#[test]
fn catan_blank_settlements_count_0_and_are_still_to_enter_where_buildings_are_too_few() {
    let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
    // A fresh pad: 0 buildings each, so every seat's settlements are asked
    // for (still to enter, not an error: nobody typed there).
    let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems
        .iter()
        .all(|problem| matches!(problem, Problem::Missing { key, .. } if key == "settlements")));
    // Two cities and a blank: 0 settlements, 4 points.
    set(&mut p, 0, "cities", "2");
    set(&mut p, 1, "settlements", "2");
    set(&mut p, 2, "settlements", "2");
    let sheet = p.score(&|n| format!("Player {n}")).unwrap();
    assert_eq!(sheet.players[0].total, 4);
    // Typed below it: the rules refuse it at that field.
    set(&mut p, 2, "settlements", "1");
    match first(&p) {
        Some(Problem::Rules(error)) => assert_eq!(
            p.locate(error.field()),
            Some((p.seats[2].id, "settlements".into()))
        ),
        other => panic!("expected a rules problem, got {other:?}"),
    }
}

#[test]
fn catan_house_rule_reaches_the_rules() {
    let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
    set(&mut p, 0, "settlements", "2");
    set(&mut p, 0, "cities", "4");
    set(&mut p, 0, "vp_cards", "2"); // 2 + 8 + 2 = 12
    set(&mut p, 1, "settlements", "2");
    set(&mut p, 1, "cities", "4"); // 10, and ended the game
    set(&mut p, 2, "settlements", "2");
    p.table.insert("ended_by".into(), p.seats[1].id.to_string());
    assert_eq!(p.score(&|n| format!("Player {n}")).unwrap().winners, ["Bo"]);
    p.type_in(Slot::Table, "highest_score_wins", "true".into());
    assert_eq!(
        p.score(&|n| format!("Player {n}")).unwrap().winners,
        ["Ann"]
    );
}

#[test]
fn gentes_tiles_and_city_council_flags_reach_the_rules() {
    let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
    set(&mut p, 0, "eight_point_tiles", "population");
    set(&mut p, 1, "eight_point_tiles", "population");
    assert!(matches!(first(&p), Some(Problem::Rules(_))));

    let mut p = pad(GameId::CityCouncil, &["Ann", "Bo"]);
    set(&mut p, 0, "points", "9");
    set(&mut p, 1, "points", "7");
    assert_eq!(
        p.score(&|n| format!("Player {n}")).unwrap().winners,
        ["Ann"]
    );
    p.table.insert("city_lost".into(), "true".into());
    assert!(p
        .score(&|n| format!("Player {n}"))
        .unwrap()
        .winners
        .is_empty());
}

#[test]
fn full_width_digits_from_a_chinese_keyboard_are_numbers() {
    let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
    set(&mut p, 0, "track", "３２");
    set(&mut p, 0, "playable_hand", "５，３ ３");
    set(&mut p, 1, "track", "－１");
    let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
    // −1 is read as a number, and refused by the rules as one.
    assert!(
        matches!(problems.as_slice(), [Problem::Rules(_)]),
        "{problems:?}"
    );
    set(&mut p, 1, "track", "１２");
    let sheet = p.score(&|n| format!("Player {n}")).unwrap();
    assert_eq!(sheet.players[0].breakdown[0].points, 32);
    assert_eq!(half_width("３２　ａ−１"), "32 a-1");
}

/// Issue 62.10: the Secret Vault's box is asked for only while the
/// districts in play are unknown or hold it; the edition still decides first.
#[test]
fn citadels_secret_vault_is_asked_for_only_when_it_is_in_play() {
    use crate::citadels::pad::EDITION_KEY;
    use crate::scorepad::IN_PLAY;
    let mut p = pad(GameId::Citadels, &["Ann", "Bo"]);
    let vault = p.field("secret_vault").expect("the pad has the box");
    let seat = p.seats[0].id;
    // Classic has no Secret Vault.
    assert!(p.steps_aside(seat, &vault));
    p.table.insert(EDITION_KEY.into(), "2016".into());
    assert!(
        !p.steps_aside(seat, &vault),
        "in play, for all the pad knows"
    );
    p.table
        .insert(IN_PLAY.into(), "Museum,Dragon Gate,King".into());
    assert!(p.steps_aside(seat, &vault), "a setup left it out");
    p.table
        .insert(IN_PLAY.into(), "Museum,Secret Vault,King".into());
    assert!(!p.steps_aside(seat, &vault));
}
