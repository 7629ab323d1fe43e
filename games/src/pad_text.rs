//! A scorepad as typed: each seat's name and the text in each of its fields, and
//! the table's, keyed by the game's field keys (`form::Field::key`). Each game
//! reads it into its score input and writes an input back into it (its `pad`
//! module); the page only keeps the text and shows what the rules say about it.
//!
//! Generic: no game is named here. Reading keeps going past a field it cannot
//! read, so every such field is reported at once, each at its path.

use crate::form::Field;
use crate::path::FieldPath;
use crate::refusal::Refusal;
use crate::score::InputError;
use std::collections::BTreeMap;

/// What was typed, seat by seat in the table's order, and for the table.
///
/// A card only one player holds (Longest Road) and a choice of one player (who
/// ended the game) are the table's, kept as the seat's index ("0", "1"…).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PadText {
    pub seats: Vec<SeatText>,
    pub table: BTreeMap<String, String>,
}

/// One seat: its name as typed (blank: the page names it "Player N") and the
/// text of each field.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SeatText {
    pub name: String,
    pub fields: BTreeMap<String, String>,
}

/// The text of a box that is ticked.
pub const TICKED: &str = "true";

impl PadText {
    /// A pad with a seat for each name, nothing typed.
    pub fn seated<'a>(names: impl IntoIterator<Item = &'a str>) -> PadText {
        PadText {
            seats: names
                .into_iter()
                .map(|name| SeatText {
                    name: name.to_owned(),
                    fields: BTreeMap::new(),
                })
                .collect(),
            table: BTreeMap::new(),
        }
    }
}

/// Reads a pad's text into numbers, noting every field that is not one.
pub struct TextReader<'a> {
    pad: &'a PadText,
    default_name: &'a dyn Fn(usize) -> String,
    unreadable: Vec<InputError>,
}

impl<'a> TextReader<'a> {
    /// `default_name(n)` names seat n (1-based) left without a name.
    pub fn new(pad: &'a PadText, default_name: &'a dyn Fn(usize) -> String) -> TextReader<'a> {
        TextReader {
            pad,
            default_name,
            unreadable: Vec::new(),
        }
    }

    pub fn seats(&self) -> std::ops::Range<usize> {
        0..self.pad.seats.len()
    }

    /// The seat's name as shown and scored.
    pub fn name(&self, seat: usize) -> String {
        match self.pad.seats[seat].name.trim() {
            "" => (self.default_name)(seat + 1),
            name => name.to_owned(),
        }
    }

    /// A seat's text in a field, trimmed (empty when nothing was typed).
    pub fn text(&self, seat: usize, key: &str) -> &'a str {
        self.pad.seats[seat]
            .fields
            .get(key)
            .map_or("", |text| text.trim())
    }

    /// A whole number; empty counts as 0.
    pub fn count(&mut self, seat: usize, field: &Field) -> i64 {
        self.optional(seat, field).unwrap_or(0)
    }

    /// A whole number, or `None` when nothing was typed (a road length nobody
    /// counted).
    pub fn optional(&mut self, seat: usize, field: &Field) -> Option<i64> {
        let text = self.text(seat, field.key);
        self.number(text, FieldPath::player(seat, field.key))
    }

    /// Whole numbers ("3 3 1 1", "3, 3, 1", "3+3+1+1"); empty is an empty list.
    pub fn list(&mut self, seat: usize, field: &Field) -> Vec<i64> {
        let text = half_width(self.text(seat, field.key));
        parse_list(&text).unwrap_or_else(|| {
            self.not_a_number(FieldPath::player(seat, field.key));
            Vec::new()
        })
    }

    /// Whether a seat's box is ticked.
    pub fn ticked(&self, seat: usize, key: &str) -> bool {
        self.text(seat, key) == TICKED
    }

    /// The values a seat chose of a field's choices, in the field's order;
    /// `values[i]` is what its i-th choice stands for. (A word that is no
    /// choice can only come from text written by hand and is passed over, as
    /// an unknown field is.)
    pub fn several<T: Copy>(&self, seat: usize, field: &Field, values: &[T]) -> Vec<T> {
        chosen_places(self.text(seat, field.key), field)
            .filter_map(|i| values.get(i).copied())
            .collect()
    }

    /// The table's choice (`values[i]` for the field's i-th): the first until
    /// another is chosen.
    pub fn one_of<T: Copy>(&self, field: &Field, values: &[T]) -> Option<T> {
        let place = chosen_places(self.table_text(field.key), field).next();
        values.get(place.unwrap_or(0)).copied()
    }

    /// Whether this seat holds a one-holder card, chosen for the table.
    pub fn holds(&self, seat: usize, key: &str) -> bool {
        self.chosen_seat(key) == Some(seat)
    }

    /// The seat chosen for a table-wide choice of one player, if any.
    pub fn chosen_seat(&self, key: &str) -> Option<usize> {
        let seat = self.table_text(key).parse().ok()?;
        (seat < self.pad.seats.len()).then_some(seat)
    }

    /// The table's text in a field, trimmed.
    pub fn table_text(&self, key: &str) -> &'a str {
        self.pad.table.get(key).map_or("", |text| text.trim())
    }

    /// Whether the table's box is ticked.
    pub fn table_ticked(&self, key: &str) -> bool {
        self.table_text(key) == TICKED
    }

    /// A whole number for the table, or `None` when nothing was typed.
    pub fn table_optional(&mut self, field: &Field) -> Option<i64> {
        let text = self.table_text(field.key);
        self.number(text, FieldPath::table(field.key))
    }

    /// Notes a field that cannot be read (a game's own text: a city, a grid).
    pub fn not_a_number(&mut self, path: FieldPath) {
        self.unreadable
            .push(InputError::refused(path, Refusal::NotANumber));
    }

    /// The input read, or every field that could not be read.
    pub fn finish<T>(self, input: T) -> Result<T, Vec<InputError>> {
        match self.unreadable.is_empty() {
            true => Ok(input),
            false => Err(self.unreadable),
        }
    }

    fn number(&mut self, text: &str, path: FieldPath) -> Option<i64> {
        match half_width(text).trim() {
            "" => None,
            digits => digits.parse().map(Some).unwrap_or_else(|_| {
                self.not_a_number(path);
                None
            }),
        }
    }
}

