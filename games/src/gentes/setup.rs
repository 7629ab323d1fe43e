use super::Reminder;
use crate::players::check_players;
use crate::score::InputError;
use crate::{Draws, GameId, Seed};
use serde::{Deserialize, Serialize};

/// The six kinds of worker; their meeples also mark training costs on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Worker {
    Priest,
    Soldier,
    Merchant,
    Craftsman,
    Noble,
    Scholar,
}

impl Worker {
    pub const ALL: [Worker; 6] = [
        Worker::Priest,
        Worker::Soldier,
        Worker::Merchant,
        Worker::Craftsman,
        Worker::Noble,
        Worker::Scholar,
    ];

    pub const fn name(self) -> &'static str {
        match self {
            Worker::Priest => "Priest",
            Worker::Soldier => "Soldier",
            Worker::Merchant => "Merchant",
            Worker::Craftsman => "Craftsman",
            Worker::Noble => "Noble",
            Worker::Scholar => "Scholar",
        }
    }

    /// As docs/rules.md (Gentes) names it.
    pub const fn name_zh_tw(self) -> &'static str {
        match self {
            Worker::Priest => "牧師",
            Worker::Soldier => "士兵",
            Worker::Merchant => "商人",
            Worker::Craftsman => "工匠",
            Worker::Noble => "貴族",
            Worker::Scholar => "學者",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
pub struct SetupOptions {
    pub players: u8,
    /// Advanced option: a lock on the first Tax Collection space.
    #[serde(default)]
    pub lock_first_tax: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Setup {
    /// Worker meeples on the training table, cheapest space first.
    pub training_order: [Worker; 6],
    /// 0-based seat of the round-one start player; seats run clockwise in turn order.
    pub start_player: u8,
    /// Seats in the order they take one of the face-up era-I cards: from the player
    /// to the start player's right, counter-clockwise, twice round (2 cards each).
    pub draft_order: Vec<u8>,
    /// Era-I cards dealt face up for the draft (3 per player).
    pub draft_cards: u32,
    /// Era-I cards displayed below the board after the draft.
    pub display_cards: u32,
    pub coins_each: u32,
    pub city_tokens_each: u32,
    /// Training levels each player distributes freely among their workers.
    pub starting_training_levels: u32,
    pub lock_first_tax: bool,
    /// The 2-player side of the board with 2 players.
    pub two_player_board_side: bool,
    /// What the rules say but Tableside cannot count (the tile counts per player
    /// count and the first-game table are not in our rules reference).
    pub reminders: Vec<Reminder>,
}

pub fn setup(options: &SetupOptions, seed: &Seed) -> Result<Setup, InputError> {
    let players = check_players(GameId::Gentes, options.players)?;
    let mut training_order = Worker::ALL;
    seed.rng("gentes/training-order")
        .shuffle(&mut training_order);
    let start_player = seed.rng("gentes/start-player").below(players.into()) as u8;
    Ok(Setup {
        training_order,
        start_player,
        draft_order: draft_order(start_player, players),
        draft_cards: 3 * u32::from(players),
        display_cards: 8,
        coins_each: 20,
        city_tokens_each: 6,
        starting_training_levels: 4,
        lock_first_tax: options.lock_first_tax,
        two_player_board_side: players == 2,
        reminders: vec![
            Reminder::TilesForPlayers { players },
            Reminder::BonusTileStacks,
            Reminder::FirstGameFixedStart,
        ],
    })
}

/// Counter-clockwise from the start player's right: seats s−1, s−2, …, s; twice.
fn draft_order(start: u8, players: u8) -> Vec<u8> {
    let one_round: Vec<u8> = (1..=players)
        .map(|k| (start + players - k) % players)
        .collect();
    one_round.iter().chain(&one_round).copied().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn for_seed(code: &str, players: u8) -> Setup {
        setup(
            &SetupOptions {
                players,
                lock_first_tax: false,
            },
            &Seed::parse(code).unwrap(),
        )
        .unwrap()
    }

    #[test]
    fn training_order_uses_each_worker_once() {
        for bits in 0..500 {
            let s = setup(
                &SetupOptions {
                    players: 3,
                    lock_first_tax: false,
                },
                &Seed::from_random_bits(bits),
            )
            .unwrap();
            let mut order = s.training_order.to_vec();
            order.sort_by_key(|w| Worker::ALL.iter().position(|x| x == w));
            assert_eq!(order, Worker::ALL);
        }
    }

    #[test]
    fn draft_starts_right_of_the_start_player_and_goes_counter_clockwise() {
        assert_eq!(draft_order(0, 4), [3, 2, 1, 0, 3, 2, 1, 0]);
        assert_eq!(draft_order(2, 3), [1, 0, 2, 1, 0, 2]);
        assert_eq!(draft_order(1, 2), [0, 1, 0, 1]);
    }

    #[test]
    fn draft_gives_everyone_two_cards_from_three_each() {
        for players in 2..=4 {
            let s = for_seed("GENTES", players);
            assert_eq!(s.draft_order.len(), 2 * usize::from(players));
            for seat in 0..players {
                assert_eq!(s.draft_order.iter().filter(|&&x| x == seat).count(), 2);
            }
            assert_eq!(s.draft_cards, 3 * u32::from(players));
            assert_eq!(*s.draft_order.last().unwrap(), s.start_player);
        }
    }

    #[test]
    fn per_player_count_reminders_and_the_advanced_lock() {
        assert!(for_seed("A", 2).two_player_board_side);
        assert!(!for_seed("A", 3).two_player_board_side);
        let locked = setup(
            &SetupOptions {
                players: 3,
                lock_first_tax: true,
            },
            &Seed::parse("A").unwrap(),
        )
        .unwrap();
        assert!(locked.lock_first_tax);
        assert_eq!(
            locked.reminders[0],
            Reminder::TilesForPlayers { players: 3 }
        );
        assert_eq!(locked.coins_each, 20);
    }

    #[test]
    fn golden_setups() {
        let s = for_seed("TABLE5", 4);
        assert_eq!((s.training_order, s.start_player), GOLDEN);
    }
    const GOLDEN: ([Worker; 6], u8) = (
        [
            Worker::Soldier,
            Worker::Merchant,
            Worker::Noble,
            Worker::Priest,
            Worker::Scholar,
            Worker::Craftsman,
        ],
        2,
    );

    #[test]
    fn player_count_is_checked() {
        for players in [0, 1, 5] {
            assert!(setup(
                &SetupOptions {
                    players,
                    lock_first_tax: false
                },
                &Seed::parse("A").unwrap()
            )
            .is_err());
        }
    }
}
