//! A play as the store takes and keeps it: what a client sends, what is
//! checked before it is written, what is read back, and how a play's columns
//! are bound and read. No statement is run here (`plays.rs` runs them).

use crate::text::{refuse_control_characters, Lines};
use crate::when::PlayedAt;
use crate::StoreError;
use games::recorded::RecordedScores;
use games::rounds::{Round, ROUNDS_KEY};
use games::{GameId, ScoreInput, ScoreSheet, Scored};
use serde::Deserialize;
use sqlx::Row;

/// A place's name may be this long (in characters).
pub const MAX_PLACE: usize = 80;
/// A note may be this long (in characters).
pub const MAX_NOTE: usize = 2_000;
/// The longest game worth recording: a day.
pub const MAX_DURATION_MIN: i64 = 24 * 60;
/// Plays listed per page at most.
pub const MAX_PAGE: i64 = 100;

/// A play's id, made by the phone that saved it: a UUID, kept in lower case.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PlayId(String);

impl PlayId {
    /// `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in hexadecimal digits.
    pub fn parse(text: &str) -> Option<PlayId> {
        let groups: Vec<&str> = text.split('-').collect();
        let lengths = groups.iter().map(|g| g.len()).collect::<Vec<_>>();
        let hex = groups
            .iter()
            .all(|g| g.bytes().all(|b| b.is_ascii_hexdigit()));
        (lengths == [8, 4, 4, 4, 12] && hex).then(|| PlayId(text.to_ascii_lowercase()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What a play's result comes from: the figures the rules score, or a result
/// recorded elsewhere (an import from another app), kept as it was.
#[derive(Debug, Clone)]
pub enum PlayInput {
    Rules(ScoreInput),
    /// The rules' input already scored (a pad read for a save): its sheet is
    /// used as it is, not scored again.
    Scored(Scored),
    Recorded(GameId, RecordedScores),
}

/// The key of a stored score that holds a recorded result:
/// `{"recorded": {"players": [{"name", "score", "winner"}]}}`.
pub const RECORDED: &str = "recorded";

impl PlayInput {
    /// A stored or sent `score` of `game`: a recorded result under
    /// [`RECORDED`], else the score API's input for the game.
    pub fn read(game: GameId, score: &serde_json::Value) -> Result<PlayInput, serde_json::Error> {
        match score.get(RECORDED) {
            Some(recorded) if score.as_object().is_some_and(|o| o.len() == 1) => Ok(
                PlayInput::Recorded(game, RecordedScores::deserialize(recorded)?),
            ),
            _ => ScoreInput::read(game, score).map(PlayInput::Rules),
        }
    }

    pub fn game(&self) -> GameId {
        match self {
            PlayInput::Rules(input) => input.game(),
            PlayInput::Scored(scored) => scored.input().game(),
            PlayInput::Recorded(game, _) => *game,
        }
    }

    /// The result: scored by the rules, or as recorded.
    pub fn score(&self) -> Result<ScoreSheet, games::InputError> {
        match self {
            PlayInput::Rules(input) => input.score(),
            PlayInput::Scored(scored) => Ok(scored.sheet().clone()),
            PlayInput::Recorded(game, recorded) => recorded.sheet(*game),
        }
    }

    /// The score API's request body this input reads as, one way for every
    /// input: the rules' fields without the blanks (null) and unticked boxes
    /// (false) a field left alone reads as; a recorded result under
    /// [`RECORDED`], as recorded.
    pub fn request_json(&self) -> serde_json::Value {
        match self {
            PlayInput::Recorded(_, recorded) => serde_json::json!({ RECORDED: recorded }),
            other => without_blanks(
                serde_json::to_value(other.rules().expect("a rules input"))
                    .expect("score inputs serialise"),
            ),
        }
    }

    /// The rules' input, when the result is theirs.
    pub fn rules(&self) -> Option<&ScoreInput> {
        match self {
            PlayInput::Rules(input) => Some(input),
            PlayInput::Scored(scored) => Some(scored.input()),
            PlayInput::Recorded(..) => None,
        }
    }
}

/// `value` without the object fields that hold null or false, at any depth:
/// every field of a score input reads a missing value as its blank or
/// unticked default, so they say nothing.
fn without_blanks(value: serde_json::Value) -> serde_json::Value {
    use serde_json::Value;
    match value {
        Value::Object(fields) => Value::Object(
            fields
                .into_iter()
                .filter(|(_, v)| !matches!(v, Value::Null | Value::Bool(false)))
                .map(|(k, v)| (k, without_blanks(v)))
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(without_blanks).collect()),
        other => other,
    }
}

/// A play as a client sends it.
#[derive(Debug, Clone)]
pub struct NewPlay {
    pub id: PlayId,
    pub played_at: PlayedAt,
    /// The score API's request body: read for `input`, kept as sent.
    pub input: PlayInput,
    pub score_json: serde_json::Value,
    /// The setup the game was played on (its seed and options), when known.
    pub setup: Option<serde_json::Value>,
    pub duration_min: Option<i64>,
    pub place: Option<String>,
    pub note: Option<String>,
    /// A game of Catan's dice rolls, the sums in order (none recorded: empty).
    pub rolls: Vec<u8>,
    /// A game of Citadels round by round (none recorded: empty).
    pub rounds: Vec<Round>,
}

/// The one way a play is made, whatever door it came through (the API, a
/// pad's save, a live table's Finish, an import, an edit of its details):
/// what was played, then what is known beside it. Nothing else fills a
/// `NewPlay` in, so every door keeps the same things.
impl NewPlay {
    /// A play of `input`, its `score` kept as the score API's request body
    /// the input reads as ([`PlayInput::request_json`]): the same game is the
    /// same stored score whichever door it came through and however its
    /// client wrote it.
    pub fn new(id: PlayId, played_at: PlayedAt, input: PlayInput) -> NewPlay {
        let score_json = input.request_json();
        NewPlay {
            id,
            played_at,
            input,
            score_json,
            setup: None,
            duration_min: None,
            place: None,
            note: None,
            rolls: Vec::new(),
            rounds: Vec::new(),
        }
    }

    /// The setup it was played on (a record as [`crate::setup_record`] keeps it).
    pub fn with_setup(self, setup: Option<serde_json::Value>) -> NewPlay {
        NewPlay { setup, ..self }
    }

    /// Its dice rolls, in order.
    pub fn with_rolls(self, rolls: Vec<u8>) -> NewPlay {
        NewPlay { rolls, ..self }
    }

    /// Its rounds (Citadels), in order. They fill the score's crown and
    /// highest ranks when it is checked (`games::citadels::rounds::apply_rounds`).
    pub fn with_rounds(self, rounds: Vec<Round>) -> NewPlay {
        NewPlay { rounds, ..self }
    }

    /// How long it took, where and what was noted (blank text is none).
    pub fn with_details(
        self,
        duration_min: Option<i64>,
        place: Option<String>,
        note: Option<String>,
    ) -> NewPlay {
        let given = |text: Option<String>| text.filter(|t| !t.trim().is_empty());
        NewPlay {
            duration_min,
            place: given(place),
            note: given(note),
            ..self
        }
    }
}

/// What saving did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// A new play.
    Created,
    /// The same play again, word for word: nothing changed.
    Unchanged,
    /// The play, edited.
    Replaced,
    /// Only from [`Store::add_new_plays`]: the group has this play already
    /// and keeps it as it is here.
    AlreadyHere,
    /// Only from [`Store::add_new_plays`]: the group deleted this play, and it
    /// stays deleted.
    DeletedHere,
}

/// A play the group has had, as it is now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Here {
    Kept,
    Deleted,
}

/// A saved play and what the server computed for it.
#[derive(Debug, Clone)]
pub struct SavedPlay {
    pub outcome: Outcome,
    pub play: StoredPlay,
}

/// A play as stored.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredPlay {
    pub id: String,
    pub game: GameId,
    pub played_at: String,
    pub duration_min: Option<i64>,
    pub place: Option<String>,
    pub note: Option<String>,
    pub score: serde_json::Value,
    pub setup: Option<serde_json::Value>,
    /// What `games` computed when it was saved (the score API's response).
    pub result: serde_json::Value,
    pub saved_at: i64,
    /// Saved before the game was over: its result's winners are its leaders.
    pub unfinished: bool,
    /// Its dice rolls, the sums in order (none recorded: empty).
    pub rolls: Vec<u8>,
    /// Its rounds (Citadels; none recorded: empty).
    pub rounds: Vec<Round>,
}

/// Where a batch of [`Store::plays_in_order`] ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayCursor {
    pub(crate) played_utc: i64,
    pub(crate) id: i64,
}

