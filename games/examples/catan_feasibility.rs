//! Measures which Catan balancing limits the generator meets for every seed, the
//! evidence behind `catan::feasible` and the ranges in docs/api.md:
//! `cargo run --release -p games --example catan_feasibility [seeds]`.
//! For each board size and limit, every other rule is at its balanced default; the
//! last rows put every limit at its documented tightest value at once, then loosen
//! one at a time.
use games::catan::{setup, Constraints, Mode, SetupOptions};
use games::Seed;
use std::time::Instant;

fn main() {
    let seeds: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(300);
    for players in [4u8, 6] {
        let mut trials: Vec<(String, Constraints)> = Vec::new();
        for cap in 1..=3 {
            let mut c = Constraints::BALANCED;
            c.max_terrain_cluster = Some(cap);
            trials.push((format!("max_terrain_cluster={cap}"), c));
        }
        for cap in 7..=11 {
            let mut c = Constraints::BALANCED;
            c.max_intersection_pips = Some(cap);
            trials.push((format!("max_intersection_pips={cap}"), c));
        }
        for cap in 0..=3 {
            let mut c = Constraints::BALANCED;
            c.max_resource_pip_deviation = Some(cap);
            trials.push((format!("max_resource_pip_deviation={cap}"), c));
        }
        // Every limit at its tightest at once, then each loosened by one.
        let size = games::catan::BoardSize::for_players(players);
        trials.push((
            "every limit at its tightest".into(),
            Constraints::tightest(size),
        ));
        for cap in games::catan::CAPS {
            let mut c = Constraints::tightest(size);
            let looser = cap.tightest(size) + 1;
            *cap.slot(&mut c) = Some(looser);
            trials.push((format!("tightest, but {}={looser}", cap.rule), c));
        }
        for (name, constraints) in trials {
            let options = SetupOptions {
                players,
                mode: Mode::Balanced,
                constraints,
                keep: Vec::new(),
            };
            let mut ok = 0;
            let mut worst = 0u128;
            let mut refusal = None;
            for bits in 0..seeds {
                let seed = Seed::from_random_bits(bits.wrapping_mul(0x9E37_79B9_7F4A_7C15));
                let start = Instant::now();
                let result = setup(&options, &seed);
                worst = worst.max(start.elapsed().as_micros());
                match result {
                    Ok(_) => ok += 1,
                    Err(error) => refusal = Some(error.to_string()),
                }
            }
            print!("{players} players, {name}: met for {ok}/{seeds} seeds, slowest {worst} µs");
            match refusal {
                Some(message) => println!("; refused: {message}"),
                None => println!(),
            }
        }
    }
}
