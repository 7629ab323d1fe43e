//! A group's people: every name that has played, matched without regard to
//! case. Renaming a person renames them everywhere, the stored plays included
//! (their score input names the players, and each play's result is computed
//! again from it); merging two people makes one person of their plays.

use crate::groups::refuse_reading;
use crate::model::PlayInput;
use crate::model::{game_column, name_key, MAX_PAGE};
use crate::tally_rows::{begin_change, end_change};
use crate::text::{refuse_control_characters, Lines};
use crate::{on_engine, Access, Store, StoreError};
use games::score::MAX_NAME;
use sqlx::Row;
use std::collections::{HashMap, HashSet};

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

/// A merge that can be taken back: `name`'s games went to `into` (named as
/// they are now), `games` of them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Merge {
    pub id: i64,
    pub name: String,
    pub into: String,
    pub games: i64,
}

/// What an undone merge gave back: `name` is a person again, with `games`
/// of the games that had gone to `into`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unmerged {
    pub name: String,
    pub into: String,
    pub games: i64,
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

/// A person's seats as rows of `p.id, p.game, p.score, s.seat`: the play,
/// its game and stored input, and the seat in it.
fn seat_rows<R: Row>(rows: &[R]) -> Result<Vec<(i64, String, String, i64)>, sqlx::Error>
where
    for<'r> &'r str: sqlx::ColumnIndex<R>,
    for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    rows.iter()
        .map(|row| {
            Ok((
                row.try_get("id")?,
                row.try_get("game")?,
                row.try_get("score")?,
                row.try_get("seat")?,
            ))
        })
        .collect()
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
    // A recorded result keeps its players one level down.
    let players = match score.get_mut(crate::model::RECORDED) {
        Some(recorded) => recorded.get_mut("players"),
        None => score.get_mut("players"),
    };
    let slot = players
        .and_then(|players| players.get_mut(seat as usize))
        .and_then(|player| player.get_mut("name"))
        .ok_or_else(|| damaged("score"))?;
    *slot = serde_json::Value::String(name.to_owned());
    let input = PlayInput::read(game, &score).map_err(|_| damaged("score"))?;
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
            let (from, from_name): (i64, String) =
                match find(from_key.clone()).fetch_optional(&mut *tx).await? {
                    Some(row) => (row.try_get("id")?, row.try_get("name")?),
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
            .await?;
            let seats = seat_rows(&seats)?;
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
                // Kept so the merge can be taken back (`undo_merge`).
                let merge: i64 = sqlx::query(
                    "INSERT INTO merges (group_id, name, into_person, into_name, made_at) \
                     VALUES ($1, $2, $3, $4, $5) RETURNING id",
                )
                .bind(access.group)
                .bind(&from_name)
                .bind(person)
                .bind(&final_name)
                .bind(crate::when::now_seconds())
                .fetch_one(&mut *tx)
                .await?
                .try_get("id")?;
                sqlx::query(
                    "INSERT INTO merged_seats (merge_id, play, seat) \
                     SELECT $1, play, seat FROM play_seats WHERE person = $2",
                )
                .bind(merge)
                .bind(from)
                .execute(&mut *tx)
                .await?;
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

/// Names asked about in one query (well under either engine's limit on
/// bound values).
const MOST_NAMES_ASKED: usize = 500;

/// How many of the last merges the people page offers to take back.
pub const MERGES_SHOWN: i64 = 5;

impl Store {
    /// The person called `name` (any case) and their games; `None` when no one
    /// of the group is.
    pub async fn person(&self, access: &Access, name: &str) -> Result<Option<Person>, StoreError> {
        // No one is called that: a name is kept without control characters and
        // within its length (PostgreSQL would refuse a NUL outright).
        if !games::score::is_keepable_name(name) {
            return Ok(None);
        }
        let person = on_engine!(self, |pool, _begin| {
            sqlx::query(
                "SELECT pe.name, COUNT(p.id) AS plays FROM people pe \
                 LEFT JOIN play_seats s ON s.person = pe.id \
                 LEFT JOIN plays p ON p.id = s.play AND p.deleted_at IS NULL \
                 WHERE pe.group_id = $1 AND pe.name_key = $2 \
                 GROUP BY pe.id, pe.name",
            )
            .bind(access.group)
            .bind(name_key(name))
            .fetch_optional(pool)
            .await?
            .map(|row| -> Result<Person, sqlx::Error> {
                Ok(Person {
                    name: row.try_get("name")?,
                    plays: row.try_get("plays")?,
                })
            })
            .transpose()?
        });
        Ok(person)
    }

    /// Which of these names are people of the group, each under its name key
    /// with the person's name as kept. Asked a few hundred at a time, so a
    /// backup of any size costs a few queries of bounded size.
    pub async fn people_named(
        &self,
        access: &Access,
        names: &[String],
    ) -> Result<HashMap<String, String>, StoreError> {
        let mut keys: Vec<String> = names
            .iter()
            .filter(|name| games::score::is_keepable_name(name))
            .map(|name| name_key(name))
            .collect();
        keys.sort_unstable();
        keys.dedup();
        let mut people = HashMap::new();
        for batch in keys.chunks(MOST_NAMES_ASKED) {
            // The keys as one value (an array; SQLite reads it from JSON): one
            // statement for any number, found through the group's index of names.
            let rows = match &self.pool {
                crate::Pool::Sqlite(pool) => sqlx::query(
                    "SELECT name_key, name FROM people WHERE group_id = $1 \
                     AND name_key IN (SELECT value FROM json_each($2))",
                )
                .bind(access.group)
                .bind(serde_json::to_string(batch).expect("text serialises"))
                .fetch_all(pool)
                .await?
                .iter()
                .map(|row| Ok((row.try_get("name_key")?, row.try_get("name")?)))
                .collect::<Result<Vec<(String, String)>, sqlx::Error>>()?,
                crate::Pool::Postgres(pool) => sqlx::query(
                    "SELECT name_key, name FROM people WHERE group_id = $1 \
                     AND name_key = ANY($2)",
                )
                // Planned for these values each time: a plan kept from when the
                // group was small (an import's first check) scanned every play
                // of it for each batch once it was large (0.4 s a batch).
                .persistent(false)
                .bind(access.group)
                .bind(batch)
                .fetch_all(pool)
                .await?
                .iter()
                .map(|row| Ok((row.try_get("name_key")?, row.try_get("name")?)))
                .collect::<Result<Vec<(String, String)>, sqlx::Error>>()?,
            };
            people.extend(rows);
        }
        Ok(people)
    }

    /// Each name merged away in this group (by its name key), and who it
    /// became: the person merged into, as named now, following later merges
    /// of that person too. An import reads a merged name as that person, so a
    /// merge made here stays made.
    pub async fn aliases(&self, access: &Access) -> Result<HashMap<String, String>, StoreError> {
        let rows = on_engine!(self, |pool, _begin| {
            sqlx::query(
                "SELECT m.name, COALESCE(pe.name, m.into_name) AS into_name \
                 FROM merges m LEFT JOIN people pe ON pe.id = m.into_person \
                 WHERE m.group_id = $1 ORDER BY m.id",
            )
            .bind(access.group)
            .fetch_all(pool)
            .await?
            .iter()
            .map(|row| Ok((row.try_get("name")?, row.try_get("into_name")?)))
            .collect::<Result<Vec<(String, String)>, sqlx::Error>>()?
        });
        // The latest merge of a name is the one that counts.
        let mut into: HashMap<String, String> = HashMap::new();
        for (name, into_name) in rows {
            into.insert(name_key(&name), into_name);
        }
        let mut aliases = HashMap::with_capacity(into.len());
        for (key, first) in &into {
            let mut now = first.clone();
            let mut seen = HashSet::from([key.clone()]);
            // Merged again since: on to whom that person became, stopping
            // where a chain would come round again.
            while let Some(next) = into.get(&name_key(&now)) {
                if !seen.insert(name_key(&now)) {
                    break;
                }
                now = next.clone();
            }
            aliases.insert(key.clone(), now);
        }
        Ok(aliases)
    }

    /// The group's last [`MERGES_SHOWN`] merges, the latest first: what can be
    /// taken back. The person merged into is named as they are now.
    pub async fn merges(&self, access: &Access) -> Result<Vec<Merge>, StoreError> {
        let merges = on_engine!(self, |pool, _begin| {
            sqlx::query(
                "SELECT m.id, m.name, COALESCE(pe.name, m.into_name) AS into_name, \
                 (SELECT COUNT(*) FROM merged_seats ms WHERE ms.merge_id = m.id) AS games \
                 FROM merges m LEFT JOIN people pe ON pe.id = m.into_person \
                 WHERE m.group_id = $1 ORDER BY m.id DESC LIMIT $2",
            )
            .bind(access.group)
            .bind(MERGES_SHOWN)
            .fetch_all(pool)
            .await?
            .iter()
            .map(|row| -> Result<Merge, sqlx::Error> {
                Ok(Merge {
                    id: row.try_get("id")?,
                    name: row.try_get("name")?,
                    into: row.try_get("into_name")?,
                    games: row.try_get("games")?,
                })
            })
            .collect::<Result<Vec<_>, _>>()?
        });
        Ok(merges)
    }

    /// Takes merge `id` back: its merged-away name is a person again, with the
    /// seats the merge gave away that the other person still holds (a seat
    /// since given to someone else by an edit stays theirs). `None` when the
    /// group has no such merge (already undone). Refused when the name is a
    /// person's again (a game saved under it since): rename one of them first.
    pub async fn undo_merge(
        &self,
        access: &Access,
        id: i64,
    ) -> Result<Option<Unmerged>, StoreError> {
        refuse_reading(access)?;
        let _turn = self.write_turn().await;
        let undone = on_engine!(self, |pool, begin| {
            let mut tx = pool.begin_with(begin).await?;
            let mut change = begin_change!(tx, access.group);
            let Some(row) = sqlx::query(
                "SELECT m.name, m.into_person, COALESCE(pe.name, m.into_name) AS into_name \
                 FROM merges m LEFT JOIN people pe ON pe.id = m.into_person \
                 WHERE m.id = $1 AND m.group_id = $2",
            )
            .bind(id)
            .bind(access.group)
            .fetch_optional(&mut *tx)
            .await?
            else {
                return Ok(None);
            };
            let name: String = row.try_get("name")?;
            let into_person: i64 = row.try_get("into_person")?;
            let into: String = row.try_get("into_name")?;
            if let Some(row) =
                sqlx::query("SELECT name FROM people WHERE group_id = $1 AND name_key = $2")
                    .bind(access.group)
                    .bind(name_key(&name))
                    .fetch_optional(&mut *tx)
                    .await?
            {
                return Err(StoreError::NameTaken(row.try_get("name")?));
            }
            let person: i64 = sqlx::query(
                "INSERT INTO people (group_id, name, name_key) VALUES ($1, $2, $3) RETURNING id",
            )
            .bind(access.group)
            .bind(&name)
            .bind(name_key(&name))
            .fetch_one(&mut *tx)
            .await?
            .try_get("id")?;
            let seats = sqlx::query(
                "SELECT p.id, p.game, p.score, s.seat FROM merged_seats ms \
                 JOIN play_seats s ON s.play = ms.play AND s.seat = ms.seat \
                 JOIN plays p ON p.id = s.play \
                 WHERE ms.merge_id = $1 AND s.person = $2",
            )
            .bind(id)
            .bind(into_person)
            .fetch_all(&mut *tx)
            .await?;
            let seats = seat_rows(&seats)?;
            for (play, game, score, seat) in &seats {
                let (score, result) = renamed_play(game, score, *seat, &name)?;
                sqlx::query("UPDATE plays SET score = $2, result = $3 WHERE id = $1")
                    .bind(play)
                    .bind(score)
                    .bind(result)
                    .execute(&mut *tx)
                    .await?;
                sqlx::query("UPDATE play_seats SET person = $3 WHERE play = $1 AND seat = $2")
                    .bind(play)
                    .bind(seat)
                    .bind(person)
                    .execute(&mut *tx)
                    .await?;
            }
            sqlx::query("DELETE FROM merged_seats WHERE merge_id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            sqlx::query("DELETE FROM merges WHERE id = $1")
                .bind(id)
                .execute(&mut *tx)
                .await?;
            // A person split in two: the statistics are counted again.
            change.tallies = None;
            end_change!(tx, change);
            tx.commit().await?;
            Some(Unmerged {
                name,
                into,
                games: seats.len() as i64,
            })
        });
        if undone.is_some() {
            self.refresh_stats_soon(access.group);
        }
        Ok(undone)
    }
}
