//! A group's statistics, aggregated by the database over the plays' seats (the
//! totals, places and winners `games` computed when each play was saved).
//!
//! A shared win counts as a win for each player who shares it; a win rate is wins
//! over plays. Deleted plays do not count.
//!
//! Computed statistics are kept in `group_stats` with the group's count of
//! changes when they were computed, and read back while no write has changed
//! the group since (every write that can change them bumps the count in its own
//! transaction: [`BUMP_CHANGES`]).

use super::plays::game_column;
use super::{on_engine, Access, Store, StoreError};
use games::GameId;
use serde::{Deserialize, Serialize};
use sqlx::Row;

/// Everything the statistics page shows.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct GroupStats {
    /// By name, without regard to case.
    pub people: Vec<PersonStats>,
    /// In the catalogue's order; games never played are left out.
    pub games: Vec<GameStats>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PersonStats {
    pub name: String,
    pub plays: i64,
    pub wins: i64,
    /// Per game played, in the catalogue's order.
    pub per_game: Vec<PersonGame>,
    /// Everyone this person has played with, most games together first.
    pub rivals: Vec<HeadToHead>,
}

impl PersonStats {
    /// Wins over plays, 0 to 1.
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.plays)
    }

    /// The person played with most often (ties: by name).
    pub fn most_frequent_rival(&self) -> Option<&HeadToHead> {
        self.rivals.first()
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PersonGame {
    pub game: GameId,
    pub plays: i64,
    pub wins: i64,
    pub total_points: i64,
    pub best: i64,
    /// By the number of players at the table, fewest first.
    pub by_players: Vec<TableSize>,
}

/// A person's games of one size of table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSize {
    pub players: i64,
    pub plays: i64,
    pub total_points: i64,
}

impl TableSize {
    pub fn average(&self) -> f64 {
        ratio(self.total_points, self.plays)
    }
}

impl PersonGame {
    pub fn average(&self) -> f64 {
        ratio(self.total_points, self.plays)
    }
}

/// How one person fared against another in the plays they were both in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeadToHead {
    pub rival: String,
    pub together: i64,
    /// Plays where this person finished in a better place than the rival.
    pub ahead: i64,
    pub behind: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameStats {
    pub game: GameId,
    pub plays: i64,
    /// The winners' totals (a shared win: each winner's) and how many.
    pub winning_points: i64,
    pub winners: i64,
    /// Plays per month (`YYYY-MM`, as the players' own dates), oldest first.
    pub per_month: Vec<(String, i64)>,
    /// Every final score and how many times it was reached, lowest first.
    pub distribution: Vec<(i64, i64)>,
    /// By seat (0-based, in the order the players were entered): plays and wins.
    pub by_seat: Vec<SeatRecord>,
    /// Plays whose setup recorded who opened the game, and how often that
    /// player won (`None` when no play recorded it).
    pub start_player: Option<StartRecord>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartRecord {
    pub plays: i64,
    pub wins: i64,
}

impl StartRecord {
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.plays)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub seat: i64,
    pub plays: i64,
    pub wins: i64,
}

impl SeatRecord {
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.plays)
    }
}

impl GameStats {
    pub fn average_winning_score(&self) -> f64 {
        ratio(self.winning_points, self.winners)
    }
}

