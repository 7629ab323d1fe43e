//! A live table's dice (issue 50): one record of the rolls for every phone at
//! the table, kept by the server. A phone's dice panel changes the dice on
//! the pad it shows (`scorepad::PadDice`) as it would on one phone; the server
//! reads what changed between the pad before and after ([`ops_between`]) and
//! makes the same moves, in the order it takes them, on the table's record.
//!
//! A move says what the phone saw, so that a move made on dice that changed
//! meanwhile is not made blindly: a roll is added whatever came before it,
//! but two phones entering the same sum for one throw, or rolling for the
//! table at once, are asked about (`PadDice::doubt`); an undo takes back only
//! the roll its phone saw last, and says on every phone whose it was.

use crate::dice::{BalancedDeck, Outcome, MAX_ROLLS, SUMS};
use crate::scorepad::{Entries, PadDice, PhoneRoll, Undone};
use serde_json::{json, Value};

/// The path a change to the table's dice goes by in the table's changes.
pub const DICE_PATH: &str = "dice";

/// Two phones entering the same sum within this many milliseconds of each
/// other, neither having seen the other's, are asked whether it was one throw.
pub const SAME_THROW_MS: u64 = 1_000;

/// One move on a table's dice, as a phone made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiceOp {
    /// A sum entered, when the phone had seen `seen` rolls.
    Roll { sum: u8, seen: usize },
    /// Two dice the phone threw for the table, when it had seen `seen` rolls.
    Throw { outcome: Outcome, seen: usize },
    /// The next card of the table's balanced deck dealt.
    Deal { seen: usize },
    /// The last roll taken back, when the phone had seen `seen` rolls.
    Undo { seen: usize },
    /// The robber moved to a hex (its place in the setup's board).
    Robber { hex: usize },
    /// It is this seat's turn now.
    Turn { seat: usize },
    /// The table deals from a balanced deck shuffled from `seed` (one it
    /// already deals from is kept).
    UseDeck { seed: u64 },
    /// The table rolls fair dice.
    UseDice,
    /// The table's answer about a roll in doubt: one throw (`one`: the roll
    /// at `at` was its second entry and goes) or two.
    Answer { at: usize, one: bool },
}

/// Why a move was not made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiceRefused {
    NotASum(u8),
    /// A die that is no face of a die (1 to 6).
    NotADie(u8),
    /// The game already keeps [`MAX_ROLLS`].
    Full,
    /// The rolls changed since the phone saw them (another phone's roll or
    /// undo came first): the move is not made on rolls it did not see.
    Changed,
    /// Nothing to undo.
    NoRoll,
    NoSuchHex(usize),
    NoSuchSeat(usize),
    /// The roll asked about was answered for already.
    Answered,
    /// A pad's dice that do not read (a roll that is no sum, too many rolls).
    Unreadable,
}

impl DiceRefused {
    /// Why, in the API's words (English, after the field `dice`).
    pub fn reason(&self) -> String {
        match self {
            DiceRefused::NotASum(sum) => format!("cannot take {sum}: two dice roll 2 to 12"),
            DiceRefused::NotADie(face) => {
                format!("cannot take a die of {face}: a die shows 1 to 6")
            }
            DiceRefused::Full => format!("already keep {MAX_ROLLS} rolls, the most a game keeps"),
            DiceRefused::Changed => {
                "changed before this phone's move arrived: look at the rolls again".into()
            }
            DiceRefused::NoRoll => "have no roll to undo".into(),
            DiceRefused::NoSuchHex(hex) => format!("have no hex {hex} to move the robber to"),
            DiceRefused::NoSuchSeat(seat) => format!("have no seat {seat} to give the turn to"),
            DiceRefused::Answered => "were asked about that roll, and it was answered".into(),
            DiceRefused::Unreadable => format!(
                "cannot be read: each roll is a sum from 2 to 12, at most {MAX_ROLLS} of them"
            ),
        }
    }

    /// Whether the move was fine but came too late (409), rather than wrong
    /// (422).
    pub fn came_too_late(&self) -> bool {
        matches!(self, DiceRefused::Changed | DiceRefused::Answered)
    }
}

