//! What a scorepad asks for, per game: every field of the score input with its
//! kind, the range the rules accept, whether it is asked of each player or once for
//! the table, and which edition has it. The scorers check their input against these
//! same descriptions, and pages draw their controls from them, so a limit lives in
//! one place.

use crate::score::{check_range, InputError, PlayerField};
use crate::words::Words;

/// The kind of control a field needs, with the values the rules accept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A whole number.
    Count { min: i64, max: i64 },
    /// Several numbers ("3 3 1 1"), each within the range.
    List { min: i64, max: i64 },
    /// Yes or no.
    Flag,
    /// Yes for at most one player (Longest Road): asked once for the table.
    Holder,
    /// One player or nobody, for the table (who ended the game).
    Seat,
    /// The edition being played (Citadels), chosen before anything else: one
    /// of these (its value is the edition's id), the first until another is
    /// chosen. A field may belong to one edition only (`Field::only_in`).
    Edition(&'static [Choice]),
    /// Citadels: the districts built, picked from the edition's deck list.
    Districts,
    /// Card City: the 5×5 city as laid out; when given, it replaces the
    /// fields listed in `Field::replaces`.
    Grid,
    /// One of these values, for the table; the first until another is chosen.
    OneOf(&'static [Choice]),
    /// Any of these values, for each player (Gentes' 8-point tiles).
    Several(&'static [Choice]),
}

/// A value a choice offers: as the score input writes it, and its words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    pub value: &'static str,
    pub label: Words,
}

impl Choice {
    pub const fn new(value: &'static str, en: &'static str, zh_tw: &'static str) -> Choice {
        Choice {
            value,
            label: Words::new(en, zh_tw),
        }
    }
}

/// The id of the one of `editions` that `typed` names, in any case and
/// spacing around it.
pub fn edition_id(editions: &'static [Choice], typed: &str) -> Option<&'static str> {
    editions
        .iter()
        .map(|edition| edition.value)
        .find(|id| id.eq_ignore_ascii_case(typed.trim()))
}

/// Asked of every player, or once for the whole table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    Player,
    Table,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// The field's name in the score input (and pages' translation key).
    pub key: &'static str,
    /// English words for it in error sentences ("victory point cards"); for a
    /// list, one of its items.
    pub what: &'static str,
    pub kind: Kind,
    pub scope: Scope,
    /// The id of the only edition that has it (and scores it), as the table's
    /// `Kind::Edition` field holds it; `None`: every edition.
    pub only_in: Option<&'static str>,
    /// The card a field is about, when it is one of a deck a setup deals
    /// from (Citadels' Secret Vault): asked only while the cards in play are
    /// unknown or hold it.
    pub only_with: Option<&'static str>,
    /// Fields this one takes the place of when it is filled in.
    pub replaces: &'static [&'static str],
    /// Its label on the pad.
    pub label: Words,
    /// A line under the label: how to read the value off the table.
    pub hint: Option<Words>,
    /// The hint is the same for everyone: said once, at the first seat.
    pub hint_once: bool,
}

impl Field {
    /// The field named inside a sentence: its English words (lowercase, as
    /// `what` is; no Unicode case tables in the wasm for a lowercase label)
    /// and its Chinese label.
    pub const fn in_sentence(&self) -> Words {
        Words::new(self.what, self.label.zh_tw)
    }

    pub const fn player(key: &'static str, what: &'static str, kind: Kind) -> Field {
        Field {
            key,
            what,
            kind,
            scope: Scope::Player,
            only_in: None,
            only_with: None,
            replaces: &[],
            label: Words::NONE,
            hint: None,
            hint_once: false,
        }
    }

    pub const fn table(key: &'static str, what: &'static str, kind: Kind) -> Field {
        Field {
            scope: Scope::Table,
            ..Field::player(key, what, kind)
        }
    }

    pub const fn count(key: &'static str, what: &'static str, min: i64, max: i64) -> Field {
        Field::player(key, what, Kind::Count { min, max })
    }

    pub const fn only_in(self, edition_id: &'static str) -> Field {
        Field {
            only_in: Some(edition_id),
            ..self
        }
    }

    /// Its label on the pad, in English and Traditional Chinese.
    pub const fn named(self, en: &'static str, zh_tw: &'static str) -> Field {
        Field {
            label: Words::new(en, zh_tw),
            ..self
        }
    }

    /// The line under its label, in English and Traditional Chinese.
    pub const fn hinted(self, en: &'static str, zh_tw: &'static str) -> Field {
        Field {
            hint: Some(Words::new(en, zh_tw)),
            ..self
        }
    }

    /// [`Field::hinted`], said once at the first seat rather than at each.
    pub const fn hinted_once(self, en: &'static str, zh_tw: &'static str) -> Field {
        Field {
            hint_once: true,
            ..self.hinted(en, zh_tw)
        }
    }

