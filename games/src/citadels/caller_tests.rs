//! The caller's tests, named like the rulebook (docs/rules.md, "Round by round").

use super::*;
use crate::citadels::rounds::apply_rounds;
use crate::citadels::SetupOptions;
use crate::Seed;

fn classic() -> RoundDeal {
    RoundDeal::classic_unknown()
}

/// A classic round of 4 whose setup removed the Magician and the Bishop face up.
fn classic_with_face_up() -> RoundDeal {
    RoundDeal {
        face_up: vec!["Magician", "Bishop"],
        ..classic()
    }
}

fn called_now(call: &Call, deal: &RoundDeal) -> Option<&'static str> {
    match call.asking(deal) {
        Ask::WhoHas { character, .. } | Ask::Silent { character } => Some(character.name),
        Ask::TargetOf { .. } | Ask::CrownTo { .. } | Ask::Whole => None,
    }
}

fn target(name: &str) -> Answer {
    Answer::Target(Some(name.to_owned()))
}

#[test]
fn the_crown_calls_each_character_in_rank_order_but_those_removed_face_up() {
    let deal = classic_with_face_up();
    let mut call = Call::new(4, 0);
    let mut called = Vec::new();
    while let Some(name) = called_now(&call, &deal) {
        called.push(name);
        call.answer(&deal, Answer::Nobody).unwrap();
    }
    assert_eq!(
        called,
        [
            "Assassin",
            "Thief",
            "King",
            "Merchant",
            "Architect",
            "Warlord"
        ]
    );
    let rows = call.rows(&deal);
    assert!(
        rows.iter()
            .find(|r| r.character.name == "Bishop")
            .unwrap()
            .face_up
    );
    assert_eq!(call.asking(&deal), Ask::Whole);
}

#[test]
fn the_assassin_and_the_thief_name_their_target_when_they_reveal() {
    let deal = classic_with_face_up();
    let mut call = Call::new(4, 0);
    call.answer(&deal, Answer::Seat(2)).unwrap();
    let Ask::TargetOf { character, choices } = call.asking(&deal) else {
        panic!("the Assassin names a target");
    };
    assert_eq!(character.name, "Assassin");
    let names: Vec<&str> = choices.iter().map(|c| c.name).collect();
    // Any character of rank 2 or more, but not one removed face up.
    assert_eq!(names, ["Thief", "King", "Merchant", "Architect", "Warlord"]);
    // A target that is not offered is refused.
    assert_eq!(
        call.answer(&deal, target("Bishop")),
        Err(AnswerRefused::NotATarget("Bishop".into()))
    );
    call.answer(&deal, target("Merchant")).unwrap();
    assert_eq!(called_now(&call, &deal), Some("Thief"));
}

#[test]
fn the_thief_cannot_rob_the_assassin_or_the_murdered_character() {
    let deal = classic();
    let mut call = Call::new(4, 0);
    call.answer(&deal, Answer::Seat(0)).unwrap();
    call.answer(&deal, target("King")).unwrap();
    call.answer(&deal, Answer::Seat(1)).unwrap();
    let Ask::TargetOf { choices, .. } = call.asking(&deal) else {
        panic!("the Thief names a target");
    };
    let names: Vec<&str> = choices.iter().map(|c| c.name).collect();
    assert!(!names.contains(&"Assassin"));
    assert!(!names.contains(&"King"));
    assert!(!names.contains(&"Thief"));
    assert_eq!(
        call.answer(&deal, target("King")),
        Err(AnswerRefused::NotATarget("King".into()))
    );
    call.answer(&deal, target("Merchant")).unwrap();
    let rows = call.rows(&deal);
    let merchant = rows
        .iter()
        .find(|r| r.character.name == "Merchant")
        .unwrap();
    assert_eq!(merchant.named_by, Some("Thief"));
}

