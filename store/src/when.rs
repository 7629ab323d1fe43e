//! When a play was played: an ISO 8601 date and time with the phone's UTC offset
//! (`2026-11-23T20:15:00+08:00`), kept as given and as UTC seconds for ordering.

/// A valid `played_at`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedAt {
    pub text: String,
    pub utc_seconds: i64,
}

impl PlayedAt {
    /// Reads `YYYY-MM-DDTHH:MM[:SS[.fraction]]` followed by `Z` or `±HH:MM`.
    pub fn parse(text: &str) -> Result<PlayedAt, &'static str> {
        const FORMAT: &str = "is not a date and time like 2026-11-23T20:15:00+08:00";
        let bytes = text.as_bytes();
        let number = |from: usize, len: usize| -> Option<i64> {
            let part = text.get(from..from + len)?;
            part.bytes()
                .all(|b| b.is_ascii_digit())
                .then(|| part.parse().ok())?
        };
        let at = |i: usize, c: u8| bytes.get(i) == Some(&c);
        if !(at(4, b'-') && at(7, b'-') && (at(10, b'T') || at(10, b' ')) && at(13, b':')) {
            return Err(FORMAT);
        }
        let (year, month, day) = (number(0, 4), number(5, 2), number(8, 2));
        let (hour, minute) = (number(11, 2), number(14, 2));
        let (Some(year), Some(month), Some(day), Some(hour), Some(minute)) =
            (year, month, day, hour, minute)
        else {
            return Err(FORMAT);
        };
        let mut rest = 16;
        let mut second = 0;
        if at(rest, b':') {
            second = number(rest + 1, 2).ok_or(FORMAT)?;
            rest += 3;
            if at(rest, b'.') {
                rest += 1;
                let digits = bytes[rest..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                if digits == 0 {
                    return Err(FORMAT);
                }
                rest += digits;
            }
        }
        let offset_minutes = match &text[rest..] {
            "Z" | "z" => 0,
            zone if zone.len() == 6 && (zone.starts_with('+') || zone.starts_with('-')) => {
                let (Some(h), Some(m)) = (number(rest + 1, 2), number(rest + 4, 2)) else {
                    return Err(FORMAT);
                };
                if !at(rest + 3, b':') || h > 14 || m > 59 {
                    return Err(FORMAT);
                }
                let sign = if zone.starts_with('-') { -1 } else { 1 };
                sign * (h * 60 + m)
            }
            _ => return Err("needs the UTC offset, like +08:00 or Z"),
        };
        if !(1..=12).contains(&month)
            || day < 1
            || day > days_in_month(year, month)
            || hour > 23
            || minute > 59
            || second > 59
        {
            return Err("is not a date and time that exists");
        }
        if !(2000..=2200).contains(&year) {
            return Err("is outside the years 2000 to 2200");
        }
        let days = days_from_civil(year, month, day);
        let local = days * 86_400 + hour * 3_600 + minute * 60 + second;
        Ok(PlayedAt {
            text: text.to_owned(),
            utc_seconds: local - offset_minutes * 60,
        })
    }

    /// The local month the play was in, `2026-11`, as the phone saw it.
    /// Another local date and time (`2026-11-24T19:30`, as a form's
    /// `datetime-local` gives it) in the same zone as `played_at`, a stored time.
    pub fn in_zone_of(played_at: &str, local: &str) -> Result<PlayedAt, &'static str> {
        let zone = match played_at
            .char_indices()
            .rev()
            .find(|&(_, c)| matches!(c, '+' | '-' | 'Z' | 'z'))
        {
            // The date's own dashes come before the time: a zone is after it.
            Some((at, _)) if at >= 16 => &played_at[at..],
            _ => "Z",
        };
        let local = local.trim();
        let seconds = if local.len() == 16 { ":00" } else { "" };
        PlayedAt::parse(&format!("{local}{seconds}{zone}"))
    }

    pub fn month(&self) -> &str {
        &self.text[..7]
    }
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's
/// well-known civil-calendar algorithm).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let year_of_era = y - era * 400;
    let month_from_march = (month + 9) % 12;
    let day_of_year = (153 * month_from_march + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// Seconds since 1970 now, for the times a row was saved or deleted.
pub fn now_seconds() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_are_taken_into_account() {
        let taipei = PlayedAt::parse("2026-11-23T20:15:00+08:00").unwrap();
        let utc = PlayedAt::parse("2026-11-23T12:15:00Z").unwrap();
        assert_eq!(taipei.utc_seconds, utc.utc_seconds);
        // 2026-11-23T12:15:00Z, by `date -u -d … +%s`.
        assert_eq!(utc.utc_seconds, 1_795_436_100);
        assert_eq!(taipei.month(), "2026-11");
        let seconds_omitted = PlayedAt::parse("2026-11-23T07:15-05:00").unwrap();
        assert_eq!(seconds_omitted.utc_seconds, utc.utc_seconds);
        let fraction = PlayedAt::parse("2026-11-23T12:15:00.123Z").unwrap();
        assert_eq!(fraction.utc_seconds, utc.utc_seconds);
    }

    #[test]
    fn a_new_local_time_keeps_the_stored_zone() {
        let moved = PlayedAt::in_zone_of("2026-11-23T20:15:00+08:00", "2026-11-24T19:30").unwrap();
        assert_eq!(moved.text, "2026-11-24T19:30:00+08:00");
        let utc = PlayedAt::in_zone_of("2026-11-23T20:15:00Z", "2026-11-24T19:30:05").unwrap();
        assert_eq!(utc.text, "2026-11-24T19:30:05Z");
        let west = PlayedAt::in_zone_of("2026-11-23T20:15:00-05:00", "2026-11-24T19:30").unwrap();
        assert_eq!(west.text, "2026-11-24T19:30:00-05:00");
        assert!(PlayedAt::in_zone_of("2026-11-23T20:15:00Z", "tomorrow").is_err());
    }

    #[test]
    fn leap_days_and_month_ends() {
        assert!(PlayedAt::parse("2028-02-29T10:00:00Z").is_ok());
        assert!(PlayedAt::parse("2026-02-29T10:00:00Z").is_err());
        assert!(PlayedAt::parse("2026-04-31T10:00:00Z").is_err());
        assert_eq!(
            PlayedAt::parse("2000-03-01T00:00:00Z").unwrap().utc_seconds
                - PlayedAt::parse("2000-02-28T00:00:00Z").unwrap().utc_seconds,
            2 * 86_400
        );
    }

    #[test]
    fn malformed_times_are_refused_with_a_reason() {
        for text in [
            "",
            "yesterday",
            "2026-11-23",
            "2026-11-23T20:15:00",
            "2026-11-23T25:00:00Z",
            "2026-13-01T10:00:00Z",
            "2026-11-23T20:15:00+8:00",
            "2026-11-23T20:15:00.Z",
            "1999-12-31T23:00:00Z",
            "２０２６-11-23T20:15:00Z",
        ] {
            assert!(PlayedAt::parse(text).is_err(), "{text}");
        }
        assert_eq!(
            PlayedAt::parse("2026-11-23T20:15:00"),
            Err("needs the UTC offset, like +08:00 or Z")
        );
    }
}
