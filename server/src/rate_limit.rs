//! Requests per client, bounded: a token bucket per IP address (the connection's
//! peer, or the client a trusted proxy forwarded for: client_address.rs). A client past its bucket gets 429 with `Retry-After`; nothing it sent is
//! kept, and the phone's outbox sends the play again later.

use crate::client_address::{client_key, ClientAddress, TrustedProxies};
use crate::error::ApiError;
use axum::{
    extract::{Request, State},
    middleware::Next,
    response::{IntoResponse, Response},
};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// A bucket size and refill rate, shared by the requests it guards.
#[derive(Clone)]
pub struct RateLimit {
    burst: f64,
    per_second: f64,
    buckets: Arc<Mutex<HashMap<IpAddr, Bucket>>>,
}

struct Bucket {
    tokens: f64,
    at: Instant,
}

/// The limits the server applies: creating groups, and every other write.
#[derive(Clone)]
pub struct Limits {
    pub new_groups: RateLimit,
    pub writes: RateLimit,
    pub new_tables: RateLimit,
    /// Live tables change at typing speed, from every phone of a table.
    pub table_changes: RateLimit,
    /// Codes that open no table: a guesser's only way in.
    pub table_misses: RateLimit,
    /// Whose forwarded addresses count as the client (none by default).
    pub trusted_proxies: TrustedProxies,
    /// Live tables' event streams open at once, per client and per table.
    pub streams: crate::stream_caps::StreamCaps,
    /// Plays imported per client an hour (issue 61.3).
    pub imports: ImportVolume,
    /// One heavy request (an export, an import) at a time per client (issue 61.1).
    pub heavy: crate::heavy_admission::HeavyAdmission,
}

impl Default for Limits {
    /// A game night makes a group or two and saves a game every few minutes;
    /// these leave room for a whole table behind one address (a café's Wi-Fi).
    fn default() -> Limits {
        Limits {
            new_groups: RateLimit::new(30, 10.0),
            writes: RateLimit::new(120, 0.5),
            new_tables: RateLimit::new(30, 10.0),
            table_changes: RateLimit::new(600, 0.1),
            // A mistyped code or two; a guesser gets one try in 30 s, and the
            // 40 bits of a code stay out of reach.
            table_misses: RateLimit::new(20, 30.0),
            trusted_proxies: TrustedProxies::default(),
            streams: Default::default(),
            imports: ImportVolume::per_hour(DEFAULT_IMPORTED_PLAYS_PER_HOUR),
            heavy: Default::default(),
        }
    }
}

/// Plays one client imports in an hour unless the host says otherwise: twice
/// a decade of a keen group's games (a BG Stats backup of ten years holds
/// about 10,000), so a group's whole history comes in at once, and no address
/// fills a database in minutes (112,000 plays took 26 s before this).
pub const DEFAULT_IMPORTED_PLAYS_PER_HOUR: u32 = 20_000;

/// Plays imported per client: a token a play, an hour's worth at once, then
/// refilled over the hour. A full hour's worth lets one import through
/// whatever its size, and what it took past it is owed.
#[derive(Clone)]
pub struct ImportVolume(RateLimit);

impl ImportVolume {
    pub fn per_hour(plays: u32) -> ImportVolume {
        ImportVolume(RateLimit::new(plays, 3600.0 / f64::from(plays.max(1))))
    }

    /// Takes `plays` for `client` (none: a request from within the process,
    /// not counted); otherwise the seconds until they are there.
    pub fn take(&self, client: Option<IpAddr>, plays: usize) -> Result<(), u64> {
        match client {
            Some(client) => self.0.take_many(client, plays as f64, Instant::now()),
            None => Ok(()),
        }
    }
}

impl std::fmt::Debug for ImportVolume {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ImportVolume({} an hour)", self.0.burst)
    }
}

/// Buckets kept at most; past it, the full ones (clients gone quiet) are dropped.
const MAX_CLIENTS: usize = 10_000;

