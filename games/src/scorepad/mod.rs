//! A scorepad's state (what was typed, kept as typed), how a phone keeps it,
//! and how it becomes the game's score input: the page, the live table and the
//! server's save all read a pad with this one code. Generic: no game is named
//! here (a game's own pad helpers are in its `pad` module).

mod dice;
mod kept_text;
#[cfg(feature = "live")]
mod live;
mod problems;
#[cfg(test)]
mod reading_tests;
mod save;

pub use dice::{Doubt, PadDice, PhoneRoll, RobberMove, RollRefused, Undone};
pub use kept_text::{decode_lines, encode_lines};
#[cfg(feature = "live")]
pub use live::{changes_between, input_of_pad, pad_of_table, LivePad, PadEdit, SharedPad};
pub use save::{setup_of_pad, setup_options_of_pad, KeptPad, SaveRefused};

use crate::form::Field;
pub use crate::pad_text::half_width;
use crate::pad_text::{PadText, SeatText};
use crate::FieldPath;
use crate::{GameId, InputError, ScoreInput};

/// `game`'s edition field (`Kind::Edition`), if it has editions.
pub fn edition_field(game: GameId) -> Option<Field> {
    ScoreInput::fields(game, usize::from(game.default_players()))
        .into_iter()
        .find(|field| matches!(field.kind, crate::form::Kind::Edition(_)))
}

/// Field key → the text typed in it, in key order.
pub type Entries = std::collections::BTreeMap<String, String>;

/// What a setup decided, kept with the pad: its seed, and the unique
/// districts in play (comma-separated names) of a game that deals them.
pub const SEED: &str = "seed";
pub const IN_PLAY: &str = "in_play";

/// One player's row: a stable id (so reordering keeps the inputs), the name, and
/// each field's text exactly as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    pub id: u32,
    pub name: String,
    pub values: Entries,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoreState {
    pub game: GameId,
    pub seats: Vec<Seat>,
    /// Table-wide choices: flags ("true") and player choices (a seat id).
    pub table: Entries,
    pub next_id: u32,
    /// The id of the play this game is saved as, given when the game starts on
    /// the phone (or is the saved play's, when a saved game is edited): every
    /// save of the game replaces that play (/device.js reads it from the kept
    /// pad). `None` for a pad not started on a phone (rendered, live).
    pub play: Option<String>,
}

/// Where a field's text is kept: one player's row or the whole table's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Slot {
    Seat(u32),
    Table,
}

/// Why the pad cannot be scored yet, at the field that needs fixing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// Not a whole number (or list of them): said by the page, in its language.
    NotANumber { seat: u32, key: String },
    /// The same, in a field for the whole table.
    TableNotANumber { key: String },
    /// A field nobody has typed in yet whose empty value the rules cannot use
    /// (Card City's cards in the city): still to enter, not an error. `why`:
    /// what the rules said when they asked for it by name (the rank that
    /// breaks a tie for first), said beside it.
    Missing {
        seat: u32,
        key: String,
        why: Option<crate::Refusal>,
    },
    /// The rules refused the input: `field` is the path `games` names.
    Rules(InputError),
}

impl Problem {
    /// Whether this is something typed that is wrong (marked in red), not a
    /// field still to fill in.
    pub fn is_error(&self) -> bool {
        !matches!(self, Problem::Missing { .. })
    }
}

impl ScoreState {
    pub fn new(game: GameId, names: &[String]) -> ScoreState {
        let mut pad = ScoreState {
            game,
            seats: Vec::new(),
            table: Entries::new(),
            next_id: 0,
            play: None,
        };
        for name in names {
            pad.add_seat(name.clone());
        }
        pad
    }

    pub fn add_seat(&mut self, name: String) {
        self.seats.push(Seat {
            id: self.next_id,
            name,
            values: Entries::new(),
        });
        self.next_id += 1;
    }

    pub fn seat_mut(&mut self, id: u32) -> Option<&mut Seat> {
        self.seats.iter_mut().find(|s| s.id == id)
    }

    /// Keeps what was typed in one field of one seat.
    pub fn set_value(&mut self, id: u32, key: &str, value: String) {
        if let Some(seat) = self.seat_mut(id) {
            seat.values.insert(key.to_owned(), value);
        }
    }

    /// What was typed in a field of a seat or of the table.
    pub fn typed(&self, slot: Slot, key: &str) -> String {
        match slot {
            Slot::Seat(id) => self.value(id, key),
            Slot::Table => self.table.get(key).cloned().unwrap_or_default(),
        }
    }

    /// Keeps what was typed; the table forgets a field set back to nothing.
    pub fn type_in(&mut self, slot: Slot, key: &str, value: String) {
        match slot {
            Slot::Seat(id) => self.set_value(id, key, value),
            Slot::Table if value.trim().is_empty() || value == "false" => {
                self.table.remove(key);
            }
            Slot::Table => {
                self.table.insert(key.to_owned(), value);
            }
        }
    }

