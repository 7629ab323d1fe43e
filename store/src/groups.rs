//! Groups: the people who play together, reached through a private link (to see
//! and add plays) and a read-only one. No accounts: holding the link is access.

use crate::text::{refuse_control_characters, Lines};
use crate::token::Token;
use crate::when::now_seconds;
use crate::{on_engine, Store, StoreError};
use sqlx::Row;

/// A group's name may be this long (in characters).
pub const MAX_GROUP_NAME: usize = 60;

/// A new group's two links (shown once; the store keeps only their hashes).
#[derive(Debug, Clone)]
pub struct NewGroup {
    pub token: Token,
    pub read_token: Token,
    pub name: String,
}

/// What a link opens: a group, and whether it may change it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Access {
    pub(crate) group: i64,
    /// The link that opened it (to seal and open the read-only link).
    pub(crate) link: Token,
    pub name: String,
    pub can_write: bool,
}

/// How long a replaced write link names its successor: long enough for a
/// second tap or a request sent at the same moment, too short to matter as a
/// way in (whoever holds the old link could have made a new one themselves).
const ROTATION_WINDOW_SECONDS: i64 = 10;

/// Replaced links a group keeps, newest first, to say they were replaced
/// (older ones are only unknown): a group that replaces its links every week
/// is still recognised by members a year behind.
const REPLACED_KEPT: i64 = 64;

/// Reads and writes a rotation tries before giving up on a group whose read
/// link keeps changing under it.
const ROTATION_TRIES: usize = 5;

/// A group's links as a rotation finds them.
struct Links {
    write_hash: String,
    read_hash: String,
    /// The read link was made within [`ROTATION_WINDOW_SECONDS`]: a rotation
    /// asked now is the same tap again, or one sent at the same moment.
    read_made_just_now: bool,
}

/// Which of a group's links.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    Write,
    Read,
}

pub(crate) fn clean_name(name: &str) -> Result<String, StoreError> {
    let name = name.trim();
    refuse_control_characters("name", name, Lines::One)?;
    if name.chars().count() > MAX_GROUP_NAME {
        return Err(StoreError::invalid(
            "name",
            format!("is longer than {MAX_GROUP_NAME} characters"),
        ));
    }
    Ok(name.to_owned())
}

impl Store {
    /// A new group, named or not.
    pub async fn create_group(&self, name: &str) -> Result<NewGroup, StoreError> {
        let name = clean_name(name)?;
        let token = Token::new().ok_or(StoreError::NoRandomness)?;
        let read_token = Token::new().ok_or(StoreError::NoRandomness)?;
        let read_sealed = token.seal(&read_token).ok_or(StoreError::NoRandomness)?;
        on_engine!(self, |pool, _begin| {
            let mut tx = pool.begin().await?;
            let group: i64 = sqlx::query(
                "INSERT INTO groups (write_hash, read_hash, name, created_at, read_sealed) \
                 VALUES ($1, $2, $3, $4, $5) RETURNING id",
            )
            .bind(token.hash())
            .bind(read_token.hash())
            .bind(&name)
            .bind(now_seconds())
            .bind(&read_sealed)
            .fetch_one(&mut *tx)
            .await?
            .try_get("id")?;
            // Its statistics are kept from the first play on (stats.rs).
            sqlx::query("INSERT INTO group_stats (group_id, changes, stats) VALUES ($1, 0, $2)")
                .bind(group)
                .bind(crate::tally::Tallies::default().text())
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
        });
        Ok(NewGroup {
            token,
            read_token,
            name,
        })
    }

    /// The group a link opens, if any: a malformed link and an unknown one are
    /// answered alike.
    pub async fn access(&self, link: &str) -> Result<Option<Access>, StoreError> {
        let Some(token) = Token::parse(link) else {
            return Ok(None);
        };
        let hash = token.hash();
        let row = on_engine!(self, |pool, _begin| {
            sqlx::query(
                "SELECT id, name, CASE WHEN write_hash = $1 THEN 1 ELSE 0 END AS can_write \
                 FROM groups WHERE write_hash = $1 OR read_hash = $1",
            )
            .bind(&hash)
            .fetch_optional(pool)
            .await?
            .map(|row| -> Result<Access, sqlx::Error> {
                Ok(Access {
                    group: row.try_get("id")?,
                    link: token.clone(),
                    name: row.try_get("name")?,
                    can_write: row.try_get::<i32, _>("can_write")? == 1,
                })
            })
        });
        Ok(row.transpose()?)
    }