impl RateLimit {
    /// `burst` requests at once, then one every `seconds_each`.
    pub fn new(burst: u32, seconds_each: f64) -> RateLimit {
        RateLimit {
            burst: f64::from(burst),
            per_second: 1.0 / seconds_each,
            buckets: Arc::default(),
        }
    }

    /// Takes a token for `client`; otherwise the seconds until one is there.
    fn take(&self, client: IpAddr, now: Instant) -> Result<(), u64> {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let bucket = self.refilled(&mut buckets, client, now);
        if bucket.tokens >= 1.0 {
            bucket.tokens -= 1.0;
            Ok(())
        } else {
            Err(self.seconds_until_one(bucket.tokens))
        }
    }

    /// Takes `count` tokens for `client` once it has them (at most a full
    /// bucket's worth is waited for; the rest is owed); otherwise the seconds
    /// until it has.
    fn take_many(&self, client: IpAddr, count: f64, now: Instant) -> Result<(), u64> {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let bucket = self.refilled(&mut buckets, client, now);
        let needed = count.min(self.burst);
        if bucket.tokens >= needed {
            bucket.tokens -= count;
            Ok(())
        } else {
            Err(((needed - bucket.tokens) / self.per_second).ceil() as u64)
        }
    }

    /// `client`'s bucket (made full for a newcomer, room made for it in a full
    /// map) with what it refilled since its last use, now used.
    fn refilled<'a>(
        &self,
        buckets: &'a mut HashMap<IpAddr, Bucket>,
        client: IpAddr,
        now: Instant,
    ) -> &'a mut Bucket {
        let client = client_key(client);
        if buckets.len() >= MAX_CLIENTS && !buckets.contains_key(&client) {
            make_room(buckets, now, self.burst, self.per_second);
        }
        let bucket = buckets.entry(client).or_insert(Bucket {
            tokens: self.burst,
            at: now,
        });
        bucket.tokens = (bucket.tokens + refill(bucket, now, self.per_second)).min(self.burst);
        bucket.at = now;
        bucket
    }

    fn seconds_until_one(&self, tokens: f64) -> u64 {
        ((1.0 - tokens) / self.per_second).ceil() as u64
    }

    /// Whether `client` has a token left, without taking it; otherwise the
    /// seconds until one is there.
    fn has_token(&self, client: IpAddr, now: Instant) -> Result<(), u64> {
        let buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let Some(bucket) = buckets.get(&client_key(client)) else {
            return Ok(());
        };
        let tokens = (bucket.tokens + refill(bucket, now, self.per_second)).min(self.burst);
        match tokens >= 1.0 {
            true => Ok(()),
            false => Err(self.seconds_until_one(tokens)),
        }
    }

    /// Spends a token for `client` even when it has none left: what lookups
    /// sent at once spend past the last token is owed, and refused until
    /// repaid at the refill rate.
    fn spend(&self, client: IpAddr, now: Instant) {
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        self.refilled(&mut buckets, client, now).tokens -= 1.0;
    }
}

/// Room for newcomers in a full map. A full bucket (a client gone quiet long
/// enough) is dropped: a new one would be the same. Past that, the buckets
/// used longest ago are dropped, a tenth of the map at once so the scan is
/// rare, but never one still being refused (without a whole token), however
/// long ago it was last used: a lookup that is refused does not count as a use
/// (the table codes' misses), and clearing such a bucket forgave what it owed
/// once 10,000 others had each sent one request. Only when fewer than a tenth
/// of the map are let in are refused ones dropped too, the oldest first.
fn make_room(buckets: &mut HashMap<IpAddr, Bucket>, now: Instant, burst: f64, per_second: f64) {
    buckets.retain(|_, b| b.tokens + refill(b, now, per_second) < burst);
    if buckets.len() < MAX_CLIENTS {
        return;
    }
    let refused = |b: &Bucket| b.tokens + refill(b, now, per_second) < 1.0;
    // Those let in before those refused, each kind oldest first.
    let mut order: Vec<(bool, Instant, IpAddr)> = buckets
        .iter()
        .map(|(client, b)| (refused(b), b.at, *client))
        .collect();
    let evicted = MAX_CLIENTS / 10;
    order.select_nth_unstable(evicted - 1);
    for (_, _, client) in &order[..evicted] {
        buckets.remove(client);
    }
}