/// The moves that make the dice of pad `from` the dice of pad `to` (a phone
/// at a table of `seats`); `None` when either pad's dice cannot be read (a
/// roll that is no sum, more rolls than a game keeps): such an edit is
/// refused whole, never made without its dice.
pub fn ops_between(from: &Entries, to: &Entries, seats: usize) -> Option<Vec<DiceOp>> {
    let (from, to) = (PadDice::read(from, 0)?, PadDice::read(to, 0)?);
    let mut ops = Vec::new();
    // A doubt answered: the rolls as the answer left them come first.
    let mut answered = from.clone();
    if let (Some(at), None) = (from.doubt, to.doubt) {
        let mut one_throw = from.clone();
        one_throw.answer_doubt(true);
        let one = to.rolls.starts_with(&one_throw.rolls) && !to.rolls.starts_with(&from.rolls);
        answered.answer_doubt(one);
        ops.push(DiceOp::Answer { at, one });
    }
    let mut before = answered.rolls.clone();
    match (from.deck, to.deck) {
        (None, Some(deck)) => ops.push(DiceOp::UseDeck { seed: deck.seed }),
        (Some(_), None) => ops.push(DiceOp::UseDice),
        (Some(old), Some(new)) if old.seed != new.seed => {
            ops.push(DiceOp::UseDice);
            ops.push(DiceOp::UseDeck { seed: new.seed });
        }
        _ => {}
    }
    let kept = before
        .iter()
        .zip(&to.rolls)
        .take_while(|(a, b)| a == b)
        .count();
    while before.len() > kept {
        ops.push(DiceOp::Undo { seen: before.len() });
        before.pop();
    }
    // Cards dealt on this phone are the last of its new rolls (counted from
    // the deck as an answer in the same edit left it).
    let dealt = match (answered.deck, to.deck) {
        (Some(old), Some(new)) if old.seed == new.seed => new.dealt.saturating_sub(old.dealt),
        (None, Some(new)) => new.dealt,
        _ => 0,
    } as usize;
    let added = &to.rolls[kept..];
    for (at, sum) in added.iter().enumerate() {
        let seen = kept + at;
        ops.push(match (at + dealt >= added.len(), to.phone_roll(seen)) {
            (true, _) => DiceOp::Deal { seen },
            (false, Some(roll)) if !roll.dealt => DiceOp::Throw {
                outcome: roll.outcome,
                seen,
            },
            (false, _) => DiceOp::Roll { sum: *sum, seen },
        });
    }
    if to.robber != from.robber {
        if let Some(robber) = to.robber {
            ops.push(DiceOp::Robber { hex: robber.hex });
        }
    }
    if to.first_turn != from.first_turn {
        ops.push(DiceOp::Turn {
            seat: to.whose_turn(seats),
        });
    }
    Some(ops)
}

/// The phone that made a move: its id, and the seat it holds at the table
/// (`None`: it holds none).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Phone<'a> {
    pub client: &'a str,
    pub seat: Option<usize>,
}

impl<'a> Phone<'a> {
    /// A phone that holds no seat (it only watches, or it is this phone's
    /// own edit laid over the table).
    pub const fn seatless(client: &'a str) -> Phone<'a> {
        Phone { client, seat: None }
    }
}

/// Who entered the last roll, and when (the server's clock, less the time
/// the phone waited to send it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastRoll {
    pub client: String,
    pub at_ms: u64,
}

/// The table's dice: what every phone's pad shows, who rolled last, and the
/// setup the table plays (its board follows the dice).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableDice {
    pub dice: PadDice,
    pub last: Option<LastRoll>,
    /// The setup page's query of the table's setup (`players=4&seed=…`), as
    /// `setup_query` writes it.
    pub setup: Option<String>,
}

/// The keys the last roll's phone and time, and the setup, are kept by,
/// beside the pad's.
const LAST_KEY: &str = "dice_last";
const SETUP_KEY: &str = "dice_setup";

/// The setup page's query of a setup: its options and its seed.
pub fn setup_query(options: &crate::setup_query::SetupOptions, seed: &crate::seed::Seed) -> String {
    let mut pairs = options.to_query();
    pairs.push(("seed", seed.code().to_owned()));
    pairs
        .iter()
        .map(|(key, value)| format!("{key}={value}"))
        .collect::<Vec<_>>()
        .join("&")
}

/// A setup's query as [`setup_query`] writes it, read back: its options and
/// seed (`None` for one that does not read as a setup of `game`).
pub fn read_setup_query(
    game: crate::GameId,
    query: &str,
) -> Option<(crate::setup_query::SetupOptions, crate::seed::Seed)> {
    let pairs: Vec<(&str, &str)> = query
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .collect();
    let get = |name: &str| {
        pairs
            .iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| *value)
    };
    let options = crate::setup_query::SetupOptions::from_page_query(game, get).ok()?;
    let seed = crate::seed::Seed::parse(get("seed")?).ok()?;
    Some((options, seed))
}

impl Default for TableDice {
    fn default() -> TableDice {
        TableDice {
            dice: PadDice::read(&Entries::new(), 0).expect("no rolls read as none"),
            last: None,
            setup: None,
        }
    }
}

impl TableDice {
    /// The dice a new table starts with: those of the pad it was shared
    /// from, on the board of its setup.
    pub fn of_pad(dice: PadDice, setup: Option<String>) -> TableDice {
        TableDice {
            dice,
            last: None,
            setup,
        }
    }

