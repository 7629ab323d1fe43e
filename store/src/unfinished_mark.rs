//! Plays saved before `plays.unfinished` existed (issue 49.1) are marked once,
//! when a store first opens after the upgrade: each play's score is scored
//! again, and one the rules call not over (`ScoreSheet::not_over`) becomes
//! unfinished. Its group's kept tallies are made stale, so the statistics count
//! it again without its wins. Safe to run on several servers at once: a row
//! only ever goes from 0 to 1.

use crate::model::{game_column, PlayInput};
use crate::{on_engine, Store, StoreError};
use sqlx::Row;

const UPGRADE: &str = "unfinished plays marked";
/// Rows read at a time.
const BATCH: i64 = 200;

/// Whether a stored score is of a game that is not over (a score that no
/// longer reads is left as it was: finished).
fn not_over(game: games::GameId, score: &str) -> bool {
    serde_json::from_str(score)
        .ok()
        .and_then(|score| PlayInput::read(game, &score).ok())
        .and_then(|input| input.score().ok())
        .is_some_and(|sheet| sheet.not_over())
}

impl Store {
    /// Marks every stored play that is not over, once; how many were marked.
    pub(crate) async fn mark_unfinished_plays(&self) -> Result<u64, StoreError> {
        if self.upgrade_done(UPGRADE).await? {
            return Ok(0);
        }
        let mut marked = 0;
        on_engine!(self, |pool, begin| {
            let mut after = 0_i64;
            loop {
                let rows = sqlx::query(
                    "SELECT id, group_id, game, score FROM plays \
                     WHERE id > $1 AND unfinished = 0 ORDER BY id LIMIT $2",
                )
                .bind(after)
                .bind(BATCH)
                .fetch_all(pool)
                .await?;
                let Some(last) = rows.last() else { break };
                after = last.try_get("id")?;
                for row in rows {
                    let game = game_column(row.try_get("game")?)?;
                    if !not_over(game, &row.try_get::<String, _>("score")?) {
                        continue;
                    }
                    let id: i64 = row.try_get("id")?;
                    let group: i64 = row.try_get("group_id")?;
                    let mut tx = pool.begin_with(begin).await?;
                    sqlx::query("UPDATE plays SET unfinished = 1 WHERE id = $1")
                        .bind(id)
                        .execute(&mut *tx)
                        .await?;
                    // A change to the group: its kept tallies are no longer
                    // current, and the next reader counts them again.
                    sqlx::query("UPDATE groups SET changes = changes + 1 WHERE id = $1")
                        .bind(group)
                        .execute(&mut *tx)
                        .await?;
                    tx.commit().await?;
                    marked += 1;
                }
            }
        });
        self.note_upgrade_done(UPGRADE).await?;
        Ok(marked)
    }
}
