//! Who sits where at a live table, and the host's two locks: with the seats
//! locked a phone changes only its own seat's fields, with joining locked no
//! phone takes a seat it did not have. The host's phone, holding the table's
//! host key, is bound by neither.

use crate::live_table::{check_client, stored_json, LiveTable, TableCode};
use crate::token::Token;
use crate::when::now_seconds;
use crate::{on_engine, Store, StoreError};
use games::live::Change;
use serde_json::Value;
use sqlx::Row;

/// Whether `key` is the host key kept (as its hash) for a table.
pub(crate) fn is_host_key(key: &str, host_hash: &str) -> bool {
    Token::parse(key).is_some_and(|token| token.hash() == host_hash)
}

/// A UUID (version 4 in form) drawn from a table's kept host-key hash: its
/// play's id, the same whenever the table is finished.
fn play_id_of(host_hash: &str) -> crate::PlayId {
    let hex: Vec<u8> = host_hash.bytes().take(32).collect();
    let mut digits = String::from_utf8(hex).expect("a hash is hexadecimal");
    // Version 4, variant 10xx, as a client-made UUID would say.
    digits.replace_range(12..13, "4");
    let variant = u8::from_str_radix(&digits[16..17], 16).expect("hex") & 0x3 | 0x8;
    digits.replace_range(16..17, &format!("{variant:x}"));
    let id = format!(
        "{}-{}-{}-{}-{}",
        &digits[0..8],
        &digits[8..12],
        &digits[12..16],
        &digits[16..20],
        &digits[20..32]
    );
    crate::PlayId::parse(&id).expect("a UUID's form")
}

/// A table's locks, as its host set them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Locks {
    pub seats: bool,
    pub joining: bool,
}

impl Locks {
    /// Whether a phone sitting at `seat` (or at none) may make `change` to
    /// `input`; the host is not asked.
    pub(crate) fn allow(
        &self,
        change: &Change,
        seat: Option<i64>,
        input: &Value,
    ) -> Result<(), StoreError> {
        let seats = input["players"].as_array().map_or(0, Vec::len);
        let target = change.path.player;
        if self.joining && target == Some(seats) {
            return Err(StoreError::JoiningLocked(
                "the host has locked joining: no new seats".into(),
            ));
        }
        let own_seat =
            matches!((target, seat), (Some(target), Some(seat)) if target as i64 == seat);
        if self.seats && !own_seat {
            return Err(StoreError::Locked(match seat {
                Some(seat) => format!(
                    "the host has locked the seats: this phone changes only players[{seat}]"
                ),
                None => "the host has locked the seats: take a seat to change it".into(),
            }));
        }
        Ok(())
    }

    /// Whether a phone sitting at `seat` (or at none) may move what the
    /// table shares (its dice, its call): any phone, unless the host has
    /// locked the seats or joining, when only a seated phone does (`to`:
    /// what it would do, "roll"). The host is not asked.
    pub(crate) fn allow_shared(&self, seat: Option<i64>, to: &str) -> Result<(), StoreError> {
        if (self.seats || self.joining) && seat.is_none() {
            return Err(StoreError::Locked(format!(
                "the host has locked the table: take a seat to {to}"
            )));
        }
        Ok(())
    }
}

impl Store {
    /// The table and the id its play takes when the host finishes it (the
    /// same every time, so finishing again is the same play, never a second);
    /// `None` if there is no such table, [`StoreError::NotHost`] for a wrong key.
    pub async fn table_to_finish(
        &self,
        code: &str,
        host_key: &str,
    ) -> Result<Option<(LiveTable, crate::PlayId)>, StoreError> {
        let Some(table_code) = TableCode::parse(code) else {
            return Ok(None);
        };
        let host_hash: Option<String> = on_engine!(self, |pool, _begin| {
            sqlx::query_scalar(
                "SELECT host_hash FROM live_tables WHERE code = $1 AND touched_at >= $2",
            )
            .bind(table_code.as_str())
            .bind(self.live_cutoff())
            .fetch_optional(pool)
            .await?
        });
        let Some(host_hash) = host_hash else {
            return Ok(None);
        };
        if !is_host_key(host_key, &host_hash) {
            return Err(StoreError::NotHost);
        }
        let Some(table) = self.table(code).await? else {
            return Ok(None);
        };
        Ok(Some((table, play_id_of(&host_hash))))
    }

