//! What every game's scorer returns, and how it says what is wrong with the input.

pub use crate::breakdown::{Item, Line};
use crate::path::FieldPath;
use crate::ranking::Ranking;
use crate::refusal::Refusal;
use crate::verdict::{Settled, Warning};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerScore {
    pub name: String,
    pub total: i64,
    /// 1-based; players still tied after every tie-break share a rank.
    pub rank: u32,
    pub breakdown: Vec<Line>,
}

/// A finished game's result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ScoreSheet {
    /// In the order the players were entered.
    pub players: Vec<PlayerScore>,
    /// Everyone who shares first place; empty when everyone lost.
    pub winners: Vec<String>,
    /// How a tie was broken, or that it was shared; `None` without a tie. Sent
    /// by the API as its English sentence.
    pub tie_break: Option<Settled>,
    /// Things that are allowed but look wrong, worth a second look (sentences in
    /// the API).
    pub warnings: Vec<Warning>,
}

impl ScoreSheet {
    /// Whether a warning says the game is not over yet: first place leads.
    pub fn not_over(&self) -> bool {
        self.warnings.iter().any(Warning::says_not_over)
    }

    /// Whether a warning names a blank count that could change the result:
    /// saving it as it stands is asked about first.
    pub fn has_a_blank_that_matters(&self) -> bool {
        self.warnings.iter().any(Warning::names_a_blank)
    }

    /// Puts totals, breakdowns and a ranking together.
    pub fn new(players: Vec<(String, Vec<Line>)>, ranking: Ranking) -> ScoreSheet {
        let winners = ranking
            .winners
            .iter()
            .map(|&i| players[i].0.clone())
            .collect();
        let players = players
            .into_iter()
            .zip(&ranking.ranks)
            .map(|((name, breakdown), &rank)| PlayerScore {
                total: breakdown.iter().map(|line| line.points).sum(),
                name,
                rank,
                breakdown,
            })
            .collect();
        ScoreSheet {
            players,
            winners,
            tie_break: ranking.tie_break,
            warnings: Vec::new(),
        }
    }
}

/// Input that cannot be scored, with the path of the field that is wrong
/// (`players[1].coins`) and a sentence a player understands.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InputError {
    #[error("{what} must be between {min} and {max}, not {value}")]
    OutOfRange {
        /// Boxed: errors travel in every `Result` and should stay small.
        field: Box<FieldPath>,
        what: String,
        value: i64,
        min: i64,
        max: i64,
    },
    #[error("{what} {reason}")]
    Rule {
        field: Box<FieldPath>,
        what: String,
        reason: String,
    },
    /// A rule refusal given as data, so pages can word it in their language.
    #[error("{refusal}")]
    Refused {
        field: Box<FieldPath>,
        refusal: Refusal,
    },
}

impl InputError {
    pub fn field(&self) -> &FieldPath {
        match self {
            InputError::OutOfRange { field, .. }
            | InputError::Rule { field, .. }
            | InputError::Refused { field, .. } => field,
        }
    }

    /// A second field the same error concerns, for a page to mark as well: the
    /// earlier claim to a Gentes tile ticked twice.
    pub fn other_field(&self) -> Option<&FieldPath> {
        match self {
            InputError::Refused { refusal, .. } => refusal.other_field(),
            _ => None,
        }
    }

    pub fn refused(field: impl Into<FieldPath>, refusal: impl Into<Refusal>) -> Self {
        InputError::Refused {
            field: Box::new(field.into()),
            refusal: refusal.into(),
        }
    }

    pub fn rule(
        field: impl Into<FieldPath>,
        what: impl Into<String>,
        reason: impl Into<String>,
    ) -> Self {
        InputError::Rule {
            field: Box::new(field.into()),
            what: what.into(),
            reason: reason.into(),
        }
    }
}

/// Every problem an input has, in the order the rules check it; never empty.
/// The score API answers the first; the scorepad marks them all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problems {
    first: InputError,
    more: Vec<InputError>,
}

impl Problems {
    pub fn first(&self) -> &InputError {
        &self.first
    }

    pub fn into_first(self) -> InputError {
        self.first
    }

    pub fn into_vec(self) -> Vec<InputError> {
        let mut all = vec![self.first];
        all.extend(self.more);
        all
    }
}

/// The problems found so far while checking an input. A scorer notes each
/// check's problem and goes on, and checks what depends on several fields
/// (the table's totals, one holder per card) only once each field is right:
/// what cannot be judged yet is not called wrong.
#[derive(Debug, Default)]
pub struct Checks(Vec<InputError>);

impl Checks {
    /// Notes `result`'s problem, if any; its value otherwise.
    pub fn note<T>(&mut self, result: Result<T, InputError>) -> Option<T> {
        result.map_err(|problem| self.0.push(problem)).ok()
    }

    pub fn push(&mut self, problem: InputError) {
        self.0.push(problem);
    }