/// Which plays to list.
#[derive(Debug, Clone, Default)]
pub struct PlayFilter {
    pub game: Option<GameId>,
    /// A person's name (matched without regard to case).
    pub player: Option<String>,
    pub offset: i64,
    pub limit: i64,
}

/// A page of the history, and whether another follows it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayPage {
    pub plays: Vec<PlaySummary>,
    pub more: bool,
}

/// A play in a list: enough for a history line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlaySummary {
    pub id: String,
    pub game: GameId,
    pub played_at: String,
    pub duration_min: Option<i64>,
    pub place: Option<String>,
    pub note: Option<String>,
    /// The seat that opened the game, when its setup recorded one.
    pub start_seat: Option<i64>,
    /// The setup as recorded (`crate::setup_record`), if any.
    pub setup: Option<serde_json::Value>,
    /// The kind of play its score (or a recorded result's setup) names, by its
    /// query id, for a game that keeps its kind there
    /// (`GameId::kind_of_play`): BoardGameGeek lists some kinds apart.
    pub edition: Option<&'static str>,
    /// Saved before the game was over: its seats' `winner` marks the leaders.
    pub unfinished: bool,
    pub seats: Vec<SeatSummary>,
}

impl PlaySummary {
    /// BoardGameGeek's id of the game played (of its kind, when that has an
    /// entry of its own).
    pub fn bgg_id(&self) -> u32 {
        self.game.bgg_id(self.edition)
    }

