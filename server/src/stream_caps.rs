//! Open event streams, bounded: a live table's phones each hold one open, and
//! each is a connection and a task of this server. At most
//! [`PER_CLIENT`] from one client address (a café's tables behind one
//! address fit) and [`PER_TABLE`] on one table (its phones and a screen or
//! two); past either the stream is refused with 429 and `Retry-After`.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// Streams one client address may hold open at once.
pub const PER_CLIENT: usize = 64;
/// Streams one table may have open at once (8 players, each maybe on two
/// devices, and watchers).
pub const PER_TABLE: usize = 32;

/// The streams open now, by client and by table.
#[derive(Clone, Default)]
pub struct StreamCaps {
    open: Arc<Mutex<Open>>,
    per_client: Option<usize>,
}

#[derive(Default)]
struct Open {
    by_client: HashMap<IpAddr, usize>,
    by_table: HashMap<String, usize>,
}

/// One stream's place, given back when the stream ends (dropped).
pub struct HeldStream {
    caps: StreamCaps,
    client: Option<IpAddr>,
    table: String,
}

impl StreamCaps {
    /// Caps with another per-client limit (tests).
    pub fn with_per_client(per_client: usize) -> StreamCaps {
        StreamCaps {
            per_client: Some(per_client),
            ..StreamCaps::default()
        }
    }

    /// A place for one more stream of `table` from `client` (none for a
    /// request without one: in-process tests), unless either is full.
    pub fn open(&self, client: Option<IpAddr>, table: &str) -> Option<HeldStream> {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let per_client = self.per_client.unwrap_or(PER_CLIENT);
        let client_full =
            client.is_some_and(|c| open.by_client.get(&c).copied().unwrap_or(0) >= per_client);
        let table_full = open.by_table.get(table).copied().unwrap_or(0) >= PER_TABLE;
        if client_full || table_full {
            return None;
        }
        if let Some(client) = client {
            *open.by_client.entry(client).or_default() += 1;
        }
        *open.by_table.entry(table.to_owned()).or_default() += 1;
        Some(HeldStream {
            caps: self.clone(),
            client,
            table: table.to_owned(),
        })
    }
}

impl Drop for HeldStream {
    fn drop(&mut self) {
        let mut open = self.caps.open.lock().unwrap_or_else(|e| e.into_inner());
        let less = |count: Option<&mut usize>| {
            count.map(|c| {
                *c -= 1;
                *c == 0
            })
        };
        if let Some(client) = self.client {
            if less(open.by_client.get_mut(&client)) == Some(true) {
                open.by_client.remove(&client);
            }
        }
        if less(open.by_table.get_mut(&self.table)) == Some(true) {
            open.by_table.remove(&self.table);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streams_are_capped_per_client_and_per_table_and_given_back() {
        let caps = StreamCaps::with_per_client(3);
        let phone: IpAddr = "10.0.0.1".parse().unwrap();
        let held: Vec<_> = (0..3)
            .map(|n| caps.open(Some(phone), &format!("T{n}")).unwrap())
            .collect();
        assert!(caps.open(Some(phone), "T9").is_none(), "the client is full");
        drop(held);
        assert!(caps.open(Some(phone), "T9").is_some(), "given back");

        let caps = StreamCaps::default();
        let table: Vec<_> = (0..PER_TABLE)
            .map(|n| {
                caps.open(Some(IpAddr::from([10, 0, 1, n as u8])), "ONE")
                    .unwrap()
            })
            .collect();
        assert!(
            caps.open(Some("10.0.2.1".parse().unwrap()), "ONE")
                .is_none(),
            "the table is full"
        );
        assert!(caps.open(None, "OTHER").is_some());
        drop(table);
        assert!(caps.open(None, "ONE").is_some());
        assert!(caps.open.lock().unwrap().by_client.is_empty());
    }
}
