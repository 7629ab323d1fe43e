//! A group's statistics: the totals, places and winners `games` computed when
//! each play was saved, summed in running tallies (`tally.rs`).
//!
//! A shared win counts as a win for each player who shares it; a win rate is wins
//! over plays. Against chance (`chance.rs`) a shared win counts as its share,
//! so each table gives one win in all, as chance does. Deleted plays do not count.
//!
//! The tallies are kept in `group_stats` with the group's count of changes:
//! every write that can change them raises the count and carries the tallies
//! along in its own transaction (`begin_change!` … `end_change!`). Tallies that
//! were not current then (a group from before they were kept, or a bulk load
//! past the store) are made again from the plays by the next reader, or soon
//! after such a write.

use super::chance::RateEstimate;
use super::tally::{read_facts, PlayFacts, Tallies, FACTS};
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
    /// The win rate against chance, a shared win counted as its share.
    pub estimate: RateEstimate,
    /// The same at each size of table, every game together, fewest players first.
    pub by_players: Vec<TableRate>,
}

/// A person's wins at tables of one size.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TableRate {
    pub players: i64,
    pub plays: i64,
    pub wins: i64,
    pub estimate: RateEstimate,
}

impl TableRate {
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.plays)
    }
}

impl PersonStats {
    /// Wins over plays, 0 to 1.
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.plays)
    }

    /// The games played most (all of them when several share the most), in
    /// the catalogue's order.
    pub fn favourite_games(&self) -> Vec<GameId> {
        let most = self.per_game.iter().map(|g| g.plays).max().unwrap_or(0);
        self.per_game
            .iter()
            .filter(|g| g.plays == most)
            .map(|g| g.game)
            .collect()
    }

    /// The rivals who finished ahead of this person most often (all who share
    /// the most), by name; none when nobody ever did.
    pub fn beaten_most_by(&self) -> Vec<&HeadToHead> {
        most_of(&self.rivals, |r| r.behind)
    }

    /// The rivals this person finished ahead of most often, as above.
    pub fn beats_most(&self) -> Vec<&HeadToHead> {
        most_of(&self.rivals, |r| r.ahead)
    }

    /// The people played with most often: all of them when several share
    /// the most games together (naming one would be arbitrary), by name.
    pub fn most_frequent_rivals(&self) -> Vec<&HeadToHead> {
        let most = self.rivals.first().map_or(0, |r| r.together);
        self.rivals
            .iter()
            .take_while(|r| r.together == most)
            .collect()
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
    pub wins: i64,
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
    /// Every play's seats.
    pub seating: Seating,
    /// The same for each kind of setup recorded (Catan's board mode, Citadels'
    /// edition), then for each size of table when there were several, fewest
    /// players first.
    pub splits: Vec<SeatSplit>,
}

/// How the seats of some plays fared.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Seating {
    pub plays: i64,
    /// By seat (0-based, in the order the players were entered): plays and wins.
    pub by_seat: Vec<SeatRecord>,
    /// Plays whose setup recorded who opened the game, and how often that
    /// player won (`None` when no play recorded it).
    pub start_player: Option<StartRecord>,
}

/// The seats of the plays of one kind of setup or one size of table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatSplit {
    pub by: SplitBy,
    #[serde(flatten)]
    pub seating: Seating,
}

/// What a [`SeatSplit`] takes the plays by.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SplitBy {
    /// The setup's kind by its query id (`balanced`, `2016`; see
    /// `games::setup_query::SetupOptions::kind`).
    Kind(String),
    /// The number of players at the table.
    Players(i64),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StartRecord {
    pub plays: i64,
    pub wins: i64,
    /// The rate against chance, a shared win counted as its share.
    pub estimate: RateEstimate,
}

