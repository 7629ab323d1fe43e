//! Plays: one finished game of a group, stored with the score input it was
//! entered with and what `games` computed from it.

use crate::groups::refuse_reading;
use crate::tally::{begin_change, end_change, read_facts, FACTS};
use crate::text::{refuse_control_characters, Lines};
use crate::when::{now_seconds, PlayedAt};
use crate::{on_engine, Access, Store, StoreError};
use games::recorded::RecordedScores;
use games::{GameId, ScoreInput, ScoreSheet, Scored};
use serde::Deserialize;
use sqlx::Row;
use std::collections::HashMap;

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

    /// The rules' input, when the result is theirs.
    pub fn rules(&self) -> Option<&ScoreInput> {
        match self {
            PlayInput::Rules(input) => Some(input),
            PlayInput::Scored(scored) => Some(scored.input()),
            PlayInput::Recorded(..) => None,
        }
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

/// Play ids asked about in one query (well under either engine's limit on
/// bound values).
const MOST_IDS_ASKED: usize = 500;

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
}

/// Where a batch of [`Store::plays_in_order`] ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayCursor {
    played_utc: i64,
    id: i64,
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
    /// A Citadels play's edition (BoardGameGeek lists the two apart).
    pub edition: Option<games::citadels::Edition>,
    pub seats: Vec<SeatSummary>,
}

impl PlaySummary {
    /// BoardGameGeek's id of the game played (of its edition, for Citadels).
    pub fn bgg_id(&self) -> u32 {
        match self.edition {
            Some(edition) => edition.bgg_id(),
            None => self.game.info().bgg_id,
        }
    }
}

/// A Citadels play's edition: its score's, or for a recorded result (which
/// has none) the one its setup names.
pub fn edition_of(
    score: &serde_json::Value,
    setup: Option<&serde_json::Value>,
) -> Option<games::citadels::Edition> {
    score
        .get(games::citadels::query::EDITION)
        .or_else(|| setup?.get(games::citadels::query::EDITION))
        .and_then(serde_json::Value::as_str)
        .and_then(games::citadels::Edition::parse)
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
    pub(crate) place: Option<String>,
    pub(crate) note: Option<String>,
}

/// Whether a play can be saved as it is: what [`Store::save_play`] would
/// refuse, without saving (an import checks every play before saving any).
pub fn check_play(play: &NewPlay) -> Result<(), StoreError> {
    check(play).map(|_| ())
}

fn check(play: &NewPlay) -> Result<Checked, StoreError> {
    if let Some(minutes) = play.duration_min {
        if !(1..=MAX_DURATION_MIN).contains(&minutes) {
            return Err(StoreError::invalid(
                "duration_min",
                format!("must be between 1 and {MAX_DURATION_MIN} minutes"),
            ));
        }
    }
    let sheet = play.input.score()?;
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
    let start_seat = match play.setup.as_ref().and_then(|s| s.get(crate::START_SEAT)) {
        None | Some(serde_json::Value::Null) => None,
        Some(seat) => Some(
            seat.as_i64()
                .filter(|&seat| (0..sheet.players.len() as i64).contains(&seat))
                .ok_or_else(|| {
                    StoreError::invalid(
                        "setup.start_seat",
                        format!(
                            "must be a seat from 0 to {} (the players in the order entered)",
                            sheet.players.len().saturating_sub(1)
                        ),
                    )
                })?,
        ),
    };
    let result = serde_json::to_string(&sheet).expect("a score sheet serialises to JSON");
    Ok(Checked {
        start_seat,
        kind: crate::setup_record::recorded_kind(play.input.game(), play.setup.as_ref())
            .map(str::to_owned),
        game: play.input.game().to_string(),
        played_at: play.played_at.text.clone(),
        played_utc: play.played_at.utc_seconds,
        duration_min: play.duration_min,
        score: play.score_json.to_string(),
        setup: play.setup.as_ref().map(|s| s.to_string()),
        result,
        place: optional_text("place", play.place.as_deref(), MAX_PLACE, Lines::One)?,
        note: optional_text("note", play.note.as_deref(), MAX_NOTE, Lines::Many)?,
        sheet,
    })
}

