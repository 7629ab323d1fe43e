//! Gentes' setup options in a URL query (`lock_first_tax=1`).

use super::SetupOptions;
use crate::query::{flag, on, QueryError};

/// Reads the options a query gives; absent ones keep their defaults.
pub fn read<'a>(
    o: &mut SetupOptions,
    get: &impl Fn(&str) -> Option<&'a str>,
) -> Result<(), QueryError> {
    o.lock_first_tax = flag(get, "lock_first_tax", false)?;
    Ok(())
}

/// The options that differ from a new table's.
pub fn write(o: &SetupOptions, query: &mut Vec<(&'static str, String)>) {
    if o.lock_first_tax {
        query.push(("lock_first_tax", on(true)));
    }
}
