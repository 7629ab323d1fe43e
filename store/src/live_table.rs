//! A live table as the store keeps it: its join code, the table as it
//! stands, what a batch of changes did, and the checks on what a phone sends.
//! The statements are in `live.rs` and `live_seats.rs`.

use crate::token::Token;
use crate::StoreError;
use games::live::Change;
use games::live_dice::{DiceOp, TableDice};
use games::rounds::KeptCall;
use games::GameId;
use rand::{rngs::SysRng, TryRng};
use serde_json::Value;
use std::time::Duration;

/// A join code: 8 characters of the seeds' alphabet (40 random bits), short to
/// type and, with joining rate-limited, not guessed at any practical rate.
const CODE_ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH: usize = 8;

/// At most this many changes in one batch, and this much input in all.
pub const MAX_CHANGES_PER_BATCH: usize = 64;
pub const MAX_INPUT_BYTES: usize = 64 * 1024;
/// A phone's id: what a client may call itself.
pub const MAX_CLIENT_ID: usize = 64;

/// Changes kept per table for phones catching up (one further behind reads
/// the table as it stands, which every answer carries).
pub const KEPT_CHANGES: i64 = 1000;
/// The most characters of changed values one catch-up carries (issue 61.7): a
/// dice change holds the dice as they stand, so 1,000 of them would be 2 MB.
/// A phone further behind reads the table as it stands instead.
pub const MAX_CATCH_UP_CHARS: i64 = 64 * 1024;

/// Tables nobody has changed for this long are gone (see `Store::with_live_idle`).
pub const DEFAULT_IDLE: Duration = Duration::from_secs(24 * 60 * 60);

/// A table's join code, as typed or scanned (any case).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableCode(String);

impl TableCode {
    pub(crate) fn new() -> Option<TableCode> {
        let mut bytes = [0u8; 8];
        SysRng.try_fill_bytes(&mut bytes).ok()?;
        let mut bits = u64::from_be_bytes(bytes);
        let mut code = String::with_capacity(CODE_LENGTH);
        for _ in 0..CODE_LENGTH {
            code.push(CODE_ALPHABET[(bits & 31) as usize] as char);
            bits >>= 5;
        }
        Some(TableCode(code))
    }

    /// A code as typed; anything that cannot be one is none (answered as an
    /// unknown table).
    pub fn parse(text: &str) -> Option<TableCode> {
        let code = text.trim().to_ascii_uppercase();
        (code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_ALPHABET.contains(&b)))
            .then_some(TableCode(code))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A table as it stands.
#[derive(Debug, Clone, PartialEq)]
pub struct LiveTable {
    pub code: TableCode,
    pub game: GameId,
    /// How many changes have been made to it.
    pub seq: i64,
    /// The score input so far (the score API's request body).
    pub input: Value,
    /// The host's controls: a phone changes only its own seat; no phone
    /// takes a new seat.
    pub seats_locked: bool,
    pub joining_locked: bool,
    /// The seats phones have taken.
    pub taken: Vec<i64>,
    /// Whether the host has saved it to a group.
    pub saved: bool,
    /// The rolls every phone enters, and the rest of the table's dice.
    pub dice: TableDice,
    /// The setup it was shared from, as a play keeps it
    /// ([`crate::setup_record`]): saved with the play either Finish makes.
    pub setup: Option<serde_json::Value>,
    /// The call of a game kept round by round: its rounds and the one being
    /// called (empty: none yet).
    pub call: KeptCall,
}

impl LiveTable {
    /// The players' names, in seat order.
    pub fn names(&self) -> Vec<String> {
        self.input["players"]
            .as_array()
            .map_or_else(Vec::new, |players| {
                players
                    .iter()
                    .map(|p| p["name"].as_str().unwrap_or_default().to_owned())
                    .collect()
            })
    }
}

/// A new table, and the key that lets its host run it.
#[derive(Debug, Clone)]
pub struct NewTable {
    pub table: LiveTable,
    pub host_key: Token,
}

/// A change as the server numbered it.
#[derive(Debug, Clone, PartialEq)]
pub struct NumberedChange {
    pub seq: i64,
    /// The seat of the phone that made it (none: a phone that took no seat).
    pub seat: Option<i64>,
    pub change: Change,
}

/// The changes a phone missed: every one since the change it saw, or none and
/// `behind` when they are no longer kept or are more than one answer carries
/// ([`MAX_CATCH_UP_CHARS`]): the table as it stands is then what it reads.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct CatchUp {
    pub changes: Vec<NumberedChange>,
    pub behind: bool,
}

