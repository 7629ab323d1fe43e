//! Catan board generation per mode and board size (`make bench`).
//! Each iteration draws one board from a different seed, so the median covers the
//! spread of easy and hard boards. Percentiles: `examples/catan_timing.rs`.

use games::catan::{setup, Constraints, Mode, SetupOptions};
use games::Seed;
use std::sync::atomic::{AtomicU64, Ordering};

fn main() {
    divan::main();
}

static NEXT_SEED: AtomicU64 = AtomicU64::new(1);

fn board(players: u8, mode: Mode) {
    let options = SetupOptions {
        players,
        mode,
        constraints: Constraints::BALANCED,
        keep: Vec::new(),
    };
    let bits = NEXT_SEED.fetch_add(0x9E37_79B9, Ordering::Relaxed);
    divan::black_box(setup(&options, &Seed::from_random_bits(bits)).expect("a board"));
}

#[divan::bench(args = [Mode::Spiral, Mode::Random, Mode::Balanced], sample_count = 1000)]
fn board_19_hexes(mode: Mode) {
    board(4, mode);
}

#[divan::bench(args = [Mode::Spiral, Mode::Random, Mode::Balanced], sample_count = 1000)]
fn board_30_hexes(mode: Mode) {
    board(6, mode);
}

#[divan::bench]
fn beginner_map() {
    board(4, Mode::Beginner);
}
