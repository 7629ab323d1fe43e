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

use super::figures::{GroupStats, PersonRecord, Streaks};
use super::model::damaged_game;
use super::tally::{PlayFacts, Tallies};
use super::tally_rows::{FactsReader, FACTS};
use super::{on_engine, Access, Store, StoreError};
use sqlx::Row;

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
        let people = self.people_keys(access.group).await?;
        Ok(tallies.stats(&people).map_err(damaged_game)?)
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
        let key = crate::model::name_key(name);
        let Some((id, name, _)) = people.iter().find(|p| p.2 == key) else {
            return Ok(None);
        };
        let Some(stats) = tallies.person(*id, name, &people).map_err(damaged_game)? else {
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
             AND p.unfinished = 0 \
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
        Ok(tallies.stats(&people).map_err(damaged_game)?)
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

    /// What each of the group's plays (not the deleted ones) adds to its
    /// tallies. Its rows are read as a stream: each seat's row carries its
    /// play's rolls (up to 3 KB) and rounds (up to about 20 KB), and a group
    /// of 50,000 plays is never held whole, only what each play adds.
    async fn plays_facts(&self, group: i64) -> Result<Vec<PlayFacts>, StoreError> {
        use futures_util::TryStreamExt;
        Ok(on_engine!(self, |pool, _begin| {
            let query = format!(
                "{FACTS} WHERE p.group_id = $1 AND p.deleted_at IS NULL ORDER BY p.id, s.seat"
            );
            let mut rows = sqlx::query(sqlx::AssertSqlSafe(query))
                .bind(group)
                .fetch(pool);
            let mut facts = FactsReader::default();
            while let Some(row) = rows.try_next().await? {
                facts.add(&row)?;
            }
            facts.plays()
        }))
    }
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
        // Made again in the background, however long a busy machine takes.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while !kept_current(&store, access.group).await {
            assert!(
                std::time::Instant::now() < deadline,
                "not made again in 30 s"
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        assert!(store
            .delete_play(&access, "00000000-0000-4000-8000-000000000001")
            .await
            .unwrap());
        assert!(kept_current(&store, access.group).await);
        assert!(store.stats(&access).await.unwrap().people.is_empty());
    }
}
