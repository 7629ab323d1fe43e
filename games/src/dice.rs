//! Two dice at the table (a game that keeps its rolls: `Game::KEEPS_DICE_ROLLS`):
//! the sums rolled, in order, counted beside what two fair dice give, and
//! judged for fairness; and the two ways a phone can roll for the table (fair
//! dice, or a balanced deck of the 36 outcomes).
//!
//! A game keeps its rolls as sums (2–12), the way the table calls them out.

use crate::decimal::decimal;
use crate::draw::Draws;
use crate::path::FieldPath;
#[cfg(feature = "live")]
use crate::score::InputError;
use crate::words::{Language, Say};
use crate::GameId;
use serde::{Deserialize, Serialize};

/// The sums two six-sided dice make.
pub const SUMS: std::ops::RangeInclusive<u8> = 2..=12;

/// The most rolls one game keeps: a long game of Catan is about 200 turns,
/// so this is several long games over, and a play's rolls stay under 3 KB.
pub const MAX_ROLLS: usize = 1_000;

/// The key a play's rolls go by, in the API and in a kept pad.
pub const ROLLS_KEY: &str = "rolls";

/// Rolls of each sum that fair dice must be expected to give before the test
/// judges them (the usual condition of the chi-square test).
pub const EXPECTED_PER_SUM: u32 = 5;

/// Rolls counted before the test judges: the rarest sums (2 and 12, one way
/// in 36) must each be expected [`EXPECTED_PER_SUM`] times.
pub const ENOUGH_ROLLS: u32 = EXPECTED_PER_SUM * 36;

/// Dice are called unfair below this p-value (as the statistics tell a
/// win rate from chance).
pub const SIGNIFICANCE: f64 = 0.05;

/// The ways two dice make `sum`, out of 36 (0 for a number they cannot make).
pub const fn ways(sum: u8) -> u32 {
    if sum < 2 || sum > 12 {
        0
    } else if sum <= 7 {
        (sum - 1) as u32
    } else {
        (13 - sum) as u32
    }
}

/// Whether `sum` is one two dice can make.
pub fn is_sum(sum: i64) -> bool {
    (2..=12).contains(&sum)
}

/// Why a game's rolls cannot be kept: every door says it with these words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RollsRefused {
    /// The game is not played with two dice (`Game::KEEPS_DICE_ROLLS`).
    NotKept { game: GameId },
    /// More than [`MAX_ROLLS`].
    TooMany(usize),
    /// The roll at `at` (as it was written) is no sum two dice make.
    NotASum { at: usize, roll: String },
}

impl RollsRefused {
    /// Where it is: `rolls`, or `rolls[3]` for one roll.
    pub fn field(&self) -> FieldPath {
        let rolls = FieldPath::table(ROLLS_KEY);
        match self {
            RollsRefused::NotASum { at, .. } => rolls.item(*at),
            _ => rolls,
        }
    }

    /// Why, said after the field ("rolls[3] is 13: …").
    pub fn reason(&self) -> String {
        match self {
            RollsRefused::NotKept { game } => format!(
                "are kept only for a game played with two dice, not for {}",
                game.info().name
            ),
            RollsRefused::TooMany(count) => {
                format!("are {count} rolls: a game keeps at most {MAX_ROLLS}")
            }
            RollsRefused::NotASum { roll, .. } => {
                format!("is {roll}: two dice make a sum from 2 to 12")
            }
        }
    }
}

/// Whether `game` can keep these rolls (the store's door).
pub fn check_rolls(game: GameId, rolls: &[u8]) -> Result<(), RollsRefused> {
    if rolls.is_empty() {
        return Ok(());
    }
    if !game.info().keeps_dice_rolls {
        return Err(RollsRefused::NotKept { game });
    }
    if rolls.len() > MAX_ROLLS {
        return Err(RollsRefused::TooMany(rolls.len()));
    }
    match rolls.iter().position(|sum| !SUMS.contains(sum)) {
        Some(at) => Err(RollsRefused::NotASum {
            at,
            roll: rolls[at].to_string(),
        }),
        None => Ok(()),
    }
}

