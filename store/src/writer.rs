//! Saving plays, several at a time: every save of this process is queued to one
//! writer task, which commits what is waiting in one transaction with a few
//! multi-row statements (a group commit). One save per transaction, 50 writers
//! waited 30–50 ms in the queue on this 2-core machine (`make bench`); a
//! transaction and a statement cost far more than one more row in it.
//!
//! A batch that fails is written again one save per transaction, so a save
//! fails only for what is wrong with it, and a save of several plays (an
//! import) is still all or nothing.

use crate::bulk::{Bulk, Entry};
use crate::model::{bind_play_columns, name_key, Checked, Outcome, PlayId};
use crate::tally::{PlayFacts, SeatFacts};
use crate::tally_rows::{begin_change, end_change, read_facts, Change, FACTS};
use crate::{Pool, StoreError};
use sqlx::pool::PoolConnection;
use sqlx::Row;
use sqlx::{Postgres, Sqlite};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{mpsc, oneshot};

/// Plays taken into one transaction at most (a larger import goes alone).
const MOST_PLAYS_PER_BATCH: usize = 256;

/// One request to save: the plays of one group, all or none.
pub(crate) struct SaveJob {
    pub group: i64,
    pub plays: Vec<(PlayId, Checked)>,
    pub now: i64,
    /// An import's plays: one the group already has, kept or deleted, is left
    /// as the group left it (never replaced or brought back).
    pub adds_only: bool,
    /// The most plays the group keeps, deleted ones aside.
    pub max_plays: i64,
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

/// The writer's connection, kept while saves keep coming: its prepared
/// statements stay ready (each of the pool's connections preparing the
/// batch statements afresh cost a batch milliseconds on PostgreSQL).
enum Held {
    Sqlite(PoolConnection<Sqlite>),
    Postgres(PoolConnection<Postgres>),
}

/// A batch this large says the writer is busy: the next one waits up to
/// [`LINGER`] for the savers it answered (PostgreSQL's `commit_delay`, in short).
const BUSY: usize = 8;
const LINGER: Duration = Duration::from_millis(1);

/// Given back after this long without a save (and at once by a pool of one
/// connection, which everything else needs too).
const HOLD: Duration = Duration::from_millis(100);

impl Writer {
    async fn serve(self, mut queue: mpsc::UnboundedReceiver<Queued>) {
        let mut held: Option<Held> = None;
        let mut last_batch = 0;
        loop {
            let first = if held.is_some() {
                match tokio::time::timeout(HOLD, queue.recv()).await {
                    Ok(Some(first)) => first,
                    Ok(None) => break,
                    Err(_) => {
                        held = None;
                        continue;
                    }
                }
            } else {
                match queue.recv().await {
                    Some(first) => first,
                    None => break,
                }
            };
            let mut plays = first.job.plays.len();
            let mut batch = vec![first];
            while plays < MOST_PLAYS_PER_BATCH {
                let Ok(next) = queue.try_recv() else { break };
                plays += next.job.plays.len();
                batch.push(next);
            }
            // Under load, the savers the last batch answered are about to save
            // again: a moment's wait lets them into this batch instead of the
            // next (a batch of one cost the other 49 writers its whole turn).
            if last_batch >= BUSY && plays < last_batch / 2 {
                let until = tokio::time::Instant::now() + LINGER;
                while plays < last_batch {
                    match tokio::time::timeout_at(until, queue.recv()).await {
                        Ok(Some(next)) => {
                            plays += next.job.plays.len();
                            batch.push(next);
                        }
                        _ => break,
                    }
                }
            }
            last_batch = plays;
            let _turn = match &self.turn {
                Some(turn) => Some(turn.lock().await),
                None => None,
            };
            let jobs: Vec<&SaveJob> = batch.iter().map(|q| &q.job).collect();
            match self.write(&mut held, &jobs).await {
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
                        let saved = self.write(&mut held, &[&queued.job]).await;
                        let _ = queued
                            .answer
                            .send(saved.map(|mut s| s.pop().expect("one job")));
                    }
                }
            }
            if self.pool_of_one() {
                held = None;
            }
        }
    }

    fn pool_of_one(&self) -> bool {
        match &self.pool {
            Pool::Sqlite(pool) => pool.options().get_max_connections() == 1,
            Pool::Postgres(pool) => pool.options().get_max_connections() == 1,
        }
    }

    /// Writes the jobs in one transaction on the held connection (taken from
    /// the pool if none is held; dropped after a failure, which may be its own).
    async fn write(
        &self,
        held: &mut Option<Held>,
        jobs: &[&SaveJob],
    ) -> Result<Vec<Saved>, StoreError> {
        if held.is_none() {
            *held = Some(match &self.pool {
                Pool::Sqlite(pool) => Held::Sqlite(pool.acquire().await?),
                Pool::Postgres(pool) => Held::Postgres(pool.acquire().await?),
            });
        }
        let written = self
            .write_on(held.as_mut().expect("held above"), jobs)
            .await;
        if written.is_err() {
            *held = None;
        }
        written
    }

    async fn write_on(&self, held: &mut Held, jobs: &[&SaveJob]) -> Result<Vec<Saved>, StoreError> {
        let plays: Vec<Entry> = jobs
            .iter()
            .flat_map(|job| {
                job.plays.iter().map(|(id, checked)| Entry {
                    group: job.group,
                    id,
                    checked,
                    now: job.now,
                    adds_only: job.adds_only,
                })
            })
            .collect();
        let mut groups: Vec<i64> = jobs.iter().map(|job| job.group).collect();
        // In one order in every transaction: two writers cannot deadlock.
        groups.sort_unstable();
        groups.dedup();
        let mut outcomes: Vec<Outcome> = Vec::with_capacity(plays.len());
        let changes = on_held!(held, |conn, begin| {
            let mut tx = sqlx::Connection::begin_with(&mut **conn, begin).await?;
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
                for (group, id, row_id) in Bulk::insert_plays(&mut *tx, segment).await? {
                    let entry = segment
                        .iter()
                        .find(|e| e.group == group && e.id.as_str() == id)
                        .expect("an inserted play is one of the segment's");
                    row_ids.insert((group, entry.id.as_str()), row_id);
                }
                let mut seated: Vec<(i64, &Entry)> = Vec::new();
                for entry in segment {
                    let c = entry.checked;
                    if let Some(&row_id) = row_ids.get(&(entry.group, entry.id.as_str())) {
                        outcomes.push(Outcome::Created);
                        seated.push((row_id, entry));
                        continue;
                    }
                    if entry.adds_only {
                        let deleted: Option<i64> = sqlx::query(
                            "SELECT deleted_at FROM plays WHERE group_id = $1 AND play_id = $2",
                        )
                        .bind(entry.group)
                        .bind(entry.id.as_str())
                        .fetch_one(&mut *tx)
                        .await?
                        .try_get("deleted_at")?;
                        outcomes.push(match deleted {
                            Some(_) => Outcome::DeletedHere,
                            None => Outcome::AlreadyHere,
                        });
                        continue;
                    }
                    let row = sqlx::query(
                        "SELECT id, game, played_at, duration_min, place, note, score, setup, \
                         rolls, rounds, deleted_at FROM plays WHERE group_id = $1 AND play_id = $2",
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
                        && row.try_get::<Option<String>, _>("setup")? == c.setup
                        && row.try_get::<Option<String>, _>("rolls")? == c.rolls
                        && row.try_get::<Option<String>, _>("rounds")? == c.rounds;
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
                    let update = sqlx::query(
                        "UPDATE plays SET game = $2, played_at = $3, played_utc = $4, \
                         duration_min = $5, place = $6, note = $7, score = $8, setup = $9, \
                         result = $10, saved_at = $11, start_seat = $12, unfinished = $13, \
                         rolls = $14, rounds = $15, deleted_at = NULL \
                         WHERE id = $1",
                    )
                    .bind(row_id);
                    bind_play_columns!(update, c, entry.now)
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
                let mut people: HashMap<(i64, String), i64> = HashMap::new();
                for (group, key, id) in Bulk::people(&mut *tx, &names).await? {
                    people.insert((group, key), id);
                }

                // 3. Their seats, and what they add to the statistics.
                let mut seats: Vec<(i64, SeatFacts)> = Vec::new();
                for (row_id, entry) in &seated {
                    let sheet = &entry.checked.sheet;
                    let mut play = PlayFacts {
                        game: entry.checked.game.clone(),
                        month: PlayFacts::month_of(&entry.checked.played_at),
                        start_seat: entry.checked.start_seat,
                        kind: entry.checked.kind.clone(),
                        unfinished: entry.checked.unfinished,
                        dice: PlayFacts::dice_of(entry.checked.rolls.as_deref()),
                        characters: PlayFacts::characters_of(entry.checked.rounds.as_deref()),
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
                Bulk::insert_seats(&mut *tx, &seats).await?;
            }
            // A group past its most plays: the whole batch is undone (and
            // written again save by save, so only that group's save fails).
            // Its rows are counted from the index of its ids first (cheap);
            // only a count past the most reads which are deleted.
            for job in jobs {
                let created = plays.iter().zip(&outcomes).any(|(e, o)| {
                    e.group == job.group && matches!(o, Outcome::Created | Outcome::Replaced)
                });
                if !created {
                    continue;
                }
                let rows: i64 =
                    sqlx::query_scalar("SELECT COUNT(*) FROM plays WHERE group_id = $1")
                        .bind(job.group)
                        .fetch_one(&mut *tx)
                        .await?;
                if rows <= job.max_plays {
                    continue;
                }
                let kept: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM plays WHERE group_id = $1 AND deleted_at IS NULL",
                )
                .bind(job.group)
                .fetch_one(&mut *tx)
                .await?;
                if kept > job.max_plays {
                    return Err(StoreError::GroupFull { max: job.max_plays });
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

/// Runs `$body` with `$conn` the held connection of its engine (and `$begin`
/// that engine's way of starting a write transaction, as `on_engine!`).
macro_rules! on_held {
    ($held:expr, |$conn:ident, $begin:ident| $body:expr) => {
        match $held {
            Held::Sqlite($conn) => {
                let $begin = "BEGIN IMMEDIATE";
                $body
            }
            Held::Postgres($conn) => {
                let $begin = "BEGIN";
                $body
            }
        }
    };
}
use on_held;

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
