//! Saving plays, several at a time: every save of this process is queued to one
//! writer task, which commits what is waiting in one transaction with a few
//! multi-row statements (a group commit). One save per transaction, 50 writers
//! waited 30–50 ms in the queue on this 2-core machine (`make bench`); a
//! transaction and a statement cost far more than one more row in it.
//!
//! A batch that fails is written again one save per transaction, so a save
//! fails only for what is wrong with it, and a save of several plays (an
//! import) is still all or nothing.

use crate::plays::{name_key, Checked, Outcome, PlayId};
use crate::tally::{begin_change, end_change, read_facts, Change, PlayFacts, SeatFacts, FACTS};
use crate::{on_engine, Pool, StoreError};
use sqlx::Row;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// Plays taken into one transaction at most (a larger import goes alone).
const MOST_PLAYS_PER_BATCH: usize = 256;
/// Rows per multi-row statement at most: well under either engine's limit on
/// parameters (SQLite 32,766; PostgreSQL 65,535).
const ROWS_PER_STATEMENT: usize = 128;

/// One request to save: the plays of one group, all or none.
pub(crate) struct SaveJob {
    pub group: i64,
    pub plays: Vec<(PlayId, Checked)>,
    pub now: i64,
}

/// What saving a job did: each play's outcome, and whether the group's
/// statistics were left to be computed again.
pub(crate) struct Saved {
    pub outcomes: Vec<Outcome>,
    pub stats_stale: bool,
}

struct Queued {
    job: SaveJob,
    answer: oneshot::Sender<Result<Saved, StoreError>>,
}

/// The way to the writer task (started by the first save, and again if the
/// runtime it ran on has ended).
#[derive(Debug, Default)]
pub(crate) struct SaveQueue {
    sender: std::sync::Mutex<Option<mpsc::UnboundedSender<Queued>>>,
}

/// What the writer task writes with: not the `Store`, which holds the queue.
struct Writer {
    pool: Pool,
    /// SQLite's one writer at a time (shared with the store's other writes).
    turn: Option<Arc<tokio::sync::Mutex<()>>>,
}

impl SaveQueue {
    pub async fn save(
        &self,
        pool: &Pool,
        turn: &Arc<tokio::sync::Mutex<()>>,
        job: SaveJob,
    ) -> Result<Saved, StoreError> {
        let (answer, answered) = oneshot::channel();
        let sender = {
            let mut sender = self.sender.lock().unwrap_or_else(|p| p.into_inner());
            match &*sender {
                Some(open) if !open.is_closed() => open.clone(),
                _ => {
                    let (open, queue) = mpsc::unbounded_channel();
                    let writer = Writer {
                        pool: pool.clone(),
                        turn: matches!(pool, Pool::Sqlite(_)).then(|| turn.clone()),
                    };
                    tokio::spawn(writer.serve(queue));
                    *sender = Some(open.clone());
                    open
                }
            }
        };
        let gone = || StoreError::Unavailable(sqlx::Error::WorkerCrashed);
        sender.send(Queued { job, answer }).map_err(|_| gone())?;
        answered.await.map_err(|_| gone())?
    }
}

impl Writer {
    async fn serve(self, mut queue: mpsc::UnboundedReceiver<Queued>) {
        while let Some(first) = queue.recv().await {
            let mut plays = first.job.plays.len();
            let mut batch = vec![first];
            while plays < MOST_PLAYS_PER_BATCH {
                let Ok(next) = queue.try_recv() else { break };
                plays += next.job.plays.len();
                batch.push(next);
            }
            let _turn = match &self.turn {
                Some(turn) => Some(turn.lock().await),
                None => None,
            };
            let jobs: Vec<&SaveJob> = batch.iter().map(|q| &q.job).collect();
            match self.write(&jobs).await {
                Ok(saved) => {
                    for (queued, saved) in batch.into_iter().zip(saved) {
                        let _ = queued.answer.send(Ok(saved));
                    }
                }
                Err(error) if batch.len() == 1 => {
                    let _ = batch.pop().expect("one").answer.send(Err(error));
                }
                Err(_) => {
                    for queued in batch {
                        let saved = self.write(&[&queued.job]).await;
                        let _ = queued
                            .answer
                            .send(saved.map(|mut s| s.pop().expect("one job")));
                    }
                }
            }
        }
    }