fn ratio(part: i64, whole: i64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

/// SUMs are cast: PostgreSQL sums BIGINTs as NUMERIC. Every subquery is held to
/// the group's plays: over the whole table a statistics page took 8 s on SQLite
/// in a database of a million plays (`make bench`).
const PER_PERSON_AND_GAME: &str = "SELECT pe.id AS person, pe.name, p.game, n.players, \
     COUNT(*) AS plays, CAST(SUM(s.winner) AS BIGINT) AS wins, \
     CAST(SUM(s.total) AS BIGINT) AS points, MAX(s.total) AS best \
     FROM play_seats s JOIN plays p ON p.id = s.play JOIN people pe ON pe.id = s.person \
     JOIN (SELECT c.play, COUNT(*) AS players FROM play_seats c JOIN plays cp ON cp.id = c.play \
         WHERE cp.group_id = $1 GROUP BY c.play) n ON n.play = p.id \
     WHERE p.group_id = $1 AND p.deleted_at IS NULL \
     GROUP BY pe.id, pe.name, pe.name_key, p.game, n.players \
     ORDER BY pe.name_key, pe.id, p.game, n.players";

const BY_SEAT: &str = "SELECT p.game, s.seat, COUNT(*) AS plays, \
     CAST(SUM(s.winner) AS BIGINT) AS wins \
     FROM play_seats s JOIN plays p ON p.id = s.play \
     WHERE p.group_id = $1 AND p.deleted_at IS NULL GROUP BY p.game, s.seat ORDER BY s.seat";

const START_PLAYER: &str = "SELECT p.game, COUNT(*) AS plays, \
     CAST(SUM(s.winner) AS BIGINT) AS wins \
     FROM plays p JOIN play_seats s ON s.play = p.id AND s.seat = p.start_seat \
     WHERE p.group_id = $1 AND p.deleted_at IS NULL GROUP BY p.game";

const DISTRIBUTION: &str = "SELECT p.game, s.total, COUNT(*) AS times \
     FROM play_seats s JOIN plays p ON p.id = s.play \
     WHERE p.group_id = $1 AND p.deleted_at IS NULL GROUP BY p.game, s.total ORDER BY s.total";

const PAIRS: &str = "SELECT a.person, b_pe.name AS rival, COUNT(*) AS together, \
     CAST(SUM(CASE WHEN a.place < b.place THEN 1 ELSE 0 END) AS BIGINT) AS ahead, \
     CAST(SUM(CASE WHEN a.place > b.place THEN 1 ELSE 0 END) AS BIGINT) AS behind \
     FROM play_seats a JOIN play_seats b ON b.play = a.play AND b.person <> a.person \
     JOIN plays p ON p.id = a.play JOIN people b_pe ON b_pe.id = b.person \
     WHERE p.group_id = $1 AND p.deleted_at IS NULL \
     GROUP BY a.person, b.person, b_pe.name, b_pe.name_key \
     ORDER BY a.person, COUNT(*) DESC, b_pe.name_key";

const PER_GAME: &str = "SELECT p.game, COUNT(*) AS plays, \
     CAST(COALESCE(SUM(w.points), 0) AS BIGINT) AS winning_points, \
     CAST(COALESCE(SUM(w.winners), 0) AS BIGINT) AS winners \
     FROM plays p LEFT JOIN (SELECT ws.play, SUM(ws.total) AS points, COUNT(*) AS winners \
         FROM play_seats ws JOIN plays wp ON wp.id = ws.play \
         WHERE ws.winner = 1 AND wp.group_id = $1 GROUP BY ws.play) w ON w.play = p.id \
     WHERE p.group_id = $1 AND p.deleted_at IS NULL GROUP BY p.game";

const PER_MONTH: &str = "SELECT p.game, SUBSTR(p.played_at, 1, 7) AS month, COUNT(*) AS plays \
     FROM plays p WHERE p.group_id = $1 AND p.deleted_at IS NULL \
     GROUP BY p.game, SUBSTR(p.played_at, 1, 7) ORDER BY month";

/// The groups whose statistics a refresh is planned for.
fn planned(store: &Store) -> std::sync::MutexGuard<'_, std::collections::HashSet<i64>> {
    store
        .refreshing
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Run in the transaction of every write that can change a group's statistics.
pub(crate) const BUMP_CHANGES: &str = "UPDATE groups SET changes = changes + 1 WHERE id = $1";

/// Runs one of the queries below for the group and reads each row with `read`.
macro_rules! rows {
    ($pool:expr, $sql:expr, $group:expr, $read:expr) => {
        sqlx::query($sql)
            .bind($group)
            .fetch_all($pool)
            .await?
            .iter()
            .map($read)
            .collect::<Result<Vec<_>, sqlx::Error>>()?
    };
}

impl Store {
    /// The group's statistics (see the module's note on wins and ties): the kept
    /// ones while the group has not changed since, else computed and kept.
    pub async fn stats(&self, access: &Access) -> Result<GroupStats, StoreError> {
        self.stats_of(access.group).await
    }

    /// Computes a group's statistics again a moment after a write (unless that
    /// is already planned), so the next reader finds them kept: a statistics
    /// page opened after a save does not wait for the computation.
    pub(crate) fn refresh_stats_soon(&self, group: i64) {
        const SOON: std::time::Duration = std::time::Duration::from_millis(500);
        let Ok(runtime) = tokio::runtime::Handle::try_current() else {
            return;
        };
        if !planned(self).insert(group) {
            return;
        }
        let store = self.clone();
        runtime.spawn(async move {
            tokio::time::sleep(SOON).await;
            // A write from now on plans another refresh.
            planned(&store).remove(&group);
            // Failing here costs nothing: the next reader computes them.
            let _ = store.stats_of(group).await;
        });
    }

    async fn stats_of(&self, group: i64) -> Result<GroupStats, StoreError> {
        let (changes, kept) = on_engine!(self, |pool, _begin| {
            let row = sqlx::query(
                "SELECT g.changes, s.changes AS kept_at, s.stats FROM groups g \
                 LEFT JOIN group_stats s ON s.group_id = g.id WHERE g.id = $1",
            )
            .bind(group)
            .fetch_one(pool)
            .await?;
            let changes: i64 = row.try_get("changes")?;
            let kept_at: Option<i64> = row.try_get("kept_at")?;
            let stats: Option<String> = row.try_get("stats")?;
            (changes, stats.filter(|_| kept_at == Some(changes)))
        });
        // Kept statistics a later version cannot read are computed again.
        if let Some(stats) = kept.and_then(|text| serde_json::from_str(&text).ok()) {
            return Ok(stats);
        }
        // Computed after reading the count: kept under it, they are at least as
        // new as it says (a write meanwhile raises the count, and they are
        // computed again on the next read).
        let stats = self.computed_stats(group).await?;
        let text = serde_json::to_string(&stats).expect("statistics serialise");
        let _turn = self.write_turn().await;
        on_engine!(self, |pool, _begin| {
            sqlx::query(
                "INSERT INTO group_stats (group_id, changes, stats) VALUES ($1, $2, $3) \
                 ON CONFLICT (group_id) DO UPDATE SET changes = excluded.changes, \
                 stats = excluded.stats WHERE group_stats.changes < excluded.changes",
            )
            .bind(group)
            .bind(changes)
            .bind(&text)
            .execute(pool)
            .await?;
        });
        Ok(stats)
    }

    /// The group's statistics as the plays' seats give them now.
    async fn computed_stats(&self, group: i64) -> Result<GroupStats, StoreError> {
        let (by_person, pairs, by_game, by_month, by_seat, distribution, by_start) =
            on_engine!(self, |pool, _begin| {
                let by_person = rows!(pool, PER_PERSON_AND_GAME, group, |row| -> Result<
                    _,
                    sqlx::Error,
                > {
                    Ok((
                        row.try_get::<i64, _>("person")?,
                        row.try_get::<String, _>("name")?,
                        PersonGame {
                            game: game_column(row.try_get("game")?)?,
                            plays: row.try_get("plays")?,
                            wins: row.try_get("wins")?,
                            total_points: row.try_get("points")?,
                            best: row.try_get("best")?,
                            by_players: vec![TableSize {
                                players: row.try_get("players")?,
                                plays: row.try_get("plays")?,
                                total_points: row.try_get("points")?,
                            }],
                        },
                    ))
                });
                let pairs = rows!(pool, PAIRS, group, |row| -> Result<_, sqlx::Error> {
                    Ok((
                        row.try_get::<i64, _>("person")?,
                        HeadToHead {
                            rival: row.try_get("rival")?,
                            together: row.try_get("together")?,
                            ahead: row.try_get("ahead")?,
                            behind: row.try_get("behind")?,
                        },
                    ))
                });
                let by_game = rows!(pool, PER_GAME, group, |row| -> Result<_, sqlx::Error> {
                    Ok(GameStats {
                        game: game_column(row.try_get("game")?)?,
                        plays: row.try_get("plays")?,
                        winning_points: row.try_get("winning_points")?,
                        winners: row.try_get("winners")?,
                        per_month: Vec::new(),
                        distribution: Vec::new(),
                        by_seat: Vec::new(),
                        start_player: None,
                    })
                });
                let by_month = rows!(pool, PER_MONTH, group, |row| -> Result<_, sqlx::Error> {
                    Ok((
                        game_column(row.try_get("game")?)?,
                        row.try_get::<String, _>("month")?,
                        row.try_get::<i64, _>("plays")?,
                    ))
                });
                let by_seat = rows!(pool, BY_SEAT, group, |row| -> Result<_, sqlx::Error> {
                    Ok((
                        game_column(row.try_get("game")?)?,
                        SeatRecord {
                            seat: row.try_get("seat")?,
                            plays: row.try_get("plays")?,
                            wins: row.try_get("wins")?,
                        },
                    ))
                });
                let distribution =
                    rows!(pool, DISTRIBUTION, group, |row| -> Result<_, sqlx::Error> {
                        Ok((
                            game_column(row.try_get("game")?)?,
                            row.try_get::<i64, _>("total")?,
                            row.try_get::<i64, _>("times")?,
                        ))
                    });
                let by_start = rows!(pool, START_PLAYER, group, |row| -> Result<_, sqlx::Error> {
                    Ok((
                        game_column(row.try_get("game")?)?,
                        StartRecord {
                            plays: row.try_get("plays")?,
                            wins: row.try_get("wins")?,
                        },
                    ))
                });
                (
                    by_person,
                    pairs,
                    by_game,
                    by_month,
                    by_seat,
                    distribution,
                    by_start,
                )
            });

        let mut people: Vec<(i64, PersonStats)> = Vec::new();
        for (person, name, game) in by_person {
            if people.last().is_none_or(|(id, _)| *id != person) {
                people.push((
                    person,
                    PersonStats {
                        name,
                        plays: 0,
                        wins: 0,
                        per_game: Vec::new(),
                        rivals: Vec::new(),
                    },
                ));
            }
            let (_, stats) = people.last_mut().expect("pushed above");
            stats.plays += game.plays;
            stats.wins += game.wins;
            // One row per size of table: rows of the same game come together.
            match stats.per_game.last_mut() {
                Some(same) if same.game == game.game => {
                    same.plays += game.plays;
                    same.wins += game.wins;
                    same.total_points += game.total_points;
                    same.best = same.best.max(game.best);
                    same.by_players.extend(game.by_players);
                }
                _ => stats.per_game.push(game),
            }
        }
        for (_, stats) in &mut people {
            stats.per_game.sort_by_key(|g| catalogue_order(g.game));
        }
        for (person, pair) in pairs {
            if let Some((_, stats)) = people.iter_mut().find(|(id, _)| *id == person) {
                stats.rivals.push(pair);
            }
        }
        let mut games = by_game;
        games.sort_by_key(|g| catalogue_order(g.game));
        for (game, month, plays) in by_month {
            if let Some(stats) = games.iter_mut().find(|g| g.game == game) {
                stats.per_month.push((month, plays));
            }
        }
        for (game, record) in by_seat {
            if let Some(stats) = games.iter_mut().find(|g| g.game == game) {
                stats.by_seat.push(record);
            }
        }
        for (game, total, times) in distribution {
            if let Some(stats) = games.iter_mut().find(|g| g.game == game) {
                stats.distribution.push((total, times));
            }
        }
        for (game, record) in by_start {
            if let Some(stats) = games.iter_mut().find(|g| g.game == game) {
                stats.start_player = Some(record);
            }
        }
        Ok(GroupStats {
            people: people.into_iter().map(|(_, stats)| stats).collect(),
            games,
        })
    }
}

fn catalogue_order(game: GameId) -> usize {
    GameId::ALL
        .iter()
        .position(|&g| g == game)
        .unwrap_or(usize::MAX)
}

#[cfg(test)]
mod tests {
    use crate::{Location, NewPlay, PlayId, PlayedAt, Store};
    use games::{GameId, ScoreInput};
    use serde_json::json;
    use sqlx::Row;

    /// Whether the kept statistics are the group's current ones.
    async fn kept_current(store: &Store, group: i64) -> bool {
        let crate::Pool::Sqlite(pool) = &store.pool else {
            unreachable!("the memory store is SQLite")
        };
        let row = sqlx::query(
            "SELECT g.changes = s.changes AS current FROM groups g \
             JOIN group_stats s ON s.group_id = g.id WHERE g.id = $1",
        )
        .bind(group)
        .fetch_optional(pool)
        .await
        .unwrap();
        row.is_some_and(|row| row.get::<bool, _>("current"))
    }

    #[tokio::test]
    async fn statistics_are_computed_again_soon_after_a_write() {
        let store = Store::open(&Location::Memory).await.unwrap();
        let group = store.create_group("").await.unwrap();
        let access = store.access(group.token.as_str()).await.unwrap().unwrap();
        let score = json!({"players": [
            {"name": "Ann", "settlements": 5}, {"name": "Bo", "settlements": 2}, {"name": "Cy", "settlements": 2}]});
        let play = NewPlay {
            id: PlayId::parse("00000000-0000-4000-8000-000000000001").unwrap(),
            played_at: PlayedAt::parse("2026-11-24T20:00:00Z").unwrap(),
            input: ScoreInput::read(GameId::Catan, &score).unwrap(),
            score_json: score,
            setup: None,
            duration_min: None,
            place: None,
            note: None,
        };
        store.save_play(&access, play).await.unwrap();
        assert!(!kept_current(&store, access.group).await);
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
        assert!(kept_current(&store, access.group).await);
        assert!(store
            .delete_play(&access, "00000000-0000-4000-8000-000000000001")
            .await
            .unwrap());
        assert!(!kept_current(&store, access.group).await);
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
        assert!(kept_current(&store, access.group).await);
        assert!(store.stats(&access).await.unwrap().people.is_empty());
    }
}
