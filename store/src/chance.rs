//! How sure a win rate is: its 95 % Wilson interval, the rate chance alone
//! would give, and how likely luck alone is to have moved it that far.
//!
//! Chance: at a table of n each player wins with probability 1/n, so over a
//! person's plays the wins luck would give are a sum of independent trials
//! (a Poisson binomial). A shared win counts as a share (1/k of a win for a
//! k-way tie), so every table's shares add up to one win, as chance's do.
//!
//! The test: the probability, under chance, of a win count at least as far
//! from the expected count as the one observed (two-sided), computed exactly
//! for up to [`EXACT_UP_TO`] plays and by the normal approximation beyond,
//! where the two agree to well under a point.

use serde::{Deserialize, Serialize};

/// The z of a two-sided 95 % interval.
const Z95: f64 = 1.959_963_984_540_054;

/// Plays up to which the test is computed exactly (the exact sum grows with
/// the square of the plays).
pub const EXACT_UP_TO: usize = 400;

/// A rate is told apart from chance below this p-value.
pub const SIGNIFICANCE: f64 = 0.05;

/// A win rate with its 95 % interval and chance's rate.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct RateEstimate {
    /// Wins, a shared win counted as its share.
    pub wins: f64,
    pub plays: i64,
    /// The rate chance alone gives over the same tables: the mean of 1/n.
    pub chance: f64,
    /// The 95 % Wilson interval of the rate.
    pub low: f64,
    pub high: f64,
    /// How likely chance alone is to stray this far from its expected wins.
    pub p_value: f64,
}

/// What a rate says against chance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Not enough games to tell the rate from chance.
    TooFewToTell,
    AboveChance,
    BelowChance,
}

impl RateEstimate {
    /// The estimate of `wins` over plays at tables of the given sizes:
    /// `tables` lists (players at the table, plays at that size).
    pub fn new(wins: f64, tables: &[(i64, i64)]) -> RateEstimate {
        let tables: Vec<Table> = tables
            .iter()
            .filter(|(players, plays)| *players > 0 && *plays > 0)
            .map(|&(players, plays)| Table {
                chance: 1.0 / players as f64,
                plays: plays as usize,
            })
            .collect();
        let plays: usize = tables.iter().map(|t| t.plays).sum();
        let expected: f64 = tables.iter().map(|t| t.chance * t.plays as f64).sum();
        let (low, high) = wilson(wins, plays as f64);
        RateEstimate {
            wins,
            plays: plays as i64,
            chance: if plays == 0 {
                0.0
            } else {
                expected / plays as f64
            },
            low,
            high,
            p_value: p_value(wins, &tables),
        }
    }

    pub fn rate(&self) -> f64 {
        if self.plays == 0 {
            0.0
        } else {
            self.wins / self.plays as f64
        }
    }

    pub fn verdict(&self) -> Verdict {
        if self.plays == 0 || self.p_value >= SIGNIFICANCE {
            Verdict::TooFewToTell
        } else if self.rate() > self.chance {
            Verdict::AboveChance
        } else {
            Verdict::BelowChance
        }
    }
}

/// The 95 % Wilson score interval of `wins` in `plays` (0 to 1 with no plays).
pub fn wilson(wins: f64, plays: f64) -> (f64, f64) {
    if plays <= 0.0 {
        return (0.0, 1.0);
    }
    let rate = wins / plays;
    let z2 = Z95 * Z95;
    let scale = 1.0 + z2 / plays;
    let centre = (rate + z2 / (2.0 * plays)) / scale;
    let spread = Z95 * (rate * (1.0 - rate) / plays + z2 / (4.0 * plays * plays)).sqrt() / scale;
    ((centre - spread).max(0.0), (centre + spread).min(1.0))
}

/// Plays at one size of table: each won by chance with `chance`.
#[derive(Debug, Clone, Copy)]
pub struct Table {
    pub chance: f64,
    pub plays: usize,
}

/// The two-sided p-value of `wins` against independent plays won by chance:
/// how likely a count at least as far from the expected one is.
pub fn p_value(wins: f64, tables: &[Table]) -> f64 {
    let plays: usize = tables.iter().map(|t| t.plays).sum();
    if plays == 0 {
        return 1.0;
    }
    let expected: f64 = tables.iter().map(|t| t.chance * t.plays as f64).sum();
    // A hair of slack, so a count exactly as far counts despite rounding.
    let distance = (wins - expected).abs() - 1e-9;
    if plays <= EXACT_UP_TO {
        let far: f64 = wins_distribution(tables)
            .iter()
            .enumerate()
            .filter(|(count, _)| (*count as f64 - expected).abs() >= distance)
            .map(|(_, p)| p)
            .sum();
        far.min(1.0)
    } else {
        let variance: f64 = tables
            .iter()
            .map(|t| t.plays as f64 * t.chance * (1.0 - t.chance))
            .sum();
        if variance == 0.0 {
            return if distance > 0.0 { 0.0 } else { 1.0 };
        }
        // Continuity-corrected, as the counts are whole.
        let z = ((wins - expected).abs() - 0.5).max(0.0) / variance.sqrt();
        2.0 * upper_tail(z)
    }
}

