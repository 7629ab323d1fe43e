//! Setup records stored before every door checked them (issue 46) are tidied
//! once, when a store first opens after the upgrade: each keeps what still reads
//! ([`crate::kept_part_of`]: the record when it passes the check, else its seed
//! alone), so no later read pays for an unbounded record or shows a seed that
//! is none. Safe to run on several servers at once: each row's new value
//! depends only on the row.

use crate::model::game_column;
use crate::{on_engine, Store, StoreError, MAX_SETUP_BYTES};
use sqlx::Row;

const UPGRADE: &str = "setup records checked";
/// Rows read at a time; a record longer than the limit is read on its own.
const BATCH: i64 = 200;

impl Store {
    /// Tidies every stored setup record once; the number of records changed.
    pub(crate) async fn tidy_setup_records(&self) -> Result<u64, StoreError> {
        let limit = MAX_SETUP_BYTES as i64;
        if self.upgrade_done(UPGRADE).await? {
            return Ok(0);
        }
        let mut changed = 0;
        on_engine!(self, |pool, _begin| {
            let mut after = 0_i64;
            loop {
                // A record over the limit cannot pass the check: it is not read
                // whole with the batch, only on its own below.
                let rows = sqlx::query(
                    "SELECT id, game, CASE WHEN length(setup) <= $3 THEN setup END AS setup \
                     FROM plays WHERE setup IS NOT NULL AND id > $1 ORDER BY id LIMIT $2",
                )
                .bind(after)
                .bind(BATCH)
                .bind(limit)
                .fetch_all(pool)
                .await?;
                let Some(last) = rows.last() else { break };
                after = last.try_get("id")?;
                for row in rows {
                    let id: i64 = row.try_get("id")?;
                    let game = game_column(row.try_get("game")?)?;
                    let stored: Option<String> = match row.try_get("setup")? {
                        Some(text) => Some(text),
                        None => sqlx::query_scalar("SELECT setup FROM plays WHERE id = $1")
                            .bind(id)
                            .fetch_optional(pool)
                            .await?
                            .flatten(),
                    };
                    let Some(stored) = stored else { continue };
                    let kept = serde_json::from_str(&stored)
                        .ok()
                        .and_then(|record| crate::kept_part_of(game, &record))
                        .map(|record| record.to_string());
                    if kept.as_deref() != Some(stored.as_str()) {
                        // Only the record read: a play saved since keeps its own.
                        sqlx::query("UPDATE plays SET setup = $2 WHERE id = $1 AND setup = $3")
                            .bind(id)
                            .bind(kept)
                            .bind(&stored)
                            .execute(pool)
                            .await?;
                        changed += 1;
                    }
                }
            }
        });
        self.note_upgrade_done(UPGRADE).await?;
        Ok(changed)
    }
}
