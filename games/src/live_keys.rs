//! The keys a game's score input takes, read from its input types themselves
//! (their serde field lists), so a live table accepts exactly what the score
//! API reads and no list of keys is kept twice.

use crate::for_every_game;
use crate::{Game, GameId};
use serde::de::{self, Deserialize, Deserializer, Visitor};

macro_rules! input_keys {
    ($($game:ident $module:ident,)*) => {
        /// The input keys of the whole table (`players` among them) and of a player.
        pub fn input_keys(game: GameId) -> (&'static [&'static str], &'static [&'static str]) {
            match game {
                $(GameId::$game => (
                    fields_of::<<crate::$module::$game as Game>::ScoreInput>(),
                    fields_of::<<crate::$module::$game as Game>::PlayerInput>(),
                ),)*
            }
        }
    };
}
for_every_game!(input_keys);

/// The field names a struct's derived `Deserialize` asks for: it names them
/// all to `deserialize_struct` before reading anything.
fn fields_of<'de, T: Deserialize<'de>>() -> &'static [&'static str] {
    let mut names: &'static [&'static str] = &[];
    let _ = T::deserialize(FieldNames(&mut names));
    names
}

struct FieldNames<'a>(&'a mut &'static [&'static str]);

/// Stops reading at once: only the list of names was wanted.
#[derive(Debug)]
struct Stop;

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("field names read")
    }
}

impl std::error::Error for Stop {}

impl de::Error for Stop {
    fn custom<M: std::fmt::Display>(_: M) -> Stop {
        Stop
    }
}

impl<'de> Deserializer<'de> for FieldNames<'_> {
    type Error = Stop;

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        _visitor: V,
    ) -> Result<V::Value, Stop> {
        *self.0 = fields;
        Err(Stop)
    }

    fn deserialize_any<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, Stop> {
        Err(Stop)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map enum identifier ignored_any
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keys_are_the_input_types_own() {
        let (table, player) = input_keys(GameId::Gentes);
        assert_eq!(table, ["players"]);
        assert!(player.contains(&"eight_point_tiles"));
        assert!(!player.contains(&"eighth_card_tile"));
        let (table, player) = input_keys(GameId::Citadels);
        for key in ["edition", "players", "complete_at", "classic_tie_break"] {
            assert!(table.contains(&key), "{key}");
        }
        assert!(player.contains(&"districts"));
        let (_, player) = input_keys(GameId::CityCouncil);
        assert!(player.contains(&"scored_favour_cards"));
    }
}