    /// Seats phone `client` at `seat` (or at none: a phone that only watches);
    /// `None` if there is no such table. A seat is one phone's; with joining
    /// locked a phone keeps the seat it had, with the seats locked it cannot
    /// move.
    pub async fn take_seat(
        &self,
        code: &str,
        client: &str,
        seat: Option<i64>,
    ) -> Result<Option<LiveTable>, StoreError> {
        check_client(client, 1)?;
        let Some(table_code) = TableCode::parse(code) else {
            return Ok(None);
        };
        let cutoff = self.live_cutoff();
        let _turn = self.write_turn().await;
        let on_postgres = matches!(self.pool, crate::Pool::Postgres(_));
        let seated = on_engine!(self, |pool, begin| {
            let mut tx = pool.begin_with(begin).await?;
            let row = sqlx::query(
                "UPDATE live_tables SET touched_at = $3 WHERE code = $1 AND touched_at >= $2 \
                 RETURNING id, input, seats_locked, joining_locked",
            )
            .bind(table_code.as_str())
            .bind(cutoff)
            .bind(now_seconds())
            .fetch_optional(&mut *tx)
            .await?;
            let Some(row) = row else {
                return Ok(None);
            };
            let id: i64 = row.try_get("id")?;
            let seats = stored_json(&row.try_get::<String, _>("input")?)?["players"]
                .as_array()
                .map_or(0, Vec::len) as i64;
            let had: Option<i64> = sqlx::query_scalar(
                "SELECT seat FROM live_seats WHERE table_id = $1 AND client = $2",
            )
            .bind(id)
            .bind(client)
            .fetch_optional(&mut *tx)
            .await?;
            if had != seat {
                // Sitting down anew with another phone id would be moving too.
                if row.try_get::<i64, _>("seats_locked")? == 1 {
                    return Err(StoreError::Locked(
                        "the host has locked the seats: phones keep the seats they have".into(),
                    ));
                }
                if row.try_get::<i64, _>("joining_locked")? == 1 && had.is_none() {
                    return Err(StoreError::JoiningLocked(
                        "the host has locked joining: no new phones take a seat".into(),
                    ));
                }
            }
            if had != seat {
                crate::live_watch::notify_in!(tx, on_postgres, table_code.as_str(), 0);
            }
            match seat {
                Some(seat) => {
                    if !(0..seats).contains(&seat) {
                        return Err(StoreError::invalid(
                            "seat",
                            format!("is no seat: the table has {seats} players (from 0)"),
                        ));
                    }
                    let holder: Option<String> = sqlx::query_scalar(
                        "SELECT client FROM live_seats WHERE table_id = $1 AND seat = $2",
                    )
                    .bind(id)
                    .bind(seat)
                    .fetch_optional(&mut *tx)
                    .await?;
                    if holder.is_some_and(|holder| holder != client) {
                        return Err(StoreError::invalid("seat", "is another phone's"));
                    }
                    sqlx::query(
                        "INSERT INTO live_seats (table_id, client, seat) VALUES ($1, $2, $3) \
                         ON CONFLICT (table_id, client) DO UPDATE SET seat = excluded.seat",
                    )
                    .bind(id)
                    .bind(client)
                    .bind(seat)
                    .execute(&mut *tx)
                    .await?;
                }
                None => {
                    sqlx::query("DELETE FROM live_seats WHERE table_id = $1 AND client = $2")
                        .bind(id)
                        .bind(client)
                        .execute(&mut *tx)
                        .await?;
                }
            }
            tx.commit().await?;
            true
        });
        if !seated {
            return Ok(None);
        }
        self.live_hub.tell(table_code.as_str(), 0);
        self.table(code).await
    }

