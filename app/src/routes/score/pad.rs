//! A scorepad's state (what was typed, kept as typed), and how it becomes the
//! game's score input. Everything a player sees as a result comes from `games`.

use super::entries::Entries;
use games::citadels::{self, Edition};
use games::form::Field;
pub use games::pad_text::half_width;
use games::pad_text::{PadText, SeatText};
use games::refusal::Refusal;
use games::FieldPath;
use games::{GameId, InputError, ScoreInput, ScoreSheet};

/// The seat value holding a Card City grid (see [`city_grid`]).
pub use games::card_city::pad::GRID_KEY as CITY_GRID;
/// Citadels' table values: the edition, the districts for a complete city when
/// the table plays another number, and "most gold breaks a classic tie".
pub const EDITION: &str = "edition";
pub const COMPLETE_AT: &str = "complete_at";
/// What a setup decided, kept with the pad: its seed, and Citadels' unique
/// districts in play (comma-separated names).
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
    /// (Card City's cards in the city): still to enter, not an error.
    Missing { seat: u32, key: String },
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

    /// Whether this seat's Card City grid has a card, and so scores the city.
    pub fn grid_in_use(&self, id: u32) -> bool {
        games::card_city::pad::grid_rows(&self.value(id, CITY_GRID)).is_some()
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
        games::form::fields(self.game, self.seats.len())
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
    #[cfg_attr(not(any(feature = "hydrate", test)), allow(dead_code))]
    pub fn shift(&mut self, id: u32, by: isize) {
        if let Some(at) = self.seats.iter().position(|s| s.id == id) {
            let to = at as isize + by;
            if (0..self.seats.len() as isize).contains(&to) {
                self.seats.swap(at, to as usize);
            }
        }
    }

    #[cfg_attr(not(any(feature = "hydrate", test)), allow(dead_code))]
    pub fn remove(&mut self, id: u32) {
        self.seats.retain(|s| s.id != id);
        // A removed player no longer holds anything or ended the game; numbers
        // kept for the table (Citadels' "8 districts") are no seats.
        let fields = self.fields();
        let names_seat = |key: &str| fields.iter().any(|f| f.key == key && f.names_a_player());
        self.table
            .retain(|k, v| !names_seat(k) || v.parse::<u32>().ok() != Some(id));
    }

    /// Scores the pad with the game's own rules, or says every problem at once.
    /// Blank names become `default_name(seat number)`, in the page's language.
    ///
    /// The rules stop at the first problem, so each one found is set aside in a
    /// copy of the pad (its field as if left empty, or at the least the field
    /// takes) and the copy scored again, until it scores or a problem cannot be
    /// set aside.
    pub fn score(
        &self,
        default_name: &dyn Fn(usize) -> String,
    ) -> Result<ScoreSheet, Vec<Problem>> {
        let mut next = match self.score_once(default_name) {
            Ok(sheet) => return Ok(sheet),
            Err(problem) => Some(problem),
        };
        let mut trial = self.clone();
        let mut problems = Vec::new();
        // Seat fields already set aside in `trial`.
        let mut asides: Vec<(u32, String)> = Vec::new();
        while let Some(problem) = next.take() {
            let problem = self.untouched_as_missing(problem);
            let place = self.seat_place(&problem);
            let again = place.as_ref().is_some_and(|place| asides.contains(place));
            let progressed = match (&place, again) {
                // Refused empty as well: the least the field takes.
                (Some((seat, key)), true) => trial.set_to_least(*seat, key),
                _ => trial.set_aside(&problem),
            };
            if !again {
                // A grid set aside hands back to the quick entry it replaced: what
                // was typed there before the grid is not the player's problem.
                if let Some((seat, key)) = &place {
                    for replaced in self.field(key).map_or(&[][..], |f| f.replaces) {
                        trial.replace_value(*seat, replaced, String::new());
                        asides.push((*seat, (*replaced).to_owned()));
                    }
                }
                asides.extend(place);
                problems.push(problem);
            }
            // Each field is changed at most twice and each name or table choice
            // once, so this ends.
            if progressed {
                next = trial.score_once(default_name).err();
            }
        }
        // In the order of the page, seat by seat (a stable sort keeps each seat's
        // own in the order found), then the table's.
        let seat_at = |problem: &Problem| {
            self.seat_place(problem)
                .and_then(|(seat, _)| self.seats.iter().position(|s| s.id == seat))
                .unwrap_or(usize::MAX)
        };
        problems.sort_by_key(|problem| seat_at(problem));
        Err(problems)
    }

    /// A rules refusal at a field nobody typed in: the field is still to enter.
    fn untouched_as_missing(&self, problem: Problem) -> Problem {
        match self.seat_place(&problem) {
            Some((seat, key))
                if matches!(problem, Problem::Rules(_))
                    && self.value(seat, &key).trim().is_empty() =>
            {
                Problem::Missing { seat, key }
            }
            _ => problem,
        }
    }

    /// The seat and field a problem is at, when it is a field typed at a seat
    /// (not a name, not a choice made for the table).
    fn seat_place(&self, problem: &Problem) -> Option<(u32, String)> {
        match self.place_of(problem)? {
            (Some(seat), key) if key != "name" => Some((seat, key)),
            _ => None,
        }
    }

    /// Where a problem is: the seat's id (`None`: a field of the whole table) and
    /// the field's key; `None` for a problem no field shows.
    pub fn place_of(&self, problem: &Problem) -> Option<(Option<u32>, String)> {
        let (seat, key) = match problem {
            Problem::TableNotANumber { key } => return Some((None, (*key).to_owned())),
            Problem::NotANumber { seat, key } | Problem::Missing { seat, key } => {
                (*seat, key.clone())
            }
            Problem::Rules(error) => match self.locate(error.field()) {
                Some(found) => found,
                None => {
                    let key = &error.field().key;
                    return self.field(key).map(|f| (None, f.key.to_owned()));
                }
            },
        };
        // A one-holder card is chosen once for the table.
        Some(((!self.names_a_player(&key)).then_some(seat), key))
    }

    /// Puts the field a problem names out of the way in this copy of the pad:
    /// emptied (a field already empty: at the least it takes). Whether anything
    /// changed.
    fn set_aside(&mut self, problem: &Problem) -> bool {
        // A field still to enter: the rest of that seat cannot be judged without
        // it (a guess would raise false errors), so the seat is set aside whole.
        if let Problem::Missing { seat, key } = problem {
            let cleared = self
                .seat_mut(*seat)
                .is_some_and(|s| !std::mem::take(&mut s.values).is_empty());
            return self.set_to_least(*seat, key) | cleared;
        }
        if let Some((seat, key)) = self.seat_place(problem) {
            return match self.value(seat, &key).trim().is_empty() {
                true => self.set_to_least(seat, &key),
                false => self.replace_value(seat, &key, String::new()),
            };
        }
        let table_key = match problem {
            Problem::TableNotANumber { key } => (*key).to_owned(),
            Problem::Rules(error) => match self.locate(error.field()) {
                Some((seat, key)) if key == "name" => {
                    let seat = self.seat_mut(seat);
                    return seat.is_some_and(|s| !std::mem::take(&mut s.name).is_empty());
                }
                Some((_, key)) => key,
                None => error.field().key.clone(),
            },
            _ => return false,
        };
        self.table.remove(&table_key).is_some()
    }

    /// Sets a number field to the least value the rules take; whether it changed.
    fn set_to_least(&mut self, seat: u32, key: &str) -> bool {
        match self.field(key).and_then(|f| f.bounds()) {
            Some((least, _)) => self.replace_value(seat, key, least.to_string()),
            None => false,
        }
    }

    fn replace_value(&mut self, seat: u32, key: &str, value: String) -> bool {
        let changed = self.value(seat, key) != value;
        self.set_value(seat, key, value);
        changed
    }

    /// The rules' first problem with the pad as it is.
    fn score_once(&self, default_name: &dyn Fn(usize) -> String) -> Result<ScoreSheet, Problem> {
        self.input(default_name)?.score().map_err(Problem::Rules)
    }

    /// The pad as the score API's input (`games::ScoreInput`): what a saved play
    /// stores. The first field that cannot be read is the problem.
    pub fn input(&self, default_name: &dyn Fn(usize) -> String) -> Result<ScoreInput, Problem> {
        ScoreInput::read_pad(self.game, &self.text(), default_name).map_err(|unreadable| {
            let first = unreadable
                .into_iter()
                .next()
                .expect("an error names a field");
            self.problem_of(first)
        })
    }

    /// A field the game's reading of the pad refused, as the page shows it.
    fn problem_of(&self, error: InputError) -> Problem {
        let not_a_number = matches!(
            &error,
            InputError::Refused {
                refusal: Refusal::NotANumber,
                ..
            }
        );
        let path = error.field();
        match (not_a_number, path.player) {
            (true, None) => Problem::TableNotANumber {
                key: path.key.clone(),
            },
            (true, Some(_)) => match self.locate(path) {
                Some((seat, key)) => Problem::NotANumber { seat, key },
                None => Problem::Rules(error),
            },
            (false, _) => Problem::Rules(error),
        }
    }

    /// What was typed, as the game reads it: the seats in the table's order, a
    /// seat chosen for the table by its place in that order.
    pub fn text(&self) -> PadText {
        let seats = self
            .seats
            .iter()
            .map(|seat| SeatText {
                name: seat.name.clone(),
                fields: seat
                    .values
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect(),
            })
            .collect();
        let table = self
            .table
            .iter()
            .map(|(key, value)| {
                let value = match self.names_a_player(key) {
                    true => self
                        .chosen_index(key)
                        .map(|i| i.to_string())
                        .unwrap_or_default(),
                    false => value.clone(),
                };
                (key.clone(), value)
            })
            .collect();
        PadText { seats, table }
    }

    /// A new pad holding `text` (a seat chosen for the table by its place).
    #[cfg_attr(not(any(feature = "ssr", test)), allow(dead_code))]
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

    /// Citadels: the districts that complete a city by the rulebook, for this
    /// edition and table size.
    pub fn rulebook_complete_at(&self) -> i64 {
        citadels::complete_at(self.edition(), self.seats.len() as u8, false).into()
    }

    /// Citadels: the districts that complete a city, as typed for the table or
    /// else the rulebook's.
    pub fn complete_at(&self) -> i64 {
        self.typed_complete_at()
            .unwrap_or_else(|| self.rulebook_complete_at())
    }

    /// Citadels: the districts typed to complete a city (full-width digits
    /// read as ASCII), if that is a number (what the score reads: `games`).
    fn typed_complete_at(&self) -> Option<i64> {
        let typed = half_width(self.table.get(COMPLETE_AT).map_or("", |v| v));
        typed.trim().parse().ok()
    }

    /// Citadels: the edition chosen for the table (classic unless chosen).
    pub fn edition(&self) -> Edition {
        self.table
            .get(EDITION)
            .and_then(|e| Edition::parse(e))
            .unwrap_or_default()
    }

    /// The name of the seat at `index` as shown and scored: what was typed, or
    /// `default_name(seat number)` when it was left blank.
    pub fn shown_name(&self, index: usize, default_name: &dyn Fn(usize) -> String) -> String {
        match self.seats.get(index).map(|s| s.name.trim()) {
            Some(name) if !name.is_empty() => name.to_owned(),
            _ => default_name(index + 1),
        }
    }

    #[cfg_attr(not(any(feature = "ssr", test)), allow(dead_code))]
    pub fn flag(&self, key: &str) -> bool {
        self.table.get(key).is_some_and(|v| v == "true")
    }

    /// The position of the seat chosen for a table-wide choice, if any.
    pub(super) fn chosen_index(&self, key: &str) -> Option<usize> {
        let id: u32 = self.table.get(key)?.parse().ok()?;
        self.seats.iter().position(|s| s.id == id)
    }

    /// Which seat and field a rules error points at (`players[1].coins`).
    pub fn locate(&self, path: &FieldPath) -> Option<(u32, String)> {
        let (index, key) = ScoreInput::place_on_pad(self.game, &self.text(), path)?;
        Some((self.seats[index].id, key))
    }
}

