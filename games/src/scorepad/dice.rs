//! What a pad keeps of its game's dice, beside the rolls (`crate::dice`): whose
//! turn the first roll was, when the first roll came, and the balanced deck a
//! phone deals from. Kept in the pad's table entries, so the dice go wherever
//! the pad goes (the phone's storage, a save, an edited play).

use super::Entries;
use crate::dice::{decode_rolls, encode_rolls, BalancedDeck, Outcome, MAX_ROLLS, ROLLS_KEY, SUMS};

/// The seat (its place in the pad's order) whose turn the first roll was.
pub const FIRST_TURN_KEY: &str = "dice_first_turn";
/// When the first roll came, in milliseconds since 1970 (the phone's clock).
pub const STARTED_KEY: &str = "dice_started";
/// The balanced deck the phone deals from: its seed and the cards dealt.
pub const DECK_KEY: &str = "dice_deck";
/// Where the robber was moved (its hex, by its place in the setup's board)
/// and after how many rolls.
pub const ROBBER_KEY: &str = "dice_robber";
/// A roll (its place in the rolls) that two phones of a live table may have
/// entered for one throw: the table is asked (`crate::live_dice`).
pub const DOUBT_KEY: &str = "dice_doubt";
/// The two dice of each roll a phone made (thrown, or dealt from the deck),
/// a word a roll: `-` for a sum entered, `t35` thrown, `d35` dealt.
pub const FACES_KEY: &str = "dice_faces";
/// The last roll taken back at a live table and by whose seat, while no roll
/// has come since: `rolls sum seat` (`-` for a phone with no seat).
pub const UNDONE_KEY: &str = "dice_undone";

/// A game's dice as its pad keeps them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PadDice {
    pub rolls: Vec<u8>,
    /// The seat whose turn the first roll was.
    pub first_turn: usize,
    pub started_ms: Option<u64>,
    pub deck: Option<BalancedDeck>,
    /// Where the robber was last moved (`None`: where the setup put it).
    pub robber: Option<RobberMove>,
    /// A roll that may be one throw entered twice (a live table's).
    pub doubt: Option<usize>,
    /// For each roll, its two dice when a phone made it (`None`: a sum
    /// entered). Read only while it has a word for every roll.
    pub faces: Vec<Option<PhoneRoll>>,
    /// The roll a live table took back last, while no roll has come since.
    pub undone: Option<Undone>,
}

/// A roll a phone made for the table: its two dice, thrown or dealt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PhoneRoll {
    pub outcome: Outcome,
    pub dealt: bool,
}

/// A roll taken back at a live table: its sum, the seat of the phone that
/// took it back (`None`: a phone with no seat), and the rolls left after.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Undone {
    pub sum: u8,
    pub seat: Option<usize>,
    pub rolls: usize,
}

/// What the table is asked about a roll in doubt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Doubt {
    /// Two phones entered this sum within a second: one throw or two?
    SameSum(u8),
    /// Two phones rolled (or dealt) for the table at once, neither seeing
    /// the other's: keep the first only, or both?
    TwoPhoneRolls { first: u8, second: u8 },
}

/// The robber moved to a hex (its place in the setup's board) when the game
/// had this many rolls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RobberMove {
    pub hex: usize,
    pub after_rolls: usize,
}

/// Why a roll was not kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RollRefused {
    NotASum(u8),
    /// The game already keeps [`MAX_ROLLS`].
    Full,
}

impl PadDice {
    /// The dice kept in a pad's table; `opening_seat` opens the game when
    /// nothing says otherwise (the setup's first player). `None` when the kept
    /// rolls are damaged (a pad this version cannot read).
    pub fn read(table: &Entries, opening_seat: usize) -> Option<PadDice> {
        let rolls = match table.get(ROLLS_KEY) {
            Some(text) => decode_rolls(text)?,
            None => Vec::new(),
        };
        let number = |key: &str| table.get(key).and_then(|text| text.parse::<u64>().ok());
        let deck = table.get(DECK_KEY).and_then(|text| {
            let (seed, dealt) = text.split_once(' ')?;
            Some(BalancedDeck {
                seed: seed.parse().ok()?,
                dealt: dealt.parse().ok()?,
            })
        });
        let robber = table.get(ROBBER_KEY).and_then(|text| {
            let (hex, after_rolls) = text.split_once(' ')?;
            Some(RobberMove {
                hex: hex.parse().ok()?,
                after_rolls: after_rolls.parse().ok()?,
            })
        });
        let doubt = number(DOUBT_KEY)
            .map(|at| at as usize)
            .filter(|at| *at < rolls.len());
        let faces = table
            .get(FACES_KEY)
            .and_then(|text| read_faces(text, &rolls))
            .unwrap_or_else(|| vec![None; rolls.len()]);
        let undone = table
            .get(UNDONE_KEY)
            .and_then(|text| read_undone(text))
            .filter(|undone| undone.rolls == rolls.len());
        Some(PadDice {
            first_turn: number(FIRST_TURN_KEY).map_or(opening_seat, |seat| seat as usize),
            started_ms: number(STARTED_KEY),
            deck,
            robber,
            doubt,
            faces,
            undone,
            rolls,
        })
    }

