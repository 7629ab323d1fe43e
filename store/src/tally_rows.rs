//! The kept tallies in the database: a write's change to a group's tallies,
//! begun and ended inside its transaction, and plays' figures read from rows.
//! The counting itself is [`crate::tally`]'s, which knows no SQL.

use crate::model::game_column;
use crate::tally::{PlayFacts, SeatFacts, Tallies};

/// A write's change to a group, from the start of its transaction to the end:
/// the group's new count of changes, and its tallies when they were current.
pub(crate) struct Change {
    pub group: i64,
    pub changes: i64,
    pub tallies: Option<Tallies>,
}

impl Change {
    /// Adds (`sign` 1) or takes back (-1) a play, if the tallies are kept.
    pub fn count(&mut self, play: &PlayFacts, sign: i64) {
        if let Some(tallies) = &mut self.tallies {
            tallies.count(play, sign);
        }
    }
}

/// Starts a write's change to group `$group` in transaction `$tx`, before the
/// write reads anything: raising the group's count of changes holds the group's
/// row until the commit, so the writers of one group take turns on every engine
/// (and a play's figures read for taking back are the ones counted). Gives a
/// [`Change`] for `end_change!`.
macro_rules! begin_change {
    ($tx:expr, $group:expr) => {{
        let group: i64 = $group;
        // One statement (one round trip): the group's row locked and counted,
        // and its tallies with the count they were kept at.
        let row = sqlx::query(
            "UPDATE groups SET changes = changes + 1 WHERE id = $1 RETURNING changes, \
             (SELECT changes FROM group_stats WHERE group_id = $1) AS kept_at, \
             (SELECT stats FROM group_stats WHERE group_id = $1) AS stats",
        )
        .bind(group)
        .fetch_one(&mut *$tx)
        .await?;
        let changes: i64 = row.try_get("changes")?;
        let tallies = match row.try_get::<Option<i64>, _>("kept_at")? {
            Some(kept_at) if kept_at == changes - 1 => row
                .try_get::<Option<String>, _>("stats")?
                .and_then(|stats| $crate::tally::Tallies::read(&stats)),
            _ => None,
        };
        $crate::tally_rows::Change {
            group,
            changes,
            tallies,
        }
    }};
}
pub(crate) use begin_change;

/// Keeps a [`Change`]'s tallies, current again, in its transaction `$tx`.
/// Tallies that were not current stay behind: the next reader computes them.
macro_rules! end_change {
    ($tx:expr, $change:expr) => {
        if let Some(tallies) = &$change.tallies {
            sqlx::query("UPDATE group_stats SET changes = $2, stats = $3 WHERE group_id = $1")
                .bind($change.group)
                .bind($change.changes)
                .bind(tallies.text())
                .execute(&mut *$tx)
                .await?;
        }
    };
}
pub(crate) use end_change;

/// Plays' figures, a row per seat: add `WHERE …` and `ORDER BY p.id, s.seat`.
pub(crate) const FACTS: &str =
    "SELECT p.id, p.game, p.played_at, p.start_seat, p.setup, p.unfinished, p.rolls, p.rounds, \
     s.seat, s.person, s.total, s.place, s.winner \
     FROM plays p JOIN play_seats s ON s.play = p.id";

/// The plays in rows of [`FACTS`] (a play's seats together).
pub(crate) fn read_facts<R: sqlx::Row>(rows: &[R]) -> Result<Vec<PlayFacts>, sqlx::Error>
where
    for<'r> &'r str: sqlx::ColumnIndex<R>,
    for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<i64>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> Option<String>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    let mut facts = FactsReader::default();
    for row in rows {
        facts.add(row)?;
    }
    Ok(facts.plays())
}

/// Rows of [`FACTS`] read one at a time into plays, so a group's rows can be
/// streamed: each row (which carries its play's rolls) is dropped once read.
#[derive(Default)]
pub(crate) struct FactsReader {
    plays: Vec<(i64, PlayFacts)>,
}

impl FactsReader {
    pub(crate) fn add<R: sqlx::Row>(&mut self, row: &R) -> Result<(), sqlx::Error>
    where
        for<'r> &'r str: sqlx::ColumnIndex<R>,
        for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
        for<'r> i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
        for<'r> Option<i64>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
        for<'r> Option<String>: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    {
        let plays = &mut self.plays;
        let id: i64 = row.try_get("id")?;
        if plays.last().is_none_or(|(last, _)| *last != id) {
            let game: String = row.try_get("game")?;
            let setup: Option<String> = row.try_get("setup")?;
            let kind = PlayFacts::kind_of(game_column(game.clone())?, setup.as_deref());
            plays.push((
                id,
                PlayFacts {
                    game,
                    month: PlayFacts::month_of(&row.try_get::<String, _>("played_at")?),
                    start_seat: row.try_get("start_seat")?,
                    kind,
                    unfinished: row.try_get::<i64, _>("unfinished")? == 1,
                    dice: PlayFacts::dice_of(row.try_get::<Option<String>, _>("rolls")?.as_deref()),
                    characters: PlayFacts::characters_of(
                        row.try_get::<Option<String>, _>("rounds")?.as_deref(),
                    ),
                    seats: Vec::new(),
                },
            ));
        }
        let (_, play) = plays.last_mut().expect("pushed above");
        play.seats.push(SeatFacts {
            seat: row.try_get("seat")?,
            person: row.try_get("person")?,
            total: row.try_get("total")?,
            place: row.try_get("place")?,
            winner: row.try_get::<i64, _>("winner")? == 1,
        });
        Ok(())
    }

    pub(crate) fn plays(self) -> Vec<PlayFacts> {
        self.plays.into_iter().map(|(_, play)| play).collect()
    }
}
