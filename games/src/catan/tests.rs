//! Catan setups and scores against docs/rules.md (Catan).

use super::Reminder;
use super::*;
use crate::words::{Language, Say};
use crate::{InputError, Seed};
use std::collections::HashMap;

fn options(players: u8, mode: Mode) -> SetupOptions {
    SetupOptions {
        players,
        mode,
        constraints: Constraints::BALANCED,
        keep: Vec::new(),
    }
}

fn run(o: &SetupOptions, bits: u64) -> Setup {
    setup(o, &Seed::from_random_bits(bits)).unwrap()
}

fn counts<T: std::hash::Hash + Eq>(items: impl Iterator<Item = T>) -> HashMap<T, usize> {
    let mut map = HashMap::new();
    for item in items {
        *map.entry(item).or_default() += 1;
    }
    map
}

fn no_adjacent(setup: &Setup, bad: impl Fn(u8, u8) -> bool) -> bool {
    let board = Board::new(setup.board);
    (0..board.len()).all(|a| {
        board.neighbours[a]
            .iter()
            .all(|&b| match (setup.hexes[a].number, setup.hexes[b].number) {
                (Some(x), Some(y)) => !bad(x, y),
                _ => true,
            })
    })
}

fn red(x: u8, y: u8) -> bool {
    matches!(x, 6 | 8) && matches!(y, 6 | 8)
}

#[test]
fn the_tight_spiral_never_puts_6_and_8_together_in_all_228_cases() {
    let board = Board::new(BoardSize::Base);
    let tokens = pieces::spiral_tokens(BoardSize::Base);
    let mut cases = 0;
    for corner in 0..6 {
        for clockwise in [false, true] {
            let order = spiral_order(&board, corner, clockwise);
            assert_eq!(
                counts(order.iter()).len(),
                19,
                "the spiral visits every hex once"
            );
            for desert in 0..19 {
                let mut numbers = [None; 19];
                let mut next = tokens.iter();
                for &hex in &order {
                    if hex != desert {
                        numbers[hex] = next.next().copied();
                    }
                }
                let ok = (0..19).all(|a| {
                    board.neighbours[a].iter().all(
                        |&b| !matches!((numbers[a], numbers[b]), (Some(x), Some(y)) if red(x, y)),
                    )
                });
                assert!(
                    ok,
                    "corner {corner}, clockwise {clockwise}, desert {desert}"
                );
                cases += 1;
            }
        }
    }
    assert_eq!(cases, 228);
}

#[test]
fn spiral_setups_use_every_token_and_skip_deserts() {
    for players in [3, 4, 5, 6] {
        for bits in 0..50 {
            let s = run(&options(players, Mode::Spiral), bits);
            let tokens: Vec<u8> = s.hexes.iter().filter_map(|h| h.number).collect();
            let mut expected = pieces::spiral_tokens(s.board).to_vec();
            let mut got = tokens.clone();
            expected.sort_unstable();
            got.sort_unstable();
            assert_eq!(got, expected);
            assert!(s
                .hexes
                .iter()
                .all(|h| (h.terrain == Terrain::Desert) == h.number.is_none()));
            assert!(s.spiral.is_some());
        }
    }
}

#[test]
fn the_beginner_map_is_the_printed_one() {
    let s = run(&options(4, Mode::Beginner), 1);
    let first = (s.hexes[0].terrain, s.hexes[0].number);
    assert_eq!(first, (Terrain::Mountains, Some(10)));
    assert_eq!(
        (s.hexes[9].terrain, s.hexes[9].number),
        (Terrain::Desert, None)
    );
    assert_eq!(
        (s.hexes[18].terrain, s.hexes[18].number),
        (Terrain::Pasture, Some(11))
    );
    assert_eq!(s.robber, 9);
    assert!(setup(&options(5, Mode::Beginner), &Seed::parse("A").unwrap()).is_err());
}