/// Binds a play's columns in the order `game, played_at, played_utc,
/// duration_min, place, note, score, setup, result, saved_at, start_seat`
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
    };
}
pub(crate) use bind_play_columns;

/// A stored game id read back (an unknown one is a damaged row, not a guess).
pub(crate) fn game_column(text: String) -> Result<GameId, sqlx::Error> {
    text.parse()
        .map_err(|e: games::UnknownGame| sqlx::Error::ColumnDecode {
            index: "game".to_owned(),
            source: Box::new(e),
        })
}

const PLAY_COLUMNS: &str =
    "play_id, game, played_at, duration_min, place, note, score, setup, result, saved_at";

fn stored_play<R: Row>(row: &R) -> Result<StoredPlay, sqlx::Error>
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
    })
}

impl Store {
    /// Saves a play: new, the same again (nothing changes), or edited. Its
    /// result is computed here by `games`; its players become the group's people.
    pub async fn save_play(&self, access: &Access, play: NewPlay) -> Result<SavedPlay, StoreError> {
        refuse_reading(access)?;
        let checked = check(&play)?;
        let now = now_seconds();
        // As written, so a new or edited play need not be read back.
        let written = StoredPlay {
            id: play.id.as_str().to_owned(),
            game: play.input.game(),
            played_at: checked.played_at.clone(),
            duration_min: checked.duration_min,
            place: checked.place.clone(),
            note: checked.note.clone(),
            score: play.score_json,
            setup: play.setup,
            result: serde_json::from_str(&checked.result).expect("a result is JSON"),
            saved_at: now,
        };
        let outcome = self
            .write(access, vec![(play.id, checked)], now, false)
            .await?[0];
        if outcome != Outcome::Unchanged {
            return Ok(SavedPlay {
                outcome,
                play: written,
            });
        }
        // The same play again: as it was first saved. Only a delete between
        // the save and this read leaves nothing to read.
        let play = self
            .play(access, &written.id)
            .await?
            .ok_or_else(|| StoreError::invalid("play", "was deleted while it was being saved"))?;
        Ok(SavedPlay { outcome, play })
    }

    /// Saves several plays as one: all of them or, if anything fails, none.
    /// Each is checked first ([`check_play`] says which is wrong).
    pub async fn save_plays(
        &self,
        access: &Access,
        plays: &[NewPlay],
    ) -> Result<Vec<Outcome>, StoreError> {
        self.check_and_write(access, plays, false).await
    }

    /// Saves the plays the group has never had, all of them or none, and
    /// leaves each one it has (kept, edited or deleted since) as it is: an
    /// import brought again adds what is new and undoes nothing.
    pub async fn add_new_plays(
        &self,
        access: &Access,
        plays: &[NewPlay],
    ) -> Result<Vec<Outcome>, StoreError> {
        self.check_and_write(access, plays, true).await
    }

    /// Checks every play ([`check_play`] says which is wrong), then writes
    /// them all or none.
    async fn check_and_write(
        &self,
        access: &Access,
        plays: &[NewPlay],
        adds_only: bool,
    ) -> Result<Vec<Outcome>, StoreError> {
        refuse_reading(access)?;
        let checked = plays
            .iter()
            .map(|play| Ok((play.id.clone(), check(play)?)))
            .collect::<Result<Vec<_>, StoreError>>()?;
        self.write(access, checked, now_seconds(), adds_only).await
    }

    /// Hands checked plays to the writer (`writer.rs`) and waits for them.
    async fn write(
        &self,
        access: &Access,
        plays: Vec<(PlayId, Checked)>,
        now: i64,
        adds_only: bool,
    ) -> Result<Vec<Outcome>, StoreError> {
        let job = crate::writer::SaveJob {
            group: access.group,
            plays,
            now,
            adds_only,
        };
        let saved = self.saves.save(&self.pool, &self.writer, job).await?;
        if saved.stats_stale {
            self.refresh_stats_soon(access.group);
        }
        Ok(saved.outcomes)
    }