    /// The dice as kept in the database (the pad's entries as JSON); `None`
    /// when the text is damaged.
    pub fn read(text: &str) -> Option<TableDice> {
        let entries: Entries = serde_json::from_str(text).ok()?;
        let last = entries.get(LAST_KEY).and_then(|text| {
            let (at_ms, client) = text.split_once(' ')?;
            Some(LastRoll {
                client: client.to_owned(),
                at_ms: at_ms.parse().ok()?,
            })
        });
        Some(TableDice {
            dice: PadDice::read(&entries, 0)?,
            last,
            setup: entries.get(SETUP_KEY).cloned(),
        })
    }

    /// The text [`TableDice::read`] reads.
    pub fn to_text(&self) -> String {
        let mut entries = Entries::new();
        self.dice.write(&mut entries);
        if let Some(last) = &self.last {
            entries.insert(LAST_KEY.into(), format!("{} {}", last.at_ms, last.client));
        }
        if let Some(setup) = &self.setup {
            entries.insert(SETUP_KEY.into(), setup.clone());
        }
        serde_json::to_string(&entries).expect("a map of strings is JSON")
    }

    /// Writes the dice into a pad's table, as a phone shows them.
    pub fn write(&self, table: &mut Entries) {
        self.dice.write(table);
    }

    /// The dice as the API shows them (no phone's id).
    pub fn to_json(&self) -> Value {
        let dice = &self.dice;
        json!({
            "rolls": dice.rolls,
            "first_turn": dice.first_turn,
            "robber": dice.robber.map(|robber| json!({"hex": robber.hex, "after_rolls": robber.after_rolls})),
            "doubt": dice.doubt,
            "last_dice": dice.last_phone_roll().map(|roll| json!({
                "first": roll.outcome.first,
                "second": roll.outcome.second,
                "dealt": roll.dealt,
            })),
            "undone": dice.undone_shown().map(|undone| json!({"sum": undone.sum, "seat": undone.seat})),
            "deck": dice.deck.map(|deck| json!({"dealt": deck.dealt, "left": deck.left()})),
            "setup": self.setup,
        })
    }

    /// The hexes of the board a table of `game` plays on, where the robber
    /// may go: its setup's board, else the board a table of `seats` plays on.
    fn board_hexes(&self, game: crate::GameId, seats: usize) -> usize {
        let players = self
            .setup
            .as_deref()
            .and_then(|query| read_setup_query(game, query))
            .map_or(u8::try_from(seats).unwrap_or(u8::MAX), |(options, _)| {
                options.players()
            });
        game.board_hexes(players)
    }

    /// [`TableDice::apply`] on a table of `game`: the robber moves only to a
    /// hex of the table's board.
    pub fn apply_on(
        &mut self,
        game: crate::GameId,
        op: DiceOp,
        seats: usize,
        phone: Phone,
        at_ms: u64,
    ) -> Result<(), DiceRefused> {
        if let DiceOp::Robber { hex } = op {
            if hex >= self.board_hexes(game, seats) {
                return Err(DiceRefused::NoSuchHex(hex));
            }
        }
        self.apply(op, seats, phone, at_ms)
    }

    /// Makes `op`, sent by `phone` at a table of `seats`; `at_ms` is when
    /// the phone made it (the server's clock).
    pub fn apply(
        &mut self,
        op: DiceOp,
        seats: usize,
        phone: Phone,
        at_ms: u64,
    ) -> Result<(), DiceRefused> {
        let dice = &mut self.dice;
        match op {
            DiceOp::Roll { sum, seen } => self.add(Added::Entered(sum), seen, phone, at_ms)?,
            DiceOp::Throw { outcome, seen } => {
                for face in [outcome.first, outcome.second] {
                    if !(1..=6).contains(&face) {
                        return Err(DiceRefused::NotADie(face));
                    }
                }
                let roll = PhoneRoll {
                    outcome,
                    dealt: false,
                };
                self.add(Added::ByPhone(roll), seen, phone, at_ms)?;
            }
            DiceOp::Deal { seen } => {
                let Some(mut deck) = dice.deck else {
                    return Err(DiceRefused::Changed);
                };
                let roll = PhoneRoll {
                    outcome: deck.deal(),
                    dealt: true,
                };
                self.add(Added::ByPhone(roll), seen, phone, at_ms)?;
                self.dice.deck = Some(deck);
            }
            DiceOp::Undo { seen } => {
                if dice.rolls.is_empty() {
                    return Err(DiceRefused::NoRoll);
                }
                if seen != dice.rolls.len() {
                    return Err(DiceRefused::Changed);
                }
                let sum = dice.undo().expect("a roll to undo");
                // Said on every phone: whose seat took which roll back.
                dice.undone = Some(Undone {
                    sum,
                    seat: phone.seat,
                    rolls: dice.rolls.len(),
                });
                self.last = None;
            }
            // The board's hexes are checked by `apply_on`, which knows the game.
            DiceOp::Robber { hex } => {
                dice.move_robber(hex);
            }
            DiceOp::Turn { seat } => {
                if seat >= seats {
                    return Err(DiceRefused::NoSuchSeat(seat));
                }
                dice.set_whose_turn(seat, seats);
            }
            DiceOp::UseDeck { seed } => {
                dice.deck.get_or_insert(BalancedDeck::new(seed));
            }
            DiceOp::UseDice => dice.deck = None,
            DiceOp::Answer { at, one } => {
                if dice.doubt != Some(at) {
                    return Err(DiceRefused::Answered);
                }
                dice.answer_doubt(one);
            }
        }
        Ok(())
    }

