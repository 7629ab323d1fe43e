//! A Citadels city as the scorepad keeps it in one seat value: one built district
//! per line, its deck name as `games::citadels::data` spells it, then its flags after `;`:
//! `Manor;beautified`, `Haunted Quarter;as=military`, `Haunted City;last`,
//! `Museum;under=3` (the count kept as typed).

use crate::html::Act;
use games::citadels::{BuiltDistrict, DistrictType};
use games::FieldPath;

/// The seat value holding the city.
pub const CITY: &str = "districts";

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
                    Some(("as", kind)) => {
                        entry.counts_as = DistrictType::ALL.into_iter().find(|k| k.name() == kind)
                    }
                    Some(("under", count)) => entry.under = count.to_owned(),
                    _ => {}
                }
            }
            entry
        })
        .collect()
}

#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
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

/// One change from the city editor: `act` names it (`add`, `remove`,
/// `beautified`, `as`, `last`, `under`), `at` the entry, `value` what was chosen
/// or typed ("true"/"false" for a box).
#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
pub fn apply(city: &mut Vec<Entry>, act: Act, at: Option<usize>, value: String) {
    if act == Act::AddDistrict {
        if !value.is_empty() {
            city.push(Entry {
                name: value,
                ..Entry::default()
            });
        }
        return;
    }
    let Some(at) = at.filter(|&at| at < city.len()) else {
        return;
    };
    let entry = &mut city[at];
    match act {
        Act::RemoveDistrict => {
            city.remove(at);
        }
        Act::Beautified => entry.beautified = value == "true",
        Act::CountsAs => {
            entry.counts_as = DistrictType::ALL.into_iter().find(|k| k.name() == value)
        }
        Act::BuiltLast => entry.last_round = value == "true",
        Act::CardsUnder => entry.under = value,
        _ => {}
    }
}

/// Which entry of the city a rules error names (`players[0].districts[2]…`).
pub fn entry_at(path: &FieldPath) -> Option<usize> {
    (path.key == CITY).then_some(path.item).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn the_editor_changes_one_entry_at_a_time() {
        let mut city = Vec::new();
        apply(&mut city, Act::AddDistrict, None, "Museum".into());
        apply(&mut city, Act::AddDistrict, None, String::new());
        apply(&mut city, Act::AddDistrict, None, "Haunted Quarter".into());
        apply(&mut city, Act::CardsUnder, Some(0), "4".into());
        apply(&mut city, Act::Beautified, Some(0), "true".into());
        apply(&mut city, Act::CountsAs, Some(1), "trade".into());
        assert_eq!(city.len(), 2);
        assert_eq!(city[0].under, "4");
        assert!(city[0].beautified);
        assert_eq!(city[1].counts_as, Some(DistrictType::Trade));
        apply(&mut city, Act::CountsAs, Some(1), String::new());
        assert_eq!(city[1].counts_as, None);
        // An entry that is no longer there changes nothing.
        apply(&mut city, Act::RemoveDistrict, Some(7), String::new());
        apply(&mut city, Act::RemoveDistrict, Some(0), String::new());
        assert_eq!(city.len(), 1);
        assert_eq!(city[0].name, "Haunted Quarter");
    }

    #[test]
    fn rules_errors_name_an_entry() {
        let at = |text: &str| entry_at(&FieldPath::parse(text));
        assert_eq!(at("players[1].districts[4]"), Some(4));
        assert_eq!(at("players[1].districts[0].cards_under"), Some(0));
        assert_eq!(at("players[1].gold"), None);
    }
}