    /// One play of the group (not one deleted).
    pub async fn play(&self, access: &Access, id: &str) -> Result<Option<StoredPlay>, StoreError> {
        let Some(id) = PlayId::parse(id) else {
            return Ok(None);
        };
        let sql = format!(
            "SELECT {PLAY_COLUMNS} FROM plays \
             WHERE group_id = $1 AND play_id = $2 AND deleted_at IS NULL"
        );
        let play = on_engine!(self, |pool, _begin| {
            sqlx::query(sqlx::AssertSqlSafe(sql))
                .bind(access.group)
                .bind(id.as_str())
                .fetch_optional(pool)
                .await?
                .map(|row| stored_play(&row))
                .transpose()?
        });
        Ok(play)
    }

    /// Which of these plays the group has had, kept or deleted since: what an
    /// import would leave as the group left it. Asked [`MOST_IDS_ASKED`] at a
    /// time, so a backup of any size costs a few queries of bounded size.
    pub async fn plays_here(
        &self,
        access: &Access,
        ids: &[PlayId],
    ) -> Result<HashMap<PlayId, Here>, StoreError> {
        let mut here = HashMap::new();
        for batch in ids.chunks(MOST_IDS_ASKED) {
            let batch: Vec<&str> = batch.iter().map(PlayId::as_str).collect();
            // The ids as one value (an array; SQLite reads it from JSON): one
            // statement for any number, found through the group's index of ids.
            let rows = match &self.pool {
                crate::Pool::Sqlite(pool) => sqlx::query(
                    "SELECT play_id, deleted_at FROM plays WHERE group_id = $1 \
                     AND play_id IN (SELECT value FROM json_each($2))",
                )
                .bind(access.group)
                .bind(serde_json::to_string(&batch).expect("text serialises"))
                .fetch_all(pool)
                .await?
                .iter()
                .map(|row| Ok((row.try_get("play_id")?, row.try_get("deleted_at")?)))
                .collect::<Result<Vec<(String, Option<i64>)>, sqlx::Error>>()?,
                crate::Pool::Postgres(pool) => sqlx::query(
                    "SELECT play_id, deleted_at FROM plays WHERE group_id = $1 \
                     AND play_id = ANY($2)",
                )
                // Planned for these values each time: a plan kept from when the
                // group was small (an import's first check) scanned every play
                // of it for each batch once it was large (0.4 s a batch).
                .persistent(false)
                .bind(access.group)
                .bind(&batch)
                .fetch_all(pool)
                .await?
                .iter()
                .map(|row| Ok((row.try_get("play_id")?, row.try_get("deleted_at")?)))
                .collect::<Result<Vec<(String, Option<i64>)>, sqlx::Error>>()?,
            };
            for (id, deleted) in rows {
                let state = if deleted.is_some() {
                    Here::Deleted
                } else {
                    Here::Kept
                };
                if let Some(id) = PlayId::parse(&id) {
                    here.insert(id, state);
                }
            }
        }
        Ok(here)
    }

    /// The group's plays (not the deleted ones), oldest first, `limit` at a
    /// time (at most [`MAX_PAGE`]) from where the last batch ended (`None`: the
    /// start): an export reads a group of any size in batches of flat memory.
    /// Each batch is its own query, so a play saved meanwhile may or may not be
    /// in it, but none is read twice or skipped among those already there.
    /// (`played_utc >= $2` is the bound an index scan starts from where the last
    /// batch ended; the rest of the condition only steps past that moment's
    /// plays already sent.)
    pub async fn plays_in_order(
        &self,
        access: &Access,
        after: Option<&PlayCursor>,
        limit: i64,
    ) -> Result<(Vec<StoredPlay>, Option<PlayCursor>), StoreError> {
        let sql = format!(
            "SELECT {PLAY_COLUMNS}, played_utc, id FROM plays \
             WHERE group_id = $1 AND deleted_at IS NULL \
             AND played_utc >= $2 AND (played_utc > $2 OR id > $3) \
             ORDER BY played_utc, id LIMIT $4"
        );
        let (from_utc, from_id) = after.map_or((i64::MIN, i64::MIN), |c| (c.played_utc, c.id));
        let limit = limit.clamp(1, MAX_PAGE);
        let (plays, last) = on_engine!(self, |pool, _begin| {
            let rows = sqlx::query(sqlx::AssertSqlSafe(sql))
                .bind(access.group)
                .bind(from_utc)
                .bind(from_id)
                .bind(limit)
                .fetch_all(pool)
                .await?;
            let last = match rows.last() {
                Some(row) => Some(PlayCursor {
                    played_utc: row.try_get("played_utc")?,
                    id: row.try_get("id")?,
                }),
                None => None,
            };
            let plays = rows
                .iter()
                .map(stored_play)
                .collect::<Result<Vec<_>, _>>()?;
            (plays, last)
        });
        // A short batch is the last one.
        let next = last.filter(|_| plays.len() as i64 == limit);
        Ok((plays, next))
    }

