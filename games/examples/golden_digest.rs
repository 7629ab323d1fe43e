//! One number that pins many setups: a digest of every game's setup JSON for a set
//! of seeds and player counts. `tests/determinism.rs` checks it natively and
//! `scripts/wasm-determinism.sh` runs this file compiled to wasm32 in Node: equal
//! digests mean a shared seed gives the same setup on every phone and the server.

use games::{card_city, catan, citadels, city_council, gentes, Seed};

const SEEDS: [&str; 5] = ["TABLE5", "K3XQ9ZD", "0000000", "MEEPLE", "ZZZZZZZ"];

pub fn digest() -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut eat = |json: String| {
        for byte in json.bytes() {
            hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
    };
    let text = |v: &dyn erased::Json| v.json();
    for code in SEEDS {
        let seed = Seed::parse(code).expect("valid seed");
        for players in 1..=4 {
            eat(text(&card_city::setup(
                &card_city::SetupOptions { players },
                &seed,
            )));
        }
        for players in 2..=5 {
            eat(text(&city_council::setup(
                &city_council::SetupOptions { players },
                &seed,
            )));
        }
        for players in 2..=4 {
            eat(text(&gentes::setup(
                &gentes::SetupOptions {
                    players,
                    lock_first_tax: false,
                },
                &seed,
            )));
        }
        for edition in [citadels::Edition::Classic, citadels::Edition::Y2016] {
            for players in 2..=8 {
                let mut options = citadels::SetupOptions::new(players, edition);
                options.reveal = true;
                eat(text(&citadels::setup(&options, &seed)));
            }
        }
        for mode in [
            catan::Mode::Spiral,
            catan::Mode::Random,
            catan::Mode::Balanced,
            catan::Mode::Beginner,
        ] {
            for players in 3..=6 {
                let options = catan::SetupOptions {
                    players,
                    mode,
                    constraints: catan::Constraints::BALANCED,
                    keep: Vec::new(),
                };
                eat(text(&catan::setup(&options, &seed)));
            }
        }
    }
    hash
}

/// Serialises a setup result, error or not, so every outcome is pinned.
mod erased {
    pub trait Json {
        fn json(&self) -> String;
    }

    impl<T: serde::Serialize> Json for Result<T, games::InputError> {
        fn json(&self) -> String {
            match self {
                Ok(value) => serde_json::to_string(value).expect("setups serialise"),
                Err(error) => format!("error:{}:{error}", error.field()),
            }
        }
    }
}

/// The wasm export (a BigInt in JavaScript).
#[no_mangle]
pub extern "C" fn golden_digest() -> u64 {
    digest()
}