/// The rulebook's starting layout, clockwise from the upper left: the north-west
/// edge of mountains 10 holds a 3:1 harbor, the next slot 2:1 grain, and so on
/// round the frame, at every seed and for 3 and 4 players.
#[test]
fn the_beginner_map_deals_the_printed_harbors_slot_by_slot() {
    // (q, r, sea-facing side) of each frame slot, and the harbor printed there.
    let printed = [
        ((0, -2, 4), "3:1"),
        ((1, -2, 5), "2:1-grain"),
        ((2, -1, 5), "2:1-ore"),
        ((2, 0, 0), "3:1"),
        ((1, 1, 1), "2:1-wool"),
        ((-1, 2, 1), "3:1"),
        ((-2, 2, 2), "3:1"),
        ((-2, 1, 3), "2:1-brick"),
        ((-1, -1, 3), "2:1-lumber"),
    ];
    for players in [3, 4] {
        for bits in [0, 1, 7, 12_345, u64::from(u32::MAX)] {
            let s = run(&options(players, Mode::Beginner), bits);
            let dealt: Vec<((i8, i8, u8), &str)> = s
                .harbors
                .iter()
                .map(|h| {
                    let hex = s.hexes[usize::from(h.hex)];
                    ((hex.q, hex.r, h.side), h.kind)
                })
                .collect();
            assert_eq!(dealt, printed, "{players} players, seed bits {bits}");
        }
    }
    let s = run(&options(4, Mode::Beginner), 1);
    let mountains_10 = &s.hexes[usize::from(s.harbors[0].hex)];
    assert_eq!(
        (mountains_10.terrain, mountains_10.number),
        (Terrain::Mountains, Some(10)),
        "slot 0 is on mountains 10"
    );
}

#[test]
fn every_balanced_constraint_holds_over_thousands_of_seeds() {
    for players in [4, 6] {
        for bits in 0..1500 {
            let s = run(&options(players, Mode::Balanced), bits);
            for rule in &s.report.rules {
                assert!(
                    !rule.enforced || rule.holds,
                    "{} broken for seed bits {bits} ({players} players)",
                    rule.rule
                );
            }
            assert!(s.report.max_pips_per_intersection <= 10);
            assert!(s.report.largest_terrain_cluster <= 2);
            assert!(no_adjacent(&s, |x, y| x == y));
            assert!(no_adjacent(&s, red));
        }
    }
}

#[test]
fn pieces_are_conserved_and_the_robber_is_on_a_desert() {
    for (players, mode) in [
        (3, Mode::Balanced),
        (5, Mode::Balanced),
        (4, Mode::Random),
        (6, Mode::Random),
        (4, Mode::Spiral),
        (6, Mode::Spiral),
    ] {
        for bits in 0..300 {
            let s = run(&options(players, mode), bits);
            let terrain = counts(s.hexes.iter().map(|h| h.terrain));
            for t in Terrain::ALL {
                assert_eq!(
                    terrain.get(&t).copied().unwrap_or(0),
                    usize::from(t.count(s.board))
                );
            }
            let mut numbers: Vec<u8> = s.hexes.iter().filter_map(|h| h.number).collect();
            let mut expected = pieces::spiral_tokens(s.board).to_vec();
            numbers.sort_unstable();
            expected.sort_unstable();
            assert_eq!(numbers, expected);
            assert_eq!(s.hexes[usize::from(s.robber)].terrain, Terrain::Desert);
            let mut harbors: Vec<&str> = s.harbors.iter().map(|h| h.kind).collect();
            let mut box_harbors = pieces::harbor_kinds(s.board);
            harbors.sort_unstable();
            box_harbors.sort_unstable();
            assert_eq!(harbors, box_harbors);
            assert!(s.first_player < players);
            // The reminder names the seat the setup drew, not a roll.
            let first_player = s.first_player;
            assert_eq!(s.reminders[0], Reminder::PlacementOrder { first_player });
        }
    }
}

#[test]
fn random_mode_keeps_6_and_8_apart() {
    for bits in 0..1000 {
        assert!(no_adjacent(&run(&options(4, Mode::Random), bits), red));
        assert!(no_adjacent(&run(&options(6, Mode::Random), bits), red));
    }
}

