//! A group's people: every name that has played, matched without regard to
//! case. Renaming a person renames them everywhere, the stored plays included
//! (their score input names the players, and each play's result is computed
//! again from it); merging two people makes one person of their plays.

use crate::groups::refuse_reading;
use crate::plays::{game_column, name_key, MAX_PAGE};
use crate::tally::{begin_change, end_change};
use crate::text::{refuse_control_characters, Lines};
use crate::{on_engine, Access, Store, StoreError};
use games::score::MAX_NAME;
use games::ScoreInput;
use sqlx::Row;

/// A person of the group and how many plays they are in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    pub name: String,
    pub plays: i64,
}

/// A page of a group's people, and whether another follows it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PeoplePage {
    pub people: Vec<Person>,
    pub more: bool,
}

/// A new name for a person, checked as the rules check a player's name.
fn clean_person_name(name: &str) -> Result<String, StoreError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(StoreError::invalid("name", "is empty"));
    }
    refuse_control_characters("name", name, Lines::One)?;
    if name.chars().count() > MAX_NAME {
        return Err(StoreError::invalid(
            "name",
            format!("is longer than {MAX_NAME} characters"),
        ));
    }
    Ok(name.to_owned())
}

/// A play's stored input and result with one seat's player renamed; the result
/// computed again by `games` from the renamed input.
fn renamed_play(
    game: &str,
    score: &str,
    seat: i64,
    name: &str,
) -> Result<(String, String), StoreError> {
    let damaged = |what: &str| StoreError::invalid("play", format!("has a damaged {what}"));
    let game = game_column(game.to_owned()).map_err(|_| damaged("game"))?;
    let mut score: serde_json::Value = serde_json::from_str(score).map_err(|_| damaged("score"))?;
    let slot = score
        .get_mut("players")
        .and_then(|players| players.get_mut(seat as usize))
        .and_then(|player| player.get_mut("name"))
        .ok_or_else(|| damaged("score"))?;
    *slot = serde_json::Value::String(name.to_owned());
    let input = ScoreInput::read(game, &score).map_err(|_| damaged("score"))?;
    let sheet = input.score()?;
    let result = serde_json::to_string(&sheet).expect("a score sheet serialises to JSON");
    Ok((score.to_string(), result))
}

impl Store {
    /// A page of the group's people, by name, with their games: `limit` of
    /// them (at most [`MAX_PAGE`]) after the first `offset`. A group may hold
    /// tens of thousands of people; no reader gets them all at once.
    pub async fn people(
        &self,
        access: &Access,
        offset: i64,
        limit: i64,
    ) -> Result<PeoplePage, StoreError> {
        let limit = limit.clamp(1, MAX_PAGE);
        // One more than shown says whether a next page exists.
        let mut people = on_engine!(self, |pool, _begin| {
            sqlx::query(
                "SELECT pe.name, COUNT(p.id) AS plays \
                 FROM (SELECT id, name, name_key FROM people WHERE group_id = $1 \
                       ORDER BY name_key LIMIT $2 OFFSET $3) pe \
                 LEFT JOIN play_seats s ON s.person = pe.id \
                 LEFT JOIN plays p ON p.id = s.play AND p.deleted_at IS NULL \
                 GROUP BY pe.id, pe.name, pe.name_key \
                 ORDER BY pe.name_key",
            )
            .bind(access.group)
            .bind(limit + 1)
            .bind(offset.max(0))
            .fetch_all(pool)
            .await?
            .iter()
            .map(|row| -> Result<Person, sqlx::Error> {
                Ok(Person {
                    name: row.try_get("name")?,
                    plays: row.try_get("plays")?,
                })
            })
            .collect::<Result<Vec<_>, _>>()?
        });
        let more = people.len() as i64 > limit;
        people.truncate(limit as usize);
        Ok(PeoplePage { people, more })
    }

    /// The first `limit` of the group's people's names (at most [`MAX_PAGE`]),
    /// by name, without counting their plays: what the history's player filter
    /// offers (any other name can be typed). Counting joins every seat of the
    /// group to its play (about 100 ms on SQLite for 10,000 plays, `make bench`).
    pub async fn people_names(
        &self,
        access: &Access,
        limit: i64,
    ) -> Result<Vec<String>, StoreError> {
        let names = on_engine!(self, |pool, _begin| {
            sqlx::query_scalar::<_, String>(
                "SELECT name FROM people WHERE group_id = $1 ORDER BY name_key LIMIT $2",
            )
            .bind(access.group)
            .bind(limit.clamp(0, MAX_PAGE))
            .fetch_all(pool)
            .await?
        });
        Ok(names)
    }