impl StartRecord {
    pub fn win_rate(&self) -> f64 {
        ratio(self.wins, self.plays)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatRecord {
    pub seat: i64,
    pub plays: i64,
    pub wins: i64,
    /// The rate against chance, a shared win counted as its share.
    pub estimate: RateEstimate,
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

/// The rivals with the highest count above 0, by name.
fn most_of(rivals: &[HeadToHead], count: impl Fn(&HeadToHead) -> i64) -> Vec<&HeadToHead> {
    let most = rivals.iter().map(&count).max().unwrap_or(0);
    let mut all: Vec<&HeadToHead> = rivals
        .iter()
        .filter(|r| most > 0 && count(r) == most)
        .collect();
    all.sort_by_key(|r| crate::plays::name_key(&r.rival));
    all
}

/// A person's page: their figures and their runs of wins and losses.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PersonRecord {
    pub stats: PersonStats,
    pub streaks: Streaks,
}

/// Runs of plays in a row, by the players' own dates (a shared win is a win).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Streaks {
    pub longest_wins: i64,
    pub longest_losses: i64,
    /// The run the last play ended: how many, and whether they were wins.
    pub current: i64,
    pub current_wins: bool,
}

impl Streaks {
    /// The runs after one more play.
    pub fn after(self, won: bool) -> Streaks {
        let current = if self.current > 0 && self.current_wins == won {
            self.current + 1
        } else {
            1
        };
        Streaks {
            current,
            current_wins: won,
            longest_wins: if won {
                self.longest_wins.max(current)
            } else {
                self.longest_wins
            },
            longest_losses: if won {
                self.longest_losses
            } else {
                self.longest_losses.max(current)
            },
        }
    }
}

fn ratio(part: i64, whole: i64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

/// The groups whose statistics a refresh is planned for.
fn planned(store: &Store) -> std::sync::MutexGuard<'_, std::collections::HashSet<i64>> {
    store
        .refreshing
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Store {
    /// The group's statistics (see the module's note on wins and ties): the kept
    /// tallies, kept up to date by every write; tallied afresh when they were not.
    pub async fn stats(&self, access: &Access) -> Result<GroupStats, StoreError> {
        let _turn = self.heavy_read_turn().await;
        self.stats_of(access.group).await
    }

    /// The group's statistics tallied afresh from its plays, past the kept
    /// tallies (tests compare the two).
    #[doc(hidden)]
    pub async fn stats_tallied_afresh(&self, access: &Access) -> Result<GroupStats, StoreError> {
        let tallies = Tallies::fold(&self.plays_facts(access.group).await?);
        Ok(tallies.stats(&self.people_keys(access.group).await?)?)
    }

    /// How many seats lack their play or their person (none ever should: on
    /// PostgreSQL the store, not a foreign key, keeps them, see migration 0006).
    #[doc(hidden)]
    pub async fn seats_lacking_play_or_person(&self) -> Result<i64, StoreError> {
        Ok(on_engine!(self, |pool, _begin| {
            sqlx::query_scalar(
                "SELECT COUNT(*) FROM play_seats s \
                 LEFT JOIN plays p ON p.id = s.play LEFT JOIN people h ON h.id = s.person \
                 WHERE p.id IS NULL OR h.id IS NULL",
            )
            .fetch_one(pool)
            .await?
        }))
    }

    /// Tallies a group's plays afresh a moment after a write that found its
    /// tallies out of date (unless that is already planned), so the next reader
    /// does not wait for it.
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

    /// The page of the person called `name` (any case): `None` when no one of
    /// the group is, or they have no plays.
    pub async fn person_record(
        &self,
        access: &Access,
        name: &str,
    ) -> Result<Option<PersonRecord>, StoreError> {
        let _turn = self.heavy_read_turn().await;
        let tallies = self.tallies_of(access.group).await?;
        let people = self.people_keys(access.group).await?;
        let key = crate::plays::name_key(name);
        let Some((id, name, _)) = people.iter().find(|p| p.2 == key) else {
            return Ok(None);
        };
        let Some(stats) = tallies.person(*id, name, &people)? else {
            return Ok(None);
        };
        let streaks = self.streaks(access.group, *id).await?;
        Ok(Some(PersonRecord { stats, streaks }))
    }

    /// A person's runs, their plays read oldest first as a stream: a person
    /// of 50,000 plays is never held whole.
    async fn streaks(&self, group: i64, person: i64) -> Result<Streaks, StoreError> {
        use futures_util::TryStreamExt;
        const WON: &str = "SELECT s.winner FROM play_seats s JOIN plays p ON p.id = s.play \
             WHERE s.person = $1 AND p.group_id = $2 AND p.deleted_at IS NULL \
             ORDER BY p.played_utc, p.id";
        Ok(on_engine!(self, |pool, _begin| {
            // A flag stored as 0 or 1 on both engines.
            let mut rows = sqlx::query_scalar::<_, i64>(WON)
                .bind(person)
                .bind(group)
                .fetch(pool);
            let mut streaks = Streaks::default();
            while let Some(won) = rows.try_next().await? {
                streaks = streaks.after(won == 1);
            }
            streaks
        }))
    }

    /// The group's tallies: the kept ones when current, else tallied afresh.
    async fn tallies_of(&self, group: i64) -> Result<Tallies, StoreError> {
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
        match kept.as_deref().and_then(Tallies::read) {
            Some(tallies) => Ok(tallies),
            None => self.fold_and_keep(group, changes).await,
        }
    }

    async fn stats_of(&self, group: i64) -> Result<GroupStats, StoreError> {
        let tallies = self.tallies_of(group).await?;
        // Read after the tallies: everyone they count has a name.
        let people = self.people_keys(group).await?;
        Ok(tallies.stats(&people)?)
    }

    /// Tallies the group's plays afresh and keeps the tallies under the count
    /// of changes read before: they are at least as new as it says (a write
    /// meanwhile raised the count, and the next reader tallies again).
    async fn fold_and_keep(&self, group: i64, changes: i64) -> Result<Tallies, StoreError> {
        let plays = self.plays_facts(group).await?;
        let tallies = Tallies::fold(&plays);
        let _turn = self.write_turn().await;
        on_engine!(self, |pool, _begin| {
            sqlx::query(
                "INSERT INTO group_stats (group_id, changes, stats) VALUES ($1, $2, $3) \
                 ON CONFLICT (group_id) DO UPDATE SET changes = excluded.changes, \
                 stats = excluded.stats WHERE group_stats.changes < excluded.changes",
            )
            .bind(group)
            .bind(changes)
            .bind(tallies.text())
            .execute(pool)
            .await?;
        });
        Ok(tallies)
    }

    /// The group's people (`id, name, name_key`) in the order of their keys.
    async fn people_keys(&self, group: i64) -> Result<Vec<(i64, String, String)>, StoreError> {
        Ok(on_engine!(self, |pool, _begin| {
            sqlx::query(
                "SELECT id, name, name_key FROM people WHERE group_id = $1 \
                 ORDER BY name_key, id",
            )
            .bind(group)
            .fetch_all(pool)
            .await?
            .iter()
            .map(|row| -> Result<(i64, String, String), sqlx::Error> {
                Ok((
                    row.try_get("id")?,
                    row.try_get("name")?,
                    row.try_get("name_key")?,
                ))
            })
            .collect::<Result<Vec<_>, _>>()?
        }))
    }

    /// What each of the group's plays (not the deleted ones) adds to its tallies.
    async fn plays_facts(&self, group: i64) -> Result<Vec<PlayFacts>, StoreError> {
        Ok(on_engine!(self, |pool, _begin| {
            let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
                "{FACTS} WHERE p.group_id = $1 AND p.deleted_at IS NULL ORDER BY p.id, s.seat"
            )))
            .bind(group)
            .fetch_all(pool)
            .await?;
            read_facts(&rows)?
        }))
    }
}

