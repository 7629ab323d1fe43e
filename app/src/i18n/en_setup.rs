//! English text of the setup pages.

use super::setup_text::*;
use games::catan::Mode;
use games::citadels::Edition;
use games::SeedError;

pub const SETUP: SetupText = SetupText {
    players_label: "Players",
    options_label: "Options",
    seed_label: "Seed",
    seed_hint:
        "Same seed and options, same setup on every phone. Type a friend's seed to get their setup.",
    seed_apply: "Show",
    new_setup: "New setup",
    drawn_ahead: "The network did not answer, so this new setup is one drawn ahead while online and kept on this phone. Its seed gives the same setup on every phone.",
    drawn_ahead_left: "{n} more kept for this game and player count.",
    drawn_ahead_last: "That was the last one kept for this game and player count; more are drawn when the phone is back online.",
    options_summary: |n| format!("{n} players · options · another seed"),
    drawing: "Drawing a setup…",
    seed_error: |error| match error {
        SeedError::Empty => "Type a seed: letters and digits.".into(),
        SeedError::TooLong => "A seed is at most 16 letters and digits.".into(),
        SeedError::BadCharacter(c) => {
            format!("A seed uses only letters A–Z and digits 0–9, not “{c}”.")
        }
    },
    problem_title: "This setup cannot be drawn",
    players_problem: |min, max| {
        format!("This game is for {min}–{max} players: pick a player count above.")
    },
    option_problem: |name| {
        format!("The link has a value this page cannot read ({name}). Start over to use the usual options.")
    },
    start_over: "Start over",
    share_heading: "Share this setup",
    share_hint:
        "Other phones at the table scan the code or open the link and see exactly this setup.",
    link_label: "Link to this setup",
    qr_label: "QR code of the link to this setup",
    score_this_game: "Score this game",
    checklist_heading: "Lay out",
    start_player: "Start player",
    on: "On",
    off: "Off",
};

pub const CARD_CITY: CardCityText = CardCityText {
    cards_heading: "Cards",
    card_column: "Card",
    deck_column: "Deck",
    supply_column: "Supply",
    total_row: "Total",
    deck_note: |n| {
        format!("Shuffle the {n} deck cards face down; sort the rest by type as the supply.")
    },
    new_setup_note:
        "A new setup draws another start player: the cards depend only on the number of players.",
    city_halls_back: |n| match n {
        1 => "1 City Hall goes back in the box.".to_owned(),
        n => format!("{n} City Halls go back in the box."),
    },
    rounds: |rounds, cards| {
        format!("{rounds} rounds, {cards} cards drawn each round: the deck runs out exactly.")
    },
};

pub const CITY_COUNCIL: CityCouncilText = CityCouncilText {
    budget: "City budget",
    blue_workers: "Blue-collar workers",
    white_workers: "White-collar workers",
    plans_per_meeting: "Plans per meeting",
    favour_cards: "Favour cards each",
    first_chair: "Election chair, round 1",
    first_chair_note: "The chair assigns the other roles in the first round.",
    roles_heading: "Roles, in order",
    roles: ["Transportation", "Finance", "Election", "Labour Union", "Executive"],
    budget_marker: |n| format!("Coin marker on ${n} of the city budget track."),
    labour_supply: |blue, white| format!("Labour supply: {blue} blue-collar and {white} white-collar workers."),
    player_kit: "Each player: 1 marker and 3 discs in their colour (one disc on 0 of the score track) and 1 black delegate.",
    favour_deal: |each, left| format!("Deal {each} favour cards to each player; {left} stay in the deck."),
    goods_cube: |n| format!("{n} green goods cube in the goods supply."),
    starter_buildings: |n| format!("Starter buildings (light): split by shape into two stacks, {n} face up under each. Advanced buildings (dark): set aside by shape."),
    tokens: "1 sale token and 1 relocation token ready.",
};

pub const CITADELS: CitadelsText = CitadelsText {
    edition_label: "Edition",
    edition_name: |edition| match edition {
        Edition::Classic => "Classic",
        Edition::Y2016 => "2016",
    },
    roster_label: "Characters and districts",
    random_roster: "Random",
    nine_option: "Use a rank-9 character",
    ten_with_three_option: "10 districts with 3 players (house rule)",
    characters_heading: "Characters in play",
    rank: |rank| format!("{rank}"),
    districts_heading: |n| format!("Unique districts ({n})"),
    replaced: |original, replacement, players| match original {
        Some(original) => {
            format!("{original} is not used with {players} players: {replacement} instead.")
        }
        None => format!(
            "{players} players need a rank-9 character and this preset has none: {replacement}."
        ),
    },
    crown: "Crown, round 1",
    round_heading: |n| format!("Round {n}"),
    next_round: "Next round",
    previous_round: "Previous round",
    face_up_heading: "Face up, out this round",
    no_face_up: "None: with this many players no character is shown face up.",
    face_down_heading: "Face down",
    hold_to_reveal: "Hold to see the face-down card",
    hold_hint:
        "Only the crown holder looks: the card shows while you hold and hides when you let go.",
    hold_needs_script: "Holding to reveal needs JavaScript; deal the face-down card by hand.",
    // The rules crate words the steps in English for the API; the page uses them.
    steps: games::citadels::steps,
    each_player: |gold, cards| format!("Each player: {gold} gold and {cards} district cards."),
    complete_at: |n| {
        format!("A city is complete at {n} districts: that ends the game after the round.")
    },
    characters_in_play: |n| format!("Use these {n} characters; the others go back in the box."),
};

