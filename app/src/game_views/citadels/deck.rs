//! The Citadels deck on the pad: every district a city may still build, a tap
//! each, filtered by type and by what is typed in either language.

use super::city::{entries, Entry, CITY};
use super::words::CitadelsScoreText;
use super::CitadelsPad;
use crate::html::{Act, Html, Markup, Value};
use games::citadels::data::{deck, District};
use games::citadels::{why_not_buildable, DistrictType, Edition, Unbuildable};
use games::scorepad::ScoreState;

/// The deck's type filter, "All" and a radio per type read by the style sheet,
/// and its search field. Drawn once, so a choice and what is typed stay
/// through the deck's redraws.
pub(super) fn deck_head_html(t: &CitadelsScoreText, id: u32) -> Markup {
    let group = format!("deck-{id}");
    let mut html = Html::new();
    html.wrap("div", &[("class", Value::Text("deck__kinds"))], |html| {
        kinds_into(html, t, &group);
    });
    html.void(
        "input",
        &[
            ("type", Value::Text("search")),
            ("class", Value::Text("deck__find")),
            ("aria-label", Value::Text(t.find)),
            ("placeholder", Value::Text(t.find)),
            ("autocomplete", Value::Text("off")),
            ("maxlength", Value::Number(40)),
            ("data-testid", Value::Text("deck-find")),
            (crate::html::ACT, Value::Act(Act::FindDistrict)),
        ],
    );
    html.finish()
}

fn kinds_into(html: &mut Html, t: &CitadelsScoreText, group: &str) {
    let all = std::iter::once(("", t.all));
    for (value, label) in all.chain(DistrictType::ALL.map(|kind| (kind.name(), (t.kind)(kind)))) {
        html.wrap(
            "label",
            &[
                ("class", Value::Text("deck__kind")),
                ("data-type", Value::Text(value)),
            ],
            |html| {
                html.void(
                    "input",
                    &[
                        ("type", Value::Text("radio")),
                        ("name", Value::Text(group)),
                        ("value", Value::Text(value)),
                        ("checked", Value::On(value.is_empty())),
                    ],
                )
                .element("span", &[], label);
            },
        );
    }
}

/// Whether a card answers what is typed: its name as shown or in English,
/// whatever the case and the spaces around it. The names are English or
/// Chinese, so ASCII's case is all there is to fold (Unicode's case tables
/// would cost the wasm several KB: docs/performance.md).
fn matches(shown: &str, name: &str, typed: &str) -> bool {
    let typed = typed.trim().to_ascii_lowercase();
    typed.is_empty()
        || [shown, name]
            .iter()
            .any(|n| n.to_ascii_lowercase().contains(&typed))
}

/// The deck, a button per district in type order, narrowed to what is typed;
/// what the deck cannot give any more is disabled, with the reason.
pub(super) fn deck_html(t: &CitadelsScoreText, pad: &ScoreState, id: u32, typed: &str) -> Markup {
    let edition = pad.edition();
    let city = entries(&pad.value(id, CITY));
    let everywhere: Vec<Entry> = pad
        .seats
        .iter()
        .flat_map(|seat| entries(&pad.value(seat.id, CITY)))
        .collect();
    let own: Vec<&str> = city.iter().map(|e| e.name.as_str()).collect();
    let everywhere: Vec<&str> = everywhere.iter().map(|e| e.name.as_str()).collect();
    let cards = deck(edition);
    // A setup names the unique districts in play: only those are offered.
    let in_play = pad.cards_in_play().filter(|_| edition == Edition::Y2016);
    let offered = |d: &&District| {
        d.kind != DistrictType::Unique
            || in_play.as_ref().is_none_or(|names| names.contains(&d.name))
    };
    let mut html = Html::new();
    let mut shown_any = false;
    for kind in DistrictType::ALL {
        // The Secret Vault is never built, so never offered.
        let mut found = cards
            .iter()
            .filter(|d| d.kind == kind && d.cost > 0)
            .filter(offered)
            .filter(|d| matches((t.district)(d), d.name, typed))
            .peekable();
        if found.peek().is_none() {
            continue;
        }
        shown_any = true;
        let group = [
            ("class", Value::Text("deck__group")),
            ("data-type", Value::Text(kind.name())),
        ];
        html.wrap("div", &group, |html| {
            for d in found {
                let why_not = why_not_buildable(edition, d, &own, &everywhere);
                let card = [
                    ("type", Value::Text("button")),
                    ("class", Value::Text("deck__card")),
                    (crate::html::ACT, Value::Act(Act::AddDistrict)),
                    ("value", Value::Text(d.name)),
                    ("disabled", Value::On(why_not.is_some())),
                ];
                html.wrap("button", &card, |html| {
                    html.element(
                        "span",
                        &[("class", Value::Text("deck__name"))],
                        (t.district)(d),
                    )
                    .element(
                        "span",
                        &[("class", Value::Text("deck__cost"))],
                        &d.cost.to_string(),
                    );
                    let why = match why_not {
                        Some(Unbuildable::InThisCity) => t.in_this_city,
                        Some(_) => t.none_left,
                        None => return,
                    };
                    html.element("span", &[("class", Value::Text("deck__why"))], why);
                });
            }
        });
    }
    if !shown_any {
        // Isolated, so a right-to-left mark typed in turns no more than itself.
        let typed = format!("\u{2068}{}\u{2069}", typed.trim());
        html.element(
            "p",
            &[("class", Value::Text("hint"))],
            &(t.no_match)(&typed),
        );
    }
    html.finish()
}

