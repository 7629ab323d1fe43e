//! The host's commands beside serving (issue 47): `tableside backup FILE` and
//! `tableside restore FILE`, on the store the settings name (the same
//! `TABLESIDE_DATA_DIR` or `DATABASE_URL` the server reads). Each answers in
//! one or two lines and an exit code: 0 done, 1 not done (said why), 2 asked
//! wrongly.

use crate::config;
use std::path::Path;

/// What the command said, and its exit code.
pub struct Answer {
    pub text: String,
    pub code: i32,
}

fn done(text: String) -> Answer {
    Answer { text, code: 0 }
}

fn failed(text: String) -> Answer {
    Answer { text, code: 1 }
}

fn usage(text: &str) -> Answer {
    Answer {
        text: format!("usage: {text}"),
        code: 2,
    }
}

/// Runs `tableside COMMAND ARGS…` for `backup` and `restore`; `None` for any
/// other command.
pub async fn run(command: &str, args: &[String]) -> Option<Answer> {
    let answer = match command {
        "backup" => match args {
            [file] => backup(Path::new(file)).await,
            _ => usage("tableside backup FILE"),
        },
        "restore" => match args {
            [file] => restore(Path::new(file)).await,
            _ => usage("tableside restore FILE"),
        },
        _ => return None,
    };
    Some(answer)
}

/// How the facts of a backup read.
fn facts(facts: &store::BackupFacts) -> String {
    format!(
        "{} groups, {} plays, {} people; schema {}; {:.1} MB",
        facts.groups,
        facts.plays,
        facts.people,
        facts.schema,
        facts.bytes as f64 / 1_048_576.0
    )
}

async fn backup(file: &Path) -> Answer {
    let location = match config::store_location_from_env() {
        Ok(location) => location,
        Err(message) => {
            return Answer {
                text: message,
                code: 2,
            }
        }
    };
    match &location {
        store::Location::DataDir(dir) => match store::back_up(dir, file).await {
            Ok(copied) => done(format!(
                "backed up {} to {}: checked whole ({})",
                config::describe_location(&location),
                file.display(),
                facts(&copied)
            )),
            Err(error) => failed(format!("no backup made: {error}")),
        },
        store::Location::Postgres(_) => failed(format!(
            "Tableside keeps its plays in {}: back it up with PostgreSQL's own tool, \
             with the same DATABASE_URL:\n  pg_dump --format=custom --file={} \"$DATABASE_URL\"",
            config::describe_location(&location),
            shell_word(file)
        )),
        store::Location::Memory => failed("an in-memory store has nothing to back up".into()),
    }
}

async fn restore(file: &Path) -> Answer {
    let location = match config::store_location_from_env() {
        Ok(location) => location,
        Err(message) => {
            return Answer {
                text: message,
                code: 2,
            }
        }
    };
    match &location {
        store::Location::DataDir(dir) => match store::restore(file, dir).await {
            Ok(restored) => done(format!(
                "restored {} into {} ({}); start the server to serve it",
                file.display(),
                config::describe_location(&location),
                facts(&restored)
            )),
            Err(error) => failed(format!("nothing restored: {error}")),
        },
        store::Location::Postgres(_) => failed(format!(
            "Tableside keeps its plays in {}: restore a pg_dump file with PostgreSQL's own \
             tool, into an empty database:\n  pg_restore --no-owner --dbname=\"$DATABASE_URL\" {}",
            config::describe_location(&location),
            shell_word(file)
        )),
        store::Location::Memory => failed("an in-memory store cannot be restored into".into()),
    }
}

/// A path as one word of a shell line (quoted when it needs to be).
fn shell_word(path: &Path) -> String {
    let text = path.display().to_string();
    if text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-+=:,".contains(c))
    {
        text
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}