#[test]
fn the_same_seed_gives_the_same_board() {
    for mode in [Mode::Spiral, Mode::Balanced, Mode::Random] {
        let a = setup(&options(4, mode), &Seed::parse("TABLE5").unwrap()).unwrap();
        let b = setup(&options(4, mode), &Seed::parse("table5").unwrap()).unwrap();
        assert_eq!(a, b);
    }
}

#[test]
fn constraints_switch_individually() {
    let mut loose = options(4, Mode::Balanced);
    loose.constraints = Constraints::NONE;
    let s = run(&loose, 3);
    assert!(s.report.rules.iter().all(|r| !r.enforced));
    let mut spread = options(4, Mode::Balanced);
    spread.constraints.max_resource_pip_deviation = Some(1);
    for bits in 0..100 {
        let s = run(&spread, bits);
        assert!(s.report.rules.iter().all(|r| !r.enforced || r.holds));
    }
}

#[test]
fn impossible_constraints_are_reported_not_looped_on() {
    let mut tight = options(4, Mode::Balanced);
    tight.constraints.max_intersection_pips = Some(4);
    let start = std::time::Instant::now();
    let error = setup(&tight, &Seed::parse("A").unwrap()).unwrap_err();
    assert_eq!(error.field(), "max_intersection_pips");
    assert!(start.elapsed().as_secs() < 20, "gave up in bounded time");
}

#[test]
fn kept_hexes_stay_and_the_rest_is_drawn_again() {
    let first = run(&options(4, Mode::Balanced), 11);
    let keep: Vec<KeptHex> = first.hexes[..3]
        .iter()
        .map(|h| KeptHex {
            q: h.q,
            r: h.r,
            terrain: h.terrain,
            number: h.number,
        })
        .collect();
    let mut again = options(4, Mode::Balanced);
    again.keep = keep.clone();
    for bits in 100..160 {
        let s = run(&again, bits);
        for k in &keep {
            let hex = s.hexes.iter().find(|h| h.q == k.q && h.r == k.r).unwrap();
            assert_eq!((hex.terrain, hex.number), (k.terrain, k.number));
        }
        assert!(s.report.rules.iter().all(|r| !r.enforced || r.holds));
    }
    assert_ne!(run(&again, 100).hexes, first.hexes);
}

#[test]
fn bad_kept_hexes_are_explained() {
    let keep = |k: Vec<KeptHex>| {
        let mut o = options(4, Mode::Balanced);
        o.keep = k;
        setup(&o, &Seed::parse("A").unwrap()).unwrap_err()
    };
    let at = |q, r, terrain, number| KeptHex {
        q,
        r,
        terrain,
        number,
    };
    assert_eq!(
        keep(vec![at(5, 5, Terrain::Forest, Some(5))]).field(),
        "keep[0]"
    );
    assert_eq!(
        keep(vec![at(0, 0, Terrain::Desert, Some(5))]).field(),
        "keep[0]"
    );
    assert_eq!(
        keep(vec![at(0, 0, Terrain::Forest, None)]).field(),
        "keep[0]"
    );
    assert_eq!(
        keep(vec![at(0, 0, Terrain::Forest, Some(7))]).field(),
        "keep[0]"
    );
    assert_eq!(
        keep(vec![
            at(0, 0, Terrain::Forest, Some(6)),
            at(1, 0, Terrain::Hills, Some(8))
        ])
        .field(),
        "keep"
    );
    let mut spiral = options(4, Mode::Spiral);
    spiral.keep = vec![at(0, 0, Terrain::Forest, Some(5))];
    assert_eq!(
        setup(&spiral, &Seed::parse("A").unwrap())
            .unwrap_err()
            .field(),
        "keep"
    );
}

fn player(name: &str, settlements: i64, cities: i64) -> PlayerInput {
    PlayerInput {
        name: name.into(),
        settlements: Some(settlements),
        cities,
        ..PlayerInput::default()
    }
}

#[test]
fn scores_by_the_formula() {
    let mut ann = player("Ann", 2, 3);
    ann.longest_road = true;
    ann.vp_cards = 1;
    let sheet = score(&ScoreInput {
        players: vec![ann, player("Bo", 4, 1), player("Cy", 2, 0)],
        ended_by: Some(0),
        ..ScoreInput::default()
    })
    .unwrap();
    assert_eq!(
        sheet.players.iter().map(|p| p.total).collect::<Vec<_>>(),
        [11, 6, 2]
    );
    assert_eq!(sheet.winners, ["Ann"]);
    assert_eq!(sheet.tie_break, None);
}

