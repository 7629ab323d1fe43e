//! A group's games out and back in, on its people and links page: the
//! spreadsheet for people (`plays.csv`, in the page's language), the export as
//! CSV for programs and JSON (the file that imports back), and a file form
//! that brings an export in (server/src/group_forms.rs, `import_file`), which
//! comes back here saying what it did (`?import=…`).

use crate::i18n::use_i18n;
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

/// What an import did, as the form's handler put it in the address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportOutcome {
    Imported {
        created: usize,
        unchanged: usize,
        replaced: usize,
    },
    NoFile,
    NotExport,
    TooMany,
    TooBig,
    /// The group would keep more plays than the server allows one group.
    GroupFull,
    /// This network imported as many plays as it may in an hour.
    HourFull,
    /// Game `n` of the file (from 1) cannot be kept: nothing was imported.
    Invalid(Option<usize>),
}

impl ImportOutcome {
    /// As the address carries it: the form's handler writes it, the page
    /// reads it back with [`ImportOutcome::parse`].
    pub fn slug(self) -> String {
        match self {
            ImportOutcome::Imported {
                created,
                unchanged,
                replaced,
            } => format!("ok.{created}.{unchanged}.{replaced}"),
            ImportOutcome::NoFile => "no-file".to_owned(),
            ImportOutcome::NotExport => "not-export".to_owned(),
            ImportOutcome::TooMany => "too-many".to_owned(),
            ImportOutcome::TooBig => "too-big".to_owned(),
            ImportOutcome::GroupFull => "group-full".to_owned(),
            ImportOutcome::HourFull => "hour-full".to_owned(),
            ImportOutcome::Invalid(Some(game)) => format!("invalid.{game}"),
            ImportOutcome::Invalid(None) => "invalid".to_owned(),
        }
    }

    /// `ok.3.1.0`, `invalid.4`, `not-export`…; anything else is no outcome.
    pub fn parse(text: &str) -> Option<ImportOutcome> {
        let mut parts = text.split('.');
        let outcome = match parts.next()? {
            "ok" => {
                let mut count = || parts.next()?.parse::<usize>().ok();
                ImportOutcome::Imported {
                    created: count()?,
                    unchanged: count()?,
                    replaced: count()?,
                }
            }
            "invalid" => ImportOutcome::Invalid(parts.next().and_then(|n| n.parse().ok())),
            "no-file" => ImportOutcome::NoFile,
            "not-export" => ImportOutcome::NotExport,
            "too-many" => ImportOutcome::TooMany,
            "too-big" => ImportOutcome::TooBig,
            "group-full" => ImportOutcome::GroupFull,
            "hour-full" => ImportOutcome::HourFull,
            _ => return None,
        };
        parts.next().is_none().then_some(outcome)
    }

    pub fn is_refusal(self) -> bool {
        !matches!(self, ImportOutcome::Imported { .. })
    }
}

/// The export links for every link's holder; the import for the write link's.
#[component]
pub(super) fn TransferPanel(token: String, can_write: bool) -> impl IntoView {
    let i18n = use_i18n();
    let m = &i18n.t().manage;
    let outcome = use_query_map()
        .read_untracked()
        .get_str("import")
        .and_then(ImportOutcome::parse)
        .filter(|_| can_write)
        .map(|outcome| {
            let text = (m.import_said)(outcome);
            match outcome.is_refusal() {
                true => view! { <p class="notice notice--error" role="alert" data-testid="import-said">{text}</p> }.into_any(),
                false => view! { <p class="notice" role="status" data-testid="import-said">{text}</p> }.into_any(),
            }
        });
    let import = can_write.then(|| {
        view! {
            <h3>{m.import_heading}</h3>
            <form class="inline-form" method="post" enctype="multipart/form-data"
                action=crate::bridge::route::fill(crate::bridge::route::IMPORT_FILE, &[("token", &token)]) data-testid="import-form">
                <crate::components::FilePicker label=m.import_label name="export" accept=".json,application/json" testid="import-file" />
                <p class="hint">{m.import_hint}</p>
                <button class="button" type="submit" data-testid="import-button">{m.import_button}</button>
            </form>
        }
    });
    let export = format!("/api/v1/groups/{token}/export");
    // The spreadsheet speaks the page's language: its columns, games and marks.
    let sheet = format!(
        "/api/v1/groups/{token}/plays.csv?lang={}",
        i18n.t().language.tag()
    );
    view! {
        <section class="panel" id="import" aria-labelledby="transfer-heading">
            <h2 id="transfer-heading">{if can_write { m.transfer_heading } else { m.export_heading }}</h2>
            {outcome}
            <p class="hint">{m.export_hint}</p>
            <p class="button-row">
                <a class="button" href=sheet download="tableside-plays.csv" data-testid="export-sheet">{m.export_sheet}</a>
                <a class="button" href=format!("{export}.csv") download="tableside-plays.csv" data-testid="export-csv">{m.export_csv}</a>
                <a class="button" href=format!("{export}.json") download="tableside-plays.json" data-testid="export-json">{m.export_json}</a>
                <a class="button" href=format!("{export}.bgg.xml") download="tableside-plays-bgg.xml" data-testid="export-bgg">{m.export_bgg}</a>
            </p>
            {import}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::ImportOutcome;

    #[test]
    fn an_import_outcome_is_read_back_from_its_address_and_nothing_else_is() {
        assert_eq!(
            ImportOutcome::parse("ok.3.1.0"),
            Some(ImportOutcome::Imported {
                created: 3,
                unchanged: 1,
                replaced: 0
            })
        );
        assert_eq!(
            ImportOutcome::parse("invalid.4"),
            Some(ImportOutcome::Invalid(Some(4)))
        );
        assert_eq!(
            ImportOutcome::parse("invalid"),
            Some(ImportOutcome::Invalid(None))
        );
        assert_eq!(ImportOutcome::parse("too-big"), Some(ImportOutcome::TooBig));
        for nonsense in [
            "",
            "ok",
            "ok.1.2",
            "ok.1.2.3.4",
            "ok.-1.0.0",
            "yes",
            "too-big.1",
        ] {
            assert_eq!(ImportOutcome::parse(nonsense), None, "{nonsense}");
        }
    }

    #[test]
    fn every_import_outcome_reads_back_from_what_it_writes() {
        for outcome in [
            ImportOutcome::Imported {
                created: 3,
                unchanged: 1,
                replaced: 0,
            },
            ImportOutcome::NoFile,
            ImportOutcome::NotExport,
            ImportOutcome::TooMany,
            ImportOutcome::TooBig,
            ImportOutcome::GroupFull,
            ImportOutcome::HourFull,
            ImportOutcome::Invalid(Some(4)),
            ImportOutcome::Invalid(None),
        ] {
            assert_eq!(ImportOutcome::parse(&outcome.slug()), Some(outcome));
        }
    }
}
