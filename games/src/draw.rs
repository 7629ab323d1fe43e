//! The random choices a setup makes, on a generator of the `rand` family.
//!
//! Every setup draws from [`SetupRng`] (xoshiro256**, `rand_xoshiro`), started by
//! [`crate::Seed::rng`]. Two draws sit on top of it, and both must give exactly
//! the values they gave before Tableside used `rand`, so that every seed already
//! shared or saved keeps dealing the same setup:
//!
//! - [`Draws::below`] is `rand`'s uniform sampler for `u64` (one 64-bit word times
//!   the range, rejected under `2^64 mod n`: Lemire's method). It samples `u64`
//!   whatever the platform: `rand`'s `usize` sampler takes 32-bit words for small
//!   ranges, and its one-off `random_range` another method, and either would deal
//!   other setups.
//! - [`Draws::shuffle`] is Fisher–Yates from the last item down, each swap drawn
//!   with `below`. `rand`'s `SliceRandom::shuffle` is as fair but draws its indices
//!   in another order and batches them into 32-bit words: the same seed would
//!   deal another board.
//!
//! `tests` below pin both against the draws made before, and check them for bias.

use rand::distr::{Distribution, Uniform};

/// How much of its search a draw may spend (only a game whose setup searches,
/// Catan's balanced board, ever stops short).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Effort {
    /// The game's whole budget: the rules are declared too tight only after it.
    Full,
    /// A first share that settles every ordinary setup quickly. A draw that
    /// stops there is [`Unsettled`]; the same draw with `Full` decides it, and
    /// gives the same setup as this one would have (the search walks the same
    /// path, only further). A server draws quick where it answers, and hands
    /// what is left to a bounded pool.
    Quick,
}

/// A draw that reached its [`Effort::Quick`] limit undecided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unsettled;

/// The generator every setup draws from: xoshiro256** seeded through SplitMix64
/// (`SeedableRng::seed_from_u64`), the same sequence on every platform.
pub type SetupRng = rand_xoshiro::Xoshiro256StarStar;

/// Uniform draws every setup makes, for any generator of the `rand` family.
pub trait Draws: rand::Rng {
    /// A uniform integer in `0..n`, without bias.
    ///
    /// # Panics
    /// If `n` is 0: there is nothing to choose from, and every caller draws from
    /// a list the rules guarantee is not empty.
    fn below(&mut self, n: usize) -> usize {
        let range = Uniform::new(0, n as u64).expect("below(0) has no possible value");
        // The value is under n, a usize, so it fits back.
        range.sample(self) as usize
    }

    /// Shuffles in place: every order equally likely.
    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// One item chosen uniformly, or `None` from an empty slice.
    fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len())])
        }
    }
}

