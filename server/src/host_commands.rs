//! The host's commands beside serving (issue 47): `tableside backup FILE`,
//! `tableside restore FILE` and `tableside copy --to TARGET`, on the store the
//! settings name (the same `TABLESIDE_DATA_DIR` or `DATABASE_URL` the server
//! reads). Each answers in
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

/// A setting that cannot be read: asked wrongly.
fn wrong_setting(text: String) -> Answer {
    Answer { text, code: 2 }
}

fn usage(text: &str) -> Answer {
    wrong_setting(format!("usage: {text}"))
}

/// Each command's usage and what it does, for its `--help` and its refusals.
const BACKUP_USAGE: &str = "tableside backup FILE";
const BACKUP_HELP: &str =
    "writes a checked, whole copy of the SQLite store the settings name to FILE";
const RESTORE_USAGE: &str = "tableside restore FILE";
const RESTORE_HELP: &str =
    "puts the backup FILE in place of the SQLite store the settings name, once it is checked";
const COPY_USAGE: &str = "tableside copy --to postgres://… | sqlite:DATA_DIR";
const COPY_HELP: &str = "copies every group, play and live table to another store";

/// Runs `tableside COMMAND ARGS…` for `backup`, `restore` and `copy`; `None`
/// for any other command. `--help` (or `-h`) anywhere answers the command's
/// usage; any other flag it does not take is refused before anything is
/// read or written, so a flag is never taken for a file's name (a file whose
/// name starts with `-` is given as `./-name`).
pub async fn run(command: &str, args: &[String]) -> Option<Answer> {
    let (usage_line, help, flags): (&str, &str, &[&str]) = match command {
        "backup" => (BACKUP_USAGE, BACKUP_HELP, &[]),
        "restore" => (RESTORE_USAGE, RESTORE_HELP, &[]),
        "copy" => (COPY_USAGE, COPY_HELP, &["--to"]),
        _ => return None,
    };
    if args.iter().any(|arg| arg == "--help" || arg == "-h") {
        return Some(done(format!("usage: {usage_line}\n{help}")));
    }
    if let Some(flag) = args
        .iter()
        .find(|arg| arg.starts_with('-') && !flags.contains(&arg.as_str()))
    {
        return Some(wrong_setting(format!(
            "{command} takes no flag {flag:?} (a file named so: ./{flag}); usage: {usage_line}"
        )));
    }
    let answer = match (command, args) {
        ("backup", [file]) => backup(Path::new(file)).await,
        ("restore", [file]) => restore(Path::new(file)).await,
        ("copy", [to, target]) if to == "--to" => copy(target).await,
        _ => usage(usage_line),
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

/// The line that names the files a stopped backup left, once removed.
fn removed_partials(removed: &[std::path::PathBuf]) -> String {
    removed
        .iter()
        .map(|path| {
            format!(
                "\nremoved {}, left half-written by a backup that was stopped",
                path.display()
            )
        })
        .collect()
}

async fn backup(file: &Path) -> Answer {
    let location = match config::store_location_from_env() {
        Ok(location) => location,
        Err(message) => return wrong_setting(message),
    };
    match &location {
        store::Location::DataDir(dir) => {
            // Named whatever comes next: this run removed them.
            let removed = match store::remove_stopped_backups(file) {
                Ok(removed) => removed_partials(&removed),
                Err(error) => return failed(format!("no backup made: {error}")),
            };
            match store::back_up(dir, file).await {
                Ok(copied) => done(format!(
                    "backed up {} to {}: checked whole ({}){removed}",
                    config::describe_location(&location),
                    file.display(),
                    facts(&copied)
                )),
                Err(error) => failed(format!("no backup made: {error}{removed}")),
            }
        }
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
        Err(message) => return wrong_setting(message),
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

/// Where a copy goes: `postgres://…` (its settings read as `DATABASE_URL`'s
/// are) or `sqlite:DATA_DIR`.
fn copy_target(target: &str) -> Result<store::Location, String> {
    if let Some(dir) = target.strip_prefix("sqlite:") {
        if dir.trim().is_empty() {
            return Err("sqlite: needs the data directory: sqlite:/var/lib/tableside".into());
        }
        return Ok(store::Location::DataDir(dir.into()));
    }
    if target.starts_with("postgres://") || target.starts_with("postgresql://") {
        return config::store_location_from(Some(target.to_owned()), None, None, None);
    }
    Err("copy goes --to postgres://… or --to sqlite:DATA_DIR".into())
}

async fn copy(target: &str) -> Answer {
    let (from, to) = match (config::store_location_from_env(), copy_target(target)) {
        (Ok(from), Ok(to)) => (from, to),
        (Err(message), _) | (_, Err(message)) => return wrong_setting(message),
    };
    if from == to {
        return wrong_setting("the copy would go where the plays already are".into());
    }
    if let store::Location::DataDir(dir) = &from {
        if !dir.join(store::DATABASE_FILE).is_file() {
            return failed(format!(
                "nothing copied: there is no database in {} (TABLESIDE_DATA_DIR)",
                dir.display()
            ));
        }
    }
    let (from_said, to_said) = (
        config::describe_location(&from),
        config::describe_location(&to),
    );
    let open = async |location: &store::Location| {
        store::Store::open(location).await.map_err(|error| {
            format!(
                "cannot open {}: {}",
                config::describe_location(location),
                config::without_secrets(&error.to_string(), location)
            )
        })
    };
    let (source, target_store) = match (open(&from).await, open(&to).await) {
        (Ok(source), Ok(target)) => (source, target),
        (Err(message), _) | (_, Err(message)) => {
            return failed(format!("nothing copied: {message}"))
        }
    };
    let mut last_table = String::new();
    let copied = store::copy_store(&source, &target_store, |table, rows| {
        if table != last_table {
            eprintln!("tableside: copying {table}…");
            last_table = table.to_owned();
        }
        let _ = rows;
    })
    .await;
    source.close().await;
    target_store.close().await;
    let report = match copied {
        Ok(report) => report,
        Err(error) => {
            let message = config::without_secrets(&error.to_string(), &to);
            return failed(format!(
                "the copy stopped: {message}. Run the same command again: it goes on \
                 where it stopped"
            ));
        }
    };
    let tables: Vec<String> = report
        .tables
        .iter()
        .filter(|(_, read, _)| *read > 0)
        .map(|(table, read, added)| format!("{table} {read} ({added} new)"))
        .collect();
    let summary = format!(
        "copied {from_said} to {to_said}: {}",
        if tables.is_empty() {
            "nothing to copy".to_owned()
        } else {
            tables.join(", ")
        }
    );
    if report.differing.is_empty() {
        done(format!(
            "{summary}.\nChecked: all {} groups alike on both sides (counts and SHA-256 of \
             their rows). Point the server at {to_said} and start it: every link works there.",
            report.groups
        ))
    } else {
        let named: Vec<String> = report
            .differing
            .iter()
            .take(10)
            .map(|(id, name)| format!("#{id} {name:?}"))
            .collect();
        failed(format!(
            "{summary}.\n{} of {} groups differ between the two sides ({}): the target held \
             other data, or plays changed while copying. Stop the server, then copy into an \
             empty database.",
            report.differing.len(),
            report.groups,
            named.join(", ")
        ))
    }
}
