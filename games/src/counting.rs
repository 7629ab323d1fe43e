//! How many times this process has read a kept pad and scored a game: the
//! `counting` feature, on only for the test that holds one save to one of each
//! (`server/tests/one_save.rs`). Off, both are no-ops.

#[cfg(feature = "counting")]
mod counters {
    use std::sync::atomic::{AtomicU64, Ordering};

    static PADS_READ: AtomicU64 = AtomicU64::new(0);
    static GAMES_SCORED: AtomicU64 = AtomicU64::new(0);

    pub(crate) fn pad_read() {
        PADS_READ.fetch_add(1, Ordering::Relaxed);
    }

    pub(crate) fn game_scored() {
        GAMES_SCORED.fetch_add(1, Ordering::Relaxed);
    }

    /// (kept pads read, games scored) so far.
    pub fn so_far() -> (u64, u64) {
        (
            PADS_READ.load(Ordering::Relaxed),
            GAMES_SCORED.load(Ordering::Relaxed),
        )
    }
}

#[cfg(feature = "counting")]
pub use counters::so_far;
#[cfg(feature = "counting")]
pub(crate) use counters::{game_scored, pad_read};

#[cfg(not(feature = "counting"))]
pub(crate) fn pad_read() {}

#[cfg(not(feature = "counting"))]
pub(crate) fn game_scored() {}
