//! Numbers that pin many setups: a digest of each game's (and each Catan mode's,
//! each Citadels edition's) setup JSON over a set of seeds and player counts.
//! `tests/determinism.rs` checks them natively and `scripts/wasm-determinism.sh`
//! runs this file compiled to wasm32 in Node: equal digests mean a shared seed
//! gives the same setup on every phone and the server. One digest a part, so an
//! intended change to one setup shows that every other part stayed put.

use games::{card_city, catan, citadels, city_council, gentes, Seed};

const SEEDS: [&str; 5] = ["TABLE5", "K3XQ9ZD", "0000000", "MEEPLE", "ZZZZZZZ"];

/// The parts, in the order of `golden_digest.txt`.
pub const PARTS: [&str; 9] = [
    "card_city",
    "city_council",
    "gentes",
    "citadels/classic",
    "citadels/2016",
    "catan/spiral",
    "catan/random",
    "catan/balanced",
    "catan/beginner",
];

/// Every part's setups over every seed, as JSON texts.
fn setups_of(part: &str, seed: &Seed) -> Vec<String> {
    let catan = |mode| {
        (3..=6)
            .map(|players| {
                let options = catan::SetupOptions {
                    players,
                    mode,
                    constraints: catan::Constraints::BALANCED,
                    keep: Vec::new(),
                };
                json(&catan::setup(&options, seed))
            })
            .collect()
    };
    let citadels = |edition| {
        (2..=8)
            .map(|players| {
                let mut options = citadels::SetupOptions::new(players, edition);
                options.reveal = true;
                json(&citadels::setup(&options, seed))
            })
            .collect()
    };
    match part {
        "card_city" => (1..=4)
            .map(|players| {
                json(&card_city::setup(
                    &card_city::SetupOptions { players },
                    seed,
                ))
            })
            .collect(),
        "city_council" => (2..=5)
            .map(|players| {
                json(&city_council::setup(
                    &city_council::SetupOptions { players },
                    seed,
                ))
            })
            .collect(),
        "gentes" => (2..=4)
            .map(|players| {
                let options = gentes::SetupOptions {
                    players,
                    lock_first_tax: false,
                };
                json(&gentes::setup(&options, seed))
            })
            .collect(),
        "citadels/classic" => citadels(citadels::Edition::Classic),
        "citadels/2016" => citadels(citadels::Edition::Y2016),
        "catan/spiral" => catan(catan::Mode::Spiral),
        "catan/random" => catan(catan::Mode::Random),
        "catan/balanced" => catan(catan::Mode::Balanced),
        "catan/beginner" => catan(catan::Mode::Beginner),
        other => panic!("no golden part {other}"),
    }
}

/// The FNV-1a digest of one part's setups over every seed.
pub fn digest(part: &str) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for code in SEEDS {
        let seed = Seed::parse(code).expect("valid seed");
        for text in setups_of(part, &seed) {
            for byte in text.bytes() {
                hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
        }
    }
    hash
}

/// Serialises a setup result, error or not, so every outcome is pinned.
fn json<T: serde::Serialize>(result: &Result<T, games::InputError>) -> String {
    match result {
        Ok(value) => serde_json::to_string(value).expect("setups serialise"),
        Err(error) => format!("error:{}:{error}", error.field()),
    }
}

/// The wasm exports: how many parts, and part `index`'s digest (a BigInt in
/// JavaScript).
#[no_mangle]
pub extern "C" fn golden_part_count() -> u32 {
    PARTS.len() as u32
}

#[no_mangle]
pub extern "C" fn golden_part_digest(index: u32) -> u64 {
    digest(PARTS[index as usize])
}
