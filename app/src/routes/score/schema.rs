//! What a scorepad asks for, per game: the fields of the `games` score input, in
//! the order a player reads them off the table. The rules stay in `games`; this
//! only says which inputs exist and what kind of control each needs.

use games::catan;
use games::citadels::Edition;
use games::GameId;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A whole number with a stepper, within the range a table can reach.
    Count { min: i64, max: i64 },
    /// Several numbers ("3 3 1 1"), sent as a list.
    List,
    /// Yes or no for this player.
    Flag,
    /// Held by at most one player (Longest Road): chosen once for the table.
    Holder,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// The field's name in the game's score input (and its i18n key).
    pub key: &'static str,
    pub kind: Kind,
}

/// A choice for the whole table rather than one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TableField {
    /// Yes or no (City Council's "the city was lost").
    Flag(&'static str),
    /// One player, or nobody (Catan's "who ended the game").
    Player(&'static str),
    /// A whole number the rules otherwise decide (Citadels' complete city).
    Count(&'static str),
}

const fn count(key: &'static str, min: i64, max: i64) -> Field {
    Field {
        key,
        kind: Kind::Count { min, max },
    }
}

const fn field(key: &'static str, kind: Kind) -> Field {
    Field { key, kind }
}

const CARD_CITY: [Field; 3] = [
    field("residential_districts", Kind::List),
    count("cards_in_city", 1, 25),
    count("coins", 0, 999),
];

const CITY_COUNCIL: [Field; 3] = [
    count("points", 0, 99),
    count("favour_cards_in_hand", 0, 7),
    count("secret_funds", 0, 99),
];

const CATAN: [Field; 7] = [
    count("settlements", 0, 5),
    count("cities", 0, 4),
    count("vp_cards", 0, 5),
    field("longest_road", Kind::Holder),
    field("largest_army", Kind::Holder),
    count("road_length", 1, catan::MAX_ROAD),
    count("knights", 0, catan::knights_in_deck(6)),
];

/// The city itself is picked from the deck list (see `citadels_city`).
const CITADELS: [Field; 6] = [
    count("gold", 0, 99),
    count("cards_in_hand", 0, 99),
    field("secret_vault", Kind::Flag),
    count("highest_rank_last_round", 1, 9),
    field("crown", Kind::Holder),
    field("first_complete", Kind::Holder),
];

const GENTES: [Field; 10] = [
    count("track", 0, 999),
    field("playable_hand", Kind::List),
    field("unplayable_hand", Kind::List),
    count("cubes", 0, 99),
    count("coins", 0, 999),
    count("hourglass_penalty", 0, 99),
    count("cards_played", 0, 30),
    field("eighth_card_tile", Kind::Flag),
    field("population_tile", Kind::Flag),
    field("sixth_city_tile", Kind::Flag),
];

pub fn player_fields(game: GameId) -> &'static [Field] {
    match game {
        GameId::CardCity => &CARD_CITY,
        GameId::CityCouncil => &CITY_COUNCIL,
        GameId::Catan => &CATAN,
        GameId::Gentes => &GENTES,
        GameId::Citadels => &CITADELS,
    }
}

/// What an empty field counts as, where the rules say so: every Catan player
/// starts with two settlements. Shown greyed in the empty field.
pub fn blank_value(game: GameId, key: &str) -> Option<i64> {
    match (game, key) {
        (GameId::Catan, "settlements") => Some(catan::STARTING_BUILDINGS),
        _ => None,
    }
}

/// Citadels entries that exist in one edition only (hidden, and not scored, in the other).
pub fn only_in(key: &str) -> Option<Edition> {
    match key {
        "secret_vault" | "highest_rank_last_round" => Some(Edition::Y2016),
        "most_gold" => Some(Edition::Classic),
        _ => None,
    }
}

/// The table values that name one player (a seat's id): one-holder cards, who
/// ended the game.
pub fn player_choices(game: GameId) -> Vec<&'static str> {
    player_fields(game)
        .iter()
        .filter(|f| f.kind == Kind::Holder)
        .map(|f| f.key)
        .chain(table_fields(game).iter().filter_map(|f| match f {
            TableField::Player(k) => Some(*k),
            _ => None,
        }))
        .collect()
}

pub fn table_fields(game: GameId) -> &'static [TableField] {
    match game {
        GameId::CityCouncil => &[
            TableField::Flag("city_lost"),
            TableField::Flag("deck_exhausted"),
        ],
        GameId::Catan => &[
            TableField::Player("ended_by"),
            TableField::Flag("highest_score_wins"),
        ],
        // The edition comes first on the page: it decides the deck list.
        GameId::Citadels => &[
            TableField::Count("complete_at"),
            TableField::Flag("most_gold"),
        ],
        _ => &[],
    }
}