/// Reads a play's `rolls` as given (a list of sums, in order), or says which
/// one is wrong: `rolls[3]` for a 13, `rolls` for a list past [`MAX_ROLLS`].
/// (On the server, with the JSON library: the wasm reads no JSON.)
#[cfg(feature = "live")]
pub fn read_rolls(value: &serde_json::Value) -> Result<Vec<u8>, InputError> {
    let refused = |refusal: RollsRefused, what: String| {
        InputError::rule(refusal.field(), what, refusal.reason())
    };
    let Some(list) = value.as_array() else {
        return Err(InputError::rule(
            FieldPath::table(ROLLS_KEY),
            "The rolls",
            "must be a list of the sums rolled (2–12)",
        ));
    };
    if list.len() > MAX_ROLLS {
        return Err(refused(
            RollsRefused::TooMany(list.len()),
            "The rolls".into(),
        ));
    }
    list.iter()
        .enumerate()
        .map(|(at, roll)| match roll.as_i64() {
            Some(sum) if is_sum(sum) => Ok(sum as u8),
            _ => Err(refused(
                RollsRefused::NotASum {
                    at,
                    roll: roll.to_string(),
                },
                format!("Roll {}", at + 1),
            )),
        })
        .collect()
}

/// Rolls as a pad keeps them: the sums separated by spaces ("6 8 7").
pub fn encode_rolls(rolls: &[u8]) -> String {
    let sums: Vec<String> = rolls.iter().map(u8::to_string).collect();
    sums.join(" ")
}

/// A pad's kept rolls read back; `None` if any is not a sum, or past the
/// most a game keeps.
pub fn decode_rolls(text: &str) -> Option<Vec<u8>> {
    let rolls: Vec<u8> = text
        .split_whitespace()
        .map(|sum| sum.parse::<u8>().ok().filter(|s| SUMS.contains(s)))
        .collect::<Option<_>>()?;
    (rolls.len() <= MAX_ROLLS).then_some(rolls)
}

/// How often each sum came up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct DiceCounts {
    /// Rolls of 2, 3, … 12.
    counts: [u32; 11],
}

impl DiceCounts {
    pub fn of(rolls: &[u8]) -> DiceCounts {
        let mut counts = DiceCounts::default();
        for &sum in rolls {
            counts.add(sum, 1);
        }
        counts
    }

    /// Counts `times` more rolls of `sum` (not a sum: nothing).
    pub fn add(&mut self, sum: u8, times: u32) {
        if SUMS.contains(&sum) {
            self.counts[usize::from(sum - 2)] += times;
        }
    }

    /// Both records together (several games' dice).
    pub fn merge(&mut self, other: &DiceCounts) {
        for (mine, theirs) in self.counts.iter_mut().zip(other.counts) {
            *mine += theirs;
        }
    }

    pub fn count(&self, sum: u8) -> u32 {
        if SUMS.contains(&sum) {
            self.counts[usize::from(sum - 2)]
        } else {
            0
        }
    }

    pub fn rolls(&self) -> u32 {
        self.counts.iter().sum()
    }

    /// The rolls of `sum` two fair dice give on average in this many rolls.
    pub fn expected(&self, sum: u8) -> f64 {
        f64::from(self.rolls()) * f64::from(ways(sum)) / 36.0
    }

    /// Pearson's chi-square statistic of these counts against fair dice.
    pub fn chi_square(&self) -> f64 {
        SUMS.map(|sum| {
            let expected = self.expected(sum);
            let off = f64::from(self.count(sum)) - expected;
            if expected > 0.0 {
                off * off / expected
            } else {
                0.0
            }
        })
        .sum()
    }

    /// The sum whose count strays furthest from fair dice (its share of the
    /// chi-square); the lower sum on a tie.
    pub fn furthest_off(&self) -> u8 {
        let share = |sum: u8| {
            let off = f64::from(self.count(sum)) - self.expected(sum);
            off * off / self.expected(sum)
        };
        SUMS.fold(
            2,
            |best, sum| if share(sum) > share(best) { sum } else { best },
        )
    }

