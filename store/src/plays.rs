//! Plays: one finished game of a group, stored with the score input it was
//! entered with and what `games` computed from it. The play's own types are
//! in `model.rs`; here the store reads and writes them.

use crate::groups::refuse_reading;
use crate::model::{
    check, game_column, name_key, stored_play, Checked, Here, NewPlay, Outcome, PlayCursor,
    PlayFilter, PlayId, PlayPage, PlaySummary, SavedPlay, SeatSummary, StoredPlay, MAX_PAGE,
    PLAY_COLUMNS,
};
use crate::tally_rows::{begin_change, end_change, read_facts, FACTS};
use crate::text::{refuse_control_characters, Lines};
use crate::when::now_seconds;
use crate::{on_engine, Access, Store, StoreError};
use games::GameId;
use sqlx::Row;
use std::collections::HashMap;
use std::sync::LazyLock;

/// Play ids asked about in one query (well under either engine's limit on
/// bound values).
const MOST_IDS_ASKED: usize = 500;

/// A page of the history ([`Store::plays`]): each play with its seats. A
/// play's score is read only for a game that keeps the play's kind in it
/// (`GameId::kind_in_score`), to say which BoardGameGeek entry it is; the
/// other games' scores stay in the table.
static PLAYS_PAGE: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT p.play_id, p.game, p.played_at, p.duration_min, p.place AS at_place, \
         p.note, p.start_seat, p.setup, p.kind_score, p.unfinished, \
         pe.name, s.seat, s.total, s.place, s.winner \
         FROM (SELECT id, play_id, game, played_at, played_utc, duration_min, place, note, \
               start_seat, setup, unfinished, {kind_score} AS kind_score \
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
        kind_score = score_of_games_keeping_their_kind()
    )
});

/// `score` for the plays of the games whose score holds the play's kind, else
/// NULL. Written with the games' ids, which are kebab-case words (no quote to
/// escape).
fn score_of_games_keeping_their_kind() -> String {
    let games: Vec<String> = GameId::ALL
        .into_iter()
        .filter(|game| game.kind_in_score().is_some())
        .map(|game| {
            let slug = game.slug();
            debug_assert!(slug.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'));
            format!("'{slug}'")
        })
        .collect();
    if games.is_empty() {
        "NULL".to_owned()
    } else {
        format!("CASE WHEN game IN ({}) THEN score END", games.join(", "))
    }
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
            // The score as kept: rounds may have filled it.
            score: serde_json::from_str(&checked.score).expect("a kept score is JSON"),
            setup: play.setup,
            result: serde_json::from_str(&checked.result).expect("a result is JSON"),
            saved_at: now,
            unfinished: checked.unfinished,
            rolls: play.rolls,
            rounds: play.rounds,
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
            max_plays: self.max_group_plays,
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
            sqlx::query(PLAYS_PAGE.as_str())
                .bind(access.group)
                .bind(&game)
                .bind(&player)
                .bind(fetched)
                .bind(offset)
                .fetch_all(pool)
                .await?
                .iter()
                .map(|row| -> Result<(PlaySummary, SeatSummary), sqlx::Error> {
                    let game = game_column(row.try_get("game")?)?;
                    let setup: Option<serde_json::Value> = row
                        .try_get::<Option<String>, _>("setup")?
                        .and_then(|text| serde_json::from_str(&text).ok());
                    let edition = row
                        .try_get::<Option<String>, _>("kind_score")?
                        .and_then(|text| serde_json::from_str(&text).ok())
                        .and_then(|score: serde_json::Value| {
                            game.kind_of_play(&score, setup.as_ref())
                        });
                    Ok((
                        PlaySummary {
                            id: row.try_get("play_id")?,
                            game,
                            played_at: row.try_get("played_at")?,
                            duration_min: row.try_get("duration_min")?,
                            place: row.try_get("at_place")?,
                            note: row.try_get("note")?,
                            start_seat: row.try_get("start_seat")?,
                            setup,
                            edition,
                            unfinished: row.try_get::<i64, _>("unfinished")? == 1,
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
            // A play brought back counts again towards the group's most.
            if changed == 1 && at.is_none() {
                let kept: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM plays WHERE group_id = $1 AND deleted_at IS NULL",
                )
                .bind(access.group)
                .fetch_one(&mut *tx)
                .await?;
                if kept > self.max_group_plays {
                    return Err(StoreError::GroupFull {
                        max: self.max_group_plays,
                    });
                }
            }
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

#[cfg(test)]
pub(crate) use tests::test_play;

#[cfg(test)]
mod tests {
    use super::*;

    /// A Catan play of three for the store's own tests: Ann wins.
    pub(crate) fn test_play(n: u64) -> NewPlay {
        use crate::model::PlayInput;
        use crate::when::PlayedAt;
        use games::ScoreInput;
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
            rolls: Vec::new(),
            rounds: Vec::new(),
        }
    }

    #[test]
    fn the_history_reads_the_score_of_citadels_plays_alone() {
        // Citadels keeps its edition in the score: BoardGameGeek lists the
        // editions apart. No other game's score is read for a page.
        assert!(PLAYS_PAGE.contains("CASE WHEN game IN ('citadels') THEN score END AS kind_score"));
    }

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