#[test]
fn the_player_who_ended_the_game_wins_a_level_score() {
    let mut ann = player("Ann", 2, 4);
    ann.largest_army = true; // 12
    let mut bo = player("Bo", 4, 4); // 12
    bo.vp_cards = 0;
    let sheet = score(&ScoreInput {
        players: vec![ann, bo, player("Cy", 2, 0)],
        ended_by: Some(1),
        ..ScoreInput::default()
    })
    .unwrap();
    assert_eq!(sheet.winners, ["Bo"]);
    assert_eq!(sheet.players[1].rank, 1);
    assert_eq!(sheet.players[0].rank, 2);
    assert!(sheet
        .tie_break
        .unwrap()
        .to_string()
        .contains("Bo reached 10 points on their own turn"));
    assert_eq!(sheet.warnings.len(), 1);
}

#[test]
fn impossible_catan_scores_are_refused() {
    let bad = |players: Vec<PlayerInput>, ended_by| {
        score(&ScoreInput {
            players,
            ended_by,
            ..ScoreInput::default()
        })
        .unwrap_err()
        .field()
        .to_owned()
    };
    assert_eq!(
        bad(
            vec![player("A", 6, 0), player("B", 2, 0), player("C", 2, 0)],
            None
        ),
        "players[0].settlements"
    );
    assert_eq!(
        bad(
            vec![player("A", 0, 5), player("B", 2, 0), player("C", 2, 0)],
            None
        ),
        "players[0].cities"
    );
    let mut a = player("A", 2, 0);
    a.longest_road = true;
    let mut b = a.clone();
    b.name = "B".into();
    assert_eq!(bad(vec![a, b, player("C", 2, 0)], None), "players");
    let mut a = player("A", 2, 0);
    a.vp_cards = 3;
    let mut b = a.clone();
    b.name = "B".into();
    assert_eq!(bad(vec![a, b, player("C", 2, 0)], None), "players");
    assert_eq!(
        bad(
            vec![player("A", 5, 0), player("B", 2, 0), player("C", 2, 0)],
            Some(0)
        ),
        "ended_by"
    );
    assert_eq!(
        bad(
            vec![player("A", 5, 0), player("B", 2, 0), player("C", 2, 0)],
            Some(7)
        ),
        "ended_by"
    );
    let mut knight = player("A", 2, 0);
    knight.knights = Some(15);
    assert_eq!(
        bad(vec![knight, player("B", 2, 0), player("C", 2, 0)], None),
        "players[0].knights"
    );
}

fn score_error(players: Vec<PlayerInput>) -> InputError {
    score(&ScoreInput {
        players,
        ..ScoreInput::default()
    })
    .unwrap_err()
}

#[test]
fn every_player_keeps_the_two_starting_buildings() {
    let error = score_error(vec![
        player("A", 1, 0),
        player("B", 2, 0),
        player("C", 0, 2),
    ]);
    assert_eq!(error.field(), "players[0].settlements");
    assert_eq!(
        error.to_string(),
        "A's settlements and cities add up to 1, but every player keeps the 2 settlements they started with (a city replaces a settlement)"
    );
    // Two cities and no settlement is a legal city-builder.
    let sheet = score(&ScoreInput {
        players: vec![player("A", 2, 0), player("B", 0, 2), player("C", 1, 1)],
        ..ScoreInput::default()
    });
    assert!(sheet.is_ok());
}

#[test]
fn the_knight_minimum_applies_only_to_the_largest_armys_holder() {
    let mut a = player("A", 2, 0);
    a.road_length = Some(4);
    a.knights = Some(2);
    let ok = score(&ScoreInput {
        players: vec![a.clone(), player("B", 2, 0), player("C", 2, 0)],
        ..ScoreInput::default()
    });
    assert!(ok.is_ok(), "a non-holder may have a 4-road and 2 knights");
    // Knights are never taken back: a holder has played 3 or more.
    a.largest_army = true;
    assert_eq!(
        score_error(vec![a, player("B", 2, 0), player("C", 2, 0)]).field(),
        "players[0].knights"
    );
}

