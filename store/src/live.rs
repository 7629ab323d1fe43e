//! Live tables: a score input every phone at a table fills in together
//! (`games::live` says what a change may do). The database holds the table, so
//! a restart loses nothing: its input as it stands, every change numbered in
//! the order the server took it (phones catch up from the last number they
//! saw), and each phone's last batch, so a batch sent again changes nothing.

use crate::token::Token;
use crate::when::now_seconds;
use crate::{on_engine, Store, StoreError};
use games::live::{self, Change};
use games::GameId;
use rand::{rngs::SysRng, TryRng};
use serde_json::Value;
use sqlx::Row;
use std::time::Duration;

/// A join code: 8 characters of the seeds' alphabet (40 random bits), short to
/// type and, with joining rate-limited, not guessed at any practical rate.
const CODE_ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const CODE_LENGTH: usize = 8;

/// At most this many changes in one batch, and this much input in all.
pub const MAX_CHANGES_PER_BATCH: usize = 64;
pub const MAX_INPUT_BYTES: usize = 64 * 1024;
/// A phone's id: what a client may call itself.
pub const MAX_CLIENT_ID: usize = 64;

/// Changes kept per table for phones catching up (one further behind reads
/// the table as it stands, which every answer carries).
pub const KEPT_CHANGES: i64 = 1000;

/// Tables nobody has changed for this long are gone (see `Store::with_live_idle`).
pub const DEFAULT_IDLE: Duration = Duration::from_secs(24 * 60 * 60);

/// A table's join code, as typed or scanned (any case).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableCode(String);

impl TableCode {
    fn new() -> Option<TableCode> {
        let mut bytes = [0u8; 8];
        SysRng.try_fill_bytes(&mut bytes).ok()?;
        let mut bits = u64::from_be_bytes(bytes);
        let mut code = String::with_capacity(CODE_LENGTH);
        for _ in 0..CODE_LENGTH {
            code.push(CODE_ALPHABET[(bits & 31) as usize] as char);
            bits >>= 5;
        }
        Some(TableCode(code))
    }

    /// A code as typed; anything that cannot be one is none (answered as an
    /// unknown table).
    pub fn parse(text: &str) -> Option<TableCode> {
        let code = text.trim().to_ascii_uppercase();
        (code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_ALPHABET.contains(&b)))
            .then_some(TableCode(code))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A table as it stands.
#[derive(Debug, Clone, PartialEq)]
pub struct LiveTable {
    pub code: TableCode,
    pub game: GameId,
    /// How many changes have been made to it.
    pub seq: i64,
    /// The score input so far (the score API's request body).
    pub input: Value,
    /// The host's controls: a phone changes only its own seat; no phone
    /// takes a new seat.
    pub seats_locked: bool,
    pub joining_locked: bool,
    /// The seats phones have taken.
    pub taken: Vec<i64>,
    /// Whether the host has saved it to a group.
    pub saved: bool,
}

impl LiveTable {
    /// The players' names, in seat order.
    pub fn names(&self) -> Vec<String> {
        self.input["players"]
            .as_array()
            .map_or_else(Vec::new, |players| {
                players
                    .iter()
                    .map(|p| p["name"].as_str().unwrap_or_default().to_owned())
                    .collect()
            })
    }
}

/// A new table, and the key that lets its host run it.
#[derive(Debug, Clone)]
pub struct NewTable {
    pub table: LiveTable,
    pub host_key: Token,
}

/// A change as the server numbered it.
#[derive(Debug, Clone, PartialEq)]
pub struct NumberedChange {
    pub seq: i64,
    /// The seat of the phone that made it (none: a phone that took no seat).
    pub seat: Option<i64>,
    pub change: Change,
}

/// What a batch of changes did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taken {
    /// Made: the table's `seq` after them.
    Made(i64),
    /// This phone sent this batch (or a later one) before: nothing changed;
    /// the `seq` the table had after it.
    Again(i64),
}