fn refill(bucket: &Bucket, now: Instant, per_second: f64) -> f64 {
    now.saturating_duration_since(bucket.at).as_secs_f64() * per_second
}

/// The middleware: requests without a client address (in-process tests) are not
/// counted; GET and HEAD never are.
pub async fn limit(State(limit): State<RateLimit>, request: Request, next: Next) -> Response {
    let counted = !matches!(
        *request.method(),
        axum::http::Method::GET | axum::http::Method::HEAD
    );
    let peer = request
        .extensions()
        .get::<ClientAddress>()
        .map(|ClientAddress(client)| *client);
    if let (true, Some(client)) = (counted, peer) {
        if let Err(seconds) = limit.take(client, Instant::now()) {
            return ApiError::too_many_requests(seconds).into_response();
        }
    }
    next.run(request).await
}

/// The middleware for lookups by a short code: only answers of 404 (a code
/// that opens nothing) spend the client's budget, GET or not, and a client
/// with none left gets 429 for every lookup until a token is back. Lookups of
/// a code that opens a table never spend: forty phones behind one café's
/// address reconnecting at once are not guessers. Misses sent at once all get
/// their answer, and what they spent past the budget is owed (a guesser's
/// thousand at once buys hours of 429s, against a code of 40 bits).
pub async fn limit_misses(
    State(limit): State<RateLimit>,
    request: Request,
    next: Next,
) -> Response {
    let peer = request
        .extensions()
        .get::<ClientAddress>()
        .map(|ClientAddress(client)| *client);
    let Some(client) = peer else {
        return next.run(request).await;
    };
    if let Err(seconds) = limit.has_token(client, Instant::now()) {
        return ApiError::too_many_requests(seconds).into_response();
    }
    let response = next.run(request).await;
    if response.status() == axum::http::StatusCode::NOT_FOUND {
        limit.spend(client, Instant::now());
    }
    response
}

/// [`limit_misses`] for a live table's pages, `/t/{code}` and its read-only
/// `/t/{code}/view` (only: the table's other routes have their own layer): a
/// table's code is 40 bits, so opening pages with codes that find nothing is
/// held back as the API's misses are.
pub async fn limit_table_page_misses(
    State(limit): State<RateLimit>,
    request: Request,
    next: Next,
) -> Response {
    let is_table_page = request
        .uri()
        .path()
        .strip_prefix("/t/")
        .and_then(|rest| rest.strip_suffix("/view").or(Some(rest)))
        .is_some_and(|code| !code.is_empty() && !code.contains('/'));
    if !is_table_page {
        return next.run(request).await;
    }
    let response = limit_misses(State(limit), request, next).await;
    if response.status() != axum::http::StatusCode::TOO_MANY_REQUESTS {
        return response;
    }
    // A person opened these pages: say it as a page.
    crate::headers::said_as_page(response, TOO_MANY_CODES_PAGE)
}

/// [`limit`] for the group pages' forms: a person posted them, so a refusal is
/// said as a page (in both languages), not as the API's JSON.
pub async fn limit_forms(State(limit): State<RateLimit>, request: Request, next: Next) -> Response {
    let response = self::limit(State(limit), request, next).await;
    if response.status() != axum::http::StatusCode::TOO_MANY_REQUESTS {
        return response;
    }
    crate::headers::said_as_page(response, TOO_MANY_CHANGES_PAGE)
}

/// The page for too many changes from one address.
const TOO_MANY_CHANGES_PAGE: &str =
    "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>Tableside</title></head><body>\
<h1>Too many changes at once</h1><p>This network has made many changes in a short \
time. Nothing was changed: go back, wait a minute and try again.</p>\
<p lang=\"zh-TW\">這個網路在短時間內做了太多變更。這次沒有變更任何內容：請返回，等一分鐘再試。</p>\
<p><a href=\"/\">Tableside</a></p></body></html>";