    /// Whether this seat won: an unfinished game's leaders won nothing.
    pub fn won(&self, seat: &SeatSummary) -> bool {
        seat.winner && !self.unfinished
    }
}

impl StoredPlay {
    /// Whether the player of this name won: one of the result's winners, in a
    /// game played to its end (an unfinished game's leaders won nothing).
    pub fn won(&self, name: &str) -> bool {
        !self.unfinished
            && self.result["winners"]
                .as_array()
                .is_some_and(|winners| winners.iter().any(|winner| winner.as_str() == Some(name)))
    }

    /// The kind of play its score (or a recorded result's setup) names
    /// (`GameId::kind_of_play`).
    pub fn kind(&self) -> Option<&'static str> {
        self.game.kind_of_play(&self.score, self.setup.as_ref())
    }
}

/// The kind a play's score or setup names, for whichever game keeps its kind
/// there; [`StoredPlay::kind`] and `GameId::kind_of_play` read it for the
/// play's own game. Kept for callers that do not pass the game.
pub fn edition_of(
    score: &serde_json::Value,
    setup: Option<&serde_json::Value>,
) -> Option<&'static str> {
    GameId::ALL
        .into_iter()
        .find_map(|game| game.kind_of_play(score, setup))
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatSummary {
    /// 0-based, in the order the players were entered.
    pub seat: i64,
    pub name: String,
    pub total: i64,
    /// 1-based; tied players share a place.
    pub place: i64,
    pub winner: bool,
}

/// People are matched by name without regard to case.
pub(crate) fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

fn optional_text(
    field: &'static str,
    text: Option<&str>,
    limit: usize,
    lines: Lines,
) -> Result<Option<String>, StoreError> {
    let Some(text) = text.map(str::trim).filter(|t| !t.is_empty()) else {
        return Ok(None);
    };
    refuse_control_characters(field, text, lines)?;
    if text.chars().count() > limit {
        return Err(StoreError::invalid(
            field,
            format!("is longer than {limit} characters"),
        ));
    }
    Ok(Some(text.to_owned()))
}