    /// Replaces one of the group's links; the old one stops working at once.
    /// The read-only link stays readable to the write link's holder.
    ///
    /// Rotations sent at once (a button tapped twice, two phones) all answer
    /// the link that works: each replaces the link only if it is still the one
    /// it read. A read rotation within [`ROTATION_WINDOW_SECONDS`] of the last
    /// one answers that one's link instead of replacing it again; a request
    /// whose write link was replaced meanwhile answers its successor (see
    /// [`Store::successor`]).
    pub async fn rotate(&self, access: &Access, link: Link) -> Result<Token, StoreError> {
        refuse_reading(access)?;
        let own_hash = access.link.hash();
        for _ in 0..ROTATION_TRIES {
            let Some(links) = self.links(access.group).await? else {
                return Err(StoreError::LinkReplaced);
            };
            if links.write_hash != own_hash {
                return self.successor_or_replaced(access.link.as_str(), link).await;
            }
            let read_hash = links.read_hash;
            if link == Link::Read && links.read_made_just_now {
                if let Some(read) = self.read_link(access).await? {
                    return Ok(read);
                }
            }
            let token = Token::new().ok_or(StoreError::NoRandomness)?;
            let replaced = match link {
                Link::Write => self.replace_write_link(access, &token, &read_hash).await?,
                Link::Read => self.replace_read_link(access, &token, &read_hash).await?,
            };
            if replaced {
                let old_hash = match link {
                    Link::Write => own_hash.clone(),
                    Link::Read => read_hash,
                };
                self.keep_replaced(access.group, &old_hash).await?;
                return Ok(token);
            }
            // Another rotation came first: read again what it left.
        }
        Err(StoreError::LinkReplaced)
    }

    /// Notes that `hash` was one of the group's links, forgetting all but its
    /// last [`REPLACED_KEPT`].
    async fn keep_replaced(&self, group: i64, hash: &str) -> Result<(), StoreError> {
        on_engine!(self, |pool, begin| {
            let mut tx = pool.begin_with(begin).await?;
            sqlx::query(
                "INSERT INTO replaced_links (hash, group_id, replaced_at) VALUES ($1, $2, $3) \
                 ON CONFLICT (hash) DO NOTHING",
            )
            .bind(hash)
            .bind(group)
            .bind(now_seconds())
            .execute(&mut *tx)
            .await?;
            sqlx::query(
                "DELETE FROM replaced_links WHERE group_id = $1 AND hash NOT IN \
                 (SELECT hash FROM replaced_links WHERE group_id = $1 \
                  ORDER BY id DESC LIMIT $2)",
            )
            .bind(group)
            .bind(REPLACED_KEPT)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        });
        Ok(())
    }

    /// Whether `link`, which opens no group, is one a group replaced: its
    /// holder is told to ask for the new one. Nothing else about the group is
    /// read, so the old link learns nothing more.
    pub async fn was_replaced(&self, link: &str) -> Result<bool, StoreError> {
        let Some(token) = Token::parse(link) else {
            return Ok(false);
        };
        let found = on_engine!(self, |pool, _begin| {
            sqlx::query("SELECT 1 FROM replaced_links WHERE hash = $1")
                .bind(token.hash())
                .fetch_optional(pool)
                .await?
                .is_some()
        });
        Ok(found)
    }

    /// The group's links as they stand (`None`: no such group).
    async fn links(&self, group: i64) -> Result<Option<Links>, StoreError> {
        let now = now_seconds();
        Ok(on_engine!(self, |pool, _begin| {
            sqlx::query("SELECT write_hash, read_hash, read_replaced_at FROM groups WHERE id = $1")
                .bind(group)
                .fetch_optional(pool)
                .await?
                .map(|row| -> Result<Links, sqlx::Error> {
                    let made: Option<i64> = row.try_get("read_replaced_at")?;
                    Ok(Links {
                        write_hash: row.try_get("write_hash")?,
                        read_hash: row.try_get("read_hash")?,
                        read_made_just_now: made.is_some_and(|made| {
                            now.saturating_sub(made) <= ROTATION_WINDOW_SECONDS
                        }),
                    })
                })
                .transpose()?
        }))
    }

    /// A new write link `token`, if the links are still this link and the read
    /// link hashed `read_hash`; the old one names it for a moment.
    async fn replace_write_link(
        &self,
        access: &Access,
        token: &Token,
        read_hash: &str,
    ) -> Result<bool, StoreError> {
        let sealed_read = match self.read_link(access).await? {
            Some(read) => Some(token.seal(&read).ok_or(StoreError::NoRandomness)?),
            None => None,
        };
        let successor = access.link.seal(token).ok_or(StoreError::NoRandomness)?;
        let updated = on_engine!(self, |pool, _begin| {
            sqlx::query(
                "UPDATE groups SET write_hash = $2, read_sealed = $3, replaced_hash = $4, \
                 successor_sealed = $5, replaced_at = $6 \
                 WHERE id = $1 AND write_hash = $4 AND read_hash = $7",
            )
            .bind(access.group)
            .bind(token.hash())
            .bind(&sealed_read)
            .bind(access.link.hash())
            .bind(&successor)
            .bind(now_seconds())
            .bind(read_hash)
            .execute(pool)
            .await?
            .rows_affected()
        });
        Ok(updated == 1)
    }