impl Taken {
    pub fn seq(self) -> i64 {
        match self {
            Taken::Made(seq) | Taken::Again(seq) => seq,
        }
    }
}

impl Store {
    /// Tables are gone after `idle` without a change (a day unless set).
    pub fn with_live_idle(mut self, idle: Duration) -> Store {
        self.live_idle = idle;
        self
    }

    /// Oldest `touched_at` a table may have and still be there.
    pub(crate) fn live_cutoff(&self) -> i64 {
        now_seconds() - i64::try_from(self.live_idle.as_secs()).unwrap_or(i64::MAX)
    }

    /// A new table for `game` with these players (their names checked as a
    /// scorepad checks them). Idle tables are cleared away first.
    pub async fn create_table(
        &self,
        game: GameId,
        names: &[String],
    ) -> Result<NewTable, StoreError> {
        let input = live::start(game, names)?;
        let host_key = Token::new().ok_or(StoreError::NoRandomness)?;
        let now = now_seconds();
        let cutoff = self.live_cutoff();
        let _turn = self.write_turn().await;
        // A code already in use (one chance in a trillion a table) is drawn again.
        for _ in 0..3 {
            let code = TableCode::new().ok_or(StoreError::NoRandomness)?;
            let made = on_engine!(self, |pool, _begin| {
                sqlx::query("DELETE FROM live_tables WHERE touched_at < $1")
                    .bind(cutoff)
                    .execute(pool)
                    .await?;
                sqlx::query(
                    "INSERT INTO live_tables (code, host_hash, game, input, seq, created_at, \
                     touched_at) VALUES ($1, $2, $3, $4, 0, $5, $5) ON CONFLICT (code) DO NOTHING",
                )
                .bind(code.as_str())
                .bind(host_key.hash())
                .bind(game.slug())
                .bind(input.to_string())
                .bind(now)
                .execute(pool)
                .await?
                .rows_affected()
                    == 1
            });
            if made {
                return Ok(NewTable {
                    table: LiveTable {
                        code,
                        game,
                        seq: 0,
                        input,
                        seats_locked: false,
                        joining_locked: false,
                        taken: Vec::new(),
                        saved: false,
                    },
                    host_key,
                });
            }
        }
        Err(StoreError::NoRandomness)
    }

    /// The table a code opens, as it stands; `None` for an unknown, malformed
    /// or expired code alike.
    pub async fn table(&self, code: &str) -> Result<Option<LiveTable>, StoreError> {
        let Some(code) = TableCode::parse(code) else {
            return Ok(None);
        };
        let cutoff = self.live_cutoff();
        Ok(on_engine!(self, |pool, _begin| {
            let row = sqlx::query(
                "SELECT id, game, input, seq, seats_locked, joining_locked, saved_at \
                 FROM live_tables WHERE code = $1 AND touched_at >= $2",
            )
            .bind(code.as_str())
            .bind(cutoff)
            .fetch_optional(pool)
            .await?;
            let Some(row) = row else {
                return Ok(None);
            };
            let taken =
                sqlx::query_scalar("SELECT seat FROM live_seats WHERE table_id = $1 ORDER BY seat")
                    .bind(row.try_get::<i64, _>("id")?)
                    .fetch_all(pool)
                    .await?;
            Some(LiveTable {
                code,
                game: stored_game(&row.try_get::<String, _>("game")?)?,
                seq: row.try_get("seq")?,
                input: stored_json(&row.try_get::<String, _>("input")?)?,
                seats_locked: row.try_get::<i64, _>("seats_locked")? == 1,
                joining_locked: row.try_get::<i64, _>("joining_locked")? == 1,
                taken,
                saved: row.try_get::<Option<i64>, _>("saved_at")?.is_some(),
            })
        }))
    }

