//! Text people type, checked before it reaches either database: a control
//! character (U+0000 above all) is refused here on both engines alike, since
//! PostgreSQL cannot keep U+0000 at all and would answer it as an outage.

use crate::StoreError;

/// Refuses `text` for `field` when it holds a control character. A note may
/// hold line breaks and tabs (it is typed in a multi-line box); nothing else may.
pub(crate) fn refuse_control_characters(
    field: &str,
    text: &str,
    lines: Lines,
) -> Result<(), StoreError> {
    match !text.chars().all(|c| allowed(c, lines)) {
        true => Err(StoreError::invalid(
            field,
            match lines {
                Lines::One => "holds a control character (such as a line break or U+0000)",
                Lines::Many => "holds a control character other than a line break or tab",
            },
        )),
        false => Ok(()),
    }
}

/// Whether `c` may stand in a field of `lines`: no control character (the
/// rule a player's name is held to, in `games`), but line breaks and tabs in a
/// field of several lines.
fn allowed(c: char, lines: Lines) -> bool {
    !c.is_control() || (lines == Lines::Many && matches!(c, '\n' | '\r' | '\t'))
}

/// `text` as a field of `lines` holding at most `limit` characters keeps it:
/// trimmed, without the characters it may not hold, cut to `limit`; and
/// whether anything but the trim changed it (for text brought in from
/// elsewhere, which is kept rather than refused).
pub fn fit_text(text: &str, limit: usize, lines: Lines) -> (String, bool) {
    let trimmed = text.trim();
    let fitted: String = trimmed
        .chars()
        .filter(|&c| allowed(c, lines))
        .take(limit)
        .collect();
    let changed = fitted.chars().count() != trimmed.chars().count();
    (fitted, changed)
}

/// Whether a text field is one line or may hold several.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lines {
    One,
    Many,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_refused_with_their_field() {
        for text in ["a\u{0}b", "a\nb", "\u{1b}[31m", "a\u{7f}", "a\u{85}"] {
            match refuse_control_characters("name", text, Lines::One) {
                Err(StoreError::Invalid { field, .. }) => assert_eq!(field, "name"),
                other => panic!("{text:?}: {other:?}"),
            }
        }
        assert!(refuse_control_characters("note", "a\u{0}b", Lines::Many).is_err());
    }

    #[test]
    fn marks_and_a_note_s_line_breaks_are_kept() {
        let marks = "\u{202E}Ann\u{200B}\u{200D}\u{FEFF}";
        assert!(refuse_control_characters("name", marks, Lines::One).is_ok());
        assert!(refuse_control_characters("note", "one\r\ntwo\tthree", Lines::Many).is_ok());
    }
}