    /// The seat phone `client` holds at table `code`, if any: a phone told
    /// its own seat knows when the host has freed it, however late it looks.
    pub async fn seat_of(&self, code: &str, client: &str) -> Result<Option<i64>, StoreError> {
        check_client(client, 1)?;
        let Some(table_code) = TableCode::parse(code) else {
            return Ok(None);
        };
        let seat = on_engine!(self, |pool, _begin| {
            sqlx::query_scalar::<_, i64>(
                "SELECT s.seat FROM live_seats s JOIN live_tables t ON t.id = s.table_id \
                 WHERE t.code = $1 AND s.client = $2",
            )
            .bind(table_code.as_str())
            .bind(client)
            .fetch_optional(pool)
            .await?
        });
        Ok(seat)
    }

    /// Marks table `code` saved to a group (its host's Finish went through),
    /// and tells its phones; `false` if there is no such table.
    pub async fn mark_table_saved(&self, code: &str) -> Result<bool, StoreError> {
        let Some(table_code) = TableCode::parse(code) else {
            return Ok(false);
        };
        let on_postgres = matches!(self.pool, crate::Pool::Postgres(_));
        let _turn = self.write_turn().await;
        let found = on_engine!(self, |pool, begin| {
            let mut tx = pool.begin_with(begin).await?;
            let marked = sqlx::query(
                "UPDATE live_tables SET saved_at = $2, touched_at = $2 WHERE code = $1",
            )
            .bind(table_code.as_str())
            .bind(now_seconds())
            .execute(&mut *tx)
            .await?
            .rows_affected();
            if marked > 0 {
                crate::live_watch::notify_in!(tx, on_postgres, table_code.as_str(), 0);
            }
            tx.commit().await?;
            marked > 0
        });
        if found {
            self.live_hub.tell(table_code.as_str(), 0);
        }
        Ok(found)
    }

    /// The host sets the table's locks (those given), and frees `free_seat`
    /// (a phone lost or changed: the seat is anyone's to take again, the
    /// joining lock permitting); `None` if there is no such table.
    pub async fn host_table(
        &self,
        code: &str,
        host_key: &str,
        seats_locked: Option<bool>,
        joining_locked: Option<bool>,
        free_seat: Option<i64>,
    ) -> Result<Option<LiveTable>, StoreError> {
        let Some(table_code) = TableCode::parse(code) else {
            return Ok(None);
        };
        let cutoff = self.live_cutoff();
        let _turn = self.write_turn().await;
        let on_postgres = matches!(self.pool, crate::Pool::Postgres(_));
        let found = on_engine!(self, |pool, begin| {
            let mut tx = pool.begin_with(begin).await?;
            let row = sqlx::query(
                "SELECT id, host_hash FROM live_tables WHERE code = $1 AND touched_at >= $2",
            )
            .bind(table_code.as_str())
            .bind(cutoff)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(row) = row else {
                return Ok(None);
            };
            if !is_host_key(host_key, &row.try_get::<String, _>("host_hash")?) {
                return Err(StoreError::NotHost);
            }
            let id: i64 = row.try_get("id")?;
            if let Some(seat) = free_seat {
                sqlx::query("DELETE FROM live_seats WHERE table_id = $1 AND seat = $2")
                    .bind(id)
                    .bind(seat)
                    .execute(&mut *tx)
                    .await?;
            }
            sqlx::query(
                "UPDATE live_tables SET touched_at = $2, \
                 seats_locked = COALESCE($3, seats_locked), \
                 joining_locked = COALESCE($4, joining_locked) WHERE id = $1",
            )
            .bind(id)
            .bind(now_seconds())
            .bind(seats_locked.map(i64::from))
            .bind(joining_locked.map(i64::from))
            .execute(&mut *tx)
            .await?;
            crate::live_watch::notify_in!(tx, on_postgres, table_code.as_str(), 0);
            tx.commit().await?;
            true
        });
        if !found {
            return Ok(None);
        }
        self.live_hub.tell(table_code.as_str(), 0);
        self.table(code).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tables_play_id_is_a_uuid_the_same_each_time_and_its_own() {
        let one = play_id_of(&"ab".repeat(32));
        assert_eq!(one, play_id_of(&"ab".repeat(32)));
        assert_ne!(one, play_id_of(&"cd".repeat(32)));
        assert_eq!(one.as_str(), "abababab-abab-4bab-abab-abababababab");
    }
}