/// Whether `name`'s breakdown scores `card`.
fn scores_card(sheet: &crate::ScoreSheet, name: &str, card: Item) -> bool {
    let card: crate::breakdown::Item = card.into();
    sheet
        .players
        .iter()
        .find(|p| p.name == name)
        .is_some_and(|p| p.breakdown.iter().any(|l| l.item == card))
}

/// Ann builds a road of 6 and takes the card; Ben later builds 6 too: only a
/// player who exceeds the holder takes it, so Ann keeps it.
#[test]
fn a_tie_at_6_road_segments_leaves_the_longest_road_with_its_holder() {
    let mut ann = player("Ann", 4, 1);
    ann.longest_road = true;
    ann.road_length = Some(6);
    let mut ben = player("Ben", 3, 1);
    ben.road_length = Some(6);
    let sheet = score(&ScoreInput {
        players: vec![ann, ben, player("Cy", 2, 0)],
        ..ScoreInput::default()
    })
    .unwrap();
    assert!(scores_card(&sheet, "Ann", Item::LongestRoad));
    assert!(!scores_card(&sheet, "Ben", Item::LongestRoad));
    assert_eq!(
        sheet.players.iter().map(|p| p.total).collect::<Vec<_>>(),
        [8, 5, 2]
    );
}

/// Ann plays her third knight and takes the card; Ben's third knight ties her,
/// which does not take it.
#[test]
fn a_tie_at_3_knights_leaves_the_largest_army_with_its_holder() {
    let mut ann = player("Ann", 2, 0);
    ann.largest_army = true;
    ann.knights = Some(3);
    let mut ben = player("Ben", 2, 0);
    ben.knights = Some(3);
    let sheet = score(&ScoreInput {
        players: vec![player("Cy", 2, 0), ben, ann],
        ..ScoreInput::default()
    })
    .unwrap();
    assert!(scores_card(&sheet, "Ann", Item::LargestArmy));
    assert_eq!(sheet.players[2].total, 4);
    assert_eq!(sheet.players[1].total, 2);
}

/// A player who exceeds the holder would have taken the card: that game is
/// refused on the holder's count, in both languages.
#[test]
fn a_holder_exceeded_by_another_player_is_refused() {
    let mut a = player("A", 2, 0);
    a.longest_road = true;
    a.road_length = Some(6);
    let mut b = player("B", 2, 0);
    b.road_length = Some(7);
    let error = score_error(vec![a.clone(), b.clone(), player("C", 2, 0)]);
    assert_eq!(error.field(), "players[0].road_length");
    assert_eq!(
        error.to_string(),
        "A holds the Longest Road with 6 road segments, but B has 7; the card moves to a player with at least 5 road segments who exceeds its holder (a tie leaves it where it is)"
    );
    let InputError::Refused { refusal, .. } = &error else {
        panic!("refused as data, to be worded in each language: {error:?}");
    };
    assert_eq!(
        refusal.say(Language::TraditionalChinese),
        "A持有最長道路（6 段道路），但B有 7；至少 5 段道路且超過持有者的玩家才會拿走這張卡（平手時仍歸原持有者）。"
    );
    // A player who entered no length is not compared.
    b.road_length = None;
    assert!(score(&ScoreInput {
        players: vec![a, b, player("C", 2, 0)],
        ..ScoreInput::default()
    })
    .is_ok());

    let mut a = player("A", 2, 0);
    a.largest_army = true;
    a.knights = Some(3);
    let mut c = player("C", 2, 0);
    c.knights = Some(4);
    let error = score_error(vec![a, player("B", 2, 0), c]);
    assert_eq!(error.field(), "players[0].knights");
    assert_eq!(
        error.to_string(),
        "A holds the Largest Army with 3 knights, but C has 4; the card moves to a player with at least 3 knights who exceeds its holder (a tie leaves it where it is)"
    );
}

