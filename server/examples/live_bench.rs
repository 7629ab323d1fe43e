//! Live tables under load, for docs/performance.md (scripts/bench-live.sh runs
//! it against a release `tableside`): `TABLES` tables of `PHONES` phones each,
//! every phone following its table's events, and `EDITS_PER_SECOND` edits
//! across them for `SECONDS`. Measured: the time from sending an edit to each
//! other phone of its table receiving it, what was lost, and the server's
//! memory per open stream.
//!
//! Each phone speaks from an address of its own in 127.0.0.0/8, as phones at
//! different tables would: the server's limits count per address.
//!
//! `cargo run --release -p server --example live_bench -- ADDR[,ADDR…] PID[,PID…] [seconds]`
//! (several servers: one PostgreSQL behind them, a table's phones spread over them)

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

const TABLES: usize = 500;
const PHONES: usize = 4;
const EDITS_PER_SECOND: u64 = 20;

/// The loopback address of phone `n` (tables' creators use another range).
fn phone_ip(range: u8, n: usize) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(
        127,
        range,
        (n / 250) as u8,
        (n % 250 + 1) as u8,
    ))
}

async fn connect(from: IpAddr, to: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from, 0))?;
    socket.connect(to).await
}

/// One request, the connection closed after: the status and body.
async fn request(
    from: IpAddr,
    to: SocketAddr,
    method: &str,
    path: &str,
    body: &str,
) -> (u16, String) {
    let mut stream = connect(from, to).await.expect("connect");
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {to}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.expect("send");
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.expect("receive");
    let text = String::from_utf8_lossy(&response).into_owned();
    let status = text.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = text
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_owned();
    (status, body)
}

/// When each phone's edit in flight was sent, by (table, phone).
type Sent = Arc<Mutex<HashMap<(usize, usize), Instant>>>;

#[derive(Default)]
struct Seen {
    latencies: Vec<Duration>,
    /// Changes from another phone that arrived with no edit in flight.
    unexpected: usize,
    streams_ended: usize,
}

/// A phone following its table.
struct Follower {
    to: SocketAddr,
    from: IpAddr,
    code: String,
    table: usize,
    phone: usize,
    sent: Sent,
    seen: Arc<Mutex<Seen>>,
    /// Told when the table's first event (as it stands) has come.
    ready: tokio::sync::mpsc::Sender<()>,
}

/// Every change another phone made, timed.
async fn follow(follower: Follower) {
    let Follower {
        to,
        from,
        code,
        table,
        phone,
        sent,
        seen,
        ready,
    } = follower;
    let mut stream = connect(from, to).await.expect("connect a stream");
    // HTTP/1.0: the events come as they are, not in chunks.
    let head = format!("GET /api/v1/tables/{code}/events HTTP/1.0\r\nHost: {to}\r\n\r\n");
    stream
        .write_all(head.as_bytes())
        .await
        .expect("open the stream");
    let mut buffer = Vec::new();
    let mut chunk = [0u8; 8192];
    let mut first = true;
    loop {
        let n = match stream.read(&mut chunk).await {
            Ok(0) | Err(_) => {
                seen.lock().unwrap().streams_ended += 1;
                return;
            }
            Ok(n) => n,
        };
        let at = Instant::now();
        buffer.extend_from_slice(&chunk[..n]);
        while let Some(end) = buffer.windows(2).position(|w| w == b"\n\n") {
            let block: Vec<u8> = buffer.drain(..end + 2).collect();
            let block = String::from_utf8_lossy(&block);
            let Some(data) = block.lines().find_map(|l| l.strip_prefix("data: ")) else {
                continue;
            };
            if first {
                first = false;
                let _ = ready.send(()).await;
                continue;
            }
            let Ok(event) = serde_json::from_str::<serde_json::Value>(data) else {
                continue;
            };
            for change in event["changes"].as_array().into_iter().flatten() {
                // Phone k of a table edits players[k]: the path says whose edit.
                let Some(other) = change["path"]
                    .as_str()
                    .and_then(|p| p.strip_prefix("players["))
                    .and_then(|p| p.split(']').next())
                    .and_then(|n| n.parse::<usize>().ok())
                else {
                    continue;
                };
                if other == phone {
                    continue;
                }
                let since = sent.lock().unwrap().get(&(table, other)).copied();
                let mut seen = seen.lock().unwrap();
                match since {
                    Some(since) => seen.latencies.push(at.duration_since(since)),
                    None => seen.unexpected += 1,
                }
            }
        }
    }
}

fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find_map(|l| l.strip_prefix("VmRSS:"))
                .and_then(|v| v.trim().trim_end_matches(" kB").trim().parse().ok())
        })
        .unwrap_or(0)
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let mut args = std::env::args().skip(1);
    // Several servers (one PostgreSQL behind them): each phone speaks to one,
    // the phones of a table spread over them.
    let servers: Vec<SocketAddr> = args
        .next()
        .expect("ADDR[,ADDR…]")
        .split(',')
        .map(|a| a.parse().expect("ADDR is host:port"))
        .collect();
    let pids: Vec<u32> = args
        .next()
        .expect("SERVER_PID[,PID…]")
        .split(',')
        .map(|p| p.parse().expect("a pid"))
        .collect();
    let server_of = |phone: usize| servers[phone % servers.len()];
    let memory = || pids.iter().map(|&pid| rss_kib(pid)).sum::<u64>();
    let seconds: u64 = args.next().map_or(60, |s| s.parse().expect("seconds"));

    let started = Instant::now();
    let mut codes = Vec::with_capacity(TABLES);
    for table in 0..TABLES {
        let body = r#"{"game":"catan","players":["Ann","Bo","Cy","Di"]}"#;
        let to = server_of(table);
        let (status, made) = request(phone_ip(1, table), to, "POST", "/api/v1/tables", body).await;
        assert_eq!(status, 201, "{made}");
        let made: serde_json::Value = serde_json::from_str(&made).unwrap();
        codes.push(made["code"].as_str().unwrap().to_owned());
    }
    println!(
        "{TABLES} tables made in {:.1} s",
        started.elapsed().as_secs_f64()
    );

    let rss_before = memory();
    let sent: Sent = Arc::default();
    let seen: Arc<Mutex<Seen>> = Arc::default();
    let (ready, mut readied) = tokio::sync::mpsc::channel(TABLES * PHONES);
    let started = Instant::now();
    for (table, code) in codes.iter().enumerate() {
        for phone in 0..PHONES {
            let from = phone_ip(2, table * PHONES + phone);
            tokio::spawn(follow(Follower {
                to: server_of(table * PHONES + phone),
                from,
                code: code.clone(),
                table,
                phone,
                sent: sent.clone(),
                seen: seen.clone(),
                ready: ready.clone(),
            }));
        }
    }
    for _ in 0..TABLES * PHONES {
        readied.recv().await.expect("every stream opens");
    }
    let rss_open = memory();
    println!(
        "{} streams open in {:.1} s; server memory {} KiB -> {} KiB: {:.1} KiB per stream",
        TABLES * PHONES,
        started.elapsed().as_secs_f64(),
        rss_before,
        rss_open,
        (rss_open.saturating_sub(rss_before)) as f64 / (TABLES * PHONES) as f64
    );

    // Edits at a steady rate, each from its phone's own address, a phone's
    // next edit only after its last was answered.
    let mut client_seq: HashMap<(usize, usize), i64> = HashMap::new();
    let mut refused = 0usize;
    let edits = seconds * EDITS_PER_SECOND;
    let every = Duration::from_secs(1) / EDITS_PER_SECOND as u32;
    let mut tick = tokio::time::interval(every);
    let mut answers = Vec::new();
    let started = Instant::now();
    for n in 0..edits as usize {
        tick.tick().await;
        let table = (n * 7919) % TABLES;
        let phone = n % PHONES;
        let seq = client_seq.entry((table, phone)).or_insert(0);
        *seq += 1;
        let body = format!(
            r#"{{"client":"phone-{phone}","client_seq":{seq},"ops":[{{"path":"players[{phone}].settlements","value":{}}}]}}"#,
            2 + n % 4
        );
        let path = format!("/api/v1/tables/{}/ops", codes[table]);
        let from = phone_ip(2, table * PHONES + phone);
        let to = server_of(table * PHONES + phone);
        sent.lock().unwrap().insert((table, phone), Instant::now());
        answers.push(tokio::spawn(async move {
            request(from, to, "POST", &path, &body).await.0
        }));
    }
    for answer in answers {
        if answer.await.unwrap() != 200 {
            refused += 1;
        }
    }
    let elapsed = started.elapsed();
    // Time for the last edits to arrive.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let rss_after = memory();
    let seen = std::mem::take(&mut *seen.lock().unwrap());
    let mut latencies = seen.latencies;
    latencies.sort();
    let expected = edits as usize * (PHONES - 1);
    let at = |q: f64| latencies[((latencies.len() as f64 - 1.0) * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{edits} edits in {:.1} s ({:.1} a second), {refused} refused; {} of {expected} deliveries to the other phones, {} unexpected, {} streams ended",
        elapsed.as_secs_f64(),
        edits as f64 / elapsed.as_secs_f64(),
        latencies.len(),
        seen.unexpected,
        seen.streams_ended,
    );
    if !latencies.is_empty() {
        println!(
            "edit to every other phone: p50={:.1} ms p90={:.1} ms p99={:.1} ms max={:.1} ms",
            ms(at(0.5)),
            ms(at(0.9)),
            ms(at(0.99)),
            ms(at(1.0))
        );
    }
    println!("server memory after the soak: {rss_after} KiB");
}