    /// Writes these dice into a pad's table (a game without rolls keeps none
    /// of its keys, so a pad without dice reads as it did before).
    pub fn write(&self, table: &mut Entries) {
        for key in [
            ROLLS_KEY,
            FIRST_TURN_KEY,
            STARTED_KEY,
            DECK_KEY,
            ROBBER_KEY,
            DOUBT_KEY,
            FACES_KEY,
            UNDONE_KEY,
        ] {
            table.remove(key);
        }
        if !self.rolls.is_empty() {
            table.insert(ROLLS_KEY.into(), encode_rolls(&self.rolls));
        }
        if let Some(started) = self.started_ms.filter(|_| !self.rolls.is_empty()) {
            table.insert(STARTED_KEY.into(), started.to_string());
        }
        table.insert(FIRST_TURN_KEY.into(), self.first_turn.to_string());
        if let Some(deck) = self.deck {
            table.insert(DECK_KEY.into(), format!("{} {}", deck.seed, deck.dealt));
        }
        if let Some(robber) = self.robber {
            let text = format!("{} {}", robber.hex, robber.after_rolls);
            table.insert(ROBBER_KEY.into(), text);
        }
        if let Some(at) = self.doubt {
            table.insert(DOUBT_KEY.into(), at.to_string());
        }
        if self.faces.len() == self.rolls.len() && self.faces.iter().any(Option::is_some) {
            table.insert(FACES_KEY.into(), write_faces(&self.faces));
        }
        if let Some(undone) = self
            .undone
            .filter(|undone| undone.rolls == self.rolls.len())
        {
            let seat = undone
                .seat
                .map_or_else(|| "-".to_owned(), |seat| seat.to_string());
            let text = format!("{} {} {seat}", undone.rolls, undone.sum);
            table.insert(UNDONE_KEY.into(), text);
        }
    }

    /// The two dice of roll `at`, when a phone made it.
    pub fn phone_roll(&self, at: usize) -> Option<PhoneRoll> {
        match self.faces.len() == self.rolls.len() {
            true => self.faces.get(at).copied().flatten(),
            false => None,
        }
    }

    /// The two dice of the last roll, when a phone made it: what every
    /// phone shows of it.
    pub fn last_phone_roll(&self) -> Option<PhoneRoll> {
        self.phone_roll(self.rolls.len().checked_sub(1)?)
    }

    /// The roll taken back last at a live table, while no roll came since.
    pub fn undone_shown(&self) -> Option<Undone> {
        self.undone
            .filter(|undone| undone.rolls == self.rolls.len())
    }

    /// What the table is asked about the roll in doubt, if any.
    pub fn doubt_asked(&self) -> Option<Doubt> {
        let at = self.doubt?;
        let second = *self.rolls.get(at)?;
        let first = at.checked_sub(1).and_then(|before| self.rolls.get(before));
        let by_phones = self.phone_roll(at).is_some()
            && at
                .checked_sub(1)
                .is_some_and(|before| self.phone_roll(before).is_some());
        Some(match (first, by_phones) {
            (Some(first), true) => Doubt::TwoPhoneRolls {
                first: *first,
                second,
            },
            _ => Doubt::SameSum(second),
        })
    }

    /// Answers the doubt: one throw (the roll in doubt was its second entry,
    /// and goes; a card dealt for it that is still the deck's last dealt goes
    /// back on top of the deck) or two (both stay).
    pub fn answer_doubt(&mut self, one_throw: bool) {
        let Some(at) = self.doubt.take() else {
            return;
        };
        if one_throw && at < self.rolls.len() {
            let card = self.phone_roll(at).filter(|roll| roll.dealt);
            if let (Some(card), Some(deck)) = (card, self.deck.as_mut()) {
                if deck.last_dealt() == Some(card.outcome) {
                    deck.dealt -= 1;
                }
            }
            self.align_faces();
            self.rolls.remove(at);
            self.faces.remove(at);
            self.undone = None;
            if let Some(robber) = self.robber.as_mut() {
                if robber.after_rolls > at {
                    robber.after_rolls -= 1;
                }
            }
        }
    }

    /// Moves the robber to `hex` (its place in the setup's board).
    pub fn move_robber(&mut self, hex: usize) {
        self.robber = Some(RobberMove {
            hex,
            after_rolls: self.rolls.len(),
        });
    }