/// A play checked and scored: what is written.
pub(crate) struct Checked {
    pub(crate) sheet: ScoreSheet,
    pub(crate) game: String,
    pub(crate) played_at: String,
    pub(crate) played_utc: i64,
    pub(crate) duration_min: Option<i64>,
    pub(crate) score: String,
    pub(crate) setup: Option<String>,
    pub(crate) start_seat: Option<i64>,
    /// The setup's kind, for the statistics (`PlayFacts::kind`).
    pub(crate) kind: Option<String>,
    pub(crate) result: String,
    /// Saved before the game was over (`ScoreSheet::not_over`): its leaders
    /// are not winners, and the win statistics leave it out.
    pub(crate) unfinished: bool,
    pub(crate) place: Option<String>,
    pub(crate) note: Option<String>,
    /// The dice rolls as kept (`games::dice::encode_rolls`), if any.
    pub(crate) rolls: Option<String>,
    /// The rounds as kept (JSON), if any.
    pub(crate) rounds: Option<String>,
}

/// Whether a play can be saved as it is: what [`Store::save_play`] would
/// refuse, without saving (an import checks every play before saving any).
pub fn check_play(play: &NewPlay) -> Result<(), StoreError> {
    check(play).map(|_| ())
}

pub(crate) fn check(play: &NewPlay) -> Result<Checked, StoreError> {
    if let Some(minutes) = play.duration_min {
        if !(1..=MAX_DURATION_MIN).contains(&minutes) {
            return Err(StoreError::invalid(
                "duration_min",
                format!("must be between 1 and {MAX_DURATION_MIN} minutes"),
            ));
        }
    }
    // Rounds fill the score's crown and highest ranks: what is scored and kept.
    let rounds = checked_rounds(play)?;
    let input = rounds.as_ref().map_or(&play.input, |rounds| &rounds.filled);
    let sheet = input.score()?;
    // One person, one seat: "Ann" and "ann" are the same person here.
    for (at, player) in sheet.players.iter().enumerate() {
        let key = name_key(&player.name);
        if let Some(first) = sheet.players[..at]
            .iter()
            .find(|p| name_key(&p.name) == key)
        {
            return Err(StoreError::invalid(
                format!("score.players[{at}].name"),
                format!(
                    "is the same person as {} (names are matched without regard to case)",
                    first.name
                ),
            ));
        }
    }
    if let Some(record) = &play.setup {
        crate::setup_record::checked_setup(play.input.game(), record)?;
    }
    let start_seat = match &play.setup {
        Some(record) => crate::setup_record::check_start_seat(record, sheet.players.len())?,
        None => None,
    };
    let rolls = checked_rolls(play.input.game(), &play.rolls)?;
    let result = serde_json::to_string(&sheet).expect("a score sheet serialises to JSON");
    let score = match &rounds {
        Some(rounds) => rounds.filled.request_json().to_string(),
        None => play.score_json.to_string(),
    };
    Ok(Checked {
        rolls,
        rounds: rounds.map(|rounds| rounds.kept),
        start_seat,
        kind: crate::setup_record::recorded_kind(play.input.game(), play.setup.as_ref())
            .map(str::to_owned),
        game: play.input.game().to_string(),
        played_at: play.played_at.text.clone(),
        played_utc: play.played_at.utc_seconds,
        duration_min: play.duration_min,
        score,
        setup: play.setup.as_ref().map(|s| s.to_string()),
        result,
        unfinished: sheet.not_over(),
        place: optional_text("place", play.place.as_deref(), MAX_PLACE, Lines::One)?,
        note: optional_text("note", play.note.as_deref(), MAX_NOTE, Lines::Many)?,
        sheet,
    })
}

/// A play's dice rolls as kept (`games::dice::check_rolls` says which may be).
fn checked_rolls(game: GameId, rolls: &[u8]) -> Result<Option<String>, StoreError> {
    games::dice::check_rolls(game, rolls)
        .map_err(|refused| StoreError::invalid(refused.field().to_string(), refused.reason()))?;
    Ok((!rolls.is_empty()).then(|| games::dice::encode_rolls(rolls)))
}

/// A play's rounds, checked by the rules against its score.
struct CheckedRounds {
    /// The score input with what the rounds fill (crown, highest ranks).
    filled: PlayInput,
    /// The rounds as kept (JSON).
    kept: String,
}