    /// A roll from `phone`, which had seen `seen` rolls: kept whatever came
    /// first, and asked about when it may be another phone's last throw
    /// entered again, or when two phones rolled for the table at once.
    fn add(
        &mut self,
        added: Added,
        seen: usize,
        phone: Phone,
        at_ms: u64,
    ) -> Result<(), DiceRefused> {
        let sum = added.sum();
        if !SUMS.contains(&sum) {
            return Err(DiceRefused::NotASum(sum));
        }
        let dice = &mut self.dice;
        let unseen = seen < dice.rolls.len();
        let last_by_phone = dice.last_phone_roll().is_some();
        let both_by_phones = last_by_phone && matches!(added, Added::ByPhone(_));
        let same_throw = unseen
            && (dice.rolls.last() == Some(&sum) || both_by_phones)
            && self.last.as_ref().is_some_and(|last| {
                last.client != phone.client && last.at_ms.abs_diff(at_ms) <= SAME_THROW_MS
            });
        let kept = match added {
            Added::Entered(sum) => dice.roll(sum, at_ms),
            Added::ByPhone(roll) => dice.roll_by_phone(roll, at_ms),
        };
        kept.map_err(|_| DiceRefused::Full)?;
        if same_throw && dice.doubt.is_none() {
            dice.doubt = Some(dice.rolls.len() - 1);
        }
        self.last = Some(LastRoll {
            client: phone.client.to_owned(),
            at_ms,
        });
        Ok(())
    }
}

/// A roll added to the table: a sum entered, or two dice a phone rolled.
#[derive(Debug, Clone, Copy)]
enum Added {
    Entered(u8),
    ByPhone(PhoneRoll),
}

