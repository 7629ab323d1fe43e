//! A pad's words in the page's language, for the server: the name the page
//! gives a seat left unnamed (a saved play and a live table name it alike),
//! and each problem of a pad the rules refuse, as the pad lists it under its
//! results. Reading and scoring the pad is `games::scorepad`'s; this only puts
//! what it found into words.

use super::pad::{Problem, ScoreState};
use crate::components::pad_messages::problem_message;
use crate::i18n::{Texts, FALLBACK_LANGUAGE};
use games::Language;

#[derive(Debug, Clone, Copy)]
pub struct PadWords {
    language: Language,
}

impl PadWords {
    pub fn new(language: Language) -> PadWords {
        PadWords { language }
    }

    /// The words for a phone's language tag (`lang` of a request), or the
    /// fallback when it names none the pages are written in.
    pub fn for_tag(tag: Option<&str>) -> PadWords {
        PadWords::new(
            tag.and_then(Language::from_tag)
                .unwrap_or(FALLBACK_LANGUAGE),
        )
    }

    /// Seat `n` (1-based) left without a name.
    pub fn seat(&self, n: usize) -> String {
        (self.language.island().seat)(n as u8)
    }

    /// Each problem of `pad`, its field's label first when it has one.
    pub fn problems(&self, pad: &ScoreState, problems: &[Problem]) -> Vec<String> {
        let t = &self.language.island().score;
        problems
            .iter()
            .map(|problem| {
                let place = pad
                    .place_of(problem)
                    .and_then(|(_, key)| pad.field(&key))
                    .map(|field| t.label(&field))
                    .filter(|label| !label.is_empty());
                match (problem_message(t, pad, problem), place) {
                    (Some(message), Some(label)) => format!("{label}{}{message}", t.then),
                    (Some(message), None) => message,
                    (None, Some(label)) => format!("{} {label}", t.still_to_enter),
                    (None, None) => t.still_to_enter.to_owned(),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::scorepad::{KeptPad, SaveRefused};

    /// A kept Gentes pad: Ann, and a seat left unnamed.
    fn gentes(tracks: &[&str]) -> String {
        format!(
            "game\tgentes\nnext\t2\nseat\t0\tAnn\nvalue\ttrack\t{}\nseat\t1\t\nvalue\ttrack\t{}",
            tracks[0], tracks[1]
        )
    }

    #[test]
    fn an_unnamed_seat_is_named_as_the_page_in_its_language_names_it() {
        let read = |tag| {
            let words = PadWords::for_tag(tag);
            let kept = KeptPad::read(&gentes(&["40", "31"]), &|n| words.seat(n)).unwrap();
            kept.scored.sheet().players[1].name.clone()
        };
        assert_eq!(read(Some("en")), "Player 2");
        assert_ne!(read(Some("zh-TW")), "Player 2");
        // No tag, or one the pages are not written in: the fallback's.
        assert_eq!(read(Some("fr")), read(None));
    }

    #[test]
    fn a_refused_pads_problems_are_said_at_their_fields() {
        let words = PadWords::new(Language::English);
        let Err(SaveRefused::Problems { pad, problems }) =
            KeptPad::read(&gentes(&["x", "31"]), &|n| words.seat(n))
        else {
            panic!("a track of x was saved")
        };
        assert_eq!(
            words.problems(&pad, &problems),
            ["Score track: Enter a whole number."]
        );
    }
}
