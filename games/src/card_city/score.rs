//! Card City final scores: Σ T(size) over Residential districts − empty cells of the
//! 5×5 square + ⌊coins / 5⌋; ties go to more coins left after converting.

use super::cards::Card;
use super::grid::{self, MissedGrowth, SIZE};
use super::{Item, Refusal};
use crate::form::{Field, Kind};
use crate::ranking::{rank, Better, Contender, TieBreak};
use crate::score::{
    player_names_noted_for, triangular, Checks, InputError, Line, PlayerField, Problems,
    ScoreSheet, MAX_COUNT,
};
use crate::verdict::TieRule;
use crate::GameId;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreInput {
    pub players: Vec<PlayerInput>,
}

/// One player's city, entered quickly (district sizes and a card count) or as the
/// 5×5 grid the app analyses itself.
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerInput {
    #[serde(default)]
    pub name: String,
    pub coins: i64,
    #[serde(default)]
    pub residential_districts: Option<Vec<i64>>,
    #[serde(default)]
    pub cards_in_city: Option<i64>,
    #[serde(default)]
    pub empty_cells: Option<i64>,
    #[serde(default)]
    pub grid: Option<Vec<String>>,
}

const COINS_PER_POINT: i64 = 5;
const CELLS: i64 = (SIZE * SIZE) as i64;

pub(super) const RESIDENTIAL: Field = Field::player(
    "residential_districts",
    "Residential district size",
    Kind::List {
        min: 1,
        max: CELLS - 1,
    },
)
.named("Residential districts (sizes)", "住宅區（各區大小）")
.hinted(
    "Each district's size, e.g. 3 3 1 1.",
    "每個住宅區的大小，例如 3 3 1 1。",
);
pub(super) const CARDS_IN_CITY: Field = Field::count("cards_in_city", "cards in city", 1, CELLS)
    .named("Cards in the city", "城市中的卡片數");
const EMPTY_CELLS: Field = Field::count("empty_cells", "empty cells", 0, CELLS - 1);
pub(super) const COINS: Field = Field::count("coins", "coins", 0, MAX_COUNT).named("Coins", "金幣");
pub(super) const GRID: Field =
    Field::player("grid", "city grid", Kind::Grid).replacing(&[RESIDENTIAL.key, CARDS_IN_CITY.key]);

/// What the pad asks of each player: quick entry, or the city as a grid. (Empty
/// cells are the API's alternative to the cards in the city.)
pub const FIELDS: [Field; 4] = [RESIDENTIAL, CARDS_IN_CITY, COINS, GRID];

const COINS_LEFT: TieBreak = TieBreak {
    rule: TieRule::CardCity(super::TieRule::CoinsLeft),
    better: Better::Higher,
};

/// What scoring needs from one city, however it was entered.
struct City {
    residential_sizes: Vec<i64>,
    empty_cells: i64,
    /// Cards of each type when a grid was given (for the box limits).
    counts: Option<[u32; 6]>,
    missed_growth: Vec<MissedGrowth>,
}

/// The final scores, or the first problem with the input (the score API's answer).
pub fn score(input: &ScoreInput) -> Result<ScoreSheet, InputError> {
    score_or_every_problem(input).map_err(Problems::into_first)
}

/// The final scores, or every problem with the input at once.
pub fn score_or_every_problem(input: &ScoreInput) -> Result<ScoreSheet, Problems> {
    let mut checks = Checks::default();
    let names = player_names_noted_for(
        GameId::CardCity,
        input.players.iter().map(|p| p.name.as_str()),
        &mut checks,
    )?;
    let mut cities = Vec::with_capacity(names.len());
    for (index, (player, name)) in input.players.iter().zip(&names).enumerate() {
        let who = PlayerField { index, name };
        checks.note(who.check(&COINS, player.coins));
        cities.extend(read_city(player, who, &mut checks));
    }
    // The box is counted over the cities that can be read.
    checks.note(check_the_box(&cities));
    checks.settle()?;

    let mut warnings = Vec::new();
    let mut sheets = Vec::with_capacity(names.len());
    let mut contenders = Vec::with_capacity(names.len());
    for ((player, name), city) in input.players.iter().zip(&names).zip(&cities) {
        let lines = lines(city, player.coins);
        contenders.push(Contender {
            name,
            total: lines.iter().map(|l| l.points).sum(),
            tie_values: vec![player.coins % COINS_PER_POINT],
        });
        warnings.extend(
            city.missed_growth
                .iter()
                .filter(|growth| box_has_more(&cities, growth.card))
                .map(|growth| {
                    let who = name.clone();
                    let growth = growth.clone();
                    super::Warning::MissedGrowth { who, growth }.into()
                }),
        );
        sheets.push((name.clone(), lines));
    }
    let ranking = rank(&contenders, &[COINS_LEFT]);
    let mut sheet = ScoreSheet::new(sheets, ranking);
    sheet.warnings = warnings;
    Ok(sheet)
}