impl Added {
    fn sum(self) -> u8 {
        match self {
            Added::Entered(sum) => sum,
            Added::ByPhone(roll) => roll.outcome.sum(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::ROLLS_KEY;

    /// A table keeps its setup as a query; read back, it is the same setup,
    /// for every game and table size.
    #[test]
    fn a_setup_query_reads_back_as_the_setup_it_was_written_from() {
        let seed = crate::seed::Seed::parse("NIGHT7").unwrap();
        for game in crate::GameId::ALL {
            for players in game.info().min_players..=game.info().max_players {
                let options = crate::setup_query::SetupOptions::defaults(game, players);
                let query = setup_query(&options, &seed);
                assert_eq!(
                    read_setup_query(game, &query),
                    Some((options, seed.clone())),
                    "{query}"
                );
            }
        }
        assert_eq!(read_setup_query(crate::GameId::Catan, "players=3"), None);
    }

    fn table_with(rolls: &[u8]) -> TableDice {
        let mut table = TableDice::default();
        for (at, sum) in rolls.iter().enumerate() {
            let op = DiceOp::Roll {
                sum: *sum,
                seen: at,
            };
            table
                .apply(op, 4, Phone::seatless("phone-a"), at as u64 * 60_000)
                .unwrap();
        }
        table
    }

    fn pad_of(dice: &PadDice) -> Entries {
        let mut entries = Entries::new();
        dice.write(&mut entries);
        entries
    }

    #[test]
    fn rolls_from_every_phone_are_kept_in_the_order_the_table_takes_them() {
        let mut table = table_with(&[6, 8]);
        // Phone b had seen one roll; its 5 comes after the 8 all the same.
        table
            .apply(
                DiceOp::Roll { sum: 5, seen: 1 },
                4,
                Phone::seatless("phone-b"),
                200_000,
            )
            .unwrap();
        assert_eq!(table.dice.rolls, vec![6, 8, 5]);
        assert_eq!(table.dice.doubt, None, "another sum is another throw");
        assert_eq!(table.dice.started_ms, Some(0));
    }

    #[test]
    fn two_phones_entering_one_throw_within_a_second_are_asked_once() {
        let mut table = table_with(&[6]);
        table
            .apply(
                DiceOp::Roll { sum: 8, seen: 1 },
                4,
                Phone::seatless("phone-a"),
                100_000,
            )
            .unwrap();
        // Phone b taps 8 0.6 s later, before it saw phone a's.
        table
            .apply(
                DiceOp::Roll { sum: 8, seen: 1 },
                4,
                Phone::seatless("phone-b"),
                100_600,
            )
            .unwrap();
        assert_eq!(table.dice.rolls, vec![6, 8, 8]);
        assert_eq!(table.dice.doubt, Some(2), "kept, and asked about");
        // A third phone's 8 in the same second is not asked about again.
        table
            .apply(
                DiceOp::Roll { sum: 8, seen: 1 },
                4,
                Phone::seatless("phone-c"),
                100_700,
            )
            .unwrap();
        assert_eq!(table.dice.doubt, Some(2));
        // One throw: the second entry goes, and the question with it.
        table
            .apply(
                DiceOp::Answer { at: 2, one: true },
                4,
                Phone::seatless("phone-c"),
                101_000,
            )
            .unwrap();
        assert_eq!(table.dice.rolls, vec![6, 8, 8]);
        assert_eq!(table.dice.doubt, None);
        let again = table.apply(
            DiceOp::Answer { at: 2, one: true },
            4,
            Phone::seatless("phone-a"),
            101_100,
        );
        assert_eq!(again, Err(DiceRefused::Answered));
    }

    #[test]
    fn the_same_sum_is_not_doubted_when_seen_later_or_from_the_same_phone() {
        let mut table = table_with(&[8]);
        // Seen: a second 8 in a row is a second throw.
        table
            .apply(
                DiceOp::Roll { sum: 8, seen: 1 },
                4,
                Phone::seatless("phone-b"),
                500,
            )
            .unwrap();
        // The same phone twice: its own taps.
        table
            .apply(
                DiceOp::Roll { sum: 8, seen: 1 },
                4,
                Phone::seatless("phone-b"),
                600,
            )
            .unwrap();
        // Unseen, another phone, but 1.5 s apart.
        table
            .apply(
                DiceOp::Roll { sum: 8, seen: 2 },
                4,
                Phone::seatless("phone-c"),
                2_100,
            )
            .unwrap();
        assert_eq!(table.dice.rolls, vec![8, 8, 8, 8]);
        assert_eq!(table.dice.doubt, None);
    }

    #[test]
    fn two_throws_keep_both_rolls() {
        let mut table = table_with(&[]);
        table
            .apply(
                DiceOp::Roll { sum: 4, seen: 0 },
                4,
                Phone::seatless("phone-a"),
                0,
            )
            .unwrap();
        table
            .apply(
                DiceOp::Roll { sum: 4, seen: 0 },
                4,
                Phone::seatless("phone-b"),
                10,
            )
            .unwrap();
        table
            .apply(
                DiceOp::Answer { at: 1, one: false },
                4,
                Phone::seatless("phone-b"),
                10,
            )
            .unwrap();
        assert_eq!(
            (table.dice.rolls.clone(), table.dice.doubt),
            (vec![4, 4], None)
        );
    }

    /// Issue 62.2: two phones dealing from the table's deck at once, neither
    /// having seen the other's card, are asked about as two taps of one sum
    /// are; one deal puts the second card back on top of the deck.
    #[test]
    fn two_phones_dealing_at_once_are_asked_and_one_deal_puts_the_card_back() {
        let mut table = table_with(&[6]);
        table
            .apply(
                DiceOp::UseDeck { seed: 42 },
                4,
                Phone::seatless("phone-a"),
                0,
            )
            .unwrap();
        let mut same = BalancedDeck::new(42);
        let (first, second) = (same.deal(), same.deal());
        let deal = DiceOp::Deal { seen: 1 };
        table
            .apply(deal, 4, Phone::seatless("phone-a"), 90_000)
            .unwrap();
        table
            .apply(deal, 4, Phone::seatless("phone-b"), 90_400)
            .unwrap();
        assert_eq!(table.dice.rolls, vec![6, first.sum(), second.sum()]);
        assert_eq!(
            table.dice.doubt_asked(),
            Some(crate::scorepad::Doubt::TwoPhoneRolls {
                first: first.sum(),
                second: second.sum()
            })
        );
        // Every phone shows the card the table dealt last, whatever its own
        // phone dealt meanwhile.
        let last = table.dice.last_phone_roll().unwrap();
        assert_eq!((last.outcome, last.dealt), (second, true));
        table
            .apply(
                DiceOp::Answer { at: 2, one: true },
                4,
                Phone::seatless("phone-c"),
                91_000,
            )
            .unwrap();
        assert_eq!(table.dice.rolls, vec![6, first.sum()]);
        assert_eq!(table.dice.last_phone_roll().unwrap().outcome, first);
        // The card taken back is the next one dealt.
        table
            .apply(
                DiceOp::Deal { seen: 2 },
                4,
                Phone::seatless("phone-b"),
                200_000,
            )
            .unwrap();
        assert_eq!(table.dice.last_phone_roll().unwrap().outcome, second);
        assert_eq!(table.dice.deck.unwrap().dealt, 2);
        // A card taken back only when it is still the deck's last dealt:
        // dealt, doubted, another dealt and undone, then "one deal".
        let mut later = table.clone();
        later
            .apply(
                DiceOp::Deal { seen: 3 },
                4,
                Phone::seatless("phone-a"),
                300_000,
            )
            .unwrap();
        later
            .apply(
                DiceOp::Deal { seen: 3 },
                4,
                Phone::seatless("phone-b"),
                300_200,
            )
            .unwrap();
        let doubted = later.dice.doubt.unwrap();
        later
            .apply(
                DiceOp::Deal { seen: 5 },
                4,
                Phone::seatless("phone-a"),
                310_000,
            )
            .unwrap();
        later
            .apply(
                DiceOp::Undo { seen: 6 },
                4,
                Phone::seatless("phone-a"),
                311_000,
            )
            .unwrap();
        let dealt = later.dice.deck.unwrap().dealt;
        let answer = DiceOp::Answer {
            at: doubted,
            one: true,
        };
        later
            .apply(answer, 4, Phone::seatless("phone-c"), 312_000)
            .unwrap();
        assert_eq!(
            later.dice.deck.unwrap().dealt,
            dealt,
            "not the card of the doubt"
        );
        // A deal made after seeing the one before is a turn of its own.
        table
            .apply(
                DiceOp::Deal { seen: 3 },
                4,
                Phone::seatless("phone-a"),
                200_300,
            )
            .unwrap();
        assert_eq!(table.dice.doubt, None);
    }

    /// Issue 62.2: two phones throwing for the table at once are asked
    /// whatever the sums; a thrown roll and a sum entered are asked about only
    /// when they are the same sum.
    #[test]
    fn two_phones_throwing_at_once_are_asked_whatever_the_sums() {
        let throw = |first, second, seen| DiceOp::Throw {
            outcome: Outcome { first, second },
            seen,
        };
        let mut table = table_with(&[6]);
        table
            .apply(throw(3, 5, 1), 4, Phone::seatless("phone-a"), 90_000)
            .unwrap();
        table
            .apply(throw(4, 5, 1), 4, Phone::seatless("phone-b"), 90_100)
            .unwrap();
        assert_eq!(
            table.dice.doubt_asked(),
            Some(crate::scorepad::Doubt::TwoPhoneRolls {
                first: 8,
                second: 9
            })
        );
        table
            .apply(
                DiceOp::Answer { at: 2, one: false },
                4,
                Phone::seatless("phone-a"),
                90_500,
            )
            .unwrap();
        assert_eq!(table.dice.rolls, vec![6, 8, 9]);
        let mut mixed = table_with(&[6]);
        mixed
            .apply(throw(3, 5, 1), 4, Phone::seatless("phone-a"), 90_000)
            .unwrap();
        let entered = DiceOp::Roll { sum: 9, seen: 1 };
        mixed
            .apply(entered, 4, Phone::seatless("phone-b"), 90_100)
            .unwrap();
        assert_eq!(mixed.dice.doubt, None, "another sum, entered by hand");
        // No die shows 0 or 7.
        for (first, second) in [(0, 6), (7, 1)] {
            let refused = table.apply(throw(first, second, 3), 4, Phone::seatless("phone-a"), 0);
            let face = if first == 0 { 0 } else { 7 };
            assert_eq!(refused, Err(DiceRefused::NotADie(face)));
        }
    }

    /// Issue 62.5: an undo is said on every phone, with the seat of the
    /// phone that made it, until the next roll.
    #[test]
    fn an_undo_is_said_with_the_seat_that_made_it_until_the_next_roll() {
        let mut table = table_with(&[6, 9]);
        let bo = Phone {
            client: "phone-b",
            seat: Some(1),
        };
        table.apply(DiceOp::Undo { seen: 2 }, 4, bo, 0).unwrap();
        let said = Some(Undone {
            sum: 9,
            seat: Some(1),
            rolls: 1,
        });
        assert_eq!(table.dice.undone_shown(), said);
        // Every phone reads it from the table's pad.
        let mut pad = Entries::new();
        table.write(&mut pad);
        assert_eq!(PadDice::read(&pad, 0).unwrap().undone_shown(), said);
        assert_eq!(TableDice::read(&table.to_text()).unwrap(), table);
        table
            .apply(
                DiceOp::Roll { sum: 8, seen: 1 },
                4,
                Phone::seatless("phone-a"),
                1,
            )
            .unwrap();
        assert_eq!(table.dice.undone_shown(), None);
        // A phone with no seat is a phone.
        table
            .apply(DiceOp::Undo { seen: 2 }, 4, Phone::seatless("phone-c"), 2)
            .unwrap();
        assert_eq!(table.dice.undone_shown().unwrap().seat, None);
    }

    #[test]
    fn an_undo_takes_back_only_the_roll_its_phone_saw_last() {
        let mut table = table_with(&[6, 8, 7]);
        let stale = table.apply(DiceOp::Undo { seen: 2 }, 4, Phone::seatless("phone-b"), 0);
        assert_eq!(stale, Err(DiceRefused::Changed));
        table
            .apply(DiceOp::Undo { seen: 3 }, 4, Phone::seatless("phone-b"), 0)
            .unwrap();
        // Two phones undoing the same roll undo it once.
        let twice = table.apply(DiceOp::Undo { seen: 3 }, 4, Phone::seatless("phone-c"), 0);
        assert_eq!(twice, Err(DiceRefused::Changed));
        assert_eq!(table.dice.rolls, vec![6, 8]);
        let mut empty = TableDice::default();
        let nothing = empty.apply(DiceOp::Undo { seen: 0 }, 4, Phone::seatless("phone-a"), 0);
        assert_eq!(nothing, Err(DiceRefused::NoRoll));
    }

    #[test]
    fn moves_past_the_dice_the_board_or_the_seats_are_refused_and_change_nothing() {
        let mut table = table_with(&[6]);
        let before = table.clone();
        for (op, refused) in [
            (DiceOp::Roll { sum: 13, seen: 1 }, DiceRefused::NotASum(13)),
            (DiceOp::Roll { sum: 1, seen: 1 }, DiceRefused::NotASum(1)),
            // A Catan table of four plays on the 19-hex board: hexes 0 to 18.
            (DiceOp::Robber { hex: 19 }, DiceRefused::NoSuchHex(19)),
            (DiceOp::Robber { hex: 63 }, DiceRefused::NoSuchHex(63)),
            (DiceOp::Turn { seat: 4 }, DiceRefused::NoSuchSeat(4)),
            (DiceOp::Deal { seen: 1 }, DiceRefused::Changed),
        ] {
            let made = table.apply_on(crate::GameId::Catan, op, 4, Phone::seatless("phone-a"), 0);
            assert_eq!(made, Err(refused), "{op:?}");
            assert_eq!(table, before, "{op:?}");
        }
        let mut full = TableDice::default();
        full.dice.rolls = vec![7; MAX_ROLLS];
        let over = full.apply(
            DiceOp::Roll {
                sum: 7,
                seen: MAX_ROLLS,
            },
            4,
            Phone::seatless("phone-a"),
            0,
        );
        assert_eq!(over, Err(DiceRefused::Full));
        // The 5–6 player board has 30 hexes: a table of five, or one whose
        // setup is for six, takes hex 29 and no hex 30.
        let catan = crate::GameId::Catan;
        let mut five = table_with(&[6]);
        let robber = |hex| DiceOp::Robber { hex };
        assert_eq!(
            five.apply_on(catan, robber(29), 5, Phone::seatless("phone-a"), 0),
            Ok(())
        );
        let past = five.apply_on(catan, robber(30), 5, Phone::seatless("phone-a"), 0);
        assert_eq!(past, Err(DiceRefused::NoSuchHex(30)));
        let mut six = table_with(&[6]);
        let seed = crate::seed::Seed::parse("NIGHT7").unwrap();
        let options = crate::setup_query::SetupOptions::defaults(catan, 6);
        six.setup = Some(setup_query(&options, &seed));
        assert_eq!(
            six.apply_on(catan, robber(29), 4, Phone::seatless("phone-a"), 0),
            Ok(())
        );
    }

    #[test]
    fn the_table_deals_one_deck_for_every_phone() {
        let mut table = TableDice::default();
        table
            .apply(
                DiceOp::UseDeck { seed: 42 },
                4,
                Phone::seatless("phone-a"),
                0,
            )
            .unwrap();
        // A second phone choosing the deck keeps the one dealt from.
        table
            .apply(
                DiceOp::UseDeck { seed: 7 },
                4,
                Phone::seatless("phone-b"),
                0,
            )
            .unwrap();
        let mut same = BalancedDeck::new(42);
        for seen in 0..3 {
            let phone = if seen % 2 == 0 { "phone-a" } else { "phone-b" };
            table
                .apply(
                    DiceOp::Deal { seen },
                    4,
                    Phone::seatless(phone),
                    seen as u64 * 5_000,
                )
                .unwrap();
            assert_eq!(table.dice.rolls[seen], same.deal().sum());
        }
        assert_eq!(table.dice.deck.unwrap().dealt, 3);
    }

    #[test]
    fn a_pads_moves_are_read_from_its_dice_before_and_after() {
        let mut dice = table_with(&[6, 8]).dice;
        let before = pad_of(&dice);
        dice.roll(5, 0).unwrap();
        assert_eq!(
            ops_between(&before, &pad_of(&dice), 4),
            Some(vec![DiceOp::Roll { sum: 5, seen: 2 }])
        );
        let mut undone = dice.clone();
        undone.undo();
        undone.undo();
        undone.roll(9, 0).unwrap();
        assert_eq!(
            ops_between(&pad_of(&dice), &pad_of(&undone), 4),
            Some(vec![
                DiceOp::Undo { seen: 3 },
                DiceOp::Undo { seen: 2 },
                DiceOp::Roll { sum: 9, seen: 1 }
            ])
        );
        let mut moved = dice.clone();
        moved.move_robber(12);
        moved.set_whose_turn(2, 4);
        assert_eq!(
            ops_between(&pad_of(&dice), &pad_of(&moved), 4),
            Some(vec![DiceOp::Robber { hex: 12 }, DiceOp::Turn { seat: 2 }])
        );
        let mut dealt = dice.clone();
        dealt.deal(42);
        dealt.roll(7, 0).unwrap();
        assert_eq!(
            ops_between(&pad_of(&dice), &pad_of(&dealt), 4),
            Some(vec![DiceOp::UseDeck { seed: 42 }, DiceOp::Deal { seen: 3 }])
        );
        let mut thrown = dice.clone();
        let outcome = Outcome {
            first: 2,
            second: 4,
        };
        thrown
            .roll_by_phone(
                PhoneRoll {
                    outcome,
                    dealt: false,
                },
                0,
            )
            .unwrap();
        assert_eq!(
            ops_between(&pad_of(&dice), &pad_of(&thrown), 4),
            Some(vec![DiceOp::Throw { outcome, seen: 3 }])
        );
        let unchanged = pad_of(&dice);
        assert_eq!(ops_between(&unchanged, &unchanged, 4), Some(vec![]));
    }

    /// Issue 61.5: a pad whose dice cannot be read (a roll of 13 or 1, a
    /// word, more rolls than a game keeps) makes no moves: its batch is
    /// refused whole, not made without its dice.
    #[test]
    fn a_pad_with_dice_that_cannot_be_read_makes_no_moves() {
        let before = pad_of(&table_with(&[6, 8]).dice);
        for rolls in ["6 8 13", "6 8 1", "6 8 x"] {
            let mut after = before.clone();
            after.insert(ROLLS_KEY.into(), rolls.into());
            assert_eq!(ops_between(&before, &after, 4), None, "{rolls}");
        }
        let mut too_many = before.clone();
        too_many.insert(ROLLS_KEY.into(), vec!["6"; MAX_ROLLS + 1].join(" "));
        assert_eq!(ops_between(&before, &too_many, 4), None);
    }

    #[test]
    fn a_doubt_answered_on_a_pad_is_read_as_the_answer() {
        let mut table = table_with(&[6, 8]);
        table
            .apply(
                DiceOp::Roll { sum: 8, seen: 1 },
                4,
                Phone::seatless("phone-b"),
                60_100,
            )
            .unwrap();
        let asked = table.dice.clone();
        assert_eq!(asked.doubt, Some(2));
        let mut one = asked.clone();
        one.rolls.remove(2);
        one.doubt = None;
        assert_eq!(
            ops_between(&pad_of(&asked), &pad_of(&one), 4),
            Some(vec![DiceOp::Answer { at: 2, one: true }])
        );
        let mut two = asked.clone();
        two.doubt = None;
        assert_eq!(
            ops_between(&pad_of(&asked), &pad_of(&two), 4),
            Some(vec![DiceOp::Answer { at: 2, one: false }])
        );
    }

    #[test]
    fn the_kept_text_reads_back_and_damage_reads_as_none() {
        let mut table = table_with(&[6, 8, 7]);
        table.dice.move_robber(3);
        table.setup = Some("players=3&seed=ABC".into());
        let text = table.to_text();
        assert_eq!(TableDice::read(&text), Some(table.clone()));
        assert_eq!(TableDice::read("{\"rolls\": \"6 13\"}"), None);
        assert_eq!(TableDice::read("not json"), None);
        let mut pad = Entries::new();
        table.write(&mut pad);
        assert!(!pad.contains_key(LAST_KEY), "no phone's id on a pad");
        assert!(!pad.contains_key(SETUP_KEY));
    }
}
