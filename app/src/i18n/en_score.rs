//! English text of the scorepads.

use super::setup_text::{CitadelsScoreText, CityGridText, IslandText, ScoreText};
use games::card_city::{Card, Violation};
use games::citadels::{DistrictType, Edition};

pub const ISLAND: IslandText = IslandText {
    seat: |n| format!("Player {n}"),
    copy_link: "Copy link",
    link_copied: "Link copied.",
    copy_by_hand: "Copying is blocked here: select the link and copy it.",
    score: SCORE,
};

const SCORE: ScoreText = ScoreText {
    language: games::Language::English,
    line: |item| item.to_string(),
    nobody: "Nobody",
    players_heading: "Players",
    player_name: |n| format!("Player {n}'s name"),
    add_player: "Add a player",
    remove_player: |name| format!("Remove {name}"),
    move_up: |name| format!("Move {name} up"),
    move_down: |name| format!("Move {name} down"),
    less: |what| format!("One less: {what}"),
    more: |what| format!("One more: {what}"),
    table_heading: "The table",
    results_heading: "Results",
    points: |n| {
        if n == 1 || n == -1 {
            format!("{n} point")
        } else {
            format!("{n} points")
        }
    },
    winner: |names| match names {
        [one] => format!("{one} wins!"),
        _ => format!("{} share the win!", names.join(" & ")),
    },
    leading: |names| match names {
        [one] => format!("Not over yet: {one} leads."),
        _ => format!("Not over yet: {} lead.", names.join(" & ")),
    },
    nobody_wins: "Nobody wins: everyone lost together.",
    tie_break: "Tie-break",
    then: ": ",
    warnings: "Worth a second look",
    why: "Why",
    not_a_number: "Enter a whole number.",
    not_a_list: "Enter whole numbers separated by spaces.",
    out_of_range: |min, max| format!("Must be between {min} and {max}."),
    refusal: |refusal| format!("{refusal}."),
    settled: ToString::to_string,
    warning: ToString::to_string,
    fix_first: "Fix these entries to see the results:",
    still_to_enter: "Still to enter:",
    dismiss: "Dismiss",
    name_limit: |n| format!("Names are at most {n} characters; the rest was not kept."),
    start_hint:
        "Enter each player's figures above: totals, the ranking and the winner appear here.",
    new_game: "New game",
    new_game_confirm: "Clear every score and start a new game? (You can undo.)",
    undo: "Undo",
    cleared: "Scores cleared for a new game.",
    replaced: |n| {
        format!(
            "A new game for {n} players was started; your previous game can still be brought back."
        )
    },
    share_results: "Copy results as text",
    results_copied: "Results copied.",
    saved: "Saved on this phone as you type.",
    needs_script: "The scorepad needs JavaScript to add up the scores.",
    city_grid: CITY_GRID,
    edition: |edition| match edition {
        Edition::Classic => "Classic",
        Edition::Y2016 => "2016",
    },
    citadels: CITADELS,
};

const CITADELS: CitadelsScoreText = CitadelsScoreText {
    city: "City",
    summary: |built, size, complete| {
        let districts = if built == 1 { "district" } else { "districts" };
        if size >= complete {
            format!("{built} {districts} · complete ({complete})")
        } else {
            format!("{built} {districts} · {size} of {complete} to complete")
        }
    },
    empty: "No districts yet.",
    deck: "Tap each district built in this city",
    all: "All",
    find: "Find by name",
    no_match: |typed| format!("No district name contains “{typed}”."),
    none_left: " (none left)",
    in_this_city: " (in this city)",
    district: |district| district.name,
    kind: |kind| match kind {
        DistrictType::Noble => "Noble",
        DistrictType::Religious => "Religious",
        DistrictType::Trade => "Trade",
        DistrictType::Military => "Military",
        DistrictType::Unique => "Unique",
    },
    remove: |name| format!("Remove {name}"),
    beautified: "Beautified by the Artist (+1)",
    counts_as: "Counts as",
    best_type: "The best type",
    built_last_round: "Built in the last round",
    cards_under: "Cards under it",
};

const CITY_GRID: CityGridText = CityGridText {
    heading: "City grid",
    hint: "Tap a cell and choose what is on it (or Empty). Once it has a card, the grid scores this player instead of the figures above.",
    card_mark: |card| match card {
        Card::Residential => "R",
        Card::Commercial => "C",
        Card::Leisure => "L",
        Card::Industrial => "I",
        Card::Parking => "P",
        Card::CityHall => "H",
    },
    kind: |card| card.map_or("Empty", Card::name),
    cell: |row, column, card| {
        format!("Row {row}, column {column}: {}", card.map_or("empty", Card::name))
    },
    summary: |sizes, cards, empty| {
        let districts = if sizes.is_empty() {
            "no Residential district".to_owned()
        } else {
            let list: Vec<String> = sizes.iter().map(i64::to_string).collect();
            format!("Residential districts {}", list.join(" + "))
        };
        format!("{districts} · {cards} cards, {empty} empty")
    },
    income: |coins| format!("Income: {coins} coins a round"),
    violation: |broken| match broken {
        Violation::NoCityHall => "The city has no City Hall.".to_owned(),
        Violation::SeveralCityHalls { count } => {
            format!("The city has {count} City Halls; it must have exactly one.")
        }
        Violation::IndustrialNextToResidential { .. } => {
            "Industrial next to Residential (marked !).".to_owned()
        }
        Violation::BuildingLimit { non_industrial, industrial, limit } => format!(
            "{non_industrial} non-industrial cards, but {industrial} Industrial allow at most {limit}."
        ),
        Violation::MoreThanTheBox { card, count, in_box } => {
            format!("{count} {} cards, but the box has only {in_box}.", card.name())
        }
        Violation::NotConnected { cell: (row, column) } => format!(
            "The card at row {}, column {} does not touch the rest of the city.",
            row + 1,
            column + 1
        ),
    },
    broken: "breaks a rule",
    clear: "Clear the grid",
};