/// Kept on the phone; read back there, and on the server when a play is saved.
#[cfg(any(feature = "hydrate", feature = "ssr", test))]
impl ScoreState {
    /// The state as lines of tab-separated fields, for localStorage (and, on
    /// the server, a saved play's pad to edit it on).
    pub fn encode(&self) -> String {
        let mut lines = vec![
            format!("game\t{}", self.game.slug()),
            format!("next\t{}", self.next_id),
        ];
        if let Some(play) = &self.play {
            lines.push(format!("play\t{}", escape(play)));
        }
        for seat in &self.seats {
            lines.push(format!("seat\t{}\t{}", seat.id, escape(&seat.name)));
            for (key, value) in seat.values.iter() {
                lines.push(format!("value\t{}\t{}", escape(key), escape(value)));
            }
        }
        for (key, value) in self.table.iter() {
            lines.push(format!("table\t{}\t{}", escape(key), escape(value)));
        }
        lines.join("\n")
    }

    /// Reads [`ScoreState::encode`]'s text back; `None` if it is not ours.
    pub fn decode(text: &str) -> Option<ScoreState> {
        let mut game = None;
        let mut state = ScoreState::new(GameId::CardCity, &[]);
        for line in text.lines() {
            let mut fields = line.split('\t');
            match (fields.next()?, fields.next(), fields.next()) {
                ("game", Some(slug), None) => game = Some(slug.parse().ok()?),
                ("next", Some(n), None) => state.next_id = n.parse().ok()?,
                ("play", Some(id), None) => state.play = Some(unescape(id)),
                ("seat", Some(id), Some(name)) => state.seats.push(Seat {
                    id: id.parse().ok()?,
                    name: unescape(name),
                    values: Entries::new(),
                }),
                ("value", Some(key), Some(value)) => {
                    state
                        .seats
                        .last_mut()?
                        .values
                        .insert(unescape(key), unescape(value));
                }
                ("table", Some(key), Some(value)) => {
                    state.table.insert(unescape(key), unescape(value));
                }
                _ => return None,
            }
        }
        state.game = game?;
        state.next_id = state
            .next_id
            .max(state.seats.iter().map(|s| s.id + 1).max().unwrap_or(0));
        Some(state)
    }
}