    /// What these counts say of the dice.
    pub fn verdict(&self) -> DiceVerdict {
        let rolls = self.rolls();
        if rolls < ENOUGH_ROLLS {
            return DiceVerdict::TooFewToTell {
                more_needed: ENOUGH_ROLLS - rolls,
            };
        }
        let p_value = chi_square_10_survival(self.chi_square());
        if p_value < SIGNIFICANCE {
            let furthest = self.furthest_off();
            DiceVerdict::LookUnfair {
                p_value,
                furthest,
                count: self.count(furthest),
                expected: self.expected(furthest),
            }
        } else {
            DiceVerdict::LookFair { p_value }
        }
    }
}

/// The chance that a chi-square variable with 10 degrees of freedom (eleven
/// sums, one total) is at least `x`. With an even number of degrees it has a
/// closed form: e^(−x/2) · Σ_{k<5} (x/2)^k / k!.
pub fn chi_square_10_survival(x: f64) -> f64 {
    let half = x.max(0.0) / 2.0;
    let mut term = 1.0;
    let mut sum = 1.0;
    for k in 1..5 {
        term *= half / f64::from(k);
        sum += term;
    }
    ((-half).exp() * sum).min(1.0)
}

/// What a record of rolls says of the dice.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(tag = "verdict", rename_all = "snake_case")]
pub enum DiceVerdict {
    /// Fewer than [`ENOUGH_ROLLS`]: no test is honest yet.
    TooFewToTell { more_needed: u32 },
    /// Fair dice stray this far from their shares often enough.
    LookFair { p_value: f64 },
    /// Fair dice stray this far less than one time in 20; `furthest` is the
    /// sum furthest from its share, rolled `count` times.
    LookUnfair {
        p_value: f64,
        furthest: u8,
        count: u32,
        expected: f64,
    },
}

/// A p-value as a share of records: "42%", "0.3%", "under 0.1%".
fn percent(p_value: f64, language: Language) -> String {
    let percent = p_value * 100.0;
    match (percent < 0.1, language) {
        (true, Language::English) => "under 0.1%".into(),
        (true, Language::TraditionalChinese) => "0.1% 以下".into(),
        (false, _) if percent < 10.0 => format!("{}%", decimal(percent, 1)),
        (false, _) => format!("{}%", decimal(percent, 0)),
    }
}

impl Say for DiceVerdict {
    fn say(&self, language: Language) -> String {
        match (*self, language) {
            (DiceVerdict::TooFewToTell { more_needed }, Language::English) => format!(
                "Too few rolls to tell whether these dice are fair: the test needs {ENOUGH_ROLLS} rolls ({more_needed} more)."
            ),
            (DiceVerdict::TooFewToTell { more_needed }, Language::TraditionalChinese) => format!(
                "擲骰次數太少，還看不出骰子公不公平：檢定需要 {ENOUGH_ROLLS} 次（還差 {more_needed} 次）。"
            ),
            (DiceVerdict::LookFair { p_value }, language @ Language::English) => format!(
                "These dice look fair: fair dice stray at least this far from the expected counts {} of the time.",
                percent(p_value, language)
            ),
            (DiceVerdict::LookFair { p_value }, language @ Language::TraditionalChinese) => format!(
                "這副骰子看來公平：公平的骰子偏離預期次數至少這麼多的機率是 {}。",
                percent(p_value, language)
            ),
            (
                DiceVerdict::LookUnfair {
                    p_value,
                    furthest,
                    count,
                    expected,
                },
                language @ Language::English,
            ) => format!(
                "These dice do not look fair: fair dice would stray this far from the expected counts {} of the time. Furthest off: {furthest}, rolled {count} times against {} expected.",
                percent(p_value, language),
                decimal(expected, 1)
            ),
            (
                DiceVerdict::LookUnfair {
                    p_value,
                    furthest,
                    count,
                    expected,
                },
                language @ Language::TraditionalChinese,
            ) => format!(
                "這副骰子看來不公平：公平的骰子偏離預期次數這麼多的機率只有 {}。偏離最多的是 {furthest}：擲出 {count} 次，預期 {} 次。",
                percent(p_value, language),
                decimal(expected, 1)
            ),
        }
    }
}