/// The page for too many table codes that found nothing.
const TOO_MANY_CODES_PAGE: &str = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>Tableside</title></head><body>\
<h1>Too many table codes</h1><p>Too many codes that find no table came from this \
network. Check the code on the host's phone and try again in a minute.</p>\
<p lang=\"zh-TW\">這個網路嘗試了太多找不到計分桌的桌號。請核對主持人手機上的桌號，一分鐘後再試。</p>\
<p><a href=\"/\">Tableside</a></p></body></html>";

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_client_gets_its_burst_then_one_per_interval_and_others_are_apart() {
        let limit = RateLimit::new(3, 10.0);
        let (ann, bo): (IpAddr, IpAddr) =
            ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let start = Instant::now();
        for _ in 0..3 {
            assert_eq!(limit.take(ann, start), Ok(()));
        }
        assert_eq!(limit.take(ann, start), Err(10));
        assert_eq!(limit.take(bo, start), Ok(()));
        assert_eq!(limit.take(ann, start + Duration::from_secs(4)), Err(6));
        assert_eq!(limit.take(ann, start + Duration::from_secs(10)), Ok(()));
        assert_eq!(limit.take(ann, start + Duration::from_secs(10)), Err(10));
    }

    /// The limits docs/deploy.md promises a host, each from a fresh client
    /// (it had said writes refill one per 2 s; the code has always refilled
    /// two a second, and the page now says so):
    /// its burst, then refused with the seconds to its next token. (The
    /// browser suite runs every test as a client of its own, so nothing
    /// but this and limits.spec.ts needs them changed or emptied.)
    #[test]
    fn the_default_limits_are_the_documented_ones() {
        let limits = Limits::default();
        let client: IpAddr = "10.0.0.1".parse().unwrap();
        let start = Instant::now();
        for (name, limit, burst, seconds) in [
            ("new groups", &limits.new_groups, 30, 10),
            // Two a second: the next is at most a second away.
            ("writes", &limits.writes, 120, 1),
            ("new tables", &limits.new_tables, 30, 10),
            ("table changes", &limits.table_changes, 600, 1),
        ] {
            for n in 0..burst {
                assert_eq!(limit.take(client, start), Ok(()), "{name}: {n}");
            }
            assert_eq!(limit.take(client, start), Err(seconds), "{name}");
        }
        for _ in 0..20 {
            assert_eq!(limits.table_misses.has_token(client, start), Ok(()));
            limits.table_misses.spend(client, start);
        }
        assert_eq!(limits.table_misses.has_token(client, start), Err(30));
        let imports = &limits.imports.0;
        assert_eq!(imports.take_many(client, 20_000.0, start), Ok(()));
        assert_eq!(imports.take_many(client, 1.0, start), Err(1));
        assert_eq!(imports.take_many(client, 100.0, start), Err(18));
    }

    #[test]
    fn imports_take_a_token_a_play_and_a_full_hour_lets_one_import_through() {
        let limit = RateLimit::new(20_000, 0.18);
        let (ann, bo): (IpAddr, IpAddr) =
            ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let start = Instant::now();
        assert_eq!(limit.take_many(ann, 15_000.0, start), Ok(()));
        // 5,000 left: 6,000 more wait for 1,000 to come back (180 s).
        assert_eq!(limit.take_many(ann, 6_000.0, start), Err(180));
        assert_eq!(limit.take_many(ann, 5_000.0, start), Ok(()));
        assert_eq!(limit.take_many(ann, 1.0, start), Err(1));
        // Another network is apart; a backup of 30,000 goes through a full
        // hour, and the 10,000 past it are owed.
        assert_eq!(limit.take_many(bo, 30_000.0, start), Ok(()));
        let hour = start + Duration::from_secs(3_601);
        assert!(limit.take_many(bo, 20_000.0, hour).is_err(), "10,000 owed");
        assert_eq!(limit.take_many(bo, 10_000.0, hour), Ok(()));
        assert_eq!(
            ImportVolume::per_hour(20_000).take(None, 1_000_000),
            Ok(()),
            "a request from within the process is not counted"
        );
    }

    #[test]
    fn addresses_of_one_ipv6_64_are_one_client() {
        let limit = RateLimit::new(2, 10.0);
        let start = Instant::now();
        let a: IpAddr = "2001:db8:1:2::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:ffff::9".parse().unwrap();
        let other: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(limit.take(a, start), Ok(()));
        assert_eq!(limit.take(b, start), Ok(()));
        assert_eq!(limit.take(a, start), Err(10));
        assert_eq!(limit.take(other, start), Ok(()));
    }

    #[test]
    fn a_refused_client_stays_refused_however_many_others_come() {
        let limit = RateLimit::new(2, 30.0);
        let start = Instant::now();
        let blocked: IpAddr = "10.0.0.1".parse().unwrap();
        assert_eq!(limit.take(blocked, start), Ok(()));
        assert_eq!(limit.take(blocked, start), Ok(()));
        // 30,000 other clients, one request each over 27 s, the refused one
        // trying again now and then: it is never given a fresh burst.
        for n in 0..30_000u32 {
            let now = start + Duration::from_micros(u64::from(n) * 900);
            let other = IpAddr::V4(std::net::Ipv4Addr::from(0x0b00_0000 + n));
            assert_eq!(limit.take(other, now), Ok(()));
            if n % 1_000 == 0 {
                assert!(limit.take(blocked, now).is_err(), "after {n} others");
            }
        }
        assert!(limit.buckets.lock().unwrap().len() <= MAX_CLIENTS);
    }

    #[test]
    fn an_owed_wait_is_not_forgiven_however_many_others_miss() {
        let limit = RateLimit::new(20, 3.0);
        let start = Instant::now();
        let guesser: IpAddr = "10.0.0.1".parse().unwrap();
        // Forty misses let in at once: twenty are owed, 60 s.
        for _ in 0..40 {
            limit.spend(guesser, start);
        }
        assert_eq!(limit.has_token(guesser, start), Err(63));
        // 10,050 other addresses miss once each; the guesser only asks.
        for n in 0..10_050u32 {
            let now = start + Duration::from_millis(u64::from(n) / 1_000);
            let other = IpAddr::V4(std::net::Ipv4Addr::from(0x0b00_0000 + n));
            assert_eq!(limit.has_token(other, now), Ok(()));
            limit.spend(other, now);
        }
        let now = start + Duration::from_secs(10);
        assert!(limit.has_token(guesser, now).is_err(), "still owed");
        assert!(limit.buckets.lock().unwrap().len() <= MAX_CLIENTS);
    }

    #[test]
    fn only_misses_spend_and_misses_at_once_are_owed() {
        let limit = RateLimit::new(2, 30.0);
        let start = Instant::now();
        let phone: IpAddr = "10.0.0.1".parse().unwrap();
        // Found codes spend nothing however many are asked.
        for _ in 0..100 {
            assert_eq!(limit.has_token(phone, start), Ok(()));
        }
        // Five misses that were all let in at once: three are owed.
        for _ in 0..5 {
            limit.spend(phone, start);
        }
        assert_eq!(limit.has_token(phone, start), Err(120));
        let later = start + Duration::from_secs(120);
        assert_eq!(limit.has_token(phone, later), Ok(()));
    }

    #[test]
    fn the_clients_kept_stay_bounded() {
        let limit = RateLimit::new(5, 10.0);
        let start = Instant::now();
        for n in 0..(MAX_CLIENTS as u32 + 50) {
            let client = IpAddr::V4(std::net::Ipv4Addr::from(n));
            assert_eq!(limit.take(client, start), Ok(()));
        }
        let kept = limit.buckets.lock().unwrap().len();
        assert!(kept <= MAX_CLIENTS, "{kept}");
    }
}