#[test]
fn knights_played_fit_the_deck() {
    let knights = |n: i64| {
        let mut p = player("P", 2, 0);
        p.knights = Some(n);
        p
    };
    let named = |mut p: PlayerInput, name: &str| {
        p.name = name.into();
        p
    };
    // 14 knights in the base deck: 7 + 7 fits, 7 + 8 does not.
    let fits = vec![
        named(knights(7), "A"),
        named(knights(7), "B"),
        player("C", 2, 0),
    ];
    assert!(score(&ScoreInput {
        players: fits,
        ..ScoreInput::default()
    })
    .is_ok());
    let error = score_error(vec![
        named(knights(7), "A"),
        named(knights(8), "B"),
        player("C", 2, 0),
    ]);
    assert_eq!(error.field(), "players[1].knights");
    assert_eq!(
        error.to_string(),
        "Knights played add up to 15, but the deck has 14"
    );
    // 20 with 5–6 players.
    let mut five: Vec<PlayerInput> = ["A", "B", "C", "D"]
        .iter()
        .map(|n| named(knights(5), n))
        .collect();
    five.push(player("E", 2, 0));
    assert!(score(&ScoreInput {
        players: five,
        ..ScoreInput::default()
    })
    .is_ok());
}

#[test]
fn house_rule_highest_score_wins_a_tie_above_ten() {
    // Bo ended the game at 10; Ann shows 12.
    let mut ann = player("Ann", 2, 4);
    ann.largest_army = true;
    let bo = player("Bo", 2, 4);
    let players = vec![ann, bo, player("Cy", 2, 0)];
    let official = score(&ScoreInput {
        players: players.clone(),
        ended_by: Some(1),
        ..ScoreInput::default()
    })
    .unwrap();
    assert_eq!(official.winners, ["Bo"]);
    let house = score(&ScoreInput {
        players,
        ended_by: Some(1),
        highest_score_wins: true,
    })
    .unwrap();
    assert_eq!(house.winners, ["Ann"]);
    assert_eq!(house.players[0].rank, 1);
    assert_eq!(house.players[1].rank, 2);
    assert_eq!(
        house.tie_break.as_ref().map(ToString::to_string).as_deref(),
        Some("House rule: the highest score wins, though Bo ended the game.")
    );
    assert!(house.warnings.is_empty());
}

#[test]
fn a_limit_tighter_than_every_board_can_meet_is_refused_the_same_for_every_seed() {
    for players in [4, 6] {
        for (rule, value) in [
            ("max_terrain_cluster", 0),
            ("max_intersection_pips", 9),
            ("max_resource_pip_deviation", 0),
            (
                "max_resource_pip_deviation",
                if players > 4 { 1 } else { 0 },
            ),
        ] {
            let mut o = options(players, Mode::Balanced);
            let cap = CAPS.iter().find(|c| c.rule == rule).unwrap();
            *cap.slot(&mut o.constraints) = Some(value);
            for bits in 0..50 {
                let error = setup(&o, &Seed::from_random_bits(bits)).unwrap_err();
                assert_eq!(error.field(), rule);
                assert_eq!(
                    error.to_string(),
                    format!(
                        "A limit of {value} for {rule} cannot be met on every layout of the {} player board; {} is the tightest (or turn the rule off)",
                        if players > 4 { "5–6" } else { "3–4" },
                        cap.tightest(BoardSize::for_players(players))
                    )
                );
            }
        }
    }
}

#[test]
fn every_limit_at_its_tightest_at_once_is_met_for_every_seed() {
    for players in [4, 6] {
        let mut o = options(players, Mode::Balanced);
        o.constraints = Constraints::tightest(BoardSize::for_players(players));
        for bits in 0..300u64 {
            let seed = Seed::from_random_bits(bits.wrapping_mul(0x9E37_79B9_7F4A_7C15));
            assert!(setup(&o, &seed).is_ok(), "{players} players, seed {bits}");
        }
    }
}

