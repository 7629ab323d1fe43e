//! A count left blank is scored as 0; where entering it could change a rank
//! or the winner, the result names it, and a pad asks before saving it so
//! (issue 62.6).

use crate::form::Field;
use crate::score::{Problems, ScoreSheet};
use crate::verdict::{BlankCount, Warning};

/// Each count left blank (a player's index and the field) that entered could
/// change a rank or the winner, as a warning naming both. The field's most
/// moves its player's total furthest (up for a count that scores, down for
/// one that costs), so if that changes nothing, no count does.
/// `scored_with(player, field, most)` scores the input with that count
/// entered; a count that makes the input refused changes nothing a pad could
/// show.
pub fn blanks_that_change_the_ranking<'a>(
    sheet: &ScoreSheet,
    blanks: impl IntoIterator<Item = (usize, &'a Field)>,
    scored_with: impl Fn(usize, &Field, i64) -> Result<ScoreSheet, Problems>,
) -> Vec<Warning> {
    blanks
        .into_iter()
        .filter(|&(player, field)| {
            let (_, most) = field.bounds().unwrap_or_default();
            scored_with(player, field, most).is_ok_and(|other| {
                other.winners != sheet.winners
                    || other
                        .players
                        .iter()
                        .zip(&sheet.players)
                        .any(|(a, b)| a.rank != b.rank)
            })
        })
        .map(|(player, field)| {
            Warning::BlankChangesRanking(BlankCount {
                player: sheet.players[player].name.clone(),
                field: field.in_sentence(),
            })
        })
        .collect()
}