/// How the verdict is reached, for the fold under it.
pub fn method(language: Language) -> String {
    match language {
        Language::English => format!(
            "Two fair dice make each sum in its share of the 36 ways they can land: a 7 in 6 of 36 rolls, a 6 or an 8 in 5, a 2 or a 12 in 1. Pearson's chi-square goodness-of-fit test (10 degrees of freedom) compares the counts with those shares, and the dice are called unfair only when fair dice would stray at least as far less than {}% of the time. The test needs every sum to be expected at least {EXPECTED_PER_SUM} times, so it waits for {ENOUGH_ROLLS} rolls; until then it says there are too few rolls to tell. Fair dice are still called unfair about one time in 20.",
            decimal(SIGNIFICANCE * 100.0, 0)
        ),
        Language::TraditionalChinese => format!(
            "兩顆公平骰子落下共有 36 種結果，每個點數出現的比例就是它占的份數：7 占 36 份中的 6 份，6 和 8 各 5 份，2 和 12 各 1 份。皮爾森卡方適合度檢定（自由度 10）把各點數的次數和這些比例比較；只有當公平的骰子偏離至少這麼多的機率低於 {}% 時，才說骰子不公平。檢定要求每個點數的預期次數至少 {EXPECTED_PER_SUM} 次，所以要等到 {ENOUGH_ROLLS} 次；在那之前，它會說次數太少，還看不出來。公平的骰子大約每 20 次仍會被說成不公平 1 次。",
            decimal(SIGNIFICANCE * 100.0, 0)
        ),
    }
}

/// How long each sum has stayed away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Gap {
    /// The most rolls in a row without it (from the first roll, between two
    /// of its rolls, or up to now).
    pub longest: u32,
    /// Rolls since it last came up (all of them, if it has not).
    pub current: u32,
}

/// Each sum's gaps (2 first) in a game's rolls.
pub fn gaps(rolls: &[u8]) -> [Gap; 11] {
    let mut gaps = [Gap::default(); 11];
    for &roll in rolls {
        for (sum, gap) in SUMS.zip(gaps.iter_mut()) {
            if sum == roll {
                gap.current = 0;
            } else {
                gap.current += 1;
                gap.longest = gap.longest.max(gap.current);
            }
        }
    }
    gaps
}

/// One of the 36 ways two dice land.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    pub first: u8,
    pub second: u8,
}

impl Outcome {
    pub fn sum(self) -> u8 {
        self.first + self.second
    }
}

/// Two fair dice rolled with fresh random `bits` (a phone's random source).
pub fn roll_two_with(bits: u64) -> Outcome {
    use rand::SeedableRng;
    roll_two(&mut crate::draw::SetupRng::seed_from_u64(bits))
}

/// Two fair dice rolled.
pub fn roll_two(rng: &mut impl Draws) -> Outcome {
    Outcome {
        first: rng.below(6) as u8 + 1,
        second: rng.below(6) as u8 + 1,
    }
}

/// A balanced deck: the 36 ways two dice land, each dealt once from a shuffled
/// deck, the deck shuffled afresh when [`BalancedDeck::LEFT_AT_RESHUFFLE`]
/// cards remain (as an event-card deck replaces the dice). Sums
/// follow the 36ths closely, and the last cards stay unknown.
///
/// Kept as the seed of its shuffles and the cards dealt, so a reload deals
/// on from where it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BalancedDeck {
    pub seed: u64,
    pub dealt: u32,
}

impl BalancedDeck {
    pub const CARDS: u32 = 36;
    pub const LEFT_AT_RESHUFFLE: u32 = 5;
    /// Cards dealt from each shuffle.
    pub const DEALT_PER_SHUFFLE: u32 = Self::CARDS - Self::LEFT_AT_RESHUFFLE;

    pub fn new(seed: u64) -> BalancedDeck {
        BalancedDeck { seed, dealt: 0 }
    }

