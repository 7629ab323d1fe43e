//! What the pad says at a field that needs fixing, in the page's language.

use crate::i18n::setup_text::ScoreText;
use games::form::Kind;
use games::scorepad::{Problem, ScoreState};
use games::{FieldPath, InputError};

/// The message for one player's field, if one of the problems is there.
pub fn field_error(
    t: &ScoreText,
    pad: &ScoreState,
    problems: &[Problem],
    seat: u32,
    key: &str,
) -> Option<String> {
    problems
        .iter()
        .find_map(|problem| seat_message(t, pad, problem, seat, key))
}

fn seat_message(
    t: &ScoreText,
    pad: &ScoreState,
    problem: &Problem,
    seat: u32,
    key: &str,
) -> Option<String> {
    let here = |path: &FieldPath| pad.locate(path) == Some((seat, key.to_owned()));
    match problem {
        Problem::NotANumber { seat: s, key: k } if *s == seat && k == key => {
            let list = pad
                .field(key)
                .is_some_and(|f| matches!(f.kind, Kind::List { .. }));
            Some(if list { t.not_a_list } else { t.not_a_number }.to_owned())
        }
        Problem::Rules(error) if here(error.field()) || error.other_field().is_some_and(here) => {
            Some(rules_message(t, error))
        }
        _ => None,
    }
}

/// The message for a field of the whole table, if one of the problems is there.
pub fn table_error(t: &ScoreText, problems: &[Problem], key: &str) -> Option<String> {
    problems.iter().find_map(|problem| match problem {
        Problem::TableNotANumber { key: k } if *k == key => Some(t.not_a_number.to_owned()),
        Problem::Rules(e) if e.field().player.is_none() && e.field().key == key => {
            Some(rules_message(t, e))
        }
        _ => None,
    })
}

/// What a problem says in the list under the results.
pub fn problem_message(t: &ScoreText, pad: &ScoreState, problem: &Problem) -> Option<String> {
    match problem {
        Problem::Missing { why, .. } => why.as_ref().map(|refusal| (t.refusal)(refusal)),
        Problem::Rules(error) => Some(rules_message(t, error)),
        Problem::NotANumber { seat, key } => seat_message(t, pad, problem, *seat, key),
        Problem::TableNotANumber { .. } => Some(t.not_a_number.to_owned()),
    }
}

/// A rules error in the page's language where `games` gives it as data (a range,
/// a refusal); the rules' own words otherwise.
pub fn rules_message(t: &ScoreText, error: &InputError) -> String {
    match error {
        InputError::OutOfRange { min, max, .. } => (t.out_of_range)(*min, *max),
        InputError::Refused { refusal, .. } => (t.refusal)(refusal),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Texts;
    use games::GameId;
    use games::Language;

    fn pad() -> ScoreState {
        ScoreState::new(GameId::CardCity, &["Ann".into(), "Bo".into()])
    }

    #[test]
    fn a_bad_list_and_a_bad_number_are_told_apart_at_their_field() {
        let pad = pad();
        let seat = pad.seats[1].id;
        for language in [Language::English, Language::TraditionalChinese] {
            let t = &language.island().score;
            let at = |key: &str| Problem::NotANumber {
                seat,
                key: key.into(),
            };
            let both = [at("residential_districts"), at("coins")];
            let list = field_error(t, &pad, &both, seat, "residential_districts");
            assert_eq!(list.as_deref(), Some(t.not_a_list));
            let count = field_error(t, &pad, &both, seat, "coins");
            assert_eq!(count.as_deref(), Some(t.not_a_number));
            assert_eq!(field_error(t, &pad, &both, seat, "cards_in_city"), None);
            assert_eq!(field_error(t, &pad, &both, pad.seats[0].id, "coins"), None);
        }
    }

    #[test]
    fn a_rules_error_is_shown_at_the_field_it_names_in_the_page_s_language() {
        let pad = pad();
        let problem = Problem::Rules(
            games::score::check_range(games::FieldPath::player(1, "coins"), "Bo's coins", -1, 0, 9)
                .unwrap_err(),
        );
        let zh = &Language::TraditionalChinese.island().score;
        let message = field_error(zh, &pad, &[problem], pad.seats[1].id, "coins").unwrap();
        assert_eq!(message, (zh.out_of_range)(0, 9));
        assert!(
            !message.chars().any(|c| c.is_ascii_alphabetic()),
            "{message}"
        );
        let table =
            Problem::Rules(games::score::check_range("complete_at", "x", 0, 1, 20).unwrap_err());
        let table = [table];
        assert!(table_error(zh, &table, "complete_at").is_some());
        assert!(table_error(zh, &table, "classic_tie_break").is_none());
    }
}