fn lines(city: &City, coins: i64) -> Vec<Line> {
    let points_from_coins = coins / COINS_PER_POINT;
    vec![
        Line::new(
            Item::ResidentialDistricts {
                sizes: city.residential_sizes.clone(),
            },
            city.residential_sizes.iter().map(|&n| triangular(n)).sum(),
        ),
        Line::new(
            Item::EmptyCells {
                cells: city.empty_cells,
            },
            -city.empty_cells,
        ),
        Line::new(
            Item::CoinsToPoints {
                coins,
                points: points_from_coins,
                left: coins % COINS_PER_POINT,
            },
            points_from_coins,
        ),
    ]
}

/// A player's city, from the grid or the quick entry; `None` when it cannot be
/// read (its problems noted).
fn read_city(player: &PlayerInput, who: PlayerField, checks: &mut Checks) -> Option<City> {
    let quick = player.residential_districts.is_some()
        || player.cards_in_city.is_some()
        || player.empty_cells.is_some();
    match (&player.grid, quick) {
        (Some(_), true) => {
            checks.push(who.rule(
                "grid",
                "city",
                "is given twice, as a grid and as the quick entry (residential_districts with cards_in_city or empty_cells); give one of them",
            ));
            None
        }
        (Some(rows), false) => checks.note(read_grid(rows, who)),
        (None, _) => read_quick(player, who, checks),
    }
}

fn read_grid(rows: &[String], who: PlayerField) -> Result<City, InputError> {
    let grid = grid::parse(rows)
        .map_err(|e| who.rule("grid", "city grid", format!("cannot be read: {e}")))?;
    let city = grid::analyse(&grid);
    if let Some(first) = city.violations.first() {
        return Err(InputError::refused(
            who.path("grid"),
            Refusal::GridBroken {
                who: who.name.to_owned(),
                first: first.clone(),
                more: super::Violation::rules_broken(&city.violations) - 1,
            },
        ));
    }
    Ok(City {
        residential_sizes: city.residential_sizes.clone(),
        empty_cells: city.empty_cells.into(),
        counts: Some(city.counts),
        missed_growth: city.missed_growth,
    })
}

/// The quick entry: a part still to enter stops here (the rest cannot be
/// judged without it); the figures given are each checked.
fn read_quick(player: &PlayerInput, who: PlayerField, checks: &mut Checks) -> Option<City> {
    let Some(sizes) = &player.residential_districts else {
        checks.push(who.rule(
            "residential_districts",
            "Residential districts",
            "are missing: list their sizes (an empty list if there are none), or give the city as a grid",
        ));
        return None;
    };
    let before = checks.count();
    let cards = match (player.cards_in_city, player.empty_cells) {
        (Some(_), Some(_)) => {
            checks.push(who.rule(
                "empty_cells",
                "city",
                "has both cards_in_city and empty_cells; give one of them",
            ));
            return None;
        }
        (Some(cards), None) => {
            checks.note(who.check(&CARDS_IN_CITY, cards));
            cards
        }
        (None, Some(empty)) => {
            checks.note(who.check(&EMPTY_CELLS, empty));
            CELLS - empty
        }
        (None, None) => {
            checks.push(who.rule(
                "cards_in_city",
                "city",
                "needs the number of cards in the city (or of empty cells)",
            ));
            return None;
        }
    };
    checks.note(who.check_each(&RESIDENTIAL, sizes));
    if checks.count() > before {
        return None;
    }
    let residential: i64 = sizes.iter().sum();
    let industrial = least_industrial(cards);
    let room = cards - 1 - industrial;
    if residential > room {
        checks.push(InputError::refused(
            who.path("residential_districts"),
            Refusal::ResidentialOverRoom {
                who: who.name.to_owned(),
                residential,
                cards,
                least_industrial: industrial,
                room,
                per_industrial: i64::from(grid::CARDS_PER_INDUSTRIAL),
            },
        ));
        return None;
    }
    let mut residential_sizes = sizes.clone();
    residential_sizes.sort_by(|a, b| b.cmp(a));
    Some(City {
        residential_sizes,
        empty_cells: CELLS - cards,
        counts: None,
        missed_growth: Vec::new(),
    })
}

