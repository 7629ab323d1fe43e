//! Citadels' scorepad text ↔ its score input.
//!
//! A seat's city is kept in one field: one built district per line, its deck
//! name, then its flags after `;`: `Manor;beautified`,
//! `Haunted Quarter;as=military`, `Haunted City;last`, `Museum;under=3` (the
//! count kept as typed).

use super::score::{
    CARDS_IN_HAND, COMPLETE_AT, CROWN, DISTRICTS, EDITION, FIRST_COMPLETE, GOLD, HIGHEST_RANK,
    SECRET_VAULT, TIE_BREAK,
};
use super::{BuiltDistrict, ClassicTieBreak, DistrictType, Edition, PlayerInput, ScoreInput};
use crate::pad_text::{choice_value, half_width, PadText, TextReader, TextWriter, TICKED};
use crate::path::FieldPath;
use crate::score::InputError;
use std::collections::BTreeMap;

/// The seat field holding the city.
pub const CITY_KEY: &str = DISTRICTS.key;

/// The table's choice of edition.
pub const EDITION_KEY: &str = EDITION.key;
/// The table's districts for a complete city, when not the rulebook's.
pub const COMPLETE_AT_KEY: &str = COMPLETE_AT.key;

/// The edition chosen on the pad (classic until chosen otherwise).
pub fn edition(pad: &PadText) -> Edition {
    table_edition(&pad.table)
}

/// The edition chosen in a pad's table values (classic until chosen otherwise).
pub fn table_edition(table: &BTreeMap<String, String>) -> Edition {
    table
        .get(EDITION.key)
        .and_then(|e| Edition::parse(e))
        .unwrap_or_default()
}

/// The districts typed to complete a city (full-width digits read as ASCII),
/// if that is a number: what the score reads.
pub fn typed_complete_at(table: &BTreeMap<String, String>) -> Option<i64> {
    let typed = half_width(table.get(COMPLETE_AT.key).map_or("", |v| v));
    typed.trim().parse().ok()
}

/// The districts that complete a city by the rulebook, for the pad's edition
/// and `seats` players.
pub fn rulebook_complete_at(table: &BTreeMap<String, String>, seats: usize) -> i64 {
    super::complete_at(table_edition(table), seats as u8, false).into()
}

/// The districts that complete a city: as typed for the table, or else the
/// rulebook's.
pub fn complete_at(table: &BTreeMap<String, String>, seats: usize) -> i64 {
    typed_complete_at(table).unwrap_or_else(|| rulebook_complete_at(table, seats))
}

/// A seat's city as a live table keeps it: the score API's list of districts,
/// or the text as typed when it is not a city; `None` when empty.
#[cfg(feature = "live")]
pub fn city_json(typed: &str) -> Option<serde_json::Value> {
    if typed.is_empty() {
        return None;
    }
    Some(match built(typed) {
        Some(city) => serde_json::to_value(city).unwrap_or_default(),
        None => typed.into(),
    })
}

/// A live table's city as the seat's text; `None` when it is not a list of
/// districts (the table kept what was typed).
#[cfg(feature = "live")]
pub fn city_of_json(value: &serde_json::Value) -> Option<String> {
    let city: Vec<BuiltDistrict> = serde_json::from_value(value.clone()).ok()?;
    Some(encode(
        &city.iter().map(Entry::of_built).collect::<Vec<_>>(),
    ))
}

/// The pad's text as the score input; every field that is not a number at once.
pub fn read(
    pad: &PadText,
    default_name: &dyn Fn(usize) -> String,
) -> Result<ScoreInput, Vec<InputError>> {
    let edition = edition(pad);
    let y2016 = edition == Edition::Y2016;
    let mut text = TextReader::new(pad, default_name);
    let players = text
        .seats()
        .map(|seat| {
            let districts = built(text.text(seat, DISTRICTS.key)).unwrap_or_else(|| {
                text.not_a_number(FieldPath::player(seat, DISTRICTS.key));
                Vec::new()
            });
            PlayerInput {
                name: text.name(seat),
                districts,
                gold: text.optional(seat, &GOLD),
                cards_in_hand: text.optional(seat, &CARDS_IN_HAND),
                // 2016-only entries left over from a switch of edition do not count.
                secret_vault: y2016 && text.ticked(seat, SECRET_VAULT.key),
                crown: text.holds(seat, CROWN.key),
                first_complete: text.holds(seat, FIRST_COMPLETE.key),
                highest_rank_last_round: match y2016 {
                    true => text.optional(seat, &HIGHEST_RANK),
                    false => None,
                },
            }
        })
        .collect();
    let input = ScoreInput {
        edition,
        players,
        complete_at: text.table_optional(&COMPLETE_AT),
        classic_tie_break: text
            .one_of(&TIE_BREAK, &ClassicTieBreak::ALL)
            .unwrap_or_default(),
    };
    text.finish(input)
}