    /// The group's plays, newest first, a page at a time.
    pub async fn plays(
        &self,
        access: &Access,
        filter: &PlayFilter,
    ) -> Result<PlayPage, StoreError> {
        let game = filter.game.map(|g| g.to_string()).unwrap_or_default();
        if let Some(player) = &filter.player {
            refuse_control_characters("player", player, Lines::One)?;
        }
        let player = filter.player.as_deref().map(name_key).unwrap_or_default();
        let limit = filter.limit.clamp(1, MAX_PAGE);
        // One more than shown says whether a next page exists.
        let fetched = limit + 1;
        let offset = filter.offset.max(0);
        let rows = on_engine!(self, |pool, _begin| {
            sqlx::query(
                "SELECT p.play_id, p.game, p.played_at, p.duration_min, p.place AS at_place, \
                 p.note, p.start_seat, p.setup, p.citadels_score, \
                 pe.name, s.seat, s.total, s.place, s.winner \
                 FROM (SELECT id, play_id, game, played_at, played_utc, duration_min, place, note, \
                       start_seat, setup, \
                       CASE WHEN game = 'citadels' THEN score END AS citadels_score \
                       FROM plays \
                       WHERE group_id = $1 AND deleted_at IS NULL \
                       AND ($2 = '' OR game = $2) \
                       AND ($3 = '' OR id IN (SELECT ps.play FROM play_seats ps \
                            JOIN people who ON who.id = ps.person \
                            WHERE who.group_id = $1 AND who.name_key = $3)) \
                       ORDER BY played_utc DESC, id DESC LIMIT $4 OFFSET $5) p \
                 JOIN play_seats s ON s.play = p.id \
                 JOIN people pe ON pe.id = s.person \
                 ORDER BY p.played_utc DESC, p.id DESC, s.seat",
            )
            .bind(access.group)
            .bind(&game)
            .bind(&player)
            .bind(fetched)
            .bind(offset)
            .fetch_all(pool)
            .await?
            .iter()
            .map(|row| -> Result<(PlaySummary, SeatSummary), sqlx::Error> {
                Ok((
                    PlaySummary {
                        id: row.try_get("play_id")?,
                        game: game_column(row.try_get("game")?)?,
                        played_at: row.try_get("played_at")?,
                        duration_min: row.try_get("duration_min")?,
                        place: row.try_get("at_place")?,
                        note: row.try_get("note")?,
                        start_seat: row.try_get("start_seat")?,
                        setup: row
                            .try_get::<Option<String>, _>("setup")?
                            .and_then(|text| serde_json::from_str(&text).ok()),
                        edition: row
                            .try_get::<Option<String>, _>("citadels_score")?
                            .and_then(|text| serde_json::from_str(&text).ok())
                            .and_then(|score: serde_json::Value| {
                                let setup: Option<serde_json::Value> = row
                                    .try_get::<Option<String>, _>("setup")
                                    .ok()
                                    .flatten()
                                    .and_then(|text| serde_json::from_str(&text).ok());
                                edition_of(&score, setup.as_ref())
                            }),
                        seats: Vec::new(),
                    },
                    SeatSummary {
                        seat: row.try_get("seat")?,
                        name: row.try_get("name")?,
                        total: row.try_get("total")?,
                        place: row.try_get("place")?,
                        winner: row.try_get::<i64, _>("winner")? == 1,
                    },
                ))
            })
            .collect::<Result<Vec<_>, _>>()?
        });
        let mut plays: Vec<PlaySummary> = Vec::new();
        for (play, seat) in rows {
            match plays.last_mut() {
                Some(last) if last.id == play.id => last.seats.push(seat),
                _ => plays.push(PlaySummary {
                    seats: vec![seat],
                    ..play
                }),
            }
        }
        let more = plays.len() as i64 > limit;
        plays.truncate(limit as usize);
        Ok(PlayPage { plays, more })
    }