/// Cards of a type across all cities: a grid's own count; quick entry gives its
/// Residential cards, and the building limit the fewest Industrial ones it holds.
fn used_across(cities: &[City], card: Card) -> i64 {
    let k = Card::ALL.iter().position(|&c| c == card).unwrap_or(0);
    cities
        .iter()
        .map(|c| match (c.counts, card) {
            (Some(counts), _) => i64::from(counts[k]),
            (None, Card::Residential) => c.residential_sizes.iter().sum(),
            (None, Card::Industrial) => least_industrial(CELLS - c.empty_cells),
            (None, _) => 0,
        })
        .sum()
}

/// Whether a card of this type is left in the box for growth.
fn box_has_more(cities: &[City], card: Card) -> bool {
    used_across(cities, card) < i64::from(card.in_box())
}

/// The building limit (non-Industrial cards ≤ `CARDS_PER_INDUSTRIAL` ×
/// (Industrial + 1), the City Hall included) read backwards: the fewest
/// Industrial cards a city of `cards` holds.
fn least_industrial(cards: i64) -> i64 {
    let per = i64::from(grid::CARDS_PER_INDUSTRIAL);
    ((cards - per).max(0) + per) / (per + 1)
}

/// All cities together cannot use more cards of a type than the box holds.
fn check_the_box(cities: &[City]) -> Result<(), InputError> {
    // Quick entry does not say which cards besides Residential a city holds, but
    // the building limit sets the fewest Industrial ones: said as such.
    let industrial = used_across(cities, Card::Industrial);
    let industrial_in_box = i64::from(Card::Industrial.in_box());
    if industrial > industrial_in_box {
        return Err(InputError::refused(
            "players",
            Refusal::IndustrialOverBox {
                least: industrial,
                in_box: industrial_in_box,
            },
        ));
    }
    for card in Card::ALL {
        let used = used_across(cities, card);
        let in_box = i64::from(card.in_box());
        if used > in_box {
            return Err(InputError::refused(
                "players",
                Refusal::CardsOverBox { card, used, in_box },
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quick(name: &str, sizes: &[i64], cards: i64, coins: i64) -> PlayerInput {
        PlayerInput {
            name: name.into(),
            coins,
            residential_districts: Some(sizes.to_vec()),
            cards_in_city: Some(cards),
            ..PlayerInput::default()
        }
    }

    fn grid_player(name: &str, rows: [&str; 5], coins: i64) -> PlayerInput {
        PlayerInput {
            name: name.into(),
            coins,
            grid: Some(rows.map(String::from).to_vec()),
            ..PlayerInput::default()
        }
    }

    fn score_of(players: Vec<PlayerInput>) -> Result<ScoreSheet, InputError> {
        score(&ScoreInput { players })
    }

    #[test]
    fn worked_example_scores_19() {
        // R districts 3, 3, 1, 1 → 6+6+1+1; 2 empty cells → −2; 36 coins → 7, 1 left.
        let sheet = score_of(vec![quick("Ann", &[3, 3, 1, 1], 23, 36)]).unwrap();
        let ann = &sheet.players[0];
        assert_eq!(ann.total, 19);
        let labels: Vec<(String, i64)> = ann
            .breakdown
            .iter()
            .map(|l| (l.item.to_string(), l.points))
            .collect();
        assert_eq!(
            labels,
            [
                ("Residential districts 3+3+1+1".to_string(), 14),
                ("Empty cells 2".to_string(), -2),
                ("Coins 36 → 7 points, 1 left".to_string(), 7)
            ]
        );
    }

    #[test]
    fn quick_entry_applies_the_building_limit() {
        // 25 cards need at least 4 Industrial (21 others ≤ 5 × 5), and the City
        // Hall: at most 20 Residential. One district of 24 once scored 300.
        let error = score_of(vec![quick("Ann", &[24], 25, 0)]).unwrap_err();
        assert_eq!(error.field(), "players[0].residential_districts");
        assert_eq!(
            error.to_string(),
            "Ann's Residential districts add up to 24 cards, but a city of 25 cards needs at least 4 Industrial (non-Industrial cards ≤ 5 × (Industrial + 1)) and its City Hall, leaving room for at most 20"
        );
        assert!(score_of(vec![quick("Ann", &[20], 25, 0)]).is_ok());
        // A small city needs no Industrial: 5 cards, 4 Residential.
        assert!(score_of(vec![quick("Ann", &[4], 5, 0)]).is_ok());
        // 6 cards need one Industrial: at most 4 Residential.
        assert_eq!(
            score_of(vec![quick("Ann", &[5], 6, 0)])
                .unwrap_err()
                .field(),
            "players[0].residential_districts"
        );
    }

    #[test]
    fn quick_entry_counts_the_industrial_cards_the_limit_demands_across_cities() {
        // Four full cities need 4 Industrial each: 16 of the box's 20. Grids with
        // many Industrial cards push the total past it.
        let full = |name: &str| quick(name, &[3], 25, 0);
        assert!(score_of(vec![full("A"), full("B"), full("C"), full("D")]).is_ok());
        let industrial_city = grid_player("D", ["HPPII", "PPIII", "IIIII", ".....", "....."], 0);
        let error = score_of(vec![full("A"), full("B"), full("C"), industrial_city]).unwrap_err();
        assert_eq!(error.field(), "players");
        assert_eq!(
            error.to_string(),
            "Industrial cards across all cities number at least 22 under the building limit, but the box has only 20"
        );
    }

    #[test]
    fn growth_warnings_stop_when_the_box_has_no_card_left() {
        // Ann's lone R touches two culture cards with room beside it; Bo's quick
        // entry holds the other 33 Residential cards (with 4 Industrial, so fits).
        let ann = grid_player("Ann", ["HR...", "PL...", ".....", ".....", "....."], 0);
        let sheet = score_of(vec![ann.clone(), quick("Bo", &[10], 25, 0)]).unwrap();
        assert_eq!(sheet.warnings.len(), 1, "{:?}", sheet.warnings);
        let sheet = score_of(vec![
            ann,
            quick("Bo", &[11, 9], 25, 0),
            quick("Cy", &[13], 25, 0),
        ])
        .unwrap();
        assert!(sheet.warnings.is_empty(), "{:?}", sheet.warnings);
    }

    #[test]
    fn worked_example_from_a_grid_scores_19_too() {
        let sheet = score_of(vec![grid_player(
            "Ann",
            ["RRRPR", "PPPPP", "RRRPI", "PP.PI", "RPH.I"],
            36,
        )])
        .unwrap();
        assert_eq!(sheet.players[0].total, 19);
    }

    #[test]
    fn empty_cells_may_be_given_instead_of_cards() {
        let mut ann = quick("Ann", &[3, 3, 1, 1], 0, 36);
        ann.cards_in_city = None;
        ann.empty_cells = Some(2);
        assert_eq!(score_of(vec![ann]).unwrap().players[0].total, 19);
    }

    #[test]
    fn tie_goes_to_more_coins_left_after_converting() {
        // Both 19: Ann converts 36 (1 left), Bo converts 39 → 7 (4 left).
        let sheet = score_of(vec![
            quick("Ann", &[3, 3, 1, 1], 23, 36),
            quick("Bo", &[3, 3, 1, 1], 23, 39),
        ])
        .unwrap();
        assert_eq!(sheet.winners, ["Bo"]);
        assert_eq!((sheet.players[0].rank, sheet.players[1].rank), (2, 1));
        assert_eq!(
            sheet.tie_break.as_ref().map(ToString::to_string).as_deref(),
            Some("Ann and Bo tied on 19 points; by coins left after converting coins to points: Ann 1, Bo 4.")
        );
    }

    #[test]
    fn a_full_tie_is_shared() {
        // Ann: T(2) − 0 + 1 = 4 with 0 coins left; Bo: T(1)+T(1) − 0 + 2 = 4 with 0 left.
        let sheet = score_of(vec![
            quick("Ann", &[2], 25, 5),
            quick("Bo", &[1, 1], 25, 10),
        ])
        .unwrap();
        assert_eq!((sheet.players[0].total, sheet.players[1].total), (4, 4));
        assert_eq!(sheet.winners, ["Ann", "Bo"]);
        assert!(sheet
            .tie_break
            .unwrap()
            .to_string()
            .contains("share 1st place"));
    }

    #[test]
    fn impossible_quick_entries_name_the_field() {
        let cases: Vec<(PlayerInput, &str)> = vec![
            (quick("Ann", &[3], 23, -1), "players[0].coins"),
            (
                quick("Ann", &[0], 23, 0),
                "players[0].residential_districts[0]",
            ),
            (quick("Ann", &[3], 26, 0), "players[0].cards_in_city"),
            (quick("Ann", &[3], 0, 0), "players[0].cards_in_city"),
            (
                quick("Ann", &[10, 10], 20, 0),
                "players[0].residential_districts",
            ),
        ];
        for (player, field) in cases {
            let error = score_of(vec![player]).unwrap_err();
            assert_eq!(error.field(), field, "{error}");
        }
        let mut missing = quick("Ann", &[], 5, 0);
        missing.cards_in_city = None;
        assert_eq!(
            score_of(vec![missing]).unwrap_err().field(),
            "players[0].cards_in_city"
        );
    }

    #[test]
    fn more_residential_cards_than_the_box_is_refused() {
        let players = vec![
            quick("A", &[12], 25, 0),
            quick("B", &[12], 25, 0),
            quick("C", &[11], 25, 0),
        ];
        let error = score_of(players).unwrap_err();
        assert_eq!(error.field(), "players");
        assert_eq!(
            error.to_string(),
            "Residential cards across all cities add up to 35, but the box has only 34"
        );
    }

    #[test]
    fn a_broken_grid_is_refused_with_the_rule() {
        let error = score_of(vec![grid_player(
            "Ann",
            ["RIH..", "H....", ".....", ".....", "....."],
            0,
        )])
        .unwrap_err();
        assert_eq!(error.field(), "players[0].grid");
        assert_eq!(
            error.to_string(),
            "Ann's city grid breaks a rule: the city has 2 City Halls; it must have exactly one (and 1 more problem)"
        );
    }

    /// Issue 62.12: an Industrial card touching three Residential ones
    /// breaks one rule, said once with the other rules broken counted.
    #[test]
    fn one_rule_broken_at_several_places_is_one_problem() {
        let error = score_of(vec![grid_player(
            "Ann",
            [".R...", "RIR..", ".H...", ".....", "....."],
            0,
        )])
        .unwrap_err();
        let said = error.to_string();
        assert!(said.starts_with("Ann's city grid breaks a rule: Industrial at row 2, column 2 is next to Residential"), "{said}");
        assert!(!said.contains("more problem"), "{said}");
        // A second rule broken is one more problem, however often the first is.
        let error = score_of(vec![grid_player(
            "Ann",
            [".R...", "RIR..", ".HH..", ".....", "....."],
            0,
        )])
        .unwrap_err();
        assert!(
            error.to_string().ends_with("(and 1 more problem)"),
            "{error}"
        );
    }

    #[test]
    fn grid_and_quick_entry_together_is_ambiguous() {
        let mut ann = grid_player("Ann", ["H....", ".....", ".....", ".....", "....."], 0);
        ann.cards_in_city = Some(1);
        assert_eq!(score_of(vec![ann]).unwrap_err().field(), "players[0].grid");
    }

    #[test]
    fn missed_growth_is_a_warning_not_an_error() {
        let sheet = score_of(vec![grid_player(
            "Ann",
            ["HR...", ".L...", ".....", ".....", "....."],
            0,
        )])
        .unwrap();
        assert_eq!(sheet.warnings.len(), 1);
        assert!(sheet.warnings[0]
            .to_string()
            .starts_with("Ann's city: a Residential district of 1 touches 2 culture cards"));
    }

    #[test]
    fn player_count_is_checked() {
        let five = (0..5)
            .map(|i| quick(&format!("P{i}"), &[1], 2, 0))
            .collect();
        assert_eq!(score_of(five).unwrap_err().field(), "players");
        assert_eq!(score_of(vec![]).unwrap_err().field(), "players");
    }
}