    /// How many problems are noted: a part of the input is right when checking
    /// it noted none.
    pub fn count(&self) -> usize {
        self.0.len()
    }

    /// Stops with every problem noted, if there is one.
    pub fn settle(&mut self) -> Result<(), Problems> {
        let mut noted = std::mem::take(&mut self.0).into_iter();
        match noted.next() {
            None => Ok(()),
            Some(first) => Err(Problems {
                first,
                more: noted.collect(),
            }),
        }
    }
}

impl From<InputError> for Problems {
    fn from(first: InputError) -> Problems {
        Problems {
            first,
            more: Vec::new(),
        }
    }
}

/// `value` must lie in `min..=max`; otherwise an error on `field` about `what`.
pub fn check_range(
    field: impl Into<FieldPath>,
    what: impl Into<String>,
    value: i64,
    min: i64,
    max: i64,
) -> Result<(), InputError> {
    if (min..=max).contains(&value) {
        Ok(())
    } else {
        Err(InputError::OutOfRange {
            field: Box::new(field.into()),
            what: what.into(),
            value,
            min,
            max,
        })
    }
}

/// Names one player's fields in errors: `players[1].coins`, "Bob's coins".
#[derive(Debug, Clone, Copy)]
pub struct PlayerField<'a> {
    pub index: usize,
    pub name: &'a str,
}

impl PlayerField<'_> {
    /// This player's field `key`.
    pub fn path(&self, key: &str) -> FieldPath {
        FieldPath::player(self.index, key)
    }

    pub fn what(&self, thing: &str) -> String {
        format!("{}'s {thing}", self.name)
    }

    /// `value` must lie in `min..=max`.
    pub fn check_range(
        &self,
        field: &str,
        thing: &str,
        value: i64,
        min: i64,
        max: i64,
    ) -> Result<(), InputError> {
        self.check_range_at(self.path(field), thing, value, min, max)
    }

    /// The same at a path within one of this player's fields.
    pub fn check_range_at(
        &self,
        path: FieldPath,
        thing: &str,
        value: i64,
        min: i64,
        max: i64,
    ) -> Result<(), InputError> {
        check_range(path, self.what(thing), value, min, max)
    }

    pub fn rule(&self, field: &str, thing: &str, reason: impl Into<String>) -> InputError {
        self.rule_at(self.path(field), thing, reason)
    }

    pub fn rule_at(&self, path: FieldPath, thing: &str, reason: impl Into<String>) -> InputError {
        InputError::rule(path, self.what(thing), reason)
    }
}

/// The longest player name, in characters.
pub const MAX_NAME: usize = 40;

/// The largest count any field accepts: far above any real game, far below overflow.
pub const MAX_COUNT: i64 = 1_000_000;

/// Checks the number of players and gives every player a usable, unique name
/// ("Player 3" when left blank).
pub fn player_names<'a>(
    names: impl ExactSizeIterator<Item = &'a str>,
    min: u8,
    max: u8,
) -> Result<Vec<String>, InputError> {
    // One copy of the checks for every kind of iterator (the wasm carries each).
    checked_names(&names.collect::<Vec<_>>(), min, max)
}

fn checked_names(names: &[&str], min: u8, max: u8) -> Result<Vec<String>, InputError> {
    check_player_count(names.len(), min, max)?;
    let mut checks = Checks::default();
    let names = names_noting_problems(names, &mut checks);
    checks.settle().map_err(Problems::into_first)?;
    Ok(names)
}

fn check_player_count(count: usize, min: u8, max: u8) -> Result<(), InputError> {
    check_range(
        "players",
        "The number of players",
        count as i64,
        min.into(),
        max.into(),
    )
}

/// [`player_names`], noting each name that cannot be used and going on with
/// the names as typed, so the rest of the input is still checked; a number of
/// players the game cannot seat stops here.
pub fn player_names_noted<'a>(
    names: impl ExactSizeIterator<Item = &'a str>,
    min: u8,
    max: u8,
    checks: &mut Checks,
) -> Result<Vec<String>, Problems> {
    let names: Vec<&str> = names.collect();
    check_player_count(names.len(), min, max)?;
    Ok(names_noting_problems(&names, checks))
}

/// [`player_names_noted`] with the game's own player range.
pub fn player_names_noted_for<'a>(
    game: crate::GameId,
    names: impl ExactSizeIterator<Item = &'a str>,
    checks: &mut Checks,
) -> Result<Vec<String>, Problems> {
    let info = game.info();
    player_names_noted(names, info.min_players, info.max_players, checks)
}