#[test]
fn the_murdered_character_is_called_in_silence_and_revealed_after_every_other() {
    let deal = classic();
    let mut call = Call::new(4, 0);
    call.answer(&deal, Answer::Seat(0)).unwrap();
    call.answer(&deal, target("Magician")).unwrap();
    call.answer(&deal, Answer::Nobody).unwrap(); // Thief
    assert_eq!(
        call.asking(&deal),
        Ask::Silent {
            character: deal.characters[2]
        }
    );
    // A seat is no answer to the silence.
    assert_eq!(
        call.answer(&deal, Answer::Seat(1)),
        Err(AnswerRefused::NotAsked)
    );
    call.answer(&deal, Answer::Silence).unwrap();
    let magician = |call: &Call| {
        call.rows(&deal)
            .into_iter()
            .find(|r| r.character.name == "Magician")
            .unwrap()
    };
    assert_eq!(magician(&call).taken, None, "not revealed yet");
    assert_eq!(magician(&call).named_by, Some("Assassin"));
    for seat in [1, 2, 3] {
        call.answer(&deal, Answer::Seat(seat)).unwrap(); // King, Bishop, Merchant
    }
    for _ in 0..2 {
        call.answer(&deal, Answer::Nobody).unwrap(); // Architect, Warlord
    }
    assert_eq!(
        call.asking(&deal),
        Ask::WhoHas {
            character: deal.characters[2],
            revealed_last: true
        }
    );
    // Every seat holds its one character: only nobody is left.
    assert_eq!(
        call.answer(&deal, Answer::Seat(1)),
        Err(AnswerRefused::SeatFull(1))
    );
    call.answer(&deal, Answer::Nobody).unwrap();
    let round = call.round(&deal).unwrap();
    assert_eq!(round.murdered.as_deref(), Some("Magician"));
    assert_eq!(magician(&call).taken, Some(None));
}

#[test]
fn a_murdered_king_still_takes_the_crown() {
    let deal = classic();
    let mut call = Call::new(4, 3);
    call.answer(&deal, Answer::Seat(0)).unwrap();
    call.answer(&deal, target("King")).unwrap();
    call.answer(&deal, Answer::Nobody).unwrap(); // Thief
    call.answer(&deal, Answer::Seat(1)).unwrap(); // Magician
    call.answer(&deal, Answer::Silence).unwrap(); // King
    for _ in 0..4 {
        call.answer(&deal, Answer::Nobody).unwrap();
    }
    call.answer(&deal, Answer::Seat(2)).unwrap(); // the King, at last
    assert_eq!(call.round(&deal).unwrap().crown, 2);
}

#[test]
fn a_round_in_which_nobody_chose_the_king_leaves_the_crown_where_it_was() {
    let deal = classic();
    let mut call = Call::new(4, 3);
    while call.asking(&deal) != Ask::Whole {
        call.answer(&deal, Answer::Nobody).unwrap();
    }
    assert_eq!(call.round(&deal).unwrap().crown, 3);
}

#[test]
fn with_two_or_three_players_each_seat_reveals_two_characters() {
    let deal = classic();
    let mut call = Call::new(3, 0);
    call.answer(&deal, Answer::Seat(1)).unwrap();
    call.answer(&deal, Answer::Target(None)).unwrap();
    call.answer(&deal, Answer::Seat(1)).unwrap();
    call.answer(&deal, Answer::Target(None)).unwrap();
    assert_eq!(
        call.answer(&deal, Answer::Seat(1)),
        Err(AnswerRefused::SeatFull(1))
    );
    assert_eq!(
        call.answer(&deal, Answer::Seat(3)),
        Err(AnswerRefused::SeatFull(3)),
        "no fourth seat at a table of three"
    );
    call.answer(&deal, Answer::Seat(0)).unwrap();
}

/// A 7-player 2016 game with the Illustrious Emissaries, called round by
/// round from its setup: each finished round joins the rounds, the crown
/// follows the Emperor's seat… and the pad is filled as the API fills it.
#[test]
fn a_seven_player_2016_game_called_round_by_round_fills_the_pad() {
    let options = SetupOptions {
        preset: Some("illustrious-emissaries".into()),
        ..SetupOptions::new(7, Edition::Y2016)
    };
    let seed = Seed::parse("TABLE5").unwrap();
    let deal_of = |n: usize| RoundDeal::of_setup(&options, &seed, n).unwrap();
    let names: Vec<String> = (1..=7).map(|n| format!("P{n}")).collect();
    let mut pad = ScoreState::new(crate::GameId::Citadels, &names);
    let edition = Edition::Y2016.id().to_owned();
    pad.table
        .insert(crate::citadels::pad::EDITION_KEY.into(), edition);
    let mut caller = Caller::read(&pad, Edition::Y2016, 4).unwrap();
    for number in 1..=2 {
        let deal = deal_of(number);
        assert_eq!(caller.round_number(), number);
        // Seats take the characters called in turn, from seat 0.
        let mut next_seat = 0;
        while caller.round_number() == number {
            let answer = match caller.call.asking(&deal) {
                Ask::WhoHas { .. } if next_seat < 7 => {
                    next_seat += 1;
                    Answer::Seat(next_seat - 1)
                }
                Ask::WhoHas { .. } => Answer::Nobody,
                Ask::Silent { .. } => Answer::Silence,
                Ask::TargetOf { .. } => Answer::Target(None),
                // The Emperor: the table hands the crown on (to seat 5).
                Ask::CrownTo { character } => {
                    assert_eq!(character.name, "Emperor");
                    Answer::Seat(5)
                }
                Ask::Whole => unreachable!("a whole round joins the rounds"),
            };
            assert_eq!(caller.answer(&deal, answer), Ok(None));
            caller.write(&mut pad, true);
        }
    }
    assert_eq!(caller.rounds.len(), 2);
    assert_eq!(caller.call.crown, 5, "where the table handed the crown");
    assert_eq!(caller.last_crown().unwrap().2.unwrap().name, "Emperor");
    // Read back from the pad, the same rounds and a new call.
    let again = Caller::read(&pad, Edition::Y2016, 4).unwrap();
    assert_eq!(again, caller);
    // The pad's crown and highest ranks are the rounds' own: the API's
    // check of the pad against them agrees.
    let mut input = crate::citadels::pad::read(&pad.text(), &|n| format!("P{n}")).unwrap();
    let highest: Vec<Option<i64>> = input
        .players
        .iter()
        .map(|p| p.highest_rank_last_round)
        .collect();
    assert!(highest.iter().all(Option::is_some), "{highest:?}");
    let crowned: Vec<bool> = input.players.iter().map(|p| p.crown).collect();
    assert_eq!(crowned, [false, false, false, false, false, true, false]);
    assert_eq!(apply_rounds(&mut input, &caller.rounds), Ok(()));
}

