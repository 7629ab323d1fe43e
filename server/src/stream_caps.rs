//! Open event streams, bounded: a live table's phones each hold one open, and
//! each is a connection and a task of this server. At most [`PER_CLIENT`]
//! from one client (an IPv4 address or an IPv6 /64, as the rate limits count
//! them: a café's tables behind one address fit), [`PER_TABLE`] on one table
//! (its phones and a screen or two), and [`PER_CLIENT_ON_TABLE`] of a table's
//! places from one client, so no one address locks the other players out;
//! past any of them the stream is refused with 429 and `Retry-After`.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// Streams one client address may hold open at once.
pub const PER_CLIENT: usize = 64;
/// Streams one table may have open at once (8 players, each maybe on two
/// devices, and watchers).
pub const PER_TABLE: usize = 32;
/// A table's places one client may take: half, so a household behind one
/// address seats a full table on two devices each and never all of them.
pub const PER_CLIENT_ON_TABLE: usize = PER_TABLE / 2;

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
    by_client_on_table: HashMap<(IpAddr, String), usize>,
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
        let client = client.map(crate::client_address::client_key);
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        let per_client = self.per_client.unwrap_or(PER_CLIENT);
        let client_full = client.is_some_and(|c| {
            count(&open.by_client, &c) >= per_client
                || count(&open.by_client_on_table, &(c, table.to_owned())) >= PER_CLIENT_ON_TABLE
        });
        let table_full = count(&open.by_table, &table.to_owned()) >= PER_TABLE;
        if client_full || table_full {
            return None;
        }
        if let Some(client) = client {
            *open.by_client.entry(client).or_default() += 1;
            *open
                .by_client_on_table
                .entry((client, table.to_owned()))
                .or_default() += 1;
        }
        *open.by_table.entry(table.to_owned()).or_default() += 1;
        Some(HeldStream {
            caps: self.clone(),
            client,
            table: table.to_owned(),
        })
    }
}

/// How many streams a map counts for `key`.
fn count<K: std::hash::Hash + Eq>(map: &HashMap<K, usize>, key: &K) -> usize {
    map.get(key).copied().unwrap_or(0)
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
            let on_table = (client, self.table.clone());
            if less(open.by_client_on_table.get_mut(&on_table)) == Some(true) {
                open.by_client_on_table.remove(&on_table);
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
        assert!(caps.open.lock().unwrap().by_client_on_table.is_empty());
    }

    #[test]
    fn one_client_takes_at_most_half_a_table_and_an_ipv6_64_is_one_client() {
        let caps = StreamCaps::default();
        let house: IpAddr = "203.0.113.7".parse().unwrap();
        let held: Vec<_> = (0..PER_CLIENT_ON_TABLE)
            .map(|_| caps.open(Some(house), "ONE").unwrap())
            .collect();
        assert!(caps.open(Some(house), "ONE").is_none(), "half the table");
        assert!(caps.open(Some(house), "TWO").is_some(), "another table");
        let others: Vec<_> = (0..PER_TABLE - PER_CLIENT_ON_TABLE)
            .map(|n| {
                caps.open(Some(IpAddr::from([10, 0, 3, n as u8])), "ONE")
                    .unwrap()
            })
            .collect();
        assert!(caps
            .open(Some("10.0.4.1".parse().unwrap()), "ONE")
            .is_none());
        drop((held, others));

        let caps = StreamCaps::with_per_client(2);
        let one: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let same_64: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        let other_64: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        let _a = caps.open(Some(one), "T1").unwrap();
        let _b = caps.open(Some(same_64), "T2").unwrap();
        assert!(
            caps.open(Some(same_64), "T3").is_none(),
            "one /64, one client"
        );
        assert!(caps.open(Some(other_64), "T3").is_some());
    }
}
