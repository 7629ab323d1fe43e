//! Word of a live table's changes, for the phones watching it. Word only: a
//! watcher reads what changed from the database, so a word lost (a dropped
//! connection, a watcher too slow) costs a moment, never a change.
//!
//! With SQLite one process serves every phone, and word goes from the write to
//! the watchers in memory. With PostgreSQL several servers may share the
//! database: every change also notifies the channel [`CHANNEL`] in its own
//! transaction (so only once it is committed), and each process listens there
//! and passes the word to its own watchers.

use crate::{Pool, Store, StoreError};
use sqlx::postgres::PgListener;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;

/// PostgreSQL's channel for the word `code:seq`.
pub(crate) const CHANNEL: &str = "tableside_tables";

/// In a write's transaction `$tx`: on PostgreSQL, word that table `$code`
/// reached change `$seq` (0: "look again") to every server's watchers, sent
/// when the transaction commits. (This process's own watchers are told by
/// [`Hub::tell`] after the commit, on either engine.)
macro_rules! notify_in {
    ($tx:expr, $on_postgres:expr, $code:expr, $seq:expr) => {
        if $on_postgres {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind($crate::live_watch::CHANNEL)
                .bind(format!("{}:{}", $code, $seq))
                .execute(&mut *$tx)
                .await?;
        }
    };
}
pub(crate) use notify_in;

/// Words a slow watcher may fall behind by before it is told to read afresh.
const BACKLOG: usize = 16;

/// This process's watchers, by table code.
#[derive(Debug, Default)]
pub(crate) struct Hub {
    tables: Mutex<HashMap<String, broadcast::Sender<i64>>>,
    /// Whether this process listens to PostgreSQL's channel yet.
    listening: tokio::sync::Mutex<bool>,
}

impl Hub {
    /// Passes word that `code` reached change `seq` (0: "look again", after
    /// word may have been lost) to its watchers here.
    pub(crate) fn tell(&self, code: &str, seq: i64) {
        let mut tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(sender) = tables.get(code) {
            if sender.send(seq).is_err() {
                // Nobody watches any more.
                tables.remove(code);
            }
        }
    }

    fn tell_everyone(&self) {
        let mut tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        tables.retain(|_, sender| sender.send(0).is_ok());
    }

    fn watch(&self, code: &str) -> broadcast::Receiver<i64> {
        let mut tables = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        // Tables nobody watches any more (a game over, its phones gone).
        tables.retain(|_, sender| sender.receiver_count() > 0);
        tables
            .entry(code.to_owned())
            .or_insert_with(|| broadcast::channel(BACKLOG).0)
            .subscribe()
    }
}

impl Store {
    /// Word of every change to the table `code` from now on: the `seq` it
    /// reached, or 0 when word may have been lost (read the table again). A
    /// receiver that falls behind gets `Lagged`: read the table again too.
    pub async fn watch_table(
        &self,
        code: &crate::TableCode,
    ) -> Result<broadcast::Receiver<i64>, StoreError> {
        if let Pool::Postgres(pool) = &self.pool {
            let mut listening = self.live_hub.listening.lock().await;
            if !*listening {
                let mut listener = PgListener::connect_with(pool).await?;
                listener.listen(CHANNEL).await?;
                tokio::spawn(listen(listener, Arc::downgrade(&self.live_hub)));
                *listening = true;
            }
        }
        Ok(self.live_hub.watch(code.as_str()))
    }
}

/// Passes PostgreSQL's word to this process's watchers, for as long as the
/// store is open; after a lost connection (reconnected by sqlx) every watcher
/// is told to look again.
async fn listen(mut listener: PgListener, hub: std::sync::Weak<Hub>) {
    loop {
        let heard = listener.try_recv().await;
        let Some(hub) = hub.upgrade() else {
            return;
        };
        match heard {
            Ok(Some(word)) => {
                if let Some((code, seq)) = word.payload().split_once(':') {
                    hub.tell(code, seq.parse().unwrap_or(0));
                }
            }
            Ok(None) => hub.tell_everyone(),
            Err(_) => {
                // The pool is closed, or the database cannot be reached: try
                // again in a moment; watchers keep reading on their own.
                hub.tell_everyone();
                *hub.listening.lock().await = false;
                return;
            }
        }
    }
}