    pub fn value(&self, id: u32, key: &str) -> String {
        self.seats
            .iter()
            .find(|s| s.id == id)
            .and_then(|s| s.values.get(key).cloned())
            .unwrap_or_default()
    }

    /// The game's fields for this table, as `games` describes them.
    pub fn fields(&self) -> Vec<Field> {
        ScoreInput::fields(self.game, self.seats.len())
    }

    /// The edition the table plays, by its id, for a game with editions (its
    /// `Kind::Edition` field: the first until another is chosen).
    pub fn edition_id(&self) -> Option<&'static str> {
        self.fields()
            .iter()
            .find_map(|field| field.edition_chosen(self.table.get(field.key).map(String::as_str)))
    }

    /// Whether the table asks for this field: its edition has it (every
    /// field, for a game with one edition), and the card it is about is in
    /// play (or the cards in play are not known).
    pub fn asks_for(&self, field: &Field) -> bool {
        self.edition_id()
            .is_none_or(|edition| field.in_edition(edition))
            && field.with_cards(self.cards_in_play().as_deref())
    }

    /// The cards a setup put in play (Citadels' unique districts and
    /// characters), by name; `None` when the pad came from no such setup.
    pub fn cards_in_play(&self) -> Option<Vec<&str>> {
        self.table
            .get(IN_PLAY)
            .filter(|names| !names.trim().is_empty())
            .map(|names| names.split(',').map(str::trim).collect())
    }

    /// Whether a seat's field steps aside: another of its fields that
    /// replaces it holds something (a Card City grid with a card), or the
    /// table's edition does not ask for it.
    pub fn steps_aside(&self, seat: u32, field: &Field) -> bool {
        let replaced = self.fields().iter().any(|other| {
            other.replaces.contains(&field.key)
                && self
                    .game
                    .own_format_filled(other.kind, &self.value(seat, other.key))
        });
        replaced || !self.asks_for(field)
    }

    /// The number the rules give this table field when it is left empty.
    pub fn rules_table_value(&self, key: &str) -> Option<i64> {
        self.game
            .rules_table_value(key, &self.table, self.seats.len())
    }

    pub fn field(&self, key: &str) -> Option<Field> {
        self.fields().into_iter().find(|f| f.key == key)
    }

    /// Whether this table value names a player (a seat's id): one-holder cards,
    /// who ended the game.
    pub fn names_a_player(&self, key: &str) -> bool {
        self.field(key).is_some_and(|f| f.names_a_player())
    }

    /// Nothing typed at any seat yet.
    pub fn is_blank(&self) -> bool {
        self.seats
            .iter()
            .all(|s| s.values.values().all(|v| v.trim().is_empty()))
    }

    /// Moves a seat one place up (`-1`) or down (`1`).
    pub fn shift(&mut self, id: u32, by: isize) {
        if let Some(at) = self.seats.iter().position(|s| s.id == id) {
            let to = at as isize + by;
            if (0..self.seats.len() as isize).contains(&to) {
                self.seats.swap(at, to as usize);
                self.swap_seats_in_rounds(at, to as usize);
            }
        }
    }

    /// Kept rounds name seats by their place: two seats that trade places
    /// trade them in the rounds too, so each pick stays with its player.
    fn swap_seats_in_rounds(&mut self, one: usize, other: usize) {
        let Some(mut rounds) = self
            .table
            .get(crate::rounds::ROUNDS_KEY)
            .and_then(|kept| crate::rounds::decode_rounds(kept))
        else {
            return;
        };
        let swapped = |seat: &mut u8| {
            if usize::from(*seat) == one {
                *seat = other as u8;
            } else if usize::from(*seat) == other {
                *seat = one as u8;
            }
        };
        for round in &mut rounds {
            swapped(&mut round.crown);
            round
                .picks
                .iter_mut()
                .for_each(|pick| swapped(&mut pick.seat));
        }
        self.table.insert(
            crate::rounds::ROUNDS_KEY.to_owned(),
            crate::rounds::encode_rounds(&rounds),
        );
    }

    pub fn remove(&mut self, id: u32) {
        self.seats.retain(|s| s.id != id);
        // A removed player no longer holds anything or ended the game; numbers
        // kept for the table (Citadels' "8 districts") are no seats.
        let fields = self.fields();
        let names_seat = |key: &str| fields.iter().any(|f| f.key == key && f.names_a_player());
        self.table
            .retain(|k, v| !names_seat(k) || v.parse::<u32>().ok() != Some(id));
    }

    /// What was typed, as the game reads it: the seats in the table's order, a
    /// seat chosen for the table by its place in that order.
    pub fn text(&self) -> PadText {
        let seats = self
            .seats
            .iter()
            .map(|seat| SeatText {
                name: seat.name.clone(),
                fields: seat.values.clone(),
            })
            .collect();
        // The same keys: a player chosen for the table is kept as the seat's id
        // and written as its place.
        let mut table = self.table.clone();
        for (key, value) in table.iter_mut() {
            if self.names_a_player(key) {
                *value = self
                    .chosen_index(key)
                    .map(|i| i.to_string())
                    .unwrap_or_default();
            }
        }
        PadText { seats, table }
    }

    /// A new pad holding `text` (a seat chosen for the table by its place).
    pub fn from_text(game: GameId, text: PadText) -> ScoreState {
        let names: Vec<String> = text.seats.iter().map(|s| s.name.clone()).collect();
        let mut pad = ScoreState::new(game, &names);
        let ids: Vec<u32> = pad.seats.iter().map(|s| s.id).collect();
        for (id, seat) in ids.iter().zip(text.seats) {
            for (key, value) in seat.fields {
                pad.set_value(*id, &key, value);
            }
        }
        for (key, value) in text.table {
            let value = match pad.names_a_player(&key) {
                true => match value.parse::<usize>().ok().and_then(|i| ids.get(i)) {
                    Some(id) => id.to_string(),
                    None => continue,
                },
                false => value,
            };
            pad.table.insert(key, value);
        }
        pad
    }

    /// The name of the seat at `index` as shown and scored: what was typed, or
    /// `default_name(seat number)` when it was left blank.
    pub fn shown_name(&self, index: usize, default_name: &dyn Fn(usize) -> String) -> String {
        match self.seats.get(index).map(|s| s.name.trim()) {
            Some(name) if !name.is_empty() => name.to_owned(),
            _ => default_name(index + 1),
        }
    }

    /// The position of the seat chosen for a table-wide choice, if any.
    pub fn chosen_index(&self, key: &str) -> Option<usize> {
        let id: u32 = self.table.get(key)?.parse().ok()?;
        self.seats.iter().position(|s| s.id == id)
    }

    /// Which seat and field a rules error points at (`players[1].coins`).
    pub fn locate(&self, path: &FieldPath) -> Option<(u32, String)> {
        let (index, key) = ScoreInput::place_on_pad(self.seats.len(), path)?;
        Some((self.seats[index].id, key))
    }
}