#[cfg(any(feature = "hydrate", test))]
/// Names remembered on this device, one per line.
pub fn encode_lines(items: &[&str]) -> String {
    items
        .iter()
        .map(|i| escape(i))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(any(feature = "hydrate", test))]
pub fn decode_lines(text: &str) -> Vec<String> {
    text.lines().map(unescape).collect()
}

#[cfg(any(feature = "hydrate", feature = "ssr", test))]
/// Backslash-escapes what separates fields and lines.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('\t', "\\t")
        .replace('\n', "\\n")
        .replace('\r', "\\r")
}

#[cfg(any(feature = "hydrate", feature = "ssr", test))]
fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('t') => out.push('\t'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pad(game: GameId, names: &[&str]) -> ScoreState {
        ScoreState::new(
            game,
            &names.iter().map(|n| n.to_string()).collect::<Vec<_>>(),
        )
    }

    /// The first problem the pad names, if any.
    fn first(pad: &ScoreState) -> Option<Problem> {
        pad.score(&|n| format!("Player {n}"))
            .err()
            .map(|mut problems| problems.remove(0))
    }

    fn set(pad: &mut ScoreState, seat: usize, key: &str, value: &str) {
        let id = pad.seats[seat].id;
        pad.seat_mut(id)
            .unwrap()
            .values
            .insert(key.into(), value.into());
    }

    #[test]
    fn card_city_worked_example_scores_19() {
        let mut p = pad(GameId::CardCity, &["Ann"]);
        set(&mut p, 0, "residential_districts", "3 3 1 1");
        set(&mut p, 0, "cards_in_city", "23");
        set(&mut p, 0, "coins", "36");
        assert_eq!(
            p.score(&|n| format!("Player {n}")).unwrap().players[0].total,
            19
        );
    }

    #[test]
    fn card_city_a_grid_with_cards_replaces_the_quick_entry() {
        let mut p = pad(GameId::CardCity, &["Ann"]);
        // Typed before the grid: set aside once the grid has a card.
        set(&mut p, 0, "residential_districts", "9");
        set(&mut p, 0, "cards_in_city", "x");
        set(&mut p, 0, "coins", "10");
        // R R H on the top row: one Residential district of 2 (T(2) = 3),
        // 22 empty cells, 10 coins → 2 points: 3 − 22 + 2 = −17.
        set(&mut p, 0, CITY_GRID, "RRH");
        let sheet = p.score(&|n| format!("Player {n}")).unwrap();
        assert_eq!(sheet.players[0].total, -17);

        // Industrial beside Residential: refused, at the grid.
        set(&mut p, 0, CITY_GRID, "RIH");
        match first(&p) {
            Some(Problem::Rules(error)) => {
                assert_eq!(
                    p.locate(error.field()),
                    Some((p.seats[0].id, CITY_GRID.into()))
                );
            }
            other => panic!("expected a rules problem, got {other:?}"),
        }

        // An emptied grid hands back to the quick entry (and its bad value).
        set(&mut p, 0, CITY_GRID, ".........");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert!(
            problems
                .iter()
                .any(|problem| matches!(problem, Problem::NotANumber { key, .. } if key == "cards_in_city")),
            "{problems:?}"
        );
    }

    #[test]
    fn catan_holders_are_chosen_once_for_the_table() {
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        for seat in 0..3 {
            set(&mut p, seat, "settlements", "2");
        }
        p.table
            .insert("longest_road".into(), p.seats[1].id.to_string());
        let sheet = p.score(&|n| format!("Player {n}")).unwrap();
        assert_eq!(sheet.players[1].total, 4);
        assert_eq!(sheet.winners, ["Bo"]);
        // Removing the holder takes the road with them.
        let bo = p.seats[1].id;
        p.remove(bo);
        assert!(p.table.is_empty());
    }

    #[test]
    fn catan_blank_settlements_count_as_the_two_every_player_starts_with() {
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        let sheet = p.score(&|n| format!("Player {n}")).unwrap();
        assert!(sheet.players.iter().all(|player| player.total == 2));
        // Typed below it: the rules refuse it at that field.
        set(&mut p, 2, "settlements", "1");
        match first(&p) {
            Some(Problem::Rules(error)) => assert_eq!(
                p.locate(error.field()),
                Some((p.seats[2].id, "settlements".into()))
            ),
            other => panic!("expected a rules problem, got {other:?}"),
        }
    }

    #[test]
    fn catan_house_rule_reaches_the_rules() {
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        set(&mut p, 0, "cities", "4");
        set(&mut p, 0, "vp_cards", "2"); // 2 + 8 + 2 = 12
        set(&mut p, 1, "cities", "4"); // 10, and ended the game
        p.table.insert("ended_by".into(), p.seats[1].id.to_string());
        assert_eq!(p.score(&|n| format!("Player {n}")).unwrap().winners, ["Bo"]);
        p.type_in(Slot::Table, "highest_score_wins", "true".into());
        assert_eq!(
            p.score(&|n| format!("Player {n}")).unwrap().winners,
            ["Ann"]
        );
    }

    #[test]
    fn a_gentes_tile_error_is_marked_at_the_ticked_box() {
        let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
        set(&mut p, 1, "population_tile", "true");
        set(&mut p, 1, "eighth_card_tile", "true");
        set(&mut p, 1, "cards_played", "5");
        // Sent as [eighth_card, population]: the 8th-card tile is item 0.
        match first(&p) {
            Some(Problem::Rules(error)) => {
                assert_eq!(error.field(), "players[1].eight_point_tiles[0]");
                assert_eq!(
                    p.locate(error.field()),
                    Some((p.seats[1].id, "eighth_card_tile".into()))
                );
            }
            other => panic!("expected a rules problem, got {other:?}"),
        }
        assert_eq!(
            p.locate(&FieldPath::parse("players[1].eight_point_tiles[1]")),
            Some((p.seats[1].id, "population_tile".into()))
        );
        assert_eq!(
            p.locate(&FieldPath::parse("players[1].eight_point_tiles[2]")),
            None
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

    #[test]
    fn typed_text_that_is_not_a_number_points_at_its_field() {
        let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
        set(&mut p, 1, "track", "twelve");
        let bo = p.seats[1].id;
        assert_eq!(
            first(&p),
            Some(Problem::NotANumber {
                seat: bo,
                key: "track".into()
            })
        );
        set(&mut p, 1, "track", "12");
        set(&mut p, 1, "playable_hand", "3, 4 x");
        assert!(matches!(first(&p), Some(Problem::NotANumber { .. })));
    }

    #[test]
    fn rules_errors_are_located_on_the_seat_and_field() {
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        set(&mut p, 2, "settlements", "9");
        let Some(Problem::Rules(error)) = first(&p) else {
            panic!("9 settlements should be refused")
        };
        assert_eq!(
            p.locate(error.field()),
            Some((p.seats[2].id, "settlements".into()))
        );
    }

    #[test]
    fn gentes_tiles_and_city_council_flags_reach_the_rules() {
        let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
        set(&mut p, 0, "population_tile", "true");
        set(&mut p, 1, "population_tile", "true");
        assert!(matches!(first(&p), Some(Problem::Rules(_))));

        let mut p = pad(GameId::CityCouncil, &["Ann", "Bo"]);
        set(&mut p, 0, "points", "9");
        set(&mut p, 1, "points", "7");
        assert_eq!(
            p.score(&|n| format!("Player {n}")).unwrap().winners,
            ["Ann"]
        );
        p.table.insert("city_lost".into(), "true".into());
        assert!(p
            .score(&|n| format!("Player {n}"))
            .unwrap()
            .winners
            .is_empty());
    }

    #[test]
    fn a_saved_pad_reads_back_exactly() {
        let mut p = pad(GameId::Catan, &["Ann\tthe\\first", "Bo\nB", ""]);
        set(&mut p, 1, "cities", "3");
        set(&mut p, 2, "settlements", "x\ty");
        p.table.insert("ended_by".into(), "1".into());
        let back = ScoreState::decode(&p.encode()).unwrap();
        assert_eq!(back, p);
        // The game's play id goes with it (device.js reads its line).
        p.play = Some("6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab".into());
        let text = p.encode();
        assert!(text.contains("\nplay\t6f1c2d3e-4a5b-4c6d-8e7f-0123456789ab\n"));
        assert_eq!(ScoreState::decode(&text).unwrap(), p);
        assert_eq!(ScoreState::decode("nonsense"), None);
        assert_eq!(ScoreState::decode(""), None);
        let names = ["Ann", "B\\o\n"];
        assert_eq!(decode_lines(&encode_lines(&names)), names);
    }

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
    fn every_problem_is_named_at_once() {
        // Catan: a 4-road for the road's holder, 2 knights for the army's holder,
        // 9 settlements and a word where a number goes: four fields, four problems.
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        p.table
            .insert("longest_road".into(), p.seats[0].id.to_string());
        p.table
            .insert("largest_army".into(), p.seats[1].id.to_string());
        set(&mut p, 0, "road_length", "4");
        set(&mut p, 1, "knights", "2");
        set(&mut p, 2, "settlements", "9");
        set(&mut p, 2, "cities", "two");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        let places: Vec<_> = problems
            .iter()
            .map(|problem| match problem {
                Problem::Rules(error) => p.locate(error.field()).unwrap(),
                Problem::NotANumber { seat, key } => (*seat, key.clone()),
                other => panic!("unexpected {other:?}"),
            })
            .collect();
        for (seat, key) in [
            (0, "road_length"),
            (1, "knights"),
            (2, "settlements"),
            (2, "cities"),
        ] {
            assert!(
                places.contains(&(p.seats[seat].id, key.to_owned())),
                "{key} at seat {seat} not in {places:?}"
            );
        }
        assert_eq!(problems.len(), 4, "{problems:?}");
        // Ordinary numbers for players who hold nothing are no problem.
        let mut p = pad(GameId::Catan, &["Ann", "Bo", "Cy"]);
        set(&mut p, 0, "road_length", "4");
        set(&mut p, 1, "knights", "2");
        assert!(p.score(&|n| format!("Player {n}")).is_ok());
    }

    #[test]
    fn a_broken_grid_does_not_bring_back_the_quick_entry_it_replaced() {
        let mut p = pad(GameId::CardCity, &["Ann", "Bo"]);
        set(&mut p, 0, "residential_districts", "x");
        set(&mut p, 0, CITY_GRID, "RIH");
        set(&mut p, 1, "cards_in_city", "30");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        let places: Vec<_> = problems
            .iter()
            .map(|problem| match problem {
                Problem::Rules(error) => p.locate(error.field()).unwrap(),
                other => panic!("unexpected {other:?}"),
            })
            .collect();
        assert_eq!(
            places,
            [
                (p.seats[0].id, CITY_GRID.to_owned()),
                (p.seats[1].id, "cards_in_city".to_owned())
            ]
        );
    }

    #[test]
    fn an_untouched_field_is_still_to_enter_not_an_error() {
        // Card City needs the cards in each city; nobody has typed them yet.
        let mut p = pad(GameId::CardCity, &["Ann", "Bo"]);
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert_eq!(problems.len(), 2, "{problems:?}");
        assert!(problems.iter().all(|problem| !problem.is_error()));
        // What Ann typed cannot be judged until her cards are in: no false error.
        set(&mut p, 0, "residential_districts", "3");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert!(
            problems.iter().all(|problem| !problem.is_error()),
            "{problems:?}"
        );
        assert_eq!(problems.len(), 2, "{problems:?}");
        set(&mut p, 0, "residential_districts", "");
        // Typed for Ann and wrong for Bo: Ann scores, Bo's is an error.
        set(&mut p, 0, "cards_in_city", "20");
        set(&mut p, 1, "cards_in_city", "30");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert!(problems[0].is_error());
        set(&mut p, 1, "cards_in_city", "18");
        assert!(p.score(&|n| format!("Player {n}")).is_ok());
    }

    #[test]
    fn full_width_digits_from_a_chinese_keyboard_are_numbers() {
        let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
        set(&mut p, 0, "track", "３２");
        set(&mut p, 0, "playable_hand", "５，３ ３");
        set(&mut p, 1, "track", "－１");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        // −1 is read as a number, and refused by the rules as one.
        assert!(
            matches!(problems.as_slice(), [Problem::Rules(_)]),
            "{problems:?}"
        );
        set(&mut p, 1, "track", "１２");
        let sheet = p.score(&|n| format!("Player {n}")).unwrap();
        assert_eq!(sheet.players[0].breakdown[0].points, 32);
        assert_eq!(half_width("３２　ａ−１"), "32 a-1");
    }

    #[test]
    fn a_full_width_city_size_is_read_alike_by_the_score_and_the_page() {
        let mut p = pad(GameId::Citadels, &["Ann", "Bo", "Cy", "Di"]);
        assert_eq!(p.complete_at(), p.rulebook_complete_at());
        p.table.insert(COMPLETE_AT.into(), "１０".into());
        assert_eq!(p.complete_at(), 10);
        assert_eq!(p.typed_complete_at(), Some(10));
        p.table.insert(COMPLETE_AT.into(), "ten".into());
        assert_eq!(p.complete_at(), p.rulebook_complete_at());
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        assert!(
            problems.contains(&Problem::TableNotANumber {
                key: COMPLETE_AT.into()
            }),
            "{problems:?}"
        );
    }

    #[test]
    fn a_gentes_tile_ticked_twice_is_one_problem_naming_both_players() {
        let mut p = pad(GameId::Gentes, &["Ann", "Bo"]);
        set(&mut p, 0, "population_tile", "true");
        set(&mut p, 1, "population_tile", "true");
        let problems = p.score(&|n| format!("Player {n}")).unwrap_err();
        let [Problem::Rules(error)] = problems.as_slice() else {
            panic!("{problems:?}")
        };
        let games::InputError::Refused {
            refusal: games::Refusal::TileTwice { first_at, .. },
            ..
        } = error
        else {
            panic!("{error:?}")
        };
        assert_eq!(
            p.locate(first_at),
            Some((p.seats[0].id, "population_tile".into()))
        );
        assert_eq!(
            p.locate(error.field()),
            Some((p.seats[1].id, "population_tile".into()))
        );
    }
}