    /// The `shuffle`th deck, in the order it is dealt.
    pub fn deck(&self, shuffle: u32) -> Vec<Outcome> {
        use rand::SeedableRng;
        let mut cards: Vec<Outcome> = (1..=6)
            .flat_map(|first| (1..=6).map(move |second| Outcome { first, second }))
            .collect();
        let mut rng = crate::draw::SetupRng::seed_from_u64(
            self.seed ^ u64::from(shuffle).wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        rng.shuffle(&mut cards);
        cards
    }

    /// What a balanced deck is, for a player choosing it.
    pub fn described(language: Language) -> String {
        let (cards, left) = (Self::CARDS, Self::LEFT_AT_RESHUFFLE);
        match language {
            Language::English => format!("A balanced deck: the {cards} ways two dice land, each dealt once from a shuffled deck, shuffled again when {left} cards remain (as an event-card deck replaces the dice). The sums follow the odds closely; the last cards stay a surprise."),
            Language::TraditionalChinese => format!("平衡牌組：兩顆骰子的 {cards} 種結果各一張，洗勻後一張張發，剩 {left} 張時重洗（就像以事件卡取代骰子）。點數會很貼近機率，最後幾張仍有驚喜。"),
        }
    }

    /// Cards left in the deck (the five put back at a shuffle among them).
    pub fn left(&self) -> u32 {
        Self::CARDS - self.dealt % Self::DEALT_PER_SHUFFLE
    }

    /// Cards still dealt before the deck is shuffled again: a fresh deck
    /// deals 31, not 36 (issue 62.3).
    pub fn until_shuffle(&self) -> u32 {
        self.left() - Self::LEFT_AT_RESHUFFLE
    }

    /// The card dealt last, if any.
    pub fn last_dealt(&self) -> Option<Outcome> {
        let last = self.dealt.checked_sub(1)?;
        let shuffle = last / Self::DEALT_PER_SHUFFLE;
        Some(self.deck(shuffle)[(last % Self::DEALT_PER_SHUFFLE) as usize])
    }

    /// Deals the next card.
    pub fn deal(&mut self) -> Outcome {
        let shuffle = self.dealt / Self::DEALT_PER_SHUFFLE;
        let at = self.dealt % Self::DEALT_PER_SHUFFLE;
        self.dealt += 1;
        self.deck(shuffle)[at as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use std::collections::HashSet;

    /// A record with `count(sum)` rolls of each sum, in order.
    fn record(count: impl Fn(u8) -> u32) -> DiceCounts {
        let mut counts = DiceCounts::default();
        for sum in SUMS {
            counts.add(sum, count(sum));
        }
        counts
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * b.abs().max(1e-12)
    }

    #[test]
    fn two_dice_make_each_sum_in_its_36ths() {
        let ways: Vec<u32> = SUMS.map(ways).collect();
        assert_eq!(ways, [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
        assert_eq!(ways.iter().sum::<u32>(), 36);
        assert_eq!((super::ways(1), super::ways(13)), (0, 0));
    }

    #[test]
    fn a_fair_record_of_180_rolls_looks_fair() {
        // 5 rolls per 36th: exactly the expected counts, so chi-square is 0
        // and fair dice stray at least that far every time.
        let fair = record(|sum| 5 * ways(sum));
        assert_eq!(fair.rolls(), 180);
        assert_eq!(fair.expected(7), 30.0);
        assert_eq!(fair.chi_square(), 0.0);
        assert_eq!(fair.verdict(), DiceVerdict::LookFair { p_value: 1.0 });
    }

    #[test]
    fn a_record_with_twice_the_expected_sevens_does_not_look_fair() {
        // 360 rolls: 60 sevens expected, 120 rolled; the other 240 rolls are
        // 0.8 of each other sum's expected count (8 twos against 10 …).
        let sevens = record(|sum| if sum == 7 { 120 } else { 8 * ways(sum) });
        assert_eq!(sevens.rolls(), 360);
        // By hand: the 7s give 60²/60 = 60; every other sum gives
        // (0.2e)²/e = 0.04e, and their e add up to 300: 12. In all 72.
        assert!(close(sevens.chi_square(), 72.0), "{}", sevens.chi_square());
        // e^-36 · (1 + 36 + 36²/2 + 36³/6 + 36⁴/24) = e^-36 · 78,445.
        let p = (-36.0f64).exp() * 78_445.0;
        assert!(close(p, 1.819_549_684e-11), "{p}");
        let DiceVerdict::LookUnfair {
            p_value,
            furthest,
            count,
            expected,
        } = sevens.verdict()
        else {
            panic!("{:?}", sevens.verdict())
        };
        assert!(close(p_value, p), "{p_value}");
        assert_eq!((furthest, count, expected), (7, 120, 60.0));
    }

    #[test]
    fn a_record_a_little_off_still_looks_fair() {
        // 180 rolls with 36 sevens instead of 30, taken from the 6s and 8s
        // (22 each instead of 25): 36/30 + 9/25 + 9/25 = 1.92.
        let off = record(|sum| match sum {
            7 => 36,
            6 | 8 => 22,
            _ => 5 * ways(sum),
        });
        assert!(close(off.chi_square(), 1.92));
        // e^-0.96 · (1 + 0.96 + 0.4608 + 0.147456 + 0.035389...) ≈ 0.99692.
        let DiceVerdict::LookFair { p_value } = off.verdict() else {
            panic!("{:?}", off.verdict())
        };
        assert!((p_value - 0.996_917).abs() < 1e-6, "{p_value}");
    }

    #[test]
    fn the_test_waits_for_180_rolls() {
        let short = record(|sum| 5 * ways(sum) - u32::from(sum == 7));
        assert_eq!(short.rolls(), 179);
        assert_eq!(
            short.verdict(),
            DiceVerdict::TooFewToTell { more_needed: 1 }
        );
        assert_eq!(
            DiceCounts::default().verdict(),
            DiceVerdict::TooFewToTell { more_needed: 180 }
        );
    }

    #[test]
    fn the_survival_function_meets_the_tables_95_percent_point() {
        // Chi-square tables give 18.307 as the 95% point with 10 degrees.
        assert!((chi_square_10_survival(18.307) - 0.05).abs() < 1e-5);
        assert_eq!(chi_square_10_survival(0.0), 1.0);
    }

    #[test]
    fn records_of_several_games_add_up() {
        let mut ours = DiceCounts::of(&[6, 8, 7]);
        ours.merge(&DiceCounts::of(&[7, 12]));
        assert_eq!((ours.rolls(), ours.count(7), ours.count(12)), (5, 2, 1));
        assert_eq!(ours.count(13), 0);
    }

    #[test]
    fn gaps_count_the_rolls_each_sum_stayed_away() {
        let gaps = gaps(&[6, 8, 8, 6, 7, 5, 9, 6]);
        let six = gaps[4];
        // 8, 8 then 7, 5, 9 between the 6s; none since the last.
        assert_eq!(
            six,
            Gap {
                longest: 3,
                current: 0
            }
        );
        // The 2 has not come up in all 8 rolls.
        assert_eq!(
            gaps[0],
            Gap {
                longest: 8,
                current: 8
            }
        );
        assert_eq!(
            gaps[5],
            Gap {
                longest: 4,
                current: 3
            }
        );
    }

    #[cfg(feature = "live")]
    #[test]
    fn rolls_are_read_with_the_one_that_is_wrong_named() {
        let read = |json: &str| read_rolls(&serde_json::from_str(json).unwrap());
        assert_eq!(read("[6, 8, 12, 2]"), Ok(vec![6, 8, 12, 2]));
        assert_eq!(read("[]"), Ok(vec![]));
        for (json, at) in [
            ("[6, 13]", "rolls[1]"),
            ("[1]", "rolls[0]"),
            ("[7, \"8\"]", "rolls[1]"),
            ("[7, 7.5]", "rolls[1]"),
            ("{\"7\": 1}", "rolls"),
        ] {
            let error = read(json).unwrap_err();
            assert_eq!(error.field().to_string(), at, "{json}: {error}");
        }
        let flood = serde_json::Value::from(vec![7; MAX_ROLLS + 1]);
        let error = read_rolls(&flood).unwrap_err();
        assert_eq!(error.field().to_string(), "rolls");
        assert!(error.to_string().contains("at most 1000"), "{error}");
        assert!(read_rolls(&serde_json::Value::from(vec![7; MAX_ROLLS])).is_ok());
    }

    #[test]
    fn kept_rolls_read_back() {
        let rolls = [6, 8, 12, 2, 7];
        assert_eq!(encode_rolls(&rolls), "6 8 12 2 7");
        assert_eq!(decode_rolls(&encode_rolls(&rolls)), Some(rolls.to_vec()));
        assert_eq!(decode_rolls(""), Some(vec![]));
        assert_eq!(decode_rolls("6 13"), None);
        assert_eq!(decode_rolls("6 x"), None);
        assert_eq!(decode_rolls(&"7 ".repeat(MAX_ROLLS + 1)), None);
    }

    #[test]
    fn a_balanced_deck_deals_each_of_the_36_outcomes_once_per_shuffle() {
        let deck = BalancedDeck::new(42);
        for shuffle in 0..20 {
            let cards = deck.deck(shuffle);
            let distinct: HashSet<Outcome> = cards.iter().copied().collect();
            assert_eq!((cards.len(), distinct.len()), (36, 36));
            let counts = DiceCounts::of(&cards.iter().map(|c| c.sum()).collect::<Vec<_>>());
            assert_eq!(counts, record(ways));
        }
        assert_ne!(deck.deck(0), deck.deck(1), "each shuffle is its own");
    }

    #[test]
    fn a_balanced_deck_is_reshuffled_when_five_cards_remain() {
        let mut deck = BalancedDeck::new(7);
        let first = deck.deck(0);
        assert_eq!(
            deck.until_shuffle(),
            31,
            "a fresh deck deals 31 before its shuffle"
        );
        let dealt: Vec<Outcome> = (0..30).map(|_| deck.deal()).collect();
        assert_eq!((deck.left(), deck.until_shuffle()), (6, 1));
        let dealt = [dealt, vec![deck.deal()]].concat();
        assert_eq!(dealt, first[..31]);
        assert_eq!(deck.left(), 36, "the last five were put back");
        assert_eq!(deck.until_shuffle(), 31);
        let second = deck.deck(1);
        assert_eq!(deck.deal(), second[0]);
        assert_eq!(deck.left(), 35);
        // Dealt on from the kept seed and count, a reload deals the same.
        let mut again = BalancedDeck {
            seed: 7,
            dealt: deck.dealt,
        };
        assert_eq!(again.deal(), deck.deal());
        // Over many shuffles the sums keep close to their 36ths: no sum is
        // ever more than 5 from its share (the 5 cards put back).
        let mut long = BalancedDeck::new(3);
        let rolls: Vec<u8> = (0..31 * 40).map(|_| long.deal().sum()).collect();
        let counts = DiceCounts::of(&rolls);
        for sum in SUMS {
            let off = f64::from(counts.count(sum)) - 40.0 * f64::from(ways(sum));
            assert!((-5.0 * 40.0..=0.0).contains(&off), "{sum}: {off}");
        }
    }

    #[test]
    fn fair_dice_give_every_outcome() {
        let mut rng = crate::draw::SetupRng::seed_from_u64(1);
        let outcomes: HashSet<Outcome> = (0..2_000).map(|_| roll_two(&mut rng)).collect();
        assert_eq!(outcomes.len(), 36);
    }

    #[test]
    fn every_verdict_is_said_in_both_languages() {
        for verdict in [
            DiceVerdict::TooFewToTell { more_needed: 34 },
            DiceVerdict::LookFair { p_value: 0.42 },
            DiceVerdict::LookUnfair {
                p_value: 0.0001,
                furthest: 7,
                count: 120,
                expected: 60.0,
            },
        ] {
            let english = verdict.say(Language::English);
            let chinese = verdict.say(Language::TraditionalChinese);
            assert!(english.is_ascii(), "{english}");
            assert!(
                !chinese.chars().any(|c| c.is_ascii_alphabetic()),
                "{chinese}"
            );
        }
        assert_eq!(
            DiceVerdict::LookFair { p_value: 0.4242 }.say(Language::English),
            "These dice look fair: fair dice stray at least this far from the expected counts 42% of the time."
        );
        assert!(DiceVerdict::LookUnfair {
            p_value: 1e-11,
            furthest: 7,
            count: 120,
            expected: 60.0,
        }
        .say(Language::English)
        .contains("would stray this far from the expected counts under 0.1% of the time. Furthest off: 7, rolled 120 times against 60.0 expected."));
        for language in Language::ALL {
            assert!(method(language).contains("180"));
        }
    }
}
