//! One-off upgrades of stored rows (`setup_tidy`, `unfinished_mark`), run when
//! a store opens: each is noted in `upgrades` once done, so a store pays for it
//! once. Each upgrade must be safe to run on several servers at once, since two
//! may start before either notes it done.

use crate::when::now_seconds;
use crate::{on_engine, Store, StoreError};

impl Store {
    /// Whether the upgrade of this name has run to its end on this store.
    pub(crate) async fn upgrade_done(&self, name: &str) -> Result<bool, StoreError> {
        let done = on_engine!(self, |pool, _begin| {
            sqlx::query("SELECT 1 FROM upgrades WHERE name = $1")
                .bind(name)
                .fetch_optional(pool)
                .await?
                .is_some()
        });
        Ok(done)
    }

    /// Notes the upgrade of this name done (once: a second note is no change).
    pub(crate) async fn note_upgrade_done(&self, name: &str) -> Result<(), StoreError> {
        on_engine!(self, |pool, _begin| {
            sqlx::query(
                "INSERT INTO upgrades (name, done_at) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
            )
            .bind(name)
            .bind(now_seconds())
            .execute(pool)
            .await?;
        });
        Ok(())
    }
}