/// The input as a player would have typed it.
pub fn write(input: &ScoreInput) -> PadText {
    let mut text = TextWriter::new(input.players.iter().map(|p| p.name.as_str()));
    text.table_text(EDITION.key, input.edition.id().to_owned());
    for (seat, player) in input.players.iter().enumerate() {
        let city: Vec<Entry> = player.districts.iter().map(Entry::of_built).collect();
        text.text(seat, DISTRICTS.key, encode(&city));
        text.optional(seat, GOLD.key, player.gold);
        text.optional(seat, CARDS_IN_HAND.key, player.cards_in_hand);
        text.tick(seat, SECRET_VAULT.key, player.secret_vault);
        text.holds(seat, CROWN.key, player.crown);
        text.holds(seat, FIRST_COMPLETE.key, player.first_complete);
        text.optional(seat, HIGHEST_RANK.key, player.highest_rank_last_round);
    }
    if let Some(at) = input.complete_at {
        text.table_text(COMPLETE_AT.key, at.to_string());
    }
    text.one_of(&TIE_BREAK, &ClassicTieBreak::ALL, &input.classic_tie_break);
    text.finish()
}

/// Pads kept before the tie-break was a choice had a box for "most gold breaks
/// a classic tie".
const MOST_GOLD_BOX_BEFORE: &str = "most_gold";

/// The table's fields as kept by an older pad, in today's keys.
pub fn upgrade_table(table: &mut BTreeMap<String, String>) {
    let most_gold = table
        .remove(MOST_GOLD_BOX_BEFORE)
        .is_some_and(|text| text.trim() == TICKED);
    let value = choice_value(
        &TIE_BREAK,
        &ClassicTieBreak::ALL,
        &ClassicTieBreak::MostGold,
    );
    if let (true, Some(value)) = (most_gold, value) {
        table
            .entry(TIE_BREAK.key.to_owned())
            .or_insert_with(|| value.to_owned());
    }
}

/// One built district as the pad keeps it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub beautified: bool,
    /// Haunted Quarter: the type it counts as; `None` lets the rules choose.
    pub counts_as: Option<DistrictType>,
    /// Classic Haunted City built in the last round.
    pub last_round: bool,
    /// Museum: cards under it, as typed.
    pub under: String,
}

impl Entry {
    /// How the pad keeps a district the rules read.
    pub fn of_built(district: &BuiltDistrict) -> Entry {
        Entry {
            name: district.name.clone(),
            beautified: district.beautified,
            counts_as: district.counts_as,
            last_round: district.built_last_round,
            under: district
                .cards_under
                .map(|n| n.to_string())
                .unwrap_or_default(),
        }
    }
}

/// The districts of a kept city.
pub fn entries(text: &str) -> Vec<Entry> {
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let mut parts = line.split(';');
            let mut entry = Entry {
                name: parts.next().unwrap_or_default().trim().to_owned(),
                ..Entry::default()
            };
            for flag in parts {
                match flag.split_once('=') {
                    None if flag == "beautified" => entry.beautified = true,
                    None if flag == "last" => entry.last_round = true,
                    Some(("as", kind)) => entry.counts_as = DistrictType::parse(kind),
                    Some(("under", count)) => entry.under = count.to_owned(),
                    _ => {}
                }
            }
            entry
        })
        .collect()
}

/// A city as the pad keeps it.
pub fn encode(city: &[Entry]) -> String {
    let lines: Vec<String> = city
        .iter()
        .map(|entry| {
            let mut line = entry.name.clone();
            if entry.beautified {
                line.push_str(";beautified");
            }
            if let Some(kind) = entry.counts_as {
                line.push_str(";as=");
                line.push_str(kind.name());
            }
            if entry.last_round {
                line.push_str(";last");
            }
            // What separates entries and flags cannot be part of a typed count.
            let under: String = entry
                .under
                .chars()
                .filter(|c| !matches!(c, ';' | '\n'))
                .collect();
            if !under.is_empty() {
                line.push_str(";under=");
                line.push_str(&under);
            }
            line
        })
        .collect();
    lines.join("\n")
}