/// The probability of each number of wins, 0 to all, over these plays.
fn wins_distribution(tables: &[Table]) -> Vec<f64> {
    let mut distribution = vec![1.0];
    for table in tables {
        for _ in 0..table.plays {
            let mut next = vec![0.0; distribution.len() + 1];
            for (count, probability) in distribution.iter().enumerate() {
                next[count] += probability * (1.0 - table.chance);
                next[count + 1] += probability * table.chance;
            }
            distribution = next;
        }
    }
    distribution
}

/// P(Z > z) for a standard normal Z (Abramowitz and Stegun 7.1.26 through
/// erfc; accurate to about 1e-7, far finer than the page shows).
fn upper_tail(z: f64) -> f64 {
    let x = z / std::f64::consts::SQRT_2;
    let t = 1.0 / (1.0 + 0.327_591_1 * x);
    let poly = t
        * (0.254_829_592
            + t * (-0.284_496_736
                + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    0.5 * poly * (-x * x).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    /// C(n, k) p^k (1-p)^(n-k), written out.
    fn binomial(n: u64, k: u64, p: f64) -> f64 {
        let choose = (0..k).fold(1.0, |c, i| c * (n - i) as f64 / (i + 1) as f64);
        choose * p.powi(k as i32) * (1.0 - p).powi((n - k) as i32)
    }

    #[test]
    fn the_wilson_interval_of_7_wins_in_20_is_18_to_57_percent() {
        // By hand: centre (0.35 + 1.96²/40) / (1 + 1.96²/20) = 0.3742, half
        // width 1.96 √(0.35·0.65/20 + 1.96²/1600) / 1.1921 = 0.1930.
        let (low, high) = wilson(7.0, 20.0);
        assert!(close(low, 0.1812, 0.0005), "{low}");
        assert!(close(high, 0.5671, 0.0005), "{high}");
    }

    #[test]
    fn the_interval_stays_within_0_and_1_at_the_ends() {
        let (low, high) = wilson(0.0, 10.0);
        assert!(close(low, 0.0, 1e-12), "{low}");
        assert!(close(high, 0.2775, 0.0005), "{high}");
        let (low, high) = wilson(10.0, 10.0);
        assert!(close(low, 0.7225, 0.0005), "{low}");
        assert!(close(high, 1.0, 1e-12), "{high}");
        assert_eq!(wilson(0.0, 0.0), (0.0, 1.0));
    }

    #[test]
    fn seven_wins_in_20_four_player_games_is_not_enough_to_tell() {
        // Chance: 5 of 20. At least 2 away: 3 or fewer, or 7 or more.
        let by_hand: f64 = (0..=3).chain(7..=20).map(|k| binomial(20, k, 0.25)).sum();
        let estimate = RateEstimate::new(7.0, &[(4, 20)]);
        assert!(
            close(estimate.p_value, by_hand, 1e-12),
            "{}",
            estimate.p_value
        );
        assert!(
            close(estimate.p_value, 0.4394, 0.0005),
            "{}",
            estimate.p_value
        );
        assert_eq!(estimate.chance, 0.25);
        assert_eq!(estimate.verdict(), Verdict::TooFewToTell);
    }

    #[test]
    fn ten_wins_in_ten_four_player_games_is_above_chance() {
        let estimate = RateEstimate::new(10.0, &[(4, 10)]);
        assert!(close(estimate.p_value, 0.25f64.powi(10), 1e-15));
        assert_eq!(estimate.verdict(), Verdict::AboveChance);
        let never = RateEstimate::new(0.0, &[(3, 30)]);
        // At least 10 from the expected 10: none, or 20 and more.
        let by_hand: f64 = std::iter::once(0)
            .chain(20..=30)
            .map(|k| binomial(30, k, 1.0 / 3.0))
            .sum();
        assert!(close(never.p_value, by_hand, 1e-12), "{}", never.p_value);
        assert_eq!(never.verdict(), Verdict::BelowChance);
    }

    #[test]
    fn chance_over_tables_of_several_sizes_is_the_mean_of_one_over_n() {
        // Two games of 2, two of 4: chance (1/2 + 1/2 + 1/4 + 1/4) / 4.
        let estimate = RateEstimate::new(1.5, &[(2, 2), (4, 2)]);
        assert_eq!(estimate.chance, 0.375);
        assert_eq!(estimate.plays, 4);
        assert_eq!(estimate.rate(), 0.375);
        // Exactly as chance gives: every outcome is at least that far.
        assert!(close(estimate.p_value, 1.0, 1e-12));
    }

    #[test]
    fn the_normal_approximation_takes_over_past_the_exact_limit_and_agrees() {
        let plays = EXACT_UP_TO as u64 + 100;
        let tables = [Table {
            chance: 0.25,
            plays: plays as usize,
        }];
        let wins = 150.0;
        let exact: f64 = (0..=plays)
            .filter(|&k| (k as f64 - 125.0).abs() >= 25.0)
            .map(|k| binomial(plays, k, 0.25))
            .sum();
        let approximated = p_value(wins, &tables);
        assert!(
            close(approximated, exact, 0.003),
            "{approximated} against {exact}"
        );
        // 50 games per seat: about ±6 points of standard error, as the issue says.
        let (low, high) = wilson(12.5, 50.0);
        assert!(high - low > 0.2, "{low}–{high}");
    }

    #[test]
    fn no_plays_say_nothing() {
        let none = RateEstimate::new(0.0, &[]);
        assert_eq!(none.verdict(), Verdict::TooFewToTell);
        assert_eq!(none.p_value, 1.0);
        assert_eq!(none.rate(), 0.0);
    }
}