    /// Writes the jobs in one transaction.
    async fn write(&self, jobs: &[&SaveJob]) -> Result<Vec<Saved>, StoreError> {
        let plays: Vec<Entry> = jobs
            .iter()
            .flat_map(|job| {
                job.plays.iter().map(|(id, checked)| Entry {
                    group: job.group,
                    id,
                    checked,
                    now: job.now,
                })
            })
            .collect();
        let mut groups: Vec<i64> = jobs.iter().map(|job| job.group).collect();
        // In one order in every transaction: two writers cannot deadlock.
        groups.sort_unstable();
        groups.dedup();
        let mut outcomes: Vec<Outcome> = Vec::with_capacity(plays.len());
        let marks = match self.pool {
            Pool::Sqlite(_) => Marks::InOrder,
            Pool::Postgres(_) => Marks::Numbered,
        };
        let changes = on_engine!(self, |pool, begin| {
            let mut tx = pool.begin_with(begin).await?;
            let mut changes: Vec<Change> = Vec::with_capacity(groups.len());
            for &group in &groups {
                changes.push(begin_change!(tx, group));
            }
            let change_of = |changes: &mut Vec<Change>, group: i64| -> usize {
                changes
                    .iter()
                    .position(|c| c.group == group)
                    .expect("every job's group has begun its change")
            };
            for segment in segments(&plays) {
                // 1. The plays: new ones are inserted, a play already kept is
                //    the same again or replaced.
                let mut row_ids: HashMap<(i64, &str), i64> = HashMap::new();
                for chunk in in_statements(segment) {
                    let sql = format!(
                        "INSERT INTO plays (group_id, play_id, game, played_at, played_utc, \
                         duration_min, place, note, score, setup, result, saved_at, start_seat) \
                         VALUES {} ON CONFLICT (group_id, play_id) DO NOTHING \
                         RETURNING id, group_id, play_id",
                        marks.values(chunk.len(), 13)
                    );
                    let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
                    for entry in chunk {
                        let c = entry.checked;
                        insert = insert
                            .bind(entry.group)
                            .bind(entry.id.as_str())
                            .bind(&c.game)
                            .bind(&c.played_at)
                            .bind(c.played_utc)
                            .bind(c.duration_min)
                            .bind(&c.place)
                            .bind(&c.note)
                            .bind(&c.score)
                            .bind(&c.setup)
                            .bind(&c.result)
                            .bind(entry.now)
                            .bind(c.start_seat);
                    }
                    for row in insert.fetch_all(&mut *tx).await? {
                        let (group, id): (i64, String) =
                            (row.try_get("group_id")?, row.try_get("play_id")?);
                        let entry = chunk
                            .iter()
                            .find(|e| e.group == group && e.id.as_str() == id)
                            .expect("an inserted play is one of the chunk's");
                        row_ids.insert((group, entry.id.as_str()), row.try_get("id")?);
                    }
                }
                let mut seated: Vec<(i64, &Entry)> = Vec::new();
                for entry in segment {
                    let c = entry.checked;
                    if let Some(&row_id) = row_ids.get(&(entry.group, entry.id.as_str())) {
                        outcomes.push(Outcome::Created);
                        seated.push((row_id, entry));
                        continue;
                    }
                    let row = sqlx::query(
                        "SELECT id, game, played_at, duration_min, place, note, score, setup, \
                         deleted_at FROM plays WHERE group_id = $1 AND play_id = $2",
                    )
                    .bind(entry.group)
                    .bind(entry.id.as_str())
                    .fetch_one(&mut *tx)
                    .await?;
                    let kept = row.try_get::<Option<i64>, _>("deleted_at")?.is_none();
                    // A deleted play sent again is brought back (an import, or
                    // a retry whose answer was lost), not left unreadable.
                    let same = kept
                        && row.try_get::<String, _>("game")? == c.game
                        && row.try_get::<String, _>("played_at")? == c.played_at
                        && row.try_get::<Option<i64>, _>("duration_min")? == c.duration_min
                        && row.try_get::<Option<String>, _>("place")? == c.place
                        && row.try_get::<Option<String>, _>("note")? == c.note
                        && row.try_get::<String, _>("score")? == c.score
                        && row.try_get::<Option<String>, _>("setup")? == c.setup;
                    if same {
                        outcomes.push(Outcome::Unchanged);
                        continue;
                    }
                    let row_id: i64 = row.try_get("id")?;
                    if kept {
                        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                            "{FACTS} WHERE p.id = $1 ORDER BY p.id, s.seat"
                        )))
                        .bind(row_id)
                        .fetch_all(&mut *tx)
                        .await?;
                        let at = change_of(&mut changes, entry.group);
                        for old in read_facts(&rows)? {
                            changes[at].count(&old, -1);
                        }
                    }
                    sqlx::query(
                        "UPDATE plays SET game = $2, played_at = $3, played_utc = $4, \
                         duration_min = $5, place = $6, note = $7, score = $8, setup = $9, \
                         result = $10, saved_at = $11, start_seat = $12, deleted_at = NULL \
                         WHERE id = $1",
                    )
                    .bind(row_id)
                    .bind(&c.game)
                    .bind(&c.played_at)
                    .bind(c.played_utc)
                    .bind(c.duration_min)
                    .bind(&c.place)
                    .bind(&c.note)
                    .bind(&c.score)
                    .bind(&c.setup)
                    .bind(&c.result)
                    .bind(entry.now)
                    .bind(c.start_seat)
                    .execute(&mut *tx)
                    .await?;
                    sqlx::query("DELETE FROM play_seats WHERE play = $1")
                        .bind(row_id)
                        .execute(&mut *tx)
                        .await?;
                    outcomes.push(Outcome::Replaced);
                    seated.push((row_id, entry));
                }

                // 2. Their players become the group's people (a name already
                //    known, in any case, is that person).
                let mut names: Vec<(i64, String, &str)> = Vec::new();
                for (_, entry) in &seated {
                    for player in &entry.checked.sheet.players {
                        names.push((entry.group, name_key(&player.name), player.name.trim()));
                    }
                }
                names.sort_by(|a, b| (a.0, &a.1).cmp(&(b.0, &b.1)));
                names.dedup_by(|a, b| a.0 == b.0 && a.1 == b.1);
                for chunk in in_statements(&names) {
                    let sql = format!(
                        "INSERT INTO people (group_id, name, name_key) VALUES {} \
                         ON CONFLICT (group_id, name_key) DO NOTHING",
                        marks.values(chunk.len(), 3)
                    );
                    let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
                    for (group, key, name) in chunk {
                        insert = insert.bind(*group).bind(*name).bind(key.as_str());
                    }
                    insert.execute(&mut *tx).await?;
                }
                let mut people: HashMap<(i64, String), i64> = HashMap::new();
                for (group, keys) in by_group(&names) {
                    for chunk in in_statements(&keys) {
                        let sql = format!(
                            "SELECT id, name_key FROM people WHERE group_id = {} \
                             AND name_key IN ({})",
                            marks.list(1, 1),
                            marks.list(2, chunk.len())
                        );
                        let mut select = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(group);
                        for key in chunk {
                            select = select.bind(*key);
                        }
                        for row in select.fetch_all(&mut *tx).await? {
                            people.insert((group, row.try_get("name_key")?), row.try_get("id")?);
                        }
                    }
                }

                // 3. Their seats, and what they add to the statistics.
                let mut seats: Vec<(i64, SeatFacts)> = Vec::new();
                for (row_id, entry) in &seated {
                    let sheet = &entry.checked.sheet;
                    let mut play = PlayFacts {
                        game: entry.checked.game.clone(),
                        month: PlayFacts::month_of(&entry.checked.played_at),
                        start_seat: entry.checked.start_seat,
                        seats: Vec::with_capacity(sheet.players.len()),
                    };
                    for (seat, player) in sheet.players.iter().enumerate() {
                        let person = people[&(entry.group, name_key(&player.name))];
                        play.seats.push(SeatFacts {
                            seat: seat as i64,
                            person,
                            total: player.total,
                            place: i64::from(player.rank),
                            winner: sheet.winners.contains(&player.name),
                        });
                    }
                    seats.extend(play.seats.iter().map(|s| (*row_id, s.clone())));
                    let at = change_of(&mut changes, entry.group);
                    changes[at].count(&play, 1);
                }
                for chunk in in_statements(&seats) {
                    let sql = format!(
                        "INSERT INTO play_seats (play, seat, person, total, place, winner) \
                         VALUES {}",
                        marks.values(chunk.len(), 6)
                    );
                    let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
                    for (row_id, seat) in chunk {
                        insert = insert
                            .bind(*row_id)
                            .bind(seat.seat)
                            .bind(seat.person)
                            .bind(seat.total)
                            .bind(seat.place)
                            .bind(i64::from(seat.winner));
                    }
                    insert.execute(&mut *tx).await?;
                }
            }
            for change in &changes {
                end_change!(tx, change);
            }
            tx.commit().await?;
            changes
        });
        let mut outcomes = outcomes.into_iter();
        Ok(jobs
            .iter()
            .map(|job| Saved {
                outcomes: outcomes.by_ref().take(job.plays.len()).collect(),
                stats_stale: changes
                    .iter()
                    .any(|c| c.group == job.group && c.tallies.is_none()),
            })
            .collect())
    }
}

