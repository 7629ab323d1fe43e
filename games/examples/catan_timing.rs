//! Times Catan board generation per mode and board size, with every balancing rule
//! on: `cargo run --release -p games --example catan_timing [boards]`. Prints the
//! median, 99th percentile and worst time per board, and any failures.
use games::catan::{setup, Constraints, Mode, SetupOptions};
use games::Seed;
use std::time::Instant;

fn main() {
    let boards: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2000);
    for players in [4u8, 6] {
        for mode in [Mode::Spiral, Mode::Random, Mode::Balanced] {
            let options = SetupOptions {
                players,
                mode,
                constraints: Constraints::BALANCED,
                keep: Vec::new(),
            };
            let mut times: Vec<u128> = Vec::new();
            let mut failures = 0;
            for bits in 0..boards {
                let seed = Seed::from_random_bits(bits.wrapping_mul(0x9E37_79B9_7F4A_7C15));
                let start = Instant::now();
                if setup(&options, &seed).is_err() {
                    failures += 1;
                }
                times.push(start.elapsed().as_nanos());
            }
            times.sort_unstable();
            let at = |p: f64| times[((times.len() as f64 - 1.0) * p) as usize] as f64 / 1000.0;
            println!(
                "{players} players {mode:?}: median {:.1} µs, p99 {:.1} µs, max {:.1} µs, failures {failures}/{boards}",
                at(0.5),
                at(0.99),
                at(1.0)
            );
        }
    }
}