/// The city as the rules read it; `None` when a Museum count is not a whole number.
pub fn built(text: &str) -> Option<Vec<BuiltDistrict>> {
    entries(text)
        .into_iter()
        .map(|entry| {
            let cards_under = match entry.under.trim() {
                "" => None,
                count => Some(count.parse().ok()?),
            };
            Some(BuiltDistrict {
                name: entry.name,
                beautified: entry.beautified,
                // The chooser is hidden once "built last round" is ticked.
                counts_as: entry.counts_as.filter(|_| !entry.last_round),
                built_last_round: entry.last_round,
                cards_under,
            })
        })
        .collect()
}

/// Which entry of the city a rules error names (`players[0].districts[2]…`).
pub fn entry_at(path: &FieldPath) -> Option<usize> {
    (path.key == DISTRICTS.key).then_some(path.item).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_tie_break_choice_is_the_one_the_score_input_names() {
        let choices = TIE_BREAK.choices();
        assert_eq!(choices.len(), ClassicTieBreak::ALL.len());
        for (choice, rule) in choices.iter().zip(ClassicTieBreak::ALL) {
            assert_eq!(serde_json::to_value(rule).unwrap(), choice.value);
        }
    }

    #[test]
    fn the_tie_break_is_shared_until_most_gold_is_chosen() {
        let mut pad = PadText::seated(["Ann", "Bo"]);
        let read_rule = |pad: &PadText| read(pad, &|n| format!("P{n}")).unwrap().classic_tie_break;
        assert_eq!(read_rule(&pad), ClassicTieBreak::Shared);
        pad.table.insert(TIE_BREAK.key.into(), "most_gold".into());
        assert_eq!(read_rule(&pad), ClassicTieBreak::MostGold);
        let input = read(&pad, &|n| format!("P{n}")).unwrap();
        assert_eq!(write(&input).table[TIE_BREAK.key], "most_gold");
    }

    #[test]
    fn a_pad_kept_with_the_most_gold_box_keeps_its_tie_break() {
        let mut table = BTreeMap::from([
            ("most_gold".to_owned(), TICKED.to_owned()),
            ("complete_at".to_owned(), "7".to_owned()),
        ]);
        upgrade_table(&mut table);
        let today = BTreeMap::from([
            (TIE_BREAK.key.to_owned(), "most_gold".to_owned()),
            ("complete_at".to_owned(), "7".to_owned()),
        ]);
        assert_eq!(table, today);
        let mut unticked = BTreeMap::from([("most_gold".to_owned(), String::new())]);
        upgrade_table(&mut unticked);
        assert!(unticked.is_empty());
    }

    #[test]
    fn a_city_survives_encoding_with_every_flag() {
        let city = vec![
            Entry {
                name: "Manor".into(),
                beautified: true,
                ..Entry::default()
            },
            Entry {
                name: "Haunted Quarter".into(),
                counts_as: Some(DistrictType::Military),
                ..Entry::default()
            },
            Entry {
                name: "Haunted City".into(),
                last_round: true,
                ..Entry::default()
            },
            Entry {
                name: "Museum".into(),
                under: "3".into(),
                ..Entry::default()
            },
            Entry {
                name: "Thieves' Den".into(),
                ..Entry::default()
            },
        ];
        let text = encode(&city);
        assert_eq!(entries(&text), city);
        let built = built(&text).unwrap();
        assert_eq!(built[3].cards_under, Some(3));
        assert_eq!(built[1].counts_as, Some(DistrictType::Military));
        assert!(built[0].beautified && built[2].built_last_round);
    }

    #[test]
    fn a_typed_count_that_is_no_number_is_refused_and_cannot_break_the_list() {
        let city = vec![Entry {
            name: "Museum".into(),
            under: "2;x\n".into(),
            ..Entry::default()
        }];
        let text = encode(&city);
        assert_eq!(text, "Museum;under=2x");
        assert!(built(&text).is_none());
        assert!(built("").is_some_and(|city| city.is_empty()));
    }

    #[test]
    fn rules_errors_name_an_entry() {
        let at = |text: &str| entry_at(&FieldPath::parse(text));
        assert_eq!(at("players[1].districts[4]"), Some(4));
        assert_eq!(at("players[1].districts[0].cards_under"), Some(0));
        assert_eq!(at("players[1].gold"), None);
    }
}
