//! Reading setup options from a URL query (`players=4&mode=random&…`): what
//! every game's `query` module uses.

/// A query value that cannot be read, with the parameter it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueryError {
    pub field: String,
    pub message: String,
    /// Readable but describing no possible table (the API answers 422, not 400).
    pub impossible: bool,
}

impl QueryError {
    pub(crate) fn new(field: impl Into<String>, message: impl Into<String>) -> QueryError {
        QueryError {
            field: field.into(),
            message: message.into(),
            impossible: false,
        }
    }
}

/// `players=N` as typed: required, a whole number, and a possible table size (the
/// game's own range is checked by the game).
pub fn parse_players(text: Option<&str>) -> Result<u8, QueryError> {
    let text = text.ok_or_else(|| {
        QueryError::new("players", "the number of players is required (players=N)")
    })?;
    let players: i64 = text.trim().parse().map_err(|_| {
        QueryError::new(
            "players",
            format!("players must be a whole number, not {text:?}"),
        )
    })?;
    u8::try_from(players).map_err(|_| QueryError {
        impossible: true,
        ..QueryError::new(
            "players",
            format!("{players} players is not a possible table"),
        )
    })
}

/// An on/off option: `1`/`true` or `0`/`false`/empty; absent keeps `default`.
pub(crate) fn flag<'a>(
    get: &impl Fn(&str) -> Option<&'a str>,
    name: &str,
    default: bool,
) -> Result<bool, QueryError> {
    match get(name).map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None => Ok(default),
        Some("0" | "false" | "") => Ok(false),
        Some("1" | "true") => Ok(true),
        Some(other) => Err(QueryError::new(
            name,
            format!("{name} must be 1 or 0, not {other:?}"),
        )),
    }
}

/// A limit: a number, or `off` (also `0` or empty) for no limit.
pub(crate) fn cap<'a>(
    get: &impl Fn(&str) -> Option<&'a str>,
    name: &str,
    default: Option<u8>,
) -> Result<Option<u8>, QueryError> {
    match get(name).map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None => Ok(default),
        Some("off" | "") => Ok(None),
        // 0 is not "off": a reader would take it as the tightest limit of all.
        Some(text) => text
            .parse::<u8>()
            .ok()
            .filter(|&v| v > 0)
            .map(Some)
            .ok_or_else(|| {
                QueryError::new(
                    name,
                    format!("{name} must be a number from 1 to 255 or off, not {text:?}"),
                )
            }),
    }
}

/// How a query writes an on/off option.
pub(crate) fn on(value: bool) -> String {
    if value { "1" } else { "0" }.to_owned()
}