    /// The changes made to a table after its change `since`, in order; `None`
    /// if there is no such table.
    pub async fn table_changes_since(
        &self,
        code: &str,
        since: i64,
    ) -> Result<Option<Vec<NumberedChange>>, StoreError> {
        let Some(code) = TableCode::parse(code) else {
            return Ok(None);
        };
        let rows = on_engine!(self, |pool, _begin| {
            let found =
                sqlx::query("SELECT id FROM live_tables WHERE code = $1 AND touched_at >= $2")
                    .bind(code.as_str())
                    .bind(self.live_cutoff())
                    .fetch_optional(pool)
                    .await?;
            let Some(found) = found else {
                return Ok(None);
            };
            let id: i64 = found.try_get("id")?;
            sqlx::query(
                "SELECT seq, seat, path, value FROM live_changes \
                 WHERE table_id = $1 AND seq > $2 ORDER BY seq LIMIT $3",
            )
            .bind(id)
            .bind(since)
            .bind(KEPT_CHANGES)
            .fetch_all(pool)
            .await?
            .iter()
            .map(
                |row| -> Result<(i64, Option<i64>, String, String), sqlx::Error> {
                    Ok((
                        row.try_get("seq")?,
                        row.try_get("seat")?,
                        row.try_get("path")?,
                        row.try_get("value")?,
                    ))
                },
            )
            .collect::<Result<Vec<_>, _>>()?
        });
        let changes = rows
            .into_iter()
            .map(|(seq, seat, path, value)| {
                Ok(NumberedChange {
                    seq,
                    seat,
                    change: Change {
                        path: games::FieldPath::parse(&path),
                        value: stored_json(&value)?,
                    },
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        Ok(Some(changes))
    }

    /// Makes a phone's batch of changes, all or none, in the order given;
    /// `None` if there is no such table. The phone numbers its batches
    /// (`client_seq`, from 1): a batch it sent before changes nothing again.
    /// The host's phone (with the `host_key`) may change anything; the others
    /// only what the host's locks leave them.
    pub async fn change_table(
        &self,
        code: &str,
        client: &str,
        client_seq: i64,
        host_key: Option<&str>,
        changes: &[Change],
    ) -> Result<Option<Taken>, StoreError> {
        check_client(client, client_seq)?;
        if changes.len() > MAX_CHANGES_PER_BATCH {
            return Err(StoreError::invalid(
                "ops",
                format!("are more than {MAX_CHANGES_PER_BATCH} in one batch"),
            ));
        }
        let Some(code) = TableCode::parse(code) else {
            return Ok(None);
        };
        let now = now_seconds();
        let cutoff = self.live_cutoff();
        let on_postgres = matches!(self.pool, crate::Pool::Postgres(_));
        let _turn = self.write_turn().await;
        let taken = on_engine!(self, |pool, begin| {
            let mut tx = pool.begin_with(begin).await?;
            // Holds the table's row until the commit: its changes take turns.
            let row = sqlx::query(
                "UPDATE live_tables SET touched_at = $3 WHERE code = $1 AND touched_at >= $2 \
                 RETURNING id, game, input, seq, host_hash, seats_locked, joining_locked",
            )
            .bind(code.as_str())
            .bind(cutoff)
            .bind(now)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(row) = row else {
                return Ok(None);
            };
            let id: i64 = row.try_get("id")?;
            let game = stored_game(&row.try_get::<String, _>("game")?)?;
            let mut input = stored_json(&row.try_get::<String, _>("input")?)?;
            let seq: i64 = row.try_get("seq")?;
            let last = sqlx::query(
                "SELECT client_seq, seq FROM live_clients WHERE table_id = $1 AND client = $2",
            )
            .bind(id)
            .bind(client)
            .fetch_optional(&mut *tx)
            .await?;
            if let Some(last) = last {
                if client_seq <= last.try_get::<i64, _>("client_seq")? {
                    // Sent before (a retry whose answer was lost), or older
                    // than what was taken: the table stays as it is.
                    tx.commit().await?;
                    return Ok(Some(Taken::Again(last.try_get("seq")?)));
                }
            }
            let host_hash: String = row.try_get("host_hash")?;
            let is_host =
                host_key.is_some_and(|key| crate::live_seats::is_host_key(key, &host_hash));
            let seat: Option<i64> = sqlx::query_scalar(
                "SELECT seat FROM live_seats WHERE table_id = $1 AND client = $2",
            )
            .bind(id)
            .bind(client)
            .fetch_optional(&mut *tx)
            .await?;
            let locks = crate::live_seats::Locks {
                seats: row.try_get::<i64, _>("seats_locked")? == 1,
                joining: row.try_get::<i64, _>("joining_locked")? == 1,
            };
            for change in changes {
                if !is_host {
                    locks.allow(change, seat, &input)?;
                }
                live::apply(game, &mut input, change)?;
            }
            let text = input.to_string();
            if text.len() > MAX_INPUT_BYTES {
                return Err(StoreError::invalid(
                    "ops",
                    format!("would make the table longer than {MAX_INPUT_BYTES} bytes"),
                ));
            }
            let after = seq + changes.len() as i64;
            sqlx::query("UPDATE live_tables SET input = $2, seq = $3 WHERE id = $1")
                .bind(id)
                .bind(&text)
                .bind(after)
                .execute(&mut *tx)
                .await?;
            for (at, change) in changes.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO live_changes (table_id, seq, client, seat, path, value) \
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(id)
                .bind(seq + 1 + at as i64)
                .bind(client)
                .bind(seat)
                .bind(change.path.to_string())
                .bind(change.value.to_string())
                .execute(&mut *tx)
                .await?;
            }
            sqlx::query("DELETE FROM live_changes WHERE table_id = $1 AND seq <= $2")
                .bind(id)
                .bind(after - KEPT_CHANGES)
                .execute(&mut *tx)
                .await?;
            sqlx::query(
                "INSERT INTO live_clients (table_id, client, client_seq, seq) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (table_id, client) \
                 DO UPDATE SET client_seq = excluded.client_seq, seq = excluded.seq",
            )
            .bind(id)
            .bind(client)
            .bind(client_seq)
            .bind(after)
            .execute(&mut *tx)
            .await?;
            crate::live_watch::notify_in!(tx, on_postgres, code.as_str(), after);
            tx.commit().await?;
            Some(Taken::Made(after))
        });
        if let Some(Taken::Made(seq)) = taken {
            self.live_hub.tell(code.as_str(), seq);
        }
        Ok(taken)
    }
}

/// A phone names itself with letters, digits, `-` and `_`, and numbers its
/// batches from 1.
pub(crate) fn check_client(client: &str, client_seq: i64) -> Result<(), StoreError> {
    let fits = !client.is_empty()
        && client.len() <= MAX_CLIENT_ID
        && client
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    if !fits {
        return Err(StoreError::invalid(
            "client",
            format!("must be 1 to {MAX_CLIENT_ID} letters, digits, - or _"),
        ));
    }
    if client_seq < 1 {
        return Err(StoreError::invalid("client_seq", "must be 1 or more"));
    }
    Ok(())
}

pub(crate) fn stored_game(slug: &str) -> Result<GameId, StoreError> {
    slug.parse()
        .map_err(|_| StoreError::invalid("game", format!("{slug} is kept but unknown")))
}

pub(crate) fn stored_json(text: &str) -> Result<Value, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::invalid("input", e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_eight_characters_of_the_seed_alphabet_in_any_case() {
        let code = TableCode::new().unwrap();
        assert_eq!(code.as_str().len(), CODE_LENGTH);
        assert_eq!(
            TableCode::parse(&code.as_str().to_lowercase()),
            Some(code.clone())
        );
        assert_ne!(TableCode::new(), Some(code));
        for bad in ["", "ABCDEFG", "ABCDEFGHJ", "ABCDEFGI", "ABCD EFG"] {
            assert_eq!(TableCode::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_client_names_itself_plainly_and_counts_from_one() {
        assert!(check_client("phone-1_a", 1).is_ok());
        assert!(check_client("", 1).is_err());
        assert!(check_client("a b", 1).is_err());
        assert!(check_client(&"a".repeat(65), 1).is_err());
        assert!(check_client("phone", 0).is_err());
    }
}
