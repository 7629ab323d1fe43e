//! Citadels' setup options in a URL query (`edition=2016&round=2&…`).

use super::{Edition, SetupOptions};
use crate::query::{flag, on, QueryError};

/// The parameter that names the edition (also carried to the scorepad).
pub const EDITION: &str = "edition";

/// Reads the options a query gives; absent ones keep their defaults.
pub fn read<'a>(
    o: &mut SetupOptions,
    get: &impl Fn(&str) -> Option<&'a str>,
) -> Result<(), QueryError> {
    if let Some(text) = get(EDITION) {
        o.edition = Edition::parse(text).ok_or_else(|| {
            QueryError::new(
                EDITION,
                format!("edition must be classic or 2016, not {text:?}"),
            )
        })?;
    }
    if let Some(text) = get("round") {
        o.round = text.trim().parse().map_err(|_| {
            QueryError::new(
                "round",
                format!("round must be a whole number from 1, not {text:?}"),
            )
        })?;
    }
    o.preset = get("preset")
        .map(str::trim)
        .filter(|p| !p.is_empty() && *p != "random")
        .map(str::to_owned);
    o.nine = flag(get, "nine", false)?;
    o.reveal = flag(get, "reveal", false)?;
    o.ten_districts_with_three = flag(get, "ten_with_three", false)?;
    Ok(())
}

/// The options that differ from a new table's, in a fixed order.
pub fn write(o: &SetupOptions, query: &mut Vec<(&'static str, String)>) {
    let fresh = SetupOptions::new(o.players, Edition::default());
    if o.edition != fresh.edition {
        query.push((EDITION, o.edition.id().to_owned()));
    }
    if let Some(preset) = &o.preset {
        query.push(("preset", preset.clone()));
    }
    for (name, value, default) in [
        ("nine", o.nine, fresh.nine),
        ("reveal", o.reveal, fresh.reveal),
        (
            "ten_with_three",
            o.ten_districts_with_three,
            fresh.ten_districts_with_three,
        ),
    ] {
        if value != default {
            query.push((name, on(value)));
        }
    }
    if o.round != fresh.round {
        query.push(("round", o.round.to_string()));
    }
}