impl CatchUp {
    pub(crate) fn behind() -> CatchUp {
        CatchUp {
            changes: Vec::new(),
            behind: true,
        }
    }
}

/// What a batch of changes did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taken {
    /// Made: the table's `seq` after them.
    Made(i64),
    /// This phone sent this batch (or a later one) before: nothing changed;
    /// the `seq` the table had after it.
    Again(i64),
}

impl Taken {
    pub fn seq(self) -> i64 {
        match self {
            Taken::Made(seq) | Taken::Again(seq) => seq,
        }
    }
}

/// A phone names itself with letters, digits, `-` and `_`, and numbers its
/// batches from 1.
pub(crate) fn check_client(client: &str, client_seq: i64) -> Result<(), StoreError> {
    let fits = !client.is_empty()
        && client.len() <= MAX_CLIENT_ID
        && client
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !fits {
        return Err(StoreError::invalid(
            "client",
            format!("must be 1 to {MAX_CLIENT_ID} letters, digits, - or _"),
        ));
    }
    if client_seq < 1 {
        return Err(StoreError::invalid("client_seq", "must be 1 or more"));
    }
    Ok(())
}

pub(crate) fn stored_game(slug: &str) -> Result<GameId, StoreError> {
    slug.parse()
        .map_err(|_| StoreError::invalid("game", format!("{slug} is kept but unknown")))
}

/// A table's dice as kept (none kept: none rolled yet).
pub(crate) fn stored_dice(text: Option<String>) -> Result<TableDice, StoreError> {
    match text {
        None => Ok(TableDice::default()),
        Some(text) => TableDice::read(&text)
            .ok_or_else(|| StoreError::invalid("dice", "are kept but cannot be read")),
    }
}

/// A table's call as kept (none kept: none made yet).
pub(crate) fn stored_call(text: Option<String>) -> KeptCall {
    text.map_or_else(KeptCall::default, |text| KeptCall::from_text(&text))
}

/// What one batch of a phone changes: fields of the table's input, moves on
/// its dice, its call, and how long the phone held the batch before sending it (so the
/// moves are timed as they were made).
#[derive(Debug, Clone, Copy, Default)]
pub struct TableEdit<'a> {
    pub fields: &'a [Change],
    pub dice: &'a [DiceOp],
    /// The call before and after the phone's move, when it moved it: taken
    /// whole when the table's call is the one the phone saw.
    pub call: Option<(&'a KeptCall, &'a KeptCall)>,
    pub waited_ms: u64,
}

pub(crate) fn stored_json(text: &str) -> Result<Value, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::invalid("input", e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_eight_characters_of_the_seed_alphabet_in_any_case() {
        let code = TableCode::new().unwrap();
        assert_eq!(code.as_str().len(), CODE_LENGTH);
        assert_eq!(
            TableCode::parse(&code.as_str().to_lowercase()),
            Some(code.clone())
        );
        assert_ne!(TableCode::new(), Some(code));
        for bad in ["", "ABCDEFG", "ABCDEFGHJ", "ABCDEFGI", "ABCD EFG"] {
            assert_eq!(TableCode::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_client_names_itself_plainly_and_counts_from_one() {
        assert!(check_client("phone-1_a", 1).is_ok());
        assert!(check_client("", 1).is_err());
        assert!(check_client("a b", 1).is_err());
        assert!(check_client(&"a".repeat(65), 1).is_err());
        assert!(check_client("phone", 0).is_err());
    }
}
