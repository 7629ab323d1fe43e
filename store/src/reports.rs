//! An import's report, kept for the page the form comes back to: the report
//! travels as its number in the address, so a long one (many names, a long
//! place) never makes a header a proxy refuses (issue 46.5). Each is a small
//! JSON object, and a group keeps its last [`REPORTS_KEPT`].

use crate::groups::refuse_reading;
use crate::when::now_seconds;
use crate::{on_engine, Access, Store, StoreError};
use sqlx::Row;

/// A report's bytes at most: a BG Stats report names a few people and games,
/// each within a name's length, and is well under this.
pub const MAX_REPORT_BYTES: usize = 16 * 1024;
/// Reports a group keeps; an older one is gone, and its address shows none.
pub const REPORTS_KEPT: i64 = 20;

impl Store {
    /// Keeps a report (a JSON object within [`MAX_REPORT_BYTES`]) for the
    /// group, and gives its number.
    pub async fn keep_report(&self, access: &Access, report: &str) -> Result<i64, StoreError> {
        refuse_reading(access)?;
        if report.len() > MAX_REPORT_BYTES {
            return Err(StoreError::invalid(
                "report",
                format!("is longer than {MAX_REPORT_BYTES} bytes"),
            ));
        }
        if !serde_json::from_str::<serde_json::Value>(report).is_ok_and(|v| v.is_object()) {
            return Err(StoreError::invalid("report", "is not a JSON object"));
        }
        let _turn = self.write_turn().await;
        let id = on_engine!(self, |pool, begin| {
            let mut tx = pool.begin_with(begin).await?;
            let id: i64 = sqlx::query(
                "INSERT INTO import_reports (group_id, report, made_at) \
                 VALUES ($1, $2, $3) RETURNING id",
            )
            .bind(access.group)
            .bind(report)
            .bind(now_seconds())
            .fetch_one(&mut *tx)
            .await?
            .try_get("id")?;
            // Older than the group's last few: no page will ask for it.
            sqlx::query(
                "DELETE FROM import_reports WHERE group_id = $1 \
                 AND id NOT IN (SELECT id FROM import_reports WHERE group_id = $1 \
                 ORDER BY id DESC LIMIT $2)",
            )
            .bind(access.group)
            .bind(REPORTS_KEPT)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            id
        });
        Ok(id)
    }

    /// The group's report of that number, if it still keeps it.
    pub async fn report(&self, access: &Access, id: i64) -> Result<Option<String>, StoreError> {
        let report = on_engine!(self, |pool, _begin| {
            sqlx::query("SELECT report FROM import_reports WHERE group_id = $1 AND id = $2")
                .bind(access.group)
                .bind(id)
                .fetch_optional(pool)
                .await?
                .map(|row| row.try_get("report"))
                .transpose()?
        });
        Ok(report)
    }
}