/// A play's rounds, checked; `None` without rounds.
fn checked_rounds(play: &NewPlay) -> Result<Option<CheckedRounds>, StoreError> {
    if play.rounds.is_empty() {
        return Ok(None);
    }
    let Some(input) = play.input.rules() else {
        return Err(StoreError::invalid(
            ROUNDS_KEY,
            "are kept only with a score the rules compute, not a result recorded elsewhere",
        ));
    };
    let mut filled = input.clone();
    filled
        .apply_rounds(&play.rounds)
        .map_err(StoreError::Rounds)?;
    Ok(Some(CheckedRounds {
        filled: PlayInput::Rules(filled),
        kept: serde_json::to_string(&play.rounds).expect("rounds serialise to JSON"),
    }))
}

/// A play's kept rounds read back (none: empty); a damaged one is a damaged row.
pub(crate) fn rounds_column(text: Option<String>) -> Result<Vec<Round>, sqlx::Error> {
    match text {
        None => Ok(Vec::new()),
        Some(text) => serde_json::from_str(&text).map_err(|error| sqlx::Error::ColumnDecode {
            index: ROUNDS_KEY.to_owned(),
            source: Box::new(error),
        }),
    }
}

/// A play's kept rolls read back (none: empty); a damaged one is a damaged row.
pub(crate) fn rolls_column(text: Option<String>) -> Result<Vec<u8>, sqlx::Error> {
    match text {
        None => Ok(Vec::new()),
        Some(text) => games::dice::decode_rolls(&text).ok_or_else(|| sqlx::Error::ColumnDecode {
            index: "rolls".to_owned(),
            source: format!("{text:.40} is not a list of dice sums").into(),
        }),
    }
}

/// Binds a play's columns in the order `game, played_at, played_utc,
/// duration_min, place, note, score, setup, result, saved_at, start_seat,
/// unfinished, rolls, rounds`
/// (inserting and replacing write the same ones).
macro_rules! bind_play_columns {
    ($query:expr, $checked:expr, $now:expr) => {
        $query
            .bind(&$checked.game)
            .bind(&$checked.played_at)
            .bind($checked.played_utc)
            .bind($checked.duration_min)
            .bind(&$checked.place)
            .bind(&$checked.note)
            .bind(&$checked.score)
            .bind(&$checked.setup)
            .bind(&$checked.result)
            .bind($now)
            .bind($checked.start_seat)
            .bind(i64::from($checked.unfinished))
            .bind(&$checked.rolls)
            .bind(&$checked.rounds)
    };
}
pub(crate) use bind_play_columns;

/// A stored game id read back (an unknown one is a damaged row, not a guess).
pub(crate) fn game_column(text: String) -> Result<GameId, sqlx::Error> {
    text.parse().map_err(damaged_game)
}

/// A stored game id that names no game: a damaged row.
pub(crate) fn damaged_game(error: games::UnknownGame) -> sqlx::Error {
    sqlx::Error::ColumnDecode {
        index: "game".to_owned(),
        source: Box::new(error),
    }
}

pub(crate) const PLAY_COLUMNS: &str =
    "play_id, game, played_at, duration_min, place, note, score, setup, result, saved_at, \
     unfinished, rolls, rounds";

pub(crate) fn stored_play<R: Row>(row: &R) -> Result<StoredPlay, sqlx::Error>
where
    for<'r> &'r str: sqlx::ColumnIndex<R>,
    for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<String>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<i64>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    let json = |column: &str, text: String| {
        serde_json::from_str(&text).map_err(|e| sqlx::Error::ColumnDecode {
            index: column.to_owned(),
            source: Box::new(e),
        })
    };
    Ok(StoredPlay {
        id: row.try_get("play_id")?,
        game: game_column(row.try_get("game")?)?,
        played_at: row.try_get("played_at")?,
        duration_min: row.try_get("duration_min")?,
        place: row.try_get("place")?,
        note: row.try_get("note")?,
        score: json("score", row.try_get("score")?)?,
        setup: row
            .try_get::<Option<String>, _>("setup")?
            .map(|text| json("setup", text))
            .transpose()?,
        result: json("result", row.try_get("result")?)?,
        saved_at: row.try_get("saved_at")?,
        unfinished: row.try_get::<i64, _>("unfinished")? == 1,
        rolls: rolls_column(row.try_get("rolls")?)?,
        rounds: rounds_column(row.try_get("rounds")?)?,
    })
}
