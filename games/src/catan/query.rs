//! Catan's setup options in a URL query (`mode=random&no_adjacent_6_8=0&keep=…`).

use super::{Constraints, KeptHex, Mode, SetupOptions, Terrain, CAPS};
use crate::query::{cap, flag, on, QueryError};

/// The Catan rule switches, by their query names (the capped rules are `CAPS`).
const CATAN_SWITCHES: [&str; 3] = ["no_adjacent_6_8", "no_adjacent_2_12", "no_equal_neighbours"];

fn switch_of<'c>(rules: &'c mut Constraints, name: &str) -> &'c mut bool {
    match name {
        "no_adjacent_6_8" => &mut rules.no_adjacent_6_8,
        "no_adjacent_2_12" => &mut rules.no_adjacent_2_12,
        _ => &mut rules.no_equal_neighbours,
    }
}

/// Reads the options a query gives; absent ones keep their defaults.
pub fn read<'a>(
    o: &mut SetupOptions,
    get: &impl Fn(&str) -> Option<&'a str>,
) -> Result<(), QueryError> {
    if let Some(text) = get("mode") {
        o.mode = Mode::parse(text).ok_or_else(|| {
            QueryError::new(
                "mode",
                format!("mode must be spiral, balanced, random or beginner, not {text:?}"),
            )
        })?;
    }
    for name in CATAN_SWITCHES {
        let rule = switch_of(&mut o.constraints, name);
        *rule = flag(get, name, *rule)?;
    }
    for limit in CAPS {
        let rule = limit.slot(&mut o.constraints);
        *rule = cap(get, limit.rule, *rule)?;
    }
    if let Some(text) = get("keep") {
        o.keep = parse_keep(text)?;
    }
    Ok(())
}

/// The options that differ from the defaults, in a fixed order.
pub fn write(o: &SetupOptions, query: &mut Vec<(&'static str, String)>) {
    if o.mode != Mode::default() {
        query.push(("mode", mode_id(o.mode).to_owned()));
    }
    let mut rules = o.constraints;
    let mut defaults = Constraints::BALANCED;
    for name in CATAN_SWITCHES {
        let value = *switch_of(&mut rules, name);
        if value != *switch_of(&mut defaults, name) {
            query.push((name, on(value)));
        }
    }
    for limit in CAPS {
        let value = limit.value(&rules);
        if value != limit.value(&defaults) {
            query.push((
                limit.rule,
                value.map_or("off".to_owned(), |v| v.to_string()),
            ));
        }
    }
    if !o.keep.is_empty() {
        query.push(("keep", write_keep(&o.keep)));
    }
}

/// The query name of a Catan mode.
pub const fn mode_id(mode: Mode) -> &'static str {
    match mode {
        Mode::Spiral => "spiral",
        Mode::Balanced => "balanced",
        Mode::Random => "random",
        Mode::Beginner => "beginner",
    }
}

/// `q,r,terrain,number;…` (the number left out for a desert).
pub fn parse_keep(text: &str) -> Result<Vec<KeptHex>, QueryError> {
    text.split(';')
        .filter(|part| !part.trim().is_empty())
        .enumerate()
        .map(|(i, part)| {
            let bad = || {
                QueryError::new(
                    format!("keep[{i}]"),
                    format!("{part:?} is not q,r,terrain,number"),
                )
            };
            let fields: Vec<&str> = part.split(',').map(str::trim).collect();
            let (q, r, terrain, number) = match fields.as_slice() {
                [q, r, t] => (q, r, t, None),
                [q, r, t, n] => (q, r, t, Some(*n)),
                _ => return Err(bad()),
            };
            Ok(KeptHex {
                q: q.parse().map_err(|_| bad())?,
                r: r.parse().map_err(|_| bad())?,
                terrain: Terrain::parse(terrain).ok_or_else(bad)?,
                number: number
                    .map(|n| n.parse::<u8>())
                    .transpose()
                    .map_err(|_| bad())?,
            })
        })
        .collect()
}

pub fn write_keep(keep: &[KeptHex]) -> String {
    let parts: Vec<String> = keep
        .iter()
        .map(|k| match k.number {
            Some(n) => format!("{},{},{},{n}", k.q, k.r, k.terrain.name()),
            None => format!("{},{},{}", k.q, k.r, k.terrain.name()),
        })
        .collect();
    parts.join(";")
}
