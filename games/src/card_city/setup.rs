use super::cards::{Card, CardCounts};
use super::Reminder;
use crate::players::check_players;
use crate::score::InputError;
use crate::{Draws, GameId, Seed};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct SetupOptions {
    pub players: u8,
}

/// What to lay out for N players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Setup {
    /// Shuffled face down: 6N R + 4N I + 4N P + 3N C + 3N L = 20N cards.
    pub deck: CardCounts,
    /// The rest, sorted by type beside the deck.
    pub supply: CardCounts,
    /// Each player starts with one City Hall in their city; the rest go back.
    pub city_halls_in_box: u32,
    pub coins_each: u32,
    /// 0-based seat.
    pub start_player: u8,
    pub rounds: u32,
    /// 2N cards a round, so the deck runs out exactly after the last round.
    pub cards_per_round: u32,
    /// Solo: draw 3, keep 2, put the third on the bottom of the deck.
    pub solo: bool,
    pub reminders: Vec<Reminder>,
}

pub const ROUNDS: u32 = 10;
pub const STARTING_COINS: u32 = 3;

pub fn setup(options: &SetupOptions, seed: &Seed) -> Result<Setup, InputError> {
    let n = u32::from(check_players(GameId::CardCity, options.players)?);
    let deck = CardCounts {
        residential: 6 * n,
        commercial: 3 * n,
        leisure: 3 * n,
        industrial: 4 * n,
        parking: 4 * n,
    };
    let supply = CardCounts {
        residential: Card::Residential.in_box() - deck.residential,
        commercial: Card::Commercial.in_box() - deck.commercial,
        leisure: Card::Leisure.in_box() - deck.leisure,
        industrial: Card::Industrial.in_box() - deck.industrial,
        parking: Card::Parking.in_box() - deck.parking,
    };
    let start_player = seed.rng("card-city/start-player").below(n as usize) as u8;
    Ok(Setup {
        deck,
        supply,
        city_halls_in_box: Card::CityHall.in_box() - n,
        coins_each: STARTING_COINS,
        start_player,
        rounds: ROUNDS,
        cards_per_round: 2 * n,
        solo: n == 1,
        reminders: reminders(n == 1, STARTING_COINS),
    })
}

fn reminders(solo: bool, coins: u32) -> Vec<Reminder> {
    let mut reminders = vec![
        Reminder::CityHallAndCoins { coins },
        Reminder::LeisureRedraw,
    ];
    if solo {
        reminders.push(Reminder::SoloDraw);
    }
    reminders
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seed(code: &str) -> Seed {
        Seed::parse(code).unwrap()
    }

    #[test]
    fn deck_and_supply_by_player_count() {
        let two = setup(&SetupOptions { players: 2 }, &seed("A")).unwrap();
        assert_eq!(
            two.deck,
            CardCounts {
                residential: 12,
                commercial: 6,
                leisure: 6,
                industrial: 8,
                parking: 8
            }
        );
        assert_eq!(
            two.supply,
            CardCounts {
                residential: 22,
                commercial: 18,
                leisure: 6,
                industrial: 12,
                parking: 8
            }
        );
        assert_eq!(two.city_halls_in_box, 2);
        assert_eq!(two.coins_each, 3);
        assert!(!two.solo);
    }

    #[test]
    fn cards_are_conserved_and_the_deck_lasts_exactly_ten_rounds() {
        for players in 1..=4 {
            let s = setup(&SetupOptions { players }, &seed("B")).unwrap();
            let n = u32::from(players);
            assert_eq!(s.deck.total(), 20 * n);
            assert_eq!(s.deck.residential + s.supply.residential, 34);
            assert_eq!(s.deck.commercial + s.supply.commercial, 24);
            assert_eq!(s.deck.leisure + s.supply.leisure, 12);
            assert_eq!(s.deck.industrial + s.supply.industrial, 20);
            assert_eq!(s.deck.parking + s.supply.parking, 16);
            assert_eq!(s.cards_per_round * s.rounds, s.deck.total());
            assert_eq!(s.solo, players == 1);
            assert_eq!(s.reminders.contains(&Reminder::SoloDraw), players == 1);
        }
        // Four players use every Leisure and Parking card.
        let four = setup(&SetupOptions { players: 4 }, &seed("C")).unwrap();
        assert_eq!((four.supply.leisure, four.supply.parking), (0, 0));
    }

    #[test]
    fn start_player_is_a_seat_and_every_seat_comes_up() {
        let mut seen = [false; 4];
        for i in 0..200u64 {
            let s = setup(&SetupOptions { players: 4 }, &Seed::from_random_bits(i)).unwrap();
            seen[usize::from(s.start_player)] = true;
        }
        assert_eq!(seen, [true; 4]);
    }

    #[test]
    fn same_seed_same_setup() {
        let a = setup(&SetupOptions { players: 3 }, &seed("TABLE5")).unwrap();
        let b = setup(&SetupOptions { players: 3 }, &seed("table-5")).unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn golden_start_players() {
        let starts: Vec<u8> = ["TABLE5", "K3XQ9ZD", "0000000", "MEEPLE"]
            .iter()
            .map(|code| {
                setup(&SetupOptions { players: 4 }, &seed(code))
                    .unwrap()
                    .start_player
            })
            .collect();
        assert_eq!(starts, GOLDEN);
    }
    const GOLDEN: [u8; 4] = [1, 3, 2, 3];

    #[test]
    fn impossible_player_counts_are_refused() {
        for players in [0, 5, 200] {
            let error = setup(&SetupOptions { players }, &seed("A")).unwrap_err();
            assert_eq!(error.field(), "players");
        }
    }
}