#[cfg(test)]
mod tests {
    use super::super::editor::tests::citadels;
    use super::*;
    use games::scorepad::IN_PLAY;
    use games::Language;

    #[test]
    fn the_deck_disables_what_the_city_already_has_in_zh() {
        let t = super::super::words::score(Language::TraditionalChinese);
        let pad = citadels("2016", &["Museum"]);
        let html = deck_html(t, &pad, pad.seats[0].id, "");
        assert!(
            html.contains("value=\"Museum\" disabled><span class=\"deck__name\">博物館</span><span class=\"deck__cost\">4</span><span class=\"deck__why\">（已在這座城市）</span></button>"),
            "{html}"
        );
        assert!(html.contains("value=\"Manor\">"), "{html}");
        // In this city, not used up: the deck says which.
        assert!(!html.contains("已用完"), "{html}");
    }

    #[test]
    fn the_deck_is_a_tap_per_district_in_type_order() {
        let t = super::super::words::score(Language::English);
        let pad = citadels("2016", &[]);
        let html = deck_html(t, &pad, pad.seats[0].id, "");
        let noble = html.find("data-type=\"noble\"").unwrap();
        let unique = html.find("data-type=\"unique\"").unwrap();
        assert!(noble < unique, "{html}");
        assert_eq!(
            html.matches("data-act=\"add\"").count(),
            html.matches("<button").count()
        );
        // The Secret Vault is never built.
        assert!(!html.contains("Secret Vault"), "{html}");
    }

    #[test]
    fn typing_narrows_the_deck_in_either_language_and_says_when_nothing_matches() {
        let zh = super::super::words::score(Language::TraditionalChinese);
        let pad = citadels("2016", &[]);
        let id = pad.seats[0].id;
        let html = deck_html(zh, &pad, id, "莊");
        assert_eq!(html.matches("<button").count(), 1, "{html}");
        assert!(html.contains("value=\"Manor\""), "{html}");
        // English names answer on a Chinese page too, whatever the case.
        let html = deck_html(zh, &pad, id, "  MANOR ");
        assert_eq!(html.matches("<button").count(), 1, "{html}");
        let en = super::super::words::score(Language::English);
        let html = deck_html(en, &pad, id, "tower");
        assert!(html.contains("value=\"Watchtower\""), "{html}");
        assert!(!html.contains("value=\"Manor\""), "{html}");
        // Typed text is shown back as text, never as markup.
        let long = "</textarea>".repeat(1_000);
        for t in [en, zh] {
            for hostile in [
                "</div><script>alert(1)</script>",
                "\"><img src=x>",
                "</title>'\0",
                long.as_str(),
            ] {
                let html = deck_html(t, &pad, id, hostile);
                assert!(!html.contains("<button"), "{html}");
                for tag in ["<script", "<img", "</title", "</textarea", "\"><"] {
                    assert!(!html.contains(tag), "{tag} in {html}");
                }
                assert!(html.contains("&lt;"), "{html}");
            }
        }
        let html = deck_html(en, &pad, id, "\u{202e}abc");
        assert!(html.contains("“\u{2068}\u{202e}abc\u{2069}”"), "{html}");
        let html = deck_html(zh, &pad, id, "xyz");
        assert!(
            html.contains("沒有名稱含「\u{2068}xyz\u{2069}」的區域。"),
            "{html}"
        );
    }

    #[test]
    fn the_type_filter_starts_on_all_with_a_radio_per_type() {
        let t = super::super::words::score(Language::English);
        let html = deck_head_html(t, 3);
        assert_eq!(html.matches("name=\"deck-3\"").count(), 6, "{html}");
        assert_eq!(html.matches(" checked").count(), 1, "{html}");
        assert!(
            html.contains("value=\"\" checked><span>All</span>"),
            "{html}"
        );
    }

    #[test]
    fn a_setup_s_unique_districts_are_the_only_ones_offered() {
        let t = super::super::words::score(Language::English);
        let mut pad = citadels("2016", &[]);
        let all = deck_html(t, &pad, pad.seats[0].id, "");
        assert!(all.contains("value=\"Library\""), "{all}");
        pad.table
            .insert(IN_PLAY.into(), "Museum,Dragon Gate".into());
        let some = deck_html(t, &pad, pad.seats[0].id, "");
        assert!(some.contains("value=\"Museum\""), "{some}");
        assert!(some.contains("value=\"Dragon Gate\""), "{some}");
        assert!(!some.contains("value=\"Library\""), "{some}");
        // Other types are all offered; a classic game ignores the 2016 list.
        assert!(some.contains("value=\"Manor\""), "{some}");
        pad.table
            .insert(games::citadels::pad::EDITION_KEY.into(), "classic".into());
        let classic = deck_html(t, &pad, pad.seats[0].id, "");
        assert!(classic.contains("value=\"Library\""), "{classic}");
    }
}