    /// The robber's hex: where it was moved, or `at_setup`.
    pub fn robber_hex(&self, at_setup: usize) -> usize {
        self.robber.map_or(at_setup, |robber| robber.hex)
    }

    /// Whether the last roll was a 7 the robber has not moved for yet: the
    /// table is asked where it goes.
    pub fn robber_to_move(&self) -> bool {
        self.rolls.last() == Some(&7)
            && self
                .robber
                .is_none_or(|robber| robber.after_rolls < self.rolls.len())
    }

    /// Keeps a roll of `sum`, made at `now_ms`.
    pub fn roll(&mut self, sum: u8, now_ms: u64) -> Result<(), RollRefused> {
        if !SUMS.contains(&sum) {
            return Err(RollRefused::NotASum(sum));
        }
        if self.rolls.len() >= MAX_ROLLS {
            return Err(RollRefused::Full);
        }
        if self.rolls.is_empty() {
            self.started_ms = Some(now_ms);
        }
        self.align_faces();
        self.rolls.push(sum);
        self.faces.push(None);
        self.undone = None;
        Ok(())
    }

    /// Keeps a roll a phone made for the table (two dice thrown, or a card
    /// dealt), made at `now_ms`: its sum, and its dice for every phone to show.
    pub fn roll_by_phone(&mut self, roll: PhoneRoll, now_ms: u64) -> Result<(), RollRefused> {
        self.roll(roll.outcome.sum(), now_ms)?;
        *self.faces.last_mut().expect("a roll was just kept") = Some(roll);
        Ok(())
    }

    /// The faces kept one a roll again, after the rolls were changed
    /// without them (they are then no longer known).
    fn align_faces(&mut self) {
        if self.faces.len() != self.rolls.len() {
            self.faces = vec![None; self.rolls.len()];
        }
    }

    /// Takes back the last roll (its turn comes round again).
    pub fn undo(&mut self) -> Option<u8> {
        self.align_faces();
        let sum = self.rolls.pop();
        self.faces.pop();
        self.undone = None;
        self.doubt = self.doubt.filter(|at| *at < self.rolls.len());
        if self.rolls.is_empty() {
            self.started_ms = None;
        }
        sum
    }

    /// Deals the next card of the phone's balanced deck (a new deck from
    /// `seed` the first time).
    pub fn deal(&mut self, seed: u64) -> Outcome {
        self.deck.get_or_insert(BalancedDeck::new(seed)).deal()
    }

    /// The turn the next roll is for (the first is 1).
    pub fn turn(&self) -> usize {
        self.rolls.len() + 1
    }

    /// The seat whose turn it is at a table of `seats`, clockwise from the
    /// first, one turn a roll.
    pub fn whose_turn(&self, seats: usize) -> usize {
        (self.first_turn + self.rolls.len()) % seats.max(1)
    }

    /// Makes it `seat`'s turn now (a turn forgotten, a player skipped): the
    /// turns after follow clockwise from there.
    pub fn set_whose_turn(&mut self, seat: usize, seats: usize) {
        let seats = seats.max(1);
        let rolled = self.rolls.len() % seats;
        self.first_turn = (seat % seats + seats - rolled) % seats;
    }

    /// Whole minutes since the first roll.
    pub fn minutes_played(&self, now_ms: u64) -> Option<u64> {
        self.started_ms
            .map(|started| now_ms.saturating_sub(started) / 60_000)
    }
}

/// A roll's word in [`FACES_KEY`].
fn write_faces(faces: &[Option<PhoneRoll>]) -> String {
    let words: Vec<String> = faces
        .iter()
        .map(|face| match face {
            None => "-".to_owned(),
            Some(roll) => {
                let how = if roll.dealt { 'd' } else { 't' };
                format!("{how}{}{}", roll.outcome.first, roll.outcome.second)
            }
        })
        .collect();
    words.join(" ")
}

/// [`FACES_KEY`]'s words read back: `None` unless there is one for each of
/// `rolls`, each two dice that make its sum.
fn read_faces(text: &str, rolls: &[u8]) -> Option<Vec<Option<PhoneRoll>>> {
    let words: Vec<&str> = text.split_whitespace().collect();
    if words.len() != rolls.len() {
        return None;
    }
    let die = |c: char| {
        c.to_digit(10)
            .filter(|d| (1..=6).contains(d))
            .map(|d| d as u8)
    };
    words
        .iter()
        .zip(rolls)
        .map(|(word, sum)| {
            if *word == "-" {
                return Some(None);
            }
            let mut chars = word.chars();
            let dealt = match chars.next()? {
                'd' => true,
                't' => false,
                _ => return None,
            };
            let (first, second) = (die(chars.next()?)?, die(chars.next()?)?);
            let outcome = Outcome { first, second };
            (chars.next().is_none() && outcome.sum() == *sum)
                .then_some(Some(PhoneRoll { outcome, dealt }))
        })
        .collect()
}