    pub const fn replacing(self, keys: &'static [&'static str]) -> Field {
        Field {
            replaces: keys,
            ..self
        }
    }

    /// The same field with another upper limit (one that depends on the table).
    pub const fn up_to(self, max: i64) -> Field {
        let kind = match self.kind {
            Kind::Count { min, .. } => Kind::Count { min, max },
            Kind::List { min, .. } => Kind::List { min, max },
            other => other,
        };
        Field { kind, ..self }
    }

    /// The lowest and highest value a number (or each number of a list) may take.
    pub const fn bounds(&self) -> Option<(i64, i64)> {
        match self.kind {
            Kind::Count { min, max } | Kind::List { min, max } => Some((min, max)),
            _ => None,
        }
    }

    /// For the table's edition field: the edition a pad's text for it chooses
    /// (the first until another is chosen); `None` for any other field.
    pub fn edition_chosen(&self, typed: Option<&str>) -> Option<&'static str> {
        match self.kind {
            Kind::Edition(editions) => typed
                .and_then(|typed| edition_id(editions, typed))
                .or_else(|| editions.first().map(|edition| edition.value)),
            _ => None,
        }
    }

    /// A field about one card that a setup may leave out of play.
    pub const fn only_with(self, card: &'static str) -> Field {
        Field {
            only_with: Some(card),
            ..self
        }
    }

    /// Whether a table with these cards in play (`None`: not known) asks
    /// for the field.
    pub fn with_cards(&self, in_play: Option<&[&str]>) -> bool {
        match (self.only_with, in_play) {
            (Some(card), Some(in_play)) => in_play.contains(&card),
            _ => true,
        }
    }

    /// Whether the edition with this id asks for the field.
    pub fn in_edition(&self, edition_id: &str) -> bool {
        self.only_in.is_none_or(|only| only == edition_id)
    }

    /// The values a choice offers (none for a field of another kind).
    pub const fn choices(&self) -> &'static [Choice] {
        match self.kind {
            Kind::OneOf(choices) | Kind::Several(choices) => choices,
            _ => &[],
        }
    }

    /// Whether the pad offers one player for it, once for the table.
    pub const fn names_a_player(&self) -> bool {
        matches!(self.kind, Kind::Holder | Kind::Seat)
    }

    /// A table value must lie in this field's range.
    pub fn check(&self, value: i64) -> Result<(), InputError> {
        let (min, max) = self.bounds().unwrap_or((value, value));
        check_range(self.key, self.what, value, min, max)
    }
}

impl PlayerField<'_> {
    /// One player's number must lie in the field's range.
    pub fn check(&self, field: &Field, value: i64) -> Result<(), InputError> {
        let (min, max) = field.bounds().unwrap_or((value, value));
        self.check_range(field.key, field.what, value, min, max)
    }

    /// Each number of one player's list must lie in the field's range.
    pub fn check_each(&self, field: &Field, values: &[i64]) -> Result<(), InputError> {
        let (min, max) = field.bounds().unwrap_or((i64::MIN, i64::MAX));
        for (i, &value) in values.iter().enumerate() {
            self.check_range_at(self.path(field.key).item(i), field.what, value, min, max)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{GameId, ScoreInput};

    #[test]
    fn every_game_describes_unique_fields() {
        for game in GameId::ALL {
            let fields = ScoreInput::fields(game, game.info().max_players.into());
            assert!(!fields.is_empty(), "{game:?}");
            for (i, field) in fields.iter().enumerate() {
                assert!(
                    fields[..i].iter().all(|f| f.key != field.key),
                    "{game:?} lists {} twice",
                    field.key
                );
                if let Some((min, max)) = field.bounds() {
                    assert!(min <= max, "{game:?} {}", field.key);
                }
                for replaced in field.replaces {
                    assert!(fields.iter().any(|f| f.key == *replaced));
                }
            }
        }
    }

    #[test]
    fn every_field_is_named_in_english_and_traditional_chinese() {
        for game in GameId::ALL {
            for field in ScoreInput::fields(game, game.info().max_players.into()) {
                // The city editors carry their own headings.
                if matches!(field.kind, Kind::Districts | Kind::Grid) {
                    assert_eq!(field.label, Words::NONE, "{}", field.key);
                    continue;
                }
                let Words { en, zh_tw } = field.label;
                assert!(!en.trim().is_empty(), "{game:?} {}", field.key);
                assert!(!zh_tw.trim().is_empty(), "{game:?} {}", field.key);
                let hint_zh = field.hint.map_or("", |hint| hint.zh_tw);
                for zh in [zh_tw, hint_zh] {
                    assert!(!zh.chars().any(|c| c.is_ascii_alphabetic()), "{zh}");
                }
                assert!(!field.hint.is_some_and(|h| h.en.is_empty()));
            }
        }
    }

    #[test]
    fn a_field_refuses_values_outside_its_range_by_its_name() {
        let field = Field::count("coins", "coins", 0, 9);
        let bob = PlayerField {
            index: 1,
            name: "Bob",
        };
        assert!(bob.check(&field, 9).is_ok());
        let error = bob.check(&field, 10).unwrap_err();
        assert_eq!(error.field(), "players[1].coins");
        let list = Field::player("hand", "card's points", Kind::List { min: 0, max: 5 });
        let error = bob.check_each(&list, &[1, 6]).unwrap_err();
        assert_eq!(error.field(), "players[1].hand[1]");
        assert_eq!(
            error.to_string(),
            "Bob's card's points must be between 0 and 5, not 6"
        );
    }
}
