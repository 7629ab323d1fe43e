//! Decimals written from whole numbers. The standard library's float
//! formatting (`{:.1}`, or an `f64` put in a view) is about 18 KB of every
//! wasm that shows a number with a fraction (`twiggy`, 2026-11-29: its
//! shortest and exact algorithms, both kept); what Tableside shows is a
//! share, an expected count or a drawing's coordinate, to at most three
//! places, which whole-number arithmetic writes as well.

use std::fmt;

/// `value` rounded to `places` decimals (at most 3), written as `{:.N}`
/// writes it ("11.1", "-0.25", "7"), except that a half is rounded away from
/// zero (0.25 to one place is "0.3") and a negative number that rounds to
/// zero is "0". Not for numbers beyond ±10¹⁵, which Tableside never shows.
pub fn decimal(value: f64, places: u8) -> Decimal {
    assert!(places <= 3, "at most 3 places");
    let scale = 10_i64.pow(u32::from(places));
    // `as` saturates; a NaN is 0.
    let scaled = (value * scale as f64).round() as i64;
    Decimal { scaled, places }
}

/// A number with its places, ready to be written ([`decimal`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decimal {
    /// The number times 10 to the `places`.
    scaled: i64,
    places: u8,
}

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scale = 10_u64.pow(u32::from(self.places));
        let size = self.scaled.unsigned_abs();
        let sign = if self.scaled < 0 { "-" } else { "" };
        let whole = size / scale;
        match self.places {
            0 => write!(f, "{sign}{whole}"),
            places => write!(
                f,
                "{sign}{whole}.{:0width$}",
                size % scale,
                width = usize::from(places)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn a_decimal_is_written_as_the_standard_formatting_writes_it() {
        // Values that are not halves: the same digits as `{:.N}`.
        let mut value = -1234.567_f64;
        while value < 1234.567 {
            for places in 0..=3_u8 {
                let ours = decimal(value, places).to_string();
                let standard = format!("{value:.*}", usize::from(places));
                let standard = match standard.strip_prefix('-') {
                    Some(size) if size.chars().all(|c| c == '0' || c == '.') => size.to_owned(),
                    _ => standard,
                };
                assert_eq!(ours, standard, "{value} to {places} places");
            }
            value += 0.173_1;
        }
    }

    #[test]
    fn halves_go_away_from_zero_and_nothing_is_negative_zero() {
        assert_eq!(decimal(2.5, 0).to_string(), "3");
        assert_eq!(decimal(-2.5, 0).to_string(), "-3");
        assert_eq!(decimal(0.125, 2).to_string(), "0.13");
        assert_eq!(decimal(-0.004, 2).to_string(), "0.00");
        assert_eq!(decimal(-0.25, 2).to_string(), "-0.25");
        assert_eq!(decimal(11.111, 1).to_string(), "11.1");
        assert_eq!(decimal(330.0, 0).to_string(), "330");
        assert_eq!(decimal(f64::NAN, 1).to_string(), "0.0");
    }
}
