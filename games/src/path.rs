//! Where in a request an error is: a typed path (`players[1].districts[2].cards_under`),
//! so pages mark the field without reading a string back. The API sends it as that
//! string (`Display`).

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FieldPath {
    /// The player, for a player's field (`players[1]…`).
    pub player: Option<usize>,
    /// The field's name; empty for the whole player (`players[1]`).
    pub key: String,
    /// An item of a list field (`districts[2]`).
    pub item: Option<usize>,
    /// A part of that item (`cards_under`).
    pub part: Option<String>,
}

impl FieldPath {
    /// A field of the whole request (`complete_at`, `players`, `keep[0]`).
    pub fn table(key: impl Into<String>) -> FieldPath {
        let key = key.into();
        // A player's field written as text would print the same but point at no
        // player: pages could not mark it. Those are built with `player`.
        debug_assert!(
            !key.starts_with("players["),
            "{key} is a player's field: use FieldPath::player"
        );
        FieldPath {
            key,
            ..FieldPath::default()
        }
    }

    /// One player's field (`players[1].coins`); an empty key is the player.
    pub fn player(index: usize, key: impl Into<String>) -> FieldPath {
        FieldPath {
            player: Some(index),
            key: key.into(),
            ..FieldPath::default()
        }
    }

    pub fn item(self, item: usize) -> FieldPath {
        FieldPath {
            item: Some(item),
            ..self
        }
    }

    pub fn part(self, part: impl Into<String>) -> FieldPath {
        FieldPath {
            part: Some(part.into()),
            ..self
        }
    }

    /// Reads the API's form back (`players[1].districts[2].cards_under`); text that
    /// is no path becomes a table field of that name. For tests and clients of the
    /// API: `games` itself builds its paths typed.
    pub fn parse(text: &str) -> FieldPath {
        let (player, rest) = match text
            .strip_prefix("players[")
            .and_then(|rest| rest.split_once(']'))
            .and_then(|(index, rest)| Some((index.parse().ok()?, rest)))
        {
            Some((index, rest)) => (Some(index), rest.strip_prefix('.').unwrap_or(rest)),
            None => (None, text),
        };
        // `key[item].part`: split after the first `].`.
        let (field, part) = match rest.find("].") {
            Some(at) => (rest[..=at].to_owned(), Some(rest[at + 2..].to_owned())),
            None => (rest.to_owned(), None),
        };
        let (key, item) = match field
            .strip_suffix(']')
            .and_then(|f| f.split_once('['))
            .and_then(|(key, item)| Some((key, item.parse().ok()?)))
        {
            Some((key, item)) => (key.to_owned(), Some(item)),
            None => (field, None),
        };
        FieldPath {
            player,
            key,
            item,
            part,
        }
    }
}

impl fmt::Display for FieldPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(player) = self.player {
            write!(f, "players[{player}]")?;
            if !self.key.is_empty() {
                f.write_str(".")?;
            }
        }
        f.write_str(&self.key)?;
        if let Some(item) = self.item {
            write!(f, "[{item}]")?;
        }
        if let Some(part) = &self.part {
            write!(f, ".{part}")?;
        }
        Ok(())
    }
}

/// A field of the whole table, named as written (`players`, `keep[2]`): kept as
/// text, not parsed (player fields are built with [`FieldPath::player`]).
impl From<&str> for FieldPath {
    fn from(text: &str) -> FieldPath {
        FieldPath::table(text)
    }
}

impl From<&String> for FieldPath {
    fn from(text: &String) -> FieldPath {
        FieldPath::table(text.as_str())
    }
}

impl From<String> for FieldPath {
    fn from(text: String) -> FieldPath {
        FieldPath::table(text)
    }
}

impl FieldPath {
    /// Whether the path is written exactly as `text` (compared as it is written
    /// out, without building the string).
    fn written_as(&self, text: &str) -> bool {
        struct Rest<'a>(&'a str);
        impl fmt::Write for Rest<'_> {
            fn write_str(&mut self, piece: &str) -> fmt::Result {
                self.0 = self.0.strip_prefix(piece).ok_or(fmt::Error)?;
                Ok(())
            }
        }
        let mut rest = Rest(text);
        fmt::write(&mut rest, format_args!("{self}")).is_ok() && rest.0.is_empty()
    }
}

/// Tests and callers may compare a path with its written form.
impl PartialEq<str> for FieldPath {
    fn eq(&self, other: &str) -> bool {
        self.written_as(other)
    }
}

impl PartialEq<&str> for FieldPath {
    fn eq(&self, other: &&str) -> bool {
        self.written_as(other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_read_back_as_they_are_written() {
        for text in [
            "players",
            "players[1]",
            "players[1].name",
            "players[0].residential_districts[2]",
            "players[3].districts[2].cards_under",
            "complete_at",
            "keep[0]",
        ] {
            assert_eq!(FieldPath::parse(text).to_string(), text);
        }
        let path = FieldPath::parse("players[3].districts[2].cards_under");
        assert_eq!(
            path,
            FieldPath::player(3, "districts")
                .item(2)
                .part("cards_under")
        );
        assert_eq!(FieldPath::parse("players[1]"), FieldPath::player(1, ""));
        assert_eq!(FieldPath::table("players").player, None);
    }

    #[test]
    #[should_panic(expected = "use FieldPath::player")]
    #[cfg(debug_assertions)]
    fn a_player_s_field_cannot_be_made_from_text() {
        let _ = FieldPath::from("players[1].coins");
    }
}