#[test]
fn undo_takes_back_the_last_answer_even_into_the_round_before() {
    let deal = classic();
    let mut caller = Caller {
        edition: Edition::Classic,
        rounds: Vec::new(),
        call: Call::new(4, 1),
    };
    caller.answer(&deal, Answer::Seat(0)).unwrap();
    caller.answer(&deal, target("Thief")).unwrap();
    caller.answer(&deal, Answer::Silence).unwrap();
    caller.answer(&deal, Answer::Seat(1)).unwrap(); // Magician
    caller.answer(&deal, Answer::Seat(2)).unwrap(); // King
    caller.answer(&deal, Answer::Seat(3)).unwrap(); // Bishop
    while caller.rounds.is_empty() {
        caller.answer(&deal, Answer::Nobody).unwrap();
    }
    let whole = caller.rounds[0].clone();
    assert_eq!(whole.crown, 2);
    assert_eq!(caller.call.crown, 2, "the King's seat calls next");
    // Back into round 1: its last answer (the murdered Thief's holder) is open again.
    assert!(caller.undo(|_| classic(), 1));
    assert!(caller.rounds.is_empty());
    assert_eq!(caller.call.crown, 1);
    assert_eq!(
        caller.call.asking(&deal),
        Ask::WhoHas {
            character: deal.characters[1],
            revealed_last: true
        }
    );
    caller.answer(&deal, Answer::Nobody).unwrap();
    assert_eq!(caller.rounds, [whole]);
    while caller.undo(|_| classic(), 1) {}
    assert_eq!(caller.call, Call::new(4, 1));
}

#[test]
fn a_round_the_rules_refuse_stays_being_called() {
    // One character a rank for the whole game: a deal that puts the Emperor
    // where the King was in round 1 makes a round the rules refuse.
    let first = RoundDeal {
        characters: crate::citadels::data::ROSTER_2016[..8]
            .iter()
            .map(|rank| rank[0])
            .collect(),
        face_up: Vec::new(),
    };
    let mut second = first.clone();
    second.characters[3] = crate::citadels::data::ROSTER_2016[3][1];
    assert_eq!(second.characters[3].name, "Emperor");
    let mut caller = Caller {
        edition: Edition::Y2016,
        rounds: Vec::new(),
        call: Call::new(4, 0),
    };
    // Each round: seats 0 to 3 take the characters of ranks 4 to 7.
    // (The Emperor's crown stays with seat 0, as the table says.)
    let play = |caller: &mut Caller, deal: &RoundDeal| {
        let rounds = caller.rounds.len();
        loop {
            let answer = match caller.call.asking(deal) {
                Ask::WhoHas { character, .. } if (4..=7).contains(&character.rank) => {
                    Answer::Seat(character.rank - 4)
                }
                Ask::CrownTo { .. } => Answer::Seat(0),
                Ask::Whole => return None,
                _ => Answer::Nobody,
            };
            let said = caller.answer(deal, answer).unwrap();
            if said.is_some() || caller.rounds.len() > rounds {
                return said;
            }
        }
    };
    assert_eq!(play(&mut caller, &first), None);
    assert_eq!(caller.rounds.len(), 1);
    let said = play(&mut caller, &second);
    assert!(
        matches!(said, Some(RoundRefusal::OtherCharacterOfRank { .. })),
        "{said:?}"
    );
    assert_eq!(caller.rounds.len(), 1, "the refused round is not kept");
    assert_eq!(caller.call.asking(&second), Ask::Whole);
    // Taking the last answer back lets the table put it right: the last
    // character is asked for again.
    assert!(caller.undo(|_| second.clone(), 0));
    assert!(
        matches!(caller.call.asking(&second), Ask::WhoHas { character, .. } if character.rank == 8)
    );
}