#[test]
fn regression_terrain_rules_that_cannot_be_met_end_in_an_error_not_a_hang() {
    // Terrain tries once added no work to the budget, so an impossible terrain rule
    // retried forever. Such a cap is now refused before any search; the search
    // itself must still give up.
    let mut never = Constraints::BALANCED;
    never.max_terrain_cluster = Some(0);
    let board = Board::of(BoardSize::Base);
    let seed = Seed::parse("A").unwrap();
    let stopped = setup::search(board, &[], &never, &seed, setup::WORK_BUDGET);
    assert!(matches!(stopped, Err(setup::Stop::OutOfWork)));
}

/// Rules no search can meet, though no check before the search sees it: every
/// resource's pips within 1 of its fair share, with all three hills kept on
/// 8, 8 and 6 (15 pips, far above the hills' share).
fn impossible_to_balance() -> SetupOptions {
    let mut o = options(4, Mode::Balanced);
    o.constraints.max_resource_pip_deviation = Some(1);
    o.keep = crate::catan::query::parse_keep("-2,0,hills,8;1,0,hills,8;-2,2,hills,6").unwrap();
    o
}

#[test]
fn quick_draws_settle_every_default_board_the_same_as_full_ones() {
    for players in 3..=6 {
        for mode in [Mode::Balanced, Mode::Random, Mode::Spiral] {
            let o = options(players, mode);
            assert!(!o.may_search_long());
            for bits in 0..150 {
                let seed = Seed::from_random_bits(bits);
                let quick = setup::setup_with(&o, &seed, crate::Effort::Quick);
                assert_eq!(
                    quick,
                    Ok(setup(&o, &seed)),
                    "{players} players, {mode:?}, {bits}"
                );
            }
        }
    }
}

#[test]
fn a_quick_draw_of_impossible_rules_is_unsettled_and_the_full_one_explains() {
    let o = impossible_to_balance();
    assert!(o.may_search_long());
    let seed = Seed::from_random_bits(7);
    let quick = setup::setup_with(&o, &seed, crate::Effort::Quick);
    assert_eq!(quick, Err(crate::Unsettled));
    let error = setup(&o, &seed).unwrap_err();
    assert_eq!(error.field(), "constraints");
}

#[test]
fn kept_hexes_already_forming_too_big_a_group_are_explained() {
    let mut o = options(4, Mode::Balanced);
    o.keep = [(0, 3), (1, 4), (2, 5)]
        .iter()
        .map(|&(q, n)| KeptHex {
            q,
            r: 0,
            terrain: Terrain::Forest,
            number: Some(n),
        })
        .collect();
    let error = setup(&o, &Seed::parse("A").unwrap()).unwrap_err();
    assert_eq!(error.field(), "keep");
    assert!(
        error.to_string().contains("group of more than 2"),
        "{error}"
    );
    o.keep.pop();
    assert!(
        setup(&o, &Seed::parse("A").unwrap()).is_ok(),
        "two kept forests are fine"
    );
}

/// Seed: 「如果最長道路被截斷，但是沒有新的玩家符合最長道路卡的標準，那原本玩家可以繼續
/// 持有最長道路卡」. Ann's road is cut to 3; Bo's 4 is not enough to take the
/// card, so Ann keeps it. Once Bo has 5, the card is his: Ann holding it is
/// refused at her road, naming Bo.
#[test]
fn a_holder_whose_road_was_cut_keeps_the_longest_road_while_nobody_else_has_5() {
    let mut ann = player("Ann", 2, 0);
    ann.longest_road = true;
    ann.road_length = Some(3);
    let mut bo = player("Bo", 2, 0);
    bo.road_length = Some(4);
    let sheet = score(&ScoreInput {
        players: vec![ann.clone(), bo.clone(), player("Cy", 2, 0)],
        ..ScoreInput::default()
    })
    .unwrap();
    assert!(scores_card(&sheet, "Ann", Item::LongestRoad));
    assert_eq!(sheet.players[0].total, 4);
    // A road cut to nothing is a length too.
    ann.road_length = Some(0);
    assert!(score(&ScoreInput {
        players: vec![ann.clone(), bo.clone(), player("Cy", 2, 0)],
        ..ScoreInput::default()
    })
    .is_ok());
    ann.road_length = Some(3);
    bo.road_length = Some(5);
    let error = score_error(vec![ann, bo, player("Cy", 2, 0)]);
    assert_eq!(error.field(), "players[0].road_length");
    assert_eq!(
        error.to_string(),
        "Ann holds the Longest Road with 3 road segments, but Bo has 5; the card moves to a player with at least 5 road segments who exceeds its holder (a tie leaves it where it is)"
    );
    let InputError::Refused { refusal, .. } = &error else {
        panic!("refused as data: {error:?}");
    };
    assert_eq!(
        refusal.say(Language::TraditionalChinese),
        "Ann持有最長道路（3 段道路），但Bo有 5；至少 5 段道路且超過持有者的玩家才會拿走這張卡（平手時仍歸原持有者）。"
    );
}