pub const CATAN: CatanText = CatanText {
    mode_label: "Board",
    mode_name: |mode| match mode {
        Mode::Balanced => "Balanced",
        Mode::Spiral => "Spiral",
        Mode::Random => "Random",
        Mode::Beginner => "Beginner",
    },
    mode_note: |mode| match mode {
        Mode::Balanced => "Random terrain and numbers, redrawn until every balancing rule below holds.",
        Mode::Spiral => "The official variable setup: numbers in letter order, spiralling in from a corner.",
        Mode::Random => "Numbers anywhere, except that 6s and 8s never touch (the official rule).",
        Mode::Beginner => "The map printed in the rulebook for a first game.",
    },
    board_label: "The island",
    robber: "Robber",
    first_player: "First to place",
    lock_hint: "Tap hexes you like to keep them; New setup then draws the rest again.",
    lock_unavailable: "Keeping hexes works with the balanced and random boards.",
    kept: |n| if n == 1 { "1 hex kept.".into() } else { format!("{n} hexes kept.") },
    unlock_all: "Release all",
    keep_hex: |terrain, number| match number {
        Some(n) => format!("Keep {terrain} {n}"),
        None => format!("Keep {terrain}"),
    },
    release_hex: |terrain, number| match number {
        Some(n) => format!("Release {terrain} {n} (kept)"),
        None => format!("Release {terrain} (kept)"),
    },
    rules_heading: "Balancing rules",
    rule_name: |rule| match rule {
        "no_adjacent_6_8" => "No 6 or 8 next to a 6 or 8",
        "no_adjacent_2_12" => "No 2 or 12 next to a 2 or 12",
        "no_equal_neighbours" => "No equal numbers side by side",
        "max_terrain_cluster" => "Largest group of one terrain",
        "max_intersection_pips" => "Most pips around a corner",
        "max_resource_pip_deviation" => "Pips per resource, off fair share by at most",
        _ => "Rule",
    },
    rule_off: "No limit",
    looser: "Looser",
    tighter: "Tighter",
    report_heading: "How fair is this board?",
    pips_column: "Pips",
    fair_column: "Fair share",
    max_intersection: "Most pips around a corner",
    min_intersection: "Fewest pips around an inland corner",
    largest_cluster: "Largest group of one terrain",
    rule_holds: "holds",
    rule_broken: "broken",
    rule_not_enforced: "not asked for",
    too_tight: "These balancing rules cannot all be met around the kept hexes. Release a hex, turn a rule off or loosen a limit.",
    cap_too_tight: |rule, value, tightest| {
        format!("{rule}: {value} cannot be met on every board of this size; {tightest} is the tightest. Loosen it or turn it off.")
    },
    tightest_hint: "The tightest every board can meet.",
    harbors_heading: "Harbors, clockwise from the upper left",
    any_harbor: "3:1 (any)",
    spiral_start: |corner, clockwise| format!(
        "Numbers start on corner hex {} (counted clockwise from the top) and spiral {}.",
        corner + 1,
        if clockwise { "clockwise" } else { "counter-clockwise" }
    ),
    lay_terrain: |n| format!("{n} terrain hexes as drawn."),
    lay_numbers: |n| format!("{n} number tokens; none on a desert."),
    lay_harbors: |n| format!("{n} harbors on the frame."),
};

pub const GENTES: GentesText = GentesText {
    training_heading: "Training costs",
    cheapest: "Cheapest first",
    draft_heading: "Opening draft",
    draft_note: |cards| {
        format!("Deal {cards} era-I cards face up. In this order each player takes 1, until each has 2:")
    },
    draft_display: |cards| {
        format!("Shuffle the rest back and display {cards} era-I cards below the board.")
    },
    lock_option: "Lock the first Tax Collection space (advanced)",
    each_player: |coins, tokens| format!("Each player: {coins} coins and {tokens} city tokens."),
    hourglass:
        "Each player: 1 hourglass on the leftmost space of the time track; population markers on 0.",
    locks: "A lock on every lock space of each player board.",
    lock_first_tax: "Advanced: put a lock on the first Tax Collection space.",
    training_levels: |n| {
        format!("Each player distributes {n} training levels freely among their workers.")
    },
    board_side: |two| {
        if two {
            "Use the 2-player side of the board."
        } else {
            "Use the 3–4 player side of the board."
        }
    },
};