/// The places in `field`'s list of the choices named in `text`, in the list's order.
fn chosen_places<'a>(text: &'a str, field: &'a Field) -> impl Iterator<Item = usize> + 'a {
    (0..field.choices().len()).filter(move |&i| has_choice(text, field.choices()[i].value))
}

/// The values of a field's choices that `keep` keeps, in the field's order, as
/// the field's text.
fn choices_text(field: &Field, keep: impl Fn(usize, &str) -> bool) -> String {
    let values: Vec<&str> = (field.choices().iter().enumerate())
        .filter(|(i, choice)| keep(*i, choice.value))
        .map(|(_, choice)| choice.value)
        .collect();
    values.join(" ")
}

/// A field's text of several choices with one of them ticked or not.
pub fn with_choice(field: &Field, text: &str, value: &str, ticked: bool) -> String {
    choices_text(field, |_, choice| match choice == value {
        true => ticked,
        false => has_choice(text, choice),
    })
}

/// The text of the choices a seat made: `values[i]` stands for the field's i-th.
pub fn several_text<T: PartialEq>(field: &Field, values: &[T], chosen: &[T]) -> String {
    choices_text(field, |i, _| {
        values.get(i).is_some_and(|v| chosen.contains(v))
    })
}

/// The value of the choice `chosen` stands for (`values[i]` for the field's i-th).
pub fn choice_value<T: PartialEq>(field: &Field, values: &[T], chosen: &T) -> Option<&'static str> {
    let at = values.iter().position(|value| value == chosen)?;
    field.choices().get(at).map(|choice| choice.value)
}

/// The values of a field's choices its text names, in the field's order.
pub fn chosen_values(field: &Field, text: &str) -> Vec<&'static str> {
    chosen_places(text, field)
        .map(|i| field.choices()[i].value)
        .collect()
}

/// Whether a choice is among those a field's text names.
pub fn has_choice(text: &str, value: &str) -> bool {
    text.split_whitespace().any(|word| word == value)
}

/// Writes a score input into a pad's text, the way a player would have typed it.
#[derive(Debug, Default)]
pub struct TextWriter {
    pad: PadText,
}

impl TextWriter {
    pub fn new<'a>(names: impl IntoIterator<Item = &'a str>) -> TextWriter {
        TextWriter {
            pad: PadText::seated(names),
        }
    }

    /// Any text in a seat's field (a game's own: a city, a grid).
    pub fn text(&mut self, seat: usize, key: &str, text: String) {
        if let Some(seat) = self.pad.seats.get_mut(seat) {
            seat.fields.insert(key.to_owned(), text);
        }
    }

    pub fn count(&mut self, seat: usize, key: &str, value: i64) {
        self.text(seat, key, value.to_string());
    }

    /// A number nobody may have entered: written only when known.
    pub fn optional(&mut self, seat: usize, key: &str, value: Option<i64>) {
        if let Some(value) = value {
            self.count(seat, key, value);
        }
    }

    pub fn list(&mut self, seat: usize, key: &str, values: &[i64]) {
        let words: Vec<String> = values.iter().map(i64::to_string).collect();
        self.text(seat, key, words.join(" "));
    }

    pub fn tick(&mut self, seat: usize, key: &str, ticked: bool) {
        if ticked {
            self.text(seat, key, TICKED.to_owned());
        }
    }

    /// A one-holder card: the table keeps who holds it.
    pub fn holds(&mut self, seat: usize, key: &str, held: bool) {
        if held {
            self.choose_seat(key, Some(seat));
        }
    }

    pub fn choose_seat(&mut self, key: &str, seat: Option<usize>) {
        if let Some(seat) = seat {
            self.table_text(key, seat.to_string());
        }
    }

    pub fn table_text(&mut self, key: &str, text: String) {
        self.pad.table.insert(key.to_owned(), text);
    }

    /// A seat's choices: `values[i]` stands for the field's i-th.
    pub fn several<T: PartialEq>(
        &mut self,
        seat: usize,
        field: &Field,
        values: &[T],
        chosen: &[T],
    ) {
        let text = several_text(field, values, chosen);
        if !text.is_empty() {
            self.text(seat, field.key, text);
        }
    }

    /// The table's choice: `values[i]` stands for the field's i-th. The first
    /// is left unwritten, as an empty field already means it.
    pub fn one_of<T: PartialEq>(&mut self, field: &Field, values: &[T], chosen: &T) {
        let first = values.first().is_some_and(|first| first == chosen);
        if let (false, Some(value)) = (first, choice_value(field, values, chosen)) {
            self.table_text(field.key, value.to_owned());
        }
    }

    pub fn table_tick(&mut self, key: &str, ticked: bool) {
        if ticked {
            self.table_text(key, TICKED.to_owned());
        }
    }

    pub fn finish(self) -> PadText {
        self.pad
    }
}