/// A play of a batch.
struct Entry<'a> {
    group: i64,
    id: &'a PlayId,
    checked: &'a Checked,
    now: i64,
}

/// The batch cut where a play comes again (a retry beside its first try, or an
/// import that names a play twice): each part is written after the one before,
/// so the later copy finds the earlier one kept, as if sent one after another.
fn segments<'a, 'b>(plays: &'b [Entry<'a>]) -> Vec<&'b [Entry<'a>]> {
    let mut parts = Vec::new();
    let mut start = 0;
    let mut seen: HashSet<(i64, &str)> = HashSet::new();
    for (at, entry) in plays.iter().enumerate() {
        if !seen.insert((entry.group, entry.id.as_str())) {
            parts.push(&plays[start..at]);
            start = at;
            seen.clear();
            seen.insert((entry.group, entry.id.as_str()));
        }
    }
    parts.push(&plays[start..]);
    parts
}

/// Rows cut into statements of a power of two rows each (at most
/// [`ROWS_PER_STATEMENT`]): a few statement texts, each prepared once per
/// connection, rather than one for every size of batch.
fn in_statements<T>(rows: &[T]) -> impl Iterator<Item = &[T]> {
    let mut rest = rows;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let size = ROWS_PER_STATEMENT.min(1 << rest.len().ilog2());
        let (part, after) = rest.split_at(size);
        rest = after;
        Some(part)
    })
}