#[cfg(test)]
pub(crate) mod test_pads {
    use super::{Problem, ScoreState};
    use crate::GameId;

    pub fn pad(game: GameId, names: &[&str]) -> ScoreState {
        ScoreState::new(
            game,
            &names.iter().map(|n| n.to_string()).collect::<Vec<_>>(),
        )
    }

    /// The first problem the pad names, if any.
    pub fn first(pad: &ScoreState) -> Option<Problem> {
        pad.score(&|n| format!("Player {n}"))
            .err()
            .map(|mut problems| problems.remove(0))
    }

    pub fn set(pad: &mut ScoreState, seat: usize, key: &str, value: &str) {
        let id = pad.seats[seat].id;
        pad.seat_mut(id)
            .unwrap()
            .values
            .insert(key.into(), value.into());
    }
}

#[cfg(test)]
mod tests {
    use super::test_pads::{pad, set};
    use super::*;
    use crate::citadels::pad::{COMPLETE_AT_KEY as COMPLETE_AT, EDITION_KEY as EDITION};

    #[test]
    fn seats_move_and_keep_their_values() {
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        set(&mut p, 0, "cities", "3");
        let ann = p.seats[0].id;
        p.shift(ann, 1);
        assert_eq!(p.seats[1].name, "Ann");
        assert_eq!(p.value(ann, "cities"), "3");
        p.shift(ann, 5);
        assert_eq!(p.seats[1].name, "Ann");
    }

    #[test]
    fn seats_that_trade_places_trade_them_in_the_kept_rounds() {
        let mut p = pad(GameId::Citadels, &["Ann", "Bo", "Cy", "Di"]);
        let key = crate::rounds::ROUNDS_KEY;
        p.table.insert(
            key.into(),
            "crown=1,0=Assassin,1=King,2=Thief,3=Warlord".into(),
        );
        let ann = p.seats[0].id;
        p.shift(ann, 1);
        // Ann (now second) keeps her Assassin, Bo (now first) his King and crown.
        assert_eq!(
            p.table.get(key).map(String::as_str),
            Some("crown=0,1=Assassin,0=King,2=Thief,3=Warlord")
        );
    }

    #[test]
    fn removing_a_seat_keeps_table_numbers_that_look_like_its_id() {
        let mut p = pad(GameId::Citadels, &["Ann", "Bo", "Cy"]);
        let cy = p.seats[2].id;
        p.table.insert(COMPLETE_AT.into(), cy.to_string());
        p.table.insert("crown".into(), cy.to_string());
        p.table.insert(EDITION.into(), "2016".into());
        p.remove(cy);
        assert_eq!(p.table.get(COMPLETE_AT), Some(&cy.to_string()));
        assert_eq!(p.table.get(EDITION).map(String::as_str), Some("2016"));
        assert_eq!(p.table.get("crown"), None);
    }
}