/// Full-width digits, signs and spaces (U+FF01–FF5E, U+3000: a Chinese
/// keyboard's ３２) as their ASCII forms, and the minus sign U+2212 as `-`;
/// everything else unchanged.
pub fn half_width(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{ff01}'..='\u{ff5e}' => char::from_u32(c as u32 - 0xfee0).unwrap_or(c),
            '\u{3000}' => ' ',
            '\u{2212}' => '-',
            _ => c,
        })
        .collect()
}

/// "3 3 1 1", "3, 3, 1" or "3+3+1+1": whole numbers separated by spaces, commas
/// or plus signs (and the Chinese comma and enumeration mark); empty is an empty
/// list; anything else is no list.
pub fn parse_list(text: &str) -> Option<Vec<i64>> {
    text.split(|c: char| c.is_whitespace() || matches!(c, ',' | '+' | '、' | '，'))
        .filter(|part| !part.is_empty())
        .map(|part| part.parse().ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::form::Kind;

    const COINS: Field = Field::count("coins", "coins", 0, 100);
    const ROAD: Field = Field::count("road_length", "road length", 1, 15);
    const HAND: Field = Field::player("hand", "card", Kind::List { min: 0, max: 9 });

    fn unnamed(n: usize) -> String {
        format!("Player {n}")
    }

    fn pad(seats: &[&[(&str, &str)]]) -> PadText {
        let mut pad = PadText::seated(seats.iter().map(|_| ""));
        for (seat, fields) in pad.seats.iter_mut().zip(seats) {
            for (key, text) in *fields {
                seat.fields.insert((*key).to_owned(), (*text).to_owned());
            }
        }
        pad
    }

    #[test]
    fn every_unreadable_field_is_reported_at_once_at_its_path() {
        let pad = pad(&[
            &[("coins", "three"), ("hand", "3 x")],
            &[("coins", "4"), ("road_length", "7.5")],
        ]);
        let mut reader = TextReader::new(&pad, &unnamed);
        let read: Vec<i64> = reader
            .seats()
            .map(|seat| reader.count(seat, &COINS))
            .collect();
        reader.list(0, &HAND);
        reader.optional(1, &ROAD);
        let errors = reader.finish(read).unwrap_err();
        let paths: Vec<String> = errors.iter().map(|e| e.field().to_string()).collect();
        assert_eq!(
            paths,
            [
                "players[0].coins",
                "players[0].hand",
                "players[1].road_length"
            ]
        );
    }

    #[test]
    fn blanks_count_as_0_and_full_width_digits_are_read() {
        let pad = pad(&[&[("coins", "３２"), ("hand", "3，3、1+1")], &[]]);
        let mut reader = TextReader::new(&pad, &unnamed);
        assert_eq!(reader.count(0, &COINS), 32);
        assert_eq!(reader.list(0, &HAND), [3, 3, 1, 1]);
        assert_eq!(parse_list(" 3+3，1 "), Some(vec![3, 3, 1]));
        assert_eq!(parse_list(""), Some(vec![]));
        assert_eq!(reader.count(1, &COINS), 0);
        assert_eq!(reader.optional(1, &ROAD), None);
        assert_eq!(reader.name(1), "Player 2");
        assert!(reader.finish(()).is_ok());
    }

    #[test]
    fn a_written_input_reads_back_the_same() {
        let mut writer = TextWriter::new(["Ann", "Bo"]);
        writer.count(0, "coins", 7);
        writer.list(1, "hand", &[3, 1]);
        writer.holds(1, "road", true);
        writer.table_tick("lost", true);
        let pad = writer.finish();
        let mut reader = TextReader::new(&pad, &unnamed);
        assert_eq!(reader.count(0, &COINS), 7);
        assert_eq!(reader.list(1, &HAND), [3, 1]);
        assert!(reader.holds(1, "road") && !reader.holds(0, "road"));
        assert!(reader.table_ticked("lost"));
        assert_eq!(reader.name(0), "Ann");
    }
}