/// How a statement's parameters are written.
#[derive(Clone, Copy)]
enum Marks {
    /// `$1, $2, …` (PostgreSQL).
    Numbered,
    /// `?, ?, …` in order (SQLite, which looks each `$n` up by name in a list:
    /// quadratic over the hundreds of parameters of a batch).
    InOrder,
}

impl Marks {
    /// `count` parameters from number `first` on, separated by commas.
    fn list(self, first: usize, count: usize) -> String {
        let marks: Vec<String> = (first..first + count)
            .map(|n| match self {
                Marks::Numbered => format!("${n}"),
                Marks::InOrder => "?".to_owned(),
            })
            .collect();
        marks.join(", ")
    }

    /// `(…), (…)`: `rows` rows of `columns` parameters.
    fn values(self, rows: usize, columns: usize) -> String {
        (0..rows)
            .map(|row| format!("({})", self.list(row * columns + 1, columns)))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The name keys of each group (the names sorted by group).
fn by_group<'a>(names: &'a [(i64, String, &str)]) -> Vec<(i64, Vec<&'a str>)> {
    let mut groups: Vec<(i64, Vec<&str>)> = Vec::new();
    for (group, key, _) in names {
        match groups.last_mut() {
            Some((last, keys)) if last == group => keys.push(key),
            _ => groups.push((*group, vec![key])),
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_number_every_cell() {
        assert_eq!(Marks::Numbered.values(2, 3), "($1, $2, $3), ($4, $5, $6)");
        assert_eq!(Marks::InOrder.values(2, 2), "(?, ?), (?, ?)");
        assert_eq!(Marks::Numbered.list(2, 2), "$2, $3");
    }

    #[test]
    fn rows_go_in_statements_of_a_power_of_two() {
        let sizes = |n: usize| {
            let rows = vec![0; n];
            in_statements(&rows).map(<[i32]>::len).collect::<Vec<_>>()
        };
        assert_eq!(sizes(0), Vec::<usize>::new());
        assert_eq!(sizes(49), [32, 16, 1]);
        assert_eq!(sizes(300), [128, 128, 32, 8, 4]);
    }
}
