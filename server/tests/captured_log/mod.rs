//! The log lines written in a test, kept in memory to be read back.
#![allow(dead_code)] // Each test file uses its own part.

use std::sync::{Arc, Mutex};

/// A writer for `tracing_subscriber::fmt().with_writer(...)`: every clone
/// writes to the same text.
#[derive(Clone, Default)]
pub struct Captured(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Captured {
    /// A subscriber writing plain text lines here.
    pub fn subscriber(&self) -> impl tracing::Subscriber + Send + Sync {
        let writer = self.clone();
        tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_ansi(false)
            .finish()
    }

    pub fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }

    pub fn lines_with(&self, part: &str) -> usize {
        self.text()
            .lines()
            .filter(|line| line.contains(part))
            .count()
    }
}