/// Each name trimmed ("Player 3" when left blank), each one's problem noted.
fn names_noting_problems(names: &[&str], checks: &mut Checks) -> Vec<String> {
    let mut result: Vec<String> = Vec::with_capacity(names.len());
    for (index, name) in names.iter().enumerate() {
        let name = name.trim();
        let name = if name.is_empty() {
            format!("Player {}", index + 1)
        } else {
            name.to_owned()
        };
        // Exactly: a case-blind comparison would bring Unicode's case tables
        // into the wasm (~8 KB); a group's store and a live table, on the
        // server, refuse "Ann" beside "ann" themselves.
        let others = result.iter().map(String::as_str);
        checks.note(check_name_at(index, &name, others, |a, b| a == b));
        result.push(name);
    }
    result
}

/// Checks player `index`'s (trimmed, not empty) `name` beside the names of
/// the `others` at the table: its length, no control character, and no other
/// player of the same name. `same` says when two names are one (exactly, on
/// the scorepad; whatever the case, where a group's people are seated).
pub fn check_name_at<'a>(
    index: usize,
    name: &str,
    others: impl IntoIterator<Item = &'a str>,
    same: impl Fn(&str, &str) -> bool,
) -> Result<(), InputError> {
    check_name_length(index, name)?;
    if has_control_character(name) {
        return Err(InputError::refused(
            FieldPath::player(index, "name"),
            Refusal::NameUnprintable { player: index },
        ));
    }
    if others.into_iter().any(|other| same(other.trim(), name)) {
        return Err(InputError::refused(
            FieldPath::player(index, "name"),
            Refusal::NameTwice {
                name: name.to_owned(),
            },
        ));
    }
    Ok(())
}

/// Whether `text` holds a control character (U+0000–U+001F, U+007F–U+009F):
/// no name holds one, and PostgreSQL cannot keep U+0000 at all. Format marks
/// (right-to-left, zero-width) are not control characters and are kept.
pub fn has_control_character(text: &str) -> bool {
    text.chars().any(char::is_control)
}

/// Whether `name` could be a player's name as kept: within [`MAX_NAME`]
/// characters and without a control character (blank is a separate matter:
/// an unnamed seat is named by the page).
pub fn is_keepable_name(name: &str) -> bool {
    name.chars().count() <= MAX_NAME && !has_control_character(name)
}

/// A player's name may be at most [`MAX_NAME`] characters.
pub fn check_name_length(index: usize, name: &str) -> Result<(), InputError> {
    if name.chars().count() > MAX_NAME {
        return Err(InputError::rule(
            FieldPath::player(index, "name"),
            format!("Player {}'s name", index + 1),
            format!("is longer than {MAX_NAME} characters"),
        ));
    }
    Ok(())
}

/// [`player_names`] with the game's own player range.
pub fn player_names_for<'a>(
    game: crate::GameId,
    names: impl ExactSizeIterator<Item = &'a str>,
) -> Result<Vec<String>, InputError> {
    let info = game.info();
    player_names(names, info.min_players, info.max_players)
}

/// T(n) = n(n+1)/2, the triangular number the city games score with.
pub const fn triangular(n: i64) -> i64 {
    n * (n + 1) / 2
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn triangular_numbers() {
        let values: Vec<i64> = (1..=10).map(triangular).collect();
        assert_eq!(values, [1, 3, 6, 10, 15, 21, 28, 36, 45, 55]);
        assert_eq!(triangular(0), 0);
    }

    #[test]
    fn blank_names_get_seat_names_and_duplicates_are_refused() {
        let names = player_names(["Ann", " ", "Bo"].into_iter(), 1, 4).unwrap();
        assert_eq!(names, ["Ann", "Player 2", "Bo"]);
        let error = player_names(["Ann", "Ann "].into_iter(), 1, 4).unwrap_err();
        assert_eq!(error.field(), "players[1].name");
        assert!(error.to_string().contains("used twice"), "{error}");
    }

    #[test]
    fn a_name_with_a_control_character_is_refused_and_marks_are_kept() {
        for name in ["nul\u{0}", "two\nlines", "bell\u{7}", "c1\u{85}!"] {
            let error = player_names(["Ann", name].into_iter(), 1, 4).unwrap_err();
            assert_eq!(error.field(), "players[1].name", "{name:?}");
            assert!(error.to_string().contains("control character"), "{error}");
        }
        let marks = "\u{202E}Ann\u{200B}\u{200D}";
        assert_eq!(player_names([marks].into_iter(), 1, 4).unwrap(), [marks]);
    }

    #[test]
    fn the_player_count_must_fit_the_game() {
        let error = player_names(["A"].into_iter(), 2, 5).unwrap_err();
        assert_eq!(error.field(), "players");
        assert_eq!(
            error.to_string(),
            "The number of players must be between 2 and 5, not 1"
        );
    }

    #[test]
    fn range_errors_name_the_player_and_field() {
        let bob = PlayerField {
            index: 1,
            name: "Bob",
        };
        let error = bob
            .check_range("coins", "coins", -3, 0, MAX_COUNT)
            .unwrap_err();
        assert_eq!(error.field(), "players[1].coins");
        assert_eq!(
            error.to_string(),
            "Bob's coins must be between 0 and 1000000, not -3"
        );
    }
}
