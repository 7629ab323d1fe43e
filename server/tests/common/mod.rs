//! What the server tests share: the site in process ([`test_app::TestApp`]),
//! the plays and live tables the tests make ([`plays`], [`tables`]), and a
//! real `tableside` process for the tests that need one (a hard kill, a
//! shutdown, two servers on one database), spoken to over plain HTTP/1.1.
#![allow(dead_code)] // Each test file uses its own part.

pub mod plays;
pub mod tables;
pub mod test_app;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

pub struct Server {
    child: Child,
    pub addr: String,
    /// Its log line saying it serves.
    pub said_line: String,
    /// Every line of its log so far (stderr, read as it comes).
    log: Arc<Mutex<Vec<String>>>,
}

impl Server {
    /// Starts the binary on a port the system picks and waits for the log
    /// line saying which: choosing a free port first and passing it on could
    /// meet the other test's server on a reused port.
    pub fn start(store: &[(&str, &str)]) -> Server {
        Server::start_program(
            env!("CARGO_BIN_EXE_tableside").as_ref(),
            Some("tests/no-site"),
            store,
        )
    }

    /// [`Server::start`] for another copy of the binary, serving `site_root`
    /// or, without one, the site it carries.
    pub fn start_program(
        program: &std::path::Path,
        site_root: Option<&str>,
        store: &[(&str, &str)],
    ) -> Server {
        let mut command = Command::new(program);
        match site_root {
            Some(root) => command.env("LEPTOS_SITE_ROOT", root),
            None => command.env_remove("LEPTOS_SITE_ROOT"),
        };
        command
            .env("LEPTOS_SITE_ADDR", "127.0.0.1:0")
            .env_remove("DATABASE_URL")
            .env_remove("RUST_LOG")
            .env_remove("TABLESIDE_LOG_FORMAT")
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        for (name, value) in store {
            command.env(name, value);
        }
        let mut child = command.spawn().expect("the server binary starts");
        let log = Arc::new(Mutex::new(Vec::new()));
        let (said, serving) = mpsc::channel();
        let reader = BufReader::new(child.stderr.take().expect("stderr is piped"));
        std::thread::spawn({
            let log = log.clone();
            move || {
                // Read to the end: the server's last words must not meet a closed pipe.
                for line in reader.lines().map_while(Result::ok) {
                    eprintln!("server: {line}");
                    if line.contains("on http://") {
                        let _ = said.send(line.clone());
                    }
                    log.lock().unwrap().push(line);
                }
            }
        });
        let Ok(said_line) = serving.recv_timeout(Duration::from_secs(60)) else {
            let _ = child.kill();
            panic!(
                "the server did not say where it listens: {:?}",
                log.lock().unwrap()
            );
        };
        let addr = said_line
            .split("on http://")
            .nth(1)
            .and_then(|rest| rest.split(',').next())
            .unwrap_or_else(|| panic!("no address in {said_line:?}"))
            .to_owned();
        Server {
            child,
            addr,
            said_line,
            log,
        }
    }

    /// The log's lines so far.
    pub fn log(&self) -> Vec<String> {
        self.log.lock().unwrap().clone()
    }

    /// Whether a log line containing every one of `parts` has come (or comes
    /// within `within`).
    pub fn logged(&self, parts: &[&str], within: Duration) -> bool {
        let until = Instant::now() + within;
        loop {
            if self
                .log()
                .iter()
                .any(|line| parts.iter().all(|part| line.contains(part)))
            {
                return true;
            }
            if Instant::now() >= until {
                return false;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// One HTTP/1.1 request; the status and body.
    pub fn call(&self, method: &str, path: &str, body: &str) -> (u16, String) {
        let (status, _, body) = self.exchange(method, path, "", body);
        (status, body)
    }

    /// One HTTP/1.1 request with `headers` (lines ending in CRLF) added; the
    /// status, the response's head and its body.
    pub fn exchange(
        &self,
        method: &str,
        path: &str,
        headers: &str,
        body: &str,
    ) -> (u16, String, String) {
        let mut stream = TcpStream::connect(&self.addr).unwrap();
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
             {headers}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.addr,
            body.len()
        )
        .unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        let status = response[9..12].parse().unwrap();
        let (head, body) = response.split_once("\r\n\r\n").unwrap_or((&response, ""));
        (status, head.to_owned(), body.to_owned())
    }

    /// `kill -9`: no shutdown, no flush.
    pub fn kill_hard(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Server {
    /// Opens a request that stays open (server-sent events): what the server
    /// has sent so far is read with [`Stream::wait_for`].
    pub fn open(&self, path: &str) -> Stream {
        let mut stream = TcpStream::connect(&self.addr).unwrap();
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: {}\r\nAccept: text/event-stream\r\n\r\n",
            self.addr
        )
        .unwrap();
        stream
            .set_read_timeout(Some(Duration::from_millis(200)))
            .unwrap();
        Stream {
            stream,
            read: String::new(),
            ended: false,
        }
    }

    /// SIGTERM, as a service manager stops it; how it exited, if it did
    /// within `within`.
    pub fn terminate(&mut self, within: Duration) -> Option<std::process::ExitStatus> {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success());
        let until = Instant::now() + within;
        while Instant::now() < until {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }
}

/// An open response, read as it comes.
pub struct Stream {
    stream: TcpStream,
    read: String,
    ended: bool,
}

impl Stream {
    /// Whether `text` has come (or comes within `within`).
    pub fn wait_for(&mut self, text: &str, within: Duration) -> bool {
        let until = Instant::now() + within;
        while !self.read.contains(text) && Instant::now() < until && !self.ended {
            self.read_some();
        }
        self.read.contains(text)
    }

    /// Whether the server closed the response (within `within`).
    pub fn ends(&mut self, within: Duration) -> bool {
        let until = Instant::now() + within;
        while !self.ended && Instant::now() < until {
            self.read_some();
        }
        self.ended
    }

    fn read_some(&mut self) {
        let mut buffer = [0u8; 4096];
        match self.stream.read(&mut buffer) {
            Ok(0) => self.ended = true,
            Ok(n) => self.read.push_str(&String::from_utf8_lossy(&buffer[..n])),
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(_) => self.ended = true,
        }
    }
}