    /// Deletes a play (it can be brought back with [`Store::restore_play`]);
    /// whether there was one to delete.
    pub async fn delete_play(&self, access: &Access, id: &str) -> Result<bool, StoreError> {
        self.set_deleted(access, id, Some(now_seconds())).await
    }

    /// Undoes a deletion; whether there was a deleted play to bring back.
    pub async fn restore_play(&self, access: &Access, id: &str) -> Result<bool, StoreError> {
        self.set_deleted(access, id, None).await
    }

    async fn set_deleted(
        &self,
        access: &Access,
        id: &str,
        at: Option<i64>,
    ) -> Result<bool, StoreError> {
        refuse_reading(access)?;
        let Some(id) = PlayId::parse(id) else {
            return Ok(false);
        };
        // Only a change counts: deleting twice deletes once.
        let sql = match at {
            Some(_) => "UPDATE plays SET deleted_at = $3 WHERE group_id = $1 AND play_id = $2 AND deleted_at IS NULL",
            None => "UPDATE plays SET deleted_at = $3 WHERE group_id = $1 AND play_id = $2 AND deleted_at IS NOT NULL",
        };
        let _turn = self.write_turn().await;
        let (changed, stale) = on_engine!(self, |pool, begin| {
            let mut tx = pool.begin_with(begin).await?;
            let mut change = begin_change!(tx, access.group);
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "{FACTS} WHERE p.group_id = $1 AND p.play_id = $2 ORDER BY p.id, s.seat"
            )))
            .bind(access.group)
            .bind(id.as_str())
            .fetch_all(&mut *tx)
            .await?;
            let changed = sqlx::query(sql)
                .bind(access.group)
                .bind(id.as_str())
                .bind(at)
                .execute(&mut *tx)
                .await?
                .rows_affected();
            if changed == 1 {
                let sign = if at.is_some() { -1 } else { 1 };
                for play in read_facts(&rows)? {
                    change.count(&play, sign);
                }
            }
            end_change!(tx, change);
            tx.commit().await?;
            (changed, change.tallies.is_none())
        });
        if stale {
            self.refresh_stats_soon(access.group);
        }
        Ok(changed == 1)
    }
}

/// A Catan play of three for the store's own tests: Ann wins.
#[cfg(test)]
pub(crate) fn test_play(n: u64) -> NewPlay {
    let score = serde_json::json!({"players": [
        {"name": "Ann", "settlements": 5}, {"name": "Bo", "settlements": 2},
        {"name": "Cy", "settlements": 2}]});
    NewPlay {
        id: PlayId::parse(&format!("00000000-0000-4000-8000-{n:012x}")).unwrap(),
        played_at: PlayedAt::parse("2026-11-24T20:00:00Z").unwrap(),
        input: PlayInput::Rules(ScoreInput::read(GameId::Catan, &score).unwrap()),
        score_json: score,
        setup: None,
        duration_min: None,
        place: None,
        note: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_ids_are_uuids() {
        let id = PlayId::parse("0F8FAD5B-D9CB-469F-A165-70867728950E").unwrap();
        assert_eq!(id.as_str(), "0f8fad5b-d9cb-469f-a165-70867728950e");
        for bad in [
            "",
            "play-1",
            "0f8fad5b-d9cb-469f-a165-70867728950",
            "0f8fad5bd9cb469fa16570867728950e",
            "0f8fad5b-d9cb-469f-a165-70867728950g",
        ] {
            assert_eq!(PlayId::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn names_match_without_regard_to_case() {
        assert_eq!(name_key(" Ann "), name_key("ANN"));
        assert_eq!(name_key("Émile"), name_key("émile"));
    }
}