pub(crate) fn catalogue_order(game: GameId) -> usize {
    GameId::ALL
        .iter()
        .position(|&g| g == game)
        .unwrap_or(usize::MAX)
}

#[cfg(test)]
mod tests {
    use crate::{Location, NewPlay, Store};
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
    async fn statistics_are_kept_by_every_write_and_made_again_when_out_of_date() {
        let store = Store::open(&Location::Memory).await.unwrap();
        let group = store.create_group("").await.unwrap();
        let access = store.access(group.token.as_str()).await.unwrap().unwrap();
        let play = crate::plays::test_play(1);
        // A new group's tallies are kept from the start and carried by every write.
        assert!(kept_current(&store, access.group).await);
        store.save_play(&access, play.clone()).await.unwrap();
        assert!(kept_current(&store, access.group).await);
        assert_eq!(store.stats(&access).await.unwrap().people.len(), 3);

        // Written past the store (as the benchmark's bulk load does): the next
        // write leaves them for a refresh a moment later.
        let crate::Pool::Sqlite(pool) = &store.pool else {
            unreachable!("the memory store is SQLite")
        };
        sqlx::query("UPDATE groups SET changes = changes + 1")
            .execute(pool)
            .await
            .unwrap();
        store
            .save_play(
                &access,
                NewPlay {
                    note: Some("again".into()),
                    ..play
                },
            )
            .await
            .unwrap();
        assert!(!kept_current(&store, access.group).await);
        tokio::time::sleep(std::time::Duration::from_millis(1500)).await;
        assert!(kept_current(&store, access.group).await);
        assert!(store
            .delete_play(&access, "00000000-0000-4000-8000-000000000001")
            .await
            .unwrap());
        assert!(kept_current(&store, access.group).await);
        assert!(store.stats(&access).await.unwrap().people.is_empty());
    }
}