#[test]
fn kept_answers_read_back_and_damaged_ones_do_not() {
    let answers = vec![
        Answer::Seat(2),
        target("Tax Collector"),
        Answer::Nobody,
        Answer::Silence,
        Answer::Target(None),
    ];
    let text = encode_answers(&answers);
    assert_eq!(text, "2,>Tax Collector,-,~,>");
    assert_eq!(decode_answers(&text), Some(answers));
    assert_eq!(decode_answers(""), Some(Vec::new()));
    assert_eq!(decode_answers("2,>Jester"), None);
    assert_eq!(decode_answers("x"), None);
    assert_eq!(decode_answers(&vec!["-"; 40].join(",")), None);
}

#[test]
fn kept_answers_that_no_longer_fit_give_way_to_the_next_answer() {
    // Seat 0 revealed two characters when the table had three seats; with a
    // fourth seat added, each seat reveals one: the second no longer fits.
    let deal = classic();
    let mut call = Call::new(4, 0);
    call.answers = vec![Answer::Seat(0), Answer::Target(None), Answer::Seat(0)];
    assert!(
        matches!(call.asking(&deal), Ask::WhoHas { character, .. } if character.name == "Thief")
    );
    call.answer(&deal, Answer::Seat(1)).unwrap();
    assert_eq!(
        call.answers,
        [Answer::Seat(0), Answer::Target(None), Answer::Seat(1)]
    );
}

#[test]
fn a_table_without_the_king_says_where_the_crown_goes_after_the_patrician() {
    let mut deal = classic();
    deal.characters[3] = crate::citadels::data::ROSTER_2016[3][2];
    assert_eq!(deal.characters[3].name, "Patrician");
    let mut call = Call::new(4, 1);
    for _ in 0..3 {
        match call.asking(&deal) {
            Ask::TargetOf { .. } => call.answer(&deal, Answer::Target(None)).unwrap(),
            _ => call.answer(&deal, Answer::Nobody).unwrap(),
        }
    }
    call.answer(&deal, Answer::Seat(3)).unwrap();
    assert_eq!(
        call.asking(&deal),
        Ask::CrownTo {
            character: deal.characters[3]
        }
    );
    call.answer(&deal, Answer::Seat(3)).unwrap();
    while call.asking(&deal) != Ask::Whole {
        call.answer(&deal, Answer::Nobody).unwrap();
    }
    assert_eq!(call.round(&deal).unwrap().crown, 3);
    // Nobody took rank 4: the crown stays.
    let mut nobody = Call::new(4, 1);
    while nobody.asking(&deal) != Ask::Whole {
        nobody.answer(&deal, Answer::Nobody).unwrap();
    }
    assert_eq!(nobody.round(&deal).unwrap().crown, 1);
}

#[test]
fn a_live_tables_pad_shows_the_crown_and_ranks_its_rounds_say() {
    let names: Vec<String> = ["Ann", "Bo", "Cy", "Di"].map(String::from).to_vec();
    let mut pad = ScoreState::new(crate::GameId::Citadels, &names);
    pad.table
        .insert(crate::citadels::pad::EDITION_KEY.into(), "2016".into());
    let round = Round {
        crown: 2,
        murdered: None,
        picks: ["Merchant", "Thief", "King", "Warlord"]
            .iter()
            .enumerate()
            .map(|(seat, name)| Pick {
                character: (*name).to_owned(),
                seat: seat as u8,
            })
            .collect(),
        robbed: None,
    };
    let call = KeptCall {
        rounds: encode_rounds(&[round]),
        answers: String::new(),
    };
    call.write_filled(&mut pad);
    let input = crate::citadels::pad::read(&pad.text(), &|n| format!("P{n}")).unwrap();
    let crowned: Vec<bool> = input.players.iter().map(|p| p.crown).collect();
    assert_eq!(crowned, [false, false, true, false]);
    let ranks: Vec<Option<i64>> = input
        .players
        .iter()
        .map(|p| p.highest_rank_last_round)
        .collect();
    assert_eq!(ranks, [Some(6), Some(2), Some(4), Some(8)]);
    assert_eq!(KeptCall::of_pad(&pad.table), call);
}