impl<R: rand::Rng + ?Sized> Draws for R {}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng as _, SeedableRng};

    /// The bounded draw Tableside used before `rand`, kept here only to show that
    /// `rand`'s sampler gives the same values.
    fn lemire_before_rand(rng: &mut SetupRng, n: usize) -> usize {
        let n = n as u64;
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(rng.next_u64()) * u128::from(n);
            if (product as u64) >= threshold {
                return (product >> 64) as usize;
            }
        }
    }

    #[test]
    fn below_draws_what_it_drew_before_rand() {
        // Ranges as the setups use them (dice, seats, decks) and awkward ones near
        // a power of two, where rejection happens most.
        for n in [
            1,
            2,
            3,
            5,
            6,
            7,
            18,
            19,
            30,
            54,
            65,
            (1 << 20) + 1,
            usize::MAX,
        ] {
            let mut ours = SetupRng::seed_from_u64(n as u64);
            let mut before = ours.clone();
            for _ in 0..2_000 {
                assert_eq!(ours.below(n), lemire_before_rand(&mut before, n), "n = {n}");
            }
        }
    }

    #[test]
    #[should_panic(expected = "below(0)")]
    fn below_zero_is_refused() {
        SetupRng::seed_from_u64(1).below(0);
    }

    #[test]
    fn matches_the_reference_xoshiro256_starstar() {
        // The published algorithm's output from the state {1, 2, 3, 4}.
        let mut state = [0u8; 32];
        for (word, value) in state.chunks_exact_mut(8).zip([1u64, 2, 3, 4]) {
            word.copy_from_slice(&value.to_le_bytes());
        }
        let mut rng = SetupRng::from_seed(state);
        let outputs: Vec<u64> = (0..4).map(|_| rng.next_u64()).collect();
        assert_eq!(outputs, [11520, 0, 1509978240, 1215971899390074240]);
    }

    /// Pearson's chi-square statistic of observed counts against equal shares.
    fn chi_square(counts: &[u64]) -> f64 {
        let total: u64 = counts.iter().sum();
        let expected = total as f64 / counts.len() as f64;
        counts
            .iter()
            .map(|&c| (c as f64 - expected).powi(2) / expected)
            .sum()
    }

    /// The chi-square value exceeded by chance once in a thousand trials, for
    /// `df` degrees of freedom (Wilson–Hilferty: within 1 % for df >= 3).
    fn chi_square_limit(df: usize) -> f64 {
        let df = df as f64;
        let z = 3.090; // the normal distribution's 99.9th percentile
        let h = 2.0 / (9.0 * df);
        df * (1.0 - h + z * h.sqrt()).powi(3)
    }

    /// How often each item lands in each position over `rounds` shuffles of
    /// `n` items, one count per (item, position).
    fn position_counts(
        n: usize,
        rounds: u32,
        shuffle: impl Fn(&mut SetupRng, &mut [usize]),
    ) -> Vec<u64> {
        let mut rng = SetupRng::seed_from_u64(n as u64 * 7919);
        let mut counts = vec![0u64; n * n];
        for _ in 0..rounds {
            let mut items: Vec<usize> = (0..n).collect();
            shuffle(&mut rng, &mut items);
            for (position, item) in items.into_iter().enumerate() {
                counts[item * n + position] += 1;
            }
        }
        counts
    }

    #[test]
    fn below_is_uniform() {
        for n in [2, 3, 5, 6, 7, 19, 54] {
            let mut rng = SetupRng::seed_from_u64(n as u64);
            let mut counts = vec![0u64; n];
            for _ in 0..2_000 * n {
                counts[rng.below(n)] += 1;
            }
            let statistic = chi_square(&counts);
            assert!(
                statistic < chi_square_limit(n - 1),
                "n = {n}: chi-square {statistic:.1}, {counts:?}"
            );
        }
    }

    #[test]
    fn shuffle_puts_every_item_in_every_position_equally_often() {
        // A Catan board's 19 hexes and 9 harbors, a Citadels deck's 8 characters.
        for n in [3, 8, 9, 19] {
            let counts = position_counts(n, 1_000 * n as u32, |rng, items| rng.shuffle(items));
            // Each row and column of the n × n table sums to the rounds, which
            // leaves (n - 1)² free cells.
            let statistic = chi_square(&counts);
            assert!(
                statistic < chi_square_limit((n - 1) * (n - 1)),
                "n = {n}: chi-square {statistic:.1}"
            );
        }
    }

    #[test]
    fn shuffle_deals_every_order_equally_often() {
        let mut rng = SetupRng::seed_from_u64(2026);
        let mut counts = [0u64; 24]; // the 4! orders of four items
        for _ in 0..48_000 {
            let mut items = [0usize, 1, 2, 3];
            rng.shuffle(&mut items);
            // The order's rank among all 24, in the factorial number system.
            let rank = (0..4).fold(0, |rank, i| {
                let smaller_after = items[i + 1..]
                    .iter()
                    .filter(|&&later| later < items[i])
                    .count();
                rank * (4 - i) + smaller_after
            });
            counts[rank] += 1;
        }
        let statistic = chi_square(&counts);
        assert!(
            statistic < chi_square_limit(23),
            "chi-square {statistic:.1}, {counts:?}"
        );
    }

    #[test]
    fn the_uniformity_check_catches_a_biased_shuffle() {
        // The classic mistake: swapping with any position, not only the ones left.
        // Its 3^3 equally likely paths cannot spread evenly over 3! orders; the
        // check above must reject it, or it proves nothing.
        let naive = |rng: &mut SetupRng, items: &mut [usize]| {
            for i in 0..items.len() {
                let j = rng.below(items.len());
                items.swap(i, j);
            }
        };
        let counts = position_counts(3, 30_000, naive);
        assert!(chi_square(&counts) > chi_square_limit(4));
    }

    #[test]
    fn shuffle_keeps_every_item() {
        let mut rng = SetupRng::seed_from_u64(42);
        let mut items: Vec<u32> = (0..50).collect();
        rng.shuffle(&mut items);
        assert_ne!(items, (0..50).collect::<Vec<_>>());
        items.sort_unstable();
        assert_eq!(items, (0..50).collect::<Vec<_>>());
    }

    #[test]
    fn pick_chooses_from_the_items_only() {
        let mut rng = SetupRng::seed_from_u64(3);
        assert_eq!(rng.pick::<u8>(&[]), None);
        for _ in 0..100 {
            assert!(rng.pick(&[4, 5, 6]).is_some_and(|x| (4..=6).contains(x)));
        }
    }
}
