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
    pub async fn rotate(&self, access: &Access, link: Link) -> Result<Token, StoreError> {
        refuse_reading(access)?;
        let token = Token::new().ok_or(StoreError::NoRandomness)?;
        let (sql, sealed) = match link {
            Link::Write => {
                let read = self.read_link(access).await?;
                let sealed = match read {
                    Some(read) => Some(token.seal(&read).ok_or(StoreError::NoRandomness)?),
                    None => None,
                };
                (
                    "UPDATE groups SET write_hash = $2, read_sealed = $3 WHERE id = $1",
                    sealed,
                )
            }
            Link::Read => (
                "UPDATE groups SET read_hash = $2, read_sealed = $3 WHERE id = $1",
                Some(access.link.seal(&token).ok_or(StoreError::NoRandomness)?),
            ),
        };
        on_engine!(self, |pool, _begin| {
            sqlx::query(sql)
                .bind(access.group)
                .bind(token.hash())
                .bind(&sealed)
                .execute(pool)
                .await?;
        });
        Ok(token)
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
