//! A scorer names every problem of an input at once, one per field, in the
//! order it checks them; the score API answers the first. The table's totals
//! and marks are judged over the figures that are right.

use games::{GameId, InputError, ScoreInput};
use serde_json::{json, Value};

fn problems(game: GameId, input: Value) -> Vec<InputError> {
    let input = ScoreInput::read(game, &input).unwrap();
    let every = input.score_or_every_problem().unwrap_err();
    // The score API's answer is the first of them.
    assert_eq!(&input.score().unwrap_err(), every.first());
    every.into_vec()
}

fn paths(problems: &[InputError]) -> Vec<String> {
    problems.iter().map(|p| p.field().to_string()).collect()
}

#[test]
fn catan_each_players_figures_and_the_knights_beyond_the_deck_at_once() {
    let found = problems(
        GameId::Catan,
        json!({"players": [
            {"name": "Ann", "settlements": 1, "knights": 8, "vp_cards": 9},
            {"name": "Bo", "settlements": 2, "knights": 7},
            {"name": "Cy", "settlements": 12}]}),
    );
    assert_eq!(
        paths(&found),
        [
            "players[0].settlements",
            "players[0].vp_cards",
            "players[2].settlements",
            "players[1].knights"
        ]
    );
}

#[test]
fn catan_a_refused_figure_counts_as_not_given_in_the_tables_totals() {
    // Ann's 20 knights are beyond the deck on their own: said once, at her
    // field, and not again as the table's total.
    let found = problems(
        GameId::Catan,
        json!({"players": [
            {"name": "Ann", "settlements": 2, "knights": 20},
            {"name": "Bo", "settlements": 2, "knights": 3},
            {"name": "Cy", "settlements": 2}]}),
    );
    assert_eq!(paths(&found), ["players[0].knights"]);
}

#[test]
fn card_city_coins_and_a_city_of_each_player_at_once() {
    let found = problems(
        GameId::CardCity,
        json!({"players": [
            {"name": "Ann", "coins": -1, "residential_districts": [3], "cards_in_city": 30},
            {"name": "Bo", "coins": 2, "residential_districts": [-2], "cards_in_city": 12}]}),
    );
    assert_eq!(
        paths(&found),
        [
            "players[0].coins",
            "players[0].cards_in_city",
            "players[1].residential_districts[0]"
        ]
    );
}

#[test]
fn city_council_every_players_figures_at_once() {
    let found = problems(
        GameId::CityCouncil,
        json!({"players": [
            {"name": "Ann", "points": 5, "favour_cards_in_hand": -1, "secret_funds": 0},
            {"name": "Bo", "favour_cards_in_hand": 0, "secret_funds": -3}]}),
    );
    assert_eq!(
        paths(&found),
        [
            "players[0].favour_cards_in_hand",
            "players[1].secret_funds",
            "players[1].points"
        ]
    );
}

#[test]
fn gentes_figures_and_a_tile_claimed_twice_at_once() {
    let found = problems(
        GameId::Gentes,
        json!({"players": [
            {"name": "Ann", "track": -4, "cubes": 0, "coins": -1, "hourglass_penalty": 0,
             "cards_played": 9, "eight_point_tiles": ["population"]},
            {"name": "Bo", "track": 40, "cubes": 0, "coins": 0, "hourglass_penalty": 0,
             "cards_played": 8, "eight_point_tiles": ["population"]}]}),
    );
    assert_eq!(
        paths(&found),
        [
            "players[0].track",
            "players[0].coins",
            "players[1].eight_point_tiles[0]"
        ]
    );
}

#[test]
fn citadels_a_figure_and_an_unknown_district_of_two_players_at_once() {
    let found = problems(
        GameId::Citadels,
        json!({"edition": "classic", "players": [
            {"name": "Ann", "gold": -2, "districts": [{"name": "Palace"}]},
            {"name": "Bo", "districts": [{"name": "Moon Base"}]}]}),
    );
    assert_eq!(
        paths(&found),
        ["players[0].gold", "players[1].districts[0]"]
    );
}

#[test]
fn a_duplicate_name_is_named_with_the_figures() {
    let found = problems(
        GameId::CityCouncil,
        json!({"players": [
            {"name": "Ann", "points": 3, "favour_cards_in_hand": 0, "secret_funds": 0},
            {"name": "Ann", "points": -1, "favour_cards_in_hand": 0, "secret_funds": 0}]}),
    );
    assert_eq!(paths(&found), ["players[1].name", "players[1].points"]);
}
