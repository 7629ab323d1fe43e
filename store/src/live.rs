//! Live tables: a score input every phone at a table fills in together
//! (`games::live` says what a change may do). The database holds the table, so
//! a restart loses nothing: its input as it stands, every change numbered in
//! the order the server took it (phones catch up from the last number they
//! saw), and each phone's last batch, so a batch sent again changes nothing.

use crate::live_table::{
    check_client, stored_call, stored_dice, stored_game, stored_json, CatchUp, LiveTable, NewTable,
    NumberedChange, TableCode, TableEdit, Taken, KEPT_CHANGES, MAX_CATCH_UP_CHARS,
    MAX_CHANGES_PER_BATCH, MAX_INPUT_BYTES,
};
use crate::token::Token;
use crate::when::now_seconds;
use crate::{on_engine, Store, StoreError};
use games::live::{self, Change};
use games::live_dice::{TableDice, DICE_PATH};
use games::rounds::KeptCall;
use games::GameId;
use sqlx::Row;
use std::time::Duration;

/// A day, in milliseconds: the longest a phone's moves are taken to have waited.
const DAY_MS: u64 = 24 * 60 * 60 * 1000;

/// Milliseconds since 1970 on the server's clock.
fn now_millis() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_millis() as u64)
}

/// Dice only for a game played with them.
fn check_dice_kept(game: GameId) -> Result<(), StoreError> {
    match game.info().keeps_dice_rolls {
        true => Ok(()),
        false => Err(StoreError::invalid(
            DICE_PATH,
            format!("are not kept for {}", game.info().name),
        )),
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
        self.create_table_with_dice(game, names, TableDice::default())
            .await
    }

    /// [`Store::create_table`], the table's dice starting as `dice` (the
    /// rolls of the pad it was shared from).
    pub async fn create_table_with_dice(
        &self,
        game: GameId,
        names: &[String],
        dice: TableDice,
    ) -> Result<NewTable, StoreError> {
        self.share_table(game, names, dice, None).await
    }

    /// [`Store::create_table_with_dice`] for a table shared from a setup:
    /// `setup` is its record as a play keeps it, checked as a play's is (a
    /// record refused is a 422 at `setup`, and no table is made).
    pub async fn share_table(
        &self,
        game: GameId,
        names: &[String],
        dice: TableDice,
        setup: Option<serde_json::Value>,
    ) -> Result<NewTable, StoreError> {
        let input = live::start(game, names)?;
        let kept_dice = (dice != TableDice::default()).then(|| dice.to_text());
        if kept_dice.is_some() {
            check_dice_kept(game)?;
        }
        if let Some(record) = &setup {
            crate::setup_record::checked_setup(game, record)?;
            crate::setup_record::check_start_seat(record, names.len())?;
        }
        let kept_setup = setup.as_ref().map(serde_json::Value::to_string);
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
                     touched_at, dice, setup) VALUES ($1, $2, $3, $4, 0, $5, $5, $6, $7) \
                     ON CONFLICT (code) DO NOTHING",
                )
                .bind(code.as_str())
                .bind(host_key.hash())
                .bind(game.slug())
                .bind(input.to_string())
                .bind(now)
                .bind(kept_dice.as_deref())
                .bind(kept_setup.as_deref())
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
                        dice,
                        setup,
                        call: KeptCall::default(),
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
                "SELECT id, game, input, seq, seats_locked, joining_locked, saved_at, dice, \
                 setup, rounds FROM live_tables WHERE code = $1 AND touched_at >= $2",
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
                dice: stored_dice(row.try_get("dice")?)?,
                call: stored_call(row.try_get("rounds")?),
                setup: row
                    .try_get::<Option<String>, _>("setup")?
                    .map(|text| stored_json(&text))
                    .transpose()?,
            })
        }))
    }

    /// The changes made to a table after its change `since`, in order, or
    /// `behind` when they are not all kept or are more than one answer carries
    /// ([`crate::MAX_CATCH_UP_CHARS`]); `None` if there is no such table. Only
    /// what fits is read from the database.
    pub async fn table_changes_since(
        &self,
        code: &str,
        since: i64,
    ) -> Result<Option<CatchUp>, StoreError> {
        let Some(code) = TableCode::parse(code) else {
            return Ok(None);
        };
        let rows = on_engine!(self, |pool, _begin| {
            let found =
                sqlx::query("SELECT id, seq FROM live_tables WHERE code = $1 AND touched_at >= $2")
                    .bind(code.as_str())
                    .bind(self.live_cutoff())
                    .fetch_optional(pool)
                    .await?;
            let Some(found) = found else {
                return Ok(None);
            };
            let id: i64 = found.try_get("id")?;
            let seq: i64 = found.try_get("seq")?;
            // Changes up to `seq - KEPT_CHANGES` are no longer kept.
            if since < seq - KEPT_CHANGES {
                return Ok(Some(CatchUp::behind()));
            }
            let chars: i64 = sqlx::query_scalar(
                "SELECT COALESCE(SUM(LENGTH(value)), 0) FROM live_changes \
                 WHERE table_id = $1 AND seq > $2",
            )
            .bind(id)
            .bind(since)
            .fetch_one(pool)
            .await?;
            if chars > MAX_CATCH_UP_CHARS {
                return Ok(Some(CatchUp::behind()));
            }
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
        Ok(Some(CatchUp {
            changes,
            behind: false,
        }))
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
        let edit = TableEdit {
            fields: changes,
            ..TableEdit::default()
        };
        self.edit_table(code, client, client_seq, host_key, edit)
            .await
    }

    /// [`Store::change_table`] with moves on the table's dice after its
    /// fields: the dice of a game that keeps them, on a table not yet saved
    /// (a move too late is [`StoreError::TooLate`]).
    pub async fn edit_table(
        &self,
        code: &str,
        client: &str,
        client_seq: i64,
        host_key: Option<&str>,
        edit: TableEdit<'_>,
    ) -> Result<Option<Taken>, StoreError> {
        let changes = edit.fields;
        check_client(client, client_seq)?;
        if changes.len() > MAX_CHANGES_PER_BATCH || edit.dice.len() > MAX_CHANGES_PER_BATCH {
            return Err(StoreError::invalid(
                "ops",
                format!("are more than {MAX_CHANGES_PER_BATCH} in one batch"),
            ));
        }
        let Some(code) = TableCode::parse(code) else {
            return Ok(None);
        };
        let now = now_seconds();
        // When the phone made the moves: the server's clock, less the time it
        // held them (a phone offline for a day is a day late, no more).
        let made_ms = now_millis().saturating_sub(edit.waited_ms.min(DAY_MS));
        let cutoff = self.live_cutoff();
        let on_postgres = matches!(self.pool, crate::Pool::Postgres(_));
        let _turn = self.write_turn().await;
        let taken = on_engine!(self, |pool, begin| {
            let mut tx = pool.begin_with(begin).await?;
            // Holds the table's row until the commit: its changes take turns.
            let row = sqlx::query(
                "UPDATE live_tables SET touched_at = $3 WHERE code = $1 AND touched_at >= $2 \
                 RETURNING id, game, input, seq, host_hash, seats_locked, joining_locked, \
                 saved_at, dice, rounds",
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
            // A saved table takes no more moves on its dice or its call.
            let saved = row.try_get::<Option<i64>, _>("saved_at")?.is_some();
            let mut dice = stored_dice(row.try_get("dice")?)?;
            if !edit.dice.is_empty() {
                check_dice_kept(game)?;
                if saved {
                    return Err(StoreError::TooLate {
                        field: DICE_PATH.into(),
                        reason: "cannot change: the host has saved the table".into(),
                    });
                }
                if !is_host {
                    locks.allow_shared(seat, "roll")?;
                }
                let seats = input["players"].as_array().map_or(0, Vec::len);
                for op in edit.dice {
                    let phone = games::live_dice::Phone {
                        client,
                        seat: seat.and_then(|seat| usize::try_from(seat).ok()),
                    };
                    dice.apply_on(game, *op, seats, phone, made_ms)
                        .map_err(|refused| {
                            let (field, reason) = (DICE_PATH.to_owned(), refused.reason());
                            match refused.came_too_late() {
                                true => StoreError::TooLate { field, reason },
                                false => StoreError::Invalid { field, reason },
                            }
                        })?;
                }
            }
            let mut call = stored_call(row.try_get("rounds")?);
            if let Some((seen, made)) = edit.call {
                // Called as the dice are rolled: by a seated phone when the
                // host has locked the seats.
                if !is_host {
                    locks.allow_shared(seat, "call")?;
                }
                call = crate::live_call::take_call(game, &input, (seen, made), &call, saved)?;
            }
            // The dice's change and the call's are the batch's last.
            let dice_change = (!edit.dice.is_empty()).then(|| Change {
                path: games::FieldPath::table(DICE_PATH),
                value: dice.to_json(),
            });
            let call_change = edit.call.map(|_| Change {
                path: games::FieldPath::table(games::rounds::ROUNDS_KEY),
                value: serde_json::Value::String(call.to_text()),
            });
            let changes: Vec<&Change> = changes
                .iter()
                .chain(dice_change.as_ref())
                .chain(call_change.as_ref())
                .collect();
            let text = input.to_string();
            if text.len() > MAX_INPUT_BYTES {
                return Err(StoreError::invalid(
                    "ops",
                    format!("would make the table longer than {MAX_INPUT_BYTES} bytes"),
                ));
            }
            let after = seq + changes.len() as i64;
            sqlx::query(
                "UPDATE live_tables SET input = $2, seq = $3, dice = $4, rounds = $5 WHERE id = $1",
            )
            .bind(id)
            .bind(&text)
            .bind(after)
            .bind((dice != TableDice::default()).then(|| dice.to_text()))
            .bind((call != KeptCall::default()).then(|| call.to_text()))
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
