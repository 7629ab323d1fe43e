//! Groups: the people who play together, reached through a private link (to see
//! and add plays) and a read-only one. No accounts: holding the link is access.

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
        on_engine!(self, |pool, _begin| {
            sqlx::query(
                "INSERT INTO groups (write_hash, read_hash, name, created_at) VALUES ($1, $2, $3, $4)",
            )
            .bind(token.hash())
            .bind(read_token.hash())
            .bind(&name)
            .bind(now_seconds())
            .execute(pool)
            .await?;
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
                    name: row.try_get("name")?,
                    can_write: row.try_get::<i32, _>("can_write")? == 1,
                })
            })
        });
        Ok(row.transpose()?)
    }

    /// Replaces one of the group's links; the old one stops working at once.
    pub async fn rotate(&self, access: &Access, link: Link) -> Result<Token, StoreError> {
        refuse_reading(access)?;
        let token = Token::new().ok_or(StoreError::NoRandomness)?;
        let sql = match link {
            Link::Write => "UPDATE groups SET write_hash = $2 WHERE id = $1",
            Link::Read => "UPDATE groups SET read_hash = $2 WHERE id = $1",
        };
        on_engine!(self, |pool, _begin| {
            sqlx::query(sql)
                .bind(access.group)
                .bind(token.hash())
                .execute(pool)
                .await?;
        });
        Ok(token)
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
