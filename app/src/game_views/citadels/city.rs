//! The Citadels city editor's changes to a city as the scorepad keeps it (the
//! text format and its reading are `games::citadels::pad`).

use crate::html::Act;
pub use games::citadels::pad::{entries, entry_at, Entry};
use games::citadels::DistrictType;

/// The seat value holding the city.
pub use games::citadels::pad::CITY_KEY as CITY;

/// One change from the city editor: `act` names it (`add`, `remove`,
/// `beautified`, `as`, `last`, `under`), `at` the entry, `value` what was chosen
/// or typed ("true"/"false" for a box).
#[cfg_attr(not(feature = "browser"), allow(dead_code))]
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
        Act::CountsAs => entry.counts_as = DistrictType::parse(&value),
        Act::BuiltLast => entry.last_round = value == "true",
        Act::CardsUnder => entry.under = value,
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