/// [`UNDONE_KEY`] read back.
fn read_undone(text: &str) -> Option<Undone> {
    let mut words = text.split(' ');
    let rolls = words.next()?.parse().ok()?;
    let sum = words
        .next()?
        .parse()
        .ok()
        .filter(|sum| SUMS.contains(sum))?;
    let seat = match words.next()? {
        "-" => None,
        seat => Some(seat.parse().ok()?),
    };
    words
        .next()
        .is_none()
        .then_some(Undone { sum, seat, rolls })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dice_go_round_the_table_from_the_first_player_one_turn_a_roll() {
        let mut dice = PadDice::read(&Entries::new(), 2).unwrap();
        assert_eq!((dice.turn(), dice.whose_turn(4)), (1, 2));
        dice.roll(8, 1_000).unwrap();
        dice.roll(7, 61_000).unwrap();
        assert_eq!((dice.turn(), dice.whose_turn(4)), (3, 0));
        // Bo's turn was skipped: it is seat 3's turn now, and on from there.
        dice.set_whose_turn(3, 4);
        assert_eq!(dice.whose_turn(4), 3);
        dice.roll(6, 121_000).unwrap();
        assert_eq!(dice.whose_turn(4), 0);
        assert_eq!(dice.minutes_played(181_000), Some(3));
        assert_eq!(dice.undo(), Some(6));
        assert_eq!(dice.whose_turn(4), 3, "undo gives the turn back");
    }

    #[test]
    fn what_a_pad_keeps_reads_back() {
        let mut dice = PadDice::read(&Entries::new(), 0).unwrap();
        dice.roll(6, 5_000).unwrap();
        dice.roll(12, 6_000).unwrap();
        dice.set_whose_turn(1, 3);
        let dealt = dice.deal(99);
        let mut table = Entries::new();
        table.insert("seed".into(), "ABC123".into());
        dice.write(&mut table);
        assert_eq!(table.get(ROLLS_KEY).map(String::as_str), Some("6 12"));
        assert_eq!(table.get("seed").map(String::as_str), Some("ABC123"));
        let back = PadDice::read(&table, 0).unwrap();
        assert_eq!(back, dice);
        // The deck deals on from where it was.
        let mut again = back.clone();
        assert_ne!(again.deal(1), dealt);
        assert_eq!(again.deck.unwrap().dealt, 2);
    }

    #[test]
    fn a_seven_asks_where_the_robber_goes_until_it_is_moved() {
        let mut dice = PadDice::read(&Entries::new(), 0).unwrap();
        assert_eq!(dice.robber_hex(9), 9, "the setup's place at first");
        dice.roll(8, 0).unwrap();
        assert!(!dice.robber_to_move());
        dice.roll(7, 0).unwrap();
        assert!(dice.robber_to_move());
        dice.move_robber(4);
        assert!(!dice.robber_to_move());
        assert_eq!(dice.robber_hex(9), 4);
        // Moved at any time, it stays where it was put.
        dice.roll(6, 0).unwrap();
        dice.move_robber(11);
        dice.roll(7, 0).unwrap();
        assert!(dice.robber_to_move(), "a new 7 asks again");
        let mut table = Entries::new();
        dice.write(&mut table);
        assert_eq!(table.get(ROBBER_KEY).map(String::as_str), Some("11 3"));
        assert_eq!(PadDice::read(&table, 0).unwrap(), dice);
    }

    #[test]
    fn rolls_past_a_sum_or_the_most_a_game_keeps_are_refused() {
        let mut dice = PadDice::read(&Entries::new(), 0).unwrap();
        assert_eq!(dice.roll(13, 0), Err(RollRefused::NotASum(13)));
        assert_eq!(dice.roll(1, 0), Err(RollRefused::NotASum(1)));
        dice.rolls = vec![7; MAX_ROLLS];
        assert_eq!(dice.roll(7, 0), Err(RollRefused::Full));
        assert_eq!(dice.rolls.len(), MAX_ROLLS);
        // Damaged rolls are no dice this version can read.
        let mut table = Entries::new();
        table.insert(ROLLS_KEY.into(), "6 x".into());
        assert_eq!(PadDice::read(&table, 0), None);
    }

    #[test]
    fn undoing_every_roll_forgets_when_the_game_started() {
        let mut dice = PadDice::read(&Entries::new(), 0).unwrap();
        dice.roll(5, 7_000).unwrap();
        assert_eq!(dice.undo(), Some(5));
        assert_eq!((dice.started_ms, dice.undo()), (None, None));
        let mut table = Entries::new();
        dice.write(&mut table);
        assert_eq!(table.get(ROLLS_KEY), None);
    }
}