    /// Renames the person called `name` (any case) to `new_name`, everywhere.
    /// A new name that is another person's is refused: merge them instead.
    pub async fn rename_person(
        &self,
        access: &Access,
        name: &str,
        new_name: &str,
    ) -> Result<String, StoreError> {
        self.reassign(access, name, new_name, false).await
    }

    /// Makes one person of `name` and `into`: `name`'s plays become `into`'s
    /// and `name` is no more. Refused when the two played in the same game.
    pub async fn merge_people(
        &self,
        access: &Access,
        name: &str,
        into: &str,
    ) -> Result<String, StoreError> {
        self.reassign(access, name, into, true).await
    }

    /// Gives `name`'s seats to `target` (a new name, or with `merge` another
    /// person), rewriting every play they sit in, in one transaction.
    async fn reassign(
        &self,
        access: &Access,
        name: &str,
        target: &str,
        merge: bool,
    ) -> Result<String, StoreError> {
        refuse_reading(access)?;
        // The person asked for ("person"; the new or merged-into name is
        // "name"): no one is named with a control character.
        refuse_control_characters("person", name, Lines::One)?;
        let target = clean_person_name(target)?;
        let (from_key, target_key) = (name_key(name), name_key(&target));
        let _turn = self.write_turn().await;
        let (final_name, stale) = on_engine!(self, |pool, begin| {
            let mut tx = pool.begin_with(begin).await?;
            let mut change = begin_change!(tx, access.group);
            let find = |key: String| {
                sqlx::query("SELECT id, name FROM people WHERE group_id = $1 AND name_key = $2")
                    .bind(access.group)
                    .bind(key)
            };
            let from: i64 = match find(from_key.clone()).fetch_optional(&mut *tx).await? {
                Some(row) => row.try_get("id")?,
                None => return Err(StoreError::NoSuchPerson),
            };
            let existing = match target_key == from_key {
                true => None,
                false => find(target_key.clone())
                    .fetch_optional(&mut *tx)
                    .await?
                    .map(|row| -> Result<(i64, String), sqlx::Error> {
                        Ok((row.try_get("id")?, row.try_get("name")?))
                    })
                    .transpose()?,
            };
            let (person, final_name) = match (merge, existing) {
                (false, None) => (from, target.clone()),
                (false, Some((_, other))) => return Err(StoreError::NameTaken(other)),
                (true, None) if target_key == from_key => {
                    return Err(StoreError::invalid("into", "is the same person"))
                }
                (true, None) => return Err(StoreError::NoSuchPerson),
                (true, Some(into)) => into,
            };
            if merge {
                let together: i64 = sqlx::query(
                    "SELECT COUNT(*) AS n FROM play_seats a JOIN play_seats b ON b.play = a.play \
                     WHERE a.person = $1 AND b.person = $2",
                )
                .bind(from)
                .bind(person)
                .fetch_one(&mut *tx)
                .await?
                .try_get("n")?;
                if together > 0 {
                    return Err(StoreError::PlayedTogether(together));
                }
            }
            // Every play this person sits in, deleted ones too (an undo brings
            // them back under the new name).
            let seats = sqlx::query(
                "SELECT p.id, p.game, p.score, s.seat FROM play_seats s \
                 JOIN plays p ON p.id = s.play WHERE s.person = $1",
            )
            .bind(from)
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|row| -> Result<(i64, String, String, i64), sqlx::Error> {
                Ok((
                    row.try_get("id")?,
                    row.try_get("game")?,
                    row.try_get("score")?,
                    row.try_get("seat")?,
                ))
            })
            .collect::<Result<Vec<_>, _>>()?;
            for (play, game, score, seat) in seats {
                let (score, result) = renamed_play(&game, &score, seat, &final_name)?;
                sqlx::query("UPDATE plays SET score = $2, result = $3 WHERE id = $1")
                    .bind(play)
                    .bind(score)
                    .bind(result)
                    .execute(&mut *tx)
                    .await?;
            }
            if person == from {
                sqlx::query("UPDATE people SET name = $2, name_key = $3 WHERE id = $1")
                    .bind(from)
                    .bind(&final_name)
                    .bind(&target_key)
                    .execute(&mut *tx)
                    .await?;
            } else {
                sqlx::query("UPDATE play_seats SET person = $2 WHERE person = $1")
                    .bind(from)
                    .bind(person)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query("DELETE FROM people WHERE id = $1")
                    .bind(from)
                    .execute(&mut *tx)
                    .await?;
                if let Some(tallies) = &mut change.tallies {
                    tallies.merge_person(from, person);
                }
            }
            end_change!(tx, change);
            tx.commit().await?;
            (final_name, change.tallies.is_none())
        });
        if stale {
            self.refresh_stats_soon(access.group);
        }
        Ok(final_name)
    }
}