/// Only players still tied after every tie-break share a rank: Ann ended the
/// game with 10 and wins; Bo's 11 and Cy's 10 are second and third.
#[test]
fn players_behind_who_ended_the_game_are_ranked_by_their_totals() {
    let ranks = |totals: [(i64, i64); 3]| {
        let names = ["Ann", "Bo", "Cy"];
        let players = names
            .iter()
            .zip(totals)
            .map(|(name, (settlements, cities))| player(name, settlements, cities))
            .collect();
        let sheet = score(&ScoreInput {
            players,
            ended_by: Some(0),
            ..ScoreInput::default()
        })
        .unwrap();
        assert_eq!(sheet.winners, ["Ann"]);
        sheet.players.iter().map(|p| p.rank).collect::<Vec<_>>()
    };
    // Ann 10 (2 + 4 cities), Bo 11 (5 + 3 cities), Cy 10 (4 + 3 cities).
    assert_eq!(ranks([(2, 4), (5, 3), (4, 3)]), [1, 2, 3]);
    // Bo and Cy level at 11 stay level, behind Ann.
    assert_eq!(ranks([(2, 4), (5, 3), (5, 3)]), [1, 2, 2]);
    // Behind Ann: Cy 9 ahead of Bo 4.
    assert_eq!(ranks([(2, 4), (2, 1), (5, 2)]), [1, 3, 2]);
}

/// A blank settlements count is 0 on every door (a player who made cities of
/// both starting settlements has none): `{"cities": 2}` scores 4. When a
/// count entered there could change a rank or the winner, a warning names
/// the player, in both languages; when it could not, nothing is said.
#[test]
fn a_blank_settlements_count_is_0_and_is_named_when_it_could_change_the_ranking() {
    let with_blank = |cities: [i64; 3]| {
        let players = ["Ann", "Bo", "Cy"]
            .iter()
            .zip(cities)
            .map(|(name, cities)| PlayerInput {
                name: (*name).into(),
                settlements: (*name != "Ann").then_some(2),
                cities,
                ..PlayerInput::default()
            })
            .collect();
        score(&ScoreInput {
            players,
            ..ScoreInput::default()
        })
        .unwrap()
    };
    // The warnings about blanks (nobody has 10 yet: the game is not over, too).
    let blanks = |sheet: &crate::ScoreSheet, language| -> Vec<String> {
        sheet
            .warnings
            .iter()
            .filter(|w| w.say(Language::English).contains("is blank"))
            .map(|w| w.say(language))
            .collect()
    };
    // Ann 4 (blank, 2 cities), Bo 2, Cy 2: more settlements only widen her lead.
    let sheet = with_blank([2, 0, 0]);
    assert_eq!(sheet.players[0].total, 4);
    assert!(blanks(&sheet, Language::English).is_empty());
    assert!(!sheet.has_a_blank_that_matters());
    // Ann 4 (blank), Bo 6, Cy 2: entered, her settlements could pass Bo (a
    // pad asks before saving it so).
    let sheet = with_blank([2, 2, 0]);
    assert_eq!(sheet.players[0].total, 4);
    assert!(sheet.has_a_blank_that_matters());
    assert_eq!(
        blanks(&sheet, Language::English),
        ["Ann's count of settlements is blank: counted as 0 until it is entered, and entering it can change the ranking."]
    );
    assert_eq!(
        blanks(&sheet, Language::TraditionalChinese),
        ["Ann的村莊還沒填：暫時以 0 計，填入後名次可能改變。"]
    );
}