    /// A new read link `token`, if the links are still this write link and the
    /// read link hashed `read_hash`.
    async fn replace_read_link(
        &self,
        access: &Access,
        token: &Token,
        read_hash: &str,
    ) -> Result<bool, StoreError> {
        let sealed = access.link.seal(token).ok_or(StoreError::NoRandomness)?;
        let updated = on_engine!(self, |pool, _begin| {
            sqlx::query(
                "UPDATE groups SET read_hash = $2, read_sealed = $3, read_replaced_at = $6 \
                 WHERE id = $1 AND write_hash = $4 AND read_hash = $5",
            )
            .bind(access.group)
            .bind(token.hash())
            .bind(&sealed)
            .bind(access.link.hash())
            .bind(read_hash)
            .bind(now_seconds())
            .execute(pool)
            .await?
            .rows_affected()
        });
        Ok(updated == 1)
    }

    /// Rotates `link` of the group the link `token` opens; a write link
    /// replaced a moment ago answers its successor instead (the request sent
    /// again after its answer was lost: a form tapped twice).
    pub async fn rotate_by(&self, token: &str, link: Link) -> Result<Token, StoreError> {
        match self.access(token).await? {
            Some(access) => self.rotate(&access, link).await,
            None => self.successor_or_replaced(token, link).await,
        }
    }

    async fn successor_or_replaced(&self, old: &str, link: Link) -> Result<Token, StoreError> {
        match (link, self.successor(old).await?) {
            (Link::Write, Some(new)) => Ok(new),
            _ => Err(StoreError::LinkReplaced),
        }
    }

    /// The write link that replaced `old` less than [`ROTATION_WINDOW_SECONDS`] ago
    /// and still opens its group: what a second tap of "new link" is answered
    /// (the first tap's answer may never have been seen). After the window the
    /// old link is only dead.
    pub async fn successor(&self, old: &str) -> Result<Option<Token>, StoreError> {
        let Some(old) = Token::parse(old) else {
            return Ok(None);
        };
        let row = on_engine!(self, |pool, _begin| {
            sqlx::query(
                "SELECT write_hash, successor_sealed, replaced_at FROM groups \
                 WHERE replaced_hash = $1",
            )
            .bind(old.hash())
            .fetch_optional(pool)
            .await?
            .map(
                |row| -> Result<(String, Option<String>, Option<i64>), sqlx::Error> {
                    Ok((
                        row.try_get("write_hash")?,
                        row.try_get("successor_sealed")?,
                        row.try_get("replaced_at")?,
                    ))
                },
            )
            .transpose()?
        });
        let Some((write_hash, Some(sealed), Some(replaced_at))) = row else {
            return Ok(None);
        };
        if now_seconds().saturating_sub(replaced_at) > ROTATION_WINDOW_SECONDS {
            return Ok(None);
        }
        Ok(old.open(&sealed).filter(|new| new.hash() == write_hash))
    }

    /// The group's read-only link, for the holder of its write link; `None` for
    /// a group made before links were kept sealed (until its read link is
    /// rotated) and for a read-only link.
    pub async fn read_link(&self, access: &Access) -> Result<Option<Token>, StoreError> {
        if !access.can_write {
            return Ok(None);
        }
        let row = on_engine!(self, |pool, _begin| {
            sqlx::query("SELECT read_hash, read_sealed FROM groups WHERE id = $1")
                .bind(access.group)
                .fetch_optional(pool)
                .await?
                .map(|row| -> Result<(String, Option<String>), sqlx::Error> {
                    Ok((row.try_get("read_hash")?, row.try_get("read_sealed")?))
                })
                .transpose()?
        });
        let Some((read_hash, Some(sealed))) = row else {
            return Ok(None);
        };
        // Only the link that opens the group now: a stale seal shows nothing.
        Ok(access
            .link
            .open(&sealed)
            .filter(|read| read.hash() == read_hash))
    }

    /// Names (or renames) the group.
    pub async fn rename_group(&self, access: &Access, name: &str) -> Result<String, StoreError> {
        refuse_reading(access)?;
        let name = clean_name(name)?;
        on_engine!(self, |pool, _begin| {
            sqlx::query("UPDATE groups SET name = $2 WHERE id = $1")
                .bind(access.group)
                .bind(&name)
                .execute(pool)
                .await?;
        });
        Ok(name)
    }
}

/// A read-only link changes nothing.
pub(crate) fn refuse_reading(access: &Access) -> Result<(), StoreError> {
    match access.can_write {
        true => Ok(()),
        false => Err(StoreError::ReadOnly),
    }
}
