use crate::players::check_players;
use crate::score::InputError;
use crate::{Draws, GameId, Seed};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct SetupOptions {
    pub players: u8,
}

/// The council roles in order; the chair assigns the others in round one.
pub const ROLES: [&str; 5] = [
    "Transportation",
    "Finance",
    "Election",
    "Labour Union",
    "Executive",
];

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Setup {
    /// Where the coin marker starts on the city budget track, in dollars.
    pub budget: u32,
    pub blue_workers: u32,
    pub white_workers: u32,
    pub plans_per_meeting: u32,
    pub favour_cards_each: u32,
    /// Favour cards left in the deck after dealing.
    pub favour_deck_after_dealing: u32,
    /// 0-based seat of the first round's Election chair.
    pub first_chair: u8,
    pub green_goods_cubes: u32,
    /// Starter buildings face up under each of the two starter stacks.
    pub starter_buildings_face_up: u32,
}

const FAVOUR_DECK: u32 = 52;
const FAVOUR_CARDS_EACH: u32 = 2;

pub fn setup(options: &SetupOptions, seed: &Seed) -> Result<Setup, InputError> {
    let players = check_players(GameId::CityCouncil, options.players)?;
    // (budget $, blue-collar, white-collar, plans per meeting) from the rules table.
    let (budget, blue_workers, white_workers, plans_per_meeting) = match players {
        2 | 3 => (7, 3, 1, 2),
        4 => (8, 4, 2, 3),
        _ => (9, 5, 2, 3),
    };
    Ok(Setup {
        budget,
        blue_workers,
        white_workers,
        plans_per_meeting,
        favour_cards_each: FAVOUR_CARDS_EACH,
        favour_deck_after_dealing: FAVOUR_DECK - FAVOUR_CARDS_EACH * u32::from(players),
        first_chair: seed.rng("city-council/first-chair").below(players.into()) as u8,
        green_goods_cubes: 1,
        starter_buildings_face_up: 3,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn for_players(players: u8) -> Setup {
        setup(&SetupOptions { players }, &Seed::parse("C0UNC1L").unwrap()).unwrap()
    }

    #[test]
    fn values_by_player_count_match_the_rules_table() {
        let table: Vec<(u32, u32, u32, u32)> = (2..=5)
            .map(for_players)
            .map(|s| {
                (
                    s.budget,
                    s.blue_workers,
                    s.white_workers,
                    s.plans_per_meeting,
                )
            })
            .collect();
        assert_eq!(
            table,
            [(7, 3, 1, 2), (7, 3, 1, 2), (8, 4, 2, 3), (9, 5, 2, 3)]
        );
    }

    #[test]
    fn two_favour_cards_each_from_the_deck() {
        assert_eq!(for_players(5).favour_deck_after_dealing, 42);
        assert_eq!(for_players(2).favour_cards_each, 2);
    }

    #[test]
    fn the_first_chair_is_any_seat_and_follows_the_seed() {
        let mut seen = [false; 5];
        for bits in 0..200 {
            let s = setup(&SetupOptions { players: 5 }, &Seed::from_random_bits(bits)).unwrap();
            seen[usize::from(s.first_chair)] = true;
        }
        assert_eq!(seen, [true; 5]);
        assert_eq!(for_players(4), for_players(4));
    }

    #[test]
    fn golden_first_chairs() {
        let chairs: Vec<u8> = ["TABLE5", "K3XQ9ZD", "0000000"]
            .iter()
            .map(|code| {
                setup(&SetupOptions { players: 5 }, &Seed::parse(code).unwrap())
                    .unwrap()
                    .first_chair
            })
            .collect();
        assert_eq!(chairs, GOLDEN);
    }
    const GOLDEN: [u8; 3] = [3, 3, 1];

    #[test]
    fn one_or_six_players_cannot_sit_the_council() {
        for players in [0, 1, 6] {
            assert!(setup(&SetupOptions { players }, &Seed::parse("A").unwrap()).is_err());
        }
    }
}
